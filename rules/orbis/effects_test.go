package orbis

import (
	"testing"
)

func TestEffectGenerateAndCollect(t *testing.T) {
	// Every display position starts with one worshipper of each colour except
	// the ones emptied.
	tests := []struct {
		name   string
		pos    int
		tile   string
		color  Color
		empty  []int // display positions without a tile
		onTile Cubes
		gets   []int // positions receiving one worshipper of color
	}{
		{name: "corner", pos: 0, tile: "L1-13", color: Blue, onTile: Cubes{Red: 2}, gets: []int{1, 3}},
		{name: "edge", pos: 1, tile: "L1-11", color: Red, onTile: Cubes{Yellow: 1, White: 1}, gets: []int{0, 2, 4}},
		{name: "centre", pos: 4, tile: "L1-18", color: Yellow, gets: []int{1, 3, 5, 7}},
		{name: "right edge", pos: 5, tile: "L1-04", color: White, onTile: Cubes{White: 3}, gets: []int{2, 4, 8}},
		{name: "last corner", pos: 8, tile: "L1-05", color: Green, onTile: Cubes{Green: 1, Blue: 1}, gets: []int{5, 7}},
		{name: "bottom edge", pos: 7, tile: "L3-11", color: Red, gets: []int{4, 6, 8}},
		{name: "empty neighbours get nothing", pos: 4, tile: "L2-05", color: Green, empty: []int{1, 7},
			gets: []int{3, 5}},
		{name: "no neighbour left", pos: 2, tile: "L1-13", color: Blue, empty: []int{1, 5}, onTile: Cubes{Blue: 1}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(t, 4)
			start := Cubes{1, 1, 1, 1, 1}
			for p := range DisplaySize {
				s.cubes[p] = start
			}
			for _, p := range tc.empty {
				s.display[p], s.cubes[p] = NoTile, Cubes{}
			}
			s.show(t, tc.pos, tc.tile, tc.onTile)
			if got := s.set.tiles[s.display[tc.pos]].Color; got != tc.color {
				t.Fatalf("%s is %v, the table says %v", tc.tile, got, tc.color)
			}
			s.seats[0].Realm = Cubes{Red: 1, Green: 2}
			s.mustApply(t, TakeTile(tc.pos))

			for p := range DisplaySize {
				want := start
				switch {
				case p == tc.pos:
					want = Cubes{}
				case s.display[p] == NoTile:
					want = Cubes{}
				}
				for _, g := range tc.gets {
					if g == p {
						want[tc.color]++
					}
				}
				if got := s.cubes[p]; got != want {
					t.Errorf("display %d holds %v, want %v", p, got, want)
				}
			}
			wantRealm := Cubes{Red: 1 + tc.onTile[Red], Blue: tc.onTile[Blue], Yellow: tc.onTile[Yellow],
				Green: 2 + tc.onTile[Green], White: tc.onTile[White]}
			if got := s.seats[0].Realm; got != wantRealm {
				t.Errorf("realm %v after collecting, want %v", got, wantRealm)
			}
			if s.display[tc.pos] != NoTile {
				t.Errorf("the taken tile is still on the display")
			}
			if id, pos := s.TakenTile(); id != s.id(t, tc.tile) || pos != tc.pos {
				t.Errorf("TakenTile() = %v, %d; want %s, %d", id, pos, tc.tile, tc.pos)
			}
			// The worshippers stay generated when the tile becomes Wilderness.
			cubes := s.cubes
			s.mustApply(t, PlaceWild(fxSlot(0, 2)))
			if s.cubes != cubes {
				t.Errorf("placing as Wilderness changed the display worshippers")
			}
		})
	}
}

