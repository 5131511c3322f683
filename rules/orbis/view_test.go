package orbis

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"orbis/rules/internal/hidden"
)

// TestViewHidesPileOrder: states that differ only in the piles' order give
// the same view, from the state and from any seat's observation, through a
// turn and its refill; states that differ in what is on the table do not.
func TestViewHidesPileOrder(t *testing.T) {
	for _, n := range []int{2, 3, 4} {
		su := suMustSetup(t, Config{Players: n, Seed: 5, StartPlayer: 0})
		a, err := FromSetup(su)
		if err != nil {
			t.Fatal(err)
		}
		b, err := FromSetup(suReversedPiles(su))
		if err != nil {
			t.Fatal(err)
		}
		if a == b {
			t.Fatalf("%d players: reversing the piles did not change the state", n)
		}
		check := func(when string) {
			t.Helper()
			if a.View() != b.View() {
				t.Errorf("%d players, %s: states differing only in pile order give different views", n, when)
			}
			for seat := range n {
				oa, ob := a.Observe(seat), b.Observe(seat)
				if oa.View() != a.View() || ob.View() != a.View() {
					t.Errorf("%d players, %s: seat %d's observation gives another view than the state", n, when, seat)
				}
			}
		}
		check("at the deal")
		for _, act := range []Action{TakeTile(4), PlaceWild(2), EndTurn()} {
			if err := a.Apply(act); err != nil {
				t.Fatalf("%v: %v", act, err)
			}
			if err := b.Apply(act); err != nil {
				t.Fatalf("%v: %v", act, err)
			}
			check("after " + act.String())
		}
		before := a.View()
		if draw, ok := a.Chance(); !ok || a.Apply(draw) != nil {
			t.Fatalf("%d players: no refill", n)
		}
		if a.View() == before {
			t.Errorf("%d players: the refill changed the table but not the view", n)
		}
	}
}

// TestViewShowsTheTable: the view tells what the table shows as the state
// does.
func TestViewShowsTheTable(t *testing.T) {
	s, _, err := NewGame(Config{Players: 3, Seed: 9, StartPlayer: 1})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(9, 1))
	var legal []Action
	for turn := 0; !s.IsOver(); turn++ {
		v := s.View()
		if v.Tiles() != s.Tiles() || v.NumPlayers() != s.NumPlayers() || v.CurrentPlayer() != s.CurrentPlayer() ||
			v.Phase() != s.Phase() || v.Round() != s.Round() || v.Turn() != s.Turn() || v.IsOver() != s.IsOver() ||
			v.StartPlayer() != s.StartPlayer() || v.GodCount() != s.GodCount() || v.TempleCount() != len(s.TempleTokens()) {
			t.Fatalf("step %d: the view's facts differ from the state's", turn)
		}
		for pos := range DisplaySize {
			if v.Display(pos) != s.Display(pos) || v.DisplayCubes(pos) != s.DisplayCubes(pos) {
				t.Fatalf("step %d: display %d differs", turn, pos)
			}
		}
		for l := 1; l <= 3; l++ {
			if v.PileSize(l) != s.PileSize(l) {
				t.Fatalf("step %d: pile %d holds %d, the state %d", turn, l, v.PileSize(l), s.PileSize(l))
			}
		}
		for i, g := range s.Gods() {
			if v.GodAt(i) != g {
				t.Fatalf("step %d: god %d differs", turn, i)
			}
		}
		for i, tk := range s.TempleTokens() {
			if v.TempleAt(i) != tk {
				t.Fatalf("step %d: temple token %d differs", turn, i)
			}
		}
		for seat := range s.NumPlayers() {
			_, open := s.SlotsFor(seat, Red)
			if v.Seat(seat) != s.Seat(seat) || v.PyramidOf(seat) != s.PyramidOf(seat) || v.OpenSlots(seat) != open {
				t.Fatalf("step %d: seat %d differs", turn, seat)
			}
		}
		if a, ok := s.Chance(); ok {
			legal = append(legal[:0], a)
		} else {
			legal = s.LegalActions(legal[:0])
		}
		if err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
}

// TestViewHoldsNoPile: nothing in the view's type can hold a pile's tiles,
// nor a state or an observation that would; and it is comparable, so a
// drawing can tell when it changed.
func TestViewHoldsNoPile(t *testing.T) {
	forbidden := []reflect.Type{reflect.TypeOf(State{}), reflect.TypeOf(Observation{}), reflect.TypeOf([MaxTiles]TileID{})}
	for _, path := range hidden.Paths(reflect.TypeOf(View{}), forbidden, []reflect.Type{reflect.TypeOf(TileSet{})}) {
		t.Errorf("View%s could hold the piles", path)
	}
	if !reflect.TypeOf(View{}).Comparable() {
		t.Error("View is not comparable")
	}
}

// TestViewAllocatesNothing: a view is cheap enough to make every frame.
func TestViewAllocatesNothing(t *testing.T) {
	s, _, err := NewGame(Config{Players: 4, Seed: 2, StartPlayer: 0})
	if err != nil {
		t.Fatal(err)
	}
	o := s.Observe(1)
	if n := testing.AllocsPerRun(100, func() { _, _ = s.View(), o.View() }); n != 0 {
		t.Errorf("a view allocates %v times", n)
	}
}
