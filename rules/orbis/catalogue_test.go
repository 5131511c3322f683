package orbis

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// The expected numbers in this file are written out by hand from
// shared/design/TILES.md and shared/design/RULINGS.md; none is computed by the
// code under test.

// ctByLevel splits tiles by level (index 0 is level 1).
func ctByLevel(tiles []Tile) [3][]Tile {
	var out [3][]Tile
	for _, t := range tiles {
		if t.Level >= 1 && t.Level <= 3 {
			out[t.Level-1] = append(out[t.Level-1], t)
		}
	}
	return out
}

// ctIDs lists the ids of tiles, for messages.
func ctIDs(tiles []Tile) string {
	ids := make([]string, len(tiles))
	for i, t := range tiles {
		ids[i] = t.ID
	}
	return strings.Join(ids, " ")
}

// ctWhere returns the tiles for which keep holds.
func ctWhere(tiles []Tile, keep func(Tile) bool) []Tile {
	var out []Tile
	for _, t := range tiles {
		if keep(t) {
			out = append(out, t)
		}
	}
	return out
}

// ctEffect is a predicate for one effect.
func ctEffect(e Effect) func(Tile) bool { return func(t Tile) bool { return t.Effect == e } }

// ctColor is a predicate for one tile colour.
func ctColor(c Color) func(Tile) bool { return func(t Tile) bool { return t.Color == c } }

// ctCostColors returns the number of distinct symbol kinds (colours or "any")
// of a cost.
func ctCostColors(c Cost) int {
	n := 0
	for _, v := range c {
		if v > 0 {
			n++
		}
	}
	return n
}

func TestCatalogueSizeAndLevels(t *testing.T) {
	all := Catalogue()
	if len(all) != 65 {
		t.Fatalf("catalogue has %d tiles, want 65", len(all))
	}
	want := [3]int{20, 20, 25}
	levels := ctByLevel(all)
	for l := range levels {
		if len(levels[l]) != want[l] {
			t.Errorf("level %d: %d tiles, want %d", l+1, len(levels[l]), want[l])
		}
	}
	if bad := ctWhere(all, func(t Tile) bool { return t.Level < 1 || t.Level > 3 }); len(bad) > 0 {
		t.Errorf("tiles with a level outside 1..3: %s", ctIDs(bad))
	}
}

func TestCatalogueStarsPerLevel(t *testing.T) {
	want := map[Stars][3]int{
		NoStar:     {11, 11, 15},
		WhiteStar:  {5, 5, 4},
		PurpleStar: {4, 4, 6},
	}
	levels := ctByLevel(Catalogue())
	for stars, counts := range want {
		for l := range levels {
			got := ctWhere(levels[l], func(t Tile) bool { return t.Stars == stars })
			if len(got) != counts[l] {
				t.Errorf("level %d, stars %v: %d tiles, want %d (%s)", l+1, stars, len(got), counts[l], ctIDs(got))
			}
		}
	}
	if bad := ctWhere(Catalogue(), func(t Tile) bool { return t.Stars > PurpleStar }); len(bad) > 0 {
		t.Errorf("tiles with an unknown star mark: %s", ctIDs(bad))
	}
}

func TestCatalogueColorsPerLevel(t *testing.T) {
	all := Catalogue()
	wantPerLevel := [3]int{4, 4, 5}
	for _, c := range []Color{Red, Blue, Yellow, Green, White} {
		if got := ctWhere(all, ctColor(c)); len(got) != 13 {
			t.Errorf("%v: %d tiles, want 13 (%s)", c, len(got), ctIDs(got))
		}
		levels := ctByLevel(all)
		for l := range levels {
			if got := ctWhere(levels[l], ctColor(c)); len(got) != wantPerLevel[l] {
				t.Errorf("%v, level %d: %d tiles, want %d (%s)", c, l+1, len(got), wantPerLevel[l], ctIDs(got))
			}
		}
	}
	if bad := ctWhere(all, func(t Tile) bool { return !t.Color.Valid() }); len(bad) > 0 {
		t.Errorf("tiles without one of the five colours: %s", ctIDs(bad))
	}
}

