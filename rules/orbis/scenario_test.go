package orbis

import (
	"errors"
	"strings"
	"testing"
)

// Scenario helpers for table tests: start from a real dealt game, then set
// exactly the fields a test is about. They bypass the tile accounting on
// purpose; random_test.go checks accounting on real games.

// newScenario deals a game of the frozen scenario tiles for players, with
// seat 0 to start.
func newScenario(t testing.TB, players int) *State {
	t.Helper()
	var tiles []Tile
	for _, tile := range scenarioTiles {
		if tile.Stars.UsedWith(players) {
			tiles = append(tiles, tile)
		}
	}
	s, _, err := NewGame(Config{Players: players, Seed: 99, StartPlayer: 0, Tiles: tiles})
	if err != nil {
		t.Fatal(err)
	}
	return &s
}

// id returns the game's TileID of a catalogue tile id such as "L2-05".
func (s *State) id(t testing.TB, tileID string) TileID {
	t.Helper()
	id, ok := s.set.Lookup(tileID)
	if !ok {
		t.Fatalf("tile %s is not in this %d-player game", tileID, s.numPlayers)
	}
	return id
}

// put places a tile (by catalogue id) in a seat's pyramid, face up, or as a
// Wilderness when tileID is prefixed with "~", cancelled when prefixed "x".
func (s *State) put(t testing.TB, seat, row, col int, tileID string) {
	t.Helper()
	pl := Placed{}
	switch tileID[0] {
	case '~':
		pl.Wild, tileID = true, tileID[1:]
	case 'x':
		pl.Cancelled, tileID = true, tileID[1:]
	}
	pl.Tile = s.id(t, tileID)
	slot := SlotIndex(row, col)
	if slot < 0 {
		t.Fatalf("no slot (%d,%d)", row, col)
	}
	if s.seats[seat].Pyramid[slot].Empty() {
		s.seats[seat].RegionCount++
	}
	s.seats[seat].Pyramid[slot] = pl
	s.syncMasks() // the pyramid was edited behind place's back
}

// show puts a catalogue tile on a display position with the given cubes.
func (s *State) show(t testing.TB, pos int, tileID string, cubes Cubes) {
	t.Helper()
	s.display[pos] = s.id(t, tileID)
	s.cubes[pos] = cubes
}

// mustApply applies actions in order and fails on the first error. The end
// of a turn is followed by chance's draw of the refill, as in a session;
// TestRefillFromPilesInOrder looks at the draw on its own.
func (s *State) mustApply(t testing.TB, actions ...Action) {
	t.Helper()
	for _, a := range actions {
		if err := s.Apply(a); err != nil {
			t.Fatalf("%v: %v", a, err)
		}
		if draw, ok := s.Chance(); ok && a.Kind == KindEndTurn {
			if err := s.Apply(draw); err != nil {
				t.Fatalf("%v: %v", draw, err)
			}
		}
	}
}

// hasLegal reports whether a is among the legal actions.
func (s *State) hasLegal(a Action) bool {
	for _, l := range s.LegalActions(nil) {
		if l == a {
			return true
		}
	}
	return false
}

// mustRefuse applies an action that must be illegal: the error wraps
// ErrIllegal and mentions want, the state is unchanged and the action is not
// listed as legal.
func mustRefuse(t *testing.T, s *State, a Action, want string) {
	t.Helper()
	if s.hasLegal(a) {
		t.Errorf("%v is listed as legal, want it refused (%q)", a, want)
	}
	before := *s
	err := s.Apply(a)
	switch {
	case err == nil:
		t.Fatalf("%v accepted, want refused with %q", a, want)
	case !errors.Is(err, ErrIllegal):
		t.Errorf("%v: error %q does not wrap ErrIllegal", a, err)
	case !strings.Contains(err.Error(), want):
		t.Errorf("%v: error %q, want it to mention %q", a, err, want)
	}
	if *s != before {
		t.Errorf("%v was refused but changed the state", a)
	}
}