func TestEffectPayWithCollected(t *testing.T) {
	tests := []struct {
		name   string
		tile   string
		realm  Cubes
		onTile Cubes
		after  Cubes // realm once placed face up
		steps  []fxStep
	}{
		{name: "all from the tile", tile: "L2-05", onTile: Cubes{Yellow: 1, White: 1}, // green Y W
			steps: fxOK(Place(0))},
		{name: "realm and tile together", tile: "L2-05", realm: Cubes{Yellow: 1}, onTile: Cubes{White: 2},
			after: Cubes{White: 1}, steps: fxOK(Place(0))},
		{name: "multicolour from the tile", tile: "L1-12", onTile: Cubes{Blue: 1}, // red *
			steps: fxOK(Place(0), Pay(Blue))},
		{name: "without the tile's cubes it cannot be paid", tile: "L2-05", realm: Cubes{Yellow: 1},
			after: Cubes{Yellow: 1}, steps: []fxStep{fxNo(Place(0), "cannot pay for L2-05"), {do: PlaceWild(0)}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := fxScenario(t, nil, tc.realm, tc.tile, 6, tc.onTile)
			s.mustApply(t, TakeTile(6))
			fxRun(t, s, tc.steps)
			if s.Phase() != PhaseFinish {
				t.Errorf("phase %v, want finish", s.Phase())
			}
			if got := s.seats[0].Realm; got != tc.after {
				t.Errorf("realm %v, want %v", got, tc.after)
			}
		})
	}
}

func TestEffectMulticolourPaymentStepByStep(t *testing.T) {
	// L2-04: white temple, cost R * *. The realm R1 B1 G2 pays R on placing.
	common := []fxStep{
		fxNo(Pay(Red), "no red worshipper in the realm"),
		fxNo(Pay(AnyColor), "any is not a worshipper colour"),
		fxNo(Place(fxSlot(0, 1)), "not allowed during the pay phase"),
		fxNo(PlaceWild(fxSlot(0, 1)), "not allowed during the pay phase"),
		fxNo(EndTurn(), "not allowed during the pay phase"),
		fxNo(Discard(Green), "not allowed during the pay phase"),
		fxNo(Decline(), "not allowed during the pay phase"),
	}
	tests := []struct {
		name  string
		pays  []Color
		after Cubes
	}{
		{name: "green twice", pays: []Color{Green, Green}, after: Cubes{Blue: 1}},
		{name: "blue then green", pays: []Color{Blue, Green}, after: Cubes{Green: 1}},
		{name: "green then blue", pays: []Color{Green, Blue}, after: Cubes{Green: 1}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := fxScenario(t, nil, Cubes{Red: 1, Blue: 1, Green: 2}, "L2-04", 4, Cubes{})
			s.mustApply(t, TakeTile(4), Place(fxSlot(0, 0)))
			if s.Phase() != PhasePay || s.Remaining() != 2 {
				t.Fatalf("after placing: phase %v, %d to pay; want pay, 2", s.Phase(), s.Remaining())
			}
			if got, want := s.seats[0].Realm, (Cubes{Blue: 1, Green: 2}); got != want {
				t.Fatalf("realm %v after the coloured part, want %v", got, want)
			}
			want := []Action{Pay(Blue), Pay(Green)}
			if got := s.LegalActions(nil); len(got) != len(want) || got[0] != want[0] || got[1] != want[1] {
				t.Errorf("legal actions %v, want %v", got, want)
			}
			fxRun(t, s, common)
			s.mustApply(t, Pay(tc.pays[0]))
			if s.Phase() != PhasePay || s.Remaining() != 1 {
				t.Fatalf("after one symbol: phase %v, %d to pay; want pay, 1", s.Phase(), s.Remaining())
			}
			fxRun(t, s, common)
			s.mustApply(t, Pay(tc.pays[1]))
			if s.Phase() != PhaseFinish {
				t.Errorf("after paying: phase %v, want finish", s.Phase())
			}
			if got := s.seats[0].Realm; got != tc.after {
				t.Errorf("realm %v, want %v", got, tc.after)
			}
			if pl := s.seats[0].Pyramid[fxSlot(0, 0)]; pl.Cancelled || pl.Wild || pl.Tile != s.id(t, "L2-04") {
				t.Errorf("slot holds %+v", pl)
			}
			mustRefuse(t, s, Pay(Blue), "not allowed during the finish phase")
		})
	}
}

