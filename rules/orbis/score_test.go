package orbis

import (
	"fmt"
	"slices"
	"testing"
)

// End-of-game scoring: Forest neighbours, Wilderness, cancelled tiles,
// temple tokens, totals and ranking. Every expected value is worked out by
// hand from the rulebook and RULINGS.md.

// scRC is a pyramid position (row, column).
type scRC struct{ r, c int }

func (p scRC) String() string { return fmt.Sprintf("(%d,%d)", p.r, p.c) }

// scAllSlots lists the 14 pyramid positions row by row from the base.
var scAllSlots = func() (out []scRC) {
	for r := range 4 {
		for c := range 5 - r {
			out = append(out, scRC{r, c})
		}
	}
	return out
}()

// scFill puts tileID in every empty slot of a seat's pyramid.
func scFill(t *testing.T, s *State, seat int, tileID string) {
	t.Helper()
	for _, p := range scAllSlots {
		if s.seats[seat].Pyramid[SlotIndex(p.r, p.c)].Empty() {
			s.put(t, seat, p.r, p.c, tileID)
		}
	}
}

// scRow puts tiles in a seat's pyramid in slot order (base first, left to
// right); an empty string leaves the slot empty.
func scRow(t *testing.T, s *State, seat int, tileIDs ...string) {
	t.Helper()
	for i, id := range tileIDs {
		if id != "" {
			s.put(t, seat, scAllSlots[i].r, scAllSlots[i].c, id)
		}
	}
}

// Zero-CP filler tiles, one per colour, so that only the tile under test
// adds CP.
const (
	scRed    = "L1-09" // red Farm, 0 CP
	scBlue   = "L1-13" // blue Proselytism, 0 CP
	scYellow = "L1-17" // yellow Farm, 0 CP
	scGreen  = "L1-05" // green Proselytism, 0 CP
	scWhite  = "L1-01" // white Farm, 0 CP, mystic 1
	scWild   = "~L1-09"
)

// scForests: a green-only Forest at each of the 14 positions, with its
// neighbours written out by hand from RULINGS.md: (r,c-1), (r,c+1), (r-1,c),
// (r-1,c+1), (r+1,c-1), (r+1,c), those that exist.
var scForests = []struct {
	at         scRC
	neighbours []scRC
	forest     string // a Forest needing only green
	need, cp   int
}{
	{scRC{0, 0}, []scRC{{0, 1}, {1, 0}}, "L1-06", 2, 2},
	{scRC{0, 1}, []scRC{{0, 0}, {0, 2}, {1, 0}, {1, 1}}, "L3-09", 4, 7},
	{scRC{0, 2}, []scRC{{0, 1}, {0, 3}, {1, 1}, {1, 2}}, "L3-09", 4, 7},
	{scRC{0, 3}, []scRC{{0, 2}, {0, 4}, {1, 2}, {1, 3}}, "L2-05", 3, 3},
	{scRC{0, 4}, []scRC{{0, 3}, {1, 3}}, "L1-06", 2, 2},
	{scRC{1, 0}, []scRC{{1, 1}, {0, 0}, {0, 1}, {2, 0}}, "L3-09", 4, 7},
	{scRC{1, 1}, []scRC{{1, 0}, {1, 2}, {0, 1}, {0, 2}, {2, 0}, {2, 1}}, "L3-09", 4, 7},
	{scRC{1, 2}, []scRC{{1, 1}, {1, 3}, {0, 2}, {0, 3}, {2, 1}, {2, 2}}, "L1-06", 2, 2},
	{scRC{1, 3}, []scRC{{1, 2}, {0, 3}, {0, 4}, {2, 2}}, "L3-09", 4, 7},
	{scRC{2, 0}, []scRC{{2, 1}, {1, 0}, {1, 1}, {3, 0}}, "L3-09", 4, 7},
	{scRC{2, 1}, []scRC{{2, 0}, {2, 2}, {1, 1}, {1, 2}, {3, 0}, {3, 1}}, "L2-05", 3, 3},
	{scRC{2, 2}, []scRC{{2, 1}, {1, 2}, {1, 3}, {3, 1}}, "L3-09", 4, 7},
	{scRC{3, 0}, []scRC{{3, 1}, {2, 0}, {2, 1}}, "L2-05", 3, 3},
	{scRC{3, 1}, []scRC{{3, 0}, {2, 1}, {2, 2}}, "L2-05", 3, 3},
}

