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
	spare := 0
	for col := range NumColors {
		if realm[col] < c[col] {
			return false
		}
		spare += int(realm[col] - c[col])
	}
	return spare >= int(c[AnyColor])
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
func (s *State) LegalActions(dst []Action) []Action {
	if s.phase == PhaseOver || s.set == nil {
		return dst
	}
	seat := s.seatToAct()
	switch s.phase {
	case PhaseChoose:
		if seat.RegionCount < RegionTiles {
			if s.displayFull() {
				dst = append(dst, takeActions[:]...)
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
		for from := Color(0); from < NumColors; from++ {
			if seat.Realm[from] >= exchangeRate {
				dst = append(dst, exchangeActions[from][:]...)
			}
		}
	}
	return dst
}

// displayFull reports whether every display position holds a tile, as it
// does but at the very end of the piles.
func (s *State) displayFull() bool {
	for _, id := range s.display {
		if id == NoTile {
			return false
		}
	}
	return true
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
	for c := Color(0); c < NumColors; c++ {
		if realm[c] > 0 {
			dst = append(dst, colorActions[kind][c])
		}
	}
	return dst
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
	s.cur.cost = effectiveCost(&s.set.tiles[s.cur.tile], seat.Reductions)
	s.cur.open = seat.Pyramid.openSlots()
	s.cur.colour = seat.Pyramid.faceUpAmong(s.set, s.set.tiles[s.cur.tile].Color, s.cur.open)
	s.cur.placing = true
}

// CostWith returns the tile's cost for a seat holding the given reduction
// tokens: every symbol of a reduced colour is free, never a multicolour one.
func (t *Tile) CostWith(reductions ColorSet) Cost { return effectiveCost(t, reductions) }

// Covers reports whether the worshippers can pay the cost: each colour's
// symbols from that colour, the multicolour ones from the rest.
func (c *Cubes) Covers(cost *Cost) bool { return canPay(c, cost) }
