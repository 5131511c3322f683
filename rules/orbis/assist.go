package orbis

// Queries for a user interface: what a move would take before it is made.

// Placements returns where the current player could put a tile: in
// PhaseChoose the tile at display position pos if they took it now (with the
// worshippers on it collected), in PhasePlace the tile taken (pos ignored).
// faceUp holds the slots where it can go face up and be paid for; wild the
// slots where it can go as a Wilderness.
func (s *State) Placements(pos int) (faceUp, wild SlotSet) {
	if s.set == nil || s.phase == PhaseOver {
		return 0, 0
	}
	seat := s.seatToAct()
	switch {
	case s.phase == PhasePlace:
		return s.placements(seat, s.cur.tile, &seat.Realm)
	case s.phase == PhaseChoose && pos >= 0 && pos < DisplaySize && s.display[pos] != NoTile && seat.RegionCount < RegionTiles:
		realm := seat.Realm
		for c := range NumColors {
			realm[c] += s.cubes[pos][c]
		}
		return s.placements(seat, s.display[pos], &realm)
	}
	return 0, 0
}

// Payment returns what the current player would pay for a tile face up: the
// coloured symbols after reductions, and the multicolour ones filled from the
// colours the realm holds most of (ties to the lower colour), which keeps the
// realm as varied as possible. ok is false when the realm cannot pay. As with
// Placements, pos names a display tile in PhaseChoose and is ignored in
// PhasePlace.
func (s *State) Payment(pos int) (pay Cubes, ok bool) {
	if s.set == nil || s.phase == PhaseOver {
		return pay, false
	}
	seat := s.seatToAct()
	realm, id := seat.Realm, s.cur.tile
	switch {
	case s.phase == PhasePlace:
	case s.phase == PhaseChoose && pos >= 0 && pos < DisplaySize && s.display[pos] != NoTile:
		id = s.display[pos]
		for c := range NumColors {
			realm[c] += s.cubes[pos][c]
		}
	default:
		return pay, false
	}
	c := effectiveCost(&s.set.tiles[id], seat.Reductions)
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
	p := &s.seats[seat].Pyramid
	open = p.openSlots()
	return p.faceUpAmong(s.set, c, open), open
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
