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
type Standing struct {
	AI         string     `json:"ai"`
	Seats      int        `json:"seats"` // seat-games played
	Wins       float64    `json:"wins"`  // a shared first place counts 1/k
	WinRate    float64    `json:"win_rate"`
	CI95       [2]float64 `json:"ci95"`
	MeanScore  float64    `json:"mean_score"`
	MeanMargin float64    `json:"mean_margin"` // against the best other seat
	MeanThink  float64    `json:"mean_think_ms"`
	P95Think   float64    `json:"p95_think_ms"` // 95th percentile of the decisions' thinking times
}

// Run plays the games and returns one standing per distinct contestant, in
// order of first appearance.
func (a *Arena) Run(ctx context.Context) ([]Standing, error) {
	n := len(a.Seats)
	if n < orbit.MinPlayers || n > orbit.MaxPlayers || a.Games < 1 {
		return nil, fmt.Errorf("orbit ai: an arena of %d seats and %d games", n, a.Games)
	}
	type played struct {
		res   GameResult
		seats []Seat
	}
	play := func(ctx context.Context, g int) (played, error) {
		seats := make([]Seat, n)
		for i := range n {
			seats[i] = a.Seats[(i+g%n)%n]
		}
		res, err := PlayGame(ctx, seats, a.Seed+uint64(g/n))
		return played{res, seats}, err
	}
	var order []string
	acc := map[string]*Standing{}
	thinks := map[string][]time.Duration{}
	collect := func(d played, done int) {
		winners := 0
		for _, r := range d.res.Ranks {
			if r == 1 {
				winners++
			}
		}
		for i, st := range d.seats {
			name := st.Level.String()
			sd := acc[name]
			if sd == nil {
				sd = &Standing{AI: name}
				acc[name] = sd
				order = append(order, name)
			}
			sd.Seats++
			if d.res.Ranks[i] == 1 {
				sd.Wins += 1 / float64(winners)
			}
			sd.MeanScore += float64(d.res.Scores[i])
			best := -1 << 30
			for j, sc := range d.res.Scores {
				if j != i {
					best = max(best, sc)
				}
			}
			if n > 1 {
				sd.MeanMargin += float64(d.res.Scores[i] - best)
			}
			thinks[name] = append(thinks[name], d.res.Thinks[i]...)
		}
		if a.Keep != nil {
			a.Keep(d.res)
		}
		if a.Progress != nil {
			a.Progress(done, a.Games)
		}
	}
	if err := tournament.Run(ctx, a.Games, a.Workers, play, collect); err != nil {
		return nil, fmt.Errorf("orbit ai: %w", err)
	}
	out := make([]Standing, 0, len(order))
	for _, name := range order {
		sd := acc[name]
		k := float64(sd.Seats)
		sd.WinRate, sd.CI95 = sd.Wins/k, tournament.Wilson95(sd.Wins, k)
		sd.MeanScore /= k
		sd.MeanMargin /= k
		sd.MeanThink, sd.P95Think = tournament.MeanMS(thinks[name]), tournament.PercentileMS(thinks[name], 95)
		out = append(out, *sd)
	}
	return out, nil
}
