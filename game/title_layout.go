package game

import (
	"orbis/render"
)

// titlePlace is where the title's words stand on its canvas, in design
// units of its frame, laid out with its buttons.
type titlePlace struct {
	nameX, nameY, nameSize float64 // the game's name; size 0: not shown
	tagline                []string
	tagY, tagSize, tagStep float64
	infoX, infoY, infoW    float64  // the line on the saved game, under Continue
	info                   []string // that line, wrapped on a narrow screen
	// notice: X and W its column, Y its foot; H > 0: its top instead.
	notice      render.Rect
	noticeLines []string
	clear       []render.Rect // where an ornament's pieces must not stand
}

// noticeLines wraps the notice, if any, for a panel of width w.
func (t *title) noticeLines(env *Env, w float64) []string {
	if t.notice.Empty() {
		return nil
	}
	f := env.Frame()
	return env.Text().Wrap(env.Say(t.notice), f.Px(15), f.Px(w-28))
}

// The fluid title's measures, in CSS pixels: a finger's button.
const (
	fluidMargin = 16.0
	fluidButton = 48.0 // a button's height: a finger's 44 and a little
	fluidGap    = 8.0
)

// placeFluid places the buttons on a phone's or a small tablet's canvas:
// upright, the games' tabs on top and one column under the game's name; on
// its side, the name and the games to start on the left, the tabs and the
// rest on the right. Where the rows do not fit, the name gives way, then
// rows of one button pair up.
func (t *title) placeFluid(env *Env, m titleMenu) []render.MenuButton {
	f, text := env.Frame(), env.Text()
	W, H := f.DW, f.DH
	portrait := f.Layout == render.Portrait
	colW, colX := min(320, W-2*fluidMargin), W/2
	if !portrait {
		colW, colX = min(320, W/2-2*fluidMargin), W/4
	}
	pl := titlePlace{nameX: colX, nameSize: min(72, W/5.5, H/7), tagSize: 16, tagStep: 21}
	pl.tagline = text.Wrap(t.game.Tagline(env), f.Px(pl.tagSize), f.Px(colW))
	nameH := pl.nameSize*1.15 + float64(len(pl.tagline))*pl.tagStep + fluidGap
	pl.noticeLines = t.noticeLines(env, colW)
	noticeH := 0.0
	if len(pl.noticeLines) > 0 {
		noticeH = 28 + 20*float64(len(pl.noticeLines)) + fluidGap
	}
	infoH := 0.0
	if t.saved != nil {
		pl.info = text.Wrap(t.info, f.Px(13), f.Px(colW))
		infoH = 4 + 17*float64(len(pl.info))
	}
	var start [][]render.MenuButton // the games to start, one a row
	for _, c := range m.col {
		start = append(start, []render.MenuButton{c})
	}
	rest := m.rows
	if m.lang != nil {
		rest = append(rest, []render.MenuButton{*m.lang})
	}
	var tabs [][]render.MenuButton
	if len(m.choice) > 0 {
		tabs = [][]render.MenuButton{m.choice}
	}
	step := fluidButton + fluidGap
	height := func(rows ...[][]render.MenuButton) float64 {
		n := 0
		for _, r := range rows {
			n += len(r)
		}
		return float64(n) * step
	}
	room := H - 2*fluidMargin
	var b []render.MenuButton
	if portrait {
		need := height(tabs, start, rest) + infoH + noticeH
		if need+nameH > room {
			pl.nameSize, pl.tagline, nameH = 0, nil, 0
		}
		if need > room {
			rest = pairSingles(rest)
			need = height(tabs, start, rest) + infoH + noticeH
		}
		y := fluidMargin + max(0, (room-need-nameH)/2)
		b = append(b, t.placeRows(&pl, tabs, colX, colW, &y, step)...)
		t.placeName(&pl, &y, nameH)
		b = append(b, t.placeRows(&pl, start, colX, colW, &y, step)...)
		b = append(b, t.placeRows(&pl, rest, colX, colW, &y, step)...)
		pl.notice = render.Rect{X: colX - colW/2, W: colW, H: y}
	} else {
		// The left: the name, or the notice in its place, and the games to start.
		top := nameH
		if noticeH > 0 || height(start)+infoH+nameH > room {
			pl.nameSize, pl.tagline, top = 0, nil, noticeH
		}
		y := fluidMargin + max(0, (room-top-height(start)-infoH)/2)
		if noticeH > 0 {
			pl.notice = render.Rect{X: colX - colW/2, W: colW, H: y}
			y += noticeH
		} else {
			t.placeName(&pl, &y, top)
		}
		b = append(b, t.placeRows(&pl, start, colX, colW, &y, step)...)
		// The right: the games' tabs and the rest.
		if height(tabs, rest) > room {
			rest = pairSingles(rest)
		}
		y = fluidMargin + max(0, (room-height(tabs, rest))/2)
		b = append(b, t.placeRows(&pl, tabs, W*3/4, colW, &y, step)...)
		b = append(b, t.placeRows(&pl, rest, W*3/4, colW, &y, step)...)
	}
	for _, c := range b {
		pl.clear = append(pl.clear, render.Rect{X: c.X - c.W/2, Y: c.Y - c.H/2, W: c.W, H: c.H})
	}
	if pl.nameSize > 0 {
		w := text.Width(t.game.Name(), f.Px(pl.nameSize), true) / f.S
		pl.clear = append(pl.clear, render.Rect{X: pl.nameX - max(w, colW)/2, Y: pl.nameY - pl.nameSize/2, W: max(w, colW), H: nameH})
	}
	if n := len(pl.noticeLines); n > 0 {
		pl.clear = append(pl.clear, render.Rect{X: pl.notice.X, Y: pl.notice.H, W: pl.notice.W, H: noticeH})
	}
	t.place, env.titleClear = pl, pl.clear
	return b
}

