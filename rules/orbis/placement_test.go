package orbis

import (
	"fmt"
	"math/bits"
	"strings"
	"testing"
)

// Placement rules (RULINGS.md, "The universe"), tested through Apply and
// LegalActions, and the assistant queries Placements and Payment.

// plPut is one tile put in seat 0's pyramid before a test: a catalogue id,
// "~" prefixed for a Wilderness, "x" prefixed for a cancelled tile.
type plPut struct {
	row, col int
	tile     string
}

// plRC is a pyramid slot written as (row, col).
type plRC [2]int

// plSlot returns the slot number of (row, col), computed here from the row
// lengths 5, 4, 3, 2 rather than with SlotIndex; (0,-1) and (0,5) are the
// targets beyond the ends of the base row, numbered after the 14 slots.
func plSlot(row, col int) int {
	switch {
	case row == 0 && col == -1:
		return 14
	case row == 0 && col == 5:
		return 15
	}
	return [4]int{0, 5, 9, 12}[row] + col
}

// plSet builds a SlotSet from (row, col) pairs written out by hand.
func plSet(rcs ...plRC) SlotSet {
	var set SlotSet
	for _, rc := range rcs {
		set |= 1 << plSlot(rc[0], rc[1])
	}
	return set
}

// plRow lists every slot of a row.
func plRow(row int) []plRC {
	out := make([]plRC, 5-row)
	for c := range out {
		out[c] = plRC{row, c}
	}
	return out
}

// plSetString writes a slot set as (row,col) pairs for failure messages.
func plSetString(set SlotSet) string {
	var parts []string
	for slot := range 16 {
		if set&(1<<slot) != 0 && slot >= 14 {
			parts = append(parts, [2]string{"(0,-1)", "(0,5)"}[slot-14])
		} else if set&(1<<slot) != 0 {
			for r := 3; r >= 0; r-- {
				if slot >= plSlot(r, 0) {
					parts = append(parts, fmt.Sprintf("(%d,%d)", r, slot-plSlot(r, 0)))
					break
				}
			}
		}
	}
	return "{" + strings.Join(parts, " ") + "}"
}

// plScenario deals a 4-player game, fills seat 0's pyramid, sets its realm
// and reductions and shows tile on display position 4 with cubes on it. Seat
// 0 is to choose.
func plScenario(t *testing.T, pyramid []plPut, realm Cubes, reductions ColorSet, tile string, onTile Cubes) *State {
	t.Helper()
	s := newScenario(t, 4)
	for _, p := range pyramid {
		s.put(t, 0, p.row, p.col, p.tile)
	}
	s.seats[0].Realm = realm
	s.seats[0].Reductions = reductions
	s.show(t, 4, tile, onTile)
	return s
}

// plPlaceSets returns the slots of the Place and PlaceWild actions listed as
// legal.
func plPlaceSets(s *State) (faceUp, wild SlotSet) {
	for _, a := range s.LegalActions(nil) {
		if a.Kind != KindPlace {
			continue
		}
		if a.Wild {
			wild |= 1 << a.Pos
		} else {
			faceUp |= 1 << a.Pos
		}
	}
	return faceUp, wild
}

// Tiles used below, by colour (see catalogue.go): free tiles L1-05 green,
// L1-13 blue, L1-11 red, L1-18 yellow, L1-04 white; fillers L1-09 red,
// L1-14 blue, L1-17 yellow, L1-01 white, L1-06 green.

