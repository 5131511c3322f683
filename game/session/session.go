// Package session is a game in progress, for any ruleset: the seats and
// the controllers that play them, the history of every action with undo and
// redo, the events the table, the log and the network read, chance as the
// table's own steps, and each seat's observation. It knows no ruleset and
// no display: a ruleset's state meets the State contract, without importing
// this package.
package session

import (
	"errors"
	"fmt"
)

// Table is the seat of chance's steps in the history: the "table" that
// draws, shuffles or rolls what no player decides.
const Table = -1

// State is the contract a ruleset's game state meets. S is the state type
// itself, a value whose copy is a clone; the methods are on *S. A is an
// action, a small comparable value; O is what one seat may see.
type State[S any, A comparable, O any] interface {
	*S
	// CurrentPlayer is the seat to act, or -1 once the game is over. While
	// a chance step is due it is still the seat whose turn it ends.
	CurrentPlayer() int
	IsOver() bool
	// LegalActions appends the legal actions to dst.
	LegalActions(dst []A) []A
	// Apply plays an action; an illegal one changes nothing.
	Apply(a A) error
	// Chance returns the table's step when one is due, drawn from what the
	// state knows and the seats do not (a pile's order).
	Chance() (A, bool)
	// Observe returns what a seat may see.
	Observe(seat int) O
}

// Step is one entry of the history: who acted (a seat, or Table) and what.
// Unit numbers what was submitted together (a payment of several
// worshippers, say): undo and redo take a unit back and play it again whole.
//
// For is the seat a table's step is for, in a session whose seats act at
// once (PlayAtOnce: a refill from that seat's own deck); otherwise unused.
type Step[A any] struct {
	Seat   int
	Action A
	Unit   int
	For    int
}

// Errors a session reports; each is wrapped with the details.
var (
	ErrNotYourTurn    = errors.New("not this seat's turn")
	ErrNothingToUndo  = errors.New("nothing to take back")
	ErrNothingToRedo  = errors.New("nothing to do again")
	ErrOver           = errors.New("the game is over")
	ErrNothingPlanned = errors.New("no decided action waits")
	ErrNotAtOnce      = errors.New("the game's seats cannot act at once")
)

// Session is a game in progress. It is not safe for concurrent use: one
// goroutine (the game's frame loop, or the server's room) drives it.
type Session[S any, A comparable, O any, P State[S, A, O]] struct {
	start   S
	state   S
	history []Step[A]
	// The current turn began at history[turnFrom], from turnStart: undo
	// never goes further back, since a turn ends in a chance step or in
	// another seat's hands.
	turnFrom  int
	turnStart S
	redo      [][]Step[A] // units taken back, most recent last
	units     int         // the last unit's number
	events    []Event[S, A]

	seats   []Controller[A, O]
	begun   int  // the seat whose controller is deciding or has decided, -1 for none
	planned []A  // actions a controller decided and the table has not played yet
	remote  bool // the table's steps come from elsewhere (Follow), not from Chance
	atOnce  bool // every seat that may act does so at once (PlayAtOnce)
	// At once: whether each step of the history concerned every seat.
	sharedSteps []bool
	// quiet: no events are kept, nobody reading them (KeepNoEvents).
	quiet bool
}

// New starts a session from a game's first state, with a controller per
// seat.
func New[S any, A comparable, O any, P State[S, A, O]](start S, seats []Controller[A, O]) *Session[S, A, O, P] {
	return &Session[S, A, O, P]{start: start, state: start, turnStart: start, seats: seats, begun: -1}
}

// Resume starts a session from a first state and replays a history, as a
// saved game or a record holds it. It stops at the first step the rules
// refuse, numbered from 1.
func Resume[S any, A comparable, O any, P State[S, A, O]](start S, history []Step[A], seats []Controller[A, O]) (*Session[S, A, O, P], error) {
	return resume[S, A, O, P](start, history, seats, false)
}

