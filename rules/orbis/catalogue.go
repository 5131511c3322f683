package orbis

// The project's own 65-tile catalogue, designed to the brief in
// shared/design/TILES.md. Tile facts live here and nowhere else; the IDs are
// stable (level and number only), so retuning a tile never renames it.

// cost spells a cost with one letter per symbol: R B Y G W, and * for any.
// Not inlined: the catalogue calls it 65 times once at start, and inlined
// it made the package's init 56 KB larger in the wasm (20 KB gzipped).
//
//go:noinline
func cost(symbols string) Cost {
	var c Cost
	for _, r := range symbols {
		c[costLetter(r)]++
	}
	return c
}

func costLetter(r rune) Color {
	switch r {
	case 'R':
		return Red
	case 'B':
		return Blue
	case 'Y':
		return Yellow
	case 'G':
		return Green
	case 'W':
		return White
	case '*':
		return AnyColor
	}
	panic("rules: bad cost letter in catalogue: " + string(r))
}

func farm(c Color) Tile         { return Tile{Effect: Farm, EffectColor: c} }
func village(n uint8) Tile      { return Tile{Effect: Village, Amount: n} }
func temple(n uint8) Tile       { return Tile{Effect: Temple, Amount: n} }
func irrigation(c Color) Tile   { return Tile{Effect: Irrigation, EffectColor: c} }
func sacredStone() Tile         { return Tile{Effect: SacredStone} }
func volcano(cubes string) Tile { return Tile{Effect: Volcano, VolcanoCubes: cost(cubes)} }
func forest(n uint8, colors ...Color) Tile {
	return Tile{Effect: Forest, Amount: n, ForestColors: SetOf(colors...)}
}
func proselytism(n uint8, c Color) Tile {
	return Tile{Effect: Proselytism, Amount: n, EffectColor: c}
}

// def fills the printed facts into an effect made by one of the helpers above.
// Not inlined, as cost.
//
//go:noinline
func def(id string, level uint8, color Color, stars Stars, symbols string, cp, mystic uint8, effect Tile) Tile {
	effect.ID, effect.Level, effect.Color, effect.Stars = id, level, color, stars
	effect.Cost, effect.CP, effect.Mystic = cost(symbols), cp, mystic
	return effect
}

