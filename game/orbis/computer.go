package orbis

import (
	"time"

	"orbis/game/session"
	rules "orbis/rules/orbis"
	"orbis/rules/orbis/ai"
	"orbis/rules/orbis/analysis"
)

// thinkSlice is a stepped search's share of a frame at 60 frames a second:
// where the game and the search share one thread (a browser tab).
const thinkSlice = 10 * time.Millisecond

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
				return nil, err // a nil *ai.Thinking must not pass for a Turn
			}
			return t, nil
		},
		Stepped: stepped,
		Slice:   thinkSlice,
	}
}

// hintWork is the Hint button's suggestion being worked out: the search the
// post-game analysis judges with, as long as it searches on this platform.
type hintWork struct {
	t    *ai.Thinking
	hint ai.Hint
	err  error
}

func (w *hintWork) Step(budget time.Duration) bool {
	if !w.t.Step(budget) {
		return false
	}
	w.hint, w.err = w.t.Hint()
	return true
}

// hintIterations is the Hint button's search per decision: the analysis'
// own on this platform (the browser's analysis searches a quarter of the
// desktop's), so that the analysis agrees with a hint played.
func hintIterations(stepped bool) int {
	if stepped {
		return browserAnalysisIterations
	}
	return analysis.DefaultIterations
}

// newHinter is the Hint button's player for a turn.
func newHinter(st *rules.State, stepped bool) (*ai.Player, error) {
	return ai.NewHinter(hintIterations(stepped), uint64(st.Turn()))
}

// startHint begins a hint for the seat to act, as a Job.
func startHint(st *rules.State, stepped bool) (*session.Job, *hintWork, error) {
	obs := st.Observe(st.CurrentPlayer())
	player, err := newHinter(st, stepped)
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