// ResumeAtOnce is Resume for a session whose seats act at once
// (PlayAtOnce); a table's step names the seat it is for (Step.For).
func ResumeAtOnce[S any, A comparable, O any, P State[S, A, O]](start S, history []Step[A], seats []Controller[A, O]) (*Session[S, A, O, P], error) {
	return resume[S, A, O, P](start, history, seats, true)
}

func resume[S any, A comparable, O any, P State[S, A, O]](start S, history []Step[A], seats []Controller[A, O], atOnce bool) (*Session[S, A, O, P], error) {
	s := New[S, A, O, P](start, seats)
	if atOnce && !s.PlayAtOnce() {
		return nil, fmt.Errorf("session: %w", ErrNotAtOnce)
	}
	s.quiet = true // a resumed game starts its events afresh
	for i, st := range history {
		if err := s.record(st); err != nil {
			return nil, fmt.Errorf("session: step %d: %w", i+1, err)
		}
	}
	if err := s.settle(); err != nil { // a history cut before the table's steps
		return nil, err
	}
	s.quiet = false
	return s, nil
}

// State returns the current state. It is the session's: read it, do not
// change it.
func (s *Session[S, A, O, P]) State() *S { return &s.state }

// Start returns the game's first state.
func (s *Session[S, A, O, P]) Start() S { return s.start }

// Observe returns what a seat sees now.
func (s *Session[S, A, O, P]) Observe(seat int) O { return P(&s.state).Observe(seat) }

// History returns every step so far, chance's included, oldest first. The
// slice is the session's: do not change it.
func (s *Session[S, A, O, P]) History() []Step[A] { return s.history }

// Actions returns the actions of the history, in order: the record of the
// game, chance's steps included.
func (s *Session[S, A, O, P]) Actions() []A {
	out := make([]A, len(s.history))
	for i, st := range s.history {
		out[i] = st.Action
	}
	return out
}

// Submit plays an action for a seat, which must be the seat to act, and then
// any chance step that becomes due. An action the rules refuse changes
// nothing. A new action forgets what was taken back.
func (s *Session[S, A, O, P]) Submit(seat int, a A) error {
	return s.SubmitAll(seat, a)
}

// SubmitAll plays actions for a seat as one unit, all or none: when the
// rules refuse one, those before it are taken back and the error names it.
// Undo and Redo take the unit back and play it again whole.
func (s *Session[S, A, O, P]) SubmitAll(seat int, actions ...A) error {
	st := P(&s.state)
	switch {
	case st.IsOver():
		return ErrOver
	case s.atOnce:
		if err := s.checkSeat(seat); err != nil {
			return err
		}
	case seat != st.CurrentPlayer():
		return fmt.Errorf("session: seat %d: %w (seat %d is to act)", seat, ErrNotYourTurn, st.CurrentPlayer())
	}
	s.units++
	mark, state, turnFrom, turnStart, events := len(s.history), s.state, s.turnFrom, s.turnStart, len(s.events)
	for i, a := range actions {
		err := s.apply(Step[A]{Seat: seat, Action: a, Unit: s.units, For: s.forSeat(seat)})
		if err == nil && i+1 < len(actions) && !s.goesOn(seat) {
			// A unit is one seat's: it may not play on into another's turn.
			err = fmt.Errorf("session: seat %d: action %d of %d: %w (seats %v may act)", seat, i+2, len(actions), ErrNotYourTurn, s.ToAct(nil))
		}
		if err != nil {
			s.history, s.state, s.turnFrom, s.turnStart, s.events = s.history[:mark], state, turnFrom, turnStart, s.events[:events]
			s.sharedSteps = s.sharedSteps[:min(mark, len(s.sharedSteps))]
			return err
		}
	}
	s.redo = s.redo[:0]
	return nil
}

// apply plays a step and then every chance step that becomes due (a
// market refilled with two hexes is two draws), each a unit of its own.
func (s *Session[S, A, O, P]) apply(step Step[A]) error {
	if err := s.record(step); err != nil {
		return err
	}
	return s.settle()
}

