// Package analysis is the post-game analysis of Orbis: it replays a record
// and rates every decision of the human seats (every seat's, when the record
// has no human) against Hard's search, as a chess analysis board does. For
// each decision it runs the search from the deciding seat's observation,
// with the played move searched beside the moves the search prefers, and
// compares their expected final margins (CP) and chances to win; it
// classifies the decision by the margin given away, sums a player's
// accuracy, draws a timeline of scores and chances to win for a chart, and
// names the three key moments with a sentence from the facts of the rules.
//
// Analyse runs it in one call on every core; an Analyser runs it a slice at
// a time on one thread (the browser). Both give the same report for the
// same record, seed and iterations: each turn's search has its own seed and
// a fixed number of iterations.
package analysis

import (
	"context"
	"fmt"
	"runtime"
	"time"

	"orbis/rules/internal/parallel"
	rules "orbis/rules/orbis"
	"orbis/rules/orbis/ai"
)

// DefaultIterations is the search's iterations per rated decision: more
// than Hard's 800 ms of a turn of play (some 40,000), yet a whole 4-player
// game with one human seat takes well under 30 s on two cores
// (docs/performance.md).
const DefaultIterations = ai.AnalysisIterations

// timelineShare is how much cheaper than a rated decision's search the
// search is that estimates the chances to win at the other seats' turns: by
// default Iterations/15 (4,000 of the default 60,000), at least
// minTimelineIterations.
const (
	timelineShare         = 15
	minTimelineIterations = 64
)

// maxIterations bounds what a caller may ask for, so that an untrusted
// option cannot hold a machine for hours.
const maxIterations = 10_000_000

// Options set up an analysis.
type Options struct {
	Iterations         int    // per rated decision; 0: DefaultIterations
	TimelineIterations int    // per other turn; 0: Iterations/15, at least 64
	Seed               uint64 // the searches' seeds derive from it
	Workers            int    // Analyse's goroutines; 0: runtime.NumCPU()
}

// withDefaults checks the options and fills in the defaults.
func (o Options) withDefaults() (Options, error) {
	if o.Iterations < 0 || o.TimelineIterations < 0 || o.Workers < 0 {
		return o, fmt.Errorf("analysis: negative option: iterations %d, timeline iterations %d, workers %d",
			o.Iterations, o.TimelineIterations, o.Workers)
	}
	if o.Iterations > maxIterations || o.TimelineIterations > maxIterations {
		return o, fmt.Errorf("analysis: at most %d iterations per turn", maxIterations)
	}
	if o.Iterations == 0 {
		o.Iterations = DefaultIterations
	}
	if o.TimelineIterations == 0 {
		o.TimelineIterations = max(minTimelineIterations, o.Iterations/timelineShare)
	}
	if o.Workers == 0 {
		o.Workers = runtime.NumCPU()
	}
	return o, nil
}

// Analyse analyses a record on Options.Workers goroutines, each turn's
// search on its own. progress (may be nil) hears after each turn searched
// how many of how many are done. When ctx ends first, Analyse returns ctx's
// error.
func Analyse(ctx context.Context, rec *rules.Record, opts Options, progress func(done, total int)) (*Report, error) {
	a, err := New(rec, opts)
	if err != nil {
		return nil, err
	}
	total := len(a.tasks)
	// The long searches first, so that no core idles at the end while
	// another finishes a rated decision.
	err = parallel.Run(ctx, total, a.opts.Workers, func(i int) int { return a.tasks[i].iterations },
		func() func(context.Context, int) (*outcome, error) {
			return func(ctx context.Context, i int) (*outcome, error) { return a.game.search(ctx, a.tasks[i]) }
		},
		func(i int, out *outcome) { a.outs[a.tasks[i].turn] = out }, progress)
	if err != nil {
		return nil, err
	}
	a.next = total
	return a.Report()
}

// search runs one task to the end.
func (g *game) search(ctx context.Context, k task) (*outcome, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	r, err := g.begin(k)
	if err != nil {
		return nil, err
	}
	if err := r.run(ctx); err != nil {
		return nil, err
	}
	out, err := r.finish()
	return &out, err
}

// Analyser is an analysis run a slice at a time, for a caller on one thread
// that must keep drawing frames. It is not safe for concurrent use.
type Analyser struct {
	game  *game
	opts  Options
	tasks []task
	outs  map[int]*outcome // by turn index
	next  int              // the task under way or next
	cur   *running
	err   error
	rep   *Report
}

// New checks a record completely and prepares its analysis; nothing is
// searched until Step.
func New(rec *rules.Record, opts Options) (*Analyser, error) {
	opts, err := opts.withDefaults()
	if err != nil {
		return nil, err
	}
	g, err := readGame(rec)
	if err != nil {
		return nil, err
	}
	return &Analyser{game: g, opts: opts, tasks: g.tasks(&opts), outs: map[int]*outcome{}}, nil
}

// Step searches for about slice (at least a few hundred iterations, however
// short the slice) and reports whether the analysis is done, or stopped on
// an error that Report returns.
func (a *Analyser) Step(slice time.Duration) (done bool) {
	deadline := time.Now().Add(slice)
	for a.err == nil && a.next < len(a.tasks) {
		if a.cur == nil {
			if a.cur, a.err = a.game.begin(a.tasks[a.next]); a.err != nil {
				break
			}
		}
		if !a.cur.done() {
			a.err = a.cur.step(stepChunk)
		}
		if a.err == nil && a.cur.done() {
			out, err := a.cur.finish()
			a.outs[a.tasks[a.next].turn], a.err = &out, err
			a.cur = nil
			a.next++
		}
		if time.Now().After(deadline) {
			break
		}
	}
	return a.err != nil || a.next == len(a.tasks)
}

// Progress returns how many of the turns to search are searched.
func (a *Analyser) Progress() (done, total int) { return a.next, len(a.tasks) }

// Report returns the analysis once Step has said it is done, or the error
// that stopped it.
func (a *Analyser) Report() (*Report, error) {
	if err := parallel.Unfinished(a.err, a.next, len(a.tasks), "turns searched"); err != nil {
		return nil, err
	}
	if a.rep == nil {
		a.rep, a.err = a.game.report(&a.opts, a.outs)
	}
	return a.rep, a.err
}
