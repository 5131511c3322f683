package ai

import (
	"slices"
	"testing"
)

// TestEarlyStopKeepsTheMove: with fixed iterations and seed, a search that
// stops once its best move is settled plays what the full search plays,
// and in some positions it does stop early.
func TestEarlyStopKeepsTheMove(t *testing.T) {
	const iterations = 3000
	stopped := 0
	for _, level := range []Level{Hard, Expert} {
		for seed := range uint64(6) {
			st, _ := twinStates(t, 2+int(seed%3), 1+int(seed)%8, seed)
			obs := st.Observe(st.CurrentPlayer())
			full, _ := NewPlayer(Config{Level: level, Seed: seed, Iterations: iterations, NoEarlyStop: true})
			early, _ := NewPlayer(Config{Level: level, Seed: seed, Iterations: iterations})
			ft, err := full.think(t.Context(), &obs)
			if err != nil {
				t.Fatal(err)
			}
			et, err := early.think(t.Context(), &obs)
			if err != nil {
				t.Fatal(err)
			}
			fp, _ := ft.Actions()
			ep, _ := et.Actions()
			if !slices.Equal(fp, ep) {
				t.Errorf("%v seed %d: early stop plays %v, the full search %v", level, seed, ep, fp)
			}
			if et.search != nil && et.search.Iterations() < iterations {
				stopped++
			}
		}
	}
	if stopped == 0 {
		t.Error("no search stopped early")
	}
}

// TestSettled is the stopping rule on visit counts.
func TestSettled(t *testing.T) {
	tests := []struct {
		visits []int32
		left   int
		want   bool
	}{
		{[]int32{100, 40}, 59, true},
		{[]int32{100, 40}, 60, false},
		{[]int32{40, 100, 10}, 50, true},
		{[]int32{50, 50}, 1, false},
		{[]int32{7}, 6, true},
		{nil, 0, false},
	}
	for _, tc := range tests {
		s := &Search{nodes: []node{{child: -1, sibling: -1}}}
		for _, v := range tc.visits {
			s.nodes = append(s.nodes, node{visits: v, child: -1, sibling: s.nodes[0].child})
			s.nodes[0].child = int32(len(s.nodes) - 1)
		}
		if got := s.Settled(tc.left); got != tc.want {
			t.Errorf("visits %v, %d left: settled %v, want %v", tc.visits, tc.left, got, tc.want)
		}
	}
}