func TestEffectFarmReduction(t *testing.T) {
	all := SetOf(Red, Blue, Yellow, Green, White)
	tests := []struct {
		name       string
		reductions ColorSet
		tile       string
		realm      Cubes
		steps      []fxStep
		phase      Phase
		after      Cubes
	}{
		{name: "coloured symbols all waived", reductions: SetOf(Yellow, Red), tile: "L3-08", // green Y Y R
			steps: fxOK(Place(0)), phase: PhaseFinish},
		{name: "one colour waived, the other paid", reductions: SetOf(Yellow), tile: "L3-08", realm: Cubes{Red: 1, Blue: 1},
			steps: fxOK(Place(0)), phase: PhaseFinish, after: Cubes{Blue: 1}},
		{name: "a waived colour is not taken from the realm", reductions: SetOf(Yellow), tile: "L3-08",
			realm: Cubes{Red: 1, Yellow: 2}, steps: fxOK(Place(0)), phase: PhaseFinish, after: Cubes{Yellow: 2}},
		{name: "the other colour still missing", reductions: SetOf(Yellow), tile: "L3-08", realm: Cubes{Yellow: 2},
			steps: []fxStep{fxNo(Place(0), "cannot pay for L3-08")}, phase: PhasePlace, after: Cubes{Yellow: 2}},
		{name: "multicolour not waived by any reduction", reductions: all, tile: "L1-12", // red *
			steps: []fxStep{fxNo(Place(0), "cannot pay for L1-12")}, phase: PhasePlace},
		{name: "multicolour still paid symbol by symbol", reductions: SetOf(Red), tile: "L2-04", realm: Cubes{Green: 2}, // white R * *
			steps: fxOK(Place(0)), phase: PhasePay, after: Cubes{Green: 2}},
		{name: "mixed cost with two reductions", reductions: SetOf(Red, Yellow), tile: "L2-13", realm: Cubes{White: 1}, // blue Y R *
			steps: fxOK(Place(0), Pay(White)), phase: PhaseFinish},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := fxScenario(t, nil, tc.realm, tc.tile, 4, Cubes{})
			s.seats[0].Reductions = tc.reductions
			s.mustApply(t, TakeTile(4))
			fxRun(t, s, tc.steps)
			if s.Phase() != tc.phase {
				t.Errorf("phase %v, want %v", s.Phase(), tc.phase)
			}
			if tc.phase == PhasePay && s.Remaining() != 2 {
				t.Errorf("%d multicolour symbols to pay, want 2", s.Remaining())
			}
			if got := s.seats[0].Realm; got != tc.after {
				t.Errorf("realm %v, want %v", got, tc.after)
			}
		})
	}
}

func TestEffectFarmTakesReductionToken(t *testing.T) {
	tests := []struct {
		name   string
		tile   string
		realm  Cubes
		before ColorSet
		place  Action
		after  ColorSet
		realm2 Cubes
	}{
		{name: "red farm", tile: "L1-09", realm: Cubes{Green: 1, Red: 1}, place: Place(0), // red farm, cost G
			after: SetOf(Red), realm2: Cubes{Red: 1}},
		{name: "white farm next to another token", tile: "L1-01", realm: Cubes{Red: 2}, before: SetOf(Blue), // white farm, cost R
			place: Place(0), after: SetOf(Blue, White), realm2: Cubes{Red: 1}},
		{name: "blue farm with its multicolour symbol", tile: "L2-13", realm: Cubes{Yellow: 1, Red: 1, Green: 1},
			place: Place(0), after: SetOf(Blue)},
		{name: "farm as Wilderness takes nothing", tile: "L1-17", realm: Cubes{White: 1}, place: PlaceWild(0),
			realm2: Cubes{White: 1}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := fxScenario(t, nil, tc.realm, tc.tile, 4, Cubes{})
			s.seats[0].Reductions = tc.before
			s.mustApply(t, TakeTile(4), tc.place)
			for s.Phase() == PhasePay {
				s.mustApply(t, Pay(Green))
			}
			if s.Phase() != PhaseFinish {
				t.Fatalf("phase %v, want finish", s.Phase())
			}
			if got := s.seats[0].Reductions; got != tc.after {
				t.Errorf("reductions %v, want %v", got.Colors(), tc.after.Colors())
			}
			if got := s.seats[0].Realm; got != tc.realm2 {
				t.Errorf("realm %v, want %v", got, tc.realm2)
			}
			if s.seats[0].Pyramid[0].Cancelled {
				t.Errorf("the farm was cancelled")
			}
			for p := 1; p < 4; p++ {
				if s.seats[p].Reductions != 0 {
					t.Errorf("seat %d got reductions %v", p, s.seats[p].Reductions.Colors())
				}
			}
		})
	}
}

