package ai

import (
	"math/bits"

	rules "orbis/rules/orbis"
)

// weights are the heuristic's parameters, in CP.
type weights struct {
	cube       float32 // a worshipper in the realm while many turns remain
	templeSym  float32 // a temple symbol, on top of the tile's CP
	reduction  float32 // a reduction token, per region turn left
	turn       float32 // a region turn still to come, on average
	godPending float32 // a god still to take, on average
	forestHope float32 // share of a Forest's CP per missing neighbour that may still come
	upperRow   float32 // per row, for a face-up tile placed higher up
	wildBase   float32 // for a Wilderness in the base row, where it supports any colour
	gift       float32 // per worshipper a take leaves on the display for the others
}

var defaultWeights = weights{
	cube: 0.45, templeSym: 1.0, reduction: 0.12, turn: 2.2, godPending: 2.0,
	forestHope: 0.55, upperRow: 0.12, wildBase: 0.25, gift: 0.06,
}

// valuer computes heuristic values for one seat in one state. It is reused
// for every state of a search, so it allocates nothing.
type valuer struct {
	w weights

	seat        int
	players     int
	realm       rules.Cubes
	realmTotal  int
	reductions  rules.ColorSet
	god         rules.God
	regionCount int
	remaining   int     // region turns left to the seat
	cubeValue   float32 // what a worshipper is worth now: less as the end nears
	set         *rules.TileSet
	counts      tally // every seat's validated tiles and Wildernesses, for the gods' conditions
	counted     bool
	// The seat's placement slots per tile colour, worked out once per
	// prepare: several display tiles share a colour.
	slotsKnown  bool
	slotsFaceUp [rules.NumColors]rules.SlotSet
	slotsOpen   rules.SlotSet
	bestGod     float32 // the best godValue on the table, when godKnown
	godKnown    bool

	// Packed for afford: the realm, and the bytes of the colours the
	// seat pays (all but its reductions' and the multicolour one's).
	packedRealm, unreduced uint64
	costsOf                *rules.TileSet
	costs                  [rules.MaxTiles]uint64 // packCosts
	packed                 bool                   // packedRealm and unreduced are the prepared seat's
	occupiedSlots          rules.SlotSet          // occupied, when occupiedKnown
	occupiedKnown          bool
	displaySum             rules.Cubes // displayCubes, when displaySummed
	displaySummed          bool
	display                uint16 // displayed, when displayKnown
	displayKnown           bool

	// The tile under consideration (considerTile).
	pos            int8
	tile           *rules.Tile
	afterTotal     int // worshippers in the realm once the tile's are collected
	tileFaceUp     rules.SlotSet
	tileOpen       rules.SlotSet
	tileAffordable bool
	spend          int // worshippers a face-up placement costs, exchanges included
	gifts          int // worshippers the take generates on the display
}

func newValuer() *valuer { return &valuer{w: defaultWeights} }

// prepare reads the seat's situation from the state.
func (v *valuer) prepare(s *rules.State, seat int) {
	v.seat, v.players, v.set = seat, s.NumPlayers(), s.Tiles()
	v.realm = s.RealmOf(seat)
	v.realmTotal = v.realm.Total()
	st := s.Seat(seat)
	v.reductions, v.god, v.regionCount = st.Reductions, st.God, int(st.RegionCount)
	v.remaining = rules.RegionTiles - v.regionCount
	v.cubeValue = v.w.cube * min(1, float32(v.remaining)/4)
	v.counted = false
	v.slotsKnown, v.godKnown, v.displayKnown, v.packed, v.occupiedKnown, v.displaySummed = false, false, false, false, false, false
}

// slotsFor is s.SlotsFor for the prepared seat, worked out for every
// colour at once: several display tiles share a colour.
func (v *valuer) slotsFor(s *rules.State, c rules.Color) (faceUp, open rules.SlotSet) {
	if !v.slotsKnown {
		v.slotsFaceUp, v.slotsOpen = s.SlotsForAll(v.seat)
		v.slotsKnown = true
	}
	return v.slotsFaceUp[c], v.slotsOpen
}

// provisional returns what the gods' conditions look at in the
// provisional score, counted once per prepare.
func (v *valuer) provisional(s *rules.State) *tally {
	if !v.counted {
		v.counts.count(s)
		v.counted = true
	}
	return &v.counts
}

