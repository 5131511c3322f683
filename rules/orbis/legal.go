package orbis

import (
	"math/bits"
	"slices"
)

// displayNeighbours lists the orthogonal neighbours of each display position.
var displayNeighbours = func() (n [DisplaySize][]int8) {
	for pos := range DisplaySize {
		r, c := pos/3, pos%3
		for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			if rr, cc := r+d[0], c+d[1]; rr >= 0 && rr < 3 && cc >= 0 && cc < 3 {
				n[pos] = append(n[pos], int8(rr*3+cc))
			}
		}
	}
	return n
}()

// DisplayNeighbours returns the positions orthogonally next to pos.
func DisplayNeighbours(pos int) []int {
	out := make([]int, len(displayNeighbours[pos]))
	for i, n := range displayNeighbours[pos] {
		out[i] = int(n)
	}
	return out
}

// effectiveCost is a tile's cost for a seat: reduction tokens waive every
// symbol of their colour, never a multicolour one.
func effectiveCost(t *Tile, reductions ColorSet) Cost {
	c := t.Cost
	if reductions == 0 {
		return c // the common case, without a loop
	}
	for col := Color(0); col < NumColors; col++ {
		if reductions.Has(col) {
			c[col] = 0
		}
	}
	return c
}

// canPay reports whether a realm covers a cost: each colour's symbols from
// that colour, the multicolour ones from whatever is left.
func canPay(realm *Cubes, c *Cost) bool {
	// Written out, the shortfalls or-ed: no branch per colour to mispredict.
	red, blue := int(realm[Red])-int(c[Red]), int(realm[Blue])-int(c[Blue])
	yellow, green := int(realm[Yellow])-int(c[Yellow]), int(realm[Green])-int(c[Green])
	white := int(realm[White]) - int(c[White])
	return red|blue|yellow|green|white >= 0 && red+blue+yellow+green+white >= int(c[AnyColor])
}

// volcanoPossible reports whether the display positions other than skip hold
// the worshippers a Volcano needs.
func (s *State) volcanoPossible(need *Cost, skip int8) bool {
	var avail Cubes
	for pos := range DisplaySize {
		if int8(pos) == skip {
			continue
		}
		for c := range NumColors {
			avail[c] += s.cubes[pos][c]
		}
	}
	return canPay(&avail, need)
}

// seatToAct returns the current seat's state.
func (s *State) seatToAct() *Seat { return &s.seats[s.toAct&(MaxPlayers-1)] }

// canExchange reports whether exchanges are allowed in the current phase:
// at any moment of one's own turn (RULINGS.md), choices under way included,
// but not while chance draws the refill.
func (p Phase) canExchange() bool {
	return p <= PhaseFinish
}