func TestCatalogueMysticValues(t *testing.T) {
	all := Catalogue()
	seen := map[uint8]string{}
	for _, tile := range all {
		if tile.Color != White {
			if tile.Mystic != 0 {
				t.Errorf("%s (%v) has mystic value %d; only white tiles have one", tile.ID, tile.Color, tile.Mystic)
			}
			continue
		}
		if tile.Mystic < 1 || tile.Mystic > 13 {
			t.Errorf("white tile %s has mystic value %d, want 1..13", tile.ID, tile.Mystic)
		}
		if other, dup := seen[tile.Mystic]; dup {
			t.Errorf("mystic value %d on both %s and %s", tile.Mystic, other, tile.ID)
		}
		seen[tile.Mystic] = tile.ID
	}
	// 13 white tiles with unique values in 1..13: every value is used.
	for v := uint8(1); v <= 13; v++ {
		if _, ok := seen[v]; !ok {
			t.Errorf("no white tile has mystic value %d", v)
		}
	}
	// Rising with level: every white tile of a level is below every white
	// tile of a higher level.
	for _, a := range all {
		for _, b := range all {
			if a.Color == White && b.Color == White && a.Level < b.Level && a.Mystic >= b.Mystic {
				t.Errorf("mystic values do not rise with level: %s (level %d) has %d, %s (level %d) has %d",
					a.ID, a.Level, a.Mystic, b.ID, b.Level, b.Mystic)
			}
		}
	}
}

func TestCatalogueEffectCounts(t *testing.T) {
	all := Catalogue()
	want := []struct {
		effect Effect
		count  int
	}{
		{Farm, 5}, {Proselytism, 12}, {SacredStone, 6}, {Village, 8},
		{Forest, 9}, {Volcano, 8}, {Irrigation, 8}, {Temple, 9},
	}
	total := 0
	for _, w := range want {
		got := ctWhere(all, ctEffect(w.effect))
		if len(got) != w.count {
			t.Errorf("%v: %d tiles, want %d (%s)", w.effect, len(got), w.count, ctIDs(got))
		}
		total += len(got)
	}
	if total != 65 {
		t.Errorf("the eight effects cover %d tiles, want all 65", total)
	}
}

func TestCatalogueFarms(t *testing.T) {
	farms := ctWhere(Catalogue(), ctEffect(Farm))
	perColor := map[Color][]string{}
	for _, f := range farms {
		if f.Level != 1 && f.Level != 2 {
			t.Errorf("farm %s is at level %d, want level 1 or 2", f.ID, f.Level)
		}
		if !f.EffectColor.Valid() {
			t.Errorf("farm %s reduces %v, want one of the five colours", f.ID, f.EffectColor)
		}
		perColor[f.EffectColor] = append(perColor[f.EffectColor], f.ID)
	}
	for _, c := range []Color{Red, Blue, Yellow, Green, White} {
		if len(perColor[c]) != 1 {
			t.Errorf("%v reduction: farms %v, want exactly one", c, perColor[c])
		}
	}
}

func TestCatalogueProselytism(t *testing.T) {
	pros := ctWhere(Catalogue(), ctEffect(Proselytism))
	perLevel := [3]int{}
	for _, p := range pros {
		perLevel[p.Level-1]++
		ok := (p.Amount == 1 && p.EffectColor.Valid()) || // +1 of a colour
			(p.Amount == 2 && p.EffectColor.Valid()) || // +2 of a colour
			(p.Amount == 1 && p.EffectColor == AnyColor) // +1 of any colour
		if !ok {
			t.Errorf("proselytism %s gains %d %v; want +1 colour, +2 colour or +1 any", p.ID, p.Amount, p.EffectColor)
		}
	}
	// "Mostly level 1": more than half of the 12.
	if perLevel[0] <= 6 {
		t.Errorf("proselytism per level %v: want more than 6 of 12 at level 1", perLevel)
	}
}

