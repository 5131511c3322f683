package orbit

import (
	"context"
	"time"

	"orbis/game/session"
	rules "orbis/rules/orbit"
	"orbis/rules/orbit/ai"
)

// thinkSlice is a stepped computer's share of a frame (a browser tab).
const thinkSlice = 10 * time.Millisecond

// seatComputer is the session's computer controller for Orbit.
type seatComputer = session.Computer[rules.Action, rules.Observation]

// computer is the controller of a seat a computer captain plays. A
// captain decides in one go, well within a frame's share even at Hard, so
// its turn is one slice of work.
func computer(player *ai.Player, stepped bool) *seatComputer {
	return &seatComputer{
		Start: func(obs rules.Observation) (session.Turn[rules.Action], error) {
			return &decision{player: player, obs: obs}, nil
		},
		Stepped: stepped,
		Slice:   thinkSlice,
	}
}

// decision is a captain's turn as session Work.
type decision struct {
	player  *ai.Player
	obs     rules.Observation
	actions []rules.Action
	err     error
}

// Step decides, the whole turn at once.
func (d *decision) Step(time.Duration) bool {
	plan, err := d.player.Decide(context.Background(), &d.obs)
	d.actions, d.err = append(d.actions[:0], plan...), err
	return true
}

// Actions returns the decided actions.
func (d *decision) Actions() ([]rules.Action, error) { return d.actions, d.err }
