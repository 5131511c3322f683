package orbis

import (
	"fmt"
	"testing"
)

// One test per item of the rulebook's "THE RULES THAT YOU WILL EVENTUALLY
// FORGET", played through real actions where the rule is about a turn.

// fgStep is one action of a script and whether it must be accepted.
type fgStep struct {
	a  Action
	ok bool
}

func fgOK(actions ...Action) []fgStep {
	out := make([]fgStep, len(actions))
	for i, a := range actions {
		out[i] = fgStep{a, true}
	}
	return out
}

func fgNo(a Action) fgStep { return fgStep{a, false} }

// fgScript is a seat-0 turn in a 4-player game: realm and reduction tokens
// set, one tile shown at display position 4 with cubes on it, then steps.
type fgScript struct {
	name       string
	realm      Cubes
	reductions ColorSet
	tile       string
	cubes      Cubes
	steps      [][]fgStep // concatenated; lets a case mix fgOK(...) and fgNo(...)
	want       Cubes      // seat 0's realm after the steps
}

func fgRun(t *testing.T, tc fgScript) *State {
	t.Helper()
	s := newScenario(t, 4)
	s.seats[0].Realm = tc.realm
	s.seats[0].Reductions = tc.reductions
	gdTable(s, Apprentice, Oceans, Fire, Nature, Harvests)
	if tc.tile != "" {
		s.show(t, 4, tc.tile, tc.cubes)
	}
	for _, part := range tc.steps {
		for _, st := range part {
			if st.ok {
				s.mustApply(t, st.a)
			} else {
				gdIllegal(t, s, st.a)
			}
		}
	}
	if got := s.Seat(0).Realm; got != tc.want {
		t.Errorf("realm %v, want %v", got, tc.want)
	}
	return s
}

func fgSteps(parts ...[]fgStep) [][]fgStep { return parts }

// TestForgetReductionNeverPaysMulticolour: a Reduction token waives every
// symbol of its colour and never a multicolour one. L1-14 costs R, L1-12
// costs *, L2-13 costs Y R *, L2-04 costs R * *.
func TestForgetReductionNeverPaysMulticolour(t *testing.T) {
	all := SetOf(Red, Blue, Yellow, Green, White)
	take := fgOK(TakeTile(4))
	cases := []fgScript{
		{"the token waives its colour", Cubes{}, SetOf(Red), "L1-14", Cubes{},
			fgSteps(take, fgOK(Place(0), EndTurn())), Cubes{}},
		{"the token does not pay a multicolour symbol", Cubes{}, SetOf(Red), "L1-12", Cubes{},
			fgSteps(take, []fgStep{fgNo(Place(0))}, fgOK(PlaceWild(0))), Cubes{}},
		{"all five tokens leave the multicolour symbol", Cubes{}, all, "L2-13", Cubes{},
			fgSteps(take, []fgStep{fgNo(Place(0))}, fgOK(PlaceWild(0))), Cubes{}},
		{"all five tokens, one worshipper pays it", Cubes{Green: 1}, all, "L2-13", Cubes{},
			fgSteps(take, fgOK(Place(0)), []fgStep{fgNo(EndTurn()), fgNo(Pay(Red))}, fgOK(Pay(Green), EndTurn())), Cubes{}},
		{"two tokens, one worshipper for the multicolour", Cubes{Blue: 1}, SetOf(Yellow, Red), "L2-13", Cubes{},
			fgSteps(take, fgOK(Place(0), Pay(Blue))), Cubes{}},
		{"a yellow token leaves red and multicolour", Cubes{Red: 1}, SetOf(Yellow), "L2-13", Cubes{},
			fgSteps(take, []fgStep{fgNo(Place(0))}, fgOK(PlaceWild(0))), Cubes{Red: 1}},
		{"a yellow token, red and one more", Cubes{Red: 1, White: 1}, SetOf(Yellow), "L2-13", Cubes{},
			fgSteps(take, fgOK(Place(0)), []fgStep{fgNo(Pay(Red))}, fgOK(Pay(White))), Cubes{}},
		{"the multicolour symbol paid in the reduced colour", Cubes{Red: 1}, SetOf(Red), "L1-12", Cubes{},
			fgSteps(take, fgOK(Place(0), Pay(Red))), Cubes{}},
		{"red token, two multicolour symbols, one worshipper", Cubes{Blue: 1}, SetOf(Red), "L2-04", Cubes{},
			fgSteps(take, []fgStep{fgNo(Place(0))}, fgOK(PlaceWild(0))), Cubes{Blue: 1}},
		{"red token, two multicolour symbols, two worshippers", Cubes{Blue: 1, Red: 1}, SetOf(Red), "L2-04", Cubes{},
			fgSteps(take, fgOK(Place(0), Pay(Red), Pay(Blue))), Cubes{}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := fgRun(t, tc)
			if s.Seat(0).Pyramid[0].Tile != s.id(t, tc.tile) {
				t.Errorf("slot (0,0) does not hold %s", tc.tile)
			}
		})
	}
}