func TestCatalogueTemples(t *testing.T) {
	for _, tile := range ctWhere(Catalogue(), ctEffect(Temple)) {
		if tile.Color != White {
			t.Errorf("temple %s is %v, want white", tile.ID, tile.Color)
		}
		if tile.Amount != 1 && tile.Amount != 2 {
			t.Errorf("temple %s has %d symbols, want 1 or 2", tile.ID, tile.Amount)
		}
	}
}

func TestCatalogueCostsAndCP(t *testing.T) {
	cost := [3][2]int{{0, 2}, {2, 3}, {3, 5}}
	cp := [3][2]int{{0, 2}, {2, 4}, {4, 7}}
	for _, tile := range Catalogue() {
		if tile.Level < 1 || tile.Level > 3 {
			continue // reported by TestCatalogueSizeAndLevels
		}
		l := tile.Level - 1
		if n := tile.Cost.Symbols(); n < cost[l][0] || n > cost[l][1] {
			t.Errorf("%s (level %d): %d cost symbols, want %d..%d", tile.ID, tile.Level, n, cost[l][0], cost[l][1])
		}
		if n := int(tile.CP); tile.Effect != SacredStone && (n < cp[l][0] || n > cp[l][1]) { // TILES.md: "CP (Sacred Stones aside)"
			t.Errorf("%s (level %d): %d CP, want %d..%d", tile.ID, tile.Level, n, cp[l][0], cp[l][1])
		}
	}
}

func TestCatalogueConditionalCarriesMoreCP(t *testing.T) {
	all := Catalogue()
	conditional := map[Effect]bool{Village: true, Volcano: true, Irrigation: true, Forest: true}
	for _, c := range all {
		if !conditional[c.Effect] {
			continue
		}
		for _, u := range all {
			if conditional[u.Effect] || u.Level != c.Level || u.Cost.Symbols() != c.Cost.Symbols() {
				continue
			}
			if c.CP <= u.CP {
				t.Errorf("conditional %s (%v, level %d, %d symbols) has %d CP, not more than unconditional %s (%v) with %d CP",
					c.ID, c.Effect, c.Level, c.Cost.Symbols(), c.CP, u.ID, u.Effect, u.CP)
			}
		}
	}
}

func TestCatalogueConditionParameters(t *testing.T) {
	for _, tile := range Catalogue() {
		switch tile.Effect {
		case Forest:
			if tile.Amount < 2 || tile.Amount > 4 {
				t.Errorf("forest %s needs %d neighbours, want 2..4", tile.ID, tile.Amount)
			}
			if n := len(tile.ForestColors.Colors()); n < 1 || n > 2 || tile.ForestColors&^SetOf(Red, Blue, Yellow, Green, White) != 0 {
				t.Errorf("forest %s accepts colours %v (mask %#x), want 1 or 2 colours", tile.ID, tile.ForestColors.Colors(), uint8(tile.ForestColors))
			}
		case Volcano:
			if n := tile.VolcanoCubes.Symbols(); n < 2 || n > 4 {
				t.Errorf("volcano %s destroys %d worshippers, want 2..4", tile.ID, n)
			}
			if n := ctCostColors(tile.VolcanoCubes); n < 1 || n > 2 {
				t.Errorf("volcano %s destroys worshippers of %d colours %v, want 1 or 2", tile.ID, n, tile.VolcanoCubes)
			}
		case Village:
			if tile.Amount < 2 || tile.Amount > 5 {
				t.Errorf("village %s takes %d worshippers, want 2..5", tile.ID, tile.Amount)
			}
		}
	}
}

// TestCatalogueSacredStones: every edition prints "This tile is worth 1 CP";
// TILES.md puts them at levels 1 and 2 with the lowest costs of their level.
func TestCatalogueSacredStones(t *testing.T) {
	all := Catalogue()
	fewest := [3]int{99, 99, 99} // cost symbols of the cheapest other tile, per level
	for _, tile := range all {
		if tile.Effect != SacredStone {
			fewest[tile.Level-1] = min(fewest[tile.Level-1], tile.Cost.Symbols())
		}
	}
	for _, tile := range ctWhere(all, ctEffect(SacredStone)) {
		if tile.CP != 1 {
			t.Errorf("sacred stone %s is worth %d CP, want 1", tile.ID, tile.CP)
		}
		if tile.Level != 1 && tile.Level != 2 {
			t.Errorf("sacred stone %s is at level %d, want level 1 or 2", tile.ID, tile.Level)
			continue
		}
		if n := tile.Cost.Symbols(); n > fewest[tile.Level-1] {
			t.Errorf("sacred stone %s costs %d symbols, but a level-%d tile costs %d", tile.ID, n, tile.Level, fewest[tile.Level-1])
		}
	}
}

