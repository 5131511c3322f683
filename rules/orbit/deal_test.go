package orbit

import (
	"fmt"
	"slices"
	"testing"
)

// TestDeal: every seat gets the starting hexes in a ring, its ships at the
// first, third and fifth of them (one empty hex between), 2 of each
// resource, a goal of each shape naming no symbol twice, a market of 3 and
// the rest of the deck (ORBIT.md, setup).
func TestDeal(t *testing.T) {
	tests := []struct {
		players, first int
		seed           uint64
		phase          Phase
	}{
		{1, 0, 1, PhaseRoll},
		{2, 0, 2, PhaseOrder},
		{2, 1, 3, PhaseOrder},
		{3, 2, 4, PhaseOrder},
		{6, 5, 5, PhaseOrder},
		{6, -1, 6, PhaseOrder},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprintf("%d captains, first General %d", tc.players, tc.first), func(t *testing.T) {
			s, su, err := NewGame(Config{Players: tc.players, Seed: tc.seed, FirstGeneral: tc.first})
			if err != nil {
				t.Fatal(err)
			}
			general := tc.first
			if general < 0 {
				general = su.FirstGeneral
			}
			if s.NumPlayers() != tc.players || s.Solo() != (tc.players == 1) || s.Phase() != tc.phase ||
				s.General() != general || s.CurrentPlayer() != general || general < 0 || general >= tc.players || s.Turn() != 0 {
				t.Fatalf("%d players (solo %v), phase %d, General %d, to act %d, turn %d", s.NumPlayers(), s.Solo(), s.Phase(), s.General(), s.CurrentPlayer(), s.Turn())
			}
			for seat := range tc.players {
				p := s.Player(seat)
				var ring []int
				for _, h := range p.Ring[:p.RingLen] {
					ring = append(ring, int(h.ID))
				}
				slices.Sort(ring)
				if !slices.Equal(ring, []int{0, 1, 2, 3, 4, 5}) || p.Ships != [Ships]uint8{0, 2, 4} ||
					p.Track != [NumResources]uint8{2, 2, 2} || p.DeckLeft() != DeckHexes-3-MarketSize || p.Countermands != 0 || p.Gone != 0 {
					t.Errorf("seat %d: ring %v, ships %v, track %v, deck %d", seat, ring, p.Ships, p.Track, p.DeckLeft())
				}
				for i, id := range p.Goals {
					g := s.Kit().Hex(id).Goal
					if g.Shape != Shape(i+1) {
						t.Errorf("seat %d: goal %d is a %v", seat, i, g.Shape)
					}
					for _, other := range p.Goals[i+1:] {
						if g.clashes(s.Kit().Hex(other).Goal) {
							t.Errorf("seat %d: goals %d and %d name the same symbol", seat, id, other)
						}
					}
				}
				for _, id := range p.Market {
					if id == NoHex || id < StartHexes {
						t.Errorf("seat %d: market %v", seat, p.Market)
					}
				}
			}
		})
	}
	for _, players := range []int{0, MaxCaptains + 1} {
		if _, _, err := NewGame(Config{Players: players, Seed: 1}); err == nil {
			t.Errorf("a game of %d captains is dealt", players)
		}
	}
	if _, _, err := NewGame(Config{Players: 2, Seed: 1, FirstGeneral: 2}); err == nil {
		t.Error("a first General beyond the table is taken")
	}
}