// TestForgetWildernessPlacesAnyColour: a Wilderness beneath lets a face-up
// tile of any colour go on top; the same tile of a third colour does not.
func TestForgetWildernessPlacesAnyColour(t *testing.T) {
	cases := []struct {
		colour Color
		tile   string // costs nothing
		other  string // a tile of another colour for (0,1)
	}{
		{Red, "L1-11", "L1-13"},
		{Blue, "L1-13", "L1-09"},
		{Yellow, "L1-18", "L1-09"},
		{Green, "L1-05", "L1-09"},
		{White, "L1-04", "L1-09"},
	}
	for _, tc := range cases {
		for _, wild := range []bool{true, false} {
			t.Run(fmt.Sprintf("%v/wilderness beneath %v", tc.colour, wild), func(t *testing.T) {
				s := newScenario(t, 4)
				under := tc.other
				if wild {
					under = "~" + tc.other
				}
				s.put(t, 0, 0, 0, under)
				s.put(t, 0, 0, 1, tc.other)
				s.show(t, 4, tc.tile, Cubes{})
				s.mustApply(t, TakeTile(4))
				if !s.hasLegal(PlaceWild(5)) {
					t.Errorf("a Wilderness cannot go at (1,0)")
				}
				if !wild {
					gdIllegal(t, s, Place(5))
					return
				}
				s.mustApply(t, Place(5))
				if pl := s.Seat(0).Pyramid[5]; pl.Tile != s.id(t, tc.tile) || pl.Wild {
					t.Errorf("(1,0) holds %+v, want %s face up", pl, tc.tile)
				}
			})
		}
	}
}

// TestForgetWildernessValidatesIrrigation: the Wilderness that lets a blue
// Irrigation L1-14 (needs green beneath, costs R) go up also validates it.
func TestForgetWildernessValidatesIrrigation(t *testing.T) {
	cases := []struct {
		name        string
		left, right string // (0,0) and (0,1)
		validated   bool
	}{
		{"wilderness and red: the wilderness places and validates", "~L1-09", "L1-09", true},
		{"red and wilderness", "L1-09", "~L1-13", true},
		{"wilderness and blue", "~L1-09", "L1-13", true},
		{"red and blue: placed, not validated", "L1-09", "L1-13", false},
		{"green and blue: validated by green", "L1-05", "L1-13", true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(t, 4)
			s.put(t, 0, 0, 0, tc.left)
			s.put(t, 0, 0, 1, tc.right)
			s.seats[0].Realm = Cubes{Red: 1}
			s.show(t, 4, "L1-14", Cubes{})
			s.mustApply(t, TakeTile(4), Place(5), EndTurn())
			if pl := s.Seat(0).Pyramid[5]; pl.Wild || pl.Cancelled == tc.validated {
				t.Errorf("(1,0): wild %v cancelled %v; want face up, cancelled %v", pl.Wild, pl.Cancelled, !tc.validated)
			}
			wantStatus, wantCP := StatusCancelled, 0
			if tc.validated {
				wantStatus, wantCP = StatusValidated, 2
			}
			if ts := s.Score().Players[0].Tiles[5]; ts.Status != wantStatus || ts.CP != wantCP {
				t.Errorf("(1,0) scores %v %d CP, want %v %d CP", ts.Status, ts.CP, wantStatus, wantCP)
			}
		})
	}
}

