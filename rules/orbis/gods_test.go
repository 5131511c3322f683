package orbis

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"testing"
)

// The ten gods: their end-of-game CP, their immediate effects (Love, Death),
// and the god turn itself.

// gdTable puts exactly these gods on the table.
func gdTable(s *State, gods ...God) {
	s.gods = [NumGods]God{}
	copy(s.gods[:], gods)
	s.numGods = uint8(len(gods))
}

// gdIllegal fails unless a is refused, both by Apply and by LegalActions.
func gdIllegal(t *testing.T, s *State, a Action) {
	t.Helper()
	if s.hasLegal(a) {
		t.Errorf("%v is listed as legal", a)
	}
	before := *s
	if err := s.Apply(a); !errors.Is(err, ErrIllegal) {
		t.Errorf("Apply(%v) = %v, want ErrIllegal", a, err)
	}
	if *s != before {
		t.Errorf("Apply(%v) refused but changed the state", a)
	}
}

// gdSeat is one seat of a god scoring case: its god and its tiles in slot
// order (base first); "" leaves a slot empty.
type gdSeat struct {
	god       God
	cancelled bool // GodCancelled (God of Death refused)
	tiles     []string
}

// Pyramids for the Goddess of Nature. A Forest(2, green) L1-06 at (0,0)
// needs green at (0,1) and (1,0); one at (0,4) needs green at (0,3), (1,3).
var (
	gdForestOK    = []string{"L1-06", "L1-05", "", "", "", "L1-05"}
	gdForestShort = []string{"L1-06", "L1-09", "", "", "", "L1-05"}
	gdForestsTwo  = []string{"L1-06", "L1-05", "", "L1-05", "L1-06", "L1-05", "", "", "L1-05"}
	gdForestOKAnd = []string{"L1-06", "L1-05", "", "L1-09", "L1-06", "L1-05", "", "", "L1-05"} // second short
)

