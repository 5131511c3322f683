package game

import (
	"orbis/render"
)

// The review bar's measures on a phone's or a tablet's canvas, in CSS
// pixels: a finger's buttons, the words' panel with the slider under them.
const (
	barMargin  = 8.0
	barGap     = 6.0
	barButton  = 48.0 // a button's height: a finger's 44 and a little
	barWordsH  = 112.0
	barColumnW = 360.0 // the bar's column on a phone on its side
	barEndW    = 44.0  // Home and End, at the slider's ends
)

// barSpot is where a fluid bar's button stands: its row and its share of
// the row's width.
type barSpot struct {
	id      int
	x, w, y float64 // in design units, the centre's y
}

// PlaceFluid lays the bar out on a phone's or a tablet's canvas (a fluid
// frame): upright across the foot, on its side down the right, its words
// and slider on top and its buttons in rows under them, as many abreast as
// their words let be (Close among them, the game's Extra as they are now
// after it). It returns the room left for the table, in design units from
// the canvas' top left corner. PlaceDesktop puts it back.
func (b *ReviewBar) PlaceFluid(env *Env) render.Rect {
	f := env.Frame()
	W, H := f.DW, f.DH
	room := render.Rect{W: W, H: H}
	side := f.Layout == render.Landscape
	x, w := barMargin, W-2*barMargin
	if side {
		w = min(barColumnW, W*0.42)
		x = W - barMargin - w
		room.W = x - barMargin
	}
	// Each button's room: its widest words (Play and Pause, every speed
	// and view) at the label's size, or a finger's.
	widest := func(labels ...string) float64 {
		m := barButton
		for _, l := range labels {
			m = max(m, env.Text().Width(l, f.Px(16), true)/f.S+2*render.LabelMargin+6)
		}
		return min(m, w)
	}
	views := []string{env.T("review.view_all")}
	for _, s := range b.Seats {
		views = append(views, env.T("review.view_seat", s))
	}
	var speeds []string
	for s := range NumSpeeds {
		speeds = append(speeds, s.Label(env))
	}
	type item struct {
		id int
		w  float64
	}
	items := []item{{ReviewTurnBack, barButton}, {ReviewBack, barButton}, {ReviewForward, barButton}, {ReviewTurnForward, barButton},
		{ReviewPlay, widest(env.T("review.play"), env.T("review.pause"))}, {ReviewSpeed, widest(speeds...)},
		{ReviewSeat, widest(views...)}, {ReviewPlayOn, widest(env.T("review.play_on"))}}
	for _, e := range b.Extra {
		items = append(items, item{e.ID, widest(e.Label)})
	}
	items = append(items, item{ReviewClose, widest(env.T("review.close"))})
	rows := fillRows(w, len(items), func(i int) float64 { return items[i].w })
	buttonsH := float64(len(rows)) * (barButton + barGap)
	var top float64
	switch {
	case !side: // across the foot, the words over the buttons
		top = H - barMargin - barWordsH - buttonsH
		room.H = top - barMargin
		b.Words = render.Rect{X: x, Y: top, W: w, H: barWordsH - barGap}
		top += barWordsH
	case barWordsH+buttonsH <= H-2*barMargin: // down the right, the words on top
		top = (H - barWordsH - buttonsH) / 2
		b.Words = render.Rect{X: x, Y: top, W: w, H: barWordsH - barGap}
		top += barWordsH
	default: // the buttons down the right, the words under the table
		top = max(barMargin, (H-buttonsH)/2)
		room.H = H - barMargin - barWordsH
		b.Words = render.Rect{X: barMargin, Y: room.H + barGap, W: room.W - barMargin, H: barWordsH - barGap}
	}
	b.Controls = render.Rect{X: x, Y: top, W: w, H: buttonsH}
	b.spots = b.spots[:0]
	for r, row := range rows {
		sum := 0.0
		for _, i := range row {
			sum += items[i].w
		}
		stretch := (w - barGap*float64(len(row)-1)) / sum
		at := x
		for _, i := range row {
			it := items[i]
			bw := it.w * stretch
			b.spots = append(b.spots, barSpot{id: it.id, x: at + bw/2, w: bw, y: b.Controls.Y + barButton/2 + float64(r)*(barButton+barGap)})
			at += bw + barGap
		}
	}
	b.fluid = true
	b.menu = nil // laid out again at the next Update
	return room
}

// fillRows puts n buttons of the widths width gives in rows of a room w
// wide: each in the first row with room for it (a short word fills the
// gap a long one left), in order within a row: the buttons' indices.
func fillRows(w float64, n int, width func(i int) float64) [][]int {
	var rows [][]int
	var used []float64
	for i := range n {
		placed := false
		for r := range rows {
			if used[r]+barGap+width(i) <= w {
				rows[r], used[r], placed = append(rows[r], i), used[r]+barGap+width(i), true
				break
			}
		}
		if !placed {
			rows, used = append(rows, []int{i}), append(used, width(i))
		}
	}
	return rows
}

// PlaceDesktop puts the bar back in its places on the desktop's canvas.
func (b *ReviewBar) PlaceDesktop(words, controls render.Rect) {
	b.Words, b.Controls, b.fluid, b.menu = words, controls, false, nil
}

// Fluid reports whether the bar is laid out for a phone or a tablet.
func (b *ReviewBar) Fluid() bool { return b.fluid }

// placeFluidButtons places the buttons in the spots PlaceFluid chose,
// with their labels as they are now; Home and End at the slider's ends,
// a finger's size.
func (b *ReviewBar) placeFluidButtons(buttons []render.MenuButton) []render.MenuButton {
	t := b.track()
	out := buttons[:0]
	for _, btn := range buttons {
		switch btn.ID {
		case ReviewHome:
			btn.X, btn.Y, btn.W, btn.H = t.X-barEndW/2-8, t.Y+t.H/2, barEndW, barEndW
		case ReviewEnd:
			btn.X, btn.Y, btn.W, btn.H = t.X+t.W+barEndW/2+8, t.Y+t.H/2, barEndW, barEndW
		default:
			found := false
			for _, s := range b.spots {
				if s.id == btn.ID {
					btn.X, btn.Y, btn.W, btn.H, found = s.x, s.y, s.w, barButton, true
				}
			}
			if !found {
				continue // an Extra the game added after the bar was placed
			}
		}
		out = append(out, btn)
	}
	return out
}
