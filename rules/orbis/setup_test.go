package orbis

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// suCounts are the numbers of RULINGS.md per player count, written out.
var suCounts = []struct {
	players int
	tiles   int
	level   [3]int // tiles per level in play
	piles   [3]int // left in the piles after 9 level-1 tiles go on the display
	gods    int
	temples []int  // high to low
	stars   [3]int // tiles in play unstarred, with a white star ☆, with a purple star ★
}{
	{2, 37, [3]int{11, 11, 15}, [3]int{2, 11, 15}, 3, []int{7, 2}, [3]int{37, 0, 0}},
	{3, 51, [3]int{15, 15, 21}, [3]int{6, 15, 21}, 4, []int{9, 4, 2}, [3]int{37, 0, 14}},
	{4, 65, [3]int{20, 20, 25}, [3]int{11, 20, 25}, 5, []int{11, 7, 4, 2}, [3]int{37, 14, 14}},
}

// suClone deep-copies a setup's slices (the tile set is immutable and shared).
func suClone(su Setup) Setup {
	out := su
	for l := range su.Piles {
		out.Piles[l] = slices.Clone(su.Piles[l])
	}
	out.Gods = slices.Clone(su.Gods)
	out.Temples = slices.Clone(su.Temples)
	return out
}

// suSame reports whether two setups deal the same game.
func suSame(a, b Setup) bool {
	if a.Players != b.Players || a.StartPlayer != b.StartPlayer || a.Display != b.Display ||
		!slices.Equal(a.Gods, b.Gods) || !slices.Equal(a.Temples, b.Temples) {
		return false
	}
	for l := range a.Piles {
		if !slices.Equal(a.Piles[l], b.Piles[l]) {
			return false
		}
	}
	return slices.Equal(a.Tiles.Tiles(), b.Tiles.Tiles())
}

// suMustSetup deals a setup or stops the test.
func suMustSetup(t *testing.T, cfg Config) Setup {
	t.Helper()
	su, err := NewSetup(cfg)
	if err != nil {
		t.Fatalf("NewSetup(%+v): %v", cfg, err)
	}
	return su
}

// suSorted returns a sorted copy.
func suSorted(ids []TileID) []TileID {
	out := slices.Clone(ids)
	slices.Sort(out)
	return out
}

func TestSetupSameSeedSameGame(t *testing.T) {
	for _, n := range []int{2, 3, 4} {
		for _, start := range []int{-1, 0, n - 1} {
			cfg := Config{Players: n, Seed: 12345, StartPlayer: start}
			a, b := suMustSetup(t, cfg), suMustSetup(t, cfg)
			if !suSame(a, b) {
				t.Errorf("%+v dealt two different setups", cfg)
			}
			sa, sua, err := NewGame(cfg)
			if err != nil {
				t.Fatal(err)
			}
			sb, sub, err := NewGame(cfg)
			if err != nil {
				t.Fatal(err)
			}
			if !suSame(sua, sub) || !suSame(sua, a) {
				t.Errorf("%+v: NewGame dealt two different setups", cfg)
			}
			// Each call builds its own (equal) tile set; the rest must match.
			sb.set = sa.set
			if sa != sb {
				t.Errorf("%+v: NewGame dealt two different first states", cfg)
			}
		}
	}
}

func TestSetupDifferentSeedDifferentGame(t *testing.T) {
	for _, n := range []int{2, 3, 4} {
		var deals []Setup
		for seed := uint64(1); seed <= 5; seed++ {
			deals = append(deals, suMustSetup(t, Config{Players: n, Seed: seed, StartPlayer: 0}))
		}
		for i := range deals {
			for j := i + 1; j < len(deals); j++ {
				if suSame(deals[i], deals[j]) {
					t.Errorf("%d players: seeds %d and %d dealt the same setup", n, i+1, j+1)
				}
				// Each part that chance decides changes with the seed too
				// (the level-3 pile and the display are long enough that a
				// repeat means the seed is ignored).
				if deals[i].Display == deals[j].Display {
					t.Errorf("%d players: seeds %d and %d dealt the same display", n, i+1, j+1)
				}
				if slices.Equal(deals[i].Piles[2], deals[j].Piles[2]) {
					t.Errorf("%d players: seeds %d and %d gave the same level-3 pile", n, i+1, j+1)
				}
			}
		}
		// The gods drawn change with the seed too, over a few seeds.
		godSets := map[string]bool{}
		for _, d := range deals {
			godSets[fmt.Sprint(d.Gods)] = true
		}
		if len(godSets) < 2 {
			t.Errorf("%d players: five seeds all drew the gods %v", n, deals[0].Gods)
		}
	}
}