// TestForgetWildernessValidatesForest: Wilderness neighbours count for a
// Forest of any colour.
func TestForgetWildernessValidatesForest(t *testing.T) {
	cases := []struct {
		name   string
		forest string
		at     scRC
		around map[scRC]string
		status TileStatus
		cp     int
		total  int
	}{
		{"green forest(2), two wilderness", "L1-06", scRC{0, 0},
			map[scRC]string{{0, 1}: "~L1-09", {1, 0}: "~L1-13"}, StatusValidated, 2, 0},
		{"green forest(2), one wilderness and red", "L1-06", scRC{0, 0},
			map[scRC]string{{0, 1}: "~L1-09", {1, 0}: "L1-09"}, StatusForestShort, 0, -1},
		{"red+white forest(3), three wilderness", "L3-12", scRC{3, 1},
			map[scRC]string{{3, 0}: "~L1-05", {2, 1}: "~L1-13", {2, 2}: "~L1-17"}, StatusValidated, 5, 2},
		{"green+blue forest(3), wilderness green blue", "L3-06", scRC{0, 2},
			map[scRC]string{{0, 1}: "~L1-09", {0, 3}: "L1-05", {1, 1}: "L1-13", {1, 2}: "L1-09"}, StatusValidated, 6, 5},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(t, 4)
			s.put(t, 0, tc.at.r, tc.at.c, tc.forest)
			for p, id := range tc.around {
				s.put(t, 0, p.r, p.c, id)
			}
			b := s.Score().Players[0]
			if ts := b.Tiles[SlotIndex(tc.at.r, tc.at.c)]; ts.Status != tc.status || ts.CP != tc.cp || b.Total != tc.total {
				t.Errorf("forest %v %d CP, total %d; want %v %d CP, total %d", ts.Status, ts.CP, b.Total, tc.status, tc.cp, tc.total)
			}
		})
	}
}

// TestForgetPayWithCollectedWorshippers: the worshippers collected on the
// taken tile pay for it. L1-14 costs R; L2-13 costs Y R *.
func TestForgetPayWithCollectedWorshippers(t *testing.T) {
	cases := []struct {
		fgScript
		collected Cubes // the realm just after taking the tile
	}{
		{fgScript{"one red on the tile pays R", Cubes{}, 0, "L1-14", Cubes{Red: 1},
			fgSteps(fgOK(TakeTile(4), Place(0))), Cubes{}}, Cubes{Red: 1}},
		{fgScript{"the rest is kept", Cubes{}, 0, "L1-14", Cubes{Red: 2, Blue: 1},
			fgSteps(fgOK(TakeTile(4), Place(0))), Cubes{Red: 1, Blue: 1}}, Cubes{Red: 2, Blue: 1}},
		{fgScript{"the whole cost from the tile", Cubes{}, 0, "L2-13", Cubes{Yellow: 1, Red: 1, White: 1},
			fgSteps(fgOK(TakeTile(4), Place(0), Pay(White))), Cubes{}}, Cubes{Yellow: 1, Red: 1, White: 1}},
		{fgScript{"the tile's and the realm's together", Cubes{Green: 1}, 0, "L2-13", Cubes{Yellow: 1, Red: 1},
			fgSteps(fgOK(TakeTile(4), Place(0), Pay(Green))), Cubes{}}, Cubes{Yellow: 1, Red: 1, Green: 1}},
		{fgScript{"the tile's pays the multicolour symbol", Cubes{Yellow: 1, Red: 1}, 0, "L2-13", Cubes{Blue: 1},
			fgSteps(fgOK(TakeTile(4), Place(0), Pay(Blue))), Cubes{}}, Cubes{Yellow: 1, Red: 1, Blue: 1}},
		{fgScript{"wrong colour on the tile", Cubes{}, 0, "L1-14", Cubes{Blue: 1},
			fgSteps(fgOK(TakeTile(4)), []fgStep{fgNo(Place(0))}), Cubes{Blue: 1}}, Cubes{Blue: 1}},
		{fgScript{"nothing on the tile", Cubes{}, 0, "L1-14", Cubes{},
			fgSteps(fgOK(TakeTile(4)), []fgStep{fgNo(Place(0))}), Cubes{}}, Cubes{}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			// Check the collection first, then replay the whole script.
			s := newScenario(t, 4)
			s.seats[0].Realm = tc.realm
			s.show(t, 4, tc.tile, tc.cubes)
			s.mustApply(t, TakeTile(4))
			if got := s.Seat(0).Realm; got != tc.collected || s.DisplayCubes(4) != (Cubes{}) {
				t.Errorf("after taking: realm %v, tile cubes %v; want %v, none", got, s.DisplayCubes(4), tc.collected)
			}
			fgRun(t, tc.fgScript)
		})
	}
}

