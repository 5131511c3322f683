package ai

import (
	"context"
	"fmt"
	"time"

	"orbis/rules/orbit"
)

// Seat is a computer captain in a game between them.
type Seat struct {
	Level    Level
	Rollouts int // Hard: rollouts per candidate (DefaultRollouts when 0)
}

// GameResult is how a game between computer captains ended.
type GameResult struct {
	Scores       []int
	Ranks        []int
	Countermands []int // solo: how often the Emperor was countermanded
	Turns        int
	ThinkTime    []time.Duration // per seat, in total
	Decisions    []int           // per seat
}

// PlayGame plays a game between computer captains from a seed (the deal
// and every captain's own seed derive from it).
func PlayGame(ctx context.Context, seats []Seat, seed uint64) (GameResult, error) {
	s, _, err := orbit.NewGame(orbit.Config{Players: len(seats), Seed: seed, FirstGeneral: -1})
	if err != nil {
		return GameResult{}, err
	}
	players := make([]*Player, len(seats))
	for i, st := range seats {
		if players[i], err = NewPlayer(Config{Level: st.Level, Seed: seed*31 + uint64(i), Rollouts: st.Rollouts}); err != nil {
			return GameResult{}, err
		}
	}
	res := GameResult{ThinkTime: make([]time.Duration, len(seats)), Decisions: make([]int, len(seats))}
	for steps := 0; !s.IsOver(); steps++ {
		if steps > 100000 {
			return res, fmt.Errorf("orbit ai: seed %d: the game does not end", seed)
		}
		if a, ok := s.Chance(); ok {
			if err := s.Apply(a); err != nil {
				return res, err
			}
			continue
		}
		seat := s.CurrentPlayer()
		obs := s.Observe(seat)
		began := time.Now()
		plan, err := players[seat].Decide(ctx, &obs)
		res.ThinkTime[seat] += time.Since(began)
		res.Decisions[seat]++
		if err != nil {
			return res, err
		}
		for _, a := range plan {
			if err := s.Apply(a); err != nil {
				return res, fmt.Errorf("orbit ai: seed %d: seat %d (%v) chose %v: %w", seed, seat, seats[seat].Level, a, err)
			}
		}
	}
	sc := s.Score()
	for i := range seats {
		res.Scores = append(res.Scores, sc.Players[i].Total)
		res.Ranks = append(res.Ranks, sc.Players[i].Rank)
		res.Countermands = append(res.Countermands, int(s.Player(i).Countermands))
	}
	res.Turns = s.Turn()
	return res, nil
}
