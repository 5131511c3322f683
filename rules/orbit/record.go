package orbit

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"

	"orbis/rules/internal/seat"
)

// The record format: a versioned JSON document holding the players, the
// kit (every hex's definition and the solo penalty row), the deal and the
// actions in the notation of Action.String. Version 2 added a goal's
// "max" (Goal.Max); a version 1 record has none, so its goals count
// everything, as they did, and it loads and replays as it was played.
// Version 3 added "by", beside "actions": the seat of each step, in the
// order the table received them (every captain follows at once, so a
// step's seat need not be the seat-by-seat order's); a table's draw names
// the seat whose market it fills. Without it (every record of versions 1
// and 2) each step is the current seat's, seat by seat from the General,
// as it was played. A record is written in the lowest version that holds
// it: one played seat by seat is version 2 (RecordVersion), and a reader
// of version 2 still reads it; one that names its steps' seats is version
// 3 (RecordVersionBy).
const (
	RecordFormat    = "orbit-record"
	RecordVersion   = 2 // a record without its steps' seats
	RecordVersionBy = 3 // a record with them (Record.By); the latest this game reads
	// maxRecordSize bounds a record read: a game of MaxCaptains captains to
	// the cap of MaxTurns fits.
	maxRecordSize = 8 << 20
	maxNameLen    = 40
)

// ErrRecord is wrapped by every error about a record that cannot be loaded.
var ErrRecord = errors.New("invalid record")

// PlayerInfo names a seat and says who plays it, as every game's record
// does.
type PlayerInfo = seat.Info

// Record is a game: enough to replay it exactly.
type Record struct {
	Players []PlayerInfo
	Seed    *uint64 // the seed the game was dealt from, when there was one
	Setup   Setup
	Actions []Action
	// By is the seat of each action, in the order the table received
	// them, played with ApplyFor: a follow's seat, or the seat whose
	// market the table's draw fills. Nil: each action is the current
	// seat's, played with Apply (the seat-by-seat order of a table at one
	// screen, and every record of versions 1 and 2).
	By []int
}

// StepSeats returns the seat of each action: By, or for a record played
// seat by seat the current seat at each step, found by replaying it.
func (r *Record) StepSeats() ([]int, error) {
	if r.By != nil {
		return slices.Clone(r.By), nil
	}
	s, err := r.Start()
	if err != nil {
		return nil, fmt.Errorf("%w: %w", err, ErrRecord)
	}
	seats := make([]int, len(r.Actions))
	for i, a := range r.Actions {
		seats[i] = s.CurrentPlayer()
		if err := s.Apply(a); err != nil {
			return nil, fmt.Errorf("orbit record: action %d: %w: %w", i+1, err, ErrRecord)
		}
	}
	return seats, nil
}

// Start returns the first state of the recorded game.
func (r *Record) Start() (State, error) { return FromSetup(r.Setup) }

// Replay plays the recorded actions from the start and returns the state
// they lead to; the first illegal action stops it with an error naming it,
// numbered from 1.
func (r *Record) Replay() (State, error) {
	s, err := r.Start()
	if err != nil {
		return State{}, fmt.Errorf("%w: %w", err, ErrRecord)
	}
	if r.By != nil && len(r.By) != len(r.Actions) {
		return State{}, fmt.Errorf("orbit record: %d actions and %d seats: %w", len(r.Actions), len(r.By), ErrRecord)
	}
	for i, a := range r.Actions {
		if r.By != nil {
			err = s.ApplyFor(r.By[i], a)
		} else {
			err = s.Apply(a)
		}
		if err != nil {
			return State{}, fmt.Errorf("orbit record: action %d: %w: %w", i+1, err, ErrRecord)
		}
	}
	return s, nil
}

type goalJSON struct {
	Shape    string `json:"shape"`
	Resource string `json:"resource,omitempty"`
	Body     string `json:"body,omitempty"`
	Other    string `json:"other,omitempty"`
	Points   int    `json:"points"`
	Max      int    `json:"max,omitempty"`
}

type hexJSON struct {
	Body     string    `json:"body"`
	Resource string    `json:"resource"`
	Edges    []int     `json:"edges"`
	Goal     *goalJSON `json:"goal,omitempty"`
}

// seatJSON lists hexes by ID as numbers (a byte slice would be written as
// base64); a market slot left empty is -1.
type seatJSON struct {
	Ring   []int `json:"ring"`
	Goals  []int `json:"goals"`
	Market []int `json:"market"`
	Deck   []int `json:"deck"`
}

func idsToJSON(ids []HexID) []int {
	out := make([]int, len(ids))
	for i, id := range ids {
		out[i] = int(id)
		if id == NoHex {
			out[i] = -1
		}
	}
	return out
}

