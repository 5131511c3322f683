// Package orbit is Orbit on the table: a game in progress through a
// session of game/session, its computer captains as the session's
// controllers, and its saves as records. Its scenes build on this.
package orbit

import (
	"fmt"
	"strings"

	"orbis/game"
	"orbis/game/session"
	rules "orbis/rules/orbit"
	"orbis/rules/orbit/ai"
)

// SeatConfig says who plays a seat: a person (Level 0) or a computer.
type SeatConfig struct {
	Name  string
	Level ai.Level // 0 for a person
	// Label names who plays the seat where the table's words would say
	// "Human": online, you, a player here or away, an open seat.
	Label string
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

// seatFromInfo reads a seat from a record's player entry; an unknown kind
// is a person's seat.
func seatFromInfo(p rules.PlayerInfo) SeatConfig {
	c := SeatConfig{Name: p.Name}
	if lvl, ok := strings.CutPrefix(p.Kind, "ai:"); ok {
		if l, err := ai.ParseLevel(lvl); err == nil {
			c.Level = l
		}
	}
	return c
}

// orbitSession is a session of Orbit: rules.State meets session.State.
type orbitSession = session.Session[rules.State, rules.Action, rules.Observation, *rules.State]

// match is a game of Orbit in progress: who plays, how it was dealt, and
// the session that plays it.
type match struct {
	Seats  []SeatConfig
	Seed   uint64
	setup  rules.Setup
	sess   *orbitSession
	online bool          // a view of a server's game: its table steps are followed, not checked
	slot   game.SaveSlot // its place among the games in progress
}

// newMatch deals a game; general is the first General, or -1 to draw it.
// Every seat needs a name that is not blank, so that its record loads
// again. stepped makes the computers think a slice at a time (a browser
// tab).
func newMatch(seats []SeatConfig, general int, seed uint64, stepped bool) (*match, error) {
	for i, s := range seats {
		if strings.TrimSpace(s.Name) == "" {
			return nil, fmt.Errorf("game: seat %d has no name", i+1)
		}
	}
	st, su, err := rules.NewGame(rules.Config{Players: len(seats), Seed: seed, FirstGeneral: general})
	if err != nil {
		return nil, err
	}
	m := &match{Seats: append([]SeatConfig(nil), seats...), Seed: seed, setup: su, slot: game.NewSaveSlot("orbit")}
	ctl, err := controllers(m.Seats, seed, stepped)
	if err != nil {
		return nil, err
	}
	// A session resumed from no history plays the table's step due at the
	// start: a solo game opens with the Emperor's dice.
	if m.sess, err = session.Resume[rules.State, rules.Action, rules.Observation](st, nil, ctl); err != nil {
		return nil, err
	}
	return m, nil
}

// matchFromRecord resumes a recorded game (an autosave) where it stopped.
func matchFromRecord(rec *rules.Record, stepped bool) (*match, error) {
	m := &match{setup: rec.Setup, slot: game.NewSaveSlot("orbit")} // a game played on from a record is a new one; a resumed one is given its slot
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
// table for its dice and draws.
func stepsOf(st rules.State, actions []rules.Action) ([]session.Step[rules.Action], error) {
	steps := make([]session.Step[rules.Action], len(actions))
	for i, a := range actions {
		seat := st.CurrentPlayer()
		if a.Kind == rules.KindRoll || a.Kind == rules.KindDraw {
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
	rec := &rules.Record{Setup: m.setup, Actions: m.sess.Actions()}
	seed := m.Seed
	rec.Seed = &seed
	for _, s := range m.Seats {
		rec.Players = append(rec.Players, rules.PlayerInfo{Name: s.Name, Kind: s.kind()})
	}
	return rec
}

// Names returns the seats' names.
func (m *match) Names() []string {
	names := make([]string, len(m.Seats))
	for i, s := range m.Seats {
		names[i] = s.Name
	}
	return names
}

// CurrentSeat returns the seat to act and who plays it; ok is false once
// the game is over.
func (m *match) CurrentSeat() (seat int, cfg SeatConfig, ok bool) {
	seat = m.State().CurrentPlayer()
	if seat < 0 {
		return -1, SeatConfig{}, false
	}
	return seat, m.Seats[seat], true
}
