package orbis

import (
	"testing"
)

// Region effects and the phases of a turn (RULINGS.md, "A turn" and
// "Region effects"), tested through Apply and LegalActions.

// fxPut is one tile put in seat 0's pyramid: a catalogue id, "~" prefixed
// for a Wilderness, "x" prefixed for a cancelled tile.
type fxPut struct {
	row, col int
	tile     string
}

// fxStep is one action of a scripted turn: accepted when err is empty,
// otherwise refused with err in the message and no change to the state.
type fxStep struct {
	do  Action
	err string
}

// fxSlot returns the slot number of (row, col), from the row lengths.
func fxSlot(row, col int) int { return [4]int{0, 5, 9, 12}[row] + col }

// fxScenario deals a 4-player game with no worshippers on the display, puts
// tiles in seat 0's pyramid, sets its realm and shows tile on display
// position pos with cubes on it. Seat 0 is to choose.
func fxScenario(t *testing.T, pyramid []fxPut, realm Cubes, tile string, pos int, onTile Cubes) *State {
	t.Helper()
	s := newScenario(t, 4)
	fxSetup(t, s, pyramid, realm, tile, pos, onTile)
	return s
}

func fxSetup(t *testing.T, s *State, pyramid []fxPut, realm Cubes, tile string, pos int, onTile Cubes) {
	t.Helper()
	s.cubes = [DisplaySize]Cubes{}
	for _, p := range pyramid {
		s.put(t, 0, p.row, p.col, p.tile)
	}
	s.seats[0].Realm = realm
	s.show(t, pos, tile, onTile)
}

// fxCustom deals a 4-player game with the catalogue, where the tile with
// catalogue id is first changed by edit.
func fxCustom(t *testing.T, id string, edit func(*Tile)) *State {
	t.Helper()
	tiles := Catalogue()
	found := false
	for i := range tiles {
		if tiles[i].ID == id {
			edit(&tiles[i])
			found = true
		}
	}
	if !found {
		t.Fatalf("no tile %s in the catalogue", id)
	}
	st, _, err := NewGame(Config{Players: 4, Seed: 99, StartPlayer: 0, Tiles: tiles})
	if err != nil {
		t.Fatal(err)
	}
	return &st
}

// fxRun plays scripted steps: accepted ones must be listed as legal first.
func fxRun(t *testing.T, s *State, steps []fxStep) {
	t.Helper()
	for _, st := range steps {
		if st.err != "" {
			mustRefuse(t, s, st.do, st.err)
			continue
		}
		if !s.hasLegal(st.do) {
			t.Errorf("%v is not listed as legal in the %v phase", st.do, s.Phase())
		}
		s.mustApply(t, st.do)
	}
}

// fxOK and fxNo build steps.
func fxOK(actions ...Action) []fxStep {
	out := make([]fxStep, len(actions))
	for i, a := range actions {
		out[i] = fxStep{do: a}
	}
	return out
}

func fxNo(a Action, err string) fxStep { return fxStep{do: a, err: err} }

// fxSteps concatenates step lists.
func fxSteps(parts ...[]fxStep) []fxStep {
	var out []fxStep
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}
