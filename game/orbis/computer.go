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

// computer plays a seat with a computer player. Its turn is a session Job:
// a goroutine on the desktop, a slice per frame in the browser. It sees
// only the seat's observation.
type computer struct {
	player  *ai.Player
	stepped bool
	job     *session.Job
	work    *turnWork
}

// turnWork is a computer's turn being decided.
type turnWork struct {
	t    *ai.Thinking
	plan []rules.Action
	err  error
}

func (w *turnWork) Step(budget time.Duration) bool {
	if !w.t.Think(budget) {
		return false
	}
	w.plan, w.err = w.t.Plan()
	return true
}

func (c *computer) Local() bool { return false }

func (c *computer) Begin(obs rules.Observation) {
	c.Stop()
	t, err := c.player.BeginTurn(&obs)
	c.work = &turnWork{t: t, err: err}
	if err == nil {
		c.job = session.StartJob(c.work, c.stepped, thinkSlice)
	}
}

func (c *computer) Poll() ([]rules.Action, bool, error) {
	switch {
	case c.work == nil:
		return nil, false, nil
	case c.job == nil: // it could not begin
		return nil, true, c.work.err
	case !c.job.Poll():
		return nil, false, nil
	}
	return c.work.plan, true, c.work.err
}

func (c *computer) Stop() {
	if c.job != nil {
		c.job.Cancel()
	}
	c.job, c.work = nil, nil
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
