package session

import (
	"slices"
	"testing"
)

// TestAQuietSessionKeepsNoEvents: a session told to keep no events plays
// and takes back as any other, its history the same, and Drain finds
// nothing; a resumed session's events begin after its replay.
func TestAQuietSessionKeepsNoEvents(t *testing.T) {
	loud := New[twenty, move, view](newTwenty(4), people())
	quiet := New[twenty, move, view](newTwenty(4), people())
	mustSubmit(t, loud, 0, move{'a', 1})
	quiet.KeepNoEvents()
	mustSubmit(t, quiet, 0, move{'a', 1})
	for _, s := range []*twentySession{loud, quiet} {
		mustSubmit(t, s, 0, move{'a', 2})
		if err := s.Undo(0); err != nil {
			t.Fatal(err)
		}
		mustSubmit(t, s, 0, move{'e', 0})
	}
	if got := loud.Drain(); len(got) != 5 { // a1, a2, a2 undone, e, the draw
		t.Fatalf("the loud session's events: %v", got)
	}
	if got := quiet.Drain(); len(got) != 0 {
		t.Fatalf("a quiet session kept events: %v", got)
	}
	if !slices.Equal(loud.History(), quiet.History()) || *loud.State() != *quiet.State() {
		t.Fatalf("the quiet session played otherwise: %v against %v", quiet.History(), loud.History())
	}
	// Its turns pass as the loud one's: the next seat's unit is its own to
	// take back, the last seat's no longer.
	for _, s := range []*twentySession{loud, quiet} {
		mustSubmit(t, s, 1, move{'a', 1})
		if !s.CanUndo(1) || s.CanUndo(0) {
			t.Fatalf("after seat 1's unit: CanUndo(1) = %v, CanUndo(0) = %v", s.CanUndo(1), s.CanUndo(0))
		}
	}

	resumed, err := Resume[twenty, move, view](newTwenty(4), loud.History(), people())
	if err != nil {
		t.Fatal(err)
	}
	if got := resumed.Drain(); len(got) != 0 {
		t.Fatalf("a resumed session's replay left events: %v", got)
	}
	mustSubmit(t, resumed, 1, move{'a', 1})
	if got := resumed.Drain(); len(got) != 1 || got[0].Kind != Applied {
		t.Fatalf("a resumed session's first move: %v", got)
	}
}

// TestAQuietStepCopiesNoState: a quiet session that plays turn by turn
// (a server's room) records a step without a copy of the state before it
// on the heap; one that keeps events copies it for them. (The test game's
// legal actions allocate in both: the copy is the difference.)
func TestAQuietStepCopiesNoState(t *testing.T) {
	allocs := map[bool]float64{}
	for _, quiet := range []bool{true, false} {
		s := New[twenty, move, view](newTwenty(4), people())
		if quiet {
			s.KeepNoEvents()
		}
		mustSubmit(t, s, 0, move{'a', 1}) // the history has room for the step
		state, steps := s.state, len(s.history)
		allocs[quiet] = testing.AllocsPerRun(100, func() {
			if err := s.record(Step[move]{Seat: 0, Action: move{'a', 1}}); err != nil {
				t.Fatal(err)
			}
			s.state, s.history, s.events = state, s.history[:steps], s.events[:0]
		})
	}
	if allocs[true] >= allocs[false] {
		t.Errorf("a quiet step: %.1f allocations, as many as a step that keeps its event (%.1f)", allocs[true], allocs[false])
	}
}
