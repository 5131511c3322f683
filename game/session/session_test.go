package session

import (
	"errors"
	"slices"
	"sync"
	"testing"
	"time"
)

func people() []Controller[move, view] {
	return []Controller[move, view]{Person[move, view]{}, Person[move, view]{}}
}

func mustSubmit(t *testing.T, s *twentySession, seat int, moves ...move) {
	t.Helper()
	for _, m := range moves {
		if err := s.Submit(seat, m); err != nil {
			t.Fatalf("seat %d, %v: %v", seat, m, err)
		}
	}
}

// TestChanceFollowsTheTurn: ending a turn is the seat's step; the table's
// draw follows it at once, from the hidden order, and passes the turn.
func TestChanceFollowsTheTurn(t *testing.T) {
	start := newTwenty(1)
	s := New[twenty, move, view](start, people())
	mustSubmit(t, s, 0, move{'a', 1}, move{'a', 2}, move{'e', 0})
	want := []Step[move]{{0, move{'a', 1}, 1, 0}, {0, move{'a', 2}, 2, 0}, {0, move{'e', 0}, 3, 0}, {Table, move{'d', start.deck[0]}, 4, 0}}
	if got := s.History(); !slices.Equal(got, want) {
		t.Fatalf("history %v, want %v", got, want)
	}
	if s.State().total != 3+start.deck[0] || s.State().CurrentPlayer() != 1 {
		t.Errorf("total %d, seat %d to act; want %d, 1", s.State().total, s.State().CurrentPlayer(), 3+start.deck[0])
	}
	if got := s.Actions(); len(got) != 4 || got[3].kind != 'd' {
		t.Errorf("actions %v", got)
	}
}

// TestSubmitRefuses: a seat that is not to act, and an illegal move, change
// nothing.
func TestSubmitRefuses(t *testing.T) {
	s := New[twenty, move, view](newTwenty(2), people())
	before := *s.State()
	if err := s.Submit(1, move{'a', 1}); !errors.Is(err, ErrNotYourTurn) {
		t.Errorf("seat 1 on seat 0's turn: %v", err)
	}
	if err := s.Submit(0, move{'a', 3}); err == nil {
		t.Error("an illegal move was accepted")
	}
	if err := s.Submit(Table, move{'d', 1}); !errors.Is(err, ErrNotYourTurn) {
		t.Errorf("a draw submitted as the table's: %v", err)
	}
	if *s.State() != before || len(s.History()) != 0 || len(s.Drain()) != 0 {
		t.Error("a refused move changed the session")
	}
}

// TestUndoAndRedoStepByStep: a seat takes back its steps one at a time, to
// the start of its turn and no further, and plays them again; a new move
// forgets what was taken back.
func TestUndoAndRedoStepByStep(t *testing.T) {
	s := New[twenty, move, view](newTwenty(3), people())
	start := *s.State()
	mustSubmit(t, s, 0, move{'a', 1})
	afterOne := *s.State()
	mustSubmit(t, s, 0, move{'a', 2})
	afterTwo := *s.State()
	if s.CanUndo(1) || s.Undo(1) == nil {
		t.Error("seat 1 may take back seat 0's step")
	}
	if err := s.Undo(0); err != nil || *s.State() != afterOne {
		t.Fatalf("undo: %v, state %+v, want %+v", err, *s.State(), afterOne)
	}
	if err := s.Undo(0); err != nil || *s.State() != start {
		t.Fatalf("second undo: %v", err)
	}
	if err := s.Undo(0); !errors.Is(err, ErrNothingToUndo) {
		t.Fatalf("undo past the start of the turn: %v", err)
	}
	if err := s.Redo(0); err != nil || *s.State() != afterOne {
		t.Fatalf("redo: %v", err)
	}
	if err := s.Redo(0); err != nil || *s.State() != afterTwo {
		t.Fatalf("second redo: %v", err)
	}
	if err := s.Redo(0); !errors.Is(err, ErrNothingToRedo) {
		t.Fatalf("redo with nothing taken back: %v", err)
	}
	if err := s.Undo(0); err != nil {
		t.Fatal(err)
	}
	mustSubmit(t, s, 0, move{'a', 1}) // another move: the taken-back one is forgotten
	if s.CanRedo(0) {
		t.Error("a new move kept the step taken back")
	}
	kinds := []EventKind{}
	for _, e := range s.Drain() {
		kinds = append(kinds, e.Kind)
	}
	want := []EventKind{Applied, Applied, Undone, Undone, Redone, Redone, Undone, Applied}
	if !slices.Equal(kinds, want) {
		t.Errorf("events %v, want %v", kinds, want)
	}
}