func TestGodScore(t *testing.T) {
	no := func(tiles ...string) gdSeat { return gdSeat{god: NoGod, tiles: tiles} }
	with := func(g God, tiles ...string) gdSeat { return gdSeat{god: g, tiles: tiles} }
	cases := []struct {
		name  string
		seats []gdSeat
		met   []bool
		cp    []int
	}{
		{"no god", []gdSeat{no("L3-08"), no()}, []bool{false, false}, []int{0, 0}},
		{"love", []gdSeat{with(Love), no()}, []bool{true, false}, []int{1, 0}},
		{"apprentice", []gdSeat{no(), with(Apprentice)}, []bool{false, true}, []int{0, 2}},
		{"idleness", []gdSeat{with(Idleness, "~L1-05"), no()}, []bool{true, false}, []int{1, 0}},
		{"death validated", []gdSeat{with(Death), no()}, []bool{true, false}, []int{3, 0}},
		{"death cancelled", []gdSeat{{god: Death, cancelled: true}, no()}, []bool{false, false}, []int{0, 0}},

		// Oceans: validated Irrigation (L1-14, L2-14, L3-07, L3-16, L3-22).
		{"oceans: most", []gdSeat{with(Oceans, "L1-14"), no()}, []bool{true, false}, []int{3, 0}},
		{"oceans: tie qualifies", []gdSeat{with(Oceans, "L1-14"), no("L2-14")}, []bool{true, false}, []int{3, 0}},
		{"oceans: fewer", []gdSeat{with(Oceans, "L1-14"), no("L2-14", "L3-07")}, []bool{false, false}, []int{0, 0}},
		{"oceans: none anywhere", []gdSeat{with(Oceans, "L3-08"), no()}, []bool{false, false}, []int{0, 0}},
		{"oceans: cancelled do not count", []gdSeat{with(Oceans, "xL1-14", "xL2-14", "L3-07"), no("L3-16", "L3-22")}, []bool{false, false}, []int{0, 0}},
		{"oceans: only cancelled", []gdSeat{with(Oceans, "xL1-14"), no()}, []bool{false, false}, []int{0, 0}},
		{"oceans: wilderness does not count", []gdSeat{with(Oceans, "~L1-14", "~L2-14"), no("L3-07")}, []bool{false, false}, []int{0, 0}},
		{"oceans: 3p tie at the top", []gdSeat{no("L1-14", "L2-14"), with(Oceans, "L3-07", "L3-16"), no("L3-22")}, []bool{false, true, false}, []int{0, 3, 0}},
		{"oceans: 3p beaten by one", []gdSeat{no("L1-14"), with(Oceans, "L3-07", "L3-16"), no("L3-22", "L2-14", "xL1-14", "L1-14")}, []bool{false, false, false}, []int{0, 0, 0}},

		// Fire: validated Volcanoes (L1-10, L2-09, L3-11, L3-13).
		{"fire: most", []gdSeat{with(Fire, "L1-10"), no()}, []bool{true, false}, []int{3, 0}},
		{"fire: fewer", []gdSeat{with(Fire, "L1-10"), no("L2-09", "L3-11")}, []bool{false, false}, []int{0, 0}},
		{"fire: cancelled do not count, tie", []gdSeat{with(Fire, "L1-10", "xL2-09"), no("L3-11", "xL3-13")}, []bool{true, false}, []int{3, 0}},
		{"fire: only cancelled", []gdSeat{with(Fire, "xL1-10"), no()}, []bool{false, false}, []int{0, 0}},

		// Nature: validated Forests, checked at the end.
		{"nature: most", []gdSeat{with(Nature, gdForestOK...), no()}, []bool{true, false}, []int{3, 0}},
		{"nature: tie", []gdSeat{with(Nature, gdForestOK...), no(gdForestOK...)}, []bool{true, false}, []int{3, 0}},
		{"nature: fewer", []gdSeat{with(Nature, gdForestOK...), no(gdForestsTwo...)}, []bool{false, false}, []int{0, 0}},
		{"nature: short forest does not count", []gdSeat{with(Nature, gdForestShort...), no()}, []bool{false, false}, []int{0, 0}},
		{"nature: two against one and a short one", []gdSeat{with(Nature, gdForestsTwo...), no(gdForestOKAnd...)}, []bool{true, false}, []int{3, 0}},

		// Harvests: validated Villages (L1-18, L2-10, L2-17, L3-17, L3-21).
		{"harvests: most", []gdSeat{with(Harvests, "L1-18", "L2-17"), no("L2-10")}, []bool{true, false}, []int{3, 0}},
		{"harvests: fewer", []gdSeat{with(Harvests, "L1-18"), no("L2-17", "L3-21")}, []bool{false, false}, []int{0, 0}},
		{"harvests: cancelled do not count", []gdSeat{with(Harvests, "L1-18", "xL2-17", "xL3-21"), no("L2-10", "L3-17")}, []bool{false, false}, []int{0, 0}},
		{"harvests: 3p three-way tie", []gdSeat{no("L1-18"), no("L2-10"), with(Harvests, "L3-17")}, []bool{false, false, true}, []int{0, 0, 3}},
		{"harvests: none anywhere", []gdSeat{no(), with(Harvests, "xL1-18")}, []bool{false, false}, []int{0, 0}},

		// Technology: fewest Wilderness; 0 qualifies, ties qualify.
		{"technology: fewer", []gdSeat{with(Technology, "L1-05"), no("~L1-05")}, []bool{true, false}, []int{3, 0}},
		{"technology: more", []gdSeat{with(Technology, "~L1-05"), no("L1-05")}, []bool{false, false}, []int{0, 0}},
		{"technology: zero each", []gdSeat{with(Technology), no()}, []bool{true, false}, []int{3, 0}},
		{"technology: tie at two", []gdSeat{with(Technology, "~L1-05", "~L3-08"), no("~L1-09", "L1-05", "~L2-06")}, []bool{true, false}, []int{3, 0}},
		{"technology: 3p, one player has none", []gdSeat{with(Technology, "~L1-05"), no("~L1-05", "~L1-09"), no("L3-08")}, []bool{false, false, false}, []int{0, 0, 0}},
		{"technology: idleness wilderness still counts", []gdSeat{with(Technology, "~L1-05"), with(Idleness, "~L1-05", "~L1-09")}, []bool{true, true}, []int{3, 1}},
		{"technology: beaten by idleness", []gdSeat{with(Technology, "~L1-05", "~L1-09"), with(Idleness, "~L1-05")}, []bool{false, true}, []int{0, 1}},

		// Equilibrium: validated Village (L1-18), Temple tile (L1-02),
		// validated Volcano (L1-10).
		{"equilibrium: all three", []gdSeat{with(Equilibrium, "L1-18", "L1-02", "L1-10"), no()}, []bool{true, false}, []int{3, 0}},
		{"equilibrium: no village", []gdSeat{with(Equilibrium, "L1-02", "L1-10"), no()}, []bool{false, false}, []int{0, 0}},
		{"equilibrium: no temple", []gdSeat{with(Equilibrium, "L1-18", "L1-10", "L3-01"), no()}, []bool{false, false}, []int{0, 0}},
		{"equilibrium: no volcano", []gdSeat{with(Equilibrium, "L1-18", "L1-02"), no()}, []bool{false, false}, []int{0, 0}},
		{"equilibrium: cancelled village", []gdSeat{with(Equilibrium, "xL1-18", "L1-02", "L1-10"), no()}, []bool{false, false}, []int{0, 0}},
		{"equilibrium: cancelled volcano", []gdSeat{with(Equilibrium, "L1-18", "L1-02", "xL1-10"), no()}, []bool{false, false}, []int{0, 0}},
		{"equilibrium: temple as wilderness", []gdSeat{with(Equilibrium, "L1-18", "~L1-02", "L1-10"), no()}, []bool{false, false}, []int{0, 0}},
		{"equilibrium: another seat's volcano does not help", []gdSeat{with(Equilibrium, "L1-18", "L1-02"), no("L1-10")}, []bool{false, false}, []int{0, 0}},
		{"equilibrium: more of each", []gdSeat{no(), with(Equilibrium, "L1-18", "L2-17", "L3-02", "L1-10", "xL2-09")}, []bool{false, true}, []int{0, 3}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(t, len(tc.seats))
			for p, seat := range tc.seats {
				s.seats[p].God = seat.god
				s.seats[p].GodCancelled = seat.cancelled
				for i, id := range seat.tiles {
					if id != "" {
						r, c := gdRowCol(i)
						s.put(t, p, r, c, id)
					}
				}
			}
			r := s.Score()
			for p, seat := range tc.seats {
				b := r.Players[p]
				if b.God != seat.god || b.GodMet != tc.met[p] || b.GodCP != tc.cp[p] {
					t.Errorf("seat %d: god %v met %v %d CP; want %v met %v %d CP", p, b.God, b.GodMet, b.GodCP, seat.god, tc.met[p], tc.cp[p])
				}
			}
		})
	}
}