// tally is the part of rules.Result the gods' values read: each seat's
// validated tiles by effect and its Wildernesses. Counting them directly
// skips the rest of a score (temple tokens, gods, ranks, a 1 KB result),
// which made Score a tenth of a search.
type tally struct {
	n          int
	validated  [rules.MaxPlayers][rules.SacredStone + 1]uint8
	wilderness [rules.MaxPlayers]int
	// The pyramids counted last: a seat's counts depend on its pyramid
	// only, and most seats' pyramids are the same from one count to the
	// next (a turn changes one).
	pyramids [rules.MaxPlayers]rules.Pyramid
	set      *rules.TileSet
}

// count reads the tally from the pyramids as rules.State.Score counts
// them: a face-up tile counts unless it is cancelled or a Forest short of
// matching neighbours.
func (t *tally) count(s *rules.State) {
	t.n = s.NumPlayers()
	set := s.Tiles()
	if set != t.set {
		t.set, t.pyramids = set, [rules.MaxPlayers]rules.Pyramid{} // no pyramid is all zeros: tile 0 everywhere
	}
	for q := range t.n {
		pyr := s.PyramidOf(q)
		if pyr == t.pyramids[q] {
			continue
		}
		t.pyramids[q] = pyr
		t.validated[q] = [rules.SacredStone + 1]uint8{}
		t.wilderness[q] = 0
		for slot := range pyr {
			pl := pyr[slot]
			switch {
			case pl.Empty():
				continue
			case pl.Wild:
				t.wilderness[q]++
				continue
			case pl.Cancelled:
				continue
			}
			tile := set.Tile(pl.Tile)
			if tile.Effect == rules.Forest {
				have := 0
				for n := neighbourSets[slot]; n != 0; n &= n - 1 {
					if s.ColorsAt(q, bits.TrailingZeros16(uint16(n)))&tile.ForestColors != 0 {
						have++
					}
				}
				if have < int(tile.Amount) {
					continue
				}
			}
			t.validated[q][tile.Effect]++
		}
	}
}

// neighbourSets is rules.NeighbourSet of every pyramid slot.
var neighbourSets = func() (n [rules.PyramidSlots]rules.SlotSet) {
	for slot := range n {
		n[slot] = rules.NeighbourSet(slot)
	}
	return n
}()

// realmWorth values a realm of n worshippers: what is over 10 is lost.
func (v *valuer) realmWorth(n int) float32 { return v.cubeValue * float32(min(n, rules.RealmLimit)) }

// considerTile reads what taking a tile would give, independent of where it
// goes: the tile at display position pos when onDisplay, else the tile the
// seat has taken this turn (from pos).
func (v *valuer) considerTile(s *rules.State, pos int8, onDisplay bool) {
	v.pos = pos
	var cubes rules.Cubes // the worshippers the take collects
	id, _ := s.TakenTile()
	v.gifts = 0
	if onDisplay {
		id = s.Display(int(pos))
		cubes = s.DisplayCubes(int(pos))
		v.gifts = bits.OnesCount16(v.displayed(s) & displayNeighbourMasks[pos])
	}
	v.tile = v.set.Tile(id)
	v.afterTotal = v.realmTotal + cubes.Total()
	v.tileFaceUp, v.tileOpen = v.slotsFor(s, v.tile.Color)
	if v.regionCount == 0 {
		// The base grows at either end, so every column of an empty
		// pyramid is the same start: the middle one stands for them all.
		v.tileFaceUp &= 1 << middleOfBase
		v.tileOpen &= 1 << middleOfBase
	}
	v.tileAffordable, v.spend = v.afford(id, &cubes)
}

// afford reports whether the seat can pay tile id with the worshippers
// collected, and how many worshippers it spends, exchanges included. Most
// tiles are paid without exchanges, which one subtraction over the packed
// colours tells; the others count the rules' exchanges (exchanges).
func (v *valuer) afford(id rules.TileID, cubes *rules.Cubes) (ok bool, spend int) {
	if !v.packed {
		v.packRealm()
	}
	const highs = 0x80_8080_8080 // the top bit of each colour's byte
	cost := v.costs[id] & v.unreduced
	colours, anyColour := cost&(1<<(8*rules.NumColors)-1), int(cost>>(8*rules.NumColors))
	symbols := int(cost * 0x0101_0101_0101_0101 >> 56) // the bytes' sum
	after := v.packedRealm + packCubes(cubes)
	// A byte keeps its top bit after the subtraction where the realm holds
	// the colour's symbols (bytes stay below 128: no borrow between them).
	if ((after|highs)-colours)&highs == highs {
		return v.afterTotal-(symbols-anyColour) >= anyColour, symbols
	}
	n, ok := exchanges(after, cost)
	return ok, symbols + 2*n
}