func TestEffectVillage(t *testing.T) {
	// L1-18: yellow, free, Village 2. L2-17: yellow, G B, Village 3.
	tests := []struct {
		name      string
		tile      string
		realm     Cubes
		steps     []fxStep
		phase     Phase // after the steps
		cancelled bool
		after     Cubes
	}{
		{name: "discard two of the player's choice", tile: "L1-18", realm: Cubes{Red: 2, Blue: 1},
			steps: fxSteps(fxOK(Place(0)),
				[]fxStep{fxNo(Discard(Yellow), "no yellow worshipper"), fxNo(EndTurn(), "not allowed during the village phase")},
				fxOK(Discard(Red)),
				[]fxStep{fxNo(Decline(), "the choice has begun"), fxNo(Exchange(Red, Blue), "the realm has 1 red worshippers, an exchange needs 3")},
				fxOK(Discard(Blue))),
			phase: PhaseFinish, after: Cubes{Red: 1}},
		{name: "discard the same colour twice", tile: "L1-18", realm: Cubes{Red: 2, Blue: 1},
			steps: fxOK(Place(0), Discard(Red), Discard(Red)), phase: PhaseFinish, after: Cubes{Blue: 1}},
		{name: "exactly enough", tile: "L1-18", realm: Cubes{White: 2},
			steps: fxOK(Place(0), Discard(White), Discard(White)), phase: PhaseFinish},
		{name: "decline at once", tile: "L1-18", realm: Cubes{Red: 3},
			steps: fxSteps(fxOK(Place(0), Decline()), []fxStep{fxNo(Discard(Red), "holds 3 worshippers, no more than 10")}),
			phase: PhaseFinish, cancelled: true, after: Cubes{Red: 3}},
		{name: "half way: cannot decline", tile: "L1-18", realm: Cubes{Red: 3},
			steps: fxSteps(fxOK(Place(0), Discard(Red)), []fxStep{fxNo(Decline(), "all or nothing")}),
			phase: PhaseVillage, after: Cubes{Red: 2}},
		{name: "realm too small: cancelled at once", tile: "L1-18", realm: Cubes{Green: 1},
			steps: fxSteps(fxOK(Place(0)), []fxStep{fxNo(Decline(), "not allowed during the finish phase")}),
			phase: PhaseFinish, cancelled: true, after: Cubes{Green: 1}},
		{name: "empty realm", tile: "L1-18", steps: fxOK(Place(0)), phase: PhaseFinish, cancelled: true},
		{name: "counted after paying the cost", tile: "L2-17", realm: Cubes{Green: 1, Blue: 1, Yellow: 2},
			steps: fxOK(Place(0)), phase: PhaseFinish, cancelled: true, after: Cubes{Yellow: 2}},
		{name: "village 3 after paying", tile: "L2-17", realm: Cubes{Green: 2, Blue: 1, Yellow: 2},
			steps: fxOK(Place(0), Discard(Yellow), Discard(Green), Discard(Yellow)), phase: PhaseFinish},
		{name: "Wilderness has no village", tile: "L1-18", realm: Cubes{Red: 3},
			steps: fxOK(PlaceWild(0)), phase: PhaseFinish, after: Cubes{Red: 3}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := fxScenario(t, nil, tc.realm, tc.tile, 4, Cubes{})
			s.mustApply(t, TakeTile(4))
			fxRun(t, s, tc.steps)
			if s.Phase() != tc.phase {
				t.Errorf("phase %v, want %v", s.Phase(), tc.phase)
			}
			if got := s.seats[0].Pyramid[0].Cancelled; got != tc.cancelled {
				t.Errorf("cancelled %v, want %v", got, tc.cancelled)
			}
			if got := s.seats[0].Realm; got != tc.after {
				t.Errorf("realm %v, want %v", got, tc.after)
			}
		})
	}
}

