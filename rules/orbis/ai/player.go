package ai

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"time"

	rules "orbis/rules/orbis"
	"orbis/rules/tournament"
)

// Level is a computer player's strength.
type Level uint8

// The levels, weakest first.
const (
	Easy   Level = iota + 1 // heuristic with human-like slips
	Medium                  // one-step look-ahead with an evaluation
	Hard                    // Information Set MCTS
	Expert                  // the same search, widened progressively and tuned, with the same think time
)

var levels = tournament.Levels{"easy", "medium", "hard", "expert"}

func (l Level) String() string { return levels.Name(int(l)) }

// ParseLevel reads "easy", "medium", "hard" or "expert", in any case.
func ParseLevel(name string) (Level, error) {
	l, err := levels.Parse(name)
	if err != nil {
		return 0, fmt.Errorf("ai: %w", err)
	}
	return Level(l), nil
}

// DefaultBudget is Hard's thinking time per turn when none is set; with the
// turn's expansion it answers well within a second.
const DefaultBudget = 800 * time.Millisecond

// Config sets up a computer player.
type Config struct {
	Level Level
	Seed  uint64
	// Hard and Expert: Iterations > 0 fixes the search to that many
	// iterations per turn (reproducible); otherwise it searches for Budget
	// (DefaultBudget when zero). Either way the search stops early once no
	// other move can overtake the best, unless NoEarlyStop.
	Budget      time.Duration
	Iterations  int
	NoEarlyStop bool
	// Style gives Hard or Expert a rival's liking (Plain: none).
	Style Style
}

// Player is a computer player. It is not safe for concurrent use; give each
// seat (or goroutine) its own.
type Player struct {
	cfg   Config
	rng   *rand.Rand
	v     *valuer
	next  *valuer // values the next player's options for Medium
	pol   *policy
	moves []scoredMove
	// analyst: the search is the analysis' own (its options whatever the
	// player count), as the Hint button's is.
	analyst bool
}

// NewPlayer makes a computer player.
func NewPlayer(cfg Config) (*Player, error) {
	if cfg.Level < Easy || cfg.Level > Expert {
		return nil, fmt.Errorf("ai: unknown level %d", cfg.Level)
	}
	if int(cfg.Style) >= len(styleNames) {
		return nil, fmt.Errorf("ai: unknown style %d", cfg.Style)
	}
	if cfg.Budget < 0 || cfg.Iterations < 0 {
		return nil, fmt.Errorf("ai: negative budget")
	}
	if cfg.Budget == 0 {
		cfg.Budget = DefaultBudget
	}
	v := newValuer()
	return &Player{cfg: cfg, rng: rand.New(rand.NewPCG(cfg.Seed, 0xa1)), v: v, next: newValuer(), pol: newPolicy(v), moves: make([]scoredMove, 0, 128)}, nil
}

// Level returns the player's level.
func (p *Player) Level() Level { return p.cfg.Level }

// PlanTurn decides the rest of the current turn for the observing seat and
// returns its actions, ending with EndTurn. It sees only the observation.
// When ctx ends a Hard search early, the plan is the best found so far and
// the error is ctx's.
func (p *Player) PlanTurn(ctx context.Context, obs *rules.Observation) ([]rules.Action, error) {
	t, err := p.think(ctx, obs)
	if err != nil {
		return nil, err
	}
	return t.Actions()
}

// think decides the turn in one go: Hard searches for its whole budget or
// until ctx ends.
func (p *Player) think(ctx context.Context, obs *rules.Observation) (*Thinking, error) {
	t, err := p.BeginTurn(obs)
	if err != nil {
		return nil, err
	}
	if t.search != nil {
		for !t.Decided() {
			if err := ctx.Err(); err != nil {
				t.err = err
				break
			}
			t.Step(10 * time.Millisecond) // a slice at a time, to hear ctx
		}
	}
	return t, nil
}

// Thinking is a turn being planned a slice at a time, for a caller that
// cannot wait for a whole search: a browser tab runs the game and the
// search on one thread.
type Thinking struct {
	p      *Player
	obs    rules.Observation
	move   Move
	search *Search       // Hard's search; nil once the move is known
	spent  time.Duration // search time so far, against the budget
	err    error
}

// BeginTurn starts planning the current turn for the observing seat. Easy
// and Medium decide at once; Hard searches as Step is called.
func (p *Player) BeginTurn(obs *rules.Observation) (*Thinking, error) {
	st := obs.Public()
	if st.IsOver() {
		return nil, fmt.Errorf("ai: the game is over")
	}
	if st.Phase() == rules.PhaseDraw {
		return nil, fmt.Errorf("ai: the table draws the refill; no seat is to act")
	}
	if st.CurrentPlayer() != obs.Seat() {
		return nil, fmt.Errorf("ai: seat %d observes, but seat %d is to act", obs.Seat(), st.CurrentPlayer())
	}
	t := &Thinking{p: p, obs: *obs}
	switch p.cfg.Level {
	case Easy:
		t.move = p.easy(&st)
	case Medium:
		t.move = p.medium(&st)
	default:
		p.moves = p.v.appendMoves(p.moves[:0], &st, defaultSearch.tree)
		if len(p.moves) == 1 {
			t.move = p.moves[0].Move // forced: nothing to think about
			break
		}
		nodes := MaxNodes
		if p.cfg.Iterations > 0 {
			nodes = p.cfg.Iterations + 1 // one node per iteration at most, and the root
		}
		t.search = newSearch(obs, p.rng.Uint64(), nodes)
		switch {
		case p.cfg.Level == Expert:
			t.search.opts = expertSearch
		case p.analyst:
		case st.NumPlayers() > 2:
			t.search.opts = hardManySearch
		}
		t.search.opts.style = p.cfg.Style
	}
	return t, nil
}

