package tournament

import (
	"context"
	"fmt"
)

// Arena plays games between contestants, the seats rotated over each seed
// so that every contestant meets the same deals from every seat: game g
// seats Seats rotated by g mod n and is dealt from Seed + g/n.
type Arena[S, R any] struct {
	Seats    []S // one per player, in the order of the first rotation
	Games    int
	Seed     uint64
	Workers  int                                                          // games at once; 0: one per core
	Play     func(ctx context.Context, seats []S, seed uint64) (R, error) // one game, seats in seat order
	Results  func(r R, seats []S, into []SeatResult) []SeatResult         // appends each seat's result to into, in seat order
	Progress func(done, total int)                                        // after each game, from one goroutine at a time
	Keep     func(R)                                                      // each finished game, likewise
}

// Run plays the games and returns the standings of every distinct
// contestant, in order of first appearance.
func (a Arena[S, R]) Run(ctx context.Context) ([]Standing, error) {
	n := len(a.Seats)
	if n < 1 || a.Games < 1 {
		return nil, fmt.Errorf("tournament: an arena of %d seats and %d games", n, a.Games)
	}
	type played struct {
		res   R
		seats []S
	}
	play := func(ctx context.Context, g int) (played, error) {
		seats := rotated(a.Seats, g)
		res, err := a.Play(ctx, seats, a.Seed+uint64(g/n))
		return played{res, seats}, err
	}
	var standings Standings
	var game []SeatResult // reused: collect runs one game at a time
	collect := func(p played, done int) {
		game = a.Results(p.res, p.seats, game[:0])
		standings.Add(game)
		if a.Keep != nil {
			a.Keep(p.res)
		}
		if a.Progress != nil {
			a.Progress(done, a.Games)
		}
	}
	if err := Run(ctx, a.Games, a.Workers, play, collect); err != nil {
		return nil, err
	}
	return standings.Table(), nil
}

// rotated is the seating of game g: seat i holds seats[(i+g) mod n].
func rotated[S any](seats []S, g int) []S {
	n := len(seats)
	out := make([]S, n)
	for i := range n {
		out[i] = seats[(i+g%n)%n]
	}
	return out
}
