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

// TestMoveIndexRoundTrip: a node keeps its move as its index, so every
// index names one move and every move its index.
func TestMoveIndexRoundTrip(t *testing.T) {
	for i := range moveIndexes {
		if got := moveIndex(moveAt(i)); got != i {
			t.Errorf("index %d: move %v has index %d", i, moveAt(i), got)
		}
	}
	st, _ := twinStates(t, 4, 5, 2)
	v := newValuer()
	for _, m := range v.appendMoves(nil, &st, breadth{faceUp: 16, wild: 16}) {
		if got := moveAt(moveIndex(m.Move)); got != m.Move {
			t.Errorf("move %v comes back as %v", m.Move, got)
		}
	}
	if got := moveAt(moveIndex(finishMove)); got != finishMove {
		t.Errorf("finishing comes back as %v", got)
	}
}

// TestWideningBoundsTheRoot: with progressive widening the root tries a
// new move only while it has fewer children than widen*visits^power (its
// candidates are the same in every determinization, so the bound is
// strict there); without, it tries every candidate.
func TestWideningBoundsTheRoot(t *testing.T) {
	st, _ := twinStates(t, 2, 3, 7)
	obs := st.Observe(st.CurrentPlayer())
	tests := []struct {
		name        string
		widen, pow  float32
		iterations  int
		maxChildren int // 0: every candidate
	}{
		{"plain", 0, 0, 400, 0},
		{"sqrt", 1, 0.5, 400, 21},
		{"fourth root", 1, 0.25, 400, 5},
	}
	for _, tc := range tests {
		s := newSearch(&obs, 3, tc.iterations+1)
		s.opts.widen, s.opts.widenPower = tc.widen, tc.pow
		if err := s.Step(tc.iterations); err != nil {
			t.Fatal(err)
		}
		children := len(s.RootStats())
		want := tc.maxChildren
		if want == 0 {
			want = len(s.root)
			if children != want {
				t.Errorf("%s: %d root children, want every one of the %d candidates", tc.name, children, want)
			}
			continue
		}
		if len(s.root) <= want {
			t.Fatalf("%s: only %d candidates, too few to tell", tc.name, len(s.root))
		}
		if children > want || children < 2 {
			t.Errorf("%s: %d root children after %d iterations, want 2 to %d", tc.name, children, tc.iterations, want)
		}
	}
}
