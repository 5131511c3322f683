package orbis

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"orbis/rules/internal/seat"
)

// The record format: a versioned JSON document holding the players, the
// whole setup with the definitions of the tiles in play, and the actions.
// docs/record-format.md describes it. Version 2 adds base tiles placed
// beyond an end of the base row ("place 0,-1", "wild 0,5"); version 3 the
// refill as chance's own action ("draw L2-05") after the end of a turn. A
// record is written in the lowest version that holds its actions; records
// of versions 1 and 2 are read with their draws put back from the piles.
const (
	RecordFormat  = "orbis-record"
	RecordVersion = 3 // the newest version this game reads and writes
	maxRecordSize = 4 << 20
	maxNameLen    = 40
)

// versionFor returns the lowest format version that can hold the actions.
func versionFor(actions []Action) int {
	v := 1
	for _, a := range actions {
		switch {
		case a.Kind == KindDraw:
			return 3
		case a.Kind == KindPlace && a.Pos >= PyramidSlots:
			v = 2
		}
	}
	return v
}

// ErrRecord is wrapped by every error about a record that cannot be loaded.
var ErrRecord = errors.New("invalid record")

// PlayerInfo names a seat and says who plays it, as every game's record
// does.
type PlayerInfo = seat.Info

// Record is a game: enough to replay it exactly.
type Record struct {
	Players []PlayerInfo
	Seed    *uint64 // the seed the setup was dealt from, when there was one
	Setup   Setup
	Actions []Action
	version int // the format version read, 0 for a record made here
}

// NewRecord starts the record of a game dealt with NewGame or NewSetup.
func NewRecord(players []PlayerInfo, seed *uint64, su Setup) *Record {
	return &Record{Players: append([]PlayerInfo(nil), players...), Seed: seed, Setup: su}
}

// Start returns the first state of the recorded game.
func (r *Record) Start() (State, error) { return FromSetup(r.Setup) }

// Replay plays the recorded actions from the start and returns the state
// they lead to. The first illegal action stops it with an error naming the
// action, numbered from 1.
func (r *Record) Replay() (State, error) {
	s, err := r.Start()
	if err != nil {
		return State{}, fmt.Errorf("%w: %w", err, ErrRecord)
	}
	for i, a := range r.Actions {
		if err := s.Apply(a); err != nil {
			return State{}, fmt.Errorf("record: action %d: %w: %w", i+1, err, ErrRecord)
		}
	}
	return s, nil
}

// JSON shapes of the format.
type (
	recordJSON struct {
		Format  string       `json:"format"`
		Version int          `json:"version"`
		Players []PlayerInfo `json:"players"`
		Setup   setupJSON    `json:"setup"`
		Actions []string     `json:"actions"`
	}
	setupJSON struct {
		Seed        *uint64    `json:"seed,omitempty"`
		StartPlayer int        `json:"start_player"`
		Tiles       []tileJSON `json:"tiles"`
		Display     []string   `json:"display"`
		Piles       [][]string `json:"piles"`
		Gods        []string   `json:"gods"`
		Temples     []int      `json:"temples"`
	}
	tileJSON struct {
		ID     string     `json:"id"`
		Level  int        `json:"level"`
		Color  string     `json:"color"`
		Stars  string     `json:"stars,omitempty"`
		Cost   []string   `json:"cost"`
		CP     int        `json:"cp"`
		Mystic int        `json:"mystic,omitempty"`
		Effect effectJSON `json:"effect"`
	}
	effectJSON struct {
		Kind        string   `json:"kind"`
		Color       string   `json:"color,omitempty"`
		Worshippers int      `json:"worshippers,omitempty"`
		Neighbours  int      `json:"neighbours,omitempty"`
		Colors      []string `json:"colors,omitempty"`
		Cubes       []string `json:"cubes,omitempty"`
		Symbols     int      `json:"symbols,omitempty"`
	}
)