var catalogue = [...]Tile{
	// Level 1: costs 0-2, CP 0-2. Sacred Stones (levels 1 and 2 only) are
	// worth 1 CP, as every edition prints, and cost the least of their level.
	def("L1-01", 1, White, NoStar, "R", 0, 1, farm(White)),
	def("L1-02", 1, White, NoStar, "G", 1, 2, temple(1)),
	def("L1-03", 1, White, WhiteStar, "BY", 1, 3, temple(1)),
	def("L1-04", 1, White, PurpleStar, "", 0, 4, proselytism(1, White)),
	def("L1-05", 1, Green, NoStar, "", 0, 0, proselytism(1, Green)),
	def("L1-06", 1, Green, NoStar, "", 1, 0, sacredStone()),
	def("L1-07", 1, Green, WhiteStar, "W", 0, 0, farm(Green)),
	def("L1-08", 1, Green, PurpleStar, "B", 1, 0, proselytism(1, AnyColor)),
	def("L1-09", 1, Red, NoStar, "G", 0, 0, farm(Red)),
	def("L1-10", 1, Red, NoStar, "B", 2, 0, volcano("RY")),
	def("L1-11", 1, Red, WhiteStar, "", 0, 0, proselytism(1, Red)),
	def("L1-12", 1, Red, PurpleStar, "", 1, 0, sacredStone()),
	def("L1-13", 1, Blue, NoStar, "", 0, 0, proselytism(1, Blue)),
	def("L1-14", 1, Blue, NoStar, "", 2, 0, irrigation(Green)),
	def("L1-15", 1, Blue, WhiteStar, "WY", 1, 0, proselytism(2, Blue)),
	def("L1-16", 1, Blue, PurpleStar, "G", 1, 0, proselytism(1, Yellow)),
	def("L1-17", 1, Yellow, NoStar, "W", 0, 0, farm(Yellow)),
	def("L1-18", 1, Yellow, NoStar, "", 2, 0, village(2)),
	def("L1-19", 1, Yellow, NoStar, "R", 1, 0, proselytism(1, AnyColor)),
	def("L1-20", 1, Yellow, WhiteStar, "", 1, 0, sacredStone()),

	// Level 2: costs 2-3, CP 2-4.
	def("L2-01", 2, White, NoStar, "R*", 1, 5, sacredStone()),
	def("L2-02", 2, White, NoStar, "BY*", 3, 6, temple(1)),
	def("L2-03", 2, White, WhiteStar, "GY", 2, 7, proselytism(1, AnyColor)),
	def("L2-04", 2, White, PurpleStar, "R**", 2, 8, temple(2)),
	def("L2-05", 2, Green, NoStar, "YW", 4, 0, forest(3, Green)),
	def("L2-06", 2, Green, NoStar, "BR", 2, 0, proselytism(2, Green)),
	def("L2-07", 2, Green, WhiteStar, "RW*", 4, 0, village(3)),
	def("L2-08", 2, Green, PurpleStar, "BY", 3, 0, forest(2, Green, Yellow)),
	def("L2-09", 2, Red, NoStar, "GY", 3, 0, volcano("BBB")),
	def("L2-10", 2, Red, NoStar, "WB*", 4, 0, village(3)),
	def("L2-11", 2, Red, WhiteStar, "B*", 2, 0, proselytism(2, Red)),
	def("L2-12", 2, Red, PurpleStar, "GG*", 4, 0, volcano("RRY")),
	def("L2-13", 2, Blue, NoStar, "YR*", 2, 0, farm(Blue)),
	def("L2-14", 2, Blue, NoStar, "GW", 3, 0, irrigation(Yellow)),
	def("L2-15", 2, Blue, WhiteStar, "RY*", 4, 0, irrigation(White)),
	def("L2-16", 2, Blue, PurpleStar, "W*", 1, 0, sacredStone()),
	def("L2-17", 2, Yellow, NoStar, "GB", 3, 0, village(3)),
	def("L2-18", 2, Yellow, NoStar, "RW", 2, 0, proselytism(2, Yellow)),
	def("L2-19", 2, Yellow, WhiteStar, "B**", 4, 0, village(4)),
	def("L2-20", 2, Yellow, NoStar, "G*", 1, 0, sacredStone()),

	// Level 3: costs 3-5, CP 4-7.
	def("L3-01", 3, White, NoStar, "RGB", 4, 9, temple(1)),
	def("L3-02", 3, White, NoStar, "YYG*", 5, 10, temple(2)),
	def("L3-03", 3, White, NoStar, "RB**", 5, 11, temple(1)),
	def("L3-04", 3, White, WhiteStar, "GGYB", 5, 12, temple(2)),
	def("L3-05", 3, White, PurpleStar, "RRBY*", 6, 13, temple(2)),
	def("L3-06", 3, Green, NoStar, "RYW", 6, 0, forest(3, Green, Blue)),
	def("L3-07", 3, Green, NoStar, "BW**", 6, 0, irrigation(Blue)),
	def("L3-08", 3, Green, NoStar, "YYR", 5, 0, forest(2, Green)),
	def("L3-09", 3, Green, WhiteStar, "RBW*", 7, 0, forest(3, Green, Red)),
	def("L3-10", 3, Green, PurpleStar, "W***", 6, 0, forest(3, Green, White)),
	def("L3-11", 3, Red, NoStar, "GBY", 6, 0, volcano("BBYY")),
	def("L3-12", 3, Red, NoStar, "WY*", 5, 0, forest(3, Red, White)),
	def("L3-13", 3, Red, NoStar, "BBG*", 6, 0, volcano("RRGG")),
	def("L3-14", 3, Red, PurpleStar, "GW**", 6, 0, irrigation(Green)),
	def("L3-15", 3, Red, PurpleStar, "YWB*", 7, 0, volcano("YYWW")),
	def("L3-16", 3, Blue, NoStar, "RGW", 6, 0, irrigation(Red)),
	def("L3-17", 3, Blue, NoStar, "YY*", 5, 0, village(4)),
	def("L3-18", 3, Blue, NoStar, "GR**", 6, 0, forest(3, Blue, White)),
	def("L3-19", 3, Blue, WhiteStar, "WWR*", 7, 0, irrigation(Yellow)),
	def("L3-20", 3, Blue, PurpleStar, "RYG", 6, 0, volcano("WWGG")),
	def("L3-21", 3, Yellow, NoStar, "BGW", 6, 0, village(5)),
	def("L3-22", 3, Yellow, NoStar, "RR*", 5, 0, irrigation(White)),
	def("L3-23", 3, Yellow, NoStar, "GWB*", 6, 0, forest(3, Yellow, Green)),
	def("L3-24", 3, Yellow, WhiteStar, "BB**", 6, 0, volcano("GGBB")),
	def("L3-25", 3, Yellow, PurpleStar, "WRG*", 7, 0, village(5)),
}

// Catalogue returns a copy of the project's 65 tile definitions.
func Catalogue() []Tile { return append([]Tile(nil), catalogue[:]...) }

// CatalogueFor returns the catalogue tiles in play for a player count, in
// catalogue order.
func CatalogueFor(players int) []Tile {
	var out []Tile
	for _, t := range catalogue {
		if t.Stars.UsedWith(players) {
			out = append(out, t)
		}
	}
	return out
}
