// Package table is what every game's table does alike, written once over
// a game's descriptor (Spec): a match in progress (Match) with its seats
// and their controllers, its record, resumed from a record, followed from
// a server's view or played on from a position of a replay. A game's own
// package keeps what is its own: drawing, words, the mapping of input to
// actions. It knows no ruleset and no game: each game hands it a Spec.
package table

import (
	"orbis/game/online"
	"orbis/game/session"
)

// Seat is who plays a seat, as a game configures it.
type Seat interface {
	// Human reports whether a person plays the seat.
	Human() bool
	// Named is the seat's name, as its record keeps it.
	Named() string
	// Kind is the seat's record kind: "human", "ai:<level>"…
	Kind() string
}

// Spec is what the table needs of a game, in its own types: S its state,
// A its action, O an observation, R its record, C a seat's config. Online
// is the game's side of the online contract, whose record functions (ID,
// Read, Start, Actions, Marshal) the table reads and writes records with.
type Spec[S any, A comparable, O any, P session.State[S, A, O], R any, C Seat] struct {
	Online online.Spec[S, A, O, P, R]
	// Deal sets up a new game for the seats from a seed: its record, no
	// action played yet. first is the first seat, or -1 to draw it.
	Deal func(seats []C, first int, seed uint64) (R, error)
	// Seats reads who plays each seat of a record (see SeatsOf); Seed its
	// seed, nil when it keeps none.
	Seats func(r R) []C
	Seed  func(r R) *uint64
	// Record is a game's record: the deal of dealt, these seats and seed
	// and the actions played.
	Record func(dealt R, seats []C, seed uint64, actions []A) R
	// Table reports whether a recorded action is the table's own (a draw,
	// the dice), not the seat's to act.
	Table func(a A) bool
	// Computer is the controller of a seat a computer plays; stepped makes
	// it think a slice at a time (a browser tab).
	Computer func(c C, seed uint64, stepped bool) (session.Controller[A, O], error)
	// AsPerson is the seat played by a person at this screen; AsStandIn a
	// person's seat played by the computer that stands in for them.
	AsPerson, AsStandIn func(c C) C
	// Format names the game's records ("orbis-record"); Parse reads and
	// replays one, an error wrapping ErrRecord, the rules' error for a
	// record that cannot be read or replayed.
	Format    string
	Parse     func(data []byte) (R, error)
	ErrRecord error
	// FollowView says that a server's view is followed as the server made
	// its table steps, not checked against the view's guessed piles.
	FollowView bool
}

// ID names the game, as records, saves and the protocol do ("orbis").
func (s *Spec[S, A, O, P, R, C]) ID() string { return s.Online.ID }

// SeatsOf reads a record's seats, one a player entry.
func SeatsOf[I any, C Seat](players []I, seat func(I) C) []C {
	out := make([]C, 0, len(players))
	for _, p := range players {
		out = append(out, seat(p))
	}
	return out
}

// seed is a record's seed, 0 when it keeps none.
func (s *Spec[S, A, O, P, R, C]) seed(r R) uint64 {
	if p := s.Seed(r); p != nil {
		return *p
	}
	return 0
}

// actor is who plays an action from a state: the table its own steps,
// else the seat to act.
func (s *Spec[S, A, O, P, R, C]) actor(st P, a A) int {
	if s.Table(a) {
		return session.Table
	}
	return st.CurrentPlayer()
}
