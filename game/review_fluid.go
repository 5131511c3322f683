package game

import (
	"github.com/hajimehoshi/ebiten/v2"

	"orbis/render"
)

// The review bar's measures on a phone's or a tablet's canvas, in CSS
// pixels: a finger's buttons, the words' panel with the slider under them.
const (
	barMargin  = 8.0
	barGap     = 6.0
	barButton  = 48.0  // a button's height: a finger's 44 and a little
	barWordsH  = 126.0 // the head, three lines, and the slider under them
	barColumnW = 360.0 // the bar's column on a phone on its side
	barEndW    = 44.0  // Home and End, at the slider's ends
)

// barSpot is where a fluid bar's button stands: its row and its share of
// the row's width.
type barSpot struct {
	id      int
	x, w, y float64 // in design units, the centre's y
}

// barItem is a fluid bar's button before it is placed: its id and the
// width its widest words want.
type barItem struct {
	id int
	w  float64
}

// fluidItems are the bar's buttons on a phone, in order, each as wide as
// its widest words (Play and Pause, every speed and view) at the label's
// size, or a finger's, at most w: the steps, play and its speed, the view,
// play on, the game's Extra as they are now, and Close unless the game
// has its own (OwnClose).
func (b *ReviewBar) fluidItems(env *Env, w float64) []barItem {
	f := env.Frame()
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
	items := []barItem{{ReviewTurnBack, barButton}, {ReviewBack, barButton}, {ReviewForward, barButton}, {ReviewTurnForward, barButton},
		{ReviewPlay, widest(env.T("review.play"), env.T("review.pause"))}, {ReviewSpeed, widest(speeds...)},
		{ReviewSeat, widest(views...)}, {ReviewPlayOn, widest(env.T("review.play_on"))}}
	for _, e := range b.Extra {
		items = append(items, barItem{e.ID, widest(e.Label)})
	}
	if !b.OwnClose {
		items = append(items, barItem{ReviewClose, widest(env.T("review.close"))})
	}
	if b.Compact {
		return items[4:] // the steps stand around the slider
	}
	return items
}

// FluidRows is how many rows of buttons the bar takes on a phone in a
// room w design units wide.
func (b *ReviewBar) FluidRows(env *Env, w float64) int {
	if b.Compact {
		return 1
	}
	items := b.fluidItems(env, w)
	return len(fillRows(w, len(items), func(i int) float64 { return items[i].w }))
}

// FluidWordsH is the height of the bar's words and slider on a phone, in
// design units, for a line on the action of three lines at most.
const FluidWordsH = barWordsH - barGap

// compactMost is the most lines a compact bar's line on the action
// takes; compactFirst and compactStep where they stand, at the floor's 12
// px, from the words' top, under the head at compactHead.
const (
	compactMost  = 6
	compactHead  = 15.0
	compactFirst = 30.0
	compactStep  = 15.0
)

// fluidLines is how a fluid bar sets the line on the action: three lines
// at 13 px under the head, and one more for each fluidStep the panel is
// higher than FluidWordsH (WordsHeight grows it, fluidGrow lines at
// most, for a line the three would cut).
var fluidLines = lineSet{13, 37, fluidStep, 3}

const (
	fluidStep = 16.0
	fluidGrow = 3
)

// WordsHeight is the height of the bar's words on a phone in a panel w
// design units wide: with the slider under them, a line more for each
// line on the action the usual three leave out; a compact bar's, alone,
// as high as its head and line on the position shown want.
func (b *ReviewBar) WordsHeight(env *Env, w float64) float64 {
	f := env.Frame()
	room := f.Px(w - 28)
	if !b.Compact {
		_, heads := b.headLines(env, b.Head, room, nil)
		need := len(env.Text().Wrap(b.Line, f.Px(fluidLines.size), room))
		return FluidWordsH + fluidStep*float64(min(fluidGrow, max(0, need-fluidLines.lines(len(heads)))))
	}
	heads := 1
	if hw := env.Text().Width(b.Head, f.Px(15), true); hw*MinFontCSS/15 > room {
		heads = len(env.Text().Wrap(b.Head, f.Px(MinFontCSS), room))
	}
	lines := min(compactMost, len(env.Text().Wrap(b.Line, f.Px(MinFontCSS), room)))
	return compactFirst + 16*float64(heads-1) + compactStep*float64(max(lines, 1)-1) + MinFontCSS/2 + 4
}

// barRow is a compact bar's row: its room, and the slider's span in it.
type barRow struct {
	x, y, w, rowH float64 // the row's left, centre line, width; a row's step
	left, right   float64 // the slider's ends
	panel         render.Rect
}

