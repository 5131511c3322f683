package ai

import (
	"testing"
)

// TestFullTreeSearchesOn: once its nodes are used up a search goes on
// iterating without growing the tree, and still names a legal move.
func TestFullTreeSearchesOn(t *testing.T) {
	st, _ := twinStates(t, 3, 4, 11)
	obs := st.Observe(st.CurrentPlayer())
	s := newSearch(&obs, 1, 3)
	if err := s.Step(200); err != nil {
		t.Fatal(err)
	}
	if len(s.nodes) != 3 || s.Iterations() != 200 {
		t.Fatalf("%d nodes after %d iterations, want 3 after 200", len(s.nodes), s.Iterations())
	}
	if s.nodes[0].visits != 200 {
		t.Errorf("the root counts %d visits, want 200", s.nodes[0].visits)
	}
	plan, err := s.Plan()
	if err != nil {
		t.Fatal(err)
	}
	playFor(t, &st, plan)
}

// TestSearchAllocatesNothing: an iteration allocates nothing, the tree's
// nodes being allocated when the search starts.
func TestSearchAllocatesNothing(t *testing.T) {
	st, _ := twinStates(t, 4, 6, 3)
	obs := st.Observe(st.CurrentPlayer())
	s := NewSearch(&obs, 2)
	if err := s.Step(50); err != nil { // warm the scratch slices
		t.Fatal(err)
	}
	if allocs := testing.AllocsPerRun(20, func() {
		if err := s.Step(10); err != nil {
			t.Fatal(err)
		}
	}); allocs != 0 {
		t.Errorf("%v allocations per 10 iterations, want 0", allocs)
	}
}