// gdRowCol is the position of the i-th slot in slot order.
func gdRowCol(i int) (row, col int) {
	for row = 0; i >= 5-row; row++ {
		i -= 5 - row
	}
	return row, i
}

// TestGodLove: gain 5 worshippers of one's choice at once, then discard down
// to 10; 1 CP at the end.
func TestGodLove(t *testing.T) {
	cases := []struct {
		name     string
		realm    Cubes
		gains    []Color
		discards []Color
		want     Cubes
	}{
		{"empty realm", Cubes{}, []Color{White, White, White, Green, Green}, nil, Cubes{Green: 2, White: 3}},
		{"five of one colour", Cubes{Red: 2}, []Color{Blue, Blue, Blue, Blue, Blue}, nil, Cubes{Red: 2, Blue: 5}},
		{"reaching exactly 10", Cubes{Red: 2, Blue: 3}, []Color{Red, Blue, Yellow, Green, White}, nil, Cubes{Red: 3, Blue: 4, Yellow: 1, Green: 1, White: 1}},
		{"13, discard 3", Cubes{Red: 8}, []Color{Blue, Blue, Blue, Blue, Blue}, []Color{Red, Red, Red}, Cubes{Red: 5, Blue: 5}},
		{"15, discard the gained ones", Cubes{Red: 10}, []Color{Yellow, Yellow, Yellow, Yellow, Yellow}, []Color{Yellow, Yellow, Yellow, Yellow, Yellow}, Cubes{Red: 10}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(t, 2)
			gdTable(s, Apprentice, Love, Death)
			s.seats[0].Realm = tc.realm
			s.mustApply(t, TakeGod(Love))
			if s.Phase() != PhaseGain || s.Remaining() != 5 {
				t.Fatalf("after taking Love: phase %v, %d to gain; want gain, 5", s.Phase(), s.Remaining())
			}
			gdIllegal(t, s, EndTurn())
			gdIllegal(t, s, TakeTile(0))
			for i, c := range tc.gains {
				if s.Phase() != PhaseGain {
					t.Fatalf("gain %d: phase %v, want gain", i, s.Phase())
				}
				s.mustApply(t, Gain(c))
			}
			if s.Phase() != PhaseFinish {
				t.Fatalf("after 5 gains: phase %v, want finish", s.Phase())
			}
			gdIllegal(t, s, Gain(Red))
			if len(tc.discards) > 0 {
				gdIllegal(t, s, EndTurn())
			}
			for _, c := range tc.discards {
				s.mustApply(t, Discard(c))
			}
			gdIllegal(t, s, Discard(Red))
			s.mustApply(t, EndTurn())
			seat := s.Seat(0)
			if seat.Realm != tc.want || seat.God != Love || s.GodAvailable(Love) || s.CurrentPlayer() != 1 {
				t.Errorf("realm %v, god %v, love on table %v, player %d; want %v, love, false, 1",
					seat.Realm, seat.God, s.GodAvailable(Love), s.CurrentPlayer(), tc.want)
			}
			if b := s.Score().Players[0]; !b.GodMet || b.GodCP != 1 {
				t.Errorf("love: met %v, %d CP; want true, 1", b.GodMet, b.GodCP)
			}
		})
	}
}

