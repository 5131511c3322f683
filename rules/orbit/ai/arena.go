package ai

import (
	"context"
	"fmt"
	"time"

	"orbis/rules/orbit"
	"orbis/rules/tournament"
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
	ThinkTime    []time.Duration   // per seat, in total
	Decisions    []int             // per seat
	Thinks       [][]time.Duration // per seat, each decision's thinking time in order
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
	res := GameResult{ThinkTime: make([]time.Duration, len(seats)), Decisions: make([]int, len(seats)), Thinks: make([][]time.Duration, len(seats))}
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
		think := time.Since(began)
		res.ThinkTime[seat] += think
		res.Thinks[seat] = append(res.Thinks[seat], think)
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

// Arena plays games between computer captains, the seats rotated over each
// seed so that every contestant meets the same deals from every seat.
type Arena struct {
	Seats    []Seat // one per player, in the order of the first rotation
	Games    int
	Seed     uint64
	Workers  int                   // games at once; 0: one per core
	Progress func(done, total int) // after each game, from one goroutine at a time
	Keep     func(GameResult)      // each finished game, likewise
}

// Standing is one distinct contestant's results; its JSON has the shape of
// Orbis' arena (games, players[] with ai, win_rate, mean_think_ms).
type Standing = tournament.Standing

// Run plays the games and returns one standing per distinct contestant, in
// order of first appearance.
func (a *Arena) Run(ctx context.Context) ([]Standing, error) {
	n := len(a.Seats)
	if n < orbit.MinPlayers || n > orbit.MaxCaptains || a.Games < 1 {
		return nil, fmt.Errorf("orbit ai: an arena of %d seats and %d games", n, a.Games)
	}
	standings, err := tournament.Arena[Seat, GameResult]{Seats: a.Seats, Games: a.Games, Seed: a.Seed, Workers: a.Workers,
		Play: PlayGame, Results: seatResults, Progress: a.Progress, Keep: a.Keep}.Run(ctx)
	if err != nil {
		return nil, fmt.Errorf("orbit ai: %w", err)
	}
	return standings, nil
}

// seatResults appends each seat's result, as the standings read it, to into:
// a captain is named by its level.
func seatResults(res GameResult, seats []Seat, into []tournament.SeatResult) []tournament.SeatResult {
	for i, s := range seats {
		into = append(into, tournament.SeatResult{Name: s.Level.String(), Score: res.Scores[i], Rank: res.Ranks[i], Thinks: res.Thinks[i]})
	}
	return into
}
