// Package orbis is Orbis on the table: its setup, play, pause and game-over
// scenes, the turn of a person at the screen, the computer seats, the
// hints, and the words the table says. It plays through a session of
// game/session and draws with render/orbis.
package orbis

import (
	"fmt"
	"strings"

	"orbis/game/session"
	rules "orbis/rules/orbis"
	"orbis/rules/orbis/ai"
)

// SeatConfig says who plays a seat: a person (Level 0) or a computer.
type SeatConfig struct {
	Name  string
	Level ai.Level // 0 for a person
}

// Human reports whether a person plays the seat.
func (c SeatConfig) Human() bool { return c.Level == 0 }

// kind is the seat's record kind: "human" or "ai:<level>".
func (c SeatConfig) kind() string {
	if c.Human() {
		return "human"
	}
	return "ai:" + c.Level.String()
}

// seatFromInfo reads a seat from a record's player entry.
func seatFromInfo(p rules.PlayerInfo) SeatConfig {
	c := SeatConfig{Name: p.Name}
	if lvl, ok := strings.CutPrefix(p.Kind, "ai:"); ok {
		if l, err := ai.ParseLevel(lvl); err == nil {
			c.Level = l
		}
	}
	return c
}

// orbisSession is a session of Orbis: rules.State meets session.State.
type orbisSession = session.Session[rules.State, rules.Action, rules.Observation, *rules.State]

// match is a game of Orbis in progress: who plays, how it was dealt, and
// the session that plays it.
type match struct {
	Seats []SeatConfig
	Seed  uint64
	setup rules.Setup
	sess  *orbisSession
}

// newMatch deals a game. start is the first seat, or -1 to draw it. Every
// seat needs a name that is not blank, so that its record loads again.
// stepped makes the computers think a slice at a time (a browser tab).
func newMatch(seats []SeatConfig, start int, seed uint64, stepped bool) (*match, error) {
	for i, s := range seats {
		if strings.TrimSpace(s.Name) == "" {
			return nil, fmt.Errorf("game: seat %d has no name", i+1)
		}
	}
	st, su, err := rules.NewGame(rules.Config{Players: len(seats), Seed: seed, StartPlayer: start})
	if err != nil {
		return nil, err
	}
	m := &match{Seats: append([]SeatConfig(nil), seats...), Seed: seed, setup: su}
	ctl, err := controllers(m.Seats, seed, stepped)
	if err != nil {
		return nil, err
	}
	m.sess = session.New[rules.State, rules.Action, rules.Observation](st, ctl)
	return m, nil
}

// matchFromRecord resumes a recorded game (an autosave) where it stopped.
func matchFromRecord(rec *rules.Record, stepped bool) (*match, error) {
	m := &match{setup: rec.Setup}
	for _, p := range rec.Players {
		m.Seats = append(m.Seats, seatFromInfo(p))
	}
	if rec.Seed != nil {
		m.Seed = *rec.Seed
	}
	st, err := rec.Start()
	if err != nil {
		return nil, err
	}
	steps, err := stepsOf(st, rec.Actions)
	if err != nil {
		return nil, err
	}
	ctl, err := controllers(m.Seats, m.Seed, stepped)
	if err != nil {
		return nil, err
	}
	if m.sess, err = session.Resume[rules.State, rules.Action, rules.Observation](st, steps, ctl); err != nil {
		return nil, err
	}
	return m, nil
}

// stepsOf says who played each recorded action: the seat to act, or the
// table for a draw.
func stepsOf(st rules.State, actions []rules.Action) ([]session.Step[rules.Action], error) {
	steps := make([]session.Step[rules.Action], len(actions))
	for i, a := range actions {
		seat := st.CurrentPlayer()
		if a.Kind == rules.KindDraw {
			seat = session.Table
		}
		if err := st.Apply(a); err != nil {
			return nil, fmt.Errorf("game: record action %d: %w", i+1, err)
		}
		steps[i] = session.Step[rules.Action]{Seat: seat, Action: a, Unit: i + 1}
	}
	return steps, nil
}

// controllers makes each seat's controller: a person's, or a computer's.
func controllers(seats []SeatConfig, seed uint64, stepped bool) ([]session.Controller[rules.Action, rules.Observation], error) {
	out := make([]session.Controller[rules.Action, rules.Observation], len(seats))
	for i, s := range seats {
		if s.Human() {
			out[i] = session.Person[rules.Action, rules.Observation]{}
			continue
		}
		p, err := ai.NewPlayer(ai.Config{Level: s.Level, Seed: seed*131 + uint64(i)})
		if err != nil {
			return nil, err
		}
		out[i] = computer(p, stepped)
	}
	return out, nil
}

// State returns the current state; callers must not change it.
func (m *match) State() *rules.State { return m.sess.State() }

// Record returns the game's record so far.
func (m *match) Record() *rules.Record {
	infos := make([]rules.PlayerInfo, len(m.Seats))
	for i, s := range m.Seats {
		infos[i] = rules.PlayerInfo{Name: s.Name, Kind: s.kind()}
	}
	seed := m.Seed
	rec := rules.NewRecord(infos, &seed, m.setup)
	rec.Actions = m.sess.Actions()
	return rec
}

// Names returns the seats' names.
func (m *match) Names() []string {
	out := make([]string, len(m.Seats))
	for i, s := range m.Seats {
		out[i] = s.Name
	}
	return out
}

// CurrentSeat returns the seat to act and its config; ok is false at the end.
func (m *match) CurrentSeat() (int, SeatConfig, bool) {
	seat := m.State().CurrentPlayer()
	if seat < 0 {
		return -1, SeatConfig{}, false
	}
	return seat, m.Seats[seat], true
}