func TestEffectVillageChoiceOffered(t *testing.T) {
	s := fxScenario(t, nil, Cubes{Red: 1, Yellow: 4}, "L1-18", 4, Cubes{})
	s.mustApply(t, TakeTile(4), Place(0))
	if s.Phase() != PhaseVillage || s.Remaining() != 2 || s.ChoiceBegun() {
		t.Fatalf("phase %v, %d to discard, begun %v; want village, 2, false", s.Phase(), s.Remaining(), s.ChoiceBegun())
	}
	yellowFor := func(to ...Color) []Action {
		var out []Action
		for _, c := range to {
			out = append(out, Exchange(Yellow, c))
		}
		return out
	}
	steps := []struct {
		do    Action
		legal []Action
	}{
		// Exchanges stay open during the choice (any moment of the turn)…
		{legal: append([]Action{Decline(), Discard(Red), Discard(Yellow)}, yellowFor(Red, Blue, Green, White)...)},
		// …as long as the realm can still give what the begun choice takes.
		{do: Discard(Red), legal: append([]Action{Discard(Yellow)}, yellowFor(Red, Blue, Green, White)...)},
		{do: Exchange(Yellow, Red), legal: []Action{Discard(Red), Discard(Yellow)}},
	}
	for _, st := range steps {
		if st.do.Kind != 0 {
			s.mustApply(t, st.do)
		}
		got := s.LegalActions(nil)
		if len(got) != len(st.legal) {
			t.Fatalf("after %v: legal %v, want %v", st.do, got, st.legal)
		}
		for i := range got {
			if got[i] != st.legal[i] {
				t.Errorf("after %v: legal %v, want %v", st.do, got, st.legal)
			}
		}
	}
	if !s.ChoiceBegun() || s.Remaining() != 1 {
		t.Errorf("begun %v, %d to discard; want true, 1", s.ChoiceBegun(), s.Remaining())
	}
}

func TestEffectIrrigation(t *testing.T) {
	// L1-14: blue, cost R, Irrigation green. Fillers: L1-13 blue, L1-05
	// green, L1-09 red, L2-07 green (cancelled below), L1-17 yellow.
	tests := []struct {
		name      string
		pyramid   []fxPut
		place     Action
		cancelled bool
	}{
		{name: "base row: cancelled", place: Place(fxSlot(0, 2)), cancelled: true},
		{name: "base row next to green: cancelled", pyramid: []fxPut{{0, 0, "L1-05"}},
			place: Place(fxSlot(0, 1)), cancelled: true},
		{name: "green beneath on the right", pyramid: []fxPut{{0, 0, "L1-13"}, {0, 1, "L1-05"}},
			place: Place(fxSlot(1, 0))},
		{name: "green beneath on the left", pyramid: []fxPut{{0, 0, "L1-05"}, {0, 1, "L1-13"}},
			place: Place(fxSlot(1, 0))},
		{name: "no green beneath", pyramid: []fxPut{{0, 0, "L1-13"}, {0, 1, "L1-09"}},
			place: Place(fxSlot(1, 0)), cancelled: true},
		{name: "green next to it, not beneath", pyramid: []fxPut{{0, 0, "L1-13"}, {0, 1, "L1-09"}, {0, 2, "L1-05"}},
			place: Place(fxSlot(1, 0)), cancelled: true},
		{name: "a Wilderness beneath is blue and green at once", pyramid: []fxPut{{0, 0, "~L1-09"}, {0, 1, "L1-17"}},
			place: Place(fxSlot(1, 0))},
		{name: "a cancelled green tile keeps its colour", pyramid: []fxPut{{0, 0, "L1-13"}, {0, 1, "xL2-07"}},
			place: Place(fxSlot(1, 0))},
		{name: "green two rows down does not count",
			pyramid: []fxPut{{0, 0, "L1-05"}, {0, 1, "L1-06"}, {0, 2, "L1-07"}, {1, 0, "L1-13"}, {1, 1, "L1-16"}},
			place:   Place(fxSlot(2, 0)), cancelled: true},
		{name: "row 2 over green", pyramid: []fxPut{{0, 0, "L1-05"}, {0, 1, "L1-06"}, {0, 2, "L1-07"}, {1, 0, "L1-13"}, {1, 1, "L1-08"}},
			place: Place(fxSlot(2, 0))},
		{name: "as Wilderness: no effect, no token", pyramid: []fxPut{{0, 0, "L1-13"}, {0, 1, "L1-09"}},
			place: PlaceWild(fxSlot(1, 0))},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := fxScenario(t, tc.pyramid, Cubes{Red: 1}, "L1-14", 4, Cubes{})
			s.mustApply(t, TakeTile(4), tc.place)
			if s.Phase() != PhaseFinish {
				t.Errorf("phase %v, want finish", s.Phase())
			}
			want := Placed{Tile: s.id(t, "L1-14"), Wild: tc.place.Wild, Cancelled: tc.cancelled}
			if got := s.seats[0].Pyramid[tc.place.Pos]; got != want {
				t.Errorf("slot holds %+v, want %+v", got, want)
			}
		})
	}
}

