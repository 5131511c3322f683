package ai

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"orbis/rules/orbit"
)

// midGame plays random legal moves (the same before and after a change
// to the captains) to the first follow of the fifth turn's order: a
// decision with a whole follow ahead.
func midGame(b *testing.B, players int) orbit.State {
	b.Helper()
	s, _, err := orbit.NewGame(orbit.Config{Players: players, Seed: 11, FirstGeneral: 0})
	if err != nil {
		b.Fatal(err)
	}
	r := rand.New(rand.NewPCG(11, 12))
	var legal []orbit.Action
	for s.Turn() < 4 || s.Phase() != orbit.PhaseFollow || s.Followed() > 0 {
		legal = s.LegalActions(legal[:0])
		if err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
			b.Fatal(err)
		}
	}
	return s
}

// BenchmarkDecide is a captain's decision on a follow and on an order:
// what the search's copies of the state cost, by the number of captains.
func BenchmarkDecide(b *testing.B) {
	for _, level := range []Level{Medium, Hard} {
		for _, players := range []int{2, 4, 6} {
			b.Run(fmt.Sprintf("%v/%dp", level, players), func(b *testing.B) {
				s := midGame(b, players)
				p, err := NewPlayer(Config{Level: level, Seed: 2, Rollouts: 4})
				if err != nil {
					b.Fatal(err)
				}
				obs := s.Observe(s.CurrentPlayer())
				ctx := context.Background()
				b.ReportAllocs()
				for b.Loop() {
					if _, err := p.Decide(ctx, &obs); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkCopyAndApply is the search's step: a copy of the state and one
// follow applied to it.
func BenchmarkCopyAndApply(b *testing.B) {
	for _, players := range []int{2, 6} {
		b.Run(fmt.Sprintf("%dp", players), func(b *testing.B) {
			s := midGame(b, players)
			legal := s.LegalActions(nil)
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				after := s
				_ = after.Apply(legal[i%len(legal)])
				i++
			}
		})
	}
}

// BenchmarkDecideMany is a Medium captain's decision on a follow in games
// of many captains, as a server's computer captains make them: the last
// seat's, which follows at once with the others (and is kept in the
// shared store, beyond the first six).
func BenchmarkDecideMany(b *testing.B) {
	for _, players := range []int{12, 100} {
		b.Run(fmt.Sprintf("medium/%dp", players), func(b *testing.B) {
			s := midGame(b, players)
			p, err := NewPlayer(Config{Level: Medium, Seed: 2})
			if err != nil {
				b.Fatal(err)
			}
			obs := s.Observe(players - 1)
			ctx := context.Background()
			b.ReportAllocs()
			for b.Loop() {
				if _, err := p.Decide(ctx, &obs); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