// TestGodDeath: discard 6 worshippers one by one for 3 CP; decline, or a
// realm under 6, cancels the god (0 CP); once begun there is no declining.
func TestGodDeath(t *testing.T) {
	cases := []struct {
		name      string
		realm     Cubes
		decline   bool
		discards  []Color
		want      Cubes
		cancelled bool
		cp        int
	}{
		{"six discarded", Cubes{Red: 4, Blue: 3}, false, []Color{Red, Red, Blue, Red, Red, Blue}, Cubes{Blue: 1}, false, 3},
		{"exactly six", Cubes{White: 6}, false, []Color{White, White, White, White, White, White}, Cubes{}, false, 3},
		{"six of ten", Cubes{Red: 2, Blue: 2, Yellow: 2, Green: 2, White: 2}, false, []Color{Red, Red, Blue, Blue, Yellow, Yellow}, Cubes{Green: 2, White: 2}, false, 3},
		{"declined", Cubes{Red: 4, Blue: 3}, true, nil, Cubes{Red: 4, Blue: 3}, true, 0},
		{"declined with ten", Cubes{Green: 10}, true, nil, Cubes{Green: 10}, true, 0},
		{"five is too few", Cubes{Red: 3, Green: 2}, false, nil, Cubes{Red: 3, Green: 2}, true, 0},
		{"empty realm", Cubes{}, false, nil, Cubes{}, true, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(t, 2)
			gdTable(s, Death, Love, Oceans)
			s.seats[0].Realm = tc.realm
			s.mustApply(t, TakeGod(Death))
			if tc.realm.Total() < 6 {
				// Cancelled at once: nothing to decline or discard.
				if s.Phase() != PhaseFinish {
					t.Fatalf("phase %v, want finish", s.Phase())
				}
				gdIllegal(t, s, Decline())
				gdIllegal(t, s, Discard(Red))
			} else {
				if s.Phase() != PhaseDeath || s.Remaining() != 6 || !s.hasLegal(Decline()) {
					t.Fatalf("phase %v, %d to discard, decline legal %v; want death, 6, true", s.Phase(), s.Remaining(), s.hasLegal(Decline()))
				}
				gdIllegal(t, s, EndTurn())
				if tc.decline {
					s.mustApply(t, Decline())
				}
				for i, c := range tc.discards {
					if s.Remaining() != 6-i {
						t.Errorf("discard %d: %d remaining, want %d", i, s.Remaining(), 6-i)
					}
					s.mustApply(t, Discard(c))
					if i < 5 {
						gdIllegal(t, s, Decline())
						gdIllegal(t, s, EndTurn())
					}
				}
				if s.Phase() != PhaseFinish {
					t.Fatalf("phase %v, want finish", s.Phase())
				}
			}
			s.mustApply(t, EndTurn())
			seat := s.Seat(0)
			if seat.Realm != tc.want || seat.GodCancelled != tc.cancelled || seat.God != Death {
				t.Errorf("realm %v, cancelled %v, god %v; want %v, %v, death", seat.Realm, seat.GodCancelled, seat.God, tc.want, tc.cancelled)
			}
			if b := s.Score().Players[0]; b.GodCP != tc.cp || b.GodMet != !tc.cancelled || b.Total != tc.cp {
				t.Errorf("death: met %v, %d CP, total %d; want %v, %d, %d", b.GodMet, b.GodCP, b.Total, !tc.cancelled, tc.cp, tc.cp)
			}
		})
	}
}

