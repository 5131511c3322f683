package server

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"orbis/game/online"
)

// createFrom asks for a room of two seats from an address and returns the
// answer.
func createFrom(t *testing.T, url, addr string) online.Message {
	t.Helper()
	return dialFrom(t, url, addr).ask(online.Message{Type: online.TypeCreate, Game: "count", Name: "Host",
		Seats: []online.SeatInfo{{Kind: "human"}, {Kind: "open"}}})
}

// TestRoomsAMinutePerAddress: an address makes so many rooms a minute;
// another address is not held up.
func TestRoomsAMinutePerAddress(t *testing.T) {
	_, url := limitsServer(t, &countGame{end: 10}, nil, Config{Limits: Limits{CreatesPerMinute: 2}})
	for i := range 2 {
		if got := createFrom(t, url, "198.51.100.1"); got.Type != online.TypeJoined {
			t.Fatalf("room %d: %s %s", i+1, got.Reason, got.Detail)
		}
	}
	if got := createFrom(t, url, "198.51.100.1"); got.Reason != online.ReasonRateLimit {
		t.Fatalf("a third room in a minute: %s %s, want %s", got.Type, got.Reason, online.ReasonRateLimit)
	}
	if got := createFrom(t, url, "198.51.100.2"); got.Type != online.TypeJoined {
		t.Fatalf("another address's room: %s %s", got.Reason, got.Detail)
	}
}

// TestOpenRoomsPerAddressAndInAll: an address has so many unfinished
// rooms, and the server so many in all; a finished game makes room again.
func TestOpenRoomsPerAddressAndInAll(t *testing.T) {
	g := &countGame{end: 2}
	_, url := limitsServer(t, g, nil, Config{Limits: Limits{CreatesPerMinute: 100, OpenRoomsPerAddress: 2, MaxOpenRooms: 3}})
	host, _ := create(t, url, "198.51.100.1", 0, "human", "ai:easy")
	if got := createFrom(t, url, "198.51.100.1"); got.Type != online.TypeJoined {
		t.Fatalf("a second room: %s %s", got.Reason, got.Detail)
	}
	if got := createFrom(t, url, "198.51.100.1"); got.Reason != online.ReasonTooManyRooms {
		t.Fatalf("a third unfinished room of one address: %s %s, want %s", got.Type, got.Reason, online.ReasonTooManyRooms)
	}
	if got := createFrom(t, url, "198.51.100.2"); got.Type != online.TypeJoined {
		t.Fatalf("another address's room: %s %s", got.Reason, got.Detail)
	}
	if got := createFrom(t, url, "198.51.100.3"); got.Reason != online.ReasonServerFull {
		t.Fatalf("a fourth unfinished room in all: %s %s, want %s", got.Type, got.Reason, online.ReasonServerFull)
	}
	play(t, host, 0, 1) // the host's move and the computer's: the game is over
	if got := createFrom(t, url, "198.51.100.1"); got.Type != online.TypeJoined {
		t.Fatalf("a room once a game is over: %s %s", got.Reason, got.Detail)
	}
}

// TestAFullStoreSaysServerFull: past nine tenths of the store's limit no
// room is made, and a move the store cannot keep is refused as
// server_full, the room as it was.
func TestAFullStoreSaysServerFull(t *testing.T) {
	st := NewMemoryStore().(*memStore)
	_, url := limitsServer(t, &countGame{end: 100}, st, Config{Limits: Limits{CreatesPerMinute: 100}})
	host, joined := create(t, url, "198.51.100.1", 0, "human", "open")
	host.await(online.TypeState)
	used, _, _ := st.Usage(t.Context())
	st.mu.Lock()
	st.maxBytes = used + 1 // the next move's document does not fit
	st.mu.Unlock()

	host.send(online.Message{Type: online.TypeAct, Step: 0, Actions: []string{"move"}})
	if got := host.await(online.TypeStep, online.TypeRefused); got.Reason != online.ReasonServerFull {
		t.Fatalf("a move the store cannot keep: %s %s, want %s", got.Type, got.Reason, online.ReasonServerFull)
	}
	if got := createFrom(t, url, "198.51.100.2"); got.Reason != online.ReasonServerFull || !strings.Contains(got.Detail, "full") {
		t.Fatalf("a room in a full store: %s %s (%s), want %s", got.Type, got.Reason, got.Detail, online.ReasonServerFull)
	}
	data, _, err := st.Load(t.Context(), joined.Code)
	if err != nil || !strings.Contains(string(data), `"plays":null`) && !strings.Contains(string(data), `"plays":[]`) {
		t.Fatalf("the room after a refused move: %s, %v", data, err)
	}
}

// TestNoNewRoomsPastNineTenths: the last tenth of the store is kept for
// the games under way.
func TestNoNewRoomsPastNineTenths(t *testing.T) {
	st := NewMemoryStore().(*memStore)
	s, url := limitsServer(t, &countGame{end: 100}, st, Config{Limits: Limits{CreatesPerMinute: 100}})
	host, _ := create(t, url, "198.51.100.1", 0, "human", "open")
	host.await(online.TypeState)
	for i := range 9 {
		if got := createFrom(t, url, fmt.Sprintf("198.51.100.%d", 10+i)); got.Type != online.TypeJoined {
			t.Fatalf("room %d: %s %s", i+2, got.Reason, got.Detail)
		}
	}
	used, _, _ := st.Usage(t.Context())
	st.mu.Lock()
	st.maxBytes = used*10/9 - 1 // ten rooms take nine tenths; an eleventh would fit
	st.mu.Unlock()
	s.usage.mu.Lock()
	s.usage.at = time.Time{} // read the store's usage again
	s.usage.mu.Unlock()
	if got := createFrom(t, url, "198.51.100.2"); got.Reason != online.ReasonServerFull {
		t.Fatalf("a room past nine tenths of the store: %s %s, want %s", got.Type, got.Reason, online.ReasonServerFull)
	}
	host.send(online.Message{Type: online.TypeAct, Step: 0, Actions: []string{"move"}})
	if got := host.await(online.TypeStep, online.TypeRefused); got.Type != online.TypeStep {
		t.Fatalf("a move in the last tenth: %s %s", got.Reason, got.Detail)
	}
}
