package ai

import (
	"context"
	"fmt"
	"time"

	"orbis/rules/tournament"
)

// Levels are the names of every level a person can choose, weakest first:
// the rungs of the ladder.
func Levels() []string {
	return []string{Easy.String(), Medium.String(), Hard.String(), Expert.String()}
}

// Contestants are the ladder's default rungs: every level, then the rivals
// setup offers, so that setup can show each opponent's rating.
func Contestants() []string { return append(Levels(), RivalIDs()...) }

// Ladder is a round robin of 2-player games between levels and rivals,
// rated on the Elo scale with the first rung anchored
// (tournament.RunLadder).
type Ladder struct {
	Seats    []Seat // the levels (weakest first) and rivals, each with its budget or iterations
	Games    int    // per pair, even: each seed from both seats
	Seed     uint64
	Workers  int                   // games at once; 0: one per core
	Progress func(done, total int) // after each game, from one goroutine at a time
}

// Run plays the ladder and rates it.
func (l *Ladder) Run(ctx context.Context) (tournament.Ladder, error) {
	names := make([]string, len(l.Seats))
	for i, s := range l.Seats {
		if _, _, err := Contestant(s.Name); err != nil {
			return tournament.Ladder{}, fmt.Errorf("ai: ladder rung %d: %w", i+1, err)
		}
		names[i] = s.Name
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
		sa, sb := res.Seats[a], res.Seats[1-a]
		return tournament.Outcome{Match: m, ScoreA: tournament.ShareOf(sa.Rank, sb.Rank), Think: [2][]time.Duration{sa.Thinks, sb.Thinks}}, nil
	}
	lad, err := tournament.RunLadder(ctx, names, l.Games, l.Seed, l.Workers, play, l.Progress)
	if err != nil {
		return lad, fmt.Errorf("ai: %w", err)
	}
	return lad, nil
}