func TestPlacementRulebookExamples(t *testing.T) {
	const green = "L1-05" // green, free: only the placement rules matter
	base := func(cols ...int) []plPut {
		// A base of red, blue, yellow, green, white tiles by column.
		tiles := [5]string{"L1-09", "L1-14", "L1-17", "L1-06", "L1-01"}
		var out []plPut
		for _, c := range cols {
			out = append(out, plPut{0, c, tiles[c]})
		}
		return out
	}
	tests := []struct {
		name    string
		pyramid []plPut
		tile    string
		realm   Cubes
		do      Action
		err     string // "" when the placement is legal
	}{
		// Rule 1: the base.
		{name: "first base tile at the left edge", tile: green, do: Place(plSlot(0, 0))},
		{name: "first base tile in the middle", tile: green, do: Place(plSlot(0, 2))},
		{name: "first base tile at the right edge as Wilderness", tile: green, do: PlaceWild(plSlot(0, 4))},
		{name: "base tile filling a gap", pyramid: base(0, 2), tile: green, do: Place(plSlot(0, 1))},
		{name: "base tile extending to the right", pyramid: base(0, 1, 2), tile: green, do: Place(plSlot(0, 3))},
		{name: "base tile extending to the left", pyramid: base(3), tile: green, do: Place(plSlot(0, 2))},
		{name: "rulebook invalid: base tile not connected", pyramid: base(0, 1), tile: green, do: Place(plSlot(0, 3)),
			err: "slot (0,3) is not next to a base tile"},
		{name: "base tile two away from the only one", pyramid: base(2), tile: green, do: Place(plSlot(0, 4)),
			err: "slot (0,4) is not next to a base tile"},
		{name: "Wilderness obeys the base rule too", pyramid: base(2), tile: green, do: PlaceWild(plSlot(0, 0)),
			err: "slot (0,0) is not next to a base tile"},
		{name: "occupied base slot", pyramid: base(0, 2), tile: green, do: Place(plSlot(0, 2)),
			err: "slot (0,2) is taken"},
		{name: "occupied upper slot as Wilderness", pyramid: append(base(0, 1), plPut{1, 0, "L1-13"}), tile: green,
			do: PlaceWild(plSlot(1, 0)), err: "slot (1,0) is taken"},
		{name: "target beyond the pyramid", tile: green, do: Place(16), err: "slot 16 does not exist"},

		// Rule 1: the base row grows at either end, also beyond column 0 or 4.
		{name: "left of column 0 beside a base tile there", pyramid: base(0), tile: green, do: Place(plSlot(0, -1))},
		{name: "right of column 4 beside a base tile there, as Wilderness", pyramid: base(4), tile: green, do: PlaceWild(plSlot(0, 5))},
		{name: "left of column 0 with column 0 empty", pyramid: base(1, 2), tile: green, do: Place(plSlot(0, -1)),
			err: "slot (0,-1) is not next to a base tile"},
		{name: "right of column 4 with column 4 empty", pyramid: base(0, 1), tile: green, do: PlaceWild(plSlot(0, 5)),
			err: "slot (0,5) is not next to a base tile"},
		{name: "beyond the left end of an empty base", tile: green, do: Place(plSlot(0, -1)),
			err: "slot (0,-1) is not next to a base tile"},
		{name: "beyond the right end of a complete base", pyramid: base(0, 1, 2, 3, 4), tile: green, do: Place(plSlot(0, 5)),
			err: "slot (0,5): the base row is complete"},

		// Rule 2: two tiles beneath.
		{name: "rulebook valid: on two tiles, left one of its colour", pyramid: []plPut{{0, 0, "L1-06"}, {0, 1, "L1-09"}},
			tile: green, do: Place(plSlot(1, 0))},
		{name: "on two tiles, right one of its colour", pyramid: []plPut{{0, 0, "L1-09"}, {0, 1, "L1-06"}},
			tile: green, do: Place(plSlot(1, 0))},
		{name: "rulebook invalid: only one tile beneath", pyramid: []plPut{{0, 0, "L1-09"}, {0, 1, "L1-06"}},
			tile: green, do: Place(plSlot(1, 1)), err: "slot (1,1) needs two tiles beneath"},
		{name: "nothing beneath", tile: green, do: Place(plSlot(1, 2)), err: "slot (1,2) needs two tiles beneath"},
		{name: "Wilderness needs two tiles beneath too", pyramid: base(0, 1, 2), tile: green,
			do: PlaceWild(plSlot(1, 2)), err: "slot (1,2) needs two tiles beneath"},
		{name: "row 2 on a single row-1 tile", pyramid: append(base(0, 1, 2, 3), plPut{1, 1, "L1-07"}), tile: green,
			do: Place(plSlot(2, 1)), err: "slot (2,1) needs two tiles beneath"},
		{name: "top row on a single row-2 tile", pyramid: append(base(0, 1, 2, 3, 4),
			plPut{1, 0, "~L1-10"}, plPut{1, 1, "~L1-12"}, plPut{1, 2, "~L1-15"}, plPut{2, 0, "L1-08"}),
			tile: green, do: Place(plSlot(3, 0)), err: "slot (3,0) needs two tiles beneath"},

		// Rule 3: colour.
		{name: "rulebook invalid: no supporter of its colour", pyramid: base(0, 1), tile: green,
			do: Place(plSlot(1, 0)), err: "slot (1,0) needs a green tile or a Wilderness beneath"},
		{name: "blue tile on yellow and green", pyramid: base(1, 2, 3), tile: "L1-13",
			do: Place(plSlot(1, 2)), err: "slot (1,2) needs a blue tile or a Wilderness beneath"},
		{name: "a Wilderness supporter counts as every colour", pyramid: []plPut{{0, 0, "~L1-09"}, {0, 1, "L1-14"}},
			tile: green, do: Place(plSlot(1, 0))},
		{name: "a Wilderness supporter on the right", pyramid: []plPut{{0, 0, "L1-09"}, {0, 1, "~L1-14"}},
			tile: "L1-04", do: Place(plSlot(1, 0))},
		{name: "a cancelled supporter keeps its colour", pyramid: []plPut{{0, 0, "xL2-07"}, {0, 1, "L1-09"}},
			tile: green, do: Place(plSlot(1, 0))},
		{name: "a cancelled supporter of another colour does not help", pyramid: []plPut{{0, 0, "xL2-10"}, {0, 1, "L1-14"}},
			tile: green, do: Place(plSlot(1, 0)), err: "slot (1,0) needs a green tile or a Wilderness beneath"},

		// Rule 4: a Wilderness ignores colour.
		{name: "Wilderness on two tiles of other colours", pyramid: base(0, 1), tile: green, do: PlaceWild(plSlot(1, 0))},
		{name: "Wilderness of a costly tile the realm cannot pay", pyramid: base(0, 1), tile: "L3-09",
			do: PlaceWild(plSlot(0, 2))},

		// Upper rows before the base is complete.
		{name: "row 1 with only two base tiles", pyramid: []plPut{{0, 2, "L1-06"}, {0, 3, "L1-09"}},
			tile: green, do: Place(plSlot(1, 2))},
		{name: "row 2 with an incomplete base", pyramid: []plPut{{0, 1, "L1-09"}, {0, 2, "L1-06"}, {0, 3, "L1-14"},
			{1, 1, "L1-07"}, {1, 2, "L1-16"}}, tile: green, do: Place(plSlot(2, 1))},
		{name: "top slot over a green row-2 tile", pyramid: append(base(0, 1, 2, 3, 4),
			plPut{1, 0, "~L1-10"}, plPut{1, 1, "~L1-12"}, plPut{1, 2, "~L1-15"}, plPut{2, 0, "L1-08"}, plPut{2, 1, "L1-19"}),
			tile: green, do: Place(plSlot(3, 0))},
		{name: "top slot over no green", pyramid: append(base(0, 1, 2, 3, 4),
			plPut{1, 0, "~L1-10"}, plPut{1, 1, "~L1-12"}, plPut{1, 2, "~L1-15"}, plPut{2, 0, "L1-20"}, plPut{2, 1, "L1-19"}),
			tile: green, do: Place(plSlot(3, 0)), err: "slot (3,0) needs a green tile or a Wilderness beneath"},

		// Cost: face up only when the realm can pay.
		{name: "face up needs the cost", pyramid: base(0), tile: "L2-05", do: Place(plSlot(0, 1)),
			err: "the realm cannot pay for L2-05"},
		{name: "face up with exactly the cost", pyramid: base(0), tile: "L2-05", realm: Cubes{Yellow: 1, White: 1},
			do: Place(plSlot(0, 1))},
		{name: "cost short by one colour", pyramid: base(0), tile: "L2-05", realm: Cubes{Yellow: 2, Red: 3},
			do: Place(plSlot(0, 1)), err: "the realm cannot pay for L2-05"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := plScenario(t, tc.pyramid, tc.realm, 0, tc.tile, Cubes{})
			s.mustApply(t, TakeTile(4))
			if s.Phase() != PhasePlace {
				t.Fatalf("after taking, phase %v, want place", s.Phase())
			}
			if tc.err != "" {
				mustRefuse(t, s, tc.do, tc.err)
				return
			}
			before := s.seats[0]
			if !s.hasLegal(tc.do) {
				t.Errorf("%v is not listed as legal", tc.do)
			}
			s.mustApply(t, tc.do)
			// Beyond an end of the base row, the tile lands at that end and
			// every other tile moves one column away from it.
			landing, shift := int(tc.do.Pos), 0
			switch tc.do.Pos {
			case 14:
				landing, shift = plSlot(0, 0), 1
			case 15:
				landing, shift = plSlot(0, 4), -1
			}
			got := s.seats[0].Pyramid[landing]
			want := Placed{Tile: s.id(t, tc.tile), Wild: tc.do.Wild}
			if got != want {
				t.Errorf("slot holds %+v, want %+v", got, want)
			}
			if s.seats[0].RegionCount != before.RegionCount+1 {
				t.Errorf("region count %d, want %d", s.seats[0].RegionCount, before.RegionCount+1)
			}
			for _, p := range tc.pyramid {
				if now := s.seats[0].Pyramid[plSlot(p.row, p.col+shift)]; now != before.Pyramid[plSlot(p.row, p.col)] {
					t.Errorf("the tile of (%d,%d) is not in (%d,%d)", p.row, p.col, p.row, p.col+shift)
				}
			}
			if n := s.seats[0].Pyramid.Occupied(); bits.OnesCount16(uint16(n)) != len(tc.pyramid)+1 {
				t.Errorf("%d tiles in the pyramid, want %d", bits.OnesCount16(uint16(n)), len(tc.pyramid)+1)
			}
			if s.Phase() == PhasePlace {
				t.Errorf("still in the place phase after placing")
			}
		})
	}
}