// TestForestNeighbourSetAtEverySlot puts one green tile at one position and
// red tiles everywhere else: the Forest sees it exactly when it is one of
// its hand-listed neighbours.
func TestForestNeighbourSetAtEverySlot(t *testing.T) {
	for _, tc := range scForests {
		for _, other := range scAllSlots {
			if other == tc.at {
				continue
			}
			t.Run(fmt.Sprintf("forest%v/green%v", tc.at, other), func(t *testing.T) {
				s := newScenario(t, 4)
				s.put(t, 0, tc.at.r, tc.at.c, tc.forest)
				s.put(t, 0, other.r, other.c, scGreen)
				scFill(t, s, 0, scRed)
				want := 0
				if slices.Contains(tc.neighbours, other) {
					want = 1
				}
				ts := s.Score().Players[0].Tiles[SlotIndex(tc.at.r, tc.at.c)]
				if int(ts.Have) != want || int(ts.Need) != tc.need {
					t.Errorf("have/need = %d/%d, want %d/%d", ts.Have, ts.Need, want, tc.need)
				}
			})
		}
	}
}

// TestForestThresholdAtEverySlot checks exactly N and N-1 matching
// neighbours at every position, with green tiles and with Wilderness.
func TestForestThresholdAtEverySlot(t *testing.T) {
	type variant struct {
		name    string
		matches func(need, all int) int // how many listed neighbours match
		tile    string                  // what the matching neighbours are
		rest    string                  // what fills the other slots ("" = empty)
	}
	variants := []variant{
		{"all neighbours green", func(_, all int) int { return all }, scGreen, scRed},
		{"exactly N green", func(n, _ int) int { return n }, scGreen, scRed},
		{"N-1 green", func(n, _ int) int { return n - 1 }, scGreen, scRed},
		{"exactly N wilderness", func(n, _ int) int { return n }, scWild, scRed},
		{"N-1 wilderness, rest empty", func(n, _ int) int { return n - 1 }, scWild, ""},
	}
	for _, tc := range scForests {
		for _, v := range variants {
			t.Run(fmt.Sprintf("forest%v/%s", tc.at, v.name), func(t *testing.T) {
				s := newScenario(t, 4)
				s.put(t, 0, tc.at.r, tc.at.c, tc.forest)
				k := v.matches(tc.need, len(tc.neighbours))
				for _, n := range tc.neighbours[:k] {
					s.put(t, 0, n.r, n.c, v.tile)
				}
				if v.rest != "" {
					scFill(t, s, 0, v.rest)
				}
				wilds := 0
				if v.tile == scWild {
					wilds = k
				}
				b := s.Score().Players[0]
				ts := b.Tiles[SlotIndex(tc.at.r, tc.at.c)]
				wantStatus, wantCP, wantValid := StatusForestShort, 0, 0
				if k >= tc.need {
					wantStatus, wantCP, wantValid = StatusValidated, tc.cp, 1
				}
				if ts.Status != wantStatus || ts.CP != wantCP || int(ts.Have) != k || int(ts.Need) != tc.need {
					t.Errorf("forest = %v, %d CP, have %d need %d; want %v, %d CP, have %d need %d",
						ts.Status, ts.CP, ts.Have, ts.Need, wantStatus, wantCP, k, tc.need)
				}
				if b.TileCP != wantCP || int(b.Validated[Forest]) != wantValid {
					t.Errorf("TileCP %d, validated forests %d; want %d, %d", b.TileCP, b.Validated[Forest], wantCP, wantValid)
				}
				if b.Wilderness != wilds || b.WildernessPenalty != -wilds || b.Total != wantCP-wilds {
					t.Errorf("wilderness %d (%d CP), total %d; want %d (%d CP), total %d",
						b.Wilderness, b.WildernessPenalty, b.Total, wilds, -wilds, wantCP-wilds)
				}
			})
		}
	}
}

