package analysis

import (
	"context"
	"fmt"
	"math/rand/v2"
	"time"

	rules "orbis/rules/orbis"
	"orbis/rules/orbis/ai"
)

// task is one search of the analysis: a rated decision (the played move
// searched beside the preferred ones) or the cheaper estimate of a turn of
// another seat, for the timeline.
type task struct {
	turn       int // index in game.turns
	iterations int
	seed       uint64
	rated      bool
}

// forcedProbe is how many iterations show whether a turn had a choice: the
// search adds one untried root move per iteration, so a root that still has
// a single child after a few had only one move.
const forcedProbe = 16

// stepChunk is how many iterations the stepped analysis runs between looks
// at the clock.
const stepChunk = 256

// tasks lists the searches of an analysis, in turn order. Each has its own
// seed, drawn from the analysis seed and the turn, so the result does not
// depend on which goroutine runs it or in what slices.
func (g *game) tasks(opts *Options) []task {
	var out []task
	for i := range g.turns {
		t := &g.turns[i]
		if t.start.IsOver() {
			continue
		}
		k := task{turn: i, iterations: opts.TimelineIterations, rated: g.rated(t)}
		if k.rated {
			k.iterations = opts.Iterations
		}
		k.seed = taskSeed(opts.Seed, t.number)
		out = append(out, k)
	}
	return out
}

// taskSeed is the seed of the search of a turn (numbered from 1).
func taskSeed(seed uint64, turn int) uint64 {
	return rand.New(rand.NewPCG(seed, uint64(turn))).Uint64()
}

// running is a task's search under way.
type running struct {
	task   task
	turn   *turn
	search *ai.Search
	played ai.Move
	forced bool
}

// begin starts a task's search and runs the probe that finds forced turns.
func (g *game) begin(k task) (*running, error) {
	t := &g.turns[k.turn]
	obs := t.start.Observe(t.seat)
	r := &running{task: k, turn: t, played: t.move}
	if k.rated {
		s, err := ai.NewSearchWith(&obs, k.seed, t.move)
		if err != nil {
			return nil, fmt.Errorf("analysis: turn %d (%s): %w", t.number, g.playerName(t.seat), err)
		}
		r.search = s
	} else {
		r.search = ai.NewSearch(&obs, k.seed)
	}
	if err := r.search.Step(min(forcedProbe, k.iterations)); err != nil {
		return nil, fmt.Errorf("analysis: turn %d: search: %w", t.number, err)
	}
	r.forced = len(r.search.RootStats()) <= 1
	return r, nil
}

// maxExtra bounds the iterations a rated search runs past its number to
// reach the played move: the root gains one untried move per iteration, so
// a few dozen suffice.
const maxExtra = 4096

// done reports whether the search has run all it needs: its iterations,
// and for a rated decision until the played move is among the root's.
func (r *running) done() bool {
	if r.forced {
		return true
	}
	if r.search.Iterations() < r.task.iterations {
		return false
	}
	return !r.task.rated || r.weighed()
}

// weighed reports whether the played move has a node at the root.
func (r *running) weighed() bool {
	for _, st := range r.search.RootStats() {
		if st.Move == r.played {
			return true
		}
	}
	return false
}

// step runs up to n more iterations; past the task's number, one at a time
// until the played move is weighed.
func (r *running) step(n int) error {
	if r.done() {
		return nil
	}
	n = max(1, min(n, r.task.iterations-r.search.Iterations()))
	if r.search.Iterations() >= r.task.iterations+maxExtra {
		return fmt.Errorf("analysis: turn %d: the search never weighed the played move %v", r.turn.number, r.played)
	}
	if err := r.search.Step(n); err != nil {
		return fmt.Errorf("analysis: turn %d: search: %w", r.turn.number, err)
	}
	return nil
}

// run searches to the end, or until ctx is done (ctx's error).
func (r *running) run(ctx context.Context) error {
	if r.done() {
		return nil
	}
	if err := r.search.Run(ctx, time.Time{}, r.task.iterations); err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return fmt.Errorf("analysis: turn %d: search: %w", r.turn.number, err)
	}
	for !r.done() {
		if err := r.step(1); err != nil {
			return err
		}
	}
	return nil
}

// outcome is what a finished search found about one turn.
type outcome struct {
	win   [rules.MaxPlayers]float64 // every seat's estimated chance to win
	rated bool

	forced            bool
	best              ai.Move
	bestActions       []rules.Action
	played, preferred ai.MoveStat
	iterations        int
}

// finish reads the search's verdict.
func (r *running) finish() (outcome, error) {
	out := outcome{rated: r.task.rated, forced: r.forced, iterations: r.search.Iterations()}
	out.win, _ = r.search.RootValues()
	if !r.task.rated {
		return out, nil
	}
	out.best = r.search.Best()
	foundPlayed, foundBest := false, false
	for _, st := range r.search.RootStats() {
		if st.Move == r.played {
			out.played, foundPlayed = st, true
		}
		if st.Move == out.best {
			out.preferred, foundBest = st, true
		}
	}
	if !foundPlayed || !foundBest {
		return out, fmt.Errorf("analysis: turn %d: the search did not weigh the played move %v", r.turn.number, r.played)
	}
	if out.best == r.played {
		out.bestActions = withoutEnd(r.turn.actions)
		return out, nil
	}
	plan, err := r.search.Plan()
	if err != nil {
		return out, fmt.Errorf("analysis: turn %d: the preferred move %v: %w", r.turn.number, out.best, err)
	}
	out.bestActions = withoutEnd(plan)
	return out, nil
}