// settle plays the table's steps due now, one after another, unless they
// are made elsewhere.
func (s *Session[S, A, O, P]) settle() error {
	if s.remote {
		return nil
	}
	for range maxChanceSteps {
		draw, ok := P(&s.state).Chance()
		seat := 0 // For is unused when the seats act one after another
		if s.atOnce {
			seat, draw, ok = s.dueAtOnce()
		}
		if !ok {
			return nil
		}
		s.units++
		if err := s.record(Step[A]{Seat: Table, Action: draw, Unit: s.units, For: seat}); err != nil {
			return err
		}
	}
	return fmt.Errorf("session: more than %d steps of the table in a row", maxChanceSteps)
}

// maxChanceSteps bounds the table's steps in a row: a ruleset whose chance
// never stops is a bug, not a game.
const maxChanceSteps = 64

// record plays one step and keeps it in the history, with its event.
func (s *Session[S, A, O, P]) record(step Step[A]) error {
	was := P(&s.state).CurrentPlayer()
	// The state before is copied only for those who read it, events and
	// a turn at once: the copy escapes to the heap, and a quiet session
	// that plays turn by turn (a server's) needs only whose turn it was.
	var before *S
	if !s.quiet || s.atOnce {
		copied := s.state
		before = &copied
	}
	if err := s.applyStep(step); err != nil {
		return err
	}
	s.history = append(s.history, step)
	if !s.quiet {
		s.events = append(s.events, Event[S, A]{Kind: Applied, Step: step, Before: *before, After: s.state})
	}
	switch {
	case s.atOnce:
		shared := s.shared(before)
		s.sharedSteps = append(s.sharedSteps, shared)
		if shared { // at once, a turn is the time its seats act together
			s.newTurn()
		}
	case step.Seat == Table || was != P(&s.state).CurrentPlayer():
		s.newTurn()
	}
	return nil
}

// goesOn reports whether a seat's unit may go on after an action: the
// seat is still to act.
func (s *Session[S, A, O, P]) goesOn(seat int) bool {
	if s.atOnce {
		return s.MayAct(seat)
	}
	return P(&s.state).CurrentPlayer() == seat
}

// newTurn marks the start of a turn: undo stops here, and the next seat's
// controller has not begun.
func (s *Session[S, A, O, P]) newTurn() {
	s.turnFrom, s.turnStart = len(s.history), s.state
	s.redo = s.redo[:0]
	s.begun, s.planned = -1, nil
}

// CanUndo reports whether the seat may take back its last unit: one of its
// own in the turn under way.
func (s *Session[S, A, O, P]) CanUndo(seat int) bool {
	if s.atOnce {
		_, ok := s.lastUnitOf(seat)
		return ok
	}
	n := len(s.history)
	return n > s.turnFrom && s.history[n-1].Seat == seat
}

// Undo takes back the seat's last unit of the turn under way, all its steps.
// It never crosses a chance step: what the table revealed stays revealed.
func (s *Session[S, A, O, P]) Undo(seat int) error {
	if !s.CanUndo(seat) {
		return fmt.Errorf("session: seat %d: %w", seat, ErrNothingToUndo)
	}
	if s.atOnce {
		return s.undoAtOnce(seat)
	}
	n := len(s.history)
	first := n - 1
	for first > s.turnFrom && s.history[first-1].Unit == s.history[n-1].Unit {
		first--
	}
	unit := append([]Step[A](nil), s.history[first:]...)
	before := s.state
	if err := s.replayTurn(first); err != nil {
		return err
	}
	s.redo = append(s.redo, unit)
	for i := len(unit) - 1; i >= 0 && !s.quiet; i-- {
		s.events = append(s.events, Event[S, A]{Kind: Undone, Step: unit[i], Before: before, After: s.state})
	}
	return nil
}