// TestUndoNeverCrossesChance: once the table has drawn, nobody takes back
// the turn it ended, nor the draw.
func TestUndoNeverCrossesChance(t *testing.T) {
	s := New[twenty, move, view](newTwenty(4), people())
	mustSubmit(t, s, 0, move{'a', 2}, move{'e', 0})
	for _, seat := range []int{0, 1, Table} {
		if s.CanUndo(seat) || s.Undo(seat) == nil {
			t.Errorf("seat %d may take back across the table's draw", seat)
		}
		if s.CanRedo(seat) || s.Redo(seat) == nil {
			t.Errorf("seat %d may redo across the table's draw", seat)
		}
	}
	mustSubmit(t, s, 1, move{'a', 1})
	if !s.CanUndo(1) || len(s.TurnSteps()) != 1 {
		t.Errorf("seat 1's own step of its turn: can undo %v, turn steps %v", s.CanUndo(1), s.TurnSteps())
	}
}

// TestEventsCarryTheStates: each event has the state before and after.
func TestEventsCarryTheStates(t *testing.T) {
	s := New[twenty, move, view](newTwenty(5), people())
	mustSubmit(t, s, 0, move{'a', 2}, move{'e', 0})
	events := s.Drain()
	if len(events) != 3 || events[2].Step.Seat != Table {
		t.Fatalf("events %v", events)
	}
	for i, e := range events {
		if e.After.total-e.Before.total != map[byte]int{'a': 2, 'e': 0, 'd': e.Step.Action.n}[e.Step.Action.kind] {
			t.Errorf("event %d: %v takes the total from %d to %d", i, e.Step, e.Before.total, e.After.total)
		}
	}
	if len(s.Drain()) != 0 {
		t.Error("drained events come again")
	}
}

// TestObservationKeepsTheOrderSecret: what a seat sees is the same whatever
// the hidden order.
func TestObservationKeepsTheOrderSecret(t *testing.T) {
	a, b := newTwenty(6), newTwenty(6)
	b.deck[2], b.deck[7] = b.deck[7], b.deck[2]
	sa := New[twenty, move, view](a, people())
	sb := New[twenty, move, view](b, people())
	oa, ob := sa.Observe(0), sb.Observe(0)
	if !slices.Equal(oa.left, ob.left) || oa.total != ob.total {
		t.Errorf("the observations differ with the hidden order: %+v, %+v", oa, ob)
	}
}

// TestComputersPlayAWholeGame, once with jobs in goroutines and once
// stepped, and the history replays to the same game.
func TestComputersPlayAWholeGame(t *testing.T) {
	for _, stepped := range []bool{false, true} {
		start := newTwenty(7)
		s := New[twenty, move, view](start, []Controller[move, view]{greedy(stepped), greedy(stepped)})
		deadline := time.Now().Add(5 * time.Second)
		for !s.State().IsOver() {
			if time.Now().After(deadline) {
				t.Fatalf("stepped %v: the game does not end", stepped)
			}
			if err := s.Think(); err != nil {
				t.Fatal(err)
			}
			if s.Planned() {
				if _, err := s.PlayPlanned(); err != nil {
					t.Fatal(err)
				}
			}
		}
		again, err := Resume[twenty, move, view](start, s.History(), people())
		if err != nil {
			t.Fatal(err)
		}
		if *again.State() != *s.State() {
			t.Errorf("stepped %v: the history replays to %+v, the game ended %+v", stepped, *again.State(), *s.State())
		}
		s.Close()
	}
}