func TestEffectCancelledTileKeepsColour(t *testing.T) {
	// A base Irrigation (blue) is cancelled, and still supports blue tiles.
	tests := []struct {
		name   string
		second string // a tile for the slot above the cancelled one
		faceUp bool
	}{
		{name: "blue on the cancelled blue", second: "L1-13", faceUp: true},
		{name: "green on the cancelled blue and red", second: "L1-05"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := fxScenario(t, []fxPut{{0, 1, "L1-09"}}, Cubes{Red: 1}, "L1-14", 4, Cubes{})
			s.mustApply(t, TakeTile(4), Place(fxSlot(0, 0)), EndTurn())
			if !s.seats[0].Pyramid[0].Cancelled {
				t.Fatalf("the base Irrigation is not cancelled")
			}
			s.turn, s.toAct = 0, 0 // seat 0 again
			s.show(t, 4, tc.second, Cubes{})
			s.mustApply(t, TakeTile(4))
			if tc.faceUp {
				fxRun(t, s, fxOK(Place(fxSlot(1, 0))))
			} else {
				mustRefuse(t, s, Place(fxSlot(1, 0)), "needs a green tile or a Wilderness beneath")
			}
		})
	}
}

func TestEffectProselytism(t *testing.T) {
	tests := []struct {
		name  string
		tile  string
		realm Cubes
		steps []fxStep
		after Cubes
	}{
		{name: "+1 blue", tile: "L1-13", realm: Cubes{Red: 1}, steps: fxOK(Place(0)), after: Cubes{Red: 1, Blue: 1}},
		{name: "+1 white", tile: "L1-04", steps: fxOK(Place(0)), after: Cubes{White: 1}},
		{name: "+1 yellow on a blue tile", tile: "L1-16", realm: Cubes{Green: 1}, steps: fxOK(Place(0)),
			after: Cubes{Yellow: 1}},
		{name: "+2 green after paying", tile: "L2-06", realm: Cubes{Blue: 1, Red: 2}, steps: fxOK(Place(0)),
			after: Cubes{Red: 1, Green: 2}},
		{name: "+2 blue", tile: "L1-15", realm: Cubes{White: 1, Yellow: 1, Blue: 1}, steps: fxOK(Place(0)),
			after: Cubes{Blue: 3}},
		{name: "+2 red after a multicolour payment", tile: "L2-11", realm: Cubes{Blue: 1, White: 1},
			steps: fxOK(Place(0), Pay(White)), after: Cubes{Red: 2}},
		{name: "+1 of the player's choice", tile: "L1-08", realm: Cubes{Blue: 1},
			steps: fxSteps(fxOK(Place(0)), []fxStep{
				fxNo(Gain(AnyColor), "any is not a worshipper colour"),
				fxNo(EndTurn(), "not allowed during the gain phase"),
				fxNo(Exchange(Blue, Red), "the realm has 0 blue worshippers, an exchange needs 3"),
			}, fxOK(Gain(White)), []fxStep{fxNo(Gain(White), "not allowed during the finish phase")}),
			after: Cubes{White: 1}},
		{name: "+1 of the player's choice, red", tile: "L1-19", realm: Cubes{Red: 1, Green: 1},
			steps: fxOK(Place(0), Gain(Red)), after: Cubes{Red: 1, Green: 1}},
		{name: "+1 any on a white tile", tile: "L2-03", realm: Cubes{Green: 1, Yellow: 1},
			steps: fxOK(Place(0), Gain(Yellow)), after: Cubes{Yellow: 1}},
		{name: "Wilderness gains nothing", tile: "L2-06", realm: Cubes{Blue: 1}, steps: fxOK(PlaceWild(0)),
			after: Cubes{Blue: 1}},
		{name: "Wilderness: no choice to make", tile: "L1-08", steps: fxOK(PlaceWild(0))},
		{name: "no gain outside its phase", tile: "L1-13",
			steps: []fxStep{fxNo(Gain(Blue), "not allowed during the place phase"), {do: Place(0)}},
			after: Cubes{Blue: 1}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := fxScenario(t, nil, tc.realm, tc.tile, 4, Cubes{})
			s.mustApply(t, TakeTile(4))
			fxRun(t, s, tc.steps)
			if s.Phase() != PhaseFinish {
				t.Errorf("phase %v, want finish", s.Phase())
			}
			if got := s.seats[0].Realm; got != tc.after {
				t.Errorf("realm %v, want %v", got, tc.after)
			}
		})
	}
}

