package session

import "time"

// Controller plays a seat: a person at this screen, a computer, and later a
// player at the other end of a network.
type Controller[A any, O any] interface {
	// Local reports whether a person at this screen plays the seat: the
	// table takes their moves from the pointer and the keys.
	Local() bool
	// Begin starts deciding the seat's turn from what it sees. A person's
	// controller has nothing to do.
	Begin(obs O)
	// Poll returns the turn's actions once they are decided; ready is
	// false while deciding, and always for a person.
	Poll() (actions []A, ready bool, err error)
	// Stop abandons what was begun.
	Stop()
}

// Person is the controller of a seat played at this screen.
type Person[A any, O any] struct{}

func (Person[A, O]) Local() bool              { return true }
func (Person[A, O]) Begin(O)                  {}
func (Person[A, O]) Poll() ([]A, bool, error) { return nil, false, nil }
func (Person[A, O]) Stop()                    {}

// Turn is a computer's turn being decided: Work done a slice at a time,
// then the actions it chose.
type Turn[A any] interface {
	Work
	// Actions returns the turn's actions once the Work is finished.
	Actions() ([]A, error)
}

// Computer is the controller of a seat a computer plays: Begin starts the
// turn Start makes from what the seat sees and runs it as a Job; Poll hands
// over its actions once they are decided.
type Computer[A any, O any] struct {
	Start   func(obs O) (Turn[A], error) // begins deciding a turn
	Stepped bool                         // a slice at each Poll (a browser tab), not a goroutine
	Slice   time.Duration                // a stepped turn's work per Poll

	turn Turn[A]
	job  *Job
	err  error // the turn could not begin
}

func (c *Computer[A, O]) Local() bool { return false }

func (c *Computer[A, O]) Begin(obs O) {
	c.Stop()
	c.turn, c.err = c.Start(obs)
	if c.err == nil {
		c.job = StartJob(c.turn, c.Stepped, c.Slice)
	}
}

func (c *Computer[A, O]) Poll() ([]A, bool, error) {
	switch {
	case c.err != nil:
		return nil, true, c.err
	case c.job == nil || !c.job.Poll():
		return nil, false, nil
	}
	actions, err := c.turn.Actions()
	return actions, true, err
}

func (c *Computer[A, O]) Stop() {
	if c.job != nil {
		c.job.Cancel()
	}
	c.turn, c.job, c.err = nil, nil, nil
}
