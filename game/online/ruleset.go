// Package online is network play for both platforms: the protocol the
// server and the clients speak, the ruleset contract a room plays through,
// room codes, and the client. It knows no ruleset: each game hands itself
// over as a Ruleset, built with Bind from its rules' own types.
package online

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"orbis/game/session"
)

// Viewer is one game as a client follows it: a view of a room's game.
type Viewer interface {
	// ID names the game, as records and the protocol do ("orbis").
	ID() string
	// OpenView reads a view, as a client receives it, and replays it.
	OpenView(view []byte) (Match, error)
}

// Ruleset is one game as rooms play it, in records and action texts: the
// server holds full records, the clients views of them.
type Ruleset interface {
	Viewer
	// Seats returns the smallest and largest number of players.
	Seats() (lo, hi int)
	// Deal sets up a new game for the named seats from a seed and returns
	// its record: the seed and the hidden order of everything included.
	Deal(seats []SeatInfo, seed uint64) ([]byte, error)
	// Open reads a full record, as the server keeps it, and replays it.
	Open(record []byte) (Match, error)
	// ValidLevel reports whether a computer of this level plays the game.
	ValidLevel(level string) bool
}

// SeatInfo names a seat and who plays it ("human", "ai:hard").
type SeatInfo struct {
	Name string `json:"name"`
	Kind string `json:"kind"`
}

// Step is one step of a game's history: a seat's action, or the table's
// (Seat is session.Table), in the rules' text form.
//
// In a game whose seats act at once (Match.AtOnce), a table's step is for
// one seat (a refill of its own market): For names it. Otherwise For is
// unused (0).
type Step struct {
	Seat   int    `json:"seat"`
	Action string `json:"action"`
	For    int    `json:"for,omitempty"`
}

// TableFor makes a table's step for a seat, in a game played at once.
func TableFor(seat int, action string) Step {
	return Step{Seat: session.Table, Action: action, For: seat}
}

// Match is a game being played in a room, or followed by a client.
type Match interface {
	Players() int
	// ToAct is the seat to act, or -1 once the game is over. In a game
	// played at once it is the first of Acting.
	ToAct() int
	// AtOnce reports whether several seats may act at the same time.
	AtOnce() bool
	// Acting appends to buf every seat that may act now.
	Acting(buf []int) []int
	// Moved reports whether the steps from number from on changed what the
	// seat may do: a step of its own (or the table's for it), or one that
	// concerned every seat. A seat's act made after seeing from steps is
	// stale only then.
	Moved(from, seat int) bool
	// Shared reports whether step number n (from 1) concerned every seat:
	// every step of a game played one seat after another; at once, a step
	// that began or ended the seats' acting together.
	Shared(n int) bool
	Over() bool
	// Steps is the number of steps played, the table's included.
	Steps() int
	// History returns the steps from number from on (0 for all).
	History(from int) []Step
	// Play checks and plays a unit of the seat's actions, all or none,
	// then the table's steps that become due; it returns every step played.
	Play(seat int, actions []string) ([]Step, error)
	// Follow plays a step as the seats see it happen: a client keeps its
	// view in step with the server this way. A table's step is taken as
	// the table made it, whatever the view guessed of what is hidden.
	Follow(st Step) error
	// Reveals reports whether a step shows what a view cannot know from
	// its words alone: after it a client needs the view again.
	Reveals(st Step) bool
	// Legal lists the actions the seat to act may play now; LegalFor a
	// seat's.
	Legal() []string
	LegalFor(seat int) []string
	// Record is the full record; View is what every seat may know of it.
	Record() ([]byte, error)
	View() ([]byte, error)
	// Scores are the final scores, by seat, once the game is over.
	Scores() []int
	// Decide plays a seat that may act as a computer of the level ("hard")
	// would, from that seat's observation only: its next actions (the
	// rest of its turn, or the decision it faces).
	Decide(ctx context.Context, seat int, level string, seed uint64) ([]string, error)
}

