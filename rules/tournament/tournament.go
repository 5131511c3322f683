// Package tournament plays many games between computer players on every
// core, for the arenas and balance reports of every game on the table, and
// gives their win rates an interval. Standard library only.
package tournament

import (
	"context"
	"fmt"
	"math"
	"runtime"
	"sync"
)

// Run plays games 0 to games-1, workers at once (0: one per core). play
// plays game g; collect receives each result from one goroutine at a
// time, in the order the games end, with how many have ended. The first
// error stops the rest and is returned.
func Run[R any](ctx context.Context, games, workers int, play func(ctx context.Context, g int) (R, error), collect func(r R, done int)) error {
	if games < 1 {
		return fmt.Errorf("tournament: %d games", games)
	}
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	jobs := make(chan int)
	results := make(chan R)
	errs := make(chan error, workers)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for g := range jobs {
				r, err := play(ctx, g)
				if err != nil {
					errs <- fmt.Errorf("game %d: %w", g, err)
					cancel()
					return
				}
				select {
				case results <- r:
				case <-ctx.Done():
					return
				}
			}
		}()
	}
	go func() {
		defer close(jobs)
		for g := range games {
			select {
			case jobs <- g:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() { wg.Wait(); close(results) }()
	done := 0
	for r := range results {
		done++
		collect(r, done)
	}
	select {
	case err := <-errs:
		return err
	default:
	}
	if done < games {
		if err := ctx.Err(); err != nil {
			return err
		}
		return fmt.Errorf("tournament: %d of %d games played", done, games)
	}
	return nil
}

// Wilson95 is the Wilson score interval at 95% for wins out of n.
func Wilson95(wins, n float64) [2]float64 {
	const z = 1.959964
	p := wins / n
	den := 1 + z*z/n
	centre := (p + z*z/(2*n)) / den
	half := z * math.Sqrt(p*(1-p)/n+z*z/(4*n*n)) / den
	return [2]float64{max(0, centre-half), min(1, centre+half)}
}
