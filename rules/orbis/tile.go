package orbis

import (
	"errors"
	"fmt"
)

// Effect is the kind of a region tile's effect.
type Effect uint8

// The region effects of the rulebook.
const (
	Farm Effect = iota + 1
	Village
	Forest
	Volcano
	Irrigation
	Temple
	Proselytism
	SacredStone
)

var effectNames = [...]string{"", "farm", "village", "forest", "volcano", "irrigation", "temple", "proselytism", "sacred_stone"}

// String returns the effect's name as used in records.
func (e Effect) String() string {
	if int(e) < len(effectNames) && e != 0 {
		return effectNames[e]
	}
	return fmt.Sprintf("effect(%d)", uint8(e))
}

// Conditional reports whether the tile's CP depend on a condition
// (validated at placement or at the end), rather than being printed outright.
func (e Effect) Conditional() bool {
	return e == Village || e == Forest || e == Volcano || e == Irrigation
}

// Stars marks which player counts use a tile. Every edition of the
// rulebook: the 3-player game removes the white-star tiles, the 2-player
// game removes the white-star and the purple-star tiles.
type Stars uint8

// Star marks: unstarred tiles are used by every player count.
const (
	NoStar     Stars = iota
	WhiteStar        // ☆: used with 4 players only
	PurpleStar       // ★: used with 3 and 4 players
)

var starNames = [...]string{"none", "white", "purple"}

// String returns the star mark's name as used in records.
func (s Stars) String() string {
	if int(s) < len(starNames) {
		return starNames[s]
	}
	return fmt.Sprintf("stars(%d)", uint8(s))
}

// UsedWith reports whether a tile with this mark is in play for n players.
func (s Stars) UsedWith(players int) bool {
	switch s {
	case NoStar:
		return true
	case WhiteStar:
		return players >= 4
	case PurpleStar:
		return players >= 3
	}
	return false
}

// Tile is the definition of one region tile: everything printed on it.
type Tile struct {
	ID     string
	Level  uint8 // 1, 2 or 3
	Color  Color
	Stars  Stars
	Cost   Cost
	CP     uint8
	Mystic uint8 // white tiles only, unique
	Effect Effect
	// EffectColor: the Farm's reduction colour, the Irrigation's required
	// colour beneath, the Proselytism's gained colour (AnyColor: player's choice).
	EffectColor Color
	// Amount: Village worshippers to discard, Forest neighbours needed,
	// Proselytism worshippers gained, Temple symbols.
	Amount uint8
	// ForestColors: the colours a Forest's neighbours may have.
	ForestColors ColorSet
	// VolcanoCubes: the worshippers a Volcano destroys, per colour and AnyColor.
	VolcanoCubes Cost
}

// Limits on custom tile definitions, so that records stay within the fixed
// arrays of State.
const (
	MaxTiles       = 128
	maxCostSymbols = 9
	maxTileCP      = 30
)