// TestForestColours checks Forests with two colours, Wilderness neighbours,
// and cancelled neighbours, which keep their colour.
func TestForestColours(t *testing.T) {
	// Forest at (0,1): neighbours (0,0), (0,2), (1,0), (1,1); (0,3), (0,4),
	// (1,2) and the rest are not neighbours.
	cases := []struct {
		name   string
		forest string
		around [4]string // (0,0), (0,2), (1,0), (1,1)
		far    string    // put at (0,3), (0,4) and (1,2): never counted
		have   int
		status TileStatus
		cp     int
	}{
		{"green+blue forest, one of each", "L3-06", [4]string{scGreen, scBlue, scRed, scRed}, scGreen, 2, StatusForestShort, 0},
		{"green+blue forest, three", "L3-06", [4]string{scGreen, scBlue, scBlue, scRed}, scYellow, 3, StatusValidated, 6},
		{"green+blue forest, wrong colours and a wilderness", "L3-06", [4]string{scYellow, scWhite, scRed, scWild}, scBlue, 1, StatusForestShort, 0},
		{"yellow+white forest, yellow white wilderness", "L3-10", [4]string{scYellow, scWhite, scWild, scRed}, scRed, 3, StatusValidated, 6},
		{"red+white forest, green blue", "L3-12", [4]string{scGreen, scBlue, scGreen, scBlue}, scRed, 0, StatusForestShort, 0},
		{"red+white forest, four", "L3-12", [4]string{scRed, scWhite, scWild, scRed}, scRed, 4, StatusValidated, 5},
		{"blue+white forest, cancelled blue neighbours count", "L3-18", [4]string{"xL1-14", "xL3-17", scWhite, scGreen}, scBlue, 3, StatusValidated, 6},
		{"green+yellow forest (2), empty neighbours", "L2-08", [4]string{scGreen, "", "", ""}, scGreen, 1, StatusForestShort, 0},
		{"green+yellow forest (2), yellow and green", "L2-08", [4]string{"", scYellow, "", scGreen}, scGreen, 2, StatusValidated, 3},
	}
	around := []scRC{{0, 0}, {0, 2}, {1, 0}, {1, 1}}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(t, 4)
			s.put(t, 1, 0, 1, tc.forest)
			for i, id := range tc.around {
				if id != "" {
					s.put(t, 1, around[i].r, around[i].c, id)
				}
			}
			for _, p := range []scRC{{0, 3}, {0, 4}, {1, 2}} {
				s.put(t, 1, p.r, p.c, tc.far)
			}
			ts := s.Score().Players[1].Tiles[SlotIndex(0, 1)]
			if int(ts.Have) != tc.have || ts.Status != tc.status || ts.CP != tc.cp {
				t.Errorf("forest: have %d, %v, %d CP; want have %d, %v, %d CP", ts.Have, ts.Status, ts.CP, tc.have, tc.status, tc.cp)
			}
		})
	}
}

