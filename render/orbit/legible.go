package orbit

import (
	"orbis/render"
	rules "orbis/rules/orbit"
)

// Every word on a piece is drawn at least at the floor a player reads
// (12 CSS pixels, fluidText), on the desktop as on a phone. Another
// captain's system drawn too small for its hexes' values at that size is a
// glance, its hexes bare: their values are read where it opens large (a
// click or a tap on it) and in the hexes' tooltips; its score is written
// beside it.

// legibleHex is the least radius of a hex that shows its edge values, in
// multiples of the words' floor: a fluid ring's hex (fluidHex) with its
// values at the floor (fluidText).
const legibleHex = fluidHex / fluidText

// WordFloor is the least size of a piece's words in a frame, in screen
// pixels: 12 CSS pixels. Art.TextFloor takes it before pieces are drawn.
func WordFloor(f *render.Frame) float64 {
	css := f.CSS
	if css <= 0 {
		css = 1
	}
	return fluidText * css
}

// legible reports whether a hex of radius r (screen pixels) shows its edge
// values at the art's floor.
func (a *Art) legible(r float64) bool { return a.TextFloor <= 0 || r >= legibleHex*a.TextFloor }

// glance is what a seat's system shows on the table: the view's options,
// its hexes bare when it is another captain's too small for their values.
func (t *Table) glance(l *Layout, s *rules.View, seat int, v *TableView) *SystemOpts {
	o := v.Systems[seat]
	sys := &l.Systems[seat]
	if seat == l.Active || t.Art.legible(HexRadius(sys.Radius, int(s.Player(seat).RingLen))) {
		return o
	}
	g := &t.glances[seat]
	*g = SystemOpts{}
	if o != nil {
		*g = *o
	}
	g.Bare = true
	return g
}

// fitHead is the size a head is drawn at in a room width wide on a table
// laid out by l: its own, or on a fluid table smaller down to the words'
// floor, so that a long language's head fits a phone's narrow column (the
// desktop's heads fit in every language: nothing is measured there).
func (t *Table) fitHead(l *Layout, s string, size, width float64) float64 {
	if !l.Fluid() {
		return size
	}
	if w := t.Text.Width(s, size, true); w > width {
		return max(t.Art.TextFloor, size*width/w)
	}
	return size
}
