package session

import (
	"fmt"
	"slices"
)

// AtOnce is a state where several seats may act at the same time (Orbit's
// captains following an order): each seat's steps touch only its own part
// of the table, so they may come in any interleaving. A session plays it
// so only when asked (PlayAtOnce): a table at one screen keeps the seats'
// one-after-another order of CurrentPlayer.
type AtOnce[A any] interface {
	// ToAct appends the seats that may act now by their own decision.
	ToAct(buf []int) []int
	// Due appends the seats for which the table's step is due now.
	Due(buf []int) []int
	// ChanceFor returns the table's step due for a seat.
	ChanceFor(seat int) (A, bool)
	// LegalActionsFor appends a seat's legal actions to dst.
	LegalActionsFor(seat int, dst []A) []A
	// ApplyFor plays a seat's action, or the table's step for it.
	ApplyFor(seat int, a A) error
	// Simultaneous reports whether several seats act at once now: a step
	// then touches only its own seat's part of the table.
	Simultaneous() bool
}

// FollowerFor is an AtOnce state that takes a table's step for a seat as
// it was made elsewhere (a client's view guesses a deck's order).
type FollowerFor[A any] interface {
	FollowFor(seat int, a A) error
}

// PlayAtOnce lets every seat that may act do so at once, when the state
// allows it (it is AtOnce): a step is then a seat's own, in any order with
// the others', and the table's steps name the seat they are for (Step.For).
// It reports whether the session plays so.
func (s *Session[S, A, O, P]) PlayAtOnce() bool {
	_, ok := any(P(&s.state)).(AtOnce[A])
	s.atOnce = ok
	return ok
}

// AtOnce reports whether several seats may act at the same time.
func (s *Session[S, A, O, P]) AtOnce() bool { return s.atOnce }

// ToAct appends to buf the seats that may act now: every one of them when
// the session plays at once, the seat to act otherwise.
func (s *Session[S, A, O, P]) ToAct(buf []int) []int {
	st := P(&s.state)
	switch {
	case st.IsOver():
		return buf
	case s.atOnce:
		return any(st).(AtOnce[A]).ToAct(buf)
	}
	if _, chance := st.Chance(); chance {
		return buf
	}
	return append(buf, st.CurrentPlayer())
}

// MayAct reports whether a seat may act now.
func (s *Session[S, A, O, P]) MayAct(seat int) bool {
	var buf [8]int
	return slices.Contains(s.ToAct(buf[:0]), seat)
}

// LegalFor appends to dst the actions a seat may play now.
func (s *Session[S, A, O, P]) LegalFor(seat int, dst []A) []A {
	st := P(&s.state)
	switch {
	case !s.MayAct(seat):
		return dst
	case s.atOnce:
		return any(st).(AtOnce[A]).LegalActionsFor(seat, dst)
	}
	return st.LegalActions(dst)
}

// dueAtOnce returns a seat whose table step is due, and the step, when the
// session plays at once.
func (s *Session[S, A, O, P]) dueAtOnce() (int, A, bool) {
	var buf [8]int
	at := any(P(&s.state)).(AtOnce[A])
	for _, seat := range at.Due(buf[:0]) {
		if a, ok := at.ChanceFor(seat); ok {
			return seat, a, true
		}
	}
	var none A
	return Table, none, false
}

// applyStep plays a step on the state: at once, a seat's own or the
// table's for the seat it names; otherwise as the seat to act's.
func (s *Session[S, A, O, P]) applyStep(step Step[A]) error {
	st := P(&s.state)
	if !s.atOnce {
		if f, ok := any(st).(Follower[A]); ok && s.remote && step.Seat == Table {
			return f.Follow(step.Action)
		}
		return st.Apply(step.Action)
	}
	at := any(st).(AtOnce[A])
	if step.Seat != Table {
		return at.ApplyFor(step.Seat, step.Action)
	}
	if f, ok := any(st).(FollowerFor[A]); ok && s.remote {
		return f.FollowFor(step.For, step.Action)
	}
	return at.ApplyFor(step.For, step.Action)
}

