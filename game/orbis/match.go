// Package orbis is Orbis on the table: its setup, play, pause and game-over
// scenes, the turn of a person at the screen, the computer seats, the
// hints, and the words the table says. It plays through a session of
// game/session and draws with render/orbis.
package orbis

import (
	"fmt"
	"strings"

	"orbis/game"
	"orbis/game/session"
	rules "orbis/rules/orbis"
	"orbis/rules/orbis/ai"
)

// SeatConfig says who plays a seat: a person (Level 0) or a computer, a
// named rival's id when one plays it (Level is then the rival's).
type SeatConfig struct {
	Name  string
	Level ai.Level // 0 for a person
	Rival string
}

// rivalSeat is a seat the rival plays, at its level.
func rivalSeat(name string, r ai.Rival) SeatConfig {
	return SeatConfig{Name: name, Level: r.Level, Rival: r.ID}
}

// Human reports whether a person plays the seat.
func (c SeatConfig) Human() bool { return c.Level == 0 }

// kind is the seat's record kind: "human", "ai:<level>" or "ai:<rival>".
func (c SeatConfig) kind() string {
	switch {
	case c.Human():
		return "human"
	case c.Rival != "":
		return "ai:" + c.Rival
	}
	return "ai:" + c.Level.String()
}

// config is how the seat's computer plays: its level, a rival's style.
func (c SeatConfig) config(seed uint64) ai.Config {
	cfg := ai.Config{Level: c.Level, Seed: seed}
	if r, err := ai.RivalByID(c.Rival); err == nil {
		cfg.Level, cfg.Style = r.Level, r.Style
	}
	return cfg
}

// seatFromInfo reads a seat from a record's player entry: a level, or a
// rival by its id; an unknown kind is a person's seat.
func seatFromInfo(p rules.PlayerInfo) SeatConfig {
	c := SeatConfig{Name: p.Name}
	if kind, ok := strings.CutPrefix(p.Kind, "ai:"); ok {
		if l, err := ai.ParseLevel(kind); err == nil {
			c.Level = l
		} else if r, err := ai.RivalByID(kind); err == nil {
			c = rivalSeat(p.Name, r)
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
	slot  game.SaveSlot // its place among the games in progress
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
	m := &match{Seats: append([]SeatConfig(nil), seats...), Seed: seed, setup: su, slot: game.NewSaveSlot("orbis")}
	ctl, err := controllers(m.Seats, seed, stepped)
	if err != nil {
		return nil, err
	}
	m.sess = session.New[rules.State, rules.Action, rules.Observation](st, ctl)
	return m, nil
}

// matchFromRecord resumes a recorded game (an autosave) where it stopped.
func matchFromRecord(rec *rules.Record, stepped bool) (*match, error) {
	m := &match{setup: rec.Setup, slot: game.NewSaveSlot("orbis")} // a game played on from a record is a new one; a resumed one is given its slot
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
		p, err := ai.NewPlayer(s.config(seed*131 + uint64(i)))
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
