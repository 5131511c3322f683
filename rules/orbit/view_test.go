package orbit

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"orbis/rules/internal/hidden"
)

// TestViewHidesDecksAndDice: states that differ only in the decks' order
// and hexes and in the dice (two determinizations of one observation) give
// the same view, the state's own and every seat's observation's; a move
// on the table changes it.
func TestViewHidesDecksAndDice(t *testing.T) {
	for _, n := range []int{1, 2, 3, 4, 6} {
		s, _, err := NewGame(Config{Players: n, Seed: uint64(n), FirstGeneral: 0})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(uint64(n), 7))
		var legal []Action
		changed := 0
		for step := 0; !s.IsOver(); step++ {
			v := s.View()
			obs := s.Observe(step % n)
			a, b := obs.Determinize(r), obs.Determinize(r)
			if a == b {
				t.Fatalf("%d players, step %d: two determinizations gave one state", n, step)
			}
			if a.View() != v || b.View() != v || obs.View() != v {
				t.Fatalf("%d players, step %d: states differing only in what is hidden give different views", n, step)
			}
			checkViewFacts(t, &s, &v)
			legal = s.LegalActions(legal[:0])
			if err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
			if s.View() != v {
				changed++
			}
		}
		if changed == 0 {
			t.Errorf("%d players: no move changed the view", n)
		}
	}
}

// checkViewFacts: the view tells what the table shows as the state does.
func checkViewFacts(t *testing.T, s *State, v *View) {
	t.Helper()
	if v.Kit() != s.Kit() || v.NumPlayers() != s.NumPlayers() || v.Solo() != s.Solo() || v.Phase() != s.Phase() ||
		v.General() != s.General() || v.Order() != s.Order() || v.Rolled() != s.Rolled() || v.Followed() != s.Followed() ||
		v.Turn() != s.Turn() || v.IsOver() != s.IsOver() || v.CurrentPlayer() != s.CurrentPlayer() {
		t.Fatal("the view's facts differ from the state's")
	}
	for ship := range Ships {
		if v.ShipUsed(ship) != s.ShipUsed(ship) {
			t.Fatalf("ship %d: used differs", ship)
		}
	}
	for seat := range s.NumPlayers() {
		p, pv := s.Player(seat), v.Player(seat)
		if pv.Ring != p.Ring || pv.RingLen != p.RingLen || pv.Ships != p.Ships || pv.Track != p.Track || pv.Goals != p.Goals ||
			pv.Market != p.Market || pv.Countermands != p.Countermands || pv.DeckLeft() != p.DeckLeft() {
			t.Fatalf("seat %d: the view's kit differs from the state's", seat)
		}
		for pos := range int(p.RingLen) {
			if pv.Value(s.Kit(), pos) != p.Value(s.Kit(), pos) {
				t.Fatalf("seat %d: the value at %d differs", seat, pos)
			}
		}
	}
}

// TestViewHoldsNoDeck: nothing in the view's type can hold a deck's hexes
// or the dice, nor a state, an observation or a Player that would; a view
// is comparable and costs no allocation.
func TestViewHoldsNoDeck(t *testing.T) {
	forbidden := []reflect.Type{reflect.TypeOf(State{}), reflect.TypeOf(Observation{}), reflect.TypeOf(Player{}),
		reflect.TypeOf([DeckHexes]HexID{}), reflect.TypeOf(rand.PCG{})}
	for _, path := range hidden.Paths(reflect.TypeOf(View{}), forbidden, []reflect.Type{reflect.TypeOf(Kit{})}) {
		t.Errorf("View%s could hold a deck or the dice", path)
	}
	s, _, err := NewGame(Config{Players: 6, Seed: 2, FirstGeneral: 0})
	if err != nil {
		t.Fatal(err)
	}
	o := s.Observe(1)
	views := [2]View{s.View(), o.View()}
	if n := testing.AllocsPerRun(100, func() { views[0], views[1] = s.View(), o.View() }); n != 0 || views[0] != views[1] {
		t.Errorf("a view allocates %v times (the state's and the observation's alike: %v)", n, views[0] == views[1])
	}
}
