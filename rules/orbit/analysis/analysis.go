// Package analysis is the post-game analysis of Orbit: it replays a record
// (versions 1 to 3, its seats' follows interleaved or seat by seat) and
// rates every decision of the human seats (every seat's, when the record
// has no human) against Hard's search: the General's order, the solo
// captain's answer to the Emperor (follow the roll or countermand it), and
// each follow up to the seat's next wait (one or two actions and done, or
// a pass). For each decision a judge (ai.Judge) plays Medium's best
// candidates and the move played out to the end of the game on decks dealt
// again from what the seat could see, every candidate meeting the same
// deals; it compares their expected final margins and chances to win,
// classifies the decision by the margin given away (the classes and
// accuracy of Orbis' analysis, rules/internal/grade), draws a timeline of
// every seat's expected final score and chance to win at the start of each
// turn, and names the key moments with their reasons.
//
// The judge is stronger than Hard's play: DefaultCandidates candidates
// (Hard: 6) and the move played, DefaultRollouts (192) rollouts each (Hard:
// 24), every candidate on the same deals; after a third of them only the
// three best and the move played race on (task.go). Run with two seeds,
// it gives the same class to 92% of the decisions of a 2-captain game
// (TestJudgeAgreesWithItself); on a 3-captain game of Medium captains,
// every seat rated, 91% at 96 rollouts and 97% at 256 without the race,
// the costs differing by 0.10 and 0.07 points on average.
//
// Analyse runs it in one call on every core; an Analyser runs it a slice at
// a time on one thread (the browser). Both give the same report for the
// same record, seed and rollouts: each task has its own seed and a fixed
// number of rollouts.
package analysis

import (
	"context"
	"fmt"
	"runtime"
	"time"

	"orbis/rules/internal/parallel"
	"orbis/rules/orbit"
	"orbis/rules/orbit/ai"
)

// DefaultRollouts is how many times the judge plays each candidate out at
// a rated decision, and DefaultCandidates how many of Medium's best it
// weighs beside the move played: the three seats of a 3-captain game of
// random moves take some 15 s of CPU, about 8 s on two idle cores.
const (
	DefaultRollouts   = 192
	DefaultCandidates = 8
)

// timelineShare is how much cheaper than a rated decision's weighing the
// estimate of a turn's position is: DefaultRollouts/timelineShare rollouts
// by default, at least minTimelineRollouts.
const (
	timelineShare       = 2
	minTimelineRollouts = 8
)

// maxRollouts bounds what a caller may ask for, so that an untrusted option
// cannot hold a machine for hours.
const maxRollouts = 100_000

// Options set up an analysis.
type Options struct {
	Rollouts         int    // per candidate of a rated decision; 0: DefaultRollouts
	TimelineRollouts int    // per turn's position not otherwise weighed; 0: Rollouts/2, at least 8
	Candidates       int    // Medium's best weighed beside the move played; 0: DefaultCandidates
	Seed             uint64 // the weighings' seeds derive from it
	Workers          int    // Analyse's goroutines; 0: runtime.NumCPU()
}

// withDefaults checks the options and fills in the defaults.
func (o Options) withDefaults() (Options, error) {
	if o.Rollouts < 0 || o.TimelineRollouts < 0 || o.Candidates < 0 || o.Workers < 0 {
		return o, fmt.Errorf("analysis: negative option: rollouts %d, timeline rollouts %d, candidates %d, workers %d",
			o.Rollouts, o.TimelineRollouts, o.Candidates, o.Workers)
	}
	if o.Rollouts > maxRollouts || o.TimelineRollouts > maxRollouts || o.Candidates > 64 {
		return o, fmt.Errorf("analysis: at most %d rollouts and 64 candidates per decision", maxRollouts)
	}
	if o.Rollouts == 0 {
		o.Rollouts = DefaultRollouts
	}
	if o.TimelineRollouts == 0 {
		o.TimelineRollouts = max(minTimelineRollouts, o.Rollouts/timelineShare)
	}
	if o.Candidates == 0 {
		o.Candidates = DefaultCandidates
	}
	if o.Workers == 0 {
		o.Workers = runtime.NumCPU()
	}
	return o, nil
}