// idsFromJSON reads hex IDs; anything out of range becomes an ID no kit
// has, which FromSetup refuses.
func idsFromJSON(in []int) []HexID {
	out := make([]HexID, len(in))
	for i, v := range in {
		out[i] = NoHex
		if v >= 0 && v < KitHexes {
			out[i] = HexID(v)
		}
	}
	return out
}

type recordJSON struct {
	Format  string       `json:"format"`
	Version int          `json:"version"`
	Players []PlayerInfo `json:"players"`
	Seed    *uint64      `json:"seed,omitempty"`
	Kit     struct {
		Hexes   []hexJSON `json:"hexes"`
		Penalty []int     `json:"penalty"`
	} `json:"kit"`
	FirstGeneral int        `json:"first_general"`
	Dice         [2]uint64  `json:"dice"`
	Seats        []seatJSON `json:"seats"`
	Actions      []string   `json:"actions"`
	By           []int      `json:"by,omitempty"` // version 3: the seat of each action
}

// Marshal writes the record as indented JSON.
func (r *Record) Marshal() ([]byte, error) {
	j := recordJSON{Format: RecordFormat, Version: RecordVersion, Players: r.Players, Seed: r.Seed,
		FirstGeneral: r.Setup.FirstGeneral, Dice: r.Setup.Dice, Actions: make([]string, len(r.Actions))}
	for _, h := range r.Setup.Kit.Hexes {
		hj := hexJSON{Body: h.Body.String(), Resource: h.Resource.String()}
		for _, e := range h.Edges {
			hj.Edges = append(hj.Edges, int(e))
		}
		if g := h.Goal; g.Shape != NoShape {
			gj := &goalJSON{Shape: g.Shape.String(), Points: int(g.Points), Max: int(g.Max)}
			switch g.Shape {
			case Circle:
				gj.Resource = g.Resource.String()
			case Triangle:
				gj.Body = g.Body.String()
			case Square:
				gj.Body, gj.Other = g.Body.String(), g.Other.String()
			}
			hj.Goal = gj
		}
		j.Kit.Hexes = append(j.Kit.Hexes, hj)
	}
	for _, v := range r.Setup.Kit.Penalty {
		j.Kit.Penalty = append(j.Kit.Penalty, int(v))
	}
	for _, ss := range r.Setup.Seats {
		j.Seats = append(j.Seats, seatJSON{Ring: idsToJSON(ss.Ring[:]), Goals: idsToJSON(ss.Goals[:]),
			Market: idsToJSON(ss.Market[:]), Deck: idsToJSON(ss.Deck)})
	}
	for i, a := range r.Actions {
		j.Actions[i] = a.String()
	}
	if r.By != nil {
		if len(r.By) != len(r.Actions) {
			return nil, fmt.Errorf("orbit record: %d actions and %d seats: %w", len(r.Actions), len(r.By), ErrRecord)
		}
		j.Version, j.By = RecordVersionBy, r.By
	}
	return json.MarshalIndent(j, "", "  ")
}

// ReadRecord reads a record and replays it.
func ReadRecord(rd io.Reader) (*Record, State, error) {
	data, err := io.ReadAll(io.LimitReader(rd, maxRecordSize+1))
	if err != nil {
		return nil, State{}, fmt.Errorf("orbit record: %w", err)
	}
	return ParseRecord(data)
}

// ParseRecord decodes a record and replays it; it never panics on bad
// input, and every error wraps ErrRecord.
func ParseRecord(data []byte) (*Record, State, error) {
	r, err := decodeRecord(data)
	if err != nil {
		return nil, State{}, err
	}
	s, err := r.Replay()
	if err != nil {
		return nil, State{}, err
	}
	return r, s, nil
}

// IsRecord reports whether data looks like an Orbit record (its format
// field), for a reader that takes records of several games.
func IsRecord(data []byte) bool {
	var head struct {
		Format string `json:"format"`
	}
	return json.Unmarshal(data, &head) == nil && head.Format == RecordFormat
}

