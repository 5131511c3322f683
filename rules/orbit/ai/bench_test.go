package ai

import (
	"context"
	"fmt"
	"testing"

	"orbis/rules/orbit"
)

// midGame plays a few turns of Medium captains and returns the state at
// the next follow of seat 0's order: a decision with a full follow ahead.
func midGame(b *testing.B, players int) orbit.State {
	b.Helper()
	s, _, err := orbit.NewGame(orbit.Config{Players: players, Seed: 11, FirstGeneral: 0})
	if err != nil {
		b.Fatal(err)
	}
	p, err := NewPlayer(Config{Level: Medium, Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	for s.Turn() < 4 || s.Phase() != orbit.PhaseFollow {
		if a, ok := s.Chance(); ok {
			_ = s.Apply(a)
			continue
		}
		obs := s.Observe(s.CurrentPlayer())
		plan, err := p.Decide(ctx, &obs)
		if err != nil {
			b.Fatal(err)
		}
		for _, a := range plan {
			if err := s.Apply(a); err != nil {
				b.Fatal(err)
			}
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
