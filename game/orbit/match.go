// Package orbit is Orbit on the table: a game in progress through a
// session of game/session, its computer captains as the session's
// controllers, and its saves as records. Its scenes build on this.
package orbit

import (
	"strings"

	"orbis/game"
	"orbis/game/session"
	"orbis/game/table"
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

// Kind is the seat's record kind: "human" or "ai:<level>".
func (c SeatConfig) Kind() string {
	if c.Human() {
		return "human"
	}
	return "ai:" + c.Level.String()
}

// Named is the seat's name.
func (c SeatConfig) Named() string { return c.Name }

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

// orbitNet keeps an online table's session in step with the server.
type orbitNet = game.Net[rules.State, rules.Action, rules.Observation, *rules.State]

// match is a game of Orbit in progress: who plays, how it was dealt, and
// the session that plays it; a view of a server's game follows its table
// steps, not checks them.
type match = table.Match[rules.State, rules.Action, rules.Observation, *rules.State, *rules.Record, SeatConfig]

// tableSpec is Orbit as the table plays it.
var tableSpec = &table.Spec[rules.State, rules.Action, rules.Observation, *rules.State, *rules.Record, SeatConfig]{
	Online:    onlineSpec(),
	Format:    rules.RecordFormat,
	Parse:     func(data []byte) (*rules.Record, error) { rec, _, err := rules.ParseRecord(data); return rec, err },
	ErrRecord: rules.ErrRecord,
	Deal: func(seats []SeatConfig, general int, seed uint64) (*rules.Record, error) {
		_, su, err := rules.NewGame(rules.Config{Players: len(seats), Seed: seed, FirstGeneral: general})
		if err != nil {
			return nil, err
		}
		return recordOf(&rules.Record{Setup: su}, seats, seed, nil), nil
	},
	Seats:  func(rec *rules.Record) []SeatConfig { return table.SeatsOf(rec.Players, seatFromInfo) },
	Seed:   func(rec *rules.Record) *uint64 { return rec.Seed },
	Record: recordOf,
	Table:  func(a rules.Action) bool { return a.Kind == rules.KindRoll || a.Kind == rules.KindDraw },
	Computer: func(c SeatConfig, seed uint64, stepped bool) (session.Controller[rules.Action, rules.Observation], error) {
		p, err := ai.NewPlayer(ai.Config{Level: c.Level, Seed: seed})
		if err != nil {
			return nil, err
		}
		return computer(p, stepped), nil
	},
	AsPerson:   func(c SeatConfig) SeatConfig { c.Level = 0; return c },
	AsStandIn:  func(c SeatConfig) SeatConfig { c.Level = ai.Hard; return c },
	FollowView: true, // a view's dice and draws are as the server made them
}

// recordOf is the record of a game dealt as dealt, its seats and seed,
// with these actions.
func recordOf(dealt *rules.Record, seats []SeatConfig, seed uint64, actions []rules.Action) *rules.Record {
	rec := &rules.Record{Setup: dealt.Setup, Actions: actions}
	rec.Seed = &seed
	for _, s := range seats {
		rec.Players = append(rec.Players, rules.PlayerInfo{Name: s.Name, Kind: s.Kind()})
	}
	return rec
}

// newMatch deals a game; general is the first General, or -1 to draw it.
// Every seat needs a name that is not blank, so that its record loads
// again. stepped makes the computers think a slice at a time (a browser
// tab).
func newMatch(seats []SeatConfig, general int, seed uint64, stepped bool) (*match, error) {
	return table.NewMatch(tableSpec, seats, general, seed, stepped)
}

// matchFromRecord resumes a recorded game (an autosave) where it stopped.
func matchFromRecord(rec *rules.Record, stepped bool) (*match, error) {
	return table.MatchFromRecord(tableSpec, rec, stepped)
}