// TestForestCancelledNeighboursKeepColour: cancelled green tiles still make
// a green Forest's neighbours, while scoring nothing themselves.
func TestForestCancelledNeighboursKeepColour(t *testing.T) {
	cases := []struct {
		name       string
		neighbours [3]string // (3,1), (2,0), (2,1) around a Forest(3, green) at (3,0)
		have       int
		forestCP   int
		tileCP     int
	}{
		// L2-07: green Village 4 CP; L3-07: green Irrigation 6 CP.
		{"cancelled green village and irrigation", [3]string{"xL2-07", "xL3-07", scGreen}, 3, 3, 3},
		{"the same tiles validated", [3]string{"L2-07", "L3-07", scGreen}, 3, 3, 3 + 4 + 6},
		// L1-10: red Volcano; L2-10: red Village.
		{"cancelled red tiles", [3]string{"xL1-10", "xL2-10", scGreen}, 1, 0, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(t, 4)
			s.put(t, 2, 3, 0, "L2-05")
			for i, p := range []scRC{{3, 1}, {2, 0}, {2, 1}} {
				s.put(t, 2, p.r, p.c, tc.neighbours[i])
			}
			b := s.Score().Players[2]
			ts := b.Tiles[SlotIndex(3, 0)]
			if int(ts.Have) != tc.have || ts.CP != tc.forestCP || b.TileCP != tc.tileCP {
				t.Errorf("have %d, forest %d CP, tiles %d CP; want %d, %d, %d", ts.Have, ts.CP, b.TileCP, tc.have, tc.forestCP, tc.tileCP)
			}
		})
	}
}

// TestScoreTileStatuses: every kind of tile, validated, cancelled or face
// down, alone at (0,0).
func TestScoreTileStatuses(t *testing.T) {
	cases := []struct {
		tile      string
		status    TileStatus
		cp        int
		effect    Effect
		validated int
		total     int // the lone Temple also takes the 7 token
	}{
		{"L1-18", StatusValidated, 2, Village, 1, 2},
		{"xL1-18", StatusCancelled, 0, Village, 0, 0},
		{"L3-21", StatusValidated, 6, Village, 1, 6},
		{"xL3-21", StatusCancelled, 0, Village, 0, 0},
		{"L1-10", StatusValidated, 2, Volcano, 1, 2},
		{"xL1-10", StatusCancelled, 0, Volcano, 0, 0},
		{"L3-16", StatusValidated, 6, Irrigation, 1, 6},
		{"xL3-16", StatusCancelled, 0, Irrigation, 0, 0},
		{"L3-08", StatusScored, 4, SacredStone, 1, 4},
		{"L2-01", StatusScored, 2, Temple, 1, 9},
		{"L2-06", StatusScored, 2, Proselytism, 1, 2},
		{"L1-09", StatusScored, 0, Farm, 1, 0},
		{"~L3-08", StatusWilderness, -1, SacredStone, 0, -1},
		{"~L1-18", StatusWilderness, -1, Village, 0, -1},
		{"~L2-01", StatusWilderness, -1, Temple, 0, -1},
	}
	for _, tc := range cases {
		t.Run(tc.tile, func(t *testing.T) {
			s := newScenario(t, 2)
			s.put(t, 0, 0, 0, tc.tile)
			b := s.Score().Players[0]
			ts := b.Tiles[0]
			if ts.Status != tc.status || ts.CP != tc.cp {
				t.Errorf("%v, %d CP; want %v, %d CP", ts.Status, ts.CP, tc.status, tc.cp)
			}
			if int(b.Validated[tc.effect]) != tc.validated {
				t.Errorf("validated %v = %d, want %d", tc.effect, b.Validated[tc.effect], tc.validated)
			}
			if b.Total != tc.total {
				t.Errorf("total %d, want %d", b.Total, tc.total)
			}
			for slot := 1; slot < PyramidSlots; slot++ {
				if b.Tiles[slot].Status != StatusEmpty || b.Tiles[slot].CP != 0 {
					t.Errorf("slot %d: %v %d CP, want empty", slot, b.Tiles[slot].Status, b.Tiles[slot].CP)
				}
			}
		})
	}
}