func TestSetupCounts(t *testing.T) {
	for _, want := range suCounts {
		t.Run(fmt.Sprintf("%dp", want.players), func(t *testing.T) {
			for seed := uint64(0); seed < 20; seed++ {
				su := suMustSetup(t, Config{Players: want.players, Seed: seed, StartPlayer: 0})
				if su.Players != want.players {
					t.Errorf("seed %d: Players = %d", seed, su.Players)
				}
				if su.Tiles.Len() != want.tiles {
					t.Fatalf("seed %d: %d tiles in play, want %d", seed, su.Tiles.Len(), want.tiles)
				}
				var stars [3]int
				for _, tile := range su.Tiles.Tiles() {
					stars[tile.Stars]++
				}
				if stars != want.stars {
					t.Errorf("seed %d: tiles unstarred/white star/purple star %v, want %v", seed, stars, want.stars)
				}
				seen := map[TileID]int{}
				for pos, id := range su.Display {
					if id == NoTile || int(id) >= su.Tiles.Len() {
						t.Fatalf("seed %d: display %d holds %d", seed, pos, id)
					}
					if lv := su.Tiles.Tile(id).Level; lv != 1 {
						t.Errorf("seed %d: display %d holds %s of level %d", seed, pos, su.Tiles.Tile(id).ID, lv)
					}
					seen[id]++
				}
				for l, pile := range su.Piles {
					if len(pile) != want.piles[l] {
						t.Errorf("seed %d: level %d pile holds %d tiles, want %d", seed, l+1, len(pile), want.piles[l])
					}
					for _, id := range pile {
						if int(id) >= su.Tiles.Len() {
							t.Fatalf("seed %d: level %d pile holds tile %d", seed, l+1, id)
						}
						if lv := su.Tiles.Tile(id).Level; int(lv) != l+1 {
							t.Errorf("seed %d: level %d pile holds %s of level %d", seed, l+1, su.Tiles.Tile(id).ID, lv)
						}
						seen[id]++
					}
				}
				if len(seen) != want.tiles {
					t.Errorf("seed %d: %d distinct tiles dealt, want %d", seed, len(seen), want.tiles)
				}
				for id, k := range seen {
					if k != 1 {
						t.Errorf("seed %d: tile %s dealt %d times", seed, su.Tiles.Tile(id).ID, k)
					}
				}
				if len(su.Gods) != want.gods {
					t.Errorf("seed %d: %d gods, want %d", seed, len(su.Gods), want.gods)
				}
				godSeen := map[God]bool{}
				for _, g := range su.Gods {
					if g >= NumGods || godSeen[g] {
						t.Errorf("seed %d: gods %v are not distinct gods", seed, su.Gods)
					}
					godSeen[g] = true
				}
				if got := slices.Sorted(slices.Values(su.Temples)); !slices.Equal(got, slices.Sorted(slices.Values(want.temples))) {
					t.Errorf("seed %d: temple tokens %v, want %v", seed, su.Temples, want.temples)
				}

				s, err := FromSetup(su)
				if err != nil {
					t.Fatalf("seed %d: FromSetup: %v", seed, err)
				}
				if s.NumPlayers() != want.players || s.Turn() != 0 || s.Phase() != PhaseChoose || s.IsOver() {
					t.Errorf("seed %d: first state has %d players, turn %d, phase %v", seed, s.NumPlayers(), s.Turn(), s.Phase())
				}
				if got := s.TempleTokens(); !slices.Equal(got, want.temples) {
					t.Errorf("seed %d: state temple tokens %v, want %v (high to low)", seed, got, want.temples)
				}
				if got := s.Gods(); !slices.Equal(got, su.Gods) {
					t.Errorf("seed %d: state gods %v, setup gods %v", seed, got, su.Gods)
				}
				for pos := range DisplaySize {
					if s.Display(pos) != su.Display[pos] {
						t.Errorf("seed %d: state display %d = %d, setup %d", seed, pos, s.Display(pos), su.Display[pos])
					}
					if c := s.DisplayCubes(pos); c.Total() != 0 {
						t.Errorf("seed %d: display %d starts with worshippers %v", seed, pos, c)
					}
				}
				for l := 1; l <= 3; l++ {
					if s.PileSize(l) != want.piles[l-1] || !slices.Equal(s.PileTiles(l), su.Piles[l-1]) {
						t.Errorf("seed %d: state level %d pile %v, setup %v", seed, l, s.PileTiles(l), su.Piles[l-1])
					}
				}
				for seat := range want.players {
					st := s.Seat(seat)
					if st.Realm.Total() != 0 || st.RegionCount != 0 || st.God != NoGod || st.Reductions != 0 {
						t.Errorf("seed %d: seat %d does not start empty: %+v", seed, seat, st)
					}
					for slot := range PyramidSlots {
						if !st.Pyramid[slot].Empty() {
							t.Errorf("seed %d: seat %d slot %d is not empty", seed, seat, slot)
						}
					}
				}
			}
		})
	}
}