func TestCatalogueThemes(t *testing.T) {
	all := Catalogue()
	themes := []struct {
		effect Effect
		color  Color
	}{
		{Forest, Green}, {Volcano, Red}, {Irrigation, Blue}, {Village, Yellow},
	}
	for _, th := range themes {
		tiles := ctWhere(all, ctEffect(th.effect))
		themed := ctWhere(tiles, ctColor(th.color))
		// "Mostly" means more than half.
		if 2*len(themed) <= len(tiles) {
			t.Errorf("%v: %d of %d tiles are %v, want more than half (themed: %s; all: %s)",
				th.effect, len(themed), len(tiles), th.color, ctIDs(themed), ctIDs(tiles))
		}
	}
	irr := ctWhere(all, ctEffect(Irrigation))
	differ := ctWhere(irr, func(t Tile) bool { return t.EffectColor != t.Color })
	if 2*len(differ) <= len(irr) {
		t.Errorf("irrigation: %d of %d require a colour other than their own, want more than half", len(differ), len(irr))
	}
	for _, tile := range irr {
		if !tile.EffectColor.Valid() {
			t.Errorf("irrigation %s requires %v, want one of the five colours", tile.ID, tile.EffectColor)
		}
	}
}

func TestCatalogueForPlayerCounts(t *testing.T) {
	all := Catalogue()
	cases := []struct {
		players  int
		stars    []Stars
		total    int
		perLevel [3]int
		temples  int // temple tiles at least
		farms    int
	}{
		{2, []Stars{NoStar}, 37, [3]int{11, 11, 15}, 4, 3},
		{3, []Stars{NoStar, PurpleStar}, 51, [3]int{15, 15, 21}, 4, 3},
		{4, []Stars{NoStar, WhiteStar, PurpleStar}, 65, [3]int{20, 20, 25}, 4, 3},
	}
	effects := []Effect{Farm, Village, Forest, Volcano, Irrigation, Temple, Proselytism, SacredStone}
	for _, tc := range cases {
		t.Run(fmt.Sprintf("%dp", tc.players), func(t *testing.T) {
			sub := CatalogueFor(tc.players)
			if len(sub) != tc.total {
				t.Errorf("%d tiles, want %d", len(sub), tc.total)
			}
			levels := ctByLevel(sub)
			for l := range levels {
				if len(levels[l]) != tc.perLevel[l] {
					t.Errorf("level %d: %d tiles, want %d", l+1, len(levels[l]), tc.perLevel[l])
				}
			}
			// Exactly the catalogue tiles with the right stars, in catalogue order.
			want := ctWhere(all, func(t Tile) bool { return slices.Contains(tc.stars, t.Stars) })
			if ctIDs(sub) != ctIDs(want) || !slices.EqualFunc(sub, want, func(a, b Tile) bool { return a == b }) {
				t.Errorf("CatalogueFor(%d) = %s\nwant %s", tc.players, ctIDs(sub), ctIDs(want))
			}
			for _, e := range effects {
				if len(ctWhere(sub, ctEffect(e))) == 0 {
					t.Errorf("no %v tile", e)
				}
			}
			if n := len(ctWhere(sub, ctEffect(Temple))); n < tc.temples {
				t.Errorf("%d temple tiles, want at least %d", n, tc.temples)
			}
			if n := len(ctWhere(sub, ctEffect(Farm))); n < tc.farms {
				t.Errorf("%d farms, want at least %d", n, tc.farms)
			}
			for _, c := range []Color{Red, Blue, Yellow, Green, White} {
				if n := len(ctWhere(sub, ctColor(c))); n < 6 {
					t.Errorf("%d %v tiles, want at least 6", n, c)
				}
			}
			if _, err := NewTileSet(sub); err != nil {
				t.Errorf("NewTileSet(CatalogueFor(%d)): %v", tc.players, err)
			}
		})
	}
}

