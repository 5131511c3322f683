package perft

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// heap is a take-away game: the player to move takes one or two counters.
type heap struct {
	counters, mover int
}

func (h *heap) legal(dst []int) []int {
	for take := 1; take <= min(2, h.counters); take++ {
		dst = append(dst, take)
	}
	return dst
}

func (h *heap) apply(take int) error {
	if take < 1 || take > min(2, h.counters) {
		return errors.New("not that many counters")
	}
	h.counters -= take
	h.mover = 1 - h.mover
	return nil
}

func heapKey(h *heap) heap { return *h }

var heapRules = Rules[heap, int, heap]{Legal: (*heap).legal, Apply: (*heap).apply, Key: heapKey}

// die is a race: a die of three faces is rolled (a chance step), then the
// player moves by the roll or stays. Chance fixes the roll at 2, as a
// record fixes a draw.
type die struct {
	at, rolled int // rolled 0: the die is to be rolled
}

func (d *die) legal(dst []int) []int {
	if d.rolled == 0 {
		return append(dst, 1, 2, 3)
	}
	return append(dst, 0, 1)
}

func (d *die) apply(a int) error {
	if d.rolled == 0 {
		d.rolled = a
		return nil
	}
	d.at += a * d.rolled
	d.rolled = 0
	return nil
}

func (d *die) chance() (int, bool) { return 2, d.rolled == 0 }

func dieKey(d *die) die { return *d }

var dieRules = Rules[die, int, die]{Legal: (*die).legal, Apply: (*die).apply, Key: dieKey}

// TestWalkCounts pins counts worked out by hand. From 4 counters: ply 1
// leaves 3 or 2; ply 2 leaves 2, 1 (from 3) and 1, 0 (from 2): 4 lines, 3
// heaps; ply 3 leaves 1, 0 (from 2), 0 (from each 1): 4 lines, 2 heaps;
// ply 4 only the line at 1 goes on. The die expanded: 3 rolls, then 2
// moves each, the three "stay" reaching one position (at 0). Fixed at 2:
// one roll, then stay or move 2.
func TestWalkCounts(t *testing.T) {
	fixed := dieRules
	fixed.Chance = (*die).chance
	// A key that forgets the counters merges two actions' children: a
	// move generator listing one move twice looks the same.
	coarse := heapRules
	coarse.Key = func(h *heap) heap { return heap{mover: h.mover} }
	for _, tc := range []struct {
		name             string
		walk             func() (Counts, error)
		nodes, positions []int
	}{
		{"heap of 4", func() (Counts, error) { return heapRules.Walk(heap{counters: 4}, 4) },
			[]int{2, 4, 4, 1}, []int{2, 3, 2, 1}},
		{"heap of 4, past the end", func() (Counts, error) { return heapRules.Walk(heap{counters: 4}, 6) },
			[]int{2, 4, 4, 1, 0, 0}, []int{2, 3, 2, 1, 0, 0}},
		{"heap of 4, no plies", func() (Counts, error) { return heapRules.Walk(heap{counters: 4}, 0) },
			[]int{}, []int{}},
		{"die expanded", func() (Counts, error) { return dieRules.Walk(die{}, 3) },
			[]int{3, 6, 18}, []int{3, 4, 12}},
		{"die fixed", func() (Counts, error) { return fixed.Walk(die{}, 3) },
			[]int{1, 2, 2}, []int{1, 2, 2}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := tc.walk()
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got.Nodes, tc.nodes) || !slices.Equal(got.Positions, tc.positions) {
				t.Errorf("nodes %v, positions %v; want %v, %v", got.Nodes, got.Positions, tc.nodes, tc.positions)
			}
		})
	}
	_, err := coarse.Walk(heap{counters: 4}, 2)
	if err == nil || !strings.Contains(err.Error(), "1 and 2 reach the same position") {
		t.Errorf("a key that merges two children: %v", err)
	}
}

// TestWalkRefusal: an action listed but refused stops the walk and says
// which, at which ply (the walk goes depth first: 1, 1, then 3 at ply 3).
func TestWalkRefusal(t *testing.T) {
	lying := heapRules
	lying.Legal = func(h *heap, dst []int) []int { return append(h.legal(dst), 3) }
	_, err := lying.Walk(heap{counters: 4}, 3)
	if err == nil || !strings.Contains(err.Error(), "ply 3: 3 is listed but refused: not that many counters") {
		t.Errorf("got %v", err)
	}
}