// TestScoreWildernessAndIdleness: -1 CP per Wilderness, none with the
// Goddess of Idleness (who still adds her 1 CP).
func TestScoreWildernessAndIdleness(t *testing.T) {
	cases := []struct {
		name      string
		god       God
		tiles     []string
		wild      int
		penalty   int
		tileCP    int
		total     int
		wildSlots []int // slots whose breakdown CP is -1
	}{
		{"no wilderness", NoGod, []string{"L3-08"}, 0, 0, 4, 4, nil},
		{"one wilderness", NoGod, []string{"L3-08", "~L3-01"}, 1, -1, 4, 3, []int{1}},
		{"three wilderness", NoGod, []string{"~L1-05", "L3-08", "~L3-01", "~L2-06"}, 3, -3, 4, 1, []int{0, 2, 3}},
		{"only wilderness", Apprentice, []string{"~L1-05", "~L3-08"}, 2, -2, 0, 0, []int{0, 1}},
		{"idleness, three wilderness", Idleness, []string{"~L1-05", "L3-08", "~L3-01", "~L2-06"}, 3, 0, 4, 5, nil},
		{"idleness, no wilderness", Idleness, []string{"L3-08"}, 0, 0, 4, 5, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(t, 2)
			s.seats[1].God = tc.god
			scRow(t, s, 1, tc.tiles...)
			b := s.Score().Players[1]
			if b.Wilderness != tc.wild || b.WildernessPenalty != tc.penalty || b.TileCP != tc.tileCP || b.Total != tc.total {
				t.Errorf("wilderness %d, penalty %d, tiles %d, total %d; want %d, %d, %d, %d",
					b.Wilderness, b.WildernessPenalty, b.TileCP, b.Total, tc.wild, tc.penalty, tc.tileCP, tc.total)
			}
			for slot := range len(tc.tiles) {
				want := 0
				if slices.Contains(tc.wildSlots, slot) {
					want = -1
				}
				if tc.tiles[slot] == "L3-08" {
					want = 4
				}
				if b.Tiles[slot].CP != want {
					t.Errorf("slot %d: %d CP, want %d", slot, b.Tiles[slot].CP, want)
				}
			}
		})
	}
}

// TestTempleTokensInPlay: the rulebook's tokens per player count.
func TestTempleTokensInPlay(t *testing.T) {
	for _, tc := range []struct {
		players int
		tokens  []int
	}{{2, []int{7, 2}}, {3, []int{9, 4, 2}}, {4, []int{11, 7, 4, 2}}} {
		s := newScenario(t, tc.players)
		if got := s.TempleTokens(); !slices.Equal(got, tc.tokens) {
			t.Errorf("%d players: tokens %v, want %v", tc.players, got, tc.tokens)
		}
	}
}