// Marshal writes the record as indented JSON.
func (r *Record) Marshal() ([]byte, error) {
	doc := recordJSON{Format: RecordFormat, Version: versionFor(r.Actions), Players: r.Players, Actions: make([]string, len(r.Actions))}
	if doc.Players == nil {
		doc.Players = []PlayerInfo{}
	}
	su := &r.Setup
	if su.Tiles == nil {
		return nil, errors.New("record: setup has no tiles")
	}
	for i, a := range r.Actions {
		doc.Actions[i] = actionText(a, su.Tiles)
	}
	ds := &doc.Setup
	ds.Seed, ds.StartPlayer, ds.Temples = r.Seed, su.StartPlayer, su.Temples
	name := func(id TileID) string {
		if id == NoTile || int(id) >= su.Tiles.Len() {
			return ""
		}
		return su.Tiles.tiles[id].ID
	}
	for i := range su.Tiles.tiles {
		ds.Tiles = append(ds.Tiles, tileToJSON(&su.Tiles.tiles[i]))
	}
	for _, id := range su.Display {
		ds.Display = append(ds.Display, name(id))
	}
	for _, pile := range su.Piles {
		ids := []string{}
		for _, id := range pile {
			ids = append(ids, name(id))
		}
		ds.Piles = append(ds.Piles, ids)
	}
	ds.Gods = []string{}
	for _, g := range su.Gods {
		ds.Gods = append(ds.Gods, g.String())
	}
	if ds.Temples == nil {
		ds.Temples = []int{}
	}
	return json.MarshalIndent(doc, "", "  ")
}

func colorNamesOf(c Cost) []string {
	out := []string{}
	for col := Color(0); col <= AnyColor; col++ {
		for range c[col] {
			out = append(out, col.String())
		}
	}
	return out
}

func tileToJSON(t *Tile) tileJSON {
	j := tileJSON{ID: t.ID, Level: int(t.Level), Color: t.Color.String(), Cost: colorNamesOf(t.Cost), CP: int(t.CP), Mystic: int(t.Mystic)}
	if t.Stars != NoStar {
		j.Stars = t.Stars.String()
	}
	e := &j.Effect
	e.Kind = t.Effect.String()
	switch t.Effect {
	case Farm, Irrigation:
		e.Color = t.EffectColor.String()
	case Proselytism:
		e.Color, e.Worshippers = t.EffectColor.String(), int(t.Amount)
	case Village:
		e.Worshippers = int(t.Amount)
	case Forest:
		e.Neighbours = int(t.Amount)
		for _, c := range t.ForestColors.Colors() {
			e.Colors = append(e.Colors, c.String())
		}
	case Volcano:
		e.Cubes = colorNamesOf(t.VolcanoCubes)
	case Temple:
		e.Symbols = int(t.Amount)
	}
	return j
}

// ReadRecord reads a record from r and checks it completely: the format,
// the setup, every tile definition and every action, by replaying it. It
// returns the record and the state its actions lead to. The error names the
// first problem and where it is.
func ReadRecord(r io.Reader) (*Record, State, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxRecordSize+1))
	if err != nil {
		return nil, State{}, fmt.Errorf("record: %w", err)
	}
	return ParseRecord(data)
}

// ParseRecord is ReadRecord for a record in memory.
func ParseRecord(data []byte) (*Record, State, error) {
	rec, err := decodeRecord(data)
	if err != nil {
		return nil, State{}, fmt.Errorf("record: %w: %w", err, ErrRecord)
	}
	if rec.version < 3 {
		if err := rec.putBackDraws(); err != nil {
			return nil, State{}, err
		}
	}
	s, err := rec.Replay()
	if err != nil {
		return nil, State{}, err
	}
	return rec, s, nil
}

// putBackDraws converts a record of versions 1 and 2, where the refill was
// part of the end of a turn, to version 3: after each end that leaves a
// refill to make, chance's draw from the recorded piles follows. Errors
// number the actions as the record does.
func (r *Record) putBackDraws() error {
	s, err := r.Start()
	if err != nil {
		return fmt.Errorf("%w: %w", err, ErrRecord)
	}
	actions := make([]Action, 0, len(r.Actions)+len(r.Actions)/4)
	for i, a := range r.Actions {
		if err := s.Apply(a); err != nil {
			return fmt.Errorf("record: action %d: %w: %w", i+1, err, ErrRecord)
		}
		actions = append(actions, a)
		if draw, ok := s.Chance(); ok {
			_ = s.Apply(draw) // the draw Chance names is always legal
			actions = append(actions, draw)
		}
	}
	r.Actions, r.version = actions, RecordVersion
	return nil
}

