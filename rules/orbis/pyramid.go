package orbis

import (
	"fmt"
	"math/bits"
)

// The pyramid (a player's universe) has 14 slots in rows of 5, 4, 3 and 2,
// numbered row by row from the base: slot 0 is (0,0), slot 5 is (1,0) and
// slot 13 is (3,1). Slot (r,c) with r >= 1 rests on (r-1,c) and (r-1,c+1).
const (
	PyramidSlots = 14
	PyramidRows  = 4
)

var rowStart = [PyramidRows + 1]int8{0, 5, 9, 12, 14}

// The base row grows at either end, as at the table: a base tile may also go
// beside a run that already touches an end of the row. Such a placement has
// a target of its own beyond the 14 slots, and the whole pyramid shifts one
// column to make room, as a player slides their tiles along.
const (
	BaseLeft     = PyramidSlots     // left of column 0: the pyramid shifts right, the tile lands in (0,0)
	BaseRight    = PyramidSlots + 1 // right of column 4: the pyramid shifts left, the tile lands in (0,4)
	PlaceTargets = PyramidSlots + 2 // where a placement may aim: the 14 slots and the two ends
)

// SlotIndex returns the slot number of (row, col), or -1 when there is none.
func SlotIndex(row, col int) int {
	if row < 0 || row >= PyramidRows || col < 0 || col >= RowLen(row) {
		return -1
	}
	return int(rowStart[row]) + col
}

// TargetIndex returns the placement target of (row, col): a slot, BaseLeft
// for (0,-1), BaseRight for (0,5), or -1 when there is none.
func TargetIndex(row, col int) int {
	switch {
	case row == 0 && col == -1:
		return BaseLeft
	case row == 0 && col == RowLen(0):
		return BaseRight
	}
	return SlotIndex(row, col)
}

// RowLen returns the number of slots in a row.
func RowLen(row int) int { return 5 - row }

// SlotRowCol returns the row and column of a slot or placement target:
// BaseLeft is (0,-1) and BaseRight (0,5).
func SlotRowCol(slot int) (row, col int) {
	switch slot {
	case BaseLeft:
		return 0, -1
	case BaseRight:
		return 0, RowLen(0)
	}
	for r := PyramidRows - 1; r >= 0; r-- {
		if slot >= int(rowStart[r]) && slot < PyramidSlots {
			return r, slot - int(rowStart[r])
		}
	}
	return -1, -1
}

// Landing returns where a tile placed at a target ends up, and how many
// columns the pyramid shifts first (+1 right, -1 left, 0 for a plain slot).
func Landing(target int) (slot, shift int) {
	switch target {
	case BaseLeft:
		return SlotIndex(0, 0), +1
	case BaseRight:
		return SlotIndex(0, RowLen(0)-1), -1
	}
	return target, 0
}

// InBase reports whether a placement target is in the base row.
func InBase(target int) bool {
	return target >= 0 && target < RowLen(0) || target == BaseLeft || target == BaseRight
}

// slotName formats a slot as "(row,col)" for error messages.
func slotName(slot int) string {
	r, c := SlotRowCol(slot)
	return fmt.Sprintf("(%d,%d)", r, c)
}

const noSlot int8 = -1

// slotGeometry is precomputed once: the two supports beneath each slot and
// the hex neighbours used by Forest.
type slotGeometry struct {
	below      [2]int8 // noSlot in the base row
	sides      [2]int8 // left and right in the same row, noSlot at the edge
	neighbours [6]int8
	numNeigh   int8
}

var geometry = func() (g [PyramidSlots]slotGeometry) {
	for s := range PyramidSlots {
		r, c := SlotRowCol(s)
		geo := &g[s]
		geo.below = [2]int8{noSlot, noSlot}
		if r > 0 {
			geo.below = [2]int8{int8(SlotIndex(r-1, c)), int8(SlotIndex(r-1, c+1))}
		}
		geo.sides = [2]int8{int8(SlotIndex(r, c-1)), int8(SlotIndex(r, c+1))}
		// The six hex neighbours of RULINGS.md, in a fixed order.
		for _, rc := range [6][2]int{{r, c - 1}, {r, c + 1}, {r - 1, c}, {r - 1, c + 1}, {r + 1, c - 1}, {r + 1, c}} {
			if n := SlotIndex(rc[0], rc[1]); n >= 0 {
				geo.neighbours[geo.numNeigh] = int8(n)
				geo.numNeigh++
			}
		}
	}
	return g
}()

