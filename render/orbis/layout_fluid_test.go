package orbis

import (
	"testing"

	"orbis/render"
)

// TestThePhonesVolcanoLeavesTheDisplayInSight: on a phone, upright or on
// its side, a choice opens over the display, which it does not need, but
// the Volcano's, whose worshippers are picked on the display, opens clear
// of every display tile, and a tap on a tile reaches it.
func TestThePhonesVolcanoLeavesTheDisplayInSight(t *testing.T) {
	for _, win := range [][2]float64{{390, 844}, {360, 640}, {844, 390}, {640, 360}, {768, 1024}, {1024, 768}} {
		f := render.NewFrameFor(win[0], win[1], 1)
		covered := func(l *Layout) int {
			n := 0
			for _, h := range l.Display {
				if b := h.Bounds(); b.X < l.Panel.X+l.Panel.W && l.Panel.X < b.X+b.W && b.Y < l.Panel.Y+l.Panel.H && l.Panel.Y < b.Y+b.H {
					n++
				}
			}
			return n
		}
		picking := LayoutIn(f, 2, 0, false, true)
		if n := covered(picking); n > 0 {
			t.Errorf("%v: the Volcano's panel covers %d display tiles", win, n)
		}
		for pos, h := range picking.Display {
			if got := picking.Hit(h.CX, h.CY-h.R/2, PickPanel, 5, nil); got != (Target{Kind: DisplayTile, Index: pos}) {
				t.Errorf("%v: display tile %d under the Volcano's panel hits %+v", win, pos, got)
			}
		}
		if choosing := LayoutIn(f, 2, 0, false, false); win[0] != 640 && covered(choosing) == 0 {
			t.Errorf("%v: another choice's panel does not open over the display", win)
		}
	}
}
