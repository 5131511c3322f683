package analysis

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	rules "orbis/rules/orbis"
	"orbis/rules/orbis/ai"
)

// ErrNotOrbis is wrapped by the error for a record of another game (an
// Orbit record): the analysis reads Orbis games only.
var ErrNotOrbis = errors.New("not an Orbis record")

// orbitFormat is the format field of an Orbit record, which the analysis
// names in its refusal rather than calling it broken.
const orbitFormat = "orbit-record"

// Parse reads a record from untrusted bytes and checks it completely (its
// format, setup, tiles and every action, by replaying it). An Orbit record
// is refused with an error wrapping ErrNotOrbis; anything else that is no
// valid Orbis record with one wrapping rules.ErrRecord.
func Parse(data []byte) (*rules.Record, error) {
	var head struct {
		Format string `json:"format"`
	}
	if err := json.NewDecoder(bytes.NewReader(data)).Decode(&head); err == nil && head.Format == orbitFormat {
		return nil, fmt.Errorf("analysis: this is an Orbit record; only Orbis games can be analysed: %w", ErrNotOrbis)
	}
	rec, _, err := rules.ParseRecord(data)
	if err != nil {
		return nil, fmt.Errorf("analysis: %w", err)
	}
	return rec, nil
}

// turn is one turn of the recorded game: the position it started from and
// what its seat did, without the table's draw that followed it.
type turn struct {
	number  int // 1-based, in the order of the game
	seat    int
	start   rules.State
	actions []rules.Action
	ended   bool
	move    ai.Move // the main decision; valid when decided
	decided bool    // a tile was placed or a god taken
}

// game is a record cut into turns, checked action by action.
type game struct {
	rec      *rules.Record
	turns    []turn
	final    rules.State
	analysed [rules.MaxPlayers]bool // the seats whose decisions are rated
}

// readGame replays a record (which may come from anywhere) and cuts it into
// turns. Every problem is an error naming where it is; nothing panics.
func readGame(rec *rules.Record) (*game, error) {
	if rec == nil {
		return nil, errors.New("analysis: no record")
	}
	s, err := rec.Start()
	if err != nil {
		return nil, fmt.Errorf("analysis: record setup: %w: %w", err, rules.ErrRecord)
	}
	if len(rec.Players) != s.NumPlayers() {
		return nil, fmt.Errorf("analysis: record names %d players for a %d-player setup: %w", len(rec.Players), s.NumPlayers(), rules.ErrRecord)
	}
	g := &game{rec: rec}
	for i, a := range rec.Actions {
		if a.Kind != rules.KindDraw && (len(g.turns) == 0 || g.turns[len(g.turns)-1].ended) {
			if s.Phase() != rules.PhaseChoose {
				return nil, fmt.Errorf("analysis: record action %d (%v): a turn starts in the %v phase: %w", i+1, a, s.Phase(), rules.ErrRecord)
			}
			g.turns = append(g.turns, turn{number: s.Turn() + 1, seat: s.CurrentPlayer(), start: s})
		}
		if err := s.Apply(a); err != nil {
			return nil, fmt.Errorf("analysis: record action %d (%v): %w: %w", i+1, a, err, rules.ErrRecord)
		}
		if a.Kind == rules.KindDraw {
			continue
		}
		t := &g.turns[len(g.turns)-1]
		t.actions = append(t.actions, a)
		t.ended = a.Kind == rules.KindEndTurn
	}
	// A record that stops between turns (an autosave) still has a position
	// to estimate: the turn about to start.
	if !s.IsOver() && s.Phase() == rules.PhaseChoose && (len(g.turns) == 0 || g.turns[len(g.turns)-1].ended) {
		g.turns = append(g.turns, turn{number: s.Turn() + 1, seat: s.CurrentPlayer(), start: s})
	}
	g.final = s
	for i := range g.turns {
		t := &g.turns[i]
		m, err := ai.MoveOf(&t.start, t.actions)
		if err != nil {
			return nil, fmt.Errorf("analysis: turn %d: %w: %w", t.number, err, rules.ErrRecord)
		}
		t.move, t.decided = sameStart(&t.start, m), m.IsGod() || m.Slot >= 0
	}
	anyHuman := false
	for _, p := range rec.Players {
		anyHuman = anyHuman || p.Kind == "human"
	}
	for seat, p := range rec.Players {
		g.analysed[seat] = !anyHuman || p.Kind == "human"
	}
	return g, nil
}

// middleOfBase is the placement that stands for every column of an empty
// pyramid, as the search names it.
const middleOfBase = 2

// sameStart names a first tile's placement as the search does: every
// column of an empty base is the same start, so a tile placed at either end
// is the move the search knows as the middle one.
func sameStart(s *rules.State, m ai.Move) ai.Move {
	if !m.IsGod() && m.Slot >= 0 && rules.InBase(int(m.Slot)) && s.Seat(s.CurrentPlayer()).RegionCount == 0 {
		m.Slot = middleOfBase
	}
	return m
}

// rated reports whether the turn is a decision the analysis rates.
func (g *game) rated(t *turn) bool { return g.analysed[t.seat] && t.decided }

// playerName is a seat's name in the record, or "Player N".
func (g *game) playerName(seat int) string {
	if seat >= 0 && seat < len(g.rec.Players) && g.rec.Players[seat].Name != "" {
		return g.rec.Players[seat].Name
	}
	return fmt.Sprintf("Player %d", seat+1)
}

// turnsInGame is how many turns a whole game has.
func turnsInGame(s *rules.State) int { return s.NumPlayers() * rules.TurnsPerSeat }

// withoutEnd returns a turn's actions without its closing EndTurn: what
// rules.State.Outcome accepts.
func withoutEnd(actions []rules.Action) []rules.Action {
	if n := len(actions); n > 0 && actions[n-1].Kind == rules.KindEndTurn {
		return actions[:n-1]
	}
	return actions
}
