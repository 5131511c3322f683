package table

import (
	"fmt"
	"log"
	"strings"
	"time"

	"orbis/game"
	"orbis/game/session"
)

// Match is a game in progress: who plays each seat, how it was dealt, and
// the session that plays it (undo and redo are the session's).
type Match[S any, A comparable, O any, P session.State[S, A, O], R any, C Seat] struct {
	Seats []C
	Seed  uint64
	Sess  *session.Session[S, A, O, P]
	Slot  game.SaveSlot // its place among the games in progress
	// Following: a view of a server's game, whose table steps are followed
	// as the server made them, not checked.
	Following bool

	spec  *Spec[S, A, O, P, R, C]
	dealt R // the record as dealt: its setup
}

// NewMatch deals a game. first is the first seat, or -1 to draw it. Every
// seat needs a name that is not blank, so that its record loads again.
// stepped makes the computers think a slice at a time (a browser tab).
func NewMatch[S any, A comparable, O any, P session.State[S, A, O], R any, C Seat](spec *Spec[S, A, O, P, R, C], seats []C, first int, seed uint64, stepped bool) (*Match[S, A, O, P, R, C], error) {
	for i, s := range seats {
		if strings.TrimSpace(s.Named()) == "" {
			return nil, fmt.Errorf("game: seat %d has no name", i+1)
		}
	}
	dealt, err := spec.Deal(seats, first, seed)
	if err != nil {
		return nil, err
	}
	st, err := spec.Online.Start(dealt)
	if err != nil {
		return nil, err
	}
	m := &Match[S, A, O, P, R, C]{Seats: append([]C(nil), seats...), Seed: seed, Slot: game.NewSaveSlot(spec.ID()), spec: spec, dealt: dealt}
	ctl, err := controllers(spec, m.Seats, seed, stepped)
	if err != nil {
		return nil, err
	}
	// A session resumed from no history plays the table's step due at the
	// start: a solo game of Orbit opens with the Emperor's dice.
	if m.Sess, err = session.Resume[S, A, O, P](st, nil, ctl); err != nil {
		return nil, err
	}
	return m, nil
}

// MatchFromRecord resumes a recorded game (an autosave) where it stopped.
// A game played on from a record is a new one: a resumed one is given its
// slot.
func MatchFromRecord[S any, A comparable, O any, P session.State[S, A, O], R any, C Seat](spec *Spec[S, A, O, P, R, C], rec R, stepped bool) (*Match[S, A, O, P, R, C], error) {
	m := &Match[S, A, O, P, R, C]{Seats: spec.Seats(rec), Seed: spec.seed(rec), Slot: game.NewSaveSlot(spec.ID()), spec: spec, dealt: rec}
	st, err := spec.Online.Start(rec)
	if err != nil {
		return nil, err
	}
	steps, err := stepsOf(spec, st, spec.Online.Actions(rec), false)
	if err != nil {
		return nil, err
	}
	ctl, err := controllers(spec, m.Seats, m.Seed, stepped)
	if err != nil {
		return nil, err
	}
	if m.Sess, err = session.Resume[S, A, O, P](st, steps, ctl); err != nil {
		return nil, err
	}
	return m, nil
}

// MatchFromView makes a match of a seat's view of an online game: the
// seat is played at this screen, every other one remotely, and the
// table's steps come from the server. A spectator's (seat -1) plays no
// seat: every one is remote.
func MatchFromView[S any, A comparable, O any, P session.State[S, A, O], R any, C Seat](spec *Spec[S, A, O, P, R, C], data []byte, seat int) (*Match[S, A, O, P, R, C], error) {
	rec, err := spec.Online.Read(data)
	if err != nil {
		return nil, fmt.Errorf("%s: the server's view: %w", spec.ID(), err)
	}
	m := &Match[S, A, O, P, R, C]{Seats: spec.Seats(rec), Following: spec.FollowView, spec: spec, dealt: rec}
	ctl := make([]session.Controller[A, O], len(m.Seats))
	for i := range ctl {
		ctl[i] = session.Remote[A, O]{}
	}
	if seat < -1 || seat >= len(ctl) {
		return nil, fmt.Errorf("%s: seat %d of %d", spec.ID(), seat, len(ctl))
	}
	if seat >= 0 {
		m.Seats[seat] = spec.AsPerson(m.Seats[seat]) // a person's seat, this one
		ctl[seat] = session.Person[A, O]{}
	}
	st, err := spec.Online.Start(rec)
	if err != nil {
		return nil, err
	}
	if spec.Online.AtOnce { // every captain follows at once, each on their own screen
		steps, err := viewStepsAtOnce(spec, st, rec)
		if err != nil {
			return nil, err
		}
		if m.Sess, err = session.ResumeFollowingAtOnce[S, A, O, P](st, steps, ctl); err != nil {
			return nil, err
		}
		return m, nil
	}
	steps, err := stepsOf(spec, st, spec.Online.Actions(rec), spec.FollowView)
	if err != nil {
		return nil, err
	}
	if m.Sess, err = session.ResumeFollowing[S, A, O, P](st, steps, ctl); err != nil {
		return nil, err
	}
	return m, nil
}

