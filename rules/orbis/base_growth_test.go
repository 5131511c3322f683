package orbis

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// The base row grows at either end, as at the table (RULINGS.md, "The
// universe" 1): wherever the first tile went, the base can reach five tiles
// by growing left or right in any order. Beyond column 0 or 4 the whole
// pyramid shifts one column to make room.

// bgTurn plays one turn of the player to act: take the tile at display
// position pos, place it as a Wilderness at target (so no cost or effect
// interferes), discard down to 10 and end the turn. It returns the tile.
func bgTurn(t *testing.T, s *State, pos, target int) TileID {
	t.Helper()
	id := s.Display(pos)
	if !s.hasLegal(TakeTile(pos)) {
		t.Fatalf("take %d is not legal", pos)
	}
	s.mustApply(t, TakeTile(pos))
	if !s.hasLegal(PlaceWild(target)) {
		r, c := SlotRowCol(target)
		t.Fatalf("wild %d,%d is not legal; open: %v", r, c, s.seats[s.CurrentPlayer()].Pyramid.openSlots().Slots())
	}
	s.mustApply(t, PlaceWild(target))
	for s.Phase() == PhaseFinish && s.Remaining() > 0 {
		realm := s.RealmOf(s.CurrentPlayer())
		for c := range NumColors {
			if realm[c] > 0 {
				s.mustApply(t, Discard(Color(c)))
				break
			}
		}
	}
	s.mustApply(t, EndTurn())
	return id
}

// bgBase reads seat 0's base row: the tiles from left to right, and the
// first column holding one; it fails unless they form one unbroken run.
func bgBase(t *testing.T, s *State) (run []TileID, first int) {
	t.Helper()
	p := s.PyramidOf(0)
	first = -1
	for c := range 5 {
		if p[c].Empty() {
			continue
		}
		if first < 0 {
			first = c
		} else if p[c-1].Empty() {
			t.Fatalf("the base row has a gap before column %d", c)
		}
		run = append(run, p[c].Tile)
	}
	return run, first
}

// TestBaseGrowsAtEitherEnd starts the base in every column, then grows it to
// five tiles in every order of left and right extensions (16 orders).
func TestBaseGrowsAtEitherEnd(t *testing.T) {
	for firstCol := range 5 {
		for order := range 16 {
			var sides [4]byte // 'L' or 'R', extension by extension
			for i := range sides {
				sides[i] = "LR"[order>>i&1]
			}
			t.Run(fmt.Sprintf("first in column %d, then %s", firstCol, sides[:]), func(t *testing.T) {
				s := newScenario(t, 2)
				want := []TileID{bgTurn(t, s, 4, firstCol)}
				bgTurn(t, s, 0, bgAnyBase(t, s, 1))
				for _, side := range sides {
					run, first := bgBase(t, s)
					last := first + len(run) - 1
					// Where the player aims: beside the run, or beyond an end of the row.
					target := first - 1
					if side == 'R' {
						target = last + 1
					}
					switch {
					case target < 0:
						target = BaseLeft
					case target > 4:
						target = BaseRight
					}
					id := bgTurn(t, s, 4, target)
					if side == 'L' {
						want = append([]TileID{id}, want...)
					} else {
						want = append(want, id)
					}
					run, _ = bgBase(t, s)
					if !slices.Equal(run, want) {
						t.Fatalf("after %c the base reads %v, want %v", side, run, want)
					}
					if len(run) < 5 {
						bgTurn(t, s, 0, bgAnyBase(t, s, 1))
					}
				}
				run, first := bgBase(t, s)
				if len(run) != 5 || first != 0 {
					t.Fatalf("the base holds %d tiles from column %d, want 5 from column 0", len(run), first)
				}
				open := s.seats[0].Pyramid.openSlots()
				if open.Has(BaseLeft) || open.Has(BaseRight) {
					t.Errorf("a complete base still offers an end beyond the row: %v", open.Slots())
				}
			})
		}
	}
}

