package orbis

import (
	"orbis/render"
	rules "orbis/rules/orbis"
)

// Tray is where a display tile's worshippers stand: a dark tray across the
// tile's foot with the tile's level at its left (the tray covers the
// printed one), then a figure per colour present with its count. While a
// Volcano picks them on a phone, a figure it may destroy stands on a chip
// a finger's target wide and high, rising from the tray into the tile
// (the display's rows keep their room), and the tray leaves out the level
// to stay within the tile's column.
type Tray struct {
	Box    render.Rect
	Level  bool // the tile's level is drawn at PipsX (not while a phone picks)
	PipsX  float64
	Spots  [rules.NumColors]render.Rect // a colour's figure and count; empty when none
	PawnR  float64                      // a figure's height
	PawnX  [rules.NumColors]float64     // where a colour's figure is centred
	CountX [rules.NumColors]float64     // where a colour's count is centred
	// Crowded: too many colours for counts beside the figures, which then
	// carry their counts on their bodies, so that the tray stays within
	// the tile's column.
	Crowded bool
}

// The tray's measures, in design units.
const (
	trayH     = 26.0
	trayPad   = 5.0
	trayGap   = 3.0
	trayPips  = 18.0
	trayPawn  = 20.0 // a worshipper's height: readable at 1280×800
	trayFig   = trayPawn * 0.8
	trayCount = 10.0 // room for a count of 2 to 9 beside its figure
	trayMaxW  = 116.0
	trayFoot  = 0.69 // the tray's middle below the tile's, in units of its radius
)

// Tray lays out the worshippers on display position pos; ok is false when
// it holds none. The figures of the colours a Volcano picks (Layout.Pick)
// are as wide as a target must be: a mouse's, a finger's.
func (l *Layout) Tray(pos int, cubes rules.Cubes) (t Tray, ok bool) {
	pickW := l.pickWidth()
	pad, pips, most := trayPad, trayPips, trayMaxW+max(0, pickW-trayFig) // the desktop's picked figures widen the tray
	if pickW > 0 && l.Fluid() {
		pad, pips, most = 3, 0, trayMaxW
	}
	gap, count := trayGap, trayCount
	w := l.trayWidth(cubes, gap, count, pad, pips, pickW)
	if w == 0 {
		return Tray{}, false
	}
	if w > most {
		t.Crowded, gap, count = true, 1, 0
		w = l.trayWidth(cubes, gap, count, pad, pips, pickW)
	}
	h := l.Display[pos]
	cy := h.CY + h.R*trayFoot
	t.Box = render.Rect{X: h.CX - l.Px(w)/2, Y: cy - l.Px(trayH)/2, W: l.Px(w), H: l.Px(trayH)}
	t.PawnR = l.Px(trayPawn)
	x := t.Box.X + l.Px(pad)
	t.Level, t.PipsX = pips > 0, x+l.Px(pips)/2
	x += l.Px(pips)
	for c := range rules.NumColors {
		n := cubes[c]
		if n == 0 {
			continue
		}
		x += l.Px(gap)
		fig := trayFig
		if n > 1 && !t.Crowded {
			fig += count
		}
		sw := fig
		if l.Pick.Has(rules.Color(c)) {
			sw = max(fig, pickW)
		}
		spot := render.Rect{X: x, Y: t.Box.Y, W: l.Px(sw), H: t.Box.H}
		if sw > fig && l.Fluid() { // a finger's chip, rising from the tray
			spot.H = l.Px(sw)
			spot.Y = t.Box.Y + t.Box.H - spot.H
		}
		left := x + l.Px(sw-fig)/2 // the figure and its count centred in a wider spot
		t.PawnX[c] = left + l.Px(trayPawn*0.4)
		t.CountX[c] = t.PawnX[c] // on the body, when crowded
		if n > 1 && !t.Crowded {
			t.CountX[c] = left + l.Px(trayFig) + l.Px(count)/2 - l.Px(1)
		}
		t.Spots[c] = spot
		x += spot.W
	}
	return t, true
}

// pickWidth is the width of a figure the Volcano picks, in design units: a
// mouse's target on the desktop, a finger's on a phone; 0 when none is.
func (l *Layout) pickWidth() float64 {
	switch {
	case l.Pick == 0:
		return 0
	case l.Fluid():
		return fingerPx
	}
	return max(trayFig, mousePx) // the desktop's canvas is scaled up, never down
}

// trayWidth is a tray's width in design units, 0 with no worshippers.
func (l *Layout) trayWidth(cubes rules.Cubes, gap, count, pad, pips, pickW float64) float64 {
	w := 0.0
	for c := range rules.NumColors {
		n := cubes[c]
		if n == 0 {
			continue
		}
		fig := trayFig
		if n > 1 {
			fig += count
		}
		if l.Pick.Has(rules.Color(c)) {
			fig = max(fig, pickW)
		}
		w += gap + fig
	}
	if w == 0 {
		return 0
	}
	return w + 2*pad + pips
}

// trayHit is what a point meets on a display tile's worshippers: while
// the Volcano picks them, a figure of a colour it destroys (as wide as a
// mouse's or a finger's floor); on the desktop, else, the tray as a
// whole, whose tooltip tells them all (its figures are too narrow for a
// target each). A phone's tray is its tile's, but for the figures picked.
func (l *Layout) trayHit(x, y float64, pos int, cubes rules.Cubes, picking bool) (Target, bool) {
	tray, ok := l.Tray(pos, cubes)
	if !ok {
		return Target{}, false
	}
	for col, spot := range tray.Spots {
		if picking && l.Pick.Has(rules.Color(col)) && spot.W > 0 && spot.Contains(x, y) {
			return Target{Kind: DisplayCube, Index: pos, Sub: col}, true
		}
	}
	switch {
	case !tray.Box.Contains(x, y):
		return Target{}, false
	case l.Fluid(): // the tile's, below its foot too: a finger's target with it
		return Target{Kind: DisplayTile, Index: pos}, true
	}
	return Target{Kind: DisplayTray, Index: pos}, true
}