// placeName puts the game's name and its line at *y, in a room h high.
func (t *title) placeName(pl *titlePlace, y *float64, h float64) {
	if pl.nameSize == 0 {
		return
	}
	pl.nameY = *y + pl.nameSize*0.55
	pl.tagY = pl.nameY + pl.nameSize*0.6 + pl.tagStep/2 - 4
	*y += h
}

// pairSingles puts rows of one button two by two side by side, for a
// screen too short for a row each.
func pairSingles(rows [][]render.MenuButton) [][]render.MenuButton {
	var out [][]render.MenuButton
	for i := 0; i < len(rows); i++ {
		if len(rows[i]) == 1 && i+1 < len(rows) && len(rows[i+1]) == 1 {
			out = append(out, []render.MenuButton{rows[i][0], rows[i+1][0]})
			i++
			continue
		}
		out = append(out, rows[i])
	}
	return out
}

// placeRows places rows of one button or two halves down a column from
// *y, the line on the saved game under Continue.
func (t *title) placeRows(pl *titlePlace, rows [][]render.MenuButton, x, w float64, y *float64, step float64) []render.MenuButton {
	var b []render.MenuButton
	for _, row := range rows {
		cy := *y + fluidButton/2
		n := float64(len(row)) // one button, or parts of the column's width
		part := (w - fluidGap*(n-1)) / n
		b = append(b, render.Row(x-w/2, cy, part, fluidButton, fluidGap, row...)...)
		*y += step
		if row[0].ID == btnContinue && t.saved != nil {
			pl.infoX, pl.infoY, pl.infoW = x, *y+4, w
			*y += 4 + 17*float64(len(pl.info))
		}
	}
	return b
}

// Responsive: the title lays itself out for a phone's or a tablet's window.
func (t *title) Responsive() bool { return true }

// TitleSpot places a piece of a game's title ornament, given where it
// stands on the desktop's 1280x800 canvas, on the title's canvas as it is:
// the same place on the desktop, the same place relative to the window on
// a phone's or a tablet's, as large; ok is false where it would touch the title's
// buttons or name.
func TitleSpot(env *Env, cx, cy, r float64) (x, y, rr float64, ok bool) {
	f := env.Frame()
	x, y, rr = cx, cy, r
	if f.Fluid() { // the same place relative to the window, the piece as large as on the desktop
		x, y = f.DW/2+(cx-640)*f.DW/1280, f.DH/2+(cy-400)*f.DH/800
	}
	clear := env.titleClear
	if !f.Fluid() || len(clear) == 0 {
		clear = []render.Rect{titleButtonsArea}
	}
	const gap = 8
	for _, m := range clear {
		if !(x+rr < m.X-gap || x-rr > m.X+m.W+gap || y+rr < m.Y-gap || y-rr > m.Y+m.H+gap) {
			return x, y, rr, false
		}
	}
	return x, y, rr, true
}
