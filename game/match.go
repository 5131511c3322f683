// Package game is the application: scenes, turn orchestration for human and
// computer seats, undo, autosave. State flows one way: input intents become
// rules actions on the Match, and render draws a read-only view of it.
package game

import (
	"fmt"
	"strings"

	rules "orbis/rules/orbis"
	"orbis/rules/orbis/ai"
)

// SeatConfig says who plays a seat: a person (Level 0) or a computer.
type SeatConfig struct {
	Name  string
	Level ai.Level // 0 for a human
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

// Match is a game in progress: the rules state, its record, and the state
// at the start of the current turn, which undo returns to.
type Match struct {
	Seats     []SeatConfig
	Seed      uint64
	rec       *rules.Record
	state     rules.State
	turnStart rules.State
	turnFrom  int // actions recorded before the current turn
}

// NewMatch deals a game. start is the first seat, or -1 to draw it. Every
// seat needs a name that is not blank, so that its record loads again.
func NewMatch(seats []SeatConfig, start int, seed uint64) (*Match, error) {
	for i, s := range seats {
		if strings.TrimSpace(s.Name) == "" {
			return nil, fmt.Errorf("game: seat %d has no name", i+1)
		}
	}
	st, su, err := rules.NewGame(rules.Config{Players: len(seats), Seed: seed, StartPlayer: start})
	if err != nil {
		return nil, err
	}
	infos := make([]rules.PlayerInfo, len(seats))
	for i, s := range seats {
		infos[i] = rules.PlayerInfo{Name: s.Name, Kind: s.kind()}
	}
	m := &Match{Seats: append([]SeatConfig(nil), seats...), Seed: seed, rec: rules.NewRecord(infos, &seed, su), state: st}
	m.turnStart = st
	return m, nil
}

// MatchFromRecord resumes a recorded game (an autosave) where it stopped.
func MatchFromRecord(rec *rules.Record) (*Match, error) {
	m := &Match{rec: rec}
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
	m.turnStart = st
	for i, a := range rec.Actions {
		turn := st.Turn()
		if err := st.Apply(a); err != nil {
			return nil, fmt.Errorf("game: record action %d: %w", i+1, err)
		}
		if st.Turn() != turn {
			m.turnStart, m.turnFrom = st, i+1
		}
	}
	m.state = st
	return m, nil
}

// State returns the current state; callers must not change it.
func (m *Match) State() *rules.State { return &m.state }

// Record returns the game's record so far.
func (m *Match) Record() *rules.Record { return m.rec }

// Names returns the seats' names.
func (m *Match) Names() []string {
	out := make([]string, len(m.Seats))
	for i, s := range m.Seats {
		out[i] = s.Name
	}
	return out
}

// Apply plays an action and records it. An illegal action changes nothing.
// The end of a turn is followed by the table's draw of the refill.
func (m *Match) Apply(a rules.Action) error {
	turn := m.state.Turn()
	if err := m.state.Apply(a); err != nil {
		return err
	}
	m.rec.Actions = append(m.rec.Actions, a)
	if draw, ok := m.state.Chance(); ok {
		if err := m.state.Apply(draw); err != nil {
			return err
		}
		m.rec.Actions = append(m.rec.Actions, draw)
	}
	if m.state.Turn() != turn {
		m.turnStart, m.turnFrom = m.state, len(m.rec.Actions)
	}
	return nil
}

// ApplyAll plays actions in order and stops at the first illegal one.
func (m *Match) ApplyAll(actions []rules.Action) error {
	for _, a := range actions {
		if err := m.Apply(a); err != nil {
			return err
		}
	}
	return nil
}

// CanUndo reports whether the current turn has actions to take back.
func (m *Match) CanUndo() bool { return len(m.rec.Actions) > m.turnFrom }

// Undo takes the current turn back to its start. Nothing of it was
// revealed: the refill happens only when the turn ends.
func (m *Match) Undo() bool {
	if !m.CanUndo() {
		return false
	}
	m.state = m.turnStart
	m.rec.Actions = m.rec.Actions[:m.turnFrom]
	return true
}

// TurnActions returns the actions of the current turn so far.
func (m *Match) TurnActions() []rules.Action { return m.rec.Actions[m.turnFrom:] }

// CurrentSeat returns the seat to act and its config; ok is false at the end.
func (m *Match) CurrentSeat() (int, SeatConfig, bool) {
	seat := m.state.CurrentPlayer()
	if seat < 0 {
		return -1, SeatConfig{}, false
	}
	return seat, m.Seats[seat], true
}