// TestTempleTokens hands out the tokens. Temple tiles: L1-02 (1 symbol,
// mystic 2), L1-03 (1, 3), L2-01 (1, 5), L2-02 (1, 6), L2-04 (2, 8),
// L3-02 (2, 10), L3-03 (1, 11), L3-04 (2, 12), L3-05 (2, 13). White tiles
// without a temple: L1-01 (mystic 1), L3-01 (mystic 9).
func TestTempleTokens(t *testing.T) {
	cases := []struct {
		name    string
		players int
		start   int
		tiles   [][]string // per seat, in slot order
		symbols []int
		mystic  []int
		want    []int // token per seat
	}{
		{"2p: more symbols first", 2, 0,
			[][]string{{"L1-02"}, {"L3-02"}}, []int{1, 2}, []int{2, 10}, []int{2, 7}},
		{"2p: symbols beat mystic", 2, 0,
			[][]string{{"L3-03"}, {"L1-02", "L2-01"}}, []int{1, 2}, []int{11, 5}, []int{2, 7}},
		{"2p: tie on symbols, higher mystic first", 2, 0,
			[][]string{{"L1-02", "L2-01"}, {"L3-02"}}, []int{2, 2}, []int{5, 10}, []int{2, 7}},
		{"2p: a white non-temple tile's mystic counts", 2, 0,
			[][]string{{"L1-02", "L3-01"}, {"L2-02"}}, []int{1, 1}, []int{9, 6}, []int{7, 2}},
		{"2p: a wilderness has no mystic value", 2, 0,
			[][]string{{"L1-02", "~L3-03"}, {"L2-01"}}, []int{1, 1}, []int{2, 5}, []int{2, 7}},
		{"2p: a wilderness temple is no temple", 2, 0,
			[][]string{{"~L3-02", "L3-01"}, {"L1-02"}}, []int{0, 1}, []int{9, 2}, []int{0, 7}},
		{"2p: white tile but no temple gets nothing", 2, 0,
			[][]string{{"L3-01"}, {}}, []int{0, 0}, []int{9, 0}, []int{0, 0}},
		{"2p: the only claimant takes the best token", 2, 0,
			[][]string{{"L3-08"}, {"L1-02"}}, []int{0, 1}, []int{0, 2}, []int{0, 7}},
		{"2p: full tie, start player 0 first", 2, 0,
			[][]string{{"L1-02"}, {"L1-02"}}, []int{1, 1}, []int{2, 2}, []int{7, 2}},
		{"2p: full tie, start player 1 first", 2, 1,
			[][]string{{"L1-02"}, {"L1-02"}}, []int{1, 1}, []int{2, 2}, []int{2, 7}},
		{"3p: 1, 2, 3 symbols", 3, 0,
			[][]string{{"L1-02"}, {"L3-02"}, {"L3-05", "L2-01"}}, []int{1, 2, 3}, []int{2, 10, 13}, []int{2, 4, 9}},
		{"3p: all tied on symbols, by mystic", 3, 0,
			[][]string{{"L2-01"}, {"L3-03"}, {"L1-02"}}, []int{1, 1, 1}, []int{5, 11, 2}, []int{4, 9, 2}},
		{"3p: full tie, seat order from start player 1", 3, 1,
			[][]string{{"L1-02"}, {"L1-02"}, {"L1-02"}}, []int{1, 1, 1}, []int{2, 2, 2}, []int{2, 9, 4}},
		{"3p: start player 2, leader then full tie", 3, 2,
			[][]string{{"L3-02"}, {"L1-02"}, {"L1-02"}}, []int{2, 1, 1}, []int{10, 2, 2}, []int{9, 2, 4}},
		{"3p: one claimant", 3, 0,
			[][]string{{}, {"L1-02"}, {"L3-01"}}, []int{0, 1, 0}, []int{0, 2, 9}, []int{0, 9, 0}},
		{"4p: 1, 3, 2, 4 symbols", 4, 0,
			[][]string{{"L1-02"}, {"L2-04", "L2-01"}, {"L3-02"}, {"L3-04", "L3-05"}}, []int{1, 3, 2, 4}, []int{2, 8, 10, 13}, []int{2, 7, 4, 11}},
		{"4p: full tie, start player 2", 4, 2,
			[][]string{{"L1-02"}, {"L1-02"}, {"L1-02"}, {"L1-02"}}, []int{1, 1, 1, 1}, []int{2, 2, 2, 2}, []int{4, 2, 11, 7}},
		{"4p: mystic tie-break, then seat order from start player 3", 4, 3,
			[][]string{{"L1-02"}, {"L1-02"}, {"L2-01"}, {"L1-02"}}, []int{1, 1, 1, 1}, []int{2, 2, 5, 2}, []int{4, 2, 11, 7}},
		{"4p: two claimants take 11 and 7", 4, 0,
			[][]string{{}, {"L1-02"}, {"L3-01"}, {"L3-02"}}, []int{0, 1, 0, 2}, []int{0, 2, 9, 10}, []int{0, 7, 0, 11}},
		{"4p: one claimant", 4, 1,
			[][]string{{"L1-01"}, {"L3-08"}, {"L2-02", "L2-01"}, {}}, []int{0, 0, 2, 0}, []int{1, 0, 6, 0}, []int{0, 0, 11, 0}},
		{"4p: nobody has a temple", 4, 0,
			[][]string{{"L3-01"}, {"L1-01"}, {}, {"L3-08"}}, []int{0, 0, 0, 0}, []int{9, 1, 0, 0}, []int{0, 0, 0, 0}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(t, tc.players)
			s.startPlayer = uint8(tc.start)
			for p, tiles := range tc.tiles {
				scRow(t, s, p, tiles...)
			}
			r := s.Score()
			for p := range tc.players {
				b := r.Players[p]
				if b.TempleSymbols != tc.symbols[p] || b.HighestMystic != tc.mystic[p] || b.TempleToken != tc.want[p] {
					t.Errorf("seat %d: %d symbols, mystic %d, token %d; want %d, %d, %d",
						p, b.TempleSymbols, b.HighestMystic, b.TempleToken, tc.symbols[p], tc.mystic[p], tc.want[p])
				}
				if b.Total != b.TileCP+b.WildernessPenalty+b.TempleToken {
					t.Errorf("seat %d: total %d, want tiles %d, wilderness %d, token %d", p, b.Total, b.TileCP, b.WildernessPenalty, b.TempleToken)
				}
			}
		})
	}
}

