// Package orbis is Orbis on the table: its setup, play, pause and game-over
// scenes, the turn of a person at the screen, the computer seats, the
// hints, and the words the table says. It plays through a session of
// game/session and draws with render/orbis.
package orbis

import (
	"strings"

	"orbis/game"
	"orbis/game/session"
	"orbis/game/table"
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

// Kind is the seat's record kind: "human", "ai:<level>" or "ai:<rival>".
func (c SeatConfig) Kind() string {
	switch {
	case c.Human():
		return "human"
	case c.Rival != "":
		return "ai:" + c.Rival
	}
	return "ai:" + c.Level.String()
}

// Named is the seat's name.
func (c SeatConfig) Named() string { return c.Name }

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

// orbisNet keeps an online table's session in step with the server.
type orbisNet = game.Net[rules.State, rules.Action, rules.Observation, *rules.State]

// match is a game of Orbis in progress: who plays, how it was dealt, and
// the session that plays it.
type match = table.Match[rules.State, rules.Action, rules.Observation, *rules.State, *rules.Record, SeatConfig]

// tableSpec is Orbis as the table plays it.
var tableSpec = &table.Spec[rules.State, rules.Action, rules.Observation, *rules.State, *rules.Record, SeatConfig]{
	Online:    onlineSpec(),
	Format:    rules.RecordFormat,
	Parse:     func(data []byte) (*rules.Record, error) { rec, _, err := rules.ParseRecord(data); return rec, err },
	ErrRecord: rules.ErrRecord,
	Deal: func(seats []SeatConfig, first int, seed uint64) (*rules.Record, error) {
		_, su, err := rules.NewGame(rules.Config{Players: len(seats), Seed: seed, StartPlayer: first})
		if err != nil {
			return nil, err
		}
		return recordOf(&rules.Record{Setup: su}, seats, seed, nil), nil
	},
	Seats:  func(rec *rules.Record) []SeatConfig { return table.SeatsOf(rec.Players, seatFromInfo) },
	Seed:   func(rec *rules.Record) *uint64 { return rec.Seed },
	Record: recordOf,
	Table:  func(a rules.Action) bool { return a.Kind == rules.KindDraw },
	Computer: func(c SeatConfig, seed uint64, stepped bool) (session.Controller[rules.Action, rules.Observation], error) {
		p, err := ai.NewPlayer(c.config(seed))
		if err != nil {
			return nil, err
		}
		return computer(p, stepped), nil
	},
	AsPerson:  func(c SeatConfig) SeatConfig { c.Level, c.Rival = 0, ""; return c },
	AsStandIn: func(c SeatConfig) SeatConfig { c.Level = ai.Hard; return c },
}

// recordOf is the record of a game dealt as dealt, its seats and seed,
// with these actions.
func recordOf(dealt *rules.Record, seats []SeatConfig, seed uint64, actions []rules.Action) *rules.Record {
	infos := make([]rules.PlayerInfo, len(seats))
	for i, s := range seats {
		infos[i] = rules.PlayerInfo{Name: s.Name, Kind: s.Kind()}
	}
	rec := rules.NewRecord(infos, &seed, dealt.Setup)
	rec.Actions = actions
	return rec
}

// newMatch deals a game. start is the first seat, or -1 to draw it. Every
// seat needs a name that is not blank, so that its record loads again.
// stepped makes the computers think a slice at a time (a browser tab).
func newMatch(seats []SeatConfig, start int, seed uint64, stepped bool) (*match, error) {
	return table.NewMatch(tableSpec, seats, start, seed, stepped)
}

// matchFromRecord resumes a recorded game (an autosave) where it stopped.
func matchFromRecord(rec *rules.Record, stepped bool) (*match, error) {
	return table.MatchFromRecord(tableSpec, rec, stepped)
}
