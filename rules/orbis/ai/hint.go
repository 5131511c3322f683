package ai

import (
	"context"
	"fmt"

	rules "orbis/rules/orbis"
)

// Hint is a suggested turn for a human seat.
type Hint struct {
	Move    Move
	Actions []rules.Action // the rest of the turn, ending with EndTurn
	// Outcome is what the turn does, as the rules compute it when its
	// actions are applied: everything a hint says about the move comes
	// from here, never from the heuristic's estimates.
	Outcome rules.Outcome
}

// AnalysisIterations is the post-game analysis' search per rated decision
// on the desktop (analysis.DefaultIterations): the Hint button searches as
// many, so that a hint is a move the analysis agrees with.
const AnalysisIterations = 60_000

// NewHinter returns the Hint button's player: the search the post-game
// analysis judges with (its options, whatever the player count) for a
// fixed number of iterations, stopping early once its choice cannot
// change. A hint weaker than its judge would be called a mistake
// afterwards by the same game that suggested it.
func NewHinter(iterations int, seed uint64) (*Player, error) {
	if iterations <= 0 {
		return nil, fmt.Errorf("ai: a hint wants a positive number of iterations, not %d", iterations)
	}
	p, err := NewPlayer(Config{Level: Hard, Seed: seed, Iterations: iterations})
	if err != nil {
		return nil, err
	}
	p.analyst = true
	return p, nil
}

// Suggest asks the player for the observing seat's best turn and what it
// does, in one go.
func (p *Player) Suggest(ctx context.Context, obs *rules.Observation) (Hint, error) {
	t, err := p.think(ctx, obs)
	if err != nil {
		return Hint{}, err
	}
	return t.Hint()
}

// Hint returns the turn decided (or the best so far) as a hint: its actions
// and what they do.
func (t *Thinking) Hint() (Hint, error) {
	actions, err := t.Actions()
	if actions == nil {
		return Hint{}, err
	}
	before := t.obs.Public()
	// Everything but the end of the turn: the refill reveals a tile, which
	// no move decides.
	move := actions
	if n := len(move); n > 0 && move[n-1].Kind == rules.KindEndTurn {
		move = move[:n-1]
	}
	outcome, oerr := before.Outcome(move)
	if oerr != nil {
		return Hint{}, fmt.Errorf("ai: hint: %w", oerr)
	}
	return Hint{Move: t.Move(), Actions: actions, Outcome: outcome}, err
}