func TestSetupStartPlayer(t *testing.T) {
	for _, n := range []int{2, 3, 4} {
		for start := range n {
			for seed := uint64(0); seed < 5; seed++ {
				s, su, err := NewGame(Config{Players: n, Seed: seed, StartPlayer: start})
				if err != nil {
					t.Fatal(err)
				}
				if su.StartPlayer != start || s.StartPlayer() != start || s.CurrentPlayer() != start {
					t.Errorf("%d players, start %d, seed %d: setup start %d, state start %d, current %d",
						n, start, seed, su.StartPlayer, s.StartPlayer(), s.CurrentPlayer())
				}
			}
		}
		// -1 draws the seat from the seed: always a real seat, the same for
		// one seed, and over many seeds every seat comes up.
		drawn := map[int]int{}
		for seed := uint64(0); seed < 200; seed++ {
			cfg := Config{Players: n, Seed: seed, StartPlayer: -1}
			s, su, err := NewGame(cfg)
			if err != nil {
				t.Fatal(err)
			}
			if su.StartPlayer < 0 || su.StartPlayer >= n || s.StartPlayer() != su.StartPlayer || s.CurrentPlayer() != su.StartPlayer {
				t.Fatalf("%d players, seed %d: drawn start %d, state start %d", n, seed, su.StartPlayer, s.StartPlayer())
			}
			if again := suMustSetup(t, cfg); again.StartPlayer != su.StartPlayer {
				t.Errorf("%d players, seed %d: drew start %d, then %d", n, seed, su.StartPlayer, again.StartPlayer)
			}
			drawn[su.StartPlayer]++
		}
		if len(drawn) != n {
			t.Errorf("%d players: 200 seeds drew only the start seats %v", n, drawn)
		}
	}
}

func TestSetupRejectsBadConfigs(t *testing.T) {
	cases := []Config{
		{Players: 0},
		{Players: 1},
		{Players: 5},
		{Players: -2},
		{Players: 2, StartPlayer: 2},
		{Players: 3, StartPlayer: 3},
		{Players: 4, StartPlayer: 4},
		{Players: 4, StartPlayer: -2},
		{Players: 1, StartPlayer: -1},
		{Players: 5, StartPlayer: -1},
	}
	for _, cfg := range cases {
		t.Run(fmt.Sprintf("%d players start %d", cfg.Players, cfg.StartPlayer), func(t *testing.T) {
			if _, err := NewSetup(cfg); !errors.Is(err, ErrSetup) {
				t.Errorf("NewSetup(%+v) error %v, want one wrapping ErrSetup", cfg, err)
			}
			if _, _, err := NewGame(cfg); !errors.Is(err, ErrSetup) {
				t.Errorf("NewGame(%+v) error %v, want one wrapping ErrSetup", cfg, err)
			}
		})
	}
	// A bad custom tile list is refused too.
	bad := CatalogueFor(2)
	bad[3].Level = 7
	if _, err := NewSetup(Config{Players: 2, Tiles: bad}); err == nil {
		t.Errorf("NewSetup accepted a tile of level 7")
	}
}