// TestScoreTotals scores two complete hand-worked universes.
func TestScoreTotals(t *testing.T) {
	s := newScenario(t, 2)
	// Seat 0, slot order (base first):
	//   (0,0) L1-06 Forest(2 green): (0,1) green, (1,0) green  -> 2
	//   (0,1) L1-05 green Proselytism                          -> 0
	//   (0,2) Wilderness                                       -> -1
	//   (0,3) L1-18 Village                                    -> 2
	//   (0,4) L1-02 Temple, 1 symbol, mystic 2                 -> 1
	//   (1,0) L2-05 Forest(3 green): (1,1) red, (0,0), (0,1), (2,0) green -> 3
	//   (1,1) L1-10 Volcano, cancelled                         -> 0
	//   (1,2) L2-17 Village                                    -> 3
	//   (1,3) L2-01 Temple, 1 symbol, mystic 5                 -> 2
	//   (2,0) L3-08 Sacred Stone                               -> 4
	//   (2,1) L3-16 Irrigation                                 -> 6
	//   (2,2) L3-02 Temple, 2 symbols, mystic 10               -> 5
	//   (3,0) Wilderness                                       -> -1
	//   (3,1) L3-01 Sacred Stone, mystic 9                     -> 4
	// Tiles 32, Wilderness -2, 4 symbols: token 7, Harvests (2 Villages
	// against 0): 3. Total 40.
	scRow(t, s, 0, "L1-06", "L1-05", "~L1-09", "L1-18", "L1-02",
		"L2-05", "xL1-10", "L2-17", "L2-01",
		"L3-08", "L3-16", "L3-02",
		"~L3-21", "L3-01")
	s.seats[0].God = Harvests
	s.seats[0].Realm = Cubes{Red: 3}
	// Seat 1: L3-03 Temple (1 symbol, mystic 11) 5, L2-20 Sacred Stone 2,
	// L2-10 Village cancelled 0; token 2; Apprentice 2. Total 11.
	scRow(t, s, 1, "L3-03", "L2-20", "xL2-10")
	s.seats[1].God = Apprentice

	r := s.Score()
	if r.N != 2 {
		t.Fatalf("N = %d, want 2", r.N)
	}
	b := r.Players[0]
	wantStatus := [PyramidSlots]TileStatus{
		StatusValidated, StatusScored, StatusWilderness, StatusValidated, StatusScored,
		StatusValidated, StatusCancelled, StatusValidated, StatusScored,
		StatusScored, StatusValidated, StatusScored,
		StatusWilderness, StatusScored,
	}
	wantCP := [PyramidSlots]int{2, 0, -1, 2, 1, 3, 0, 3, 2, 4, 6, 5, -1, 4}
	for slot := range PyramidSlots {
		if b.Tiles[slot].Status != wantStatus[slot] || b.Tiles[slot].CP != wantCP[slot] {
			t.Errorf("seat 0 slot %d: %v %d CP, want %v %d CP", slot, b.Tiles[slot].Status, b.Tiles[slot].CP, wantStatus[slot], wantCP[slot])
		}
	}
	type sums struct {
		tileCP, wild, penalty, symbols, mystic, token int
		god                                           God
		godCP                                         int
		godMet                                        bool
		total, worshippers, rank                      int
	}
	got := func(b Breakdown) sums {
		return sums{b.TileCP, b.Wilderness, b.WildernessPenalty, b.TempleSymbols, b.HighestMystic, b.TempleToken,
			b.God, b.GodCP, b.GodMet, b.Total, b.Worshippers, b.Rank}
	}
	want := []sums{
		{32, 2, -2, 4, 10, 7, Harvests, 3, true, 40, 3, 1},
		{7, 0, 0, 1, 11, 2, Apprentice, 2, true, 11, 0, 2},
	}
	for p := range 2 {
		if g := got(r.Players[p]); g != want[p] {
			t.Errorf("seat %d:\n got %+v\nwant %+v", p, g, want[p])
		}
	}
	wantValidated := map[Effect]int{Farm: 0, Village: 2, Forest: 2, Volcano: 0, Irrigation: 1, Temple: 3, Proselytism: 1, SacredStone: 2}
	for e, n := range wantValidated {
		if int(b.Validated[e]) != n {
			t.Errorf("seat 0 validated %v = %d, want %d", e, b.Validated[e], n)
		}
	}
}

