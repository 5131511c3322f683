package orbit

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// followView replays a view as a client does: every step followed.
func followView(t *testing.T, v *Record) State {
	t.Helper()
	s, err := v.Start()
	if err != nil {
		t.Fatal(err)
	}
	for i, a := range v.Actions {
		if err := s.Follow(a); err != nil {
			t.Fatalf("the view's step %d %v: %v", i+1, a, err)
		}
	}
	return s
}

// sameView compares two seats' observations but for the kit each state
// points to: a view has its own copy of the same kit.
func sameView(a, b Observation) bool {
	a.state.kit, b.state.kit = nil, nil
	return a == b
}

// TestAViewFollowsToTheSameObservation plays random games on the full
// record and follows every step on the view a client would be sent; after
// a step that Reveals, the client is sent the view again. After each step
// every seat's observation of the two is the same.
func TestAViewFollowsToTheSameObservation(t *testing.T) {
	revealed := 0
	for _, tc := range []struct {
		players int
		seed    uint64
	}{{1, 3}, {2, 1}, {3, 7}, {4, 11}, {6, 2}} {
		s, su, err := NewGame(Config{Players: tc.players, Seed: tc.seed, FirstGeneral: -1})
		if err != nil {
			t.Fatal(err)
		}
		rec := &Record{Seed: &tc.seed, Setup: su}
		for i := range tc.players {
			rec.Players = append(rec.Players, PlayerInfo{Name: "P" + string(rune('1'+i)), Kind: "random"})
		}
		v, err := rec.View()
		if err != nil {
			t.Fatal(err)
		}
		if v.Seed != nil || v.Setup.Dice != [2]uint64{} || slices.Equal(v.Setup.Seats[0].Deck, su.Seats[0].Deck) {
			t.Fatal("the view shows a secret: the seed, the dice or a deck's order")
		}
		follower := followView(t, v)
		r := rand.New(rand.NewPCG(tc.seed, 5))
		var legal []Action
		for step := 1; !s.IsOver(); step++ {
			legal = s.LegalActions(legal[:0])
			a := legal[r.IntN(len(legal))]
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
			rec.Actions = append(rec.Actions, a)
			if err := follower.Follow(a); err != nil {
				t.Fatalf("%dp seed %d step %d: the view refuses %v: %v", tc.players, tc.seed, step, a, err)
			}
			if Reveals(a) {
				revealed++
				if v, err = rec.View(); err != nil {
					t.Fatal(err)
				}
				follower = followView(t, v)
			}
			for seat := range tc.players {
				if !sameView(s.Observe(seat), follower.Observe(seat)) {
					t.Fatalf("%dp seed %d step %d (%v): seat %d sees another game in the view", tc.players, tc.seed, step, a, seat)
				}
			}
		}
		if v, err = rec.View(); err != nil {
			t.Fatal(err)
		}
		data, err := v.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		read, err := decodeRecord(data)
		if err != nil {
			t.Fatalf("a view's JSON: %v", err)
		}
		if end := followView(t, read); !sameView(end.Observe(0), s.Observe(0)) {
			t.Fatal("a view read back from its JSON follows to another end")
		}
	}
	if revealed == 0 {
		t.Fatal("no countermand in these games: the resend after one is untested")
	}
}

// TestFollowRefusesWhatTheTableCannotMake: a roll beyond two dice, a hex
// that is not in the deck.
func TestFollowRefusesWhatTheTableCannotMake(t *testing.T) {
	s, _, err := NewGame(Config{Players: 1, Seed: 4, FirstGeneral: 0})
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []Action{RollDice(13), RollDice(1), {Kind: KindRoll, Roll: 5, Ship: 1}} {
		c := s
		if c.phase != PhaseRoll {
			t.Skip("a solo game begins with the Emperor's roll")
		}
		if err := c.Follow(a); err == nil {
			t.Fatalf("Follow(%v) is accepted", a)
		}
		if c != s {
			t.Fatalf("a refused %v changed the state", a)
		}
	}
}