func decodeRecord(data []byte) (*Record, error) {
	if len(data) > maxRecordSize {
		return nil, fmt.Errorf("larger than %d bytes", maxRecordSize)
	}
	var doc recordJSON
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&doc); err != nil {
		return nil, fmt.Errorf("not a record: %w", err)
	}
	if dec.More() {
		return nil, errors.New("data after the record")
	}
	if doc.Format != RecordFormat {
		return nil, fmt.Errorf("format is %q, want %q", doc.Format, RecordFormat)
	}
	if doc.Version < 1 || doc.Version > RecordVersion {
		return nil, fmt.Errorf("version %d, this game reads versions 1 to %d", doc.Version, RecordVersion)
	}
	if n := len(doc.Players); n < MinPlayers || n > MaxPlayers {
		return nil, fmt.Errorf("players: %d, want %d to %d", n, MinPlayers, MaxPlayers)
	}
	for i, p := range doc.Players {
		if name := strings.TrimSpace(p.Name); name == "" || len([]rune(p.Name)) > maxNameLen {
			return nil, fmt.Errorf("players[%d]: a name needs 1 to %d characters", i, maxNameLen)
		}
	}
	rec := &Record{Players: doc.Players, Seed: doc.Setup.Seed}
	su, err := setupFromJSON(&doc.Setup, len(doc.Players))
	if err != nil {
		return nil, fmt.Errorf("setup: %w", err)
	}
	rec.Setup = su
	if _, err := FromSetup(su); err != nil {
		return nil, err
	}
	for i, text := range doc.Actions {
		a, err := parseActionText(text, su.Tiles)
		if err != nil {
			return nil, fmt.Errorf("action %d: %w", i+1, err)
		}
		rec.Actions = append(rec.Actions, a)
	}
	if need := versionFor(rec.Actions); need > doc.Version {
		what := map[int]string{2: "a base tile beyond an end of the row", 3: "a draw"}[need]
		return nil, fmt.Errorf("version %d cannot hold its actions: %s needs version %d", doc.Version, what, need)
	}
	rec.version = doc.Version
	return rec, nil
}

func setupFromJSON(ds *setupJSON, players int) (Setup, error) {
	su := Setup{Players: players, StartPlayer: ds.StartPlayer, Temples: ds.Temples}
	if len(ds.Tiles) > MaxTiles {
		return su, fmt.Errorf("tiles: %d, at most %d", len(ds.Tiles), MaxTiles)
	}
	tiles := make([]Tile, len(ds.Tiles))
	for i := range ds.Tiles {
		t, err := tileFromJSON(&ds.Tiles[i])
		if err != nil {
			return su, fmt.Errorf("tiles[%d] (%s): %w", i, ds.Tiles[i].ID, err)
		}
		tiles[i] = t
	}
	set, err := NewTileSet(tiles)
	if err != nil {
		return su, err
	}
	su.Tiles = set
	lookup := func(where, id string) (TileID, error) {
		t, ok := set.Lookup(id)
		if !ok {
			return NoTile, fmt.Errorf("%s: unknown tile %q", where, id)
		}
		return t, nil
	}
	if len(ds.Display) != DisplaySize {
		return su, fmt.Errorf("display: %d positions, want %d", len(ds.Display), DisplaySize)
	}
	for pos, id := range ds.Display {
		su.Display[pos] = NoTile
		if id == "" {
			continue
		}
		if su.Display[pos], err = lookup(fmt.Sprintf("display[%d]", pos), id); err != nil {
			return su, err
		}
	}
	if len(ds.Piles) != 3 {
		return su, fmt.Errorf("piles: %d, want 3 (one per level)", len(ds.Piles))
	}
	for l, pile := range ds.Piles {
		for i, id := range pile {
			t, err := lookup(fmt.Sprintf("piles[%d][%d]", l, i), id)
			if err != nil {
				return su, err
			}
			su.Piles[l] = append(su.Piles[l], t)
		}
	}
	for i, name := range ds.Gods {
		g, err := ParseGod(name)
		if err != nil {
			return su, fmt.Errorf("gods[%d]: %w", i, err)
		}
		su.Gods = append(su.Gods, g)
	}
	return su, nil
}