// TestRank: higher total first, then more worshippers left; full ties share
// the place, and the next place is skipped.
func TestRank(t *testing.T) {
	// Sacred Stones of the frozen scenario tiles: L3-08 4 CP, L2-20 2 CP,
	// L1-20 and L1-12 1 CP (L1-20 has a white star: 4 players only).
	cases := []struct {
		name   string
		tiles  [][]string
		realms []int // red worshippers per seat
		totals []int
		ranks  []int
	}{
		{"distinct totals", [][]string{{"L1-20"}, {"L3-08"}, {"L2-20"}, {}}, []int{9, 0, 0, 10}, []int{1, 4, 2, 0}, []int{3, 1, 2, 4}},
		{"tie broken by worshippers", [][]string{{"L3-08"}, {"L3-08"}}, []int{3, 5}, []int{4, 4}, []int{2, 1}},
		{"tie on both shares the place", [][]string{{"L3-08"}, {"L3-08"}, {"L1-12"}}, []int{2, 2, 10}, []int{4, 4, 1}, []int{1, 1, 3}},
		{"worshippers do not beat a higher total", [][]string{{"L3-08"}, {"L3-08"}, {"L3-08"}, {"L2-20"}}, []int{3, 3, 5, 9}, []int{4, 4, 4, 2}, []int{2, 2, 1, 4}},
		{"everyone tied", [][]string{{}, {}, {}}, []int{0, 0, 0}, []int{0, 0, 0}, []int{1, 1, 1}},
		{"wilderness can make a total negative", [][]string{{"~L3-08"}, {}}, []int{10, 0}, []int{-1, 0}, []int{2, 1}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(t, len(tc.tiles))
			for p, tiles := range tc.tiles {
				scRow(t, s, p, tiles...)
				s.seats[p].Realm = Cubes{Red: uint8(tc.realms[p])}
			}
			r := s.Score()
			for p := range tc.tiles {
				b := r.Players[p]
				if b.Total != tc.totals[p] || b.Worshippers != tc.realms[p] || b.Rank != tc.ranks[p] {
					t.Errorf("seat %d: total %d, worshippers %d, rank %d; want %d, %d, %d",
						p, b.Total, b.Worshippers, b.Rank, tc.totals[p], tc.realms[p], tc.ranks[p])
				}
			}
		})
	}
}