func TestCatalogueStableIDs(t *testing.T) {
	// The ids are fixed: "L<level>-<number>", numbered from 01 per level.
	var want []string
	for l, n := range [3]int{20, 20, 25} {
		for i := 1; i <= n; i++ {
			want = append(want, fmt.Sprintf("L%d-%02d", l+1, i))
		}
	}
	all := Catalogue()
	seen := map[string]bool{}
	for _, tile := range all {
		if seen[tile.ID] {
			t.Errorf("id %s appears twice", tile.ID)
		}
		seen[tile.ID] = true
		if !strings.HasPrefix(tile.ID, fmt.Sprintf("L%d-", tile.Level)) {
			t.Errorf("tile %s is of level %d", tile.ID, tile.Level)
		}
	}
	got := make([]string, len(all))
	for i, tile := range all {
		got[i] = tile.ID
	}
	if !slices.Equal(got, want) {
		t.Errorf("catalogue ids:\n%v\nwant\n%v", got, want)
	}
	// Catalogue returns a copy: changing it changes nothing for later calls.
	all[0].ID, all[0].CP = "changed", 99
	again := Catalogue()
	if again[0].ID != "L1-01" || again[0].CP == 99 {
		t.Errorf("Catalogue() shares its backing array: first tile now %s with %d CP", again[0].ID, again[0].CP)
	}
	sub := CatalogueFor(4)
	sub[0].ID = "changed"
	if CatalogueFor(4)[0].ID != "L1-01" || Catalogue()[0].ID != "L1-01" {
		t.Errorf("CatalogueFor(4) shares its backing array")
	}
}

func TestCatalogueTilesValidate(t *testing.T) {
	all := Catalogue()
	for i := range all {
		if err := all[i].Validate(); err != nil {
			t.Errorf("%s: %v", all[i].ID, err)
		}
	}
	set, err := NewTileSet(all)
	if err != nil {
		t.Fatalf("NewTileSet(Catalogue()): %v", err)
	}
	if set.Len() != 65 {
		t.Errorf("tile set has %d tiles, want 65", set.Len())
	}
	for i, tile := range all {
		id, ok := set.Lookup(tile.ID)
		if !ok || int(id) != i {
			t.Errorf("Lookup(%s) = %d, %v; want %d, true", tile.ID, id, ok, i)
		}
		if *set.Tile(TileID(i)) != tile {
			t.Errorf("set.Tile(%d) differs from catalogue tile %s", i, tile.ID)
		}
	}
	if _, ok := set.Lookup("L4-01"); ok {
		t.Errorf("Lookup found a tile that does not exist")
	}
}

// ctGood returns a well-formed tile with the given id.
func ctGood(id string) Tile {
	return Tile{ID: id, Level: 1, Color: Red, Cost: Cost{Red: 1}, CP: 1, Effect: SacredStone}
}