func costFromJSON(symbols []string, allowAny bool) (Cost, error) {
	var c Cost
	if len(symbols) > maxCostSymbols+1 {
		return c, fmt.Errorf("%d symbols, at most %d", len(symbols), maxCostSymbols)
	}
	for _, name := range symbols {
		col, err := ParseColor(name, allowAny)
		if err != nil {
			return c, err
		}
		c[col]++
	}
	return c, nil
}

func tileFromJSON(j *tileJSON) (Tile, error) {
	var t Tile
	inRange := func(what string, v, lo, hi int) error {
		if v < lo || v > hi {
			return fmt.Errorf("%s %d not in %d..%d", what, v, lo, hi)
		}
		return nil
	}
	if err := errors.Join(inRange("level", j.Level, 1, 3), inRange("cp", j.CP, 0, maxTileCP), inRange("mystic", j.Mystic, 0, 99),
		inRange("worshippers", j.Effect.Worshippers, 0, 10), inRange("neighbours", j.Effect.Neighbours, 0, 6),
		inRange("symbols", j.Effect.Symbols, 0, 3)); err != nil {
		return t, err
	}
	color, err := ParseColor(j.Color, false)
	if err != nil {
		return t, fmt.Errorf("color: %w", err)
	}
	t = Tile{ID: j.ID, Level: uint8(j.Level), Color: color, CP: uint8(j.CP), Mystic: uint8(j.Mystic)}
	switch j.Stars {
	case "", "none":
	case "white":
		t.Stars = WhiteStar
	case "purple":
		t.Stars = PurpleStar
	default:
		return t, fmt.Errorf("stars: unknown mark %q", j.Stars)
	}
	if t.Cost, err = costFromJSON(j.Cost, true); err != nil {
		return t, fmt.Errorf("cost: %w", err)
	}
	e := &j.Effect
	effectColor := func(allowAny bool) error {
		c, err := ParseColor(e.Color, allowAny)
		t.EffectColor = c
		if err != nil {
			return fmt.Errorf("effect color: %w", err)
		}
		return nil
	}
	switch e.Kind {
	case "farm":
		t.Effect, err = Farm, effectColor(false)
	case "irrigation":
		t.Effect, err = Irrigation, effectColor(false)
	case "proselytism":
		t.Effect, t.Amount, err = Proselytism, uint8(e.Worshippers), effectColor(true)
	case "village":
		t.Effect, t.Amount = Village, uint8(e.Worshippers)
	case "forest":
		t.Effect, t.Amount = Forest, uint8(e.Neighbours)
		for _, name := range e.Colors {
			c, cerr := ParseColor(name, false)
			if cerr != nil {
				return t, fmt.Errorf("effect colors: %w", cerr)
			}
			t.ForestColors = t.ForestColors.With(c)
		}
	case "volcano":
		t.Effect = Volcano
		if t.VolcanoCubes, err = costFromJSON(e.Cubes, true); err != nil {
			return t, fmt.Errorf("effect cubes: %w", err)
		}
	case "temple":
		t.Effect, t.Amount = Temple, uint8(e.Symbols)
	case "sacred_stone":
		t.Effect = SacredStone
	default:
		return t, fmt.Errorf("effect: unknown kind %q", e.Kind)
	}
	if err != nil {
		return t, err
	}
	return t, t.Validate()
}

// actionText writes an action in the record notation, naming a drawn tile
// by its id.
func actionText(a Action, set *TileSet) string {
	if a.Kind == KindDraw && int(a.Pos) < set.Len() {
		return "draw " + set.tiles[a.Pos].ID
	}
	return a.String()
}

// parseActionText reads an action of a record: the notation of
// ParseAction, with a drawn tile named by its id.
func parseActionText(text string, set *TileSet) (Action, error) {
	if id, ok := strings.CutPrefix(text, "draw "); ok {
		t, found := set.Lookup(id)
		if !found {
			return Action{}, fmt.Errorf("%q: unknown tile %q", text, id)
		}
		return Draw(t), nil
	}
	a, err := ParseAction(text)
	if err == nil && a.Kind == KindDraw {
		return Action{}, fmt.Errorf("%q: a draw names its tile by id", text)
	}
	return a, err
}