// replayTurn sets the state to the turn's start and plays the history of
// the turn up to (not including) history[end].
func (s *Session[S, A, O, P]) replayTurn(end int) error {
	st := s.turnStart
	for i := s.turnFrom; i < end; i++ {
		if err := P(&st).Apply(s.history[i].Action); err != nil {
			return fmt.Errorf("session: replaying step %d: %w", i+1, err) // a ruleset that does not replay the same
		}
	}
	s.state, s.history = st, s.history[:end]
	return nil
}

// CanRedo reports whether the seat may play again a unit it took back.
func (s *Session[S, A, O, P]) CanRedo(seat int) bool {
	n := len(s.redo)
	return n > 0 && s.redo[n-1][0].Seat == seat && s.goesOn(seat)
}

// Redo plays again the last unit the seat took back.
func (s *Session[S, A, O, P]) Redo(seat int) error {
	if !s.CanRedo(seat) {
		return fmt.Errorf("session: seat %d: %w", seat, ErrNothingToRedo)
	}
	unit := s.redo[len(s.redo)-1]
	redo := s.redo[:len(s.redo)-1]
	actions := make([]A, len(unit))
	for i, st := range unit {
		actions[i] = st.Action
	}
	first := len(s.events)
	if err := s.SubmitAll(seat, actions...); err != nil {
		return err
	}
	for i := first; i < first+len(unit) && i < len(s.events); i++ {
		s.events[i].Kind = Redone
	}
	if s.turnFrom <= len(s.history)-len(unit) { // the turn goes on: keep what else was taken back
		s.redo = redo
	}
	return nil
}

// TurnSteps returns the steps of the turn under way so far.
func (s *Session[S, A, O, P]) TurnSteps() []Step[A] { return s.history[s.turnFrom:] }

// Seat returns a seat's controller.
func (s *Session[S, A, O, P]) Seat(seat int) Controller[A, O] { return s.seats[seat] }

// Players returns the number of seats.
func (s *Session[S, A, O, P]) Players() int { return len(s.seats) }

// Think lets the controller of the seat to act work on its turn: it begins
// from the seat's observation when it has not, and its decided actions are
// kept for PlayPlanned. A seat played at this screen needs nothing.
func (s *Session[S, A, O, P]) Think() error {
	seat := P(&s.state).CurrentPlayer()
	if seat < 0 || s.seats[seat].Local() || len(s.planned) > 0 {
		return nil
	}
	c := s.seats[seat]
	if s.begun != seat {
		s.begun = seat
		c.Begin(s.Observe(seat))
	}
	actions, ready, err := c.Poll()
	if err != nil && len(actions) == 0 {
		s.begun = -1 // it begins again next time
		return fmt.Errorf("session: seat %d: %w", seat, err)
	}
	if ready {
		s.planned = append(s.planned[:0], actions...)
	}
	return nil
}

// Thinking returns the seat whose controller is deciding, or -1.
func (s *Session[S, A, O, P]) Thinking() int {
	if s.begun >= 0 && len(s.planned) == 0 {
		return s.begun
	}
	return -1
}

// Planned reports whether decided actions wait to be played.
func (s *Session[S, A, O, P]) Planned() bool { return len(s.planned) > 0 }

// PlayPlanned plays the next decided action of the seat to act, at the pace
// the table chooses. An action the rules refuse drops the plan, and the
// controller decides again.
func (s *Session[S, A, O, P]) PlayPlanned() (A, error) {
	var a A
	if len(s.planned) == 0 {
		return a, fmt.Errorf("session: %w", ErrNothingPlanned)
	}
	a = s.planned[0]
	s.planned = s.planned[1:]
	seat := P(&s.state).CurrentPlayer()
	if err := s.Submit(seat, a); err != nil {
		s.begun, s.planned = -1, nil
		return a, err
	}
	if len(s.planned) == 0 && P(&s.state).CurrentPlayer() == seat && !P(&s.state).IsOver() {
		s.begun = -1 // the plan ended before the turn did: decide the rest
	}
	return a, nil
}

// Close stops every controller's work.
func (s *Session[S, A, O, P]) Close() {
	for _, c := range s.seats {
		c.Stop()
	}
	s.begun, s.planned = -1, nil
}