// packRealm packs the prepared realm and which colours the seat pays, and
// the tile set's costs when they are new.
func (v *valuer) packRealm() {
	v.packedRealm = packCubes(&v.realm)
	v.unreduced = ^uint64(0)
	for c := range rules.NumColors {
		if v.reductions.Has(rules.Color(c)) {
			v.unreduced &^= 0xff << (8 * c)
		}
	}
	if v.costsOf != v.set {
		v.packCosts()
	}
	v.packed = true
}

// packCosts packs every tile's cost one byte per colour, the multicolour
// symbols in the sixth byte, once per tile set.
func (v *valuer) packCosts() {
	v.costsOf = v.set
	for id := range v.set.Len() {
		c := v.set.Tile(rules.TileID(id)).Cost
		v.costs[id] = 0
		for i := range c {
			v.costs[id] |= uint64(c[i]) << (8 * i)
		}
	}
}

// packCubes packs worshippers one byte per colour, as packCosts does.
func packCubes(c *rules.Cubes) uint64 {
	return uint64(c[0]) | uint64(c[1])<<8 | uint64(c[2])<<16 | uint64(c[3])<<24 | uint64(c[4])<<32
}

// occupied returns the slots of the seat's pyramid holding a tile, worked
// out once per prepare.
func (v *valuer) occupied(s *rules.State) rules.SlotSet {
	if !v.occupiedKnown {
		pyr := s.PyramidOf(v.seat)
		v.occupiedSlots, v.occupiedKnown = pyr.Occupied(), true
	}
	return v.occupiedSlots
}

// displayed returns the display positions holding a tile, worked out once
// per prepare.
func (v *valuer) displayed(s *rules.State) uint16 {
	if !v.displayKnown {
		v.display = 0
		for pos := range rules.DisplaySize {
			if s.Display(pos) != rules.NoTile {
				v.display |= 1 << pos
			}
		}
		v.displayKnown = true
	}
	return v.display
}

// exchangesToPay is how many exchanges rules.ExchangesToPay makes and
// whether they pay the cost, without building the plan: valuing every
// tile on the display spent a tenth of a search in it. The rules' loop
// brings each missing symbol by one exchange, 3 for 1 from the colour with
// the most to spare, which never runs short of its own; so it succeeds
// exactly when the spare colours hold enough threes for the missing
// symbols (in whatever order they are taken), at most a plan's length,
// and what is left pays the multicolour symbols.
func exchangesToPay(realm rules.Cubes, cost *rules.Cost) (n int, ok bool) {
	packed := uint64(cost[rules.AnyColor]) << (8 * rules.NumColors)
	for c := range rules.NumColors {
		packed |= uint64(cost[c]) << (8 * c)
	}
	return exchanges(packCubes(&realm), packed)
}

// exchanges is exchangesToPay on packed worshippers and costs (packCubes,
// packCosts).
func exchanges(realm, cost uint64) (n int, ok bool) {
	short, spare, threes := 0, 0, 0
	for c := range rules.NumColors {
		if d := int(byte(realm>>(8*c))) - int(byte(cost>>(8*c))); d < 0 {
			short -= d
		} else {
			spare += d
			threes += d / exchangeRate
		}
	}
	return short, short <= maxExchanges && threes >= short && spare-exchangeRate*short >= int(cost>>(8*rules.NumColors))
}

// exchangeRate and maxExchanges are the rules' 3 for 1 and the length of
// a rules.Exchanges plan.
const (
	exchangeRate = 3
	maxExchanges = len(rules.Exchanges{}.From)
)

// faceUpValue is the quick value of placing the considered tile face up.
func (v *valuer) faceUpValue(s *rules.State, slot int) float32 {
	return v.rowValue(v.faceUpCore(s, slot), slot)
}

// rowValue adds to a face-up placement's core value what depends on the
// slot whatever the tile: its row, and the worshippers the take leaves.
func (v *valuer) rowValue(core float32, slot int) float32 {
	return core + v.w.upperRow*float32(slotRow[slot]) - v.w.gift*float32(v.gifts)
}

