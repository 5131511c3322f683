package ai

import (
	"fmt"
	"math/rand/v2"
	"testing"

	rules "orbis/rules/orbis"
)

// midGame returns a state after a few rounds of Medium play.
func midGame(tb testing.TB, players, rounds int, seed uint64) rules.State {
	tb.Helper()
	st, _, err := rules.NewGame(rules.Config{Players: players, Seed: seed, StartPlayer: 0})
	if err != nil {
		tb.Fatal(err)
	}
	p, _ := NewPlayer(Config{Level: Medium, Seed: seed})
	for st.Turn() < rounds*players {
		obs := st.Observe(st.CurrentPlayer())
		plan, err := p.PlanTurn(tb.Context(), &obs)
		if err != nil {
			tb.Fatal(err)
		}
		for _, a := range plan {
			if err := st.Apply(a); err != nil {
				tb.Fatal(err)
			}
		}
		if draw, ok := st.Chance(); ok {
			if err := st.Apply(draw); err != nil {
				tb.Fatal(err)
			}
		}
	}
	return st
}

// BenchmarkSearch measures Hard's iterations per second on one core, from
// the first turn and from the middle of a game.
func BenchmarkSearch(b *testing.B) {
	for _, players := range []int{2, 4} {
		for _, rounds := range []int{0, 6} {
			b.Run(fmt.Sprintf("%dp/round%d", players, rounds+1), func(b *testing.B) {
				st := midGame(b, players, rounds, 5)
				obs := st.Observe(st.CurrentPlayer())
				search := NewSearch(&obs, rand.Uint64())
				b.ReportAllocs()
				b.ResetTimer()
				if err := search.Step(b.N); err != nil {
					b.Fatal(err)
				}
				b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "iterations/s")
			})
		}
	}
}
