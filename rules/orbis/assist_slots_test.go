package orbis

import (
	"math/rand/v2"
	"testing"
)

// TestSlotsForAllMatchesSlotsFor: the one-pass listing for every colour
// agrees with SlotsFor colour by colour, in the positions of random games.
func TestSlotsForAllMatchesSlotsFor(t *testing.T) {
	checked := 0
	for seed := range uint64(8) {
		s, _, err := NewGame(Config{Players: 2 + int(seed%3), Seed: seed, StartPlayer: 0})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 1))
		var legal []Action
		for !s.IsOver() {
			for seat := range s.NumPlayers() {
				all, open := s.SlotsForAll(seat)
				for c := range NumColors {
					faceUp, o := s.SlotsFor(seat, Color(c))
					if faceUp != all[c] || o != open {
						t.Fatalf("seed %d turn %d seat %d colour %d: SlotsForAll %v %v, SlotsFor %v %v", seed, s.Turn(), seat, c, all[c], open, faceUp, o)
					}
					checked++
				}
			}
			legal = s.LegalActions(legal[:0])
			if err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked == 0 {
		t.Fatal("nothing checked")
	}
}
