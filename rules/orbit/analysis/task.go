package analysis

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"

	"orbis/rules/orbit"
	"orbis/rules/orbit/ai"
)

// task is one weighing of the analysis: a rated decision (the move played
// played out beside the judge's candidates), or the position at the start
// of a turn, for the timeline. A rated General's order serves both.
type task struct {
	decision int // index in game.decisions; -1 for a turn's position alone
	start    int // index in game.starts whose position the task estimates; -1 for none
	rollouts int
	seed     uint64
}

// stepChunk is how many rollouts the stepped analysis plays between looks
// at the clock.
const stepChunk = 4

// tasks lists the weighings of an analysis: every rated decision, and the
// start of every turn whose order is not one of them. Each has its own
// seed, drawn from the analysis seed and the task's place in the game, so
// the result does not depend on which goroutine runs it or in what slices.
func (g *game) tasks(opts *Options) []task {
	var out []task
	orderOf := map[int]int{} // turn -> the index of its rated order
	for i := range g.decisions {
		d := &g.decisions[i]
		if !g.rated(d) {
			continue
		}
		out = append(out, task{decision: i, start: -1, rollouts: opts.Rollouts, seed: taskSeed(opts.Seed, 2*uint64(i))})
		if d.kind == KindOrder {
			orderOf[d.turn] = len(out) - 1
		}
	}
	for i := range g.starts {
		ts := &g.starts[i]
		if k, ok := orderOf[ts.turn]; ok {
			out[k].start = i
			continue
		}
		out = append(out, task{decision: -1, start: i, rollouts: opts.TimelineRollouts, seed: taskSeed(opts.Seed, 2*uint64(i)+1)})
	}
	return out
}

// taskSeed is the seed of a task's weighing.
func taskSeed(seed, key uint64) uint64 {
	return rand.New(rand.NewPCG(seed, key)).Uint64()
}

// running is a task's weighing under way, on a judge of its own.
type running struct {
	task   task
	judge  *ai.Judge
	forced bool           // the decision had one way, the one played, and no timeline wants it
	target int            // rollouts to play
	played []orbit.Action // the move played, at a rated decision
}

// begin starts a task's weighing on a judge.
func (g *game) begin(k task, j *ai.Judge, opts *Options) (*running, error) {
	r := &running{task: k, judge: j, target: k.rollouts}
	if k.decision < 0 {
		ts := &g.starts[k.start]
		obs := ts.start.Observe(ts.general)
		if err := j.Start(&obs, k.seed, 0); err != nil {
			return nil, fmt.Errorf("analysis: turn %d: %w", ts.turn, err)
		}
		return r, nil
	}
	d := &g.decisions[k.decision]
	obs := d.start.Observe(d.seat)
	if err := j.Start(&obs, k.seed, opts.Candidates, d.actions); err != nil {
		return nil, fmt.Errorf("analysis: turn %d (%s): %w", d.turn, g.playerName(d.seat), err)
	}
	if len(j.Tallies()) == 1 && k.start < 0 {
		r.forced, r.target = true, 0
	}
	if k.start < 0 { // a General's order keeps every candidate: the timeline reads its best
		r.played = d.actions
	}
	return r, nil
}

// done reports whether the weighing has played all its rollouts.
func (r *running) done() bool { return r.judge.Played() >= r.target }

// The race of a rated decision: after raceShare of its rollouts, only
// the raceKeep best candidates and the move played are played out further.
const (
	raceShare = 3
	raceKeep  = 3
)

// step plays up to n more rollouts.
func (r *running) step(ctx context.Context, n int) error {
	played := r.judge.Played()
	race := r.target / raceShare
	if r.played != nil && played < race {
		n = min(n, race-played)
	}
	n = min(n, r.target-played)
	if n <= 0 {
		return nil
	}
	defer func() {
		if r.played != nil && played < race && r.judge.Played() >= race {
			r.judge.Keep(raceKeep, r.played)
		}
	}()
	if err := r.judge.Rollouts(ctx, n); err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return fmt.Errorf("analysis: rollouts: %w", err)
	}
	return nil
}

// tally is a candidate's rollouts as the analysis keeps them: means, not
// sums.
type tally struct {
	actions  []orbit.Action
	dropped  bool // left behind in the race: never the preferred move
	rollouts int
	margin   float64   // the deciding seat's expected final margin
	scores   []float64 // every seat's expected final score
	wins     []float64 // every seat's chance to win
}

// outcome is what a finished weighing found.
type outcome struct {
	task              task
	forced            bool
	cands             []tally
	played, preferred int // indices in cands; -1 for a position alone
}

// finish reads the judge's tallies.
func (r *running) finish(g *game) (*outcome, error) {
	out := &outcome{task: r.task, forced: r.forced, played: -1, preferred: -1}
	for _, tl := range r.judge.Tallies() {
		c := tally{actions: slices.Clone(tl.Actions), dropped: tl.Dropped, rollouts: tl.Rollouts, scores: make([]float64, len(tl.Scores)), wins: make([]float64, len(tl.Wins))}
		if tl.Rollouts > 0 {
			f := 1 / float64(tl.Rollouts)
			c.margin = tl.Margin * f
			for q := range tl.Scores {
				c.scores[q], c.wins[q] = tl.Scores[q]*f, tl.Wins[q]*f
			}
		}
		out.cands = append(out.cands, c)
	}
	if r.task.decision < 0 {
		out.preferred = 0
		return out, nil
	}
	d := &g.decisions[r.task.decision]
	for i, c := range out.cands {
		if slices.Equal(c.actions, d.actions) {
			out.played = i
		}
		if c.rollouts > 0 && !c.dropped && (out.preferred < 0 || c.margin > out.cands[out.preferred].margin) {
			out.preferred = i
		}
	}
	switch {
	case out.played < 0:
		return nil, fmt.Errorf("analysis: turn %d (%s): the judge did not weigh the move played", d.turn, g.playerName(d.seat))
	case r.forced:
		out.preferred = out.played
	case out.preferred < 0 || out.cands[out.played].rollouts == 0:
		return nil, fmt.Errorf("analysis: turn %d (%s): the move played (%v) could not be played out", d.turn, g.playerName(d.seat), d.actions)
	}
	return out, nil
}
