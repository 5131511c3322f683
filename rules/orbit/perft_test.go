package orbit

import (
	"fmt"
	"testing"

	"orbis/rules/perft"
)

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

// perftCases walk Orbit's lines (perft); positions are the distinct
// tables, read by alike (docs/orbit/rulings.md #5, #6, #15: a ring read
// from any hex, two ships at one hex alike). The table's steps are fixed
// as a record fixes them: the dice's roll and the deck's top are the one
// legal Chance action, so each is walked once.
func perftCases() []perft.Case[State, Action, State] {
	rules := perft.Rules[State, Action, State]{Legal: (*State).LegalActions, Apply: (*State).Apply,
		Key: func(s *State) State { return alike(*s) }}
	cases := make([]perft.Case[State, Action, State], len(perftDeals))
	for i, tc := range perftDeals {
		deal := func() (State, error) {
			s, _, err := NewGame(Config{Players: tc.players, Seed: tc.seed, FirstGeneral: 0})
			return s, err
		}
		cases[i] = perft.Case[State, Action, State]{Name: fmt.Sprintf("%dp/seed%d", tc.players, tc.seed),
			Rules: rules, Start: deal, Depth: tc.depth, Deep: tc.deep, Nodes: tc.nodes, Positions: tc.positions}
	}
	return cases
}

func TestPerft(t *testing.T) { perft.Test(t, perftCases()) }

func BenchmarkPerft(b *testing.B) { perft.Benchmark(b, perftCases()) }