// TestResumeRefusesABadHistory names the first step the rules refuse.
func TestResumeRefusesABadHistory(t *testing.T) {
	_, err := Resume[twenty, move, view](newTwenty(8), []Step[move]{{0, move{'a', 1}, 1, 0}, {0, move{'a', 5}, 2, 0}}, people())
	if err == nil || err.Error() != "session: step 2: illegal move a5" {
		t.Errorf("error %v", err)
	}
}

// slowWork needs many steps; it counts them, and says when it has begun.
type slowWork struct {
	steps   int
	begun   chan struct{} // closed at the first step
	closing sync.Once
}

func newSlowWork() *slowWork { return &slowWork{begun: make(chan struct{})} }

func (w *slowWork) Step(time.Duration) bool {
	w.steps++
	w.closing.Do(func() { close(w.begun) })
	time.Sleep(time.Millisecond)
	return w.steps >= 1000
}

func TestJobs(t *testing.T) {
	// Stepped: the work advances only when polled, a slice at a time.
	w := newSlowWork()
	j := StartJob(w, true, time.Millisecond)
	if w.steps != 0 {
		t.Fatal("a stepped job worked before it was polled")
	}
	for range 3 {
		j.Poll()
	}
	if w.steps != 3 {
		t.Errorf("3 polls made %d steps", w.steps)
	}
	// In a goroutine: a cancel stops it long before it is done.
	w = newSlowWork()
	j = StartJob(w, false, 0)
	select { // the cancel comes once the work runs, however long it takes to start
	case <-w.begun:
	case <-time.After(time.Minute):
		t.Fatal("a job in a goroutine did not begin in a minute")
	}
	j.Cancel()
	if w.steps >= 1000 {
		t.Errorf("the job ran to its end (%d steps) despite the cancel", w.steps)
	}
	if !j.Poll() {
		t.Error("a cancelled job is not over")
	}
}

// TestUnitsAreWhole: actions submitted together are played all or none,
// and taken back and played again together.
func TestUnitsAreWhole(t *testing.T) {
	s := New[twenty, move, view](newTwenty(9), people())
	start := *s.State()
	if err := s.SubmitAll(0, move{'a', 1}, move{'a', 2}, move{'a', 2}); err == nil {
		t.Fatal("a unit with a third add was accepted")
	}
	if *s.State() != start || len(s.History()) != 0 || len(s.Drain()) != 0 {
		t.Fatal("a refused unit left some of its actions played")
	}
	if err := s.SubmitAll(0, move{'a', 1}, move{'a', 2}); err != nil {
		t.Fatal(err)
	}
	both := *s.State()
	if err := s.Undo(0); err != nil || *s.State() != start {
		t.Fatalf("undo of the unit: %v, total %d", err, s.State().total)
	}
	if err := s.Redo(0); err != nil || *s.State() != both || len(s.History()) != 2 {
		t.Fatalf("redo of the unit: %v, history %v", err, s.History())
	}
	var kinds []EventKind
	for _, e := range s.Drain() {
		kinds = append(kinds, e.Kind)
	}
	if want := []EventKind{Applied, Applied, Undone, Undone, Redone, Redone}; !slices.Equal(kinds, want) {
		t.Errorf("events %v, want %v", kinds, want)
	}
}

// TestComputerThatCannotBegin: a computer whose turn cannot begin reports
// it through Think, and begins again at the next Think.
func TestComputerThatCannotBegin(t *testing.T) {
	starts := 0
	broken := &Computer[move, view]{Start: func(view) (Turn[move], error) {
		starts++
		return nil, errors.New("no search today")
	}}
	s := New[twenty, move, view](newTwenty(2), []Controller[move, view]{broken, greedy(false)})
	for want := 1; want <= 2; want++ {
		if err := s.Think(); err == nil || starts != want {
			t.Fatalf("Think %d: error %v after %d starts", want, err, starts)
		}
	}
	broken.Start = greedy(true).Start
	for !s.Planned() {
		if err := s.Think(); err != nil {
			t.Fatal(err)
		}
	}
}
