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
	score       rules.Result // provisional score, for the gods' conditions
	scored      bool
	// The seat's placement slots per tile colour, worked out once per
	// prepare: several display tiles share a colour.
	slotsKnown  bool
	slotsFaceUp [rules.NumColors]rules.SlotSet
	slotsOpen   rules.SlotSet
	bestGod     float32 // the best godValue on the table, when godKnown
	godKnown    bool

	// The tile under consideration (considerTile).
	pos            int8
	tile           *rules.Tile
	after          rules.Cubes // realm with the tile's worshippers collected
	afterTotal     int
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
	v.scored = false
	v.slotsKnown, v.godKnown = false, false
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

// provisional returns the provisional score, computed once per prepare.
func (v *valuer) provisional(s *rules.State) *rules.Result {
	if !v.scored {
		v.score, v.scored = s.Score(), true
	}
	return &v.score
}

// realmWorth values a realm of n worshippers: what is over 10 is lost.
func (v *valuer) realmWorth(n int) float32 { return v.cubeValue * float32(min(n, rules.RealmLimit)) }

// considerTile reads what taking a tile would give, independent of where it
// goes: the tile at display position pos when onDisplay, else the tile the
// seat has taken this turn (from pos).
func (v *valuer) considerTile(s *rules.State, pos int8, onDisplay bool) {
	v.pos = pos
	v.after, v.afterTotal, v.gifts = v.realm, v.realmTotal, 0
	if onDisplay {
		v.tile = v.set.Tile(s.Display(int(pos)))
		cubes := s.DisplayCubes(int(pos))
		for c := range rules.NumColors {
			v.after[c] += cubes[c]
		}
		v.afterTotal += cubes.Total()
		for _, n := range displayNeighbours[pos] {
			if s.Display(int(n)) != rules.NoTile {
				v.gifts++
			}
		}
	} else {
		taken, _ := s.TakenTile()
		v.tile = v.set.Tile(taken)
	}
	v.tileFaceUp, v.tileOpen = v.slotsFor(s, v.tile.Color)
	if v.regionCount == 0 {
		// The base grows at either end, so every column of an empty
		// pyramid is the same start: the middle one stands for them all.
		v.tileFaceUp &= 1 << middleOfBase
		v.tileOpen &= 1 << middleOfBase
	}
	cost := v.tile.CostWith(v.reductions)
	plan, ok := rules.ExchangesToPay(v.after, cost)
	v.tileAffordable = ok
	v.spend = cost.Symbols() + 2*plan.N
}

// faceUpValue is the quick value of placing the considered tile face up.
func (v *valuer) faceUpValue(s *rules.State, slot int) float32 {
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
	return val + v.realmWorth(left) - v.realmWorth(v.realmTotal) + v.w.upperRow*float32(slotRow[slot]) - v.w.gift*float32(v.gifts)
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
	pyr := s.PyramidOf(v.seat)
	have, empty := 0, edgeRoom(pyr.Occupied(), slot)
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
	var avail rules.Cubes
	for pos := range rules.DisplaySize {
		if int8(pos) == v.pos {
			continue
		}
		c := s.DisplayCubes(pos)
		for col := range rules.NumColors {
			avail[col] += c[col]
		}
	}
	avail[v.tile.Color] += uint8(v.gifts) // zero unless the tile is still to be taken
	_, ok := rules.ExchangesToPay(avail, v.tile.VolcanoCubes)
	return ok && avail.Total() >= v.tile.VolcanoCubes.Symbols()
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
		b := &v.provisional(s).Players[v.seat]
		return 1 + float32(b.Wilderness) + 0.25*float32(v.remaining)
	case rules.Death:
		if v.realmTotal < 6 {
			return 0
		}
		return max(0, 3-(v.realmWorth(v.realmTotal)-v.realmWorth(v.realmTotal-6)))
	case rules.Technology:
		res := v.provisional(s)
		mine, lead := res.Players[v.seat].Wilderness, 99
		for q := range res.N {
			if q != v.seat {
				lead = min(lead, res.Players[q].Wilderness-mine)
			}
		}
		return 3 * clamp(0.55+0.2*float32(lead)-0.2*frac, 0.05, 0.95)
	case rules.Equilibrium:
		b := &v.provisional(s).Players[v.seat]
		p := float32(1)
		for _, e := range [3]rules.Effect{rules.Village, rules.Temple, rules.Volcano} {
			if b.Validated[e] == 0 {
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
	mine, other := int(res.Players[v.seat].Validated[e]), 0
	for q := range res.N {
		if q != v.seat {
			other = max(other, int(res.Players[q].Validated[e]))
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

// displayNeighbours lists each display position's orthogonal neighbours.
var displayNeighbours = func() (n [rules.DisplaySize][]int8) {
	for pos := range rules.DisplaySize {
		for _, x := range rules.DisplayNeighbours(pos) {
			n[pos] = append(n[pos], int8(x))
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