func TestTileValidateRejectsBadDefinitions(t *testing.T) {
	mod := func(f func(*Tile)) Tile {
		tile := ctGood("bad")
		f(&tile)
		return tile
	}
	cases := []struct {
		name string
		tile Tile
	}{
		{"empty id", mod(func(t *Tile) { t.ID = "" })},
		{"level 0", mod(func(t *Tile) { t.Level = 0 })},
		{"level 4", mod(func(t *Tile) { t.Level = 4 })},
		{"colour any", mod(func(t *Tile) { t.Color = AnyColor })},
		{"colour out of range", mod(func(t *Tile) { t.Color = 9 })},
		{"unknown star mark", mod(func(t *Tile) { t.Stars = 3 })},
		{"mystic on a red tile", mod(func(t *Tile) { t.Mystic = 3 })},
		{"white without mystic", mod(func(t *Tile) { t.Color = White })},
		{"village amount 0", mod(func(t *Tile) { t.Effect, t.Amount = Village, 0 })},
		{"forest without colours", mod(func(t *Tile) { t.Effect, t.Amount = Forest, 2 })},
		{"forest with 0 neighbours", mod(func(t *Tile) { t.Effect, t.ForestColors = Forest, SetOf(Green) })},
		{"volcano without cubes", mod(func(t *Tile) { t.Effect = Volcano })},
		{"farm of any colour", mod(func(t *Tile) { t.Effect, t.EffectColor = Farm, AnyColor })},
		{"irrigation of any colour", mod(func(t *Tile) { t.Effect, t.EffectColor = Irrigation, AnyColor })},
		{"temple with 0 symbols", mod(func(t *Tile) { t.Effect = Temple })},
		{"proselytism of 0", mod(func(t *Tile) { t.Effect, t.EffectColor = Proselytism, Blue })},
		{"effect 0", mod(func(t *Tile) { t.Effect = 0 })},
		{"unknown effect", mod(func(t *Tile) { t.Effect = 42 })},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tile := tc.tile
			if err := tile.Validate(); err == nil {
				t.Errorf("Validate accepted %+v", tc.tile)
			}
			if set, err := NewTileSet([]Tile{ctGood("ok"), tc.tile}); err == nil {
				t.Errorf("NewTileSet accepted %+v (set of %d)", tc.tile, set.Len())
			}
		})
	}
	// The control: the base tile, and a white one with a mystic value, are fine.
	for _, tile := range []Tile{ctGood("ok"), mod(func(t *Tile) { t.Color, t.Mystic = White, 1 })} {
		if err := tile.Validate(); err != nil {
			t.Errorf("Validate rejected the well-formed %+v: %v", tile, err)
		}
	}
}

func TestTileSetRejectsBadSets(t *testing.T) {
	white := func(id string, mystic uint8) Tile {
		tile := ctGood(id)
		tile.Color, tile.Mystic = White, mystic
		return tile
	}
	many := func(n int) []Tile {
		out := make([]Tile, n)
		for i := range out {
			out[i] = ctGood(fmt.Sprintf("t%03d", i))
		}
		return out
	}
	cases := []struct {
		name  string
		tiles []Tile
		ok    bool
	}{
		{"empty", nil, true},
		{"two tiles", []Tile{ctGood("a"), ctGood("b")}, true},
		{"distinct mystic values", []Tile{white("a", 1), white("b", 2)}, true},
		{"128 tiles", many(128), true},
		{"duplicate id", []Tile{ctGood("a"), ctGood("b"), ctGood("a")}, false},
		{"duplicate mystic", []Tile{white("a", 5), ctGood("b"), white("c", 5)}, false},
		{"too many tiles", many(129), false},
		{"one bad tile", []Tile{ctGood("a"), {ID: "b", Level: 9, Color: Red, Effect: SacredStone}}, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			set, err := NewTileSet(tc.tiles)
			if tc.ok {
				if err != nil {
					t.Fatalf("NewTileSet rejected a good set: %v", err)
				}
				if set.Len() != len(tc.tiles) {
					t.Errorf("set has %d tiles, want %d", set.Len(), len(tc.tiles))
				}
				return
			}
			if err == nil {
				t.Errorf("NewTileSet accepted a bad set of %d tiles", len(tc.tiles))
			}
		})
	}
}

func TestTileSetCopiesDefinitions(t *testing.T) {
	tiles := []Tile{ctGood("a"), ctGood("b")}
	set, err := NewTileSet(tiles)
	if err != nil {
		t.Fatal(err)
	}
	tiles[0].CP = 9
	if set.Tile(0).CP != 1 {
		t.Errorf("the set shares its caller's slice: CP %d, want 1", set.Tile(0).CP)
	}
	out := set.Tiles()
	out[1].CP = 9
	if set.Tile(1).CP != 1 {
		t.Errorf("Tiles() shares the set's slice: CP %d, want 1", set.Tile(1).CP)
	}
}
