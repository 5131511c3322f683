package orbis

// Queries for a user interface: what a move would take before it is made.

// Placements returns where the current player could put a tile: in
// PhaseChoose the tile at display position pos if they took it now (with the
// worshippers on it collected), in PhasePlace the tile taken (pos ignored).
// faceUp holds the slots where it can go face up and be paid for; wild the
// slots where it can go as a Wilderness.
func (s *State) Placements(pos int) (faceUp, wild SlotSet) {
	id, realm, ok := s.tileInQuestion(pos)
	if !ok {
		return 0, 0
	}
	return s.placements(s.seatToAct(), id, &realm)
}

// tileInQuestion is the tile the queries below are about, and the realm
// that would pay for it: in PhaseChoose the display tile at pos with the
// worshippers on it collected (if the seat may still take a region tile),
// in PhasePlace the tile taken and the realm as it is.
func (s *State) tileInQuestion(pos int) (id TileID, realm Cubes, ok bool) {
	if s.set == nil || s.phase != PhaseChoose && s.phase != PhasePlace {
		return NoTile, realm, false
	}
	seat := s.seatToAct()
	switch {
	case s.phase == PhasePlace:
		return s.cur.tile, seat.Realm, true
	case s.phase == PhaseChoose && pos >= 0 && pos < DisplaySize && s.display[pos] != NoTile && seat.RegionCount < RegionTiles:
		realm = seat.Realm
		for c := range NumColors {
			realm[c] += s.cubes[pos][c]
		}
		return s.display[pos], realm, true
	}
	return NoTile, realm, false
}

// Payment returns what the current player would pay for a tile face up: the
// coloured symbols after reductions, and the multicolour ones filled from the
// colours the realm holds most of (ties to the lower colour), which keeps the
// realm as varied as possible. ok is false when the realm cannot pay. As with
// Placements, pos names a display tile in PhaseChoose and is ignored in
// PhasePlace.
func (s *State) Payment(pos int) (pay Cubes, ok bool) {
	id, realm, ok := s.tileInQuestion(pos)
	if !ok {
		return pay, false
	}
	c := effectiveCost(&s.set.tiles[id], s.seatToAct().Reductions)
	if !canPay(&realm, &c) {
		return pay, false
	}
	for col := range NumColors {
		pay[col] = c[col]
		realm[col] -= c[col]
	}
	for range c[AnyColor] {
		best := Color(0)
		for col := Color(1); col < NumColors; col++ {
			if realm[col] > realm[best] {
				best = col
			}
		}
		pay[best]++
		realm[best]--
	}
	return pay, true
}

// SlotsFor returns, for a seat's pyramid, the slots where a face-up tile of
// colour c may go by the placement rules alone (cost ignored), and the open
// slots where any tile may go as a Wilderness.
func (s *State) SlotsFor(seat int, c Color) (faceUp, open SlotSet) {
	if s.set == nil || seat < 0 || seat >= int(s.numPlayers) || !c.Valid() {
		return 0, 0
	}
	m := &s.masks[seat]
	open = openAmong(m.occ)
	return m.faceUp(c, open), open
}

// SlotsForAll is SlotsFor for every colour at once, in one pass over the
// pyramid: faceUp[c] holds the slots where a face-up tile of colour c may go.
func (s *State) SlotsForAll(seat int) (faceUp [NumColors]SlotSet, open SlotSet) {
	if s.set == nil || seat < 0 || seat >= int(s.numPlayers) {
		return faceUp, 0
	}
	m := &s.masks[seat]
	open = openAmong(m.occ)
	for c := range faceUp {
		faceUp[c] = m.faceUp(Color(c), open)
	}
	return faceUp, open
}

// GodCount returns how many gods are still on the table; GodAt(i) for i
// below it names them. Unlike Gods, they allocate nothing.
func (s *State) GodCount() int { return int(s.numGods) }

// GodAt returns the i-th god still on the table.
func (s *State) GodAt(i int) God { return s.gods[i] }

