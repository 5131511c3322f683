package orbis

import (
	"testing"
)

func TestEffectVolcano(t *testing.T) {
	// L1-10: red, cost B, Volcano R Y. L2-09: red, cost G Y, Volcano B B.
	// Taking a red tile from position 4 generates a red worshipper on 1, 3, 5
	// and 7, which the Volcano may destroy. after4 gives the display: those
	// four red worshippers, with the listed positions overridden.
	after4 := func(over map[int]Cubes) [DisplaySize]Cubes {
		var c [DisplaySize]Cubes
		for _, p := range []int{1, 3, 5, 7} {
			c[p] = Cubes{Red: 1}
		}
		for p, x := range over {
			c[p] = x
		}
		return c
	}
	tests := []struct {
		name      string
		tile      string
		realm     Cubes
		display   map[int]Cubes // worshippers before taking
		onTile    Cubes
		steps     []fxStep
		phase     Phase
		cancelled bool
		cubes     [DisplaySize]Cubes // display after the steps
		after     Cubes              // realm after the steps
	}{
		{name: "destroy a generated red and a yellow", tile: "L1-10", realm: Cubes{Blue: 1},
			display: map[int]Cubes{8: {Yellow: 1}},
			steps: fxSteps(fxOK(Place(0)), []fxStep{
				fxNo(Destroy(4, Red), "display position 4 is not one of the other 8"),
				fxNo(Destroy(8, Red), "no red worshipper on display position 8"),
				fxNo(Destroy(0, Yellow), "no yellow worshipper on display position 0"),
				fxNo(Destroy(9, Red), "display position 9 is not one of the other 8"),
				fxNo(EndTurn(), "not allowed during the volcano phase"),
			}, fxOK(Destroy(1, Red)), []fxStep{
				fxNo(Decline(), "all or nothing"),
				fxNo(Destroy(3, Red), "the volcano needs no more red worshippers"),
				fxNo(Exchange(Red, Blue), "the realm has 0 red worshippers, an exchange needs 3"),
			}, fxOK(Destroy(8, Yellow))),
			phase: PhaseFinish, cubes: after4(map[int]Cubes{1: {}})},
		{name: "yellow first, from a corner", tile: "L1-10", realm: Cubes{Blue: 1},
			display: map[int]Cubes{0: {Yellow: 2, Red: 1}},
			steps:   fxOK(Place(0), Destroy(0, Yellow), Destroy(0, Red)),
			phase:   PhaseFinish, cubes: after4(map[int]Cubes{0: {Yellow: 1}})},
		{name: "declined: nothing destroyed", tile: "L1-10", realm: Cubes{Blue: 1},
			display: map[int]Cubes{8: {Yellow: 1}},
			steps:   fxOK(Place(0), Decline()),
			phase:   PhaseFinish, cancelled: true, cubes: after4(map[int]Cubes{8: {Yellow: 1}})},
		{name: "half way: cannot stop", tile: "L1-10", realm: Cubes{Blue: 1},
			display: map[int]Cubes{8: {Yellow: 1}},
			steps:   fxSteps(fxOK(Place(0), Destroy(8, Yellow)), []fxStep{fxNo(Decline(), "all or nothing")}),
			phase:   PhaseVolcano, cubes: after4(nil)},
		{name: "impossible: cancelled at once", tile: "L1-10", realm: Cubes{Blue: 1},
			display: map[int]Cubes{2: {Blue: 3}},
			steps:   fxSteps(fxOK(Place(0)), []fxStep{fxNo(Decline(), "not allowed during the finish phase")}),
			phase:   PhaseFinish, cancelled: true, cubes: after4(map[int]Cubes{2: {Blue: 3}})},
		{name: "the taken tile's worshippers are not on the display", tile: "L1-10", realm: Cubes{Blue: 1},
			onTile: Cubes{Yellow: 2},
			steps:  fxOK(Place(0)), phase: PhaseFinish, cancelled: true, cubes: after4(nil), after: Cubes{Yellow: 2}},
		{name: "two blue from two tiles", tile: "L2-09", realm: Cubes{Green: 1, Yellow: 1},
			display: map[int]Cubes{2: {Blue: 1}, 6: {Blue: 1, White: 1}},
			steps:   fxOK(Place(0), Destroy(6, Blue), Destroy(2, Blue)),
			phase:   PhaseFinish, cubes: after4(map[int]Cubes{6: {White: 1}})},
		{name: "two blue from one tile", tile: "L2-09", realm: Cubes{Green: 1, Yellow: 1},
			display: map[int]Cubes{5: {Blue: 3}},
			steps: fxSteps(fxOK(Place(0), Destroy(5, Blue)), []fxStep{
				fxNo(Destroy(5, Red), "the volcano needs no more red worshippers")}, fxOK(Destroy(5, Blue))),
			phase: PhaseFinish, cubes: after4(map[int]Cubes{5: {Red: 1, Blue: 1}})},
		{name: "one blue short", tile: "L2-09", realm: Cubes{Green: 1, Yellow: 1},
			display: map[int]Cubes{5: {Blue: 1, Yellow: 4}},
			steps:   fxOK(Place(0)), phase: PhaseFinish, cancelled: true, cubes: after4(map[int]Cubes{5: {Red: 1, Blue: 1, Yellow: 4}})},
		{name: "Wilderness: no volcano", tile: "L1-10", display: map[int]Cubes{8: {Yellow: 1}},
			steps: fxOK(PlaceWild(0)), phase: PhaseFinish, cubes: after4(map[int]Cubes{8: {Yellow: 1}})},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := fxScenario(t, nil, tc.realm, tc.tile, 4, tc.onTile)
			for p, c := range tc.display {
				s.cubes[p] = c
			}
			s.mustApply(t, TakeTile(4))
			fxRun(t, s, tc.steps)
			if s.Phase() != tc.phase {
				t.Errorf("phase %v, want %v", s.Phase(), tc.phase)
			}
			if got := s.seats[0].Pyramid[0].Cancelled; got != tc.cancelled {
				t.Errorf("cancelled %v, want %v", got, tc.cancelled)
			}
			for p := range DisplaySize {
				if s.cubes[p] != tc.cubes[p] {
					t.Errorf("display %d holds %v, want %v", p, s.cubes[p], tc.cubes[p])
				}
			}
			if got := s.seats[0].Realm; got != tc.after {
				t.Errorf("realm %v, want %v", got, tc.after)
			}
		})
	}
}

