package game

import (
	"testing"
	"time"

	"orbis/rules/ai"
)

// TestComputerSeatsFinishAGame plays a whole game of computer seats through
// the thinker the play scene uses: searches in goroutines, plans polled.
func TestComputerSeatsFinishAGame(t *testing.T) {
	seats := []SeatConfig{{Name: "E", Level: ai.Easy}, {Name: "M", Level: ai.Medium}, {Name: "E2", Level: ai.Easy}}
	m, err := NewMatch(seats, 0, 12)
	if err != nil {
		t.Fatal(err)
	}
	th, err := newThinker(seats, 12)
	if err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(30 * time.Second)
	for !m.State().IsOver() {
		if time.Now().After(deadline) {
			t.Fatal("the computer seats do not finish the game")
		}
		th.start(m)
		if seat, _ := th.thinking(); seat != m.State().CurrentPlayer() {
			t.Fatalf("seat %d thinks, seat %d is to act", seat, m.State().CurrentPlayer())
		}
		var r thought
		for {
			var ok bool
			if r, ok = th.poll(); ok {
				break
			}
			time.Sleep(time.Millisecond)
		}
		if r.err != nil || r.turn != m.State().Turn() {
			t.Fatalf("thought %+v for turn %d", r, m.State().Turn())
		}
		if err := m.ApplyAll(r.plan); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := m.Record().Replay(); err != nil {
		t.Fatal(err)
	}
}

func TestStopAbandonsASearch(t *testing.T) {
	seats := []SeatConfig{{Name: "H", Level: ai.Hard}, {Name: "P"}}
	m, _ := NewMatch(seats, 0, 3)
	th, _ := newThinker(seats, 3)
	// A search an hour long: only cancelling can end it within the test.
	th.players[0], _ = ai.NewPlayer(ai.Config{Level: ai.Hard, Budget: time.Hour})
	th.start(m)
	done := make(chan struct{})
	go func() { th.stop(); close(done) }()
	select {
	case <-done:
	case <-time.After(time.Minute):
		t.Fatal("stop did not cancel the search")
	}
	if seat, _ := th.thinking(); seat != -1 {
		t.Fatal("still thinking after stop")
	}
}