// Neighbours returns the hex neighbours of a slot (as Forest counts them).
func Neighbours(slot int) []int {
	g := &geometry[slot]
	out := make([]int, g.numNeigh)
	for i := range out {
		out[i] = int(g.neighbours[i])
	}
	return out
}

// SlotSet is a set of placement targets as a bit mask: the pyramid slots
// and BaseLeft and BaseRight.
type SlotSet uint16

// Has reports whether the slot (or target) is in the set.
func (s SlotSet) Has(slot int) bool { return slot >= 0 && slot < PlaceTargets && s&(1<<slot) != 0 }

// Slots lists the set's slots and targets in order.
func (s SlotSet) Slots() []int {
	var out []int
	for i := range PlaceTargets {
		if s.Has(i) {
			out = append(out, i)
		}
	}
	return out
}

// Masks of targets by kind.
const (
	baseSlots   SlotSet = 1<<5 - 1
	baseEnds    SlotSet = 1<<BaseLeft | 1<<BaseRight
	upperSlots  SlotSet = (1<<PyramidSlots - 1) &^ baseSlots
	baseTargets         = baseSlots | baseEnds
)

// Placed is one pyramid slot's content.
type Placed struct {
	Tile      TileID // NoTile when the slot is empty
	Wild      bool   // placed face down as a Wilderness
	Cancelled bool   // its CP hidden by a cancellation token
}

// Empty reports whether nothing is in the slot.
func (p Placed) Empty() bool { return p.Tile == NoTile }

// Pyramid is a player's universe.
type Pyramid [PyramidSlots]Placed

// colorsOf returns the colours the slot's tile counts as: its own colour,
// every colour for a Wilderness, none for an empty slot.
func (p *Pyramid) colorsOf(set *TileSet, slot int8) ColorSet {
	pl := p[slot]
	switch {
	case pl.Tile == NoTile:
		return 0
	case pl.Wild:
		return allColors
	}
	return 1 << set.tiles[pl.Tile].Color
}

// openSlots returns the empty slots (and base ends) where a tile may go
// under rules 1 and 2 (base adjacency, two supports), ignoring colour.
func (p *Pyramid) openSlots() SlotSet { return openAmong(p.Occupied()) }

// openAmong returns the open slots of a pyramid whose occupied slots are
// occ. It works on the bit mask: slot (r,c) rests on (r-1,c) and
// (r-1,c+1), which are bits c and c+1 of the row below. A base run shorter
// than 5 that touches an end of the row may grow beyond it (BaseLeft,
// BaseRight): the shift always has room, since the far end is then empty.
func openAmong(occupied SlotSet) SlotSet {
	occ := uint16(occupied)
	base := occ & 0x1F
	open := uint16(0x1F)
	if base != 0 {
		open = (base<<1 | base>>1) & 0x1F
		if base != 0x1F {
			open |= (base & 1) << BaseLeft
			open |= (base >> 4 & 1) << BaseRight
		}
	}
	row1 := (occ >> 5) & 0xF
	row2 := (occ >> 9) & 0x7
	open |= (base&(base>>1))&0xF<<5 | (row1&(row1>>1))&0x7<<9 | (row2&(row2>>1))&0x3<<12
	return SlotSet(open &^ occ)
}

// supportedBy returns the upper slots with at least one of their two
// supports in m: with m the slots counting as a colour, where a face-up
// tile of that colour may rest.
func supportedBy(m SlotSet) SlotSet {
	row0 := uint16(m) & 0x1F
	row1 := uint16(m) >> 5 & 0xF
	row2 := uint16(m) >> 9 & 0x7
	return SlotSet((row0|row0>>1)&0xF<<5 | (row1|row1>>1)&0x7<<9 | (row2|row2>>1)&0x3<<12)
}

// pyramidMasks is a pyramid as bit masks: the occupied slots, and per colour
// the slots that count as it (its face-up tiles and every Wilderness). Where
// a tile may go is then a few shifts rather than a walk over the slots,
// which matters on the search's hot path.
type pyramidMasks struct {
	occ  SlotSet
	tint [NumColors]SlotSet
}

// masksOf works a pyramid's masks out from scratch.
func (p *Pyramid) masksOf(set *TileSet) (m pyramidMasks) {
	for slot := range PyramidSlots {
		if p[slot].Tile != NoTile {
			m.add(slot, p.colorsOf(set, int8(slot)))
		}
	}
	return m
}