// Analyse analyses a record on Options.Workers goroutines, each with a
// judge of its own. progress (may be nil) hears after each task how many
// of how many are done. When ctx ends first, Analyse returns ctx's error.
func Analyse(ctx context.Context, rec *orbit.Record, opts Options, progress func(done, total int)) (*Report, error) {
	a, err := New(rec, opts)
	if err != nil {
		return nil, err
	}
	total := len(a.tasks)
	// The long weighings first (the early game's, the rated ones), so that
	// no core idles at the end while another finishes one; each goroutine
	// weighs with a judge of its own.
	err = parallel.Run(ctx, total, a.opts.Workers, func(i int) int { return a.tasks[i].rollouts },
		func() func(context.Context, int) (*outcome, error) {
			j := ai.NewJudge()
			return func(ctx context.Context, i int) (*outcome, error) { return a.game.weigh(ctx, a.tasks[i], j, &a.opts) }
		},
		func(_ int, out *outcome) { a.outs = append(a.outs, out) }, progress)
	if err != nil {
		return nil, err
	}
	a.next = total
	return a.Report()
}

// weigh runs one task to the end on a judge.
func (g *game) weigh(ctx context.Context, k task, j *ai.Judge, opts *Options) (*outcome, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	r, err := g.begin(k, j, opts)
	if err != nil {
		return nil, err
	}
	for !r.done() {
		if err := r.step(ctx, r.target); err != nil {
			return nil, err
		}
	}
	return r.finish(g)
}

// Analyser is an analysis run a slice at a time, for a caller on one thread
// that must keep drawing frames. It is not safe for concurrent use.
type Analyser struct {
	game  *game
	opts  Options
	tasks []task
	judge *ai.Judge
	outs  []*outcome
	next  int // the task under way or next
	cur   *running
	err   error
	rep   *Report
}

// New checks a record completely and prepares its analysis; nothing is
// weighed until Step.
func New(rec *orbit.Record, opts Options) (*Analyser, error) {
	opts, err := opts.withDefaults()
	if err != nil {
		return nil, err
	}
	g, err := readGame(rec)
	if err != nil {
		return nil, err
	}
	return &Analyser{game: g, opts: opts, tasks: g.tasks(&opts), judge: ai.NewJudge()}, nil
}

// Step weighs for about slice (at least a few rollouts, however short the
// slice) and reports whether the analysis is done, or stopped on an error
// that Report returns.
func (a *Analyser) Step(slice time.Duration) (done bool) {
	deadline := time.Now().Add(slice)
	ctx := context.Background()
	for a.err == nil && a.next < len(a.tasks) {
		if a.cur == nil {
			if a.cur, a.err = a.game.begin(a.tasks[a.next], a.judge, &a.opts); a.err != nil {
				break
			}
		}
		a.err = a.cur.step(ctx, stepChunk)
		if a.err == nil && a.cur.done() {
			var out *outcome
			if out, a.err = a.cur.finish(a.game); a.err == nil {
				a.outs = append(a.outs, out)
			}
			a.cur = nil
			a.next++
		}
		if time.Now().After(deadline) {
			break
		}
	}
	return a.err != nil || a.next == len(a.tasks)
}

// Progress returns how many of the tasks are weighed.
func (a *Analyser) Progress() (done, total int) { return a.next, len(a.tasks) }

// Report returns the analysis once Step has said it is done, or the error
// that stopped it.
func (a *Analyser) Report() (*Report, error) {
	if err := parallel.Unfinished(a.err, a.next, len(a.tasks), "weighed"); err != nil {
		return nil, err
	}
	if a.rep == nil {
		a.rep, a.err = a.game.report(&a.opts, a.outs)
	}
	return a.rep, a.err
}