func decodeRecord(data []byte) (*Record, error) {
	fail := func(format string, args ...any) (*Record, error) {
		return nil, fmt.Errorf("orbit record: %s: %w", fmt.Sprintf(format, args...), ErrRecord)
	}
	if len(data) > maxRecordSize {
		return fail("larger than %d bytes", maxRecordSize)
	}
	var j recordJSON
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&j); err != nil {
		return fail("not a record: %v", err)
	}
	switch {
	case j.Format != RecordFormat:
		return fail("format %q, want %q", j.Format, RecordFormat)
	case j.Version < 1 || j.Version > RecordVersionBy:
		return fail("version %d; this game reads 1 to %d", j.Version, RecordVersionBy)
	case len(j.Players) != len(j.Seats) || len(j.Seats) < MinPlayers || len(j.Seats) > MaxCaptains:
		return fail("%d players and %d seats", len(j.Players), len(j.Seats))
	case len(j.Kit.Hexes) != KitHexes || len(j.Kit.Penalty) != PenaltySteps:
		return fail("a kit of %d hexes and %d penalties, want %d and %d", len(j.Kit.Hexes), len(j.Kit.Penalty), KitHexes, PenaltySteps)
	}
	for i, p := range j.Players {
		if len(p.Name) > maxNameLen {
			return fail("player %d's name is longer than %d bytes", i+1, maxNameLen)
		}
	}
	r := &Record{Players: j.Players, Seed: j.Seed}
	su := &r.Setup
	su.FirstGeneral, su.Dice = j.FirstGeneral, j.Dice
	for i, v := range j.Kit.Penalty {
		if v < 0 || v > 255 {
			return fail("penalty %d", v)
		}
		su.Kit.Penalty[i] = uint8(v)
	}
	for i, hj := range j.Kit.Hexes {
		h, err := hexFromJSON(&hj)
		if err != nil {
			return fail("hex %d: %v", i, err)
		}
		if h.Goal.Max != 0 && j.Version < 2 {
			return fail("hex %d: a goal's max in a version %d record", i, j.Version)
		}
		su.Kit.Hexes[i] = h
	}
	for i, sj := range j.Seats {
		if len(sj.Ring) != StartHexes || len(sj.Goals) != int(NumShapes)-1 || len(sj.Market) != MarketSize || len(sj.Deck) > DeckHexes {
			return fail("seat %d: a ring of %d, %d goals, a market of %d, a deck of %d", i+1, len(sj.Ring), len(sj.Goals), len(sj.Market), len(sj.Deck))
		}
		var ss SeatSetup
		copy(ss.Ring[:], idsFromJSON(sj.Ring))
		copy(ss.Goals[:], idsFromJSON(sj.Goals))
		copy(ss.Market[:], idsFromJSON(sj.Market))
		ss.Deck = idsFromJSON(sj.Deck)
		su.Seats = append(su.Seats, ss)
	}
	for i, text := range j.Actions {
		a, err := ParseAction(text)
		if err != nil {
			return fail("action %d: %v", i+1, err)
		}
		r.Actions = append(r.Actions, a)
	}
	switch {
	case j.By == nil:
	case j.Version < RecordVersionBy:
		return fail("the seats of the actions in a version %d record", j.Version)
	case len(j.By) != len(j.Actions):
		return fail("%d actions and %d seats", len(j.Actions), len(j.By))
	default:
		for i, seat := range j.By {
			if seat < 0 || seat >= len(j.Seats) {
				return fail("action %d: seat %d of %d", i+1, seat, len(j.Seats))
			}
		}
		r.By = j.By
	}
	return r, nil
}

func nameIndex(names []string, s string) (int, bool) {
	i := slices.Index(names, s)
	return i, i >= 0
}

func hexFromJSON(hj *hexJSON) (HexDef, error) {
	var h HexDef
	b, ok1 := nameIndex(bodyNames[:], hj.Body)
	r, ok2 := nameIndex(resourceNames[:], hj.Resource)
	if !ok1 || !ok2 || len(hj.Edges) != EdgeCount {
		return h, fmt.Errorf("body %q, resource %q, %d edges", hj.Body, hj.Resource, len(hj.Edges))
	}
	h.Body, h.Resource = Body(b), Resource(r)
	for i, e := range hj.Edges {
		if e < 0 || e > maxEdge {
			return h, fmt.Errorf("edge %d", e)
		}
		h.Edges[i] = uint8(e)
	}
	if g := hj.Goal; g != nil {
		shape, ok := nameIndex(shapeNames[:], g.Shape)
		if !ok || shape == int(NoShape) {
			return h, fmt.Errorf("goal shape %q", g.Shape)
		}
		if g.Points < 0 || g.Points > 255 || g.Max < 0 || g.Max > 255 {
			return h, fmt.Errorf("goal points %d, max %d", g.Points, g.Max)
		}
		h.Goal = Goal{Shape: Shape(shape), Points: uint8(g.Points), Max: uint8(g.Max)}
		switch h.Goal.Shape {
		case Circle:
			r, ok := nameIndex(resourceNames[:], g.Resource)
			if !ok {
				return h, fmt.Errorf("circle goal resource %q", g.Resource)
			}
			h.Goal.Resource = Resource(r)
		case Triangle, Square:
			b, ok := nameIndex(bodyNames[:], g.Body)
			if !ok {
				return h, fmt.Errorf("goal body %q", g.Body)
			}
			h.Goal.Body = Body(b)
			if h.Goal.Shape == Square {
				o, ok := nameIndex(bodyNames[:], g.Other)
				if !ok {
					return h, fmt.Errorf("square goal body %q", g.Other)
				}
				h.Goal.Other = Body(o)
			}
		}
	}
	return h, nil
}