// LegalActions appends every legal action to dst and returns it. The order
// is fixed: the same state always lists the same actions the same way.
// Where dst has room, a few fixed-size blocks are written whole and then
// cut: elements of dst's array past the returned length may change, so a
// caller keeps nothing there.
func (s *State) LegalActions(dst []Action) []Action {
	if s.phase == PhaseOver || s.set == nil {
		return dst
	}
	seat := s.seatToAct()
	switch s.phase {
	case PhaseChoose:
		if seat.RegionCount < RegionTiles {
			if n := len(dst); cap(dst)-n >= DisplaySize && s.displayFull() {
				// A fixed-size copy: no call to memmove, no length to branch on.
				dst = dst[:n+DisplaySize]
				*(*[DisplaySize]Action)(dst[n:]) = takeActions
			} else {
				for pos, id := range s.display {
					if id != NoTile {
						dst = append(dst, takeActions[pos])
					}
				}
			}
		}
		if seat.God == NoGod {
			for _, g := range s.gods[:s.numGods] {
				dst = append(dst, godActions[g])
			}
		}
	case PhasePlace:
		faceUp, wild := s.placements(seat, s.cur.tile, &seat.Realm)
		for set := faceUp; set != 0; set &= set - 1 {
			dst = append(dst, placeActions[bits.TrailingZeros16(uint16(set))])
		}
		for set := wild; set != 0; set &= set - 1 {
			dst = append(dst, wildActions[bits.TrailingZeros16(uint16(set))])
		}
	case PhasePay:
		dst = appendPerColor(dst, KindPay, &seat.Realm)
	case PhaseVillage, PhaseDeath:
		if !s.cur.begun {
			dst = append(dst, Action{Kind: KindDecline})
		}
		dst = appendPerColor(dst, KindDiscard, &seat.Realm)
	case PhaseVolcano:
		if !s.cur.begun {
			dst = append(dst, Action{Kind: KindDecline})
		}
		for pos := range DisplaySize {
			if int8(pos) == s.cur.pos {
				continue
			}
			for c := Color(0); c < NumColors; c++ {
				if s.cubes[pos][c] > 0 && (s.cur.volc[c] > 0 || s.cur.volc[AnyColor] > 0) {
					dst = append(dst, Action{Kind: KindDestroy, Pos: uint8(pos), Color: c})
				}
			}
		}
	case PhaseGain:
		dst = append(dst, colorActions[KindGain][:]...)
	case PhaseFinish:
		if seat.Realm.Total() > RealmLimit {
			dst = appendPerColor(dst, KindDiscard, &seat.Realm)
		} else {
			dst = append(dst, Action{Kind: KindEndTurn})
		}
	case PhaseDraw:
		// Chance's possible moves: any tile of the pile (Chance names the real one).
		l := s.pileLevel()
		pile := s.pile[s.pileTop[l]:s.pileEnd[l]]
		n := len(dst)
		if cap(dst)-n < len(pile) {
			dst = slices.Grow(dst, len(pile))
		}
		dst = dst[:n+len(pile)]
		for i, id := range pile {
			dst[n+i] = drawActions[id]
		}
	}
	if s.phase.canExchange() && !s.exchangeStrands(seat) {
		dst = appendExchanges(dst, atLeast(&seat.Realm, exchangeRate))
	}
	return dst
}

// appendExchanges appends the exchanges from each colour of set. With room
// in dst it copies the whole block, a fixed size with no length to branch
// on, and keeps the set's part of it; what lies beyond is in dst's spare
// capacity, whose content append leaves unspecified too.
func appendExchanges(dst []Action, set ColorSet) []Action {
	n := len(dst)
	if cap(dst)-n < len(exchangeBlocks[set]) {
		return append(dst, exchangeBlocks[set][:exchangeLen[set]]...)
	}
	dst = dst[:n+len(exchangeBlocks[set])]
	*(*[NumColors * (NumColors - 1)]Action)(dst[n:]) = exchangeBlocks[set]
	return dst[:n+int(exchangeLen[set])]
}

// atLeast returns the colours of which the realm holds n or more (n >= 1)
// as a ColorSet, without a branch per colour to mispredict: for a count
// below 256, count+256-n reaches bit 8 exactly when count >= n.
func atLeast(realm *Cubes, n uint8) ColorSet {
	k := 256 - uint(n)
	// Written out: the compiler does not unroll the loop over the colours.
	return ColorSet((uint(realm[Red])+k)>>8 | (uint(realm[Blue])+k)>>8<<1 | (uint(realm[Yellow])+k)>>8<<2 |
		(uint(realm[Green])+k)>>8<<3 | (uint(realm[White])+k)>>8<<4)
}

// displayFull reports whether every display position holds a tile, as it
// does but at the very end of the piles. It tests eight positions at once:
// a byte is NoTile (0xFF) exactly when its complement is zero, and
// (x-0x01..01) &^ x has a byte's top bit set only if some byte of x is zero.
func (s *State) displayFull() bool {
	d := &s.display
	// The compiler merges these byte loads into one 8-byte load.
	x := ^(uint64(d[0]) | uint64(d[1])<<8 | uint64(d[2])<<16 | uint64(d[3])<<24 |
		uint64(d[4])<<32 | uint64(d[5])<<40 | uint64(d[6])<<48 | uint64(d[7])<<56)
	return (x-0x0101010101010101)&^x&0x8080808080808080 == 0 && s.display[DisplaySize-1] != NoTile
}

