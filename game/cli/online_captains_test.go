//go:build !js

package cli

import (
	"context"
	"os"
	"slices"
	"strconv"
	"testing"
	"time"

	"orbis/game/online"
)

// captainsInRoom is how many captains TestARoomOfManyCaptains seats:
// ORBIS_CAPTAINS, or 24 (./build.sh captains plays the hundred).
func captainsInRoom(t *testing.T) int {
	n := 24
	if s := os.Getenv("ORBIS_CAPTAINS"); s != "" {
		v, err := strconv.Atoi(s)
		if err != nil || v < 3 || v > online.MaxSeats {
			t.Fatalf("ORBIS_CAPTAINS=%q: want 3 to %d", s, online.MaxSeats)
		}
		n = v
	}
	return n
}

// TestARoomOfManyCaptains: a real server process plays a whole game of
// Orbit for a room of many captains: two people through real clients and
// the server's computers for the others, all following each order at
// once. Both people's clients end with the game the server kept.
func TestARoomOfManyCaptains(t *testing.T) {
	n := captainsInRoom(t)
	p := startServerProcess(t)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	seats := []online.SeatInfo{{Kind: "human"}, {Kind: "open"}}
	for range n - 2 {
		seats = append(seats, online.SeatInfo{Kind: "ai:medium"})
	}
	host, err := online.Dial(ctx, p.url(), onlineViews(), online.Message{Type: online.TypeCreate, Game: "orbit", Name: "Ada", TurnLimit: 60, Seats: seats})
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	code, _, _ := host.Seat()
	guest, err := online.Dial(ctx, p.url(), onlineViews(), online.Message{Type: online.TypeJoin, Code: code, Name: "Bo"})
	if err != nil {
		t.Fatal(err)
	}
	defer guest.Close()
	began := time.Now()
	histories := playOut(t, []*online.Client{host, guest}, "easy", nil)
	t.Logf("%d captains: %d steps in %v", n, len(histories[0]), time.Since(began).Round(time.Second))
	if !slices.Equal(histories[0], histories[1]) {
		t.Fatal("the two people's clients saw different games")
	}
	p.stop()
	store := p.store()
	checkKept(t, store, code, "orbit", histories[:1])
	kept := keptMatch(t, store, code, "orbit")
	if kept.Players() != n || !kept.Over() {
		t.Fatalf("the kept game has %d captains (want %d), over %v", kept.Players(), n, kept.Over())
	}
}