// TestForgetExchange: 3 worshippers of one colour for 1 of any other, as
// often as wanted, at any moment of one's own turn where it matters.
func TestForgetExchange(t *testing.T) {
	noExchange := func(from Color) []fgStep {
		var out []fgStep
		for to := range Color(NumColors) {
			out = append(out, fgNo(Exchange(from, to)))
		}
		return out
	}
	cases := []fgScript{
		{"three red for a blue", Cubes{Red: 3}, 0, "", Cubes{},
			fgSteps(fgOK(Exchange(Red, Blue))), Cubes{Blue: 1}},
		{"five red, the rest kept", Cubes{Red: 5, Green: 1}, 0, "", Cubes{},
			fgSteps(fgOK(Exchange(Red, White)), []fgStep{fgNo(Exchange(Red, White))}), Cubes{Red: 2, Green: 1, White: 1}},
		{"six red, twice", Cubes{Red: 6}, 0, "", Cubes{},
			fgSteps(fgOK(Exchange(Red, Blue), Exchange(Red, Yellow))), Cubes{Blue: 1, Yellow: 1}},
		{"the result of one exchange feeds the next", Cubes{Red: 3, Green: 2}, 0, "", Cubes{},
			fgSteps(fgOK(Exchange(Red, Green), Exchange(Green, White))), Cubes{White: 1}},
		{"two of each colour: none", Cubes{Red: 2, Blue: 2, Yellow: 2, Green: 2, White: 2}, 0, "", Cubes{},
			fgSteps(noExchange(Red), noExchange(Blue), noExchange(Yellow), noExchange(Green), noExchange(White)), Cubes{Red: 2, Blue: 2, Yellow: 2, Green: 2, White: 2}},
		{"three of one and two of another is not three of one colour", Cubes{Red: 1, Blue: 2}, 0, "", Cubes{},
			fgSteps(noExchange(Red), noExchange(Blue)), Cubes{Red: 1, Blue: 2}},
		{"not into the same colour", Cubes{Red: 3}, 0, "", Cubes{},
			fgSteps([]fgStep{fgNo(Exchange(Red, Red))}), Cubes{Red: 3}},
		{"while placing, to pay the cost", Cubes{Yellow: 3}, 0, "L1-14", Cubes{},
			fgSteps(fgOK(TakeTile(4)), []fgStep{fgNo(Place(0))}, fgOK(Exchange(Yellow, Red), Place(0))), Cubes{}},
		{"with collected worshippers", Cubes{Yellow: 1}, 0, "L1-14", Cubes{Yellow: 2},
			fgSteps([]fgStep{fgNo(Exchange(Yellow, Red))}, fgOK(TakeTile(4), Exchange(Yellow, Red), Place(0))), Cubes{}},
		{"at the end of the turn, to keep 10", Cubes{Red: 9}, 0, "L1-05", Cubes{Red: 2},
			fgSteps(fgOK(TakeTile(4), PlaceWild(0)), []fgStep{fgNo(EndTurn())}, fgOK(Exchange(Red, Blue), EndTurn())), Cubes{Red: 8, Blue: 1}},
		{"on a god turn, before and after", Cubes{Green: 6}, 0, "", Cubes{},
			fgSteps(fgOK(Exchange(Green, Red), TakeGod(Apprentice), Exchange(Green, White), EndTurn())), Cubes{Red: 1, White: 1}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			fgRun(t, tc)
		})
	}
}

// TestForgetGenerateEvenForWilderness: taking a tile puts one worshipper of
// its colour on every orthogonal neighbour in the 3x3 display, whether the
// tile then goes face up or becomes a Wilderness.
//
//	0 1 2
//	3 4 5
//	6 7 8
func TestForgetGenerateEvenForWilderness(t *testing.T) {
	cases := []struct {
		name   string
		pos    int
		tile   string
		before map[int]Cubes
		place  Action
		after  [DisplaySize]Cubes
		realm  Cubes
	}{
		{"centre, red, cannot pay (costs G)", 4, "L1-09", nil, PlaceWild(0),
			[DisplaySize]Cubes{1: {Red: 1}, 3: {Red: 1}, 5: {Red: 1}, 7: {Red: 1}}, Cubes{}},
		{"corner, blue, wilderness by choice, onto cubes", 0, "L1-13",
			map[int]Cubes{0: {Green: 1}, 1: {Blue: 2}, 3: {Red: 1}, 4: {Yellow: 1}}, PlaceWild(0),
			[DisplaySize]Cubes{1: {Blue: 3}, 3: {Red: 1, Blue: 1}, 4: {Yellow: 1}}, Cubes{Green: 1}},
		{"bottom edge, red, too expensive", 7, "L3-11", nil, PlaceWild(0),
			[DisplaySize]Cubes{4: {Red: 1}, 6: {Red: 1}, 8: {Red: 1}}, Cubes{}},
		{"right edge, blue, too expensive", 5, "L3-20", map[int]Cubes{5: {White: 2}}, PlaceWild(0),
			[DisplaySize]Cubes{2: {Blue: 1}, 4: {Blue: 1}, 8: {Blue: 1}}, Cubes{White: 2}},
		{"corner 8, white, wilderness", 8, "L1-01", nil, PlaceWild(0),
			[DisplaySize]Cubes{5: {White: 1}, 7: {White: 1}}, Cubes{}},
		{"top edge, green, face up for comparison", 1, "L1-05", nil, Place(0),
			[DisplaySize]Cubes{0: {Green: 1}, 2: {Green: 1}, 4: {Green: 1}}, Cubes{Green: 1}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(t, 4)
			s.show(t, tc.pos, tc.tile, tc.before[tc.pos])
			for pos, c := range tc.before {
				s.cubes[pos] = c
			}
			s.mustApply(t, TakeTile(tc.pos), tc.place)
			if got := s.Seat(0).Pyramid[0]; got.Wild != tc.place.Wild {
				t.Errorf("(0,0) wild %v, want %v", got.Wild, tc.place.Wild)
			}
			for pos := range DisplaySize {
				if got := s.DisplayCubes(pos); got != tc.after[pos] {
					t.Errorf("display %d: %v, want %v", pos, got, tc.after[pos])
				}
			}
			s.mustApply(t, EndTurn())
			if s.Display(tc.pos) == NoTile {
				t.Errorf("display %d not refilled", tc.pos)
			}
			for pos := range DisplaySize {
				if got := s.DisplayCubes(pos); got != tc.after[pos] {
					t.Errorf("after the refill, display %d: %v, want %v", pos, got, tc.after[pos])
				}
			}
			if got := s.Seat(0).Realm; got != tc.realm {
				t.Errorf("realm %v, want %v", got, tc.realm)
			}
		})
	}
}