// bgAnyBase returns the first legal base target for seat: the other player
// grows its own base meanwhile.
func bgAnyBase(t *testing.T, s *State, seat int) int {
	t.Helper()
	for _, slot := range s.seats[seat].Pyramid.openSlots().Slots() {
		if InBase(slot) {
			return slot
		}
	}
	return s.seats[seat].Pyramid.openSlots().Slots()[0]
}

// TestShiftKeepsUpperRowsOnTheirTiles: rows built before a shift rest on the
// same two tiles after it, keep their flags, and score the same.
func TestShiftKeepsUpperRowsOnTheirTiles(t *testing.T) {
	tests := []struct {
		name    string
		pyramid []plPut
		target  int
		shift   int
	}{
		{"left of column 0", []plPut{{0, 0, "L1-09"}, {0, 1, "L1-14"}, {0, 2, "L1-17"}, {0, 3, "L1-06"},
			{1, 0, "~L1-10"}, {1, 1, "xL2-07"}, {1, 2, "L1-08"}, {2, 0, "L1-19"}, {2, 1, "~L2-09"}, {3, 0, "L1-13"}}, BaseLeft, +1},
		{"right of column 4", []plPut{{0, 2, "L1-09"}, {0, 3, "L1-14"}, {0, 4, "L1-17"},
			{1, 2, "L1-10"}, {1, 3, "~L2-07"}, {2, 2, "L1-08"}}, BaseRight, -1},
		{"left of column 0 with a base of one", []plPut{{0, 0, "L1-09"}}, BaseLeft, +1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := plScenario(t, tc.pyramid, Cubes{}, 0, "L1-05", Cubes{})
			before := s.seats[0].Pyramid
			rests := map[[2]int][2]TileID{} // per upper tile: the tiles beneath it
			for _, p := range tc.pyramid {
				if l, r, ok := Below(plSlot(p.row, p.col)); ok {
					rests[[2]int{p.row, p.col}] = [2]TileID{before[l].Tile, before[r].Tile}
				}
			}
			s.mustApply(t, TakeTile(4), PlaceWild(tc.target))
			after := s.seats[0].Pyramid
			for _, p := range tc.pyramid {
				slot := plSlot(p.row, p.col+tc.shift)
				if after[slot] != before[plSlot(p.row, p.col)] {
					t.Errorf("(%d,%d) moved to (%d,%d) as %+v, want %+v", p.row, p.col, p.row, p.col+tc.shift,
						after[slot], before[plSlot(p.row, p.col)])
				}
				if want, upper := rests[[2]int{p.row, p.col}]; upper {
					l, r, _ := Below(slot)
					if got := [2]TileID{after[l].Tile, after[r].Tile}; got != want {
						t.Errorf("(%d,%d) rests on %v after the shift, on %v before", p.row, p.col, got, want)
					}
				}
			}
			end := plSlot(0, 0)
			if tc.shift < 0 {
				end = plSlot(0, 4)
			}
			if after[end].Tile != s.id(t, "L1-05") || !after[end].Wild {
				t.Errorf("the new tile is not at the end of the base: %+v", after[end])
			}
		})
	}
}

