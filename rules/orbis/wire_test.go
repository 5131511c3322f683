package orbis

import (
	"bytes"
	"math/rand/v2"
	"reflect"
	"testing"
)

// TestAViewFollowsToTheSameObservation plays random games on the full
// record and, beside it, follows every step on the view a client would be
// sent: after each step every seat's observation of the two is the same,
// and a view read back from its JSON follows to the same end.
func TestAViewFollowsToTheSameObservation(t *testing.T) {
	for _, tc := range []struct {
		players int
		seed    uint64
	}{{2, 1}, {3, 7}, {4, 11}, {4, 12}} {
		s, su, err := NewGame(Config{Players: tc.players, Seed: tc.seed, StartPlayer: -1})
		if err != nil {
			t.Fatal(err)
		}
		infos := make([]PlayerInfo, tc.players)
		for i := range infos {
			infos[i] = PlayerInfo{Name: "Seat", Kind: "human"}
		}
		rec := NewRecord(infos, &tc.seed, su)
		view := rec.View()
		if view.Seed != nil {
			t.Fatal("a view keeps the seed")
		}
		for l := range su.Piles {
			if len(su.Piles[l]) > 2 && bytes.Equal(tileBytes(view.Setup.Piles[l]), tileBytes(su.Piles[l])) {
				t.Fatalf("pile %d: the view shows the real order", l+1)
			}
		}
		follower, err := view.Start()
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(tc.seed, 5))
		var legal []Action
		for step := 1; !s.IsOver(); step++ {
			a, ok := s.Chance()
			if !ok {
				legal = s.LegalActions(legal[:0])
				a = legal[r.IntN(len(legal))]
			}
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
			if err := follower.Follow(a); err != nil {
				t.Fatalf("%dp seed %d step %d: the view refuses %v: %v", tc.players, tc.seed, step, a, err)
			}
			rec.Actions = append(rec.Actions, a)
			for seat := range tc.players {
				if want, got := s.Observe(seat), follower.Observe(seat); want != got {
					t.Fatalf("%dp seed %d step %d: seat %d sees another game in the view", tc.players, tc.seed, step, seat)
				}
			}
		}
		data, err := rec.View().Marshal()
		if err != nil {
			t.Fatal(err)
		}
		_, end, err := ParseRecord(data)
		if err != nil {
			t.Fatalf("a view's JSON: %v", err)
		}
		if !reflect.DeepEqual(end.Score(), s.Score()) || !end.IsOver() {
			t.Fatal("a view read back ends elsewhere")
		}
	}
}

func tileBytes(ids []TileID) []byte {
	out := make([]byte, len(ids))
	for i, id := range ids {
		out[i] = byte(id)
	}
	return out
}