func TestFromSetupRejectsBrokenSetups(t *testing.T) {
	// Each case breaks a valid setup in exactly one way.
	two := suMustSetup(t, Config{Players: 2, Seed: 7, StartPlayer: 0})
	four := suMustSetup(t, Config{Players: 4, Seed: 7, StartPlayer: 1})
	short := suMustSetup(t, Config{Players: 2, Seed: 7, Tiles: CatalogueFor(2)[:27]})
	exact := suMustSetup(t, Config{Players: 2, Seed: 7, Tiles: CatalogueFor(2)[:28]})

	cases := []struct {
		name   string
		base   Setup
		mutate func(*Setup)
		ok     bool
	}{
		{"valid 2p", two, func(*Setup) {}, true},
		{"valid 4p", four, func(*Setup) {}, true},
		{"exactly 28 tiles for 2 players", exact, func(*Setup) {}, true},
		{"temple tokens in any order", four, func(su *Setup) { su.Temples = []int{2, 11, 4, 7} }, true},
		{"tile used twice", two, func(su *Setup) { su.Piles[0] = append(su.Piles[0], su.Display[0]) }, false},
		{"tile used twice in a pile", four, func(su *Setup) { su.Piles[2] = append(su.Piles[2], su.Piles[2][3]) }, false},
		{"tile missing", four, func(su *Setup) { su.Piles[2] = su.Piles[2][1:] }, false},
		{"tile not in the set", two, func(su *Setup) { su.Piles[1] = append(su.Piles[1], TileID(37)) }, false},
		{"display tile not in the set", two, func(su *Setup) {
			su.Piles[0] = append(su.Piles[0], su.Display[2])
			su.Display[2] = TileID(200)
		}, false},
		{"level-2 tile in the level-3 pile", four, func(su *Setup) {
			su.Piles[2] = append(su.Piles[2], su.Piles[1][0])
			su.Piles[1] = su.Piles[1][1:]
		}, false},
		{"level-3 tile in the level-1 pile", two, func(su *Setup) {
			su.Piles[0] = append(su.Piles[0], su.Piles[2][0])
			su.Piles[2] = su.Piles[2][1:]
		}, false},
		{"level-1 tile in the level-2 pile", two, func(su *Setup) {
			su.Piles[1] = append(su.Piles[1], su.Piles[0][0])
			su.Piles[0] = su.Piles[0][1:]
		}, false},
		{"too few tiles for the players", short, func(*Setup) {}, false},
		{"4 players on the 2-player tiles", two, func(su *Setup) {
			su.Players = 4
			su.Gods = []God{Love, Fire, Death, Oceans, Nature}
			su.Temples = []int{11, 7, 4, 2}
		}, false},
		{"no tile set", two, func(su *Setup) { su.Tiles = nil }, false},
		{"too few gods", four, func(su *Setup) { su.Gods = su.Gods[:3] }, false},
		{"no gods", two, func(su *Setup) { su.Gods = nil }, false},
		{"too many gods", two, func(su *Setup) {
			su.Gods = []God{Love, Apprentice, Oceans, Idleness, Fire, Technology, Nature, Equilibrium, Harvests, Death, Love}
		}, false},
		{"duplicate god", four, func(su *Setup) { su.Gods[3] = su.Gods[1] }, false},
		{"unknown god", two, func(su *Setup) { su.Gods[0] = NumGods }, false},
		{"no god as a god", two, func(su *Setup) { su.Gods[2] = NoGod }, false},
		{"temple token 0", two, func(su *Setup) { su.Temples = []int{7, 0} }, false},
		{"temple token negative", four, func(su *Setup) { su.Temples = []int{11, 7, -4, 2} }, false},
		{"temple token 51", two, func(su *Setup) { su.Temples = []int{51, 2} }, false},
		{"five temple tokens", four, func(su *Setup) { su.Temples = []int{11, 9, 7, 4, 2} }, false},
		{"empty display position while piles hold tiles", four, func(su *Setup) {
			su.Piles[0] = append(su.Piles[0], su.Display[4])
			su.Display[4] = NoTile
		}, false},
		{"empty display position with its tile on top of the pile", two, func(su *Setup) {
			su.Piles[0] = append([]TileID{su.Display[8]}, su.Piles[0]...)
			su.Display[8] = NoTile
		}, false},
		{"1 player", two, func(su *Setup) { su.Players = 1 }, false},
		{"5 players", four, func(su *Setup) { su.Players = 5 }, false},
		{"start player out of range", two, func(su *Setup) { su.StartPlayer = 2 }, false},
		{"start player -1", two, func(su *Setup) { su.StartPlayer = -1 }, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			su := suClone(tc.base)
			tc.mutate(&su)
			_, err := FromSetup(su)
			if tc.ok {
				if err != nil {
					t.Errorf("FromSetup rejected a valid setup: %v", err)
				}
				return
			}
			if !errors.Is(err, ErrSetup) {
				t.Errorf("FromSetup error %v, want one wrapping ErrSetup", err)
			}
		})
	}
	// The cases above must not have changed the setups they started from.
	if _, err := FromSetup(two); err != nil {
		t.Errorf("the base 2-player setup was changed by a case: %v", err)
	}
	if _, err := FromSetup(four); err != nil {
		t.Errorf("the base 4-player setup was changed by a case: %v", err)
	}
}