// Decider is a match that hands out a seat's decision to make later, away
// from the match: the seat's table is read when it is asked for.
type Decider interface {
	DeciderFor(seat int) func(ctx context.Context, level string, seed uint64) ([]string, error)
}

// Errors of the contract, each wrapped with the details.
var (
	ErrIllegal   = errors.New("the rules refuse the action")
	ErrNotToAct  = errors.New("not this seat's turn")
	ErrBadRecord = errors.New("the record cannot be read")
	ErrViewOnly  = errors.New("a view follows the server's steps and plays none")
)

// Spec is what a ruleset gives to be played online, in its own types: S
// its state, A its action, O an observation, R its record.
type Spec[S any, A comparable, O any, P session.State[S, A, O], R any] struct {
	ID                 string
	MinSeats, MaxSeats int
	Deal               func(seats []SeatInfo, seed uint64) (R, error)
	Read               func(data []byte) (R, error) // a full record or a view
	Players            func(r R) int
	Start              func(r R) (S, error)
	Actions            func(r R) []A
	WithActions        func(r R, actions []A) R // a copy of r with these actions
	Marshal            func(r R) ([]byte, error)
	View               func(r R) (R, error) // the record with its secrets in a canonical order
	ParseAction        func(text string) (A, error)
	FormatAction       func(a A) string
	Follow             func(s P, a A) error // Apply, taking a table's step as made
	Reveals            func(a A) bool
	Scores             func(s P) []int
	// Ranks are the final places by seat, tie-breaks applied (1 the
	// winners); nil ranks by score alone. Ratings count them (Ranker).
	Ranks func(s P) []int
	// AtOnce: the seats act at the same time where the rules let them (the
	// state is a session.AtOnce). StepSeats reads the seat of each of a
	// record's actions (a table's step: the seat it is for), WithSeats
	// writes them, FollowFor is Follow for a seat's table step.
	AtOnce    bool
	StepSeats func(r R) ([]int, error)
	WithSeats func(r R, seats []int) R
	FollowFor func(s P, seat int, a A) error
	// Decide plays a seat's turn as a computer of a level would, from its
	// observation; ValidLevel says which levels there are.
	Decide     func(ctx context.Context, level string, seed uint64, obs O) ([]A, error)
	ValidLevel func(level string) bool
}

// Bind makes a Ruleset of a Spec. The server's matches play through the
// session, as a local game does; a client's view follows the steps it is
// sent.
func Bind[S any, A comparable, O any, P session.State[S, A, O], R any](spec Spec[S, A, O, P, R]) Ruleset {
	return &bound[S, A, O, P, R]{viewer[S, A, O, P, R]{spec: spec}}
}

type bound[S any, A comparable, O any, P session.State[S, A, O], R any] struct {
	viewer[S, A, O, P, R]
}

// BindView makes a Viewer of a Spec: all a client needs, without the
// server's side of the game (the browser's build stays the smaller).
func BindView[S any, A comparable, O any, P session.State[S, A, O], R any](spec Spec[S, A, O, P, R]) Viewer {
	return &viewer[S, A, O, P, R]{spec: spec}
}

type viewer[S any, A comparable, O any, P session.State[S, A, O], R any] struct {
	spec Spec[S, A, O, P, R]
}

func (b *viewer[S, A, O, P, R]) ID() string { return b.spec.ID }

func (b *bound[S, A, O, P, R]) ID() string               { return b.spec.ID }
func (b *bound[S, A, O, P, R]) Seats() (int, int)        { return b.spec.MinSeats, b.spec.MaxSeats }
func (b *bound[S, A, O, P, R]) ValidLevel(l string) bool { return b.spec.ValidLevel(l) }