// PlaceFluidIn places the bar on a phone's or a tablet's canvas in the
// rooms the game's table leaves it: its words and slider in words
// (WordsHeight high), its buttons in FluidRows rows a finger's 48 high
// (rowH apart from centre to centre) from the left x, the first row's
// centre at y, w wide.
func (b *ReviewBar) PlaceFluidIn(env *Env, words render.Rect, x, y, w, rowH float64) {
	b.wrapped.w = -1 // the words wrapped again for the panel
	if b.Compact {
		b.Words, b.fluid = words, true
		b.row = barRow{x: x, y: y, w: w, rowH: rowH}
		b.placeMore(env)
		return
	}
	items := b.fluidItems(env, w)
	rows := fillRows(w, len(items), func(i int) float64 { return items[i].w })
	b.Words = words
	b.Controls = render.Rect{X: x, Y: y - barButton/2, W: w, H: float64(len(rows)-1)*rowH + barButton}
	b.spots = b.spots[:0]
	for r, row := range rows {
		sum := 0.0
		for _, i := range row {
			sum += items[i].w
		}
		stretch := (w - barGap*float64(len(row)-1)) / sum
		at := x
		for _, i := range row {
			bw := items[i].w * stretch
			b.spots = append(b.spots, barSpot{id: items[i].id, x: at + bw/2, w: bw, y: y + float64(r)*rowH})
			at += bw + barGap
		}
	}
	b.fluid = true
	b.layout(env)
}

// PlaceFluid lays the bar out on a phone's or a tablet's canvas (a fluid
// frame) on its own: upright across the foot, on its side down the right
// (its words under the table where the column is too short), its words
// and slider on top and its buttons in rows under them. It returns the
// room left for the table, in design units from the canvas' top left
// corner. PlaceDesktop puts it back.
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
	buttonsH := float64(b.FluidRows(env, w)) * (barButton + barGap)
	var top float64
	var words render.Rect
	switch {
	case !side: // across the foot, the words over the buttons
		top = H - barMargin - barWordsH - buttonsH
		room.H = top - barMargin
		words = render.Rect{X: x, Y: top, W: w, H: FluidWordsH}
		top += barWordsH
	case barWordsH+buttonsH <= H-2*barMargin: // down the right, the words on top
		top = (H - barWordsH - buttonsH) / 2
		words = render.Rect{X: x, Y: top, W: w, H: FluidWordsH}
		top += barWordsH
	default: // the buttons down the right, the words under the table
		top = max(barMargin, (H-buttonsH)/2)
		room.H = H - barMargin - barWordsH
		words = render.Rect{X: barMargin, Y: room.H + barGap, W: room.W - barMargin, H: FluidWordsH}
	}
	b.PlaceFluidIn(env, words, x, top+barButton/2, w, barButton+barGap)
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
func (b *ReviewBar) PlaceDesktop(env *Env, words, controls render.Rect) {
	b.Words, b.Controls, b.fluid = words, controls, false
	b.wrapped.w = -1 // the words wrapped again: a phone's panel may have been as wide
	b.layout(env)
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
		switch {
		case b.Compact && (btn.ID == ReviewHome || btn.ID == ReviewEnd):
			continue // the slider reaches the ends
		case btn.ID == ReviewHome:
			btn.X, btn.Y, btn.W, btn.H = t.X-barEndW/2-8, t.Y+t.H/2, barEndW, barEndW
		case btn.ID == ReviewEnd:
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

// placeMore places a compact bar: the steps and More in its row around
// the slider, and, unfolded, the rest in rows over it, the panel behind.
func (b *ReviewBar) placeMore(env *Env) {
	r := &b.row
	const step = barButton + barGap
	b.spots = append(b.spots[:0],
		barSpot{id: ReviewTurnBack, x: r.x + barButton/2, w: barButton, y: r.y},
		barSpot{id: ReviewBack, x: r.x + step + barButton/2, w: barButton, y: r.y},
		barSpot{id: ReviewForward, x: r.x + r.w - 2*step - barButton/2, w: barButton, y: r.y},
		barSpot{id: ReviewTurnForward, x: r.x + r.w - step - barButton/2, w: barButton, y: r.y},
		barSpot{id: ReviewMore, x: r.x + r.w - barButton/2, w: barButton, y: r.y})
	r.left, r.right = r.x+2*step, r.x+r.w-3*step
	r.panel = render.Rect{}
	if b.more {
		items := b.fluidItems(env, r.w)
		rows := fillRows(r.w, len(items), func(i int) float64 { return items[i].w })
		top := r.y - barButton/2 - barGap - float64(len(rows))*r.rowH
		r.panel = render.Rect{X: r.x - barGap, Y: top - barGap, W: r.w + 2*barGap, H: float64(len(rows))*r.rowH + barGap}
		for i, row := range rows {
			sum := 0.0
			for _, j := range row {
				sum += items[j].w
			}
			stretch := (r.w - barGap*float64(len(row)-1)) / sum
			at := r.x
			for _, j := range row {
				bw := items[j].w * stretch
				b.spots = append(b.spots, barSpot{id: items[j].id, x: at + bw/2, w: bw, y: top + barButton/2 + float64(i)*r.rowH})
				at += bw + barGap
			}
		}
	}
	b.layout(env)
}

// drawRow draws behind a compact bar's buttons the panel of those it
// unfolded.
func (b *ReviewBar) drawRow(env *Env, dst *ebiten.Image) {
	if p := b.row.panel; p.W > 0 {
		f, paint := env.Frame(), env.Paint()
		r := f.R(p.X, p.Y, p.W, p.H)
		paint.Shadow(dst, r, f.Px(10))
		paint.Box(dst, r, f.Px(10), render.FeltDark)
		paint.Frame(dst, r, f.Px(10), f.Px(1.5), render.InkDim)
	}
}

// Buttons are the bar's buttons as they stand now, in design units.
func (b *ReviewBar) Buttons() []render.MenuButton { return b.menu }