func TestNewGameMatchesFromSetup(t *testing.T) {
	for _, n := range []int{2, 3, 4} {
		cfg := Config{Players: n, Seed: 31, StartPlayer: -1}
		s, su, err := NewGame(cfg)
		if err != nil {
			t.Fatal(err)
		}
		s2, err := FromSetup(su)
		if err != nil {
			t.Fatal(err)
		}
		if s != s2 {
			t.Errorf("%d players: NewGame's state differs from FromSetup of its setup", n)
		}
		if !suSame(su, suMustSetup(t, cfg)) {
			t.Errorf("%d players: NewGame's setup differs from NewSetup's", n)
		}
	}
}

// suReversedPiles returns the setup with every pile in reverse order.
func suReversedPiles(su Setup) Setup {
	out := suClone(su)
	for l := range out.Piles {
		slices.Reverse(out.Piles[l])
	}
	return out
}

func TestObserveHidesPileOrder(t *testing.T) {
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
		if a == b || slices.Equal(a.PileTiles(3), b.PileTiles(3)) {
			t.Fatalf("%d players: reversing the piles did not change the state", n)
		}
		for seat := range n {
			oa, ob := a.Observe(seat), b.Observe(seat)
			if oa.Seat() != seat {
				t.Errorf("Observe(%d).Seat() = %d", seat, oa.Seat())
			}
			pa, pb := oa.Public(), ob.Public()
			if pa != pb {
				t.Errorf("%d players, seat %d: states differing only in pile order give different observations", n, seat)
			}
			for l := 1; l <= 3; l++ {
				if pa.PileSize(l) != a.PileSize(l) || pa.PileSize(l) != len(su.Piles[l-1]) {
					t.Errorf("%d players: observed level %d pile has %d tiles, real %d", n, l, pa.PileSize(l), a.PileSize(l))
				}
				if !slices.Equal(suSorted(pa.PileTiles(l)), suSorted(su.Piles[l-1])) {
					t.Errorf("%d players: observed level %d pile %v holds other tiles than %v", n, l, pa.PileTiles(l), su.Piles[l-1])
				}
			}
			for pos := range DisplaySize {
				if pa.Display(pos) != a.Display(pos) {
					t.Errorf("%d players: observed display %d = %d, real %d", n, pos, pa.Display(pos), a.Display(pos))
				}
			}
			if !slices.Equal(pa.Gods(), a.Gods()) || !slices.Equal(pa.TempleTokens(), a.TempleTokens()) ||
				pa.CurrentPlayer() != a.CurrentPlayer() || pa.Phase() != a.Phase() {
				t.Errorf("%d players: the observation changed public facts", n)
			}
		}
		// Observing does not reorder the real state.
		if !slices.Equal(a.PileTiles(3), su.Piles[2]) || !slices.Equal(a.PileTiles(1), su.Piles[0]) {
			t.Errorf("%d players: Observe changed the real pile order", n)
		}
	}
}

func TestObserveHidesPileOrderMidTurn(t *testing.T) {
	// After the same actions within a turn (no refill yet), the two states
	// still differ only in pile order.
	su := suMustSetup(t, Config{Players: 3, Seed: 8, StartPlayer: 2})
	a, err := FromSetup(su)
	if err != nil {
		t.Fatal(err)
	}
	b, err := FromSetup(suReversedPiles(su))
	if err != nil {
		t.Fatal(err)
	}
	for _, act := range []Action{TakeTile(4), PlaceWild(2)} {
		if err := a.Apply(act); err != nil {
			t.Fatalf("%v: %v", act, err)
		}
		if err := b.Apply(act); err != nil {
			t.Fatalf("%v: %v", act, err)
		}
		oa, ob := a.Observe(2), b.Observe(2)
		if oa.Public() != ob.Public() {
			t.Errorf("after %v the observations differ", act)
		}
	}
}

