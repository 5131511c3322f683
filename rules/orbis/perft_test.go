package orbis

import (
	"fmt"
	"testing"

	"orbis/rules/perft"
)

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

// perftRules walk Orbis' lines (perft). Chance is expanded: at a refill
// LegalActions lists every tile of the pile, and each is walked; the fixed
// rows walk only the pile's top, as a record fixes it (Chance).
func perftRules(fixedDraws bool) perft.Rules[State, Action, State] {
	r := perft.Rules[State, Action, State]{Legal: (*State).LegalActions, Apply: (*State).Apply, Key: canonical}
	if fixedDraws {
		r.Chance = (*State).Chance
	}
	return r
}

func perftCases() []perft.Case[State, Action, State] {
	var cases []perft.Case[State, Action, State]
	for _, tc := range perftDeals {
		c := perft.Case[State, Action, State]{Name: fmt.Sprintf("%dp/seed%d", tc.players, tc.seed),
			Rules: perftRules(tc.fixed), Depth: perftDepth, Deep: tc.deep, Nodes: tc.nodes, Positions: tc.positions,
			Start: func() (State, error) {
				s, _, err := NewGame(Config{Players: tc.players, Seed: tc.seed, StartPlayer: 0})
				return s, err
			}}
		if tc.deep {
			c.Depth = perftDeepDepth
		}
		if tc.fixed {
			c.Name += "/fixed"
		}
		cases = append(cases, c)
	}
	return cases
}

func TestPerft(t *testing.T) { perft.Test(t, perftCases()) }

func BenchmarkPerft(b *testing.B) { perft.Benchmark(b, perftCases()) }
