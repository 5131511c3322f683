package orbit

import (
	"fmt"
	"slices"
	"testing"
)

// perft walks every line of play from s for depth plies, as a chess
// engine's perft checks its move generator: clone, LegalActions, Apply.
// nodes[k] counts the lines of k+1 plies (the legal actions summed over
// every line of k plies), positions[k] the distinct tables those lines
// reach, read by alike (docs/orbit/rulings.md #5, #6, #15: a ring read
// from any hex, two ships at one hex alike). The table's steps are fixed
// as a record fixes them: the dice's roll and the deck's top are the one
// legal Chance action, so each is walked once. No two actions listed at one
// position may leave the same table.
func perft(t testing.TB, s State, depth int) (nodes, positions []int) {
	nodes, positions = make([]int, depth), make([]int, depth)
	seen := make([]map[State]bool, depth)
	for k := range seen {
		seen[k] = map[State]bool{}
	}
	var walk func(s *State, ply int)
	walk = func(s *State, ply int) {
		legal := s.LegalActions(nil)
		children := make(map[State]Action, len(legal))
		for _, a := range legal {
			next := *s
			if err := next.Apply(a); err != nil {
				t.Fatalf("ply %d: %v is listed but refused: %v", ply+1, a, err)
			}
			nodes[ply]++
			key := alike(next)
			if b, dup := children[key]; dup {
				t.Errorf("ply %d: %v and %v leave the same table", ply+1, b, a)
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

// perftDeals are the pinned counts, ply by ply, from fixed deals (the first
// seat is the first General). The deep rows run unless -short.
var perftDeals = []struct {
	players   int
	seed      uint64
	depth     int
	deep      bool
	nodes     []int
	positions []int
}{
	{players: 1, seed: 1, depth: 8,
		nodes:     []int{1, 4, 39, 368, 368, 581, 2886, 22351},
		positions: []int{1, 4, 39, 211, 211, 331, 1623, 7073}},
	{players: 1, seed: 2, depth: 8,
		nodes:     []int{1, 4, 39, 368, 368, 581, 2886, 22351},
		positions: []int{1, 4, 39, 211, 211, 331, 1623, 7073}},
	{players: 2, seed: 1, depth: 6,
		nodes:     []int{4, 39, 368, 888, 4716, 25317},
		positions: []int{4, 39, 211, 507, 1869, 10545}},
	{players: 2, seed: 2, depth: 6,
		nodes:     []int{4, 39, 368, 888, 4708, 25285},
		positions: []int{4, 39, 211, 507, 1861, 10513}},
	{players: 3, seed: 1, depth: 6,
		nodes:     []int{4, 39, 368, 888, 4716, 45090},
		positions: []int{4, 39, 211, 507, 1869, 17001}},
	{players: 3, seed: 2, depth: 6,
		nodes:     []int{4, 39, 368, 888, 4708, 45066},
		positions: []int{4, 39, 211, 507, 1861, 16977}},
	{players: 6, seed: 3, depth: 6,
		nodes:     []int{4, 39, 368, 888, 4716, 45090},
		positions: []int{4, 39, 211, 507, 1869, 17001}},
	{players: 6, seed: 4, depth: 6,
		nodes:     []int{4, 39, 368, 888, 4716, 45090},
		positions: []int{4, 39, 211, 507, 1869, 17001}},
	{players: 1, seed: 1, depth: 10, deep: true,
		nodes:     []int{1, 4, 39, 368, 368, 581, 2886, 22351, 32140, 81274},
		positions: []int{1, 4, 39, 211, 211, 331, 1623, 7073, 11690, 22308}},
	{players: 2, seed: 1, depth: 7, deep: true,
		nodes:     []int{4, 39, 368, 888, 4716, 25317, 189567},
		positions: []int{4, 39, 211, 507, 1869, 10545, 63549}},
	{players: 3, seed: 1, depth: 7, deep: true,
		nodes:     []int{4, 39, 368, 888, 4716, 45090, 309420},
		positions: []int{4, 39, 211, 507, 1869, 17001, 68265}},
	{players: 6, seed: 3, depth: 7, deep: true,
		nodes:     []int{4, 39, 368, 888, 4716, 45090, 309348},
		positions: []int{4, 39, 211, 507, 1869, 17001, 68217}},
}

func perftStart(t testing.TB, players int, seed uint64) State {
	t.Helper()
	s, _, err := NewGame(Config{Players: players, Seed: seed, FirstGeneral: 0})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestPerft(t *testing.T) {
	for _, tc := range perftDeals {
		t.Run(fmt.Sprintf("%dp/seed%d/ply%d", tc.players, tc.seed, tc.depth), func(t *testing.T) {
			if tc.deep && testing.Short() {
				t.Skip("the deeper counts run without -short")
			}
			nodes, positions := perft(t, perftStart(t, tc.players, tc.seed), tc.depth)
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
				nodes, _ := perft(b, start, tc.depth)
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