// TestGodTurn takes each of the ten gods: the god leaves the table, no
// worshipper is generated, nothing is refilled, no region tile is placed.
func TestGodTurn(t *testing.T) {
	start := Cubes{Red: 2, Blue: 2, Yellow: 2}
	cases := []struct {
		god   God
		after []Action // the god's immediate effect
		realm Cubes
	}{
		{Love, []Action{Gain(White), Gain(White), Gain(White), Gain(White), Gain(White), Discard(White)}, Cubes{Red: 2, Blue: 2, Yellow: 2, White: 4}},
		{Apprentice, nil, start},
		{Oceans, nil, start},
		{Idleness, nil, start},
		{Fire, nil, start},
		{Technology, nil, start},
		{Nature, nil, start},
		{Equilibrium, nil, start},
		{Harvests, nil, start},
		{Death, []Action{Discard(Red), Discard(Red), Discard(Blue), Discard(Blue), Discard(Yellow), Discard(Yellow)}, Cubes{}},
	}
	if len(cases) != int(NumGods) {
		t.Fatalf("%d cases for %d gods", len(cases), NumGods)
	}
	for _, tc := range cases {
		t.Run(tc.god.String(), func(t *testing.T) {
			s := newScenario(t, 2)
			others := []God{(tc.god + 1) % NumGods, (tc.god + 2) % NumGods}
			gdTable(s, others[0], tc.god, others[1])
			s.seats[0].Realm = start
			s.cubes[0] = Cubes{Red: 2}
			s.cubes[4] = Cubes{Green: 1, White: 1}
			display, cubes := s.display, s.cubes
			var piles [3][]TileID
			for l := range piles {
				piles[l] = s.PileTiles(l + 1)
			}
			s.mustApply(t, TakeGod(tc.god))
			if id, pos := s.TakenTile(); id != NoTile || pos != -1 {
				t.Errorf("taken tile %d at %d, want none", id, pos)
			}
			s.mustApply(t, tc.after...)
			s.mustApply(t, EndTurn())
			if s.display != display || s.cubes != cubes {
				t.Errorf("the display changed:\n got %v %v\nwant %v %v", s.display, s.cubes, display, cubes)
			}
			for l := range piles {
				if got := s.PileTiles(l + 1); !slices.Equal(got, piles[l]) {
					t.Errorf("level %d pile %v, want %v", l+1, got, piles[l])
				}
			}
			seat := s.Seat(0)
			if seat.God != tc.god || seat.Realm != tc.realm || seat.RegionCount != 0 || seat.Pyramid != s.Seat(1).Pyramid {
				t.Errorf("seat 0: god %v, realm %v, %d regions; want %v, %v, 0, empty pyramid", seat.God, seat.Realm, seat.RegionCount, tc.god, tc.realm)
			}
			if got := s.Gods(); !slices.Equal(got, others) {
				t.Errorf("gods on the table %v, want %v", got, others)
			}
			if s.Turn() != 1 || s.CurrentPlayer() != 1 || s.Phase() != PhaseChoose {
				t.Errorf("turn %d, player %d, phase %v; want 1, 1, choose", s.Turn(), s.CurrentPlayer(), s.Phase())
			}
		})
	}
}