// TestForgetTenAtTheEnd: no more than 10 worshippers when the turn ends;
// the player chooses which to discard, and not one more.
func TestForgetTenAtTheEnd(t *testing.T) {
	cases := []struct {
		fgScript
		excess int // worshippers over 10 once the tile is placed
	}{
		{fgScript{"exactly 10 ends the turn", Cubes{Red: 8}, 0, "L1-05", Cubes{Blue: 2},
			fgSteps(fgOK(TakeTile(4), PlaceWild(0)), []fgStep{fgNo(Discard(Red)), fgNo(Discard(Blue))}, fgOK(EndTurn())),
			Cubes{Red: 8, Blue: 2}}, 0},
		{fgScript{"12 discard 2", Cubes{Red: 9}, 0, "L1-05", Cubes{Blue: 3},
			fgSteps(fgOK(TakeTile(4), PlaceWild(0)), []fgStep{fgNo(EndTurn())}, fgOK(Discard(Blue)), []fgStep{fgNo(EndTurn())},
				fgOK(Discard(Red)), []fgStep{fgNo(Discard(Red))}, fgOK(EndTurn())),
			Cubes{Red: 8, Blue: 2}}, 2},
		{fgScript{"a Proselytism makes 11", Cubes{Red: 10}, 0, "L1-13", Cubes{},
			fgSteps(fgOK(TakeTile(4), Place(0)), []fgStep{fgNo(EndTurn())}, fgOK(Discard(Blue), EndTurn())),
			Cubes{Red: 10}}, 1},
		{fgScript{"the collected ones make 11, any colour goes", Cubes{Red: 5, Blue: 5}, 0, "L1-05", Cubes{Green: 1},
			fgSteps(fgOK(TakeTile(4), PlaceWild(0)), []fgStep{fgNo(EndTurn())}, fgOK(Discard(Red), EndTurn())),
			Cubes{Red: 4, Blue: 5, Green: 1}}, 1},
		{fgScript{"paying brings it back under", Cubes{Red: 9}, 0, "L1-14", Cubes{Red: 2},
			fgSteps(fgOK(TakeTile(4), Place(0)), []fgStep{fgNo(Discard(Red))}, fgOK(EndTurn())),
			Cubes{Red: 10}}, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			// Replay up to the placement to check the excess, then the whole turn.
			s := newScenario(t, 4)
			s.seats[0].Realm = tc.realm
			gdTable(s, Apprentice, Oceans, Fire, Nature, Harvests)
			if tc.tile != "" {
				s.show(t, 4, tc.tile, tc.cubes)
			}
			s.mustApply(t, tc.steps[0][0].a, tc.steps[0][1].a)
			if s.Phase() != PhaseFinish || s.Remaining() != tc.excess {
				t.Errorf("phase %v, %d to discard; want finish, %d", s.Phase(), s.Remaining(), tc.excess)
			}
			s = fgRun(t, tc.fgScript)
			if realm := s.Seat(0).Realm; realm.Total() > RealmLimit || s.CurrentPlayer() != 1 {
				t.Errorf("realm %v, player %d after the turn", realm, s.CurrentPlayer())
			}
		})
	}
}
