package ai

import (
	"context"
	"fmt"
	"time"

	"orbis/rules/tournament"
)

// Levels are every captain's level, weakest first: the rungs of the ladder.
func Levels() []Level { return []Level{Easy, Medium, Hard} }

// Ladder is a round robin of 2-player games between captains, rated on the
// Elo scale with the first level anchored (tournament.RunLadder).
type Ladder struct {
	Seats    []Seat // the levels, weakest first
	Games    int    // per pair, even: each seed from both seats
	Seed     uint64
	Workers  int                   // games at once; 0: one per core
	Progress func(done, total int) // after each game, from one goroutine at a time
}

// Run plays the ladder and rates it.
func (l *Ladder) Run(ctx context.Context) (tournament.Ladder, error) {
	names := make([]string, len(l.Seats))
	for i, s := range l.Seats {
		names[i] = s.Level.String()
	}
	play := func(ctx context.Context, m tournament.Match) (tournament.Outcome, error) {
		seats, a := []Seat{l.Seats[m.A], l.Seats[m.B]}, 0
		if m.Swapped {
			seats, a = []Seat{l.Seats[m.B], l.Seats[m.A]}, 1
		}
		res, err := PlayGame(ctx, seats, m.Seed)
		if err != nil {
			return tournament.Outcome{}, err
		}
		return tournament.Outcome{Match: m, ScoreA: tournament.ShareOf(res.Ranks[a], res.Ranks[1-a]),
			Think: [2][]time.Duration{res.Thinks[a], res.Thinks[1-a]}}, nil
	}
	lad, err := tournament.RunLadder(ctx, names, l.Games, l.Seed, l.Workers, play, l.Progress)
	if err != nil {
		return lad, fmt.Errorf("orbit ai: %w", err)
	}
	return lad, nil
}
