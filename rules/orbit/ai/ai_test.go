package ai

import (
	"context"
	"testing"

	"orbis/rules/orbit"
)

// TestEveryLevelPlaysWholeGames: captains of each level play games of 1 to
// 6 players to the end with legal moves only.
func TestEveryLevelPlaysWholeGames(t *testing.T) {
	ctx := context.Background()
	for players := 1; players <= 6; players++ {
		seats := make([]Seat, players)
		for i := range seats {
			seats[i] = Seat{Level: Level(1 + (i+players)%3), Rollouts: 2}
		}
		res, err := PlayGame(ctx, seats, uint64(players))
		if err != nil {
			t.Fatalf("%d players: %v", players, err)
		}
		if len(res.Scores) != players || res.Turns == 0 {
			t.Fatalf("%d players: %+v", players, res)
		}
	}
}

// TestThinkingAllocatesNothing: once its buffers have grown, a captain of
// every level decides without allocating.
func TestThinkingAllocatesNothing(t *testing.T) {
	for _, level := range []Level{Easy, Medium, Hard} {
		s, _, err := orbit.NewGame(orbit.Config{Players: 2, Seed: 8, FirstGeneral: 0})
		if err != nil {
			t.Fatal(err)
		}
		p, err := NewPlayer(Config{Level: level, Seed: 1, Rollouts: 2})
		if err != nil {
			t.Fatal(err)
		}
		ctx := context.Background()
		must := func(plan []orbit.Action) {
			for _, a := range plan {
				if err := s.Apply(a); err != nil {
					t.Fatal(err)
				}
			}
		}
		for range 3 { // some turns in, every kind of decision met
			for s.Phase() != orbit.PhaseOrder {
				if a, ok := s.Chance(); ok {
					must([]orbit.Action{a})
					continue
				}
				obs := s.Observe(s.CurrentPlayer())
				plan, err := p.Decide(ctx, &obs)
				if err != nil {
					t.Fatal(err)
				}
				must(plan)
			}
			obs := s.Observe(s.CurrentPlayer())
			plan, _ := p.Decide(ctx, &obs)
			must(plan)
		}
		obs := s.Observe(s.CurrentPlayer())
		allocs := testing.AllocsPerRun(10, func() {
			if _, err := p.Decide(ctx, &obs); err != nil {
				t.Fatal(err)
			}
		})
		if allocs != 0 {
			t.Errorf("%v: %.1f allocations a decision", level, allocs)
		}
	}
}