// stepsOf says who played each recorded action: the seat to act, or the
// table for its own steps. A view's steps are followed, its table's taken
// as the server made them; a record's are checked by the rules.
func stepsOf[S any, A comparable, O any, P session.State[S, A, O], R any, C Seat](spec *Spec[S, A, O, P, R, C], st S, actions []A, follow bool) ([]session.Step[A], error) {
	steps := make([]session.Step[A], len(actions))
	for i, a := range actions {
		seat := spec.actor(&st, a)
		if follow {
			if err := spec.Online.Follow(&st, a); err != nil {
				return nil, fmt.Errorf("%s: the view's step %d: %w", spec.ID(), i+1, err)
			}
		} else if err := P(&st).Apply(a); err != nil {
			return nil, fmt.Errorf("game: record action %d: %w", i+1, err)
		}
		steps[i] = session.Step[A]{Seat: seat, Action: a, Unit: i + 1}
	}
	return steps, nil
}

// controllers makes each seat's controller: a person's, or a computer's.
func controllers[S any, A comparable, O any, P session.State[S, A, O], R any, C Seat](spec *Spec[S, A, O, P, R, C], seats []C, seed uint64, stepped bool) ([]session.Controller[A, O], error) {
	out := make([]session.Controller[A, O], len(seats))
	for i, s := range seats {
		if s.Human() {
			out[i] = session.Person[A, O]{}
			continue
		}
		c, err := spec.Computer(s, seed*131+uint64(i), stepped)
		if err != nil {
			return nil, err
		}
		out[i] = c
	}
	return out, nil
}

// Spec is the game's descriptor the match plays by.
func (m *Match[S, A, O, P, R, C]) Spec() *Spec[S, A, O, P, R, C] { return m.spec }

// State returns the current state; callers must not change it.
func (m *Match[S, A, O, P, R, C]) State() P { return m.Sess.State() }

// Record returns the game's record so far.
func (m *Match[S, A, O, P, R, C]) Record() R {
	return m.spec.Record(m.dealt, m.Seats, m.Seed, m.Sess.Actions())
}

// File is the game's record as a file keeps it (an autosave, a game
// kept): the analysis of a game kept is kept by these bytes.
func (m *Match[S, A, O, P, R, C]) File() ([]byte, error) {
	data, err := m.spec.Online.Marshal(m.Record())
	return append(data, '\n'), err
}

// SaveData is the game as the autosave keeps it: its record, nil when it
// cannot be written.
func (m *Match[S, A, O, P, R, C]) SaveData() []byte {
	data, err := m.File()
	if err != nil {
		return nil
	}
	return data
}

// Keep keeps a finished game's record for the viewer; a game not kept is
// worth a line in the log, not an interruption.
func (m *Match[S, A, O, P, R, C]) Keep(env *game.Env) {
	data, err := m.spec.Online.Marshal(m.Record())
	if err == nil {
		err = env.KeepGame(game.KeptGame{Game: m.spec.ID(), Ended: time.Now(), Names: m.Names(), From: m.Slot}, append(data, '\n'))
	}
	if err != nil {
		log.Printf("%s: keeping the finished game: %v", m.spec.ID(), err)
	}
}

// Names returns the seats' names.
func (m *Match[S, A, O, P, R, C]) Names() []string {
	out := make([]string, len(m.Seats))
	for i, s := range m.Seats {
		out[i] = s.Named()
	}
	return out
}

// CurrentSeat returns the seat to act and who plays it; ok is false once
// the game is over.
func (m *Match[S, A, O, P, R, C]) CurrentSeat() (seat int, cfg C, ok bool) {
	seat = m.State().CurrentPlayer()
	if seat < 0 {
		var none C
		return -1, none, false
	}
	return seat, m.Seats[seat], true
}

// Branch makes the match that plays on from position pos of a recorded
// game, whose state there is at: the seat person is played by a person
// here, the others by the computers they were, a person's seat by its
// stand-in. It is nil at the end of a game.
func (s *Spec[S, A, O, P, R, C]) Branch(rec R, at P, pos, person int, stepped bool) (*Match[S, A, O, P, R, C], error) {
	if at.IsOver() {
		return nil, nil
	}
	seats := s.Seats(rec)
	for seat, cfg := range seats {
		switch {
		case seat == person:
			seats[seat] = s.AsPerson(cfg)
		case cfg.Human():
			seats[seat] = s.AsStandIn(cfg)
		}
	}
	actions := append([]A(nil), s.Online.Actions(rec)[:pos]...)
	m, err := MatchFromRecord(s, s.Record(rec, seats, s.seed(rec), actions), stepped)
	if err != nil {
		return nil, fmt.Errorf("%s: play on from action %d: %w", s.ID(), pos, err)
	}
	return m, nil
}

// PlayOn is "play on from here" in a viewer: the table open makes of the
// match branched from position pos (see Branch). The viewer stays at the
// end of a game, and where the position does not replay (a line in the
// log: a position the viewer showed replays).
func (s *Spec[S, A, O, P, R, C]) PlayOn(env *game.Env, rec R, at P, pos, person int, open func(*Match[S, A, O, P, R, C]) game.Scene) game.Change {
	m, err := s.Branch(rec, at, pos, person, env.InBrowser())
	if err != nil {
		log.Printf("%s: %v", s.ID(), err)
	}
	if m == nil {
		return game.Stay
	}
	return game.Replace(open(m))
}