func TestPlacementOutsidePlacePhase(t *testing.T) {
	tests := []struct {
		name  string
		setup func(t *testing.T, s *State)
		do    Action
		err   string
	}{
		{name: "before taking a tile", setup: func(*testing.T, *State) {}, do: Place(plSlot(0, 0)),
			err: "not allowed during the choose phase"},
		{name: "Wilderness before taking a tile", setup: func(*testing.T, *State) {}, do: PlaceWild(plSlot(0, 2)),
			err: "not allowed during the choose phase"},
		{name: "a second placement", setup: func(t *testing.T, s *State) {
			s.mustApply(t, TakeTile(4), PlaceWild(plSlot(0, 2)))
		}, do: PlaceWild(plSlot(0, 3)), err: "not allowed during the finish phase"},
		{name: "during the multicolour payment", setup: func(t *testing.T, s *State) {
			s.show(t, 4, "L1-12", Cubes{}) // red, cost "*"
			s.seats[0].Realm = Cubes{Blue: 2}
			s.mustApply(t, TakeTile(4), Place(plSlot(0, 2)))
		}, do: Place(plSlot(0, 3)), err: "not allowed during the pay phase"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := plScenario(t, nil, Cubes{}, 0, "L1-05", Cubes{})
			tc.setup(t, s)
			mustRefuse(t, s, tc.do, tc.err)
		})
	}
}