// RealmOf returns a seat's worshippers without copying the whole seat.
func (s *State) RealmOf(seat int) Cubes { return s.seats[seat].Realm }

// PyramidOf returns a copy of a seat's pyramid.
func (s *State) PyramidOf(seat int) Pyramid { return s.seats[seat].Pyramid }

// ColorsAt returns the colours the tile in a slot counts as: its colour,
// every colour for a Wilderness, none for an empty slot.
func (s *State) ColorsAt(seat, slot int) ColorSet {
	return s.seats[seat].Pyramid.colorsOf(s.set, int8(slot))
}

// NeighbourColors returns the colours of the hex neighbours (as Forest
// counts them) that a tile placed at target would have in a seat's pyramid
// now, an empty neighbour counting as no colour. For a base end they are the
// neighbours after the shift: the tile at that end and the empty slot the
// shift opens above it.
func (s *State) NeighbourColors(seat, target int) (colors [6]ColorSet, n int) {
	p := &s.seats[seat].Pyramid
	switch target {
	case BaseLeft:
		return [6]ColorSet{p.colorsOf(s.set, int8(SlotIndex(0, 0)))}, 2
	case BaseRight:
		return [6]ColorSet{p.colorsOf(s.set, int8(SlotIndex(0, RowLen(0)-1)))}, 2
	}
	g := &geometry[target]
	for i, nb := range g.neighbours[:g.numNeigh] {
		colors[i] = p.colorsOf(s.set, nb)
	}
	return colors, int(g.numNeigh)
}

// Exchanges is a plan of exchanges: 3 worshippers of From[i] for 1 of To[i],
// in order.
type Exchanges struct {
	N        int
	From, To [6]Color
}

// ExchangesToPay finds exchanges after which the realm covers a cost: each
// brings a missing colour, 3 for 1 from the colour with the most to spare.
// ok is false when exchanges cannot make the cost payable. It allocates
// nothing (the computer players plan with it).
func ExchangesToPay(realm Cubes, cost Cost) (p Exchanges, ok bool) {
	for {
		if canPay(&realm, &cost) {
			return p, true
		}
		missing := -1
		for c := range NumColors {
			if realm[c] < cost[c] {
				missing = c
				break
			}
		}
		if missing < 0 || p.N == len(p.From) {
			return p, false // short of multicolour symbols: exchanges only lose worshippers
		}
		src, spare := -1, exchangeRate-1
		for c := range NumColors {
			if c != missing && int(realm[c])-int(cost[c]) > spare {
				src, spare = c, int(realm[c])-int(cost[c])
			}
		}
		if src < 0 {
			return p, false
		}
		realm[src] -= exchangeRate
		realm[missing]++
		p.From[p.N], p.To[p.N] = Color(src), Color(missing)
		p.N++
	}
}

// ExchangePlacements returns, like Placements, the slots where the current
// player's tile could go face up once exchanges make its cost payable (but
// not before), and the exchanges that do it.
func (s *State) ExchangePlacements(pos int) (slots SlotSet, plan Exchanges) {
	id, realm, ok := s.tileInQuestion(pos)
	if !ok {
		return 0, plan
	}
	seat := s.seatToAct()
	t := &s.set.tiles[id]
	c := effectiveCost(t, seat.Reductions)
	plan, ok = ExchangesToPay(realm, c)
	if !ok || plan.N == 0 {
		return 0, Exchanges{}
	}
	m := &s.masks[s.toAct&(MaxPlayers-1)]
	return m.faceUp(t.Color, openAmong(m.occ)), plan
}

// CanExchange reports whether the seat to act may exchange now: the phase
// allows it, a colour has 3 worshippers, and no choice under way would be
// left short.
func (s *State) CanExchange() bool {
	if s.set == nil || !s.phase.canExchange() {
		return false
	}
	seat := s.seatToAct()
	if s.exchangeStrands(seat) {
		return false
	}
	for c := range NumColors {
		if seat.Realm[c] >= exchangeRate {
			return true
		}
	}
	return false
}