// TestShiftedPlacementInRecords: a placement beyond an end of the base row
// is written "place 0,-1" or "wild 0,5"; a whole game, with its draws, is
// version 3; the same game without its draws loads as version 2 (the draws
// put back from the piles), is refused as version 1, and a record with
// neither draws nor such placements is written as version 1.
func TestShiftedPlacementInRecords(t *testing.T) {
	var rec *Record
	for seed := uint64(0); seed < 40 && rec == nil; seed++ {
		s, su, err := NewGame(Config{Players: 2, Seed: seed, StartPlayer: 0})
		if err != nil {
			t.Fatal(err)
		}
		r := NewRecord([]PlayerInfo{{Name: "A"}, {Name: "B"}}, &seed, su)
		rng := rand.New(rand.NewPCG(seed, 2))
		var legal []Action
		for !s.IsOver() {
			a, ok := s.Chance() // chance draws from the top, as in a session
			if !ok {
				legal = s.LegalActions(legal[:0])
				a = legal[rng.IntN(len(legal))]
			}
			if err := s.Apply(a); err != nil { // not mustApply: the draw is recorded here
				t.Fatal(err)
			}
			r.Actions = append(r.Actions, a)
		}
		if slices.ContainsFunc(r.Actions, func(a Action) bool { return a.Kind == KindPlace && a.Pos >= PyramidSlots }) {
			rec = r
		}
	}
	if rec == nil {
		t.Fatal("40 random games without a placement beyond the base row")
	}
	data, err := rec.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(data, []byte(`"version": 3`)) || !(bytes.Contains(data, []byte(` 0,-1"`)) || bytes.Contains(data, []byte(` 0,5"`))) {
		t.Fatalf("a whole game is not written as version 3 with 0,-1 or 0,5")
	}
	_, want, err := ParseRecord(data)
	if err != nil {
		t.Fatalf("the version 3 record does not load: %v", err)
	}
	// The same game as an older version wrote it: no draws.
	var doc map[string]any
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	var kept []any
	for _, a := range doc["actions"].([]any) {
		if !strings.HasPrefix(a.(string), "draw ") {
			kept = append(kept, a)
		}
	}
	doc["actions"], doc["version"] = kept, 2
	v2, _ := json.Marshal(doc)
	_, got, err := ParseRecord(v2)
	if err != nil {
		t.Fatalf("the game as version 2 does not load: %v", err)
	}
	if got.set = want.set; got != want {
		t.Error("the version 2 record, its draws put back, replays to another game")
	}
	doc["version"] = 1
	v1, _ := json.Marshal(doc)
	if _, _, err := ParseRecord(v1); err == nil || !strings.Contains(err.Error(), "needs version 2") {
		t.Fatalf("a version 1 record with a placement beyond the base row: error %v, want it refused", err)
	}
	// Up to its first draw, a game is version 1.
	first := *rec
	first.Actions = rec.Actions[:slices.IndexFunc(rec.Actions, func(a Action) bool { return a.Kind == KindDraw })]
	plain, err := first.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(plain, []byte(`"version": 1`)) {
		t.Errorf("a record without draws or placements beyond the base row is not written as version 1")
	}
}

// TestNeighbourColorsMatchThePlacement: what NeighbourColors says a target's
// neighbours will be is what they are once a tile is placed there, base ends
// included, over the positions of random games.
func TestNeighbourColorsMatchThePlacement(t *testing.T) {
	checked := 0
	for seed := range uint64(30) {
		rec, _ := recordedGame(t, 3, seed)
		s, err := rec.Start()
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range rec.Actions {
			if s.Phase() == PhasePlace {
				seat := s.CurrentPlayer()
				_, wild := s.Placements(-1)
				for _, target := range wild.Slots() {
					colors, n := s.NeighbourColors(seat, target)
					after := s
					if err := after.Apply(PlaceWild(target)); err != nil {
						t.Fatal(err)
					}
					landing, _ := Landing(target)
					var want []ColorSet
					for _, nb := range Neighbours(landing) {
						want = append(want, after.ColorsAt(seat, nb))
					}
					got := slices.Clone(colors[:n])
					slices.Sort(got)
					slices.Sort(want)
					if !slices.Equal(got, want) {
						r, c := SlotRowCol(target)
						t.Fatalf("seed %d, turn %d, target %d,%d: NeighbourColors %v, after placing %v", seed, s.Turn(), r, c, got, want)
					}
					checked++
				}
			}
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked < 1000 {
		t.Errorf("only %d placements checked", checked)
	}
}