func TestPlacementsSlotSets(t *testing.T) {
	// A full base: red, blue, yellow, green, white.
	fullBase := []plPut{{0, 0, "L1-09"}, {0, 1, "L1-14"}, {0, 2, "L1-17"}, {0, 3, "L1-06"}, {0, 4, "L1-01"}}
	wildLeft := append([]plPut{{0, 0, "~L1-09"}}, fullBase[1:]...)
	row1 := plSet(plRow(1)...)
	tests := []struct {
		name       string
		pyramid    []plPut
		realm      Cubes
		reductions ColorSet
		tile       string
		onTile     Cubes
		faceUp     SlotSet
		wild       SlotSet
	}{
		{name: "empty pyramid", tile: "L1-05", faceUp: plSet(plRow(0)...), wild: plSet(plRow(0)...)},
		{name: "one base tile", pyramid: []plPut{{0, 2, "L1-09"}}, tile: "L1-05",
			faceUp: plSet(plRC{0, 1}, plRC{0, 3}), wild: plSet(plRC{0, 1}, plRC{0, 3})},
		{name: "base at the edge", pyramid: []plPut{{0, 4, "L1-09"}}, tile: "L1-05",
			faceUp: plSet(plRC{0, 3}, plRC{0, 5}), wild: plSet(plRC{0, 3}, plRC{0, 5})},
		{name: "three base tiles, green on the right", pyramid: []plPut{{0, 0, "L1-09"}, {0, 1, "L1-14"}, {0, 2, "L1-06"}},
			tile:   "L1-05",
			faceUp: plSet(plRC{0, -1}, plRC{0, 3}, plRC{1, 1}), wild: plSet(plRC{0, -1}, plRC{0, 3}, plRC{1, 0}, plRC{1, 1})},
		{name: "four base tiles from column 1: no end beyond the row", pyramid: []plPut{{0, 1, "L1-09"}, {0, 2, "L1-14"}, {0, 3, "L1-06"}, {0, 4, "L1-17"}},
			tile:   "L1-05",
			faceUp: plSet(plRC{0, 0}, plRC{0, 5}, plRC{1, 2}, plRC{1, 3}), wild: plSet(plRC{0, 0}, plRC{0, 5}, plRC{1, 1}, plRC{1, 2}, plRC{1, 3})},
		{name: "full base, green tile", pyramid: fullBase, tile: "L1-05",
			faceUp: plSet(plRC{1, 2}, plRC{1, 3}), wild: row1},
		{name: "full base, white tile", pyramid: fullBase, tile: "L1-04",
			faceUp: plSet(plRC{1, 3}), wild: row1},
		{name: "full base, red tile", pyramid: fullBase, tile: "L1-11",
			faceUp: plSet(plRC{1, 0}), wild: row1},
		{name: "full base with a Wilderness, green tile", pyramid: wildLeft, tile: "L1-05",
			faceUp: plSet(plRC{1, 0}, plRC{1, 2}, plRC{1, 3}), wild: row1},
		{name: "upper rows open before the base is full",
			pyramid: []plPut{{0, 1, "L1-09"}, {0, 2, "L1-06"}, {0, 3, "L1-14"}, {1, 1, "L1-07"}},
			tile:    "L1-05",
			faceUp:  plSet(plRC{0, 0}, plRC{0, 4}, plRC{1, 2}), wild: plSet(plRC{0, 0}, plRC{0, 4}, plRC{1, 2})},
		{name: "unaffordable: Wilderness only", pyramid: fullBase, tile: "L2-05", // green, Y W
			wild: row1},
		{name: "affordable with the cubes on the display tile", pyramid: fullBase, tile: "L2-05",
			onTile: Cubes{Yellow: 1, White: 1}, faceUp: plSet(plRC{1, 2}, plRC{1, 3}), wild: row1},
		{name: "realm and tile cubes together", pyramid: fullBase, tile: "L2-05",
			realm: Cubes{Yellow: 1}, onTile: Cubes{White: 1}, faceUp: plSet(plRC{1, 2}, plRC{1, 3}), wild: row1},
		{name: "the tile cubes are not enough", pyramid: fullBase, tile: "L2-05",
			onTile: Cubes{Yellow: 2}, wild: row1},
		{name: "a reduction waives a colour", pyramid: fullBase, tile: "L2-05",
			realm: Cubes{White: 1}, reductions: SetOf(Yellow), faceUp: plSet(plRC{1, 2}, plRC{1, 3}), wild: row1},
		{name: "reductions never pay a multicolour symbol", pyramid: fullBase, tile: "L1-12", // red, "*"
			reductions: SetOf(Red, Blue, Yellow, Green, White), wild: row1},
		{name: "a multicolour symbol paid by any colour", pyramid: fullBase, tile: "L1-12",
			realm: Cubes{Green: 1}, faceUp: plSet(plRC{1, 0}), wild: row1},
		{name: "multicolour counts what the coloured symbols leave", pyramid: fullBase, tile: "L2-11", // red, B *
			realm: Cubes{Blue: 1}, wild: row1},
		{name: "multicolour paid from the same colour", pyramid: fullBase, tile: "L2-11",
			realm: Cubes{Blue: 2}, faceUp: plSet(plRC{1, 0}), wild: row1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := plScenario(t, tc.pyramid, tc.realm, tc.reductions, tc.tile, tc.onTile)
			faceUp, wild := s.Placements(4)
			if faceUp != tc.faceUp || wild != tc.wild {
				t.Errorf("choose phase: Placements(4) = %s, %s; want %s, %s",
					plSetString(faceUp), plSetString(wild), plSetString(tc.faceUp), plSetString(tc.wild))
			}
			before := *s
			s.Placements(4)
			if *s != before {
				t.Errorf("Placements changed the state")
			}
			s.mustApply(t, TakeTile(4))
			for _, pos := range []int{4, 0, -1} { // pos is ignored in the place phase
				faceUp, wild = s.Placements(pos)
				if faceUp != tc.faceUp || wild != tc.wild {
					t.Errorf("place phase: Placements(%d) = %s, %s; want %s, %s", pos,
						plSetString(faceUp), plSetString(wild), plSetString(tc.faceUp), plSetString(tc.wild))
				}
			}
			faceUp, wild = plPlaceSets(s)
			if faceUp != tc.faceUp || wild != tc.wild {
				t.Errorf("legal actions place %s face up and %s as Wilderness; want %s, %s",
					plSetString(faceUp), plSetString(wild), plSetString(tc.faceUp), plSetString(tc.wild))
			}
		})
	}
}