// faceUpCore is faceUpValue without rowValue's part: the same in every
// slot unless the tile is an Irrigation or a Forest.
func (v *valuer) faceUpCore(s *rules.State, slot int) float32 {
	t := v.tile
	left := v.afterTotal - v.spend
	val := float32(t.CP)
	switch t.Effect {
	case rules.Temple:
		val += float32(t.Amount) * v.w.templeSym
	case rules.Farm:
		if !v.reductions.Has(t.EffectColor) {
			val += v.w.reduction * float32(v.remaining-1)
		}
	case rules.Proselytism:
		left += int(t.Amount)
	case rules.Irrigation:
		l, r, ok := rules.Below(slot)
		if !ok || !(s.ColorsAt(v.seat, l) | s.ColorsAt(v.seat, r)).Has(t.EffectColor) {
			val = 0
		}
	case rules.Village:
		if left >= int(t.Amount) {
			val -= v.realmWorth(left) - v.realmWorth(left-int(t.Amount))
		} else {
			val = 0
		}
	case rules.Volcano:
		if !v.volcanoPossible(s) {
			val = 0
		}
	case rules.Forest:
		val *= v.forestChance(s, slot, t)
	}
	return val + v.realmWorth(left) - v.realmWorth(v.realmTotal)
}

// wildValue is the quick value of placing the considered tile as a Wilderness.
func (v *valuer) wildValue(slot int) float32 {
	val := float32(-1)
	if v.god == rules.Idleness {
		val = 0
	}
	if rules.InBase(slot) {
		val += v.w.wildBase
	}
	return val + v.realmWorth(v.afterTotal) - v.realmWorth(v.realmTotal) - v.w.gift*float32(v.gifts)
}

// middleOfBase is the slot that stands for every column of an empty base.
const middleOfBase = 2

// forestChance estimates the share of a Forest's CP it will score at a
// placement target.
func (v *valuer) forestChance(s *rules.State, slot int, t *rules.Tile) float32 {
	have, empty := 0, edgeRoom(v.occupied(s), slot)
	colors, n := s.NeighbourColors(v.seat, slot)
	for _, c := range colors[:n] {
		switch {
		case c == 0:
			empty++
		case c&t.ForestColors != 0:
			have++
		}
	}
	need := int(t.Amount)
	if have >= need {
		return 1
	}
	if have+empty < need || v.remaining <= need-have {
		return 0
	}
	chance := float32(1)
	for range need - have {
		chance *= v.w.forestHope
	}
	return chance
}

// volcanoPossible reports whether the display, after the take generates its
// worshippers, holds what the considered Volcano destroys.
func (v *valuer) volcanoPossible(s *rules.State) bool {
	avail := v.displayCubes(s)
	if v.pos >= 0 {
		c := s.DisplayCubes(int(v.pos))
		for col := range rules.NumColors {
			avail[col] -= c[col]
		}
	}
	avail[v.tile.Color] += uint8(v.gifts) // zero unless the tile is still to be taken
	_, ok := exchangesToPay(avail, &v.tile.VolcanoCubes)
	return ok && avail.Total() >= v.tile.VolcanoCubes.Symbols()
}

// displayCubes returns the worshippers on the whole display, summed once
// per prepare.
func (v *valuer) displayCubes(s *rules.State) rules.Cubes {
	if !v.displaySummed {
		v.displaySum = rules.Cubes{}
		for pos := range rules.DisplaySize {
			c := s.DisplayCubes(pos)
			for col := range rules.NumColors {
				v.displaySum[col] += c[col]
			}
		}
		v.displaySummed = true
	}
	return v.displaySum
}

// godMoveValue is the quick value of taking god g now: its worth, plus the
// region turn it leaves for later, less what a god taken later would bring.
func (v *valuer) godMoveValue(s *rules.State, g rules.God) float32 {
	if v.remaining == 0 {
		return v.godValue(s, g) // forced: only gods are legal
	}
	if !v.godKnown {
		v.bestGod = 0
		for i := range s.GodCount() {
			v.bestGod = max(v.bestGod, v.godValue(s, s.GodAt(i)))
		}
		v.godKnown = true
	}
	return v.godValue(s, g) + v.w.turn - 0.8*v.bestGod
}

