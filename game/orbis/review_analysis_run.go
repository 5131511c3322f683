package orbis

import (
	"context"
	"sync/atomic"
	"time"

	rules "orbis/rules/orbis"
	"orbis/rules/orbis/analysis"
)

// analysisSlice is a stepped analysis' share of a frame, as a computer
// seat's thinking has in a browser.
const analysisSlice = thinkSlice

// analysisRun is a post-game analysis under way: on goroutines where there
// are threads to spare, a slice of each frame where there is one thread (a
// browser tab). The viewer polls it once a frame in Update.
type analysisRun interface {
	// poll works a slice when stepped, and reports the turns searched, of
	// how many, and whether the analysis ended (done or failed).
	poll() (done, total int, ended bool)
	// result is the report, or why there is none, once poll said ended.
	result() (*analysis.Report, error)
	// cancel stops the work at once; nothing of it is used after.
	cancel()
}

// runAnalysis checks the record and starts its analysis: stepped in
// Update, or on Options.Workers goroutines. A record the analysis cannot
// read is refused here, before anything runs.
func runAnalysis(rec *rules.Record, opts analysis.Options, stepped bool) (analysisRun, error) {
	a, err := analysis.New(rec, opts)
	if err != nil {
		return nil, err
	}
	if stepped {
		return &steppedRun{a: a, slice: analysisSlice}, nil
	}
	_, total := a.Progress()
	ctx, stop := context.WithCancel(context.Background())
	r := &goRun{stop: stop, total: total, out: make(chan goResult, 1), ended: make(chan struct{})}
	go func() {
		defer close(r.ended)
		rep, err := analysis.Analyse(ctx, rec, opts, func(done, _ int) { r.done.Store(int64(done)) })
		r.out <- goResult{rep, err}
	}()
	return r, nil
}

// steppedRun runs the Analyser a slice at each poll, on the frame's thread.
type steppedRun struct {
	a     *analysis.Analyser
	slice time.Duration
	ended bool
}

func (r *steppedRun) poll() (done, total int, ended bool) {
	if !r.ended {
		r.ended = r.a.Step(r.slice)
	}
	done, total = r.a.Progress()
	return done, total, r.ended
}

func (r *steppedRun) result() (*analysis.Report, error) { return r.a.Report() }

func (r *steppedRun) cancel() { r.ended = true }

// goRun runs analysis.Analyse on its goroutines; its progress comes through
// an atomic counter, its report through a channel.
type goRun struct {
	stop  context.CancelFunc
	done  atomic.Int64
	total int
	out   chan goResult
	ended chan struct{} // closed when the goroutine has returned
	got   *goResult
}

type goResult struct {
	rep *analysis.Report
	err error
}

func (r *goRun) poll() (done, total int, ended bool) {
	if r.got == nil {
		select {
		case res := <-r.out:
			r.got = &res
		default:
		}
	}
	return int(r.done.Load()), r.total, r.got != nil
}

func (r *goRun) result() (*analysis.Report, error) {
	if r.got == nil {
		return nil, context.Canceled
	}
	return r.got.rep, r.got.err
}

// cancel ends the searches' context: the goroutines stop within a slice of
// a search and leave by themselves; the frame does not wait for them.
func (r *goRun) cancel() { r.stop() }