func TestPlacementsNothingToPlace(t *testing.T) {
	tests := []struct {
		name  string
		setup func(t *testing.T, s *State)
		pos   int
	}{
		{name: "empty display position", pos: 2, setup: func(_ *testing.T, s *State) { s.display[2] = NoTile }},
		{name: "position below the display", pos: -1, setup: func(*testing.T, *State) {}},
		{name: "position beyond the display", pos: DisplaySize, setup: func(*testing.T, *State) {}},
		{name: "complete pyramid", pos: 4, setup: func(t *testing.T, s *State) {
			for slot := range PyramidSlots {
				r, c := SlotRowCol(slot)
				s.put(t, 0, r, c, "~L1-09")
			}
		}},
		{name: "finish phase", pos: 3, setup: func(t *testing.T, s *State) {
			s.mustApply(t, TakeTile(4), PlaceWild(plSlot(0, 0)))
		}},
		{name: "game over", pos: 4, setup: func(_ *testing.T, s *State) {
			s.turn, s.phase = TurnsPerSeat*4, PhaseOver
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := plScenario(t, nil, Cubes{Red: 5, Green: 5}, 0, "L1-05", Cubes{})
			tc.setup(t, s)
			if faceUp, wild := s.Placements(tc.pos); faceUp != 0 || wild != 0 {
				t.Errorf("Placements(%d) = %s, %s; want nothing", tc.pos, plSetString(faceUp), plSetString(wild))
			}
		})
	}
}

