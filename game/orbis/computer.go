package orbis

import (
	"time"

	"orbis/game/session"
	rules "orbis/rules/orbis"
	"orbis/rules/orbis/ai"
)

// thinkSlice is a stepped search's share of a frame at 60 frames a second:
// where the game and the search share one thread (a browser tab).
const thinkSlice = 10 * time.Millisecond

// aiTurn is a computer player's turn as a session Turn: it thinks a slice at
// a time and keeps the plan it comes to.
type aiTurn struct {
	t    *ai.Thinking
	plan []rules.Action
	err  error
}

func (w *aiTurn) Step(budget time.Duration) bool {
	if !w.t.Think(budget) {
		return false
	}
	w.plan, w.err = w.t.Plan()
	return true
}

func (w *aiTurn) Actions() ([]rules.Action, error) { return w.plan, w.err }

// seatComputer is the session's computer controller for Orbis.
type seatComputer = session.Computer[rules.Action, rules.Observation]

// computer is the controller of a seat a computer player plays. Its turn
// is a session Job (a goroutine on the desktop, a slice per frame in the
// browser), begun from the seat's observation only.
func computer(player *ai.Player, stepped bool) *seatComputer {
	return &seatComputer{
		Start: func(obs rules.Observation) (session.Turn[rules.Action], error) {
			t, err := player.BeginTurn(&obs)
			if err != nil {
				return nil, err
			}
			return &aiTurn{t: t}, nil
		},
		Stepped: stepped,
		Slice:   thinkSlice,
	}
}

// hintWork is the Hint button's suggestion being worked out: the same
// engine as the computer seats, at Medium's level.
type hintWork struct {
	t    *ai.Thinking
	hint ai.Hint
	err  error
}

func (w *hintWork) Step(budget time.Duration) bool {
	if !w.t.Think(budget) {
		return false
	}
	w.hint, w.err = w.t.Hint()
	return true
}

// startHint begins a hint for the seat to act, as a Job.
func startHint(st *rules.State, stepped bool) (*session.Job, *hintWork, error) {
	obs := st.Observe(st.CurrentPlayer())
	player, err := ai.NewPlayer(ai.Config{Level: ai.Medium, Seed: uint64(st.Turn())})
	if err != nil {
		return nil, nil, err
	}
	t, err := player.BeginTurn(&obs)
	if err != nil {
		return nil, nil, err
	}
	w := &hintWork{t: t}
	return session.StartJob(w, stepped, thinkSlice), w, nil
}