// godValue estimates the CP god g will bring the seat.
func (v *valuer) godValue(s *rules.State, g rules.God) float32 {
	frac := float32(v.remaining) / rules.RegionTiles
	switch g {
	case rules.Love:
		return 1 + v.realmWorth(v.realmTotal+5) - v.realmWorth(v.realmTotal)
	case rules.Apprentice:
		return 2
	case rules.Idleness:
		return 1 + float32(v.provisional(s).wilderness[v.seat]) + 0.25*float32(v.remaining)
	case rules.Death:
		if v.realmTotal < 6 {
			return 0
		}
		return max(0, 3-(v.realmWorth(v.realmTotal)-v.realmWorth(v.realmTotal-6)))
	case rules.Technology:
		res := v.provisional(s)
		mine, lead := res.wilderness[v.seat], 99
		for q := range res.n {
			if q != v.seat {
				lead = min(lead, res.wilderness[q]-mine)
			}
		}
		return 3 * clamp(0.55+0.2*float32(lead)-0.2*frac, 0.05, 0.95)
	case rules.Equilibrium:
		validated := &v.provisional(s).validated[v.seat]
		p := float32(1)
		for _, e := range [3]rules.Effect{rules.Village, rules.Temple, rules.Volcano} {
			if validated[e] == 0 {
				p *= 0.1 + 0.5*frac
			}
		}
		return 3 * p
	}
	return 3 * v.mostChance(s, godEffects[g], frac)
}

// godEffects maps the "most validated" gods to their effect without a map
// lookup in the hot path.
var godEffects = [rules.NumGods]rules.Effect{rules.Oceans: rules.Irrigation, rules.Fire: rules.Volcano, rules.Nature: rules.Forest, rules.Harvests: rules.Village}

// mostChance estimates the chance to end with the most validated tiles of
// an effect (and at least one).
func (v *valuer) mostChance(s *rules.State, e rules.Effect, frac float32) float32 {
	res := v.provisional(s)
	mine, other := int(res.validated[v.seat][e]), 0
	for q := range res.n {
		if q != v.seat {
			other = max(other, int(res.validated[q][e]))
		}
	}
	if mine == 0 {
		return 0.05 + 0.3*frac
	}
	return clamp(0.55+0.2*float32(mine-other)-0.1*frac, 0.05, 0.95)
}

func clamp(x, lo, hi float32) float32 { return max(lo, min(hi, x)) }

// evaluate estimates every seat's final score from a state: the provisional
// score plus what the realm, the reductions, the turns and the god still to
// come are worth, and Forests that may still be validated.
func (v *valuer) evaluate(s *rules.State) (out [rules.MaxPlayers]float32) {
	res := s.Score()
	set := s.Tiles()
	for q := range res.N {
		b := &res.Players[q]
		st := s.Seat(q)
		remaining := rules.RegionTiles - int(st.RegionCount)
		cube := v.w.cube * min(1, float32(remaining)/4)
		e := float32(b.Total) + cube*float32(min(int(b.Worshippers), rules.RealmLimit))
		e += v.w.reduction * float32(bits.OnesCount8(uint8(st.Reductions))*remaining)
		e += v.w.turn * float32(remaining)
		if st.God == rules.NoGod {
			e += v.w.godPending
		}
		for slot := range rules.PyramidSlots {
			ts := &b.Tiles[slot]
			if ts.Status != rules.StatusForestShort || remaining == 0 {
				continue
			}
			empty := edgeRoom(st.Pyramid.Occupied(), slot)
			for n := rules.NeighbourSet(slot) &^ st.Pyramid.Occupied(); n != 0; n &= n - 1 {
				empty++
			}
			if int(ts.Have)+empty >= int(ts.Need) {
				hope := float32(1)
				for range int(ts.Need) - int(ts.Have) {
					hope *= v.w.forestHope
				}
				e += hope * float32(set.Tile(ts.Tile).CP)
			}
		}
		out[q] = e
	}
	return out
}

// displayNeighbourMasks holds each display position's orthogonal
// neighbours as a mask of positions.
var displayNeighbourMasks = func() (n [rules.DisplaySize]uint16) {
	for pos := range rules.DisplaySize {
		for _, x := range rules.DisplayNeighbours(pos) {
			n[pos] |= 1 << x
		}
	}
	return n
}()

// edgeRoom counts the neighbours a tile at an end of its row may still gain
// beyond the pyramid's current edge: while the base is short of 5 tiles, the
// base can grow past that end and shift the pyramid, which gives the tile
// two more neighbours. occ is the pyramid's occupancy before the tile at
// slot (a placement target) is placed, or after, when it is already there.
func edgeRoom(occ rules.SlotSet, slot int) int {
	base := bits.OnesCount16(uint16(occ) & (1<<rules.RowLen(0) - 1))
	if rules.InBase(slot) && !occ.Has(slot) {
		base++ // the tile itself, still to be placed
	}
	if base >= rules.RowLen(0) {
		return 0
	}
	landing, _ := rules.Landing(slot)
	row, col := rules.SlotRowCol(landing)
	if col == 0 || col == rules.RowLen(row)-1 {
		return 2
	}
	return 0
}