// TestGodOncePerGame: a seat takes one god, and a god taken by one seat is
// gone for the others.
func TestGodOncePerGame(t *testing.T) {
	t.Run("a seat with a god takes no other", func(t *testing.T) {
		s := newScenario(t, 2)
		gdTable(s, Love, Apprentice)
		s.seats[0].God = Oceans
		for _, a := range s.LegalActions(nil) {
			if a.Kind == KindTakeGod {
				t.Errorf("%v is legal", a)
			}
		}
		gdIllegal(t, s, TakeGod(Love))
		gdIllegal(t, s, TakeGod(Oceans))
		if !s.hasLegal(TakeTile(0)) {
			t.Errorf("take 0 is not legal")
		}
	})
	t.Run("over three turns", func(t *testing.T) {
		s := newScenario(t, 2)
		gdTable(s, Apprentice, Love, Death)
		s.mustApply(t, TakeGod(Apprentice), EndTurn())
		gdIllegal(t, s, TakeGod(Apprentice))
		if !s.hasLegal(TakeGod(Love)) || !s.hasLegal(TakeGod(Death)) {
			t.Fatalf("seat 1 cannot take love or death")
		}
		s.mustApply(t, TakeGod(Love), Gain(Red), Gain(Red), Gain(Red), Gain(Red), Gain(Red), EndTurn())
		if s.CurrentPlayer() != 0 {
			t.Fatalf("player %d, want 0", s.CurrentPlayer())
		}
		gdIllegal(t, s, TakeGod(Death))
		gdIllegal(t, s, TakeGod(Apprentice))
		if got := s.Gods(); !slices.Equal(got, []God{Death}) {
			t.Errorf("gods on the table %v, want [death]", got)
		}
		if s.Seat(0).God != Apprentice || s.Seat(1).God != Love {
			t.Errorf("gods %v, %v; want apprentice, love", s.Seat(0).God, s.Seat(1).God)
		}
	})
}

// gdSameActions compares two action lists as sets.
func gdSameActions(got, want []Action) bool {
	a, b := slices.Clone(got), slices.Clone(want)
	less := func(x, y Action) int { return cmp.Compare(x.String(), y.String()) }
	slices.SortFunc(a, less)
	slices.SortFunc(b, less)
	return slices.Equal(a, b)
}