// The actions LegalActions lists, made once: appending a ready action (or
// a run of them) is cheaper than building each field by field.
var (
	takeActions     [DisplaySize]Action
	godActions      [NumGods]Action
	placeActions    [PlaceTargets]Action
	wildActions     [PlaceTargets]Action
	drawActions     [MaxTiles]Action
	colorActions    [KindDraw + 1][NumColors]Action
	exchangeActions [NumColors][NumColors - 1]Action
	// exchangeBlocks[set] lists the exchanges from each colour of the set,
	// in colour order, exchangeLen[set] of them; colorRuns[kind][set] one
	// action of kind per colour of the set. Each is appended in one copy.
	exchangeBlocks [1 << NumColors][NumColors * (NumColors - 1)]Action
	exchangeLen    [1 << NumColors]uint8
	colorRuns      [KindDraw + 1][1 << NumColors][]Action
)

func init() {
	for pos := range takeActions {
		takeActions[pos] = Action{Kind: KindTakeTile, Pos: uint8(pos)}
	}
	for g := range godActions {
		godActions[g] = Action{Kind: KindTakeGod, Pos: uint8(g)}
	}
	for slot := range placeActions {
		placeActions[slot] = Action{Kind: KindPlace, Pos: uint8(slot)}
		wildActions[slot] = Action{Kind: KindPlace, Pos: uint8(slot), Wild: true}
	}
	for id := range drawActions {
		drawActions[id] = Action{Kind: KindDraw, Pos: uint8(id)}
	}
	for k := range colorActions {
		for c := range NumColors {
			colorActions[k][c] = Action{Kind: Kind(k), Color: Color(c)}
		}
	}
	for from := range NumColors {
		i := 0
		for to := range NumColors {
			if to != from {
				exchangeActions[from][i] = Action{Kind: KindExchange, From: Color(from), Color: Color(to)}
				i++
			}
		}
	}
	for set := range ColorSet(1 << NumColors) {
		for _, c := range set.Colors() {
			copy(exchangeBlocks[set][exchangeLen[set]:], exchangeActions[c][:])
			exchangeLen[set] += NumColors - 1
			for k := range colorRuns {
				colorRuns[k][set] = append(colorRuns[k][set], colorActions[k][c])
			}
		}
	}
}

// exchangeStrands reports whether an exchange, which leaves the realm two
// worshippers poorer, would leave a choice under way short of the
// worshippers it takes: a payment, or a Village's or the God of Death's
// discards (which, once begun, cannot be declined: all or nothing).
func (s *State) exchangeStrands(seat *Seat) bool {
	switch s.phase {
	case PhasePay, PhaseVillage, PhaseDeath:
		return seat.Realm.Total()-(exchangeRate-1) < int(s.cur.remain)
	}
	return false
}

// appendPerColor appends one action of kind per colour the realm holds.
func appendPerColor(dst []Action, kind Kind, realm *Cubes) []Action {
	return append(dst, colorRuns[kind][atLeast(realm, 1)]...)
}

// placements returns where a seat could put a tile with the given realm:
// face up (placement rules met and the cost payable) and as Wilderness.
func (s *State) placements(seat *Seat, id TileID, realm *Cubes) (faceUp, wild SlotSet) {
	if s.cur.placing && id == s.cur.tile && seat == s.seatToAct() {
		if !canPay(realm, &s.cur.cost) {
			return 0, s.cur.open
		}
		return s.cur.colour, s.cur.open
	}
	t := &s.set.tiles[id]
	wild = seat.Pyramid.openSlots()
	if c := effectiveCost(t, seat.Reductions); !canPay(realm, &c) {
		return 0, wild
	}
	return seat.Pyramid.faceUpAmong(s.set, t.Color, wild), wild
}

// beginPlacing works out where the tile just taken may go.
func (s *State) beginPlacing(seat *Seat) {
	t := &s.set.tiles[s.cur.tile]
	m := &s.masks[s.toAct&(MaxPlayers-1)]
	s.cur.cost = effectiveCost(t, seat.Reductions)
	s.cur.open = openAmong(m.occ)
	s.cur.colour = m.faceUp(t.Color, s.cur.open)
	s.cur.placing = true
}

// CostWith returns the tile's cost for a seat holding the given reduction
// tokens: every symbol of a reduced colour is free, never a multicolour one.
func (t *Tile) CostWith(reductions ColorSet) Cost { return effectiveCost(t, reductions) }

// Covers reports whether the worshippers can pay the cost: each colour's
// symbols from that colour, the multicolour ones from the rest.
func (c *Cubes) Covers(cost *Cost) bool { return canPay(c, cost) }