// checkSeat refuses a seat's step that is not its to play now.
func (s *Session[S, A, O, P]) checkSeat(seat int) error {
	if !s.MayAct(seat) {
		return fmt.Errorf("session: seat %d: %w (seats %v may act)", seat, ErrNotYourTurn, s.ToAct(nil))
	}
	return nil
}

// checkTable refuses a table's step that is not due: at once, for the seat
// it names.
func (s *Session[S, A, O, P]) checkTable(step Step[A]) error {
	if !s.atOnce {
		if _, chance := P(&s.state).Chance(); !chance {
			return fmt.Errorf("session: a table's step when none is due: %w", ErrNotYourTurn)
		}
		return nil
	}
	var buf [8]int
	if !slices.Contains(any(P(&s.state)).(AtOnce[A]).Due(buf[:0]), step.For) {
		return fmt.Errorf("session: a table's step for seat %d, which is not due one: %w", step.For, ErrNotYourTurn)
	}
	return nil
}

// shared reports whether a step between two states concerned every seat:
// it began or ended a time when seats act at once, or came outside one.
func (s *Session[S, A, O, P]) shared(before *S) bool {
	if !s.atOnce {
		return true
	}
	return !any(P(before)).(AtOnce[A]).Simultaneous() || !any(P(&s.state)).(AtOnce[A]).Simultaneous()
}

// own reports whether a history step is a seat's, or the table's for it.
func own[A any](st Step[A], seat int) bool {
	return st.Seat == seat || (st.Seat == Table && st.For == seat)
}

// lastUnitOf finds the seat's last unit in the turn under way, when it may
// be taken back: the seat's own steps, with no table's step for the seat
// after them (what the table revealed stays revealed).
func (s *Session[S, A, O, P]) lastUnitOf(seat int) (unit int, ok bool) {
	for i := len(s.history) - 1; i >= s.turnFrom; i-- {
		if st := s.history[i]; own(st, seat) {
			return st.Unit, st.Seat == seat
		}
	}
	return 0, false
}

// undoAtOnce takes back the seat's last unit while seats act at once: the
// turn is played again from its start without the unit's steps, the other
// seats' steps in their order (they touch only their own seats).
func (s *Session[S, A, O, P]) undoAtOnce(seat int) error {
	u, _ := s.lastUnitOf(seat)
	var unit []Step[A]
	kept := make([]Step[A], 0, len(s.history)-s.turnFrom)
	for _, st := range s.history[s.turnFrom:] {
		if st.Seat == seat && st.Unit == u {
			unit = append(unit, st)
		} else {
			kept = append(kept, st)
		}
	}
	before, history, shared := s.state, s.history, s.sharedSteps
	s.state, s.history = s.turnStart, slices.Clone(s.history[:s.turnFrom])
	s.sharedSteps = slices.Clone(s.sharedSteps[:s.turnFrom])
	for _, st := range kept {
		if err := s.applyStep(st); err != nil { // a ruleset whose seats' steps do not commute
			s.state, s.history, s.sharedSteps = before, history, shared
			return fmt.Errorf("session: replaying the turn without seat %d's last unit: %w", seat, err)
		}
		s.history = append(s.history, st)
		s.sharedSteps = append(s.sharedSteps, false) // within the turn: the seats' own
	}
	s.redo = append(s.redo, unit)
	for i := len(unit) - 1; i >= 0; i-- {
		s.events = append(s.events, Event[S, A]{Kind: Undone, Step: unit[i], Before: before, After: s.state})
	}
	return nil
}

// forSeat is a seat's step's For: the seat when the seats act at once,
// unused (0) otherwise.
func (s *Session[S, A, O, P]) forSeat(seat int) int {
	if s.atOnce {
		return seat
	}
	return 0
}

// SharedStep reports whether the history's step i (from 0) concerned
// every seat: any step when the seats act one after another; at once, one
// that began or ended their acting together (an order, its last follow).
func (s *Session[S, A, O, P]) SharedStep(i int) bool {
	return !s.atOnce || i < 0 || i >= len(s.sharedSteps) || s.sharedSteps[i]
}