// TestGodRegionLimit: a region tile only while the seat has fewer than 14;
// with 14 and no god, the god turn is forced.
func TestGodRegionLimit(t *testing.T) {
	takes := []Action{TakeTile(0), TakeTile(1), TakeTile(2), TakeTile(3), TakeTile(4), TakeTile(5), TakeTile(6), TakeTile(7), TakeTile(8)}
	gods := []Action{TakeGod(Love), TakeGod(Fire), TakeGod(Death)}
	cases := []struct {
		name    string
		regions int
		god     God
		want    []Action
	}{
		{"13 tiles, no god", 13, NoGod, append(slices.Clone(takes), gods...)},
		{"14 tiles, no god: forced god turn", 14, NoGod, gods},
		{"13 tiles, god taken", 13, Technology, takes},
		{"no tile, god taken", 0, Technology, takes},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(t, 2)
			gdTable(s, Love, Fire, Death)
			for i := range tc.regions {
				r, c := gdRowCol(i)
				s.put(t, 0, r, c, "L1-05")
			}
			if int(s.seats[0].RegionCount) != tc.regions {
				t.Fatalf("%d region tiles, want %d", s.seats[0].RegionCount, tc.regions)
			}
			s.seats[0].God = tc.god
			if got := s.LegalActions(nil); !gdSameActions(got, tc.want) {
				t.Errorf("legal actions\n got %v\nwant %v", got, tc.want)
			}
			if tc.regions == 14 {
				gdIllegal(t, s, TakeTile(4))
				s.mustApply(t, TakeGod(Fire), EndTurn())
				if s.Seat(0).God != Fire || s.CurrentPlayer() != 1 {
					t.Errorf("god %v, player %d; want fire, 1", s.Seat(0).God, s.CurrentPlayer())
				}
			}
			if tc.god != NoGod {
				gdIllegal(t, s, TakeGod(Love))
			}
		})
	}
}

// TestGodWholeGameTakesOneGod plays 15 turns for each seat with the god at a
// different moment: every seat ends with 14 region tiles and one god.
func TestGodWholeGameTakesOneGod(t *testing.T) {
	for _, godTurn := range []int{0, 7, 14} {
		t.Run(fmt.Sprintf("god on turn %d", godTurn), func(t *testing.T) {
			s := newScenario(t, 2)
			gdTable(s, Apprentice, Idleness, Oceans)
			for turn := range TurnsPerSeat {
				for p := range 2 {
					if s.CurrentPlayer() != p {
						t.Fatalf("round %d: player %d, want %d", turn, s.CurrentPlayer(), p)
					}
					// In round 15 a region tile is legal only if the god came earlier.
					if want := godTurn != 14; turn == 14 && s.hasLegal(TakeTile(gdFirstTile(s))) != want {
						t.Fatalf("round 15: taking a region tile legal = %v, want %v", !want, want)
					}
					if turn == godTurn {
						s.mustApply(t, TakeGod(s.Gods()[0]), EndTurn())
						continue
					}
					// Any display tile, as a Wilderness at the first open slot.
					s.mustApply(t, TakeTile(gdFirstTile(s)))
					s.mustApply(t, PlaceWild(gdFirstOpen(t, s)))
					for s.Remaining() > 0 {
						s.mustApply(t, Discard(gdSomeColour(s.Seat(p).Realm)))
					}
					s.mustApply(t, EndTurn())
				}
			}
			if !s.IsOver() {
				t.Fatalf("not over after 15 turns each")
			}
			for p := range 2 {
				seat := s.Seat(p)
				if seat.RegionCount != 14 || seat.God == NoGod {
					t.Errorf("seat %d: %d regions, god %v", p, seat.RegionCount, seat.God)
				}
			}
		})
	}
}

func gdFirstTile(s *State) int {
	for pos := range DisplaySize {
		if s.Display(pos) != NoTile {
			return pos
		}
	}
	return -1
}

func gdFirstOpen(t *testing.T, s *State) int {
	t.Helper()
	for slot := range PyramidSlots {
		if s.hasLegal(PlaceWild(slot)) {
			return slot
		}
	}
	t.Fatalf("no open slot")
	return -1
}

func gdSomeColour(c Cubes) Color {
	for col := range Color(NumColors) {
		if c[col] > 0 {
			return col
		}
	}
	return Red
}
