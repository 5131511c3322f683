package server

import (
	"testing"
	"time"

	"orbis/game/online"
)

// TestTheTurnLimitTakesOverTurnAfterTurn: a person's turn that runs out
// is played by the computer, that turn only, turn after turn on the
// room's one timer set again each time; a limit moved on before the timer
// fires plays nothing.
func TestTheTurnLimitTakesOverTurnAfterTurn(t *testing.T) {
	g := &countGame{end: 40}
	s, url := limitsServer(t, g, NewMemoryStore(), Config{})
	host, joined := create(t, url, "198.51.100.1", 60, "human", "ai:easy")
	play(t, host, 0, 1) // the host's turn again, a minute on its clock
	s.mu.Lock()
	r := s.rooms[joined.Code]
	s.mu.Unlock()
	// setClock starts the host's turn at began and arms the room's timer.
	setClock := func(began time.Time) {
		r.write.Lock()
		r.mu.Lock()
		r.doc.TurnSince = began
		r.next()
		r.mu.Unlock()
		r.write.Unlock()
	}
	step := func() int {
		r.mu.Lock()
		defer r.mu.Unlock()
		return r.match.Steps()
	}

	// A limit moved on before it runs out: the timer set for the first
	// fires, or is stopped, and plays nothing.
	at := step()
	setClock(time.Now().Add(-59 * time.Second))
	setClock(time.Now())
	time.Sleep(1500 * time.Millisecond)
	if got := step(); got != at {
		t.Fatalf("a limit moved on a minute: %d steps played, want none", got-at)
	}
	for turn := range 2 {
		at := step()
		setClock(time.Now().Add(-59 * time.Second)) // a second left
		for {
			m := host.await(online.TypeStep)
			if m.Step >= at+2 && m.ToAct == 0 { // the host's seat, by the computer, then the other
				break
			}
		}
		// The host's next turn has its own minute: the computer leaves it
		// to the host, even while the units before it are being stored.
		time.Sleep(200 * time.Millisecond)
		if got := step(); got != at+2 {
			t.Fatalf("turn %d: the computer played %d steps after the limit ran out; want 2", turn, got-at)
		}
	}
}