// thinkChunk is how many iterations run between looks at the clock.
const thinkChunk = 16

// Step searches for about slice at most and reports whether the turn is
// decided: Hard's fixed iterations are done or its time budget is spent.
// With Actions, a Thinking is a turn as game/session runs one, a slice at
// a time.
func (t *Thinking) Step(slice time.Duration) bool {
	start := time.Now()
	for !t.Decided() { // at least one chunk, however short the slice
		n := thinkChunk
		if it := t.p.cfg.Iterations; it > 0 {
			n = min(n, it-t.search.Iterations())
		}
		chunk := time.Now()
		t.err = t.search.Step(n)
		t.spent += time.Since(chunk)
		if time.Since(start) >= slice {
			break
		}
	}
	return t.Decided()
}

// Decided reports whether Actions gives the final turn: the search's
// iterations or time are spent, or its best move can no longer change.
func (t *Thinking) Decided() bool {
	if t.search == nil || t.err != nil {
		return true
	}
	done := t.search.Iterations()
	left := 0 // iterations still to come, estimated from the pace so far on a time budget
	if it := t.p.cfg.Iterations; it > 0 {
		left = it - done
	} else if t.spent < t.p.cfg.Budget {
		if done == 0 {
			return false // no pace to judge by yet
		}
		left = max(1, int(float64(done)*float64(t.p.cfg.Budget-t.spent)/float64(max(t.spent, time.Microsecond))))
	}
	if left <= 0 {
		return true
	}
	return !t.p.cfg.NoEarlyStop && done >= minBeforeStop && t.search.Settled(left)
}

// minBeforeStop is the fewest iterations before a search may stop early:
// below it the visit counts say little.
const minBeforeStop = 256

// Move returns the turn's move: the best found so far while Hard is still
// searching.
func (t *Thinking) Move() Move {
	if t.search != nil {
		return t.search.Best()
	}
	return t.move
}

// Actions returns the turn's actions, ending with EndTurn: the best found
// so far while Hard is still searching. The error is the search's, if it
// stopped on one; the plan is still legal.
func (t *Thinking) Actions() ([]rules.Action, error) {
	st := t.obs.Public()
	plan, err := t.p.pol.playMove(&st, t.Move(), nil, true)
	if err != nil {
		return nil, err
	}
	return plan, t.err
}

// easy plays the move with the best quick value most of the time, and
// otherwise slips to a plausible but worse one, as a casual player would.
func (p *Player) easy(st *rules.State) Move {
	p.moves = p.v.appendMoves(p.moves[:0], st, breadth{faceUp: 2, wild: 1})
	if p.rng.Float64() < 0.7 {
		return bestScored(p.moves).Move
	}
	return softmax(p.moves, 1.0, p.rng).Move
}

// softmax samples a move with probability growing with exp(value/T).
func softmax(moves []scoredMove, temperature float64, rng *rand.Rand) scoredMove {
	top := float64(bestScored(moves).value)
	total := 0.0
	for _, m := range moves {
		total += math.Exp((float64(m.value) - top) / temperature)
	}
	x := rng.Float64() * total
	for _, m := range moves {
		if x -= math.Exp((float64(m.value) - top) / temperature); x <= 0 {
			return m
		}
	}
	return moves[len(moves)-1]
}

// medium tries every candidate move, evaluates the position it leads to,
// and subtracts what the best take left on the display gives the next
// player.
func (p *Player) medium(st *rules.State) Move {
	p.moves = p.v.appendMoves(p.moves[:0], st, breadth{faceUp: 3, wild: 2})
	me := st.CurrentPlayer()
	next := (me + 1) % st.NumPlayers()
	leave := float32(0.5)
	if st.NumPlayers() > 2 {
		leave = 0.3
	}
	best, bestScore := p.moves[0].Move, float32(math.Inf(-1))
	for _, m := range p.moves {
		after := *st
		if err := p.pol.play(&after, m.Move, false); err != nil {
			continue
		}
		est := p.v.evaluate(&after)
		lead := est[me]
		other := float32(math.Inf(-1))
		for q := range st.NumPlayers() {
			if q != me {
				other = max(other, est[q])
			}
		}
		score := lead - other
		if !after.IsOver() {
			score -= leave * p.next.bestTake(&after, next)
		}
		if score > bestScore {
			best, bestScore = m.Move, score
		}
	}
	return best
}

// bestTake is the quick value of the best region take on the display for
// seat (the tile the player left, once the turn ends).
func (v *valuer) bestTake(s *rules.State, seat int) float32 {
	v.prepare(s, seat)
	if v.remaining == 0 {
		return 0
	}
	best := float32(math.Inf(-1))
	for pos := range rules.DisplaySize {
		if s.Display(pos) == rules.NoTile {
			continue
		}
		v.considerTile(s, int8(pos), true)
		if v.tileAffordable {
			for slot := range rules.PlaceTargets {
				if v.tileFaceUp.Has(slot) {
					best = max(best, v.faceUpValue(s, slot))
				}
			}
		}
		for slot := range rules.PlaceTargets {
			if v.tileOpen.Has(slot) {
				best = max(best, v.wildValue(slot))
			}
		}
	}
	return max(best, 0)
}
