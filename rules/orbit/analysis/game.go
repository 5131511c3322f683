package analysis

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"orbis/rules/orbit"
)

// ErrNotOrbit is wrapped by the error for a record of another game (an
// Orbis record): this analysis reads Orbit games.
var ErrNotOrbit = errors.New("not an Orbit record")

// Parse reads a record from untrusted bytes and checks it completely (its
// format, setup and every step, by replaying it): versions 1 to 3.
func Parse(data []byte) (*orbit.Record, error) {
	var head struct {
		Format string `json:"format"`
	}
	if err := json.NewDecoder(bytes.NewReader(data)).Decode(&head); err == nil && head.Format != "" && head.Format != orbit.RecordFormat {
		return nil, fmt.Errorf("analysis: a record of format %q; this analysis reads Orbit games: %w", head.Format, ErrNotOrbit)
	}
	rec, _, err := orbit.ParseRecord(data)
	if err != nil {
		return nil, fmt.Errorf("analysis: %w", err)
	}
	return rec, nil
}

// Kind is what a decision decides.
type Kind uint8

// The decisions of a game of Orbit.
const (
	KindOrder  Kind = iota // the General's order
	KindAnswer             // solo: follow the Emperor's roll, or countermand it
	KindFollow             // a seat's follow, up to its next wait: one or two actions and done, or a pass
	numKinds
)

var kindNames = [numKinds]string{"order", "answer", "follow"}

func (k Kind) String() string {
	if k < numKinds {
		return kindNames[k]
	}
	return fmt.Sprintf("kind(%d)", uint8(k))
}

// MarshalText writes the kind's name.
func (k Kind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// UnmarshalText reads a kind by its name.
func (k *Kind) UnmarshalText(text []byte) error {
	for i, name := range kindNames {
		if string(text) == name {
			*k = Kind(i)
			return nil
		}
	}
	return fmt.Errorf("analysis: no decision %q", text)
}

// decision is one decision of the recorded game: the position it was made
// in and the seat's actions, up to where the seat waited again (for a
// follow: its status left "following", for a refill of its market or the
// end of its follow).
type decision struct {
	kind    Kind
	turn    int // 1-based
	step    int // the record's step (1-based) of its first action
	seat    int
	start   orbit.State
	actions []orbit.Action
}

// turnStart is the position at the start of a turn, for the timeline.
type turnStart struct {
	turn    int // 1-based
	general int
	start   orbit.State
}

// game is a record cut into decisions, checked step by step.
type game struct {
	rec       *orbit.Record
	decisions []decision
	starts    []turnStart
	final     orbit.State
	analysed  []bool // the seats whose decisions are rated
}

// readGame replays a record (which may come from anywhere) and cuts it
// into decisions: the steps of a version 3 record with their seats
// (ApplyFor), older ones seat by seat (Apply). Every problem is an error
// naming where it is; nothing panics.
func readGame(rec *orbit.Record) (*game, error) {
	if rec == nil {
		return nil, errors.New("analysis: no record")
	}
	s, err := rec.Start()
	if err != nil {
		return nil, fmt.Errorf("analysis: record setup: %w: %w", err, orbit.ErrRecord)
	}
	n := s.NumPlayers()
	if len(rec.Players) != n {
		return nil, fmt.Errorf("analysis: record names %d players for a %d-captain setup: %w", len(rec.Players), n, orbit.ErrRecord)
	}
	if rec.By != nil && len(rec.By) != len(rec.Actions) {
		return nil, fmt.Errorf("analysis: %d steps and %d seats: %w", len(rec.Actions), len(rec.By), orbit.ErrRecord)
	}
	g := &game{rec: rec, analysed: make([]bool, n)}
	open := make([]int, n) // each seat's follow under way: its index in g.decisions + 1
	for i, a := range rec.Actions {
		seat := s.CurrentPlayer()
		if rec.By != nil {
			seat = rec.By[i]
		}
		if seat < 0 || seat >= n {
			return nil, fmt.Errorf("analysis: record step %d (%v): seat %d of %d: %w", i+1, a, seat, n, orbit.ErrRecord)
		}
		g.noteTurn(&s)
		before := s
		switch a.Kind {
		case orbit.KindDraw, orbit.KindRoll:
		case orbit.KindOrder:
			g.decisions = append(g.decisions, decision{kind: KindOrder, turn: s.Turn() + 1, step: i + 1, seat: seat, start: before, actions: []orbit.Action{a}})
		case orbit.KindAccept, orbit.KindCountermand:
			g.decisions = append(g.decisions, decision{kind: KindAnswer, turn: s.Turn() + 1, step: i + 1, seat: seat, start: before, actions: []orbit.Action{a}})
		default:
			if open[seat] == 0 {
				g.decisions = append(g.decisions, decision{kind: KindFollow, turn: s.Turn() + 1, step: i + 1, seat: seat, start: before})
				open[seat] = len(g.decisions)
			}
			d := &g.decisions[open[seat]-1]
			d.actions = append(d.actions, a)
		}
		if rec.By != nil {
			err = s.ApplyFor(seat, a)
		} else {
			err = s.Apply(a)
		}
		if err != nil {
			return nil, fmt.Errorf("analysis: record step %d (%v, seat %d): %w: %w", i+1, a, seat+1, err, orbit.ErrRecord)
		}
		if open[seat] != 0 && (s.Status(seat) != orbit.SeatFollowing || s.IsOver()) {
			open[seat] = 0 // the seat waits: its market refilled, or its follow over
		}
	}
	g.noteTurn(&s) // a record that stops between turns still has a position to estimate
	g.final = s
	anyHuman := false
	for _, p := range rec.Players {
		anyHuman = anyHuman || p.Kind == "human"
	}
	for seat, p := range rec.Players {
		g.analysed[seat] = !anyHuman || p.Kind == "human"
	}
	return g, nil
}

// noteTurn notes the start of a turn, the first time its position is seen:
// the General about to order, or (solo) the Emperor's dice about to roll.
func (g *game) noteTurn(s *orbit.State) {
	if s.IsOver() || s.Phase() != orbit.PhaseOrder && s.Phase() != orbit.PhaseRoll {
		return
	}
	if k := len(g.starts); k > 0 && g.starts[k-1].turn == s.Turn()+1 {
		return
	}
	g.starts = append(g.starts, turnStart{turn: s.Turn() + 1, general: s.General(), start: *s})
}

// rated reports whether a decision is one the analysis rates.
func (g *game) rated(d *decision) bool { return g.analysed[d.seat] }

// playerName is a seat's name in the record, or "Captain N".
func (g *game) playerName(seat int) string {
	if seat >= 0 && seat < len(g.rec.Players) && g.rec.Players[seat].Name != "" {
		return g.rec.Players[seat].Name
	}
	return fmt.Sprintf("Captain %d", seat+1)
}