func TestObserveDeterminize(t *testing.T) {
	su := suMustSetup(t, Config{Players: 4, Seed: 11, StartPlayer: 0})
	s, err := FromSetup(su)
	if err != nil {
		t.Fatal(err)
	}
	o := s.Observe(1)
	pub := o.Public()
	det := func(seed uint64) State { return o.Determinize(rand.New(rand.NewPCG(seed, 99))) }

	orders := map[string]bool{}
	for seed := uint64(1); seed <= 6; seed++ {
		d := det(seed)
		for l := 1; l <= 3; l++ {
			if d.PileSize(l) != len(su.Piles[l-1]) {
				t.Errorf("seed %d: level %d pile has %d tiles, want %d", seed, l, d.PileSize(l), len(su.Piles[l-1]))
			}
			if !slices.Equal(suSorted(d.PileTiles(l)), suSorted(su.Piles[l-1])) {
				t.Errorf("seed %d: level %d pile %v holds other tiles than %v", seed, l, d.PileTiles(l), su.Piles[l-1])
			}
		}
		for pos := range DisplaySize {
			if d.Display(pos) != s.Display(pos) {
				t.Errorf("seed %d: display %d changed", seed, pos)
			}
		}
		// Apart from the pile order, the determinized state is the observed one.
		if od := d.Observe(1); od.Public() != pub {
			t.Errorf("seed %d: the determinized state is not consistent with the observation", seed)
		}
		if again := det(seed); again != d {
			t.Errorf("seed %d: the same random source gave two different states", seed)
		}
		orders[fmt.Sprint(d.PileTiles(1), d.PileTiles(2), d.PileTiles(3))] = true
		// The determinized state can be played: the next draw comes from it.
		for _, act := range []Action{TakeTile(0), PlaceWild(0), EndTurn()} {
			if err := d.Apply(act); err != nil {
				t.Fatalf("seed %d: determinized state refused %v: %v", seed, act, err)
			}
		}
		if draw, ok := d.Chance(); !ok || d.Apply(draw) != nil {
			t.Fatalf("seed %d: no draw from the determinized state", seed)
		}
		if fresh := det(seed); d.Display(0) != fresh.PileTiles(1)[0] {
			t.Errorf("seed %d: the refill did not come from the determinized pile", seed)
		}
	}
	if len(orders) != 6 {
		t.Errorf("6 random sources gave only %d pile orders", len(orders))
	}
	// Determinizing does not change the observation it came from.
	if o.Public() != pub {
		t.Errorf("Determinize changed the observation")
	}
}

func TestObserveDeterminizeCoversEveryOrder(t *testing.T) {
	// Every tile of a pile can come out on top, including in the 2-player
	// level-1 pile of just 2 tiles; and the sampled order never depends on
	// the real, hidden one.
	su := suMustSetup(t, Config{Players: 2, Seed: 3, StartPlayer: 0})
	a, err := FromSetup(su)
	if err != nil {
		t.Fatal(err)
	}
	b, err := FromSetup(suReversedPiles(su))
	if err != nil {
		t.Fatal(err)
	}
	oa, ob := a.Observe(0), b.Observe(0)
	wantSizes := [3]int{2, 11, 15}
	var tops [3]map[TileID]bool
	for l := range tops {
		tops[l] = map[TileID]bool{}
	}
	for seed := uint64(0); seed < 300; seed++ {
		da := oa.Determinize(rand.New(rand.NewPCG(seed, 1)))
		db := ob.Determinize(rand.New(rand.NewPCG(seed, 1)))
		if da != db {
			t.Fatalf("seed %d: the determinized state depends on the hidden pile order", seed)
		}
		for l := range tops {
			tops[l][da.PileTiles(l + 1)[0]] = true
		}
	}
	for l := range tops {
		if len(tops[l]) != wantSizes[l] {
			t.Errorf("level %d: 300 samples put only %d of the %d pile tiles on top", l+1, len(tops[l]), wantSizes[l])
		}
	}
}

// TestStarsUsedWith pins the rulebook's star sets: the 3-player game removes
// the white-star tiles, the 2-player game the white-star and purple-star ones.
func TestStarsUsedWith(t *testing.T) {
	cases := []struct {
		stars Stars
		used  [MaxPlayers + 1]bool // index: players
	}{
		{NoStar, [MaxPlayers + 1]bool{2: true, 3: true, 4: true}},
		{WhiteStar, [MaxPlayers + 1]bool{4: true}},
		{PurpleStar, [MaxPlayers + 1]bool{3: true, 4: true}},
		{PurpleStar + 1, [MaxPlayers + 1]bool{}},
	}
	for _, tc := range cases {
		for players := MinPlayers; players <= MaxPlayers; players++ {
			if got := tc.stars.UsedWith(players); got != tc.used[players] {
				t.Errorf("%v.UsedWith(%d) = %v, want %v", tc.stars, players, got, tc.used[players])
			}
		}
	}
}
