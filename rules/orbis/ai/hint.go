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

// Suggest asks the player for the observing seat's best turn and what it
// does. It is the Hint button: the same engine as the computer seats, at
// the player's level.
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
