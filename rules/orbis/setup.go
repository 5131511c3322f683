package orbis

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
)

// Config chooses a new game.
type Config struct {
	Players     int
	Seed        uint64
	StartPlayer int    // the seat that plays first; -1 draws it from the seed
	Tiles       []Tile // nil: the catalogue tiles for the player count
}

// Setup is everything chance decided before the first turn. With the action
// list it determines a whole game; records store it.
type Setup struct {
	Players     int
	StartPlayer int
	Tiles       *TileSet
	Display     [DisplaySize]TileID
	Piles       [3][]TileID // per level, the tile drawn first comes first
	Gods        []God       // the gods on the table
	Temples     []int       // temple token values
}

// GodsFor and TemplesFor give the rulebook's numbers per player count.
var (
	godsFor    = [MaxPlayers + 1]int{2: 3, 3: 4, 4: 5}
	templesFor = [MaxPlayers + 1][]int{2: {7, 2}, 3: {9, 4, 2}, 4: {11, 7, 4, 2}}
)

// ErrSetup is wrapped by every error about an impossible setup.
var ErrSetup = errors.New("invalid setup")

// NewSetup deals a game from a seed: the tiles for the player count, shuffled
// level piles, 9 level-1 tiles on the display, the gods drawn, the temple
// tokens and the start player. The same config always gives the same setup.
func NewSetup(cfg Config) (Setup, error) {
	if cfg.Players < MinPlayers || cfg.Players > MaxPlayers {
		return Setup{}, fmt.Errorf("rules: %d players, want %d to %d: %w", cfg.Players, MinPlayers, MaxPlayers, ErrSetup)
	}
	if cfg.StartPlayer < -1 || cfg.StartPlayer >= cfg.Players {
		return Setup{}, fmt.Errorf("rules: start player %d of %d: %w", cfg.StartPlayer, cfg.Players, ErrSetup)
	}
	tiles := cfg.Tiles
	if tiles == nil {
		tiles = CatalogueFor(cfg.Players)
	}
	set, err := NewTileSet(tiles)
	if err != nil {
		return Setup{}, err
	}
	rng := rand.New(rand.NewPCG(cfg.Seed, 0x0c0ffee0b15))
	su := Setup{Players: cfg.Players, StartPlayer: cfg.StartPlayer, Tiles: set}
	for i := range set.tiles {
		l := set.tiles[i].Level - 1
		su.Piles[l] = append(su.Piles[l], TileID(i))
	}
	for l := range su.Piles {
		rng.Shuffle(len(su.Piles[l]), func(i, j int) { su.Piles[l][i], su.Piles[l][j] = su.Piles[l][j], su.Piles[l][i] })
	}
	for pos := range su.Display {
		su.Display[pos] = NoTile
		for l := range su.Piles {
			if len(su.Piles[l]) > 0 {
				su.Display[pos], su.Piles[l] = su.Piles[l][0], su.Piles[l][1:]
				break
			}
		}
	}
	for _, g := range rng.Perm(int(NumGods))[:godsFor[cfg.Players]] {
		su.Gods = append(su.Gods, God(g))
	}
	su.Temples = slices.Clone(templesFor[cfg.Players])
	if su.StartPlayer < 0 {
		su.StartPlayer = rng.IntN(cfg.Players)
	}
	return su, nil
}

// NewGame deals a game from a config and returns its first state.
func NewGame(cfg Config) (State, Setup, error) {
	su, err := NewSetup(cfg)
	if err != nil {
		return State{}, Setup{}, err
	}
	s, err := FromSetup(su)
	return s, su, err
}

// FromSetup checks a setup (from a record, a test or NewSetup) and returns the
// game's first state.
func FromSetup(su Setup) (State, error) {
	bad := func(format string, args ...any) (State, error) {
		return State{}, fmt.Errorf("rules: setup: %s: %w", fmt.Sprintf(format, args...), ErrSetup)
	}
	if su.Players < MinPlayers || su.Players > MaxPlayers {
		return bad("%d players, want %d to %d", su.Players, MinPlayers, MaxPlayers)
	}
	if su.StartPlayer < 0 || su.StartPlayer >= su.Players {
		return bad("start player %d of %d", su.StartPlayer, su.Players)
	}
	if su.Tiles == nil {
		return bad("no tiles")
	}
	n := su.Tiles.Len()
	if n < RegionTiles*su.Players {
		return bad("%d tiles cannot give %d players %d each", n, su.Players, RegionTiles)
	}
	s := State{set: su.Tiles, numPlayers: uint8(su.Players), startPlayer: uint8(su.StartPlayer), toAct: uint8(su.StartPlayer)}
	seen := make([]bool, n)
	use := func(id TileID, where string) error {
		if int(id) >= n {
			return fmt.Errorf("%s: tile %d is not in the set", where, id)
		}
		if seen[id] {
			return fmt.Errorf("%s: tile %s is used twice", where, su.Tiles.tiles[id].ID)
		}
		seen[id] = true
		return nil
	}
	for pos, id := range su.Display {
		s.display[pos] = id
		if id == NoTile {
			continue
		}
		if err := use(id, fmt.Sprintf("display %d", pos)); err != nil {
			return bad("%v", err)
		}
	}
	if slices.Contains(su.Display[:], NoTile) && len(su.Piles[0])+len(su.Piles[1])+len(su.Piles[2]) > 0 {
		return bad("a display position is empty while the piles still hold tiles")
	}
	next := 0
	for l, pile := range su.Piles {
		s.pileTop[l] = uint8(next)
		for i, id := range pile {
			if err := use(id, fmt.Sprintf("level %d pile, tile %d", l+1, i)); err != nil {
				return bad("%v", err)
			}
			if lv := su.Tiles.tiles[id].Level; int(lv) != l+1 {
				return bad("level %d pile holds %s of level %d", l+1, su.Tiles.tiles[id].ID, lv)
			}
			s.pile[next] = id
			next++
		}
		s.pileEnd[l] = uint8(next)
	}
	for id, ok := range seen {
		if !ok {
			return bad("tile %s is neither on the display nor in a pile", su.Tiles.tiles[id].ID)
		}
	}
	if len(su.Gods) < su.Players || len(su.Gods) > int(NumGods) {
		return bad("%d gods for %d players", len(su.Gods), su.Players)
	}
	for i, g := range su.Gods {
		if g >= NumGods {
			return bad("god %d: unknown god %d", i, g)
		}
		if slices.Contains(su.Gods[:i], g) {
			return bad("god %v is drawn twice", g)
		}
		s.gods[i] = g
	}
	s.numGods = uint8(len(su.Gods))
	if len(su.Temples) > MaxPlayers {
		return bad("%d temple tokens, at most %d", len(su.Temples), MaxPlayers)
	}
	temples := slices.Clone(su.Temples)
	slices.SortFunc(temples, func(a, b int) int { return b - a })
	for i, v := range temples {
		if v < 1 || v > 50 {
			return bad("temple token worth %d, want 1 to 50", v)
		}
		s.temples[i] = uint8(v)
	}
	s.numTemp = uint8(len(temples))
	for i := range s.seats {
		s.seats[i].God = NoGod
		for j := range s.seats[i].Pyramid {
			s.seats[i].Pyramid[j].Tile = NoTile
		}
	}
	s.cur = turnState{pos: -1, tile: NoTile, slot: noSlot}
	s.syncMasks()
	return s, nil
}
