package session

import "fmt"

// Follower is a state that can take a table's step as it was made
// elsewhere: a client's view of an online game guesses the hidden order
// of its piles, and the server's draw names the tile it really drew.
type Follower[A any] interface {
	Follow(a A) error
}

// RemoteTable makes the table's steps someone else's: a server's, in an
// online game. Submit then plays no chance step; they come with Follow.
func (s *Session[S, A, O, P]) RemoteTable() { s.remote = true }

// Follow plays a step made elsewhere as it is given: a seat's action, or
// the table's (through the state's Follow when it has one). It checks the
// seat as Submit does, and plays no chance step after it: in an online
// game each comes as a step of its own.
func (s *Session[S, A, O, P]) Follow(step Step[A]) error {
	st := P(&s.state)
	_, chance := st.Chance()
	switch {
	case st.IsOver():
		return ErrOver
	case s.atOnce && step.Seat == Table:
		if err := s.checkTable(step); err != nil {
			return err
		}
	case s.atOnce:
		if err := s.checkSeat(step.Seat); err != nil {
			return err
		}
		step.For = step.Seat
	case step.Seat == Table && !chance:
		return fmt.Errorf("session: a table's step when none is due: %w", ErrNotYourTurn)
	case step.Seat != Table && (chance || step.Seat != st.CurrentPlayer()):
		return fmt.Errorf("session: seat %d: %w (seat %d is to act)", step.Seat, ErrNotYourTurn, st.CurrentPlayer())
	}
	s.units++
	step.Unit = s.units
	if err := s.record(step); err != nil {
		return err
	}
	if !s.atOnce { // at once, another seat's step leaves this one's redo be
		s.redo = s.redo[:0]
	}
	return nil
}

// ResumeFollowing starts a session from a first state and follows a
// history made elsewhere (a client's view of an online game), with the
// table's steps remote.
func ResumeFollowing[S any, A comparable, O any, P State[S, A, O]](start S, history []Step[A], seats []Controller[A, O]) (*Session[S, A, O, P], error) {
	return resumeFollowing[S, A, O, P](start, history, seats, false)
}

// ResumeFollowingAtOnce is ResumeFollowing for a session whose seats act at
// once (PlayAtOnce); a table's step names the seat it is for (Step.For).
func ResumeFollowingAtOnce[S any, A comparable, O any, P State[S, A, O]](start S, history []Step[A], seats []Controller[A, O]) (*Session[S, A, O, P], error) {
	return resumeFollowing[S, A, O, P](start, history, seats, true)
}

func resumeFollowing[S any, A comparable, O any, P State[S, A, O]](start S, history []Step[A], seats []Controller[A, O], atOnce bool) (*Session[S, A, O, P], error) {
	s := New[S, A, O, P](start, seats)
	s.RemoteTable()
	if atOnce && !s.PlayAtOnce() {
		return nil, fmt.Errorf("session: %w", ErrNotAtOnce)
	}
	for i, st := range history {
		if err := s.Follow(st); err != nil {
			return nil, fmt.Errorf("session: step %d: %w", i+1, err)
		}
	}
	s.events = nil // a resumed game starts its events afresh
	return s, nil
}

// Remote is the controller of a seat played elsewhere (by a player at the
// other end of a network): its steps come with Follow, so it has nothing
// to decide here.
type Remote[A any, O any] struct{}

func (Remote[A, O]) Local() bool              { return false }
func (Remote[A, O]) Begin(O)                  {}
func (Remote[A, O]) Poll() ([]A, bool, error) { return nil, false, nil }
func (Remote[A, O]) Stop()                    {}

// Commit marks the steps so far as sent away (an online unit on its way
// to the server): undo no longer reaches them.
func (s *Session[S, A, O, P]) Commit() { s.newTurn() }
