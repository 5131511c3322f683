package orbis

import (
	"fmt"
	"slices"
	"testing"
)

// perft walks every line of play from s for depth plies, as a chess
// engine's perft checks its move generator: clone, LegalActions, Apply.
// nodes[k] counts the lines of k+1 plies (the legal actions summed over
// every line of k plies), positions[k] the distinct positions those lines
// reach by their canonical key. Chance is expanded: at a refill
// LegalActions lists every tile of the pile, and each is walked; with
// fixedDraws only the pile's top is, as a record fixes it (Chance). No two
// actions listed at one position may reach the same position.
func perft(t testing.TB, s State, depth int, fixedDraws bool) (nodes, positions []int) {
	nodes, positions = make([]int, depth), make([]int, depth)
	seen := make([]map[State]bool, depth)
	for k := range seen {
		seen[k] = map[State]bool{}
	}
	var walk func(s *State, ply int)
	walk = func(s *State, ply int) {
		legal := s.LegalActions(nil)
		if draw, ok := s.Chance(); ok && fixedDraws {
			legal = []Action{draw}
		}
		children := make(map[State]Action, len(legal))
		for _, a := range legal {
			next := *s
			if err := next.Apply(a); err != nil {
				t.Fatalf("ply %d: %v is listed but refused: %v", ply+1, a, err)
			}
			nodes[ply]++
			key := canonical(&next)
			if b, dup := children[key]; dup {
				t.Errorf("ply %d: %v and %v reach the same position", ply+1, b, a)
			}
			children[key] = a
			seen[ply][key] = true
			if ply+1 < depth {
				walk(&next, ply+1)
			}
		}
	}
	walk(&s, 0)
	for k := range seen {
		positions[k] = len(seen[k])
	}
	return nodes, positions
}

// canonical is a position's key: the state as an observation shows it, the
// piles in tile order. Which tiles are left to draw is part of a position;
// the order they lie in is not, once a draw has been expanded.
func canonical(s *State) State {
	o := s.Observe(0)
	return o.Public()
}

// perftDeals are the pinned counts, ply by ply, from fixed deals (the first
// seat starts). The deep rows run unless -short.
var perftDeals = []struct {
	players   int
	seed      uint64
	deep      bool
	fixed     bool // the draws fixed as a record fixes them, not expanded
	nodes     []int
	positions []int
}{
	{players: 2, seed: 1,
		nodes:     []int{12, 67, 107, 377, 2273, 12665},
		positions: []int{12, 67, 97, 287, 1683, 9061}},
	{players: 2, seed: 2,
		nodes:     []int{12, 63, 93, 306, 1674, 8830},
		positions: []int{12, 63, 93, 306, 1674, 8830}},
	{players: 3, seed: 1,
		nodes:     []int{13, 69, 113, 662, 5462, 29949},
		positions: []int{13, 69, 113, 662, 5462, 29949}},
	{players: 3, seed: 2,
		nodes:     []int{13, 74, 118, 712, 5872, 33274},
		positions: []int{13, 74, 118, 712, 5872, 33274}},
	{players: 4, seed: 1,
		nodes:     []int{14, 65, 125, 980, 9780, 48435},
		positions: []int{14, 65, 125, 980, 9780, 48435}},
	{players: 4, seed: 3,
		nodes:     []int{14, 69, 137, 1057, 10369, 54024},
		positions: []int{14, 69, 127, 967, 9759, 50240}},
	{players: 2, seed: 1, fixed: true,
		nodes:     []int{12, 67, 107, 317, 1553, 8300},
		positions: []int{12, 67, 97, 227, 963, 4696}},
	{players: 3, seed: 1, fixed: true,
		nodes:     []int{13, 69, 113, 337, 1237, 5824},
		positions: []int{13, 69, 113, 337, 1237, 5824}},
	{players: 4, seed: 1, fixed: true,
		nodes:     []int{14, 65, 125, 380, 1380, 5385},
		positions: []int{14, 65, 125, 380, 1380, 5385}},
	{players: 2, seed: 1, deep: true,
		nodes:     []int{12, 67, 107, 377, 2273, 12665, 26005},
		positions: []int{12, 67, 97, 287, 1683, 9061, 14881}},
	{players: 3, seed: 1, deep: true,
		nodes:     []int{13, 69, 113, 662, 5462, 29949, 65661},
		positions: []int{13, 69, 113, 662, 5462, 29949, 65661}},
	{players: 4, seed: 1, deep: true,
		nodes:     []int{14, 65, 125, 980, 9780, 48435, 128235},
		positions: []int{14, 65, 125, 980, 9780, 48435, 128235}},
}

const (
	perftDepth     = 6
	perftDeepDepth = 7
)

func perftStart(t testing.TB, players int, seed uint64) State {
	t.Helper()
	s, _, err := NewGame(Config{Players: players, Seed: seed, StartPlayer: 0})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestPerft(t *testing.T) {
	for _, tc := range perftDeals {
		depth := perftDepth
		if tc.deep {
			depth = perftDeepDepth
		}
		draws := "expanded"
		if tc.fixed {
			draws = "fixed"
		}
		t.Run(fmt.Sprintf("%dp/seed%d/ply%d/%s", tc.players, tc.seed, depth, draws), func(t *testing.T) {
			if tc.deep && testing.Short() {
				t.Skip("the deeper counts run without -short")
			}
			nodes, positions := perft(t, perftStart(t, tc.players, tc.seed), depth, tc.fixed)
			if !slices.Equal(nodes, tc.nodes) || !slices.Equal(positions, tc.positions) {
				t.Errorf("nodes %#v, positions %#v; pinned %v, %v", nodes, positions, tc.nodes, tc.positions)
			}
		})
	}
}

// BenchmarkPerft walks the deep deals' lines; nodes/s is the move
// generator's and Apply's speed together.
func BenchmarkPerft(b *testing.B) {
	for _, tc := range perftDeals {
		if !tc.deep {
			continue
		}
		b.Run(fmt.Sprintf("%dp", tc.players), func(b *testing.B) {
			start := perftStart(b, tc.players, tc.seed)
			total := 0
			for range b.N {
				nodes, _ := perft(b, start, perftDeepDepth, false)
				if !slices.Equal(nodes, tc.nodes) {
					b.Fatalf("nodes %v, pinned %v", nodes, tc.nodes)
				}
				for _, n := range nodes {
					total += n
				}
			}
			b.ReportMetric(float64(total)/b.Elapsed().Seconds(), "nodes/s")
		})
	}
}
