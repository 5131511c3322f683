package game

import (
	"testing"
	"time"

	"orbis/rules/orbis/ai"
)

// TestComputerSeatsFinishAGame plays a whole game of computer seats through
// the thinker the play scene uses, both ways: searches in goroutines, and
// stepped a slice per poll as in the browser.
func TestComputerSeatsFinishAGame(t *testing.T) {
	for _, stepped := range []bool{false, true} {
		t.Run(map[bool]string{false: "goroutine", true: "stepped"}[stepped], func(t *testing.T) {
			seats := []SeatConfig{{Name: "E", Level: ai.Easy}, {Name: "M", Level: ai.Medium}, {Name: "H", Level: ai.Hard}}
			m, err := NewMatch(seats, 0, 12)
			if err != nil {
				t.Fatal(err)
			}
			th, err := newThinker(seats, 12)
			if err != nil {
				t.Fatal(err)
			}
			th.stepped, th.slice = stepped, time.Millisecond
			th.players[2], _ = ai.NewPlayer(ai.Config{Level: ai.Hard, Seed: 1, Iterations: 150})
			deadline := time.Now().Add(60 * time.Second)
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
		})
	}
}

// TestSteppedThinkingYieldsTheFrame: in the browser a Hard search must give
// the frame back after its slice rather than think its whole budget at once.
func TestSteppedThinkingYieldsTheFrame(t *testing.T) {
	seats := []SeatConfig{{Name: "H", Level: ai.Hard}, {Name: "P"}}
	m, _ := NewMatch(seats, 0, 4)
	th, _ := newThinker(seats, 4)
	th.stepped, th.slice = true, time.Millisecond
	th.players[0], _ = ai.NewPlayer(ai.Config{Level: ai.Hard, Budget: 300 * time.Millisecond})
	th.start(m)
	polls := 0
	for {
		polls++
		if r, ok := th.poll(); ok {
			if r.err != nil {
				t.Fatal(r.err)
			}
			if err := m.ApplyAll(r.plan); err != nil {
				t.Fatal(err)
			}
			break
		}
	}
	if polls < 10 {
		t.Fatalf("a 300ms search in 1ms slices finished in %d polls", polls)
	}
	th.start(m) // seat 1 is a person: nothing to think
	if seat, _ := th.thinking(); seat != -1 {
		t.Fatalf("seat %d thinks on a person's turn", seat)
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
