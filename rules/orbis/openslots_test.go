package orbis

import "testing"

// TestOpenSlotsMatchesRules compares the bit-mask openSlots with a plain
// reading of placement rules 1 and 2 for every one of the 2^14 occupancy
// patterns.
func TestOpenSlotsMatchesRules(t *testing.T) {
	for occ := range 1 << PyramidSlots {
		var p Pyramid
		for i := range p {
			p[i].Tile = NoTile
			if occ&(1<<i) != 0 {
				p[i].Tile = 0
			}
		}
		var want SlotSet
		baseEmpty := occ&0x1F == 0
		for slot := range PyramidSlots {
			if occ&(1<<slot) != 0 {
				continue
			}
			r, c := SlotRowCol(slot)
			taken := func(r, c int) bool { i := SlotIndex(r, c); return i >= 0 && occ&(1<<i) != 0 }
			var open bool
			if r == 0 {
				open = baseEmpty || taken(0, c-1) || taken(0, c+1)
			} else {
				open = taken(r-1, c) && taken(r-1, c+1)
			}
			if open {
				want |= 1 << slot
			}
		}
		// A base shorter than 5 that ends at column 0 (4) may grow beyond it.
		if base := occ & 0x1F; base != 0 && base != 0x1F {
			if base&1 != 0 {
				want |= 1 << BaseLeft
			}
			if base&0x10 != 0 {
				want |= 1 << BaseRight
			}
		}
		if got := p.openSlots(); got != want {
			t.Fatalf("occupancy %014b: open %014b, want %014b", occ, got, want)
		}
	}
}
