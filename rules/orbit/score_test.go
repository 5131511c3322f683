package orbit

import (
	"fmt"
	"testing"
)

// TestScoresAndRanks: every seat has the goals 6 (1 a water, up to 6), 7 (2
// a moon) and 8 (1 a moon beside space dust); with the starting ring 0 to
// 5 in order (one moon, no moon beside dust, six hexes worth 1) a seat
// scores its water (up to 6) + 2 + 0 + 6.
func TestScoresAndRanks(t *testing.T) {
	tests := []struct {
		name   string
		tracks [][NumResources]uint8
		ring   []HexID // seat 0's ring; nil: the starting ring
		setup  func(p *Player)
		totals []int
		ranks  []int
	}{
		{name: "equal: the rank and the win are shared (#12)", tracks: [][3]uint8{{2, 2, 2}, {2, 2, 2}}, totals: []int{10, 10}, ranks: []int{1, 1}},
		{name: "equal points: the most resources ranks first (#12)", tracks: [][3]uint8{{2, 2, 2}, {2, 2, 3}}, totals: []int{10, 10}, ranks: []int{2, 1}},
		{name: "points come before resources", tracks: [][3]uint8{{3, 0, 0}, {2, 5, 5}}, totals: []int{11, 10}, ranks: []int{1, 2}},
		{name: "a circle goal counts up to its max", tracks: [][3]uint8{{9, 0, 0}, {6, 0, 3}}, totals: []int{14, 14}, ranks: []int{1, 1}},
		{name: "two share the first rank, the third is third", tracks: [][3]uint8{{3, 2, 2}, {3, 2, 2}, {2, 2, 2}}, totals: []int{11, 11, 10}, ranks: []int{1, 1, 3}},
		{name: "two share the second rank", tracks: [][3]uint8{{4, 2, 2}, {3, 2, 2}, {3, 2, 2}}, totals: []int{12, 11, 11}, ranks: []int{1, 2, 2}},
		{name: "six captains, all alike", tracks: [][3]uint8{{2, 2, 2}, {2, 2, 2}, {2, 2, 2}, {2, 2, 2}, {2, 2, 2}, {2, 2, 2}}, totals: []int{10, 10, 10, 10, 10, 10}, ranks: []int{1, 1, 1, 1, 1, 1}},
		{name: "a ring of 3 has 3 neighbouring pairs (#13)", tracks: [][3]uint8{{2, 2, 2}, {2, 2, 2}}, ring: []HexID{1, 3, 4},
			totals: []int{2 + 2 + 2 + 3, 10}, ranks: []int{2, 1}},
		{name: "a moon between two dusts counts twice (#13)", tracks: [][3]uint8{{2, 2, 2}, {2, 2, 2}}, ring: []HexID{3, 1, 4, 0, 2, 5},
			totals: []int{12, 10}, ranks: []int{1, 2}},
		{name: "a square pair counts across the ring's seam", tracks: [][3]uint8{{2, 2, 2}, {2, 2, 2}}, ring: []HexID{1, 0, 2, 4, 5, 3},
			totals: []int{11, 10}, ranks: []int{1, 2}},
		{name: "a hex scores its current value", tracks: [][3]uint8{{2, 2, 2}, {2, 2, 2}}, setup: func(p *Player) { p.Ring[0].Turns = EdgeCount - 1 },
			totals: []int{11, 10}, ranks: []int{1, 2}},
		{name: "a hex just bought scores its starting edge, 0", tracks: [][3]uint8{{2, 2, 2}, {2, 2, 2}}, ring: []HexID{0, 1, 2, 3, 4, 5, 14},
			totals: []int{10, 10}, ranks: []int{1, 1}},
		{name: "a triangle counts every body of its kind (the dust by a moon: 1 more)", tracks: [][3]uint8{{2, 2, 2}, {2, 2, 2}}, ring: []HexID{0, 1, 2, 3, 10, 12},
			totals: []int{2 + 3*2 + 1 + 4, 10}, ranks: []int{1, 2}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newTable(t, len(tc.tracks), 0)
			for seat, tr := range tc.tracks {
				p := &s.players[seat]
				p.Goals = [3]HexID{6, 7, 8}
				p.Track = tr
				ring := startRing
				if seat == 0 && tc.ring != nil {
					ring = tc.ring
				}
				p.RingLen = uint8(len(ring))
				for i, id := range ring {
					p.Ring[i] = RingHex{ID: id}
				}
			}
			if tc.setup != nil {
				tc.setup(&s.players[0])
			}
			sc := s.Score()
			var totals, ranks []int
			for seat := range sc.N {
				totals = append(totals, sc.Players[seat].Total)
				ranks = append(ranks, sc.Players[seat].Rank)
			}
			if fmt.Sprint(totals) != fmt.Sprint(tc.totals) || fmt.Sprint(ranks) != fmt.Sprint(tc.ranks) {
				t.Errorf("totals %v ranks %v, want %v %v (seat 0: %+v)", totals, ranks, tc.totals, tc.ranks, sc.Players[0])
			}
			if b := s.ScoreOf(0); b.Total != sc.Players[0].Total || b.Resources != sc.Players[0].Resources {
				t.Errorf("ScoreOf(0) %+v differs from Score's %+v", b, sc.Players[0])
			}
		})
	}
}
