// Package parallel runs the tasks of a post-game analysis (Orbis' searches,
// Orbit's weighings) on several goroutines, the longest first, and says
// when one of them has not finished; both games' analyses share it.
package parallel

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"sync"
)

// Run runs tasks 0 to total-1 on at most workers goroutines, each with a
// runner of its own that newRunner makes on it (e.g. with a judge of its
// own), the tasks of the greatest size first so that no core idles at the
// end while another finishes a long one. collect hears each task's result
// on the calling goroutine, and progress (may be nil) after it how many of
// how many are done. The first error stops the others and is returned;
// when ctx ends first, Run returns ctx's error.
func Run[T any](ctx context.Context, total, workers int, size func(i int) int,
	newRunner func() func(ctx context.Context, i int) (T, error),
	collect func(i int, out T), progress func(done, total int)) error {
	jobs := make(chan int)
	type result struct {
		i   int
		out T
		err error
	}
	results := make(chan result)
	parent := ctx
	ctx, cancel := context.WithCancel(parent)
	defer cancel()
	var wg sync.WaitGroup
	for range min(workers, max(total, 1)) {
		wg.Go(func() {
			run := newRunner()
			for i := range jobs {
				out, err := run(ctx, i)
				results <- result{i, out, err}
			}
		})
	}
	order := make([]int, total)
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(x, y int) int { return cmp.Compare(size(y), size(x)) })
	go func() {
		defer close(jobs)
		for _, i := range order {
			select {
			case jobs <- i:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() { wg.Wait(); close(results) }()
	var first error
	done := 0
	for r := range results {
		switch {
		case r.err != nil && first == nil:
			first = r.err
			cancel()
		case r.err == nil:
			collect(r.i, r.out)
			done++
			if progress != nil && first == nil {
				progress(done, total)
			}
		}
	}
	if err := parent.Err(); err != nil {
		return err
	}
	return first
}

// Unfinished is the error of an analysis asked for its report: err, the
// error that stopped it, or when done of total tasks are finished an error
// saying so (what names them, e.g. "turns searched"); nil once all are.
func Unfinished(err error, done, total int, what string) error {
	if err != nil {
		return err
	}
	if done < total {
		return fmt.Errorf("analysis: not finished: %d of %d %s", done, total, what)
	}
	return nil
}