func TestPaymentSuggestedFill(t *testing.T) {
	tests := []struct {
		name       string
		tile       string
		realm      Cubes
		onTile     Cubes
		reductions ColorSet
		pay        Cubes
		ok         bool
		gain       Cubes // what the tile's effect adds once paid
	}{
		{name: "free tile", tile: "L1-18", ok: true}, // a Village the empty realm cannot validate
		{name: "coloured symbols", tile: "L2-05", realm: Cubes{Red: 1, Yellow: 2, White: 1},
			pay: Cubes{Yellow: 1, White: 1}, ok: true},
		{name: "cubes on the display tile count", tile: "L2-05", realm: Cubes{Yellow: 1}, onTile: Cubes{White: 1},
			pay: Cubes{Yellow: 1, White: 1}, ok: true},
		{name: "only the display tile's cubes", tile: "L2-05", onTile: Cubes{Yellow: 1, White: 1, Red: 4},
			pay: Cubes{Yellow: 1, White: 1}, ok: true},
		{name: "a colour missing", tile: "L2-05", realm: Cubes{Yellow: 1, Red: 6}},
		{name: "a reduction waives its colour", tile: "L2-05", realm: Cubes{White: 1}, reductions: SetOf(Yellow),
			pay: Cubes{White: 1}, ok: true},
		{name: "a reduction of another colour does not", tile: "L2-05", realm: Cubes{White: 1}, reductions: SetOf(Green)},
		{name: "reductions never waive a multicolour symbol", tile: "L1-12",
			reductions: SetOf(Red, Blue, Yellow, Green, White)},
		{name: "multicolour from the realm despite reductions", tile: "L1-12", realm: Cubes{Green: 1},
			reductions: SetOf(Red, Blue, Yellow, Green, White), pay: Cubes{Green: 1}, ok: true},
		{name: "reductions on a mixed cost", tile: "L2-13", realm: Cubes{White: 1}, reductions: SetOf(Yellow, Red), // Y R *
			pay: Cubes{White: 1}, ok: true},
		{name: "multicolour only after the coloured symbols", tile: "L2-11", realm: Cubes{Blue: 1}}, // B *
		{name: "multicolour from the colour of a coloured symbol", tile: "L2-11", realm: Cubes{Blue: 2},
			pay: Cubes{Blue: 2}, ok: true, gain: Cubes{Red: 2}},
		// B**: after B, R2 B2 Y3 -> Y; then R2 B2 Y2 -> tie, the lower colour red.
		{name: "fill from the most held, ties to the lower colour", tile: "L2-19", realm: Cubes{Red: 2, Blue: 3, Yellow: 3},
			pay: Cubes{Red: 1, Blue: 1, Yellow: 1}, ok: true},
		// W***: after W, R1 G3 -> G; R1 G2 -> G; R1 G1 -> red.
		{name: "fill three symbols", tile: "L3-10", realm: Cubes{Red: 1, Green: 3, White: 1},
			pay: Cubes{Red: 1, Green: 2, White: 1}, ok: true},
		// R**: after R, B1 W4 (2 of them on the tile) -> W, W.
		{name: "fill counts the display tile's cubes", tile: "L2-04", realm: Cubes{Red: 1, Blue: 1, White: 2},
			onTile: Cubes{White: 2}, pay: Cubes{Red: 1, White: 2}, ok: true},
		{name: "multicolour short by one", tile: "L2-04", realm: Cubes{Red: 1, Blue: 1}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := plScenario(t, nil, tc.realm, tc.reductions, tc.tile, tc.onTile)
			before := *s
			pay, ok := s.Payment(4)
			if pay != tc.pay || ok != tc.ok {
				t.Errorf("choose phase: Payment(4) = %v, %v; want %v, %v", pay, ok, tc.pay, tc.ok)
			}
			if *s != before {
				t.Errorf("Payment changed the state")
			}
			s.mustApply(t, TakeTile(4))
			for _, pos := range []int{-1, 4, 7} { // pos is ignored in the place phase
				if pay, ok := s.Payment(pos); pay != tc.pay || ok != tc.ok {
					t.Errorf("place phase: Payment(%d) = %v, %v; want %v, %v", pos, pay, ok, tc.pay, tc.ok)
				}
			}
			if !tc.ok {
				mustRefuse(t, s, Place(plSlot(0, 0)), "cannot pay")
				return
			}
			// Paying as suggested is accepted and costs exactly the suggestion.
			start := s.seats[0].Realm
			s.mustApply(t, Place(plSlot(0, 0)))
			pending := tc.pay
			for c := range NumColors {
				pending[c] -= start[c] - s.seats[0].Realm[c] // the coloured part, paid on placing
			}
			for c := Color(0); c < NumColors; c++ {
				for range pending[c] {
					s.mustApply(t, Pay(c))
				}
			}
			if s.Phase() == PhasePay {
				t.Fatalf("still %d multicolour symbols to pay after the suggestion", s.Remaining())
			}
			var want Cubes
			for c := range NumColors {
				want[c] = tc.realm[c] + tc.onTile[c] - tc.pay[c] + tc.gain[c]
			}
			if got := s.seats[0].Realm; got != want {
				t.Errorf("realm after paying %v, want %v", got, want)
			}
		})
	}
}