func TestEffectGainChoiceOffered(t *testing.T) {
	s := fxScenario(t, nil, Cubes{Blue: 4}, "L1-08", 4, Cubes{})
	s.mustApply(t, TakeTile(4), Place(0))
	if s.Phase() != PhaseGain || s.Remaining() != 1 {
		t.Fatalf("phase %v, %d to gain; want gain, 1", s.Phase(), s.Remaining())
	}
	want := []Action{Gain(Red), Gain(Blue), Gain(Yellow), Gain(Green), Gain(White),
		Exchange(Blue, Red), Exchange(Blue, Yellow), Exchange(Blue, Green), Exchange(Blue, White)}
	got := s.LegalActions(nil)
	if len(got) != len(want) {
		t.Fatalf("legal %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("legal %v, want %v", got, want)
		}
	}
}

func TestEffectNoImmediateEffect(t *testing.T) {
	tests := []struct {
		name  string
		tile  string
		realm Cubes
		pays  []Color
		after Cubes
	}{
		{name: "sacred stone", tile: "L1-20", realm: Cubes{Blue: 1, Red: 1}, after: Cubes{Red: 1}},    // yellow, B
		{name: "sacred stone, costly", tile: "L2-16", realm: Cubes{White: 3}, after: Cubes{White: 1}}, // blue, W W
		{name: "temple", tile: "L1-02", realm: Cubes{Green: 2}, after: Cubes{Green: 1}},               // white, G
		{name: "temple with two symbols", tile: "L3-02", realm: Cubes{Yellow: 2, Green: 1, Blue: 1}, // white, Y Y G *
			pays: []Color{Blue}},
		{name: "forest", tile: "L1-06", realm: Cubes{Yellow: 1}}, // green, Y
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := fxScenario(t, nil, tc.realm, tc.tile, 4, Cubes{})
			s.mustApply(t, TakeTile(4), Place(fxSlot(0, 3)))
			for _, c := range tc.pays {
				s.mustApply(t, Pay(c))
			}
			if s.Phase() != PhaseFinish {
				t.Errorf("phase %v, want finish", s.Phase())
			}
			seat := s.seats[0]
			if seat.Realm != tc.after {
				t.Errorf("realm %v, want %v", seat.Realm, tc.after)
			}
			if want := (Placed{Tile: s.id(t, tc.tile)}); seat.Pyramid[fxSlot(0, 3)] != want {
				t.Errorf("slot holds %+v, want %+v", seat.Pyramid[fxSlot(0, 3)], want)
			}
			if seat.Reductions != 0 {
				t.Errorf("reductions %v, want none", seat.Reductions.Colors())
			}
			want := []Action{EndTurn()}
			if got := s.LegalActions(nil); len(got) != 1 || got[0] != want[0] {
				t.Errorf("legal %v, want %v", got, want)
			}
		})
	}
}