// add records a tile counting as colors in slot.
func (m *pyramidMasks) add(slot int, colors ColorSet) {
	bit := SlotSet(1) << slot
	m.occ |= bit
	// Written out: the compiler does not unroll loops over the colours.
	m.tint[Red] |= bit & -SlotSet(colors>>Red&1)
	m.tint[Blue] |= bit & -SlotSet(colors>>Blue&1)
	m.tint[Yellow] |= bit & -SlotSet(colors>>Yellow&1)
	m.tint[Green] |= bit & -SlotSet(colors>>Green&1)
	m.tint[White] |= bit & -SlotSet(colors>>White&1)
}

// shift follows Pyramid.shift: every row one column right (+1) or left
// (-1). The column that falls off is empty in every row, so shifting the
// whole mask moves no bit from one row into the next.
func (m *pyramidMasks) shift(dir int) {
	if dir > 0 {
		m.occ <<= 1
		for c := range m.tint {
			m.tint[c] <<= 1
		}
		return
	}
	m.occ >>= 1
	for c := range m.tint {
		m.tint[c] >>= 1
	}
}

// faceUp returns the open slots where a face-up tile of colour c may go.
func (m *pyramidMasks) faceUp(c Color, open SlotSet) SlotSet {
	return open & (baseTargets | supportedBy(m.tint[c]))
}

// faceUpSlots returns the open slots where a face-up tile of colour c may go:
// base slots, and upper slots with a supporter of colour c or a Wilderness.
func (p *Pyramid) faceUpSlots(set *TileSet, c Color) SlotSet {
	return p.faceUpAmong(set, c, p.openSlots())
}

// faceUpAmong keeps the open slots where a face-up tile of colour c may go.
func (p *Pyramid) faceUpAmong(set *TileSet, c Color, open SlotSet) SlotSet {
	faceUp := open & baseTargets
	for upper := open & upperSlots; upper != 0; upper &= upper - 1 {
		s := int8(bits.TrailingZeros16(uint16(upper)))
		g := &geometry[s]
		if (p.colorsOf(set, g.below[0])|p.colorsOf(set, g.below[1]))&(1<<c) != 0 {
			faceUp |= 1 << s
		}
	}
	return faceUp
}

// placementRefusal explains why a tile of colour c cannot go face up (or as
// a Wilderness) in a slot; NoReason when it can.
func (p *Pyramid) placementRefusal(set *TileSet, slot int, c Color, wild bool) Refusal {
	if slot < 0 || slot >= PlaceTargets {
		return Refusal{Reason: NoSuchSlot, Slot: slot}
	}
	if slot < PyramidSlots && !p[slot].Empty() {
		return Refusal{Reason: SlotTaken, Slot: slot}
	}
	if p.openSlots().Has(slot) {
		if wild || p.faceUpSlots(set, c).Has(slot) {
			return Refusal{}
		}
		return Refusal{Reason: SlotNeedsColor, Slot: slot, Color: c}
	}
	switch {
	case InBase(slot) && p.Occupied()&baseSlots == baseSlots:
		return Refusal{Reason: BaseRowComplete, Slot: slot}
	case InBase(slot):
		return Refusal{Reason: NotNextToBase, Slot: slot}
	}
	return Refusal{Reason: NeedsTwoBeneath, Slot: slot}
}

// shift moves every tile of the pyramid one column right (+1) or left (-1),
// row by row. The caller makes sure the column that falls off is empty: it
// is, whenever the base ends at the other edge and is shorter than 5.
func (p *Pyramid) shift(dir int) {
	for r := range PyramidRows {
		row := p[rowStart[r]:rowStart[r+1]]
		if dir > 0 {
			copy(row[1:], row[:len(row)-1])
			row[0] = Placed{Tile: NoTile}
		} else {
			copy(row, row[1:])
			row[len(row)-1] = Placed{Tile: NoTile}
		}
	}
}

// Occupied returns the slots that hold a tile.
func (p *Pyramid) Occupied() SlotSet {
	var set SlotSet
	for i := range p {
		// 1 unless the tile is NoTile (0xFF), without a branch to mispredict.
		set |= SlotSet(^(uint(p[i].Tile)+1)>>8&1) << i
	}
	return set
}

// Below returns the two slots a slot rests on; ok is false in the base row
// (a base end included).
func Below(slot int) (left, right int, ok bool) {
	if slot < 0 || slot >= PyramidSlots {
		return -1, -1, false
	}
	g := &geometry[slot]
	return int(g.below[0]), int(g.below[1]), g.below[0] != noSlot
}

// NeighbourSet returns a slot's hex neighbours (as Forest counts them) as a set.
func NeighbourSet(slot int) SlotSet {
	g := &geometry[slot]
	var set SlotSet
	for _, n := range g.neighbours[:g.numNeigh] {
		set |= 1 << n
	}
	return set
}