func TestPaymentOutsidePlacement(t *testing.T) {
	tests := []struct {
		name  string
		setup func(t *testing.T, s *State)
		pos   int
	}{
		{name: "empty display position", pos: 2, setup: func(_ *testing.T, s *State) { s.display[2] = NoTile }},
		{name: "position beyond the display", pos: DisplaySize, setup: func(*testing.T, *State) {}},
		{name: "negative position", pos: -1, setup: func(*testing.T, *State) {}},
		{name: "pay phase", pos: 4, setup: func(t *testing.T, s *State) {
			s.show(t, 4, "L2-04", Cubes{})
			s.mustApply(t, TakeTile(4), Place(plSlot(0, 0)))
		}},
		{name: "finish phase", pos: 3, setup: func(t *testing.T, s *State) {
			s.mustApply(t, TakeTile(4), PlaceWild(plSlot(0, 0)))
		}},
		{name: "game over", pos: 4, setup: func(_ *testing.T, s *State) {
			s.turn, s.phase = TurnsPerSeat*4, PhaseOver
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := plScenario(t, nil, Cubes{Red: 5, Blue: 5}, 0, "L1-05", Cubes{})
			tc.setup(t, s)
			var (
				pay Cubes
				ok  bool
			)
			func() {
				defer func() {
					if r := recover(); r != nil {
						t.Errorf("Payment(%d) panicked: %v", tc.pos, r)
					}
				}()
				pay, ok = s.Payment(tc.pos)
			}()
			if ok || pay != (Cubes{}) {
				t.Errorf("Payment(%d) = %v, %v; want nothing, false", tc.pos, pay, ok)
			}
		})
	}
}