// Validate reports the first problem of a tile definition.
func (t *Tile) Validate() error {
	if t.ID == "" || len(t.ID) > 32 {
		return errors.New("tile id must have 1 to 32 characters")
	}
	if t.Level < 1 || t.Level > 3 {
		return fmt.Errorf("tile %s: level %d not in 1..3", t.ID, t.Level)
	}
	if !t.Color.Valid() {
		return fmt.Errorf("tile %s: colour %v is not a tile colour", t.ID, t.Color)
	}
	if t.Stars > PurpleStar {
		return fmt.Errorf("tile %s: unknown star mark %d", t.ID, t.Stars)
	}
	if t.Cost.Symbols() > maxCostSymbols {
		return fmt.Errorf("tile %s: cost has %d symbols, at most %d", t.ID, t.Cost.Symbols(), maxCostSymbols)
	}
	if t.CP > maxTileCP {
		return fmt.Errorf("tile %s: %d CP, at most %d", t.ID, t.CP, maxTileCP)
	}
	if (t.Color == White) != (t.Mystic > 0) {
		return fmt.Errorf("tile %s: a mystic value is on white tiles only, and every white tile has one", t.ID)
	}
	colorOK := func(allowAny bool) bool { return t.EffectColor.Valid() || allowAny && t.EffectColor == AnyColor }
	switch t.Effect {
	case Farm:
		if !colorOK(false) {
			return fmt.Errorf("tile %s: farm needs a colour", t.ID)
		}
	case Village:
		if t.Amount < 1 || t.Amount > 10 {
			return fmt.Errorf("tile %s: village needs 1..10 worshippers, has %d", t.ID, t.Amount)
		}
	case Forest:
		if t.Amount < 1 || t.Amount > 6 || t.ForestColors == 0 || t.ForestColors&^allColors != 0 {
			return fmt.Errorf("tile %s: forest needs 1..6 neighbours and at least one colour", t.ID)
		}
	case Volcano:
		if n := t.VolcanoCubes.Symbols(); n < 1 || n > 10 {
			return fmt.Errorf("tile %s: volcano needs 1..10 worshippers, has %d", t.ID, n)
		}
	case Irrigation:
		if !colorOK(false) {
			return fmt.Errorf("tile %s: irrigation needs a colour", t.ID)
		}
	case Temple:
		if t.Amount < 1 || t.Amount > 3 {
			return fmt.Errorf("tile %s: temple needs 1..3 symbols, has %d", t.ID, t.Amount)
		}
	case Proselytism:
		if !colorOK(true) || t.Amount < 1 || t.Amount > 3 {
			return fmt.Errorf("tile %s: proselytism needs a colour (or any) and 1..3 worshippers", t.ID)
		}
	case SacredStone:
	default:
		return fmt.Errorf("tile %s: unknown effect %d", t.ID, t.Effect)
	}
	return nil
}

// TileID indexes a tile within the TileSet of one game.
type TileID uint8

// NoTile marks an empty display position or pyramid slot.
const NoTile TileID = 0xFF

// TileSet is an immutable, validated list of tile definitions. A game refers
// to tiles by their index in its set, so states share one set by pointer.
type TileSet struct {
	tiles []Tile
	byID  map[string]TileID
}

// NewTileSet validates the definitions (unique ids, each tile well-formed,
// unique mystic values) and returns a set holding a copy of them.
func NewTileSet(tiles []Tile) (*TileSet, error) {
	if len(tiles) > MaxTiles {
		return nil, fmt.Errorf("rules: %d tiles, at most %d", len(tiles), MaxTiles)
	}
	set := &TileSet{tiles: append([]Tile(nil), tiles...), byID: make(map[string]TileID, len(tiles))}
	mystic := map[uint8]string{}
	for i := range set.tiles {
		t := &set.tiles[i]
		if err := t.Validate(); err != nil {
			return nil, fmt.Errorf("rules: tile %d: %w", i, err)
		}
		if _, dup := set.byID[t.ID]; dup {
			return nil, fmt.Errorf("rules: tile %d: id %s appears twice", i, t.ID)
		}
		set.byID[t.ID] = TileID(i)
		if t.Mystic > 0 {
			if other, dup := mystic[t.Mystic]; dup {
				return nil, fmt.Errorf("rules: tile %s: mystic value %d already on %s", t.ID, t.Mystic, other)
			}
			mystic[t.Mystic] = t.ID
		}
	}
	return set, nil
}

// Len returns the number of tiles.
func (s *TileSet) Len() int { return len(s.tiles) }

// Tile returns the definition of id; id must be below Len.
func (s *TileSet) Tile(id TileID) *Tile { return &s.tiles[id] }

// Lookup finds a tile by its stable string id.
func (s *TileSet) Lookup(id string) (TileID, bool) {
	t, ok := s.byID[id]
	return t, ok
}

// Tiles returns a copy of the definitions.
func (s *TileSet) Tiles() []Tile { return append([]Tile(nil), s.tiles...) }
