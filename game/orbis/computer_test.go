package orbis

import (
	"testing"
	"time"

	"orbis/game/session"
	rules "orbis/rules/orbis"
	"orbis/rules/orbis/ai"
)

// TestComputerSeatsFinishAGame plays a whole game of computer seats through
// the controllers the play scene uses, both ways: searches in goroutines,
// and stepped a slice per poll as in the browser.
func TestComputerSeatsFinishAGame(t *testing.T) {
	for _, stepped := range []bool{false, true} {
		t.Run(map[bool]string{false: "goroutine", true: "stepped"}[stepped], func(t *testing.T) {
			seats := []SeatConfig{{Name: "E", Level: ai.Easy}, {Name: "M", Level: ai.Medium}, {Name: "H", Level: ai.Hard}}
			m, err := newMatch(seats, 0, 12, stepped)
			if err != nil {
				t.Fatal(err)
			}
			hard, _ := ai.NewPlayer(ai.Config{Level: ai.Hard, Seed: 1, Iterations: 150})
			m.Sess.Seat(2).(*seatComputer).Start = computer(hard, stepped).Start
			deadline := time.Now().Add(60 * time.Second)
			for !m.State().IsOver() {
				if time.Now().After(deadline) {
					t.Fatal("the computer seats do not finish the game")
				}
				if err := m.Sess.Think(); err != nil {
					t.Fatal(err)
				}
				if !m.Sess.Planned() {
					if seat := m.Sess.Thinking(); seat != m.State().CurrentPlayer() {
						t.Fatalf("seat %d thinks, seat %d is to act", seat, m.State().CurrentPlayer())
					}
					time.Sleep(time.Millisecond)
					continue
				}
				turn := m.State().Turn()
				for m.Sess.Planned() {
					if _, err := m.Sess.PlayPlanned(); err != nil {
						t.Fatal(err)
					}
				}
				if m.State().Turn() != turn+1 && !m.State().IsOver() {
					t.Fatalf("a plan did not end turn %d", turn)
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
// The search is fixed in iterations, and each slice runs one chunk of them,
// so how many polls it spans is the search's size, not the machine's speed.
func TestSteppedThinkingYieldsTheFrame(t *testing.T) {
	seats := []SeatConfig{{Name: "H", Level: ai.Hard}, {Name: "P"}}
	m, _ := newMatch(seats, 0, 4, true)
	hard, _ := ai.NewPlayer(ai.Config{Level: ai.Hard, Iterations: 1000, NoEarlyStop: true})
	seat := m.Sess.Seat(0).(*seatComputer)
	start := computer(hard, true).Start
	var steps []step
	seat.Start = func(obs rules.Observation) (session.Turn[rules.Action], error) {
		turn, err := start(obs)
		if err != nil {
			return nil, err
		}
		return &countedTurn{Turn: turn, steps: &steps}, nil
	}
	polls := 0
	for !m.Sess.Planned() {
		polls++
		before := len(steps)
		if err := m.Sess.Think(); err != nil {
			t.Fatal(err)
		}
		// The frame is given back after one slice: the poll steps the
		// search once, for a slice and not its whole budget, and returns
		// whether or not the search is decided.
		got := steps[before:]
		if len(got) != 1 || got[0].Budget != thinkSlice {
			t.Fatalf("poll %d stepped the search %v, want once for %v", polls, got, thinkSlice)
		}
		if planned := m.Sess.Planned(); planned != got[0].Decided {
			t.Fatalf("poll %d: the search decided %v, the seat's turn planned %v", polls, got[0].Decided, planned)
		}
		if seat := m.Sess.Thinking(); !got[0].Decided && seat != 0 {
			t.Fatalf("poll %d: seat %d thinks mid-search, want seat 0", polls, seat)
		}
	}
	if polls < 10 {
		t.Fatalf("a search of 1000 iterations, a chunk a slice, finished in %d polls", polls)
	}
	for m.Sess.Planned() {
		if _, err := m.Sess.PlayPlanned(); err != nil {
			t.Fatal(err)
		}
	}
	if err := m.Sess.Think(); err != nil { // seat 1 is a person: nothing to think
		t.Fatal(err)
	}
	if seat := m.Sess.Thinking(); seat != -1 {
		t.Fatalf("seat %d thinks on a person's turn", seat)
	}
}

func TestStopAbandonsASearch(t *testing.T) {
	seats := []SeatConfig{{Name: "H", Level: ai.Hard}, {Name: "P"}}
	m, _ := newMatch(seats, 0, 3, false)
	// A search an hour long: only cancelling can end it within the test.
	long, _ := ai.NewPlayer(ai.Config{Level: ai.Hard, Budget: time.Hour})
	m.Sess.Seat(0).(*seatComputer).Start = computer(long, false).Start
	if err := m.Sess.Think(); err != nil {
		t.Fatal(err)
	}
	done := make(chan struct{})
	go func() { m.Sess.Close(); close(done) }()
	select {
	case <-done:
	case <-time.After(time.Minute):
		t.Fatal("stop did not cancel the search")
	}
	if seat := m.Sess.Thinking(); seat != -1 {
		t.Fatal("still thinking after stop")
	}
}

// countedTurn is a computer's turn that notes each Step: the budget it is
// given and whether the search is decided after it. It steps the search by
// its smallest slice (one chunk of iterations, ai.Thinking.Step), whatever
// the budget, so that a loaded machine spans as many polls as a fast one.
type countedTurn struct {
	session.Turn[rules.Action]
	steps *[]step
}

type step struct {
	Budget  time.Duration
	Decided bool
}

func (c *countedTurn) Step(budget time.Duration) bool {
	decided := c.Turn.Step(time.Nanosecond)
	*c.steps = append(*c.steps, step{budget, decided})
	return decided
}