func TestExchangesToPay(t *testing.T) {
	c := func(r, b, y, g, w int) Cubes {
		return Cubes{uint8(r), uint8(b), uint8(y), uint8(g), uint8(w)}
	}
	cost := func(r, b, y, g, w, any int) Cost {
		return Cost{uint8(r), uint8(b), uint8(y), uint8(g), uint8(w), uint8(any)}
	}
	tests := []struct {
		name      string
		realm     Cubes
		cost      Cost
		ok        bool
		exchanges int
	}{
		{"free", c(0, 0, 0, 0, 0), cost(0, 0, 0, 0, 0, 0), true, 0},
		{"direct", c(1, 1, 0, 0, 0), cost(1, 0, 0, 0, 0, 1), true, 0},
		{"one exchange", c(0, 4, 0, 0, 0), cost(1, 0, 0, 0, 0, 0), true, 1},
		{"exchange keeps the cost's own colour", c(0, 3, 0, 0, 0), cost(1, 1, 0, 0, 0, 0), false, 0},
		{"two exchanges from two colours", c(0, 3, 3, 0, 0), cost(2, 0, 0, 0, 0, 0), true, 2},
		{"multicolour short: exchanges do not help", c(0, 0, 0, 0, 6), cost(0, 0, 0, 0, 0, 7), false, 0},
		{"exchange then multicolour", c(0, 0, 0, 0, 5), cost(1, 0, 0, 0, 0, 1), true, 1},
		{"exchange leaves too few for multicolour", c(0, 0, 0, 0, 4), cost(1, 0, 0, 0, 0, 2), false, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			plan, ok := ExchangesToPay(tt.realm, tt.cost)
			if ok != tt.ok || ok && plan.N != tt.exchanges {
				t.Fatalf("ok %v with %d exchanges, want %v with %d", ok, plan.N, tt.ok, tt.exchanges)
			}
			if !ok {
				return
			}
			realm := tt.realm
			for i := range plan.N {
				realm[plan.From[i]] -= 3
				realm[plan.To[i]]++
			}
			if !realm.Covers(&tt.cost) {
				t.Fatalf("after the exchanges %v the realm %v cannot pay %v", plan, realm, tt.cost)
			}
		})
	}
}

// TestExchangePlacements: where a tile can go face up once exchanges make
// its cost payable, and which exchanges; nothing when it is payable already
// or cannot be made so.
func TestExchangePlacements(t *testing.T) {
	tests := []struct {
		name  string
		realm Cubes
		tile  string
		slots SlotSet
		from  Color
		to    Color
	}{
		{name: "blue wanted, red to spare", realm: Cubes{Red: 4}, tile: "L1-10", // red Volcano, cost B
			slots: plSet(plRow(0)...), from: Red, to: Blue},
		{name: "payable already", realm: Cubes{Blue: 1}, tile: "L1-10"},
		{name: "no colour to spare", realm: Cubes{Red: 2}, tile: "L1-10"},
		{name: "a free tile", tile: "L1-05"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := plScenario(t, nil, tc.realm, 0, tc.tile, Cubes{})
			for _, phase := range []string{"choose", "place"} {
				if phase == "place" {
					s.mustApply(t, TakeTile(4))
				}
				slots, plan := s.ExchangePlacements(4)
				if slots != tc.slots {
					t.Errorf("%s: slots %s, want %s", phase, plSetString(slots), plSetString(tc.slots))
				}
				if tc.slots != 0 && (plan.N != 1 || plan.From[0] != tc.from || plan.To[0] != tc.to) {
					t.Errorf("%s: plan %+v, want %v for %v", phase, plan, tc.from, tc.to)
				}
				if faceUp, _ := s.Placements(4); faceUp&slots != 0 {
					t.Errorf("%s: %s both face up now and after an exchange", phase, plSetString(faceUp&slots))
				}
			}
		})
	}
}
