package orbis

import (
	"orbis/render"
	rules "orbis/rules/orbis"
)

// Tray is where a display tile's worshippers stand: a dark tray across the
// tile's foot, the tile's level at its left (the tray covers the printed
// one), then a figure per colour present with its count.
type Tray struct {
	Box    render.Rect
	PipsX  float64
	Spots  [rules.NumColors]render.Rect // a colour's figure and count; empty when none
	PawnR  float64                      // a figure's height
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
	trayCount = 10.0 // room for a count of 2 to 9 beside its figure
	trayMaxW  = 116.0
)

// Tray lays out the worshippers on display position pos; ok is false when
// it holds none.
func (l *Layout) Tray(pos int, cubes rules.Cubes) (t Tray, ok bool) {
	gap, count := trayGap, trayCount
	w := trayWidth(cubes, gap, count)
	if w == 0 {
		return Tray{}, false
	}
	if w > trayMaxW {
		t.Crowded, gap, count = true, 1, 0
		w = trayWidth(cubes, gap, count)
	}
	h := l.Display[pos]
	cy := h.CY + h.R*0.69
	t.Box = render.Rect{X: h.CX - l.Px(w)/2, Y: cy - l.Px(trayH)/2, W: l.Px(w), H: l.Px(trayH)}
	t.PawnR = l.Px(trayPawn)
	x := t.Box.X + l.Px(trayPad)
	t.PipsX = x + l.Px(trayPips)/2
	x += l.Px(trayPips)
	for c := range rules.NumColors {
		n := cubes[c]
		if n == 0 {
			continue
		}
		x += l.Px(gap)
		spot := render.Rect{X: x, Y: t.Box.Y, W: l.Px(trayPawn * 0.8), H: t.Box.H}
		t.CountX[c] = x + spot.W/2 // on the body, when crowded
		if n > 1 && !t.Crowded {
			spot.W += l.Px(count)
			t.CountX[c] = x + l.Px(trayPawn*0.8) + l.Px(count)/2 - l.Px(1)
		}
		t.Spots[c] = spot
		x += spot.W
	}
	return t, true
}

// trayWidth is a tray's width in design units, 0 with no worshippers.
func trayWidth(cubes rules.Cubes, gap, count float64) float64 {
	w := 0.0
	for c := range rules.NumColors {
		if n := cubes[c]; n > 0 {
			w += gap + trayPawn*0.8
			if n > 1 {
				w += count
			}
		}
	}
	if w == 0 {
		return 0
	}
	return w + 2*trayPad + trayPips
}