func (b *bound[S, A, O, P, R]) Deal(seats []SeatInfo, seed uint64) ([]byte, error) {
	if len(seats) < b.spec.MinSeats || len(seats) > b.spec.MaxSeats {
		return nil, fmt.Errorf("%s: %d seats, want %d to %d: %w", b.spec.ID, len(seats), b.spec.MinSeats, b.spec.MaxSeats, ErrBadRecord)
	}
	r, err := b.spec.Deal(seats, seed)
	if err != nil {
		return nil, fmt.Errorf("%s: dealing: %w", b.spec.ID, err)
	}
	data, err := b.spec.Marshal(r)
	if err != nil {
		return nil, fmt.Errorf("%s: the record dealt: %w", b.spec.ID, err)
	}
	// A room keeps its record for its life, and the store with it: a
	// record written for people to read is a third spaces (12 KiB of
	// Orbis' a room, of 5,000 rooms 60 MB of a server's memory).
	var compact bytes.Buffer
	compact.Grow(len(data))
	if err := json.Compact(&compact, data); err != nil {
		return nil, fmt.Errorf("%s: the record dealt: %w", b.spec.ID, err)
	}
	// Grown for the record as written, the buffer is a third too long.
	return bytes.Clone(compact.Bytes()), nil
}

// Open replays a full record in a session: the table's steps it holds are
// the session's own, checked against the secrets the record keeps.
func (b *bound[S, A, O, P, R]) Open(data []byte) (Match, error) {
	r, start, err := b.read(data)
	if err != nil {
		return nil, err
	}
	if b.spec.AtOnce {
		return b.openAtOnce(r, start)
	}
	actions := b.spec.Actions(r)
	history := make([]session.Step[A], 0, len(actions))
	st := start
	for i, a := range actions {
		seat := P(&st).CurrentPlayer()
		if c, ok := P(&st).Chance(); ok && c == a {
			seat = session.Table
		}
		if err := P(&st).Apply(a); err != nil {
			return nil, fmt.Errorf("%s: step %d: %w: %w", b.spec.ID, i+1, ErrBadRecord, err)
		}
		history = append(history, session.Step[A]{Seat: seat, Action: a, Unit: i + 1})
	}
	sess, err := session.Resume[S, A, O, P](start, history, roomSeats[A, O](b.spec.Players(r)))
	if err != nil {
		return nil, fmt.Errorf("%s: %w: %w", b.spec.ID, ErrBadRecord, err)
	}
	sess.KeepNoEvents() // a room reads its steps from the history
	return &full[S, A, O, P, R]{spec: &b.spec, rec: r, sess: sess}, nil
}

// roomSeats are a room's seats in its session: the room asks them itself.
func roomSeats[A any, O any](n int) []session.Controller[A, O] {
	seats := make([]session.Controller[A, O], n)
	for i := range seats {
		seats[i] = session.Person[A, O]{}
	}
	return seats
}

// OpenView replays a view, following its table steps as made.
func (b *viewer[S, A, O, P, R]) OpenView(data []byte) (Match, error) {
	r, start, err := b.read(data)
	if err != nil {
		return nil, err
	}
	v := &view[S, A, O, P, R]{spec: &b.spec, rec: r, state: start, players: b.spec.Players(r)}
	if b.spec.AtOnce {
		if err := v.openAtOnce(); err != nil {
			return nil, err
		}
		return v, nil
	}
	actions := b.spec.Actions(r)
	v.actions = make([]A, 0, len(actions))
	v.steps = make([]Step, 0, len(actions))
	for i, a := range actions {
		if err := v.follow(a); err != nil {
			return nil, fmt.Errorf("%s: step %d: %w: %w", b.spec.ID, i+1, ErrBadRecord, err)
		}
	}
	return v, nil
}

func (b *viewer[S, A, O, P, R]) read(data []byte) (R, S, error) {
	var start S
	r, err := b.spec.Read(data)
	if err != nil {
		return r, start, fmt.Errorf("%s: %w: %w", b.spec.ID, ErrBadRecord, err)
	}
	if start, err = b.spec.Start(r); err != nil {
		return r, start, fmt.Errorf("%s: %w: %w", b.spec.ID, ErrBadRecord, err)
	}
	return r, start, nil
}