func TestEffectVolcanoAnyColour(t *testing.T) {
	// L1-10 changed to destroy one yellow and one worshipper of any colour.
	// Positions 1, 3, 5 and 7 are emptied, so that taking the red tile from
	// position 4 generates nothing.
	need := Cost{Yellow: 1, AnyColor: 1}
	tests := []struct {
		name      string
		display   map[int]Cubes
		steps     []fxStep
		needs     []Cost // VolcanoNeeds after Place, then after each accepted Destroy
		phase     Phase
		cancelled bool
		left      map[int]Cubes // display worshippers left (others empty)
	}{
		{name: "any paid by another colour", display: map[int]Cubes{0: {Green: 1}, 8: {Yellow: 1}},
			steps: fxSteps(fxOK(Place(0), Destroy(0, Green)), []fxStep{
				fxNo(Destroy(8, Red), "no red worshipper on display position 8")}, fxOK(Destroy(8, Yellow))),
			needs: []Cost{need, {Yellow: 1}, {}}, phase: PhaseFinish},
		{name: "yellow first, then any", display: map[int]Cubes{0: {Green: 1}, 8: {Yellow: 1}},
			steps: fxOK(Place(0), Destroy(8, Yellow), Destroy(0, Green)),
			needs: []Cost{need, {AnyColor: 1}, {}}, phase: PhaseFinish},
		{name: "any paid by yellow too", display: map[int]Cubes{2: {Yellow: 2, Red: 1}},
			steps: fxOK(Place(0), Destroy(2, Yellow), Destroy(2, Yellow)),
			needs: []Cost{need, {AnyColor: 1}, {}}, phase: PhaseFinish, left: map[int]Cubes{2: {Red: 1}}},
		{name: "once any is used, only yellow", display: map[int]Cubes{0: {Green: 2}, 8: {Yellow: 1}},
			steps: fxSteps(fxOK(Place(0), Destroy(0, Green)), []fxStep{
				fxNo(Destroy(0, Green), "the volcano needs no more green worshippers")}),
			needs: []Cost{need, {Yellow: 1}}, phase: PhaseVolcano, left: map[int]Cubes{0: {Green: 1}, 8: {Yellow: 1}}},
		{name: "no yellow: cancelled", display: map[int]Cubes{0: {Green: 3}, 2: {White: 2}},
			steps: fxOK(Place(0)), needs: []Cost{{}}, phase: PhaseFinish, cancelled: true,
			left: map[int]Cubes{0: {Green: 3}, 2: {White: 2}}},
		{name: "one worshipper short: cancelled", display: map[int]Cubes{6: {Yellow: 1}},
			steps: fxOK(Place(0)), needs: []Cost{{}}, phase: PhaseFinish, cancelled: true,
			left: map[int]Cubes{6: {Yellow: 1}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := fxCustom(t, "L1-10", func(tl *Tile) { tl.VolcanoCubes = Cost{Yellow: 1, AnyColor: 1} })
			fxSetup(t, s, nil, Cubes{Blue: 1}, "L1-10", 4, Cubes{})
			for _, p := range []int{1, 3, 5, 7} {
				s.display[p] = NoTile
			}
			for p, c := range tc.display {
				s.cubes[p] = c
			}
			s.mustApply(t, TakeTile(4))
			var needs []Cost
			for _, st := range tc.steps {
				if st.err != "" {
					mustRefuse(t, s, st.do, st.err)
					continue
				}
				fxRun(t, s, []fxStep{st})
				needs = append(needs, s.VolcanoNeeds())
			}
			if len(needs) != len(tc.needs) {
				t.Fatalf("needs %v, want %v", needs, tc.needs)
			}
			for i := range needs {
				if needs[i] != tc.needs[i] {
					t.Errorf("needs after step %d: %v, want %v", i, needs[i], tc.needs[i])
				}
			}
			if s.Phase() != tc.phase {
				t.Errorf("phase %v, want %v", s.Phase(), tc.phase)
			}
			if got := s.seats[0].Pyramid[0].Cancelled; got != tc.cancelled {
				t.Errorf("cancelled %v, want %v", got, tc.cancelled)
			}
			for p := range DisplaySize {
				if s.cubes[p] != tc.left[p] {
					t.Errorf("display %d holds %v, want %v", p, s.cubes[p], tc.left[p])
				}
			}
		})
	}
}
