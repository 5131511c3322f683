package rules

import "fmt"

// The pyramid (a player's universe) has 14 slots in rows of 5, 4, 3 and 2,
// numbered row by row from the base: slot 0 is (0,0), slot 5 is (1,0) and
// slot 13 is (3,1). Slot (r,c) with r >= 1 rests on (r-1,c) and (r-1,c+1).
const (
	PyramidSlots = 14
	PyramidRows  = 4
)

var rowStart = [PyramidRows + 1]int8{0, 5, 9, 12, 14}

// SlotIndex returns the slot number of (row, col), or -1 when there is none.
func SlotIndex(row, col int) int {
	if row < 0 || row >= PyramidRows || col < 0 || col >= RowLen(row) {
		return -1
	}
	return int(rowStart[row]) + col
}

// RowLen returns the number of slots in a row.
func RowLen(row int) int { return 5 - row }

// SlotRowCol returns the row and column of a slot.
func SlotRowCol(slot int) (row, col int) {
	for r := PyramidRows - 1; r >= 0; r-- {
		if slot >= int(rowStart[r]) {
			return r, slot - int(rowStart[r])
		}
	}
	return -1, -1
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

// SlotSet is a set of pyramid slots as a bit mask.
type SlotSet uint16

// Has reports whether the slot is in the set.
func (s SlotSet) Has(slot int) bool { return slot >= 0 && slot < PyramidSlots && s&(1<<slot) != 0 }

// Slots lists the set's slots in order.
func (s SlotSet) Slots() []int {
	var out []int
	for i := range PyramidSlots {
		if s.Has(i) {
			out = append(out, i)
		}
	}
	return out
}

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

// openSlots returns the empty slots where a tile may go under rules 1 and 2
// (base adjacency, two supports), ignoring colour.
func (p *Pyramid) openSlots() SlotSet {
	var open SlotSet
	baseEmpty := true
	for s := range 5 {
		if !p[s].Empty() {
			baseEmpty = false
			break
		}
	}
	for s := int8(0); s < PyramidSlots; s++ {
		if !p[s].Empty() {
			continue
		}
		g := &geometry[s]
		if s < 5 {
			if baseEmpty || (g.sides[0] >= 0 && !p[g.sides[0]].Empty()) || (g.sides[1] >= 0 && !p[g.sides[1]].Empty()) {
				open |= 1 << s
			}
			continue
		}
		if !p[g.below[0]].Empty() && !p[g.below[1]].Empty() {
			open |= 1 << s
		}
	}
	return open
}

// faceUpSlots returns the open slots where a face-up tile of colour c may go:
// base slots, and upper slots with a supporter of colour c or a Wilderness.
func (p *Pyramid) faceUpSlots(set *TileSet, c Color) SlotSet {
	open := p.openSlots()
	faceUp := open & (1<<5 - 1)
	for s := int8(5); s < PyramidSlots; s++ {
		if open&(1<<s) == 0 {
			continue
		}
		g := &geometry[s]
		if (p.colorsOf(set, g.below[0])|p.colorsOf(set, g.below[1]))&(1<<c) != 0 {
			faceUp |= 1 << s
		}
	}
	return faceUp
}

// placementError explains why a tile of colour c cannot go face up (or as a
// Wilderness) in a slot; nil when it can.
func (p *Pyramid) placementError(set *TileSet, slot int, c Color, wild bool) error {
	if slot < 0 || slot >= PyramidSlots {
		return fmt.Errorf("slot %d does not exist", slot)
	}
	if !p[slot].Empty() {
		return fmt.Errorf("slot %s is taken", slotName(slot))
	}
	if p.openSlots().Has(slot) {
		if wild || p.faceUpSlots(set, c).Has(slot) {
			return nil
		}
		return fmt.Errorf("slot %s needs a %v tile or a Wilderness beneath", slotName(slot), c)
	}
	if slot < 5 {
		return fmt.Errorf("slot %s is not next to a base tile", slotName(slot))
	}
	return fmt.Errorf("slot %s needs two tiles beneath", slotName(slot))
}
