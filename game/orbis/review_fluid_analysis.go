package orbis

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/input"
	"orbis/render"
)

// On a phone or a tablet the analysis opens as a sheet over the table,
// between the top bar and the review bar (which stays, so that the steps
// still move through the game under the turn's decision): its tabs at the
// top, the tab's words, chart and key moments in a column a finger
// scrolls, every button a finger's size. The bar's rows hold its switch.

// The hit kinds of the sheet: its column, which a drag scrolls, and its
// buttons (Index: the button's id), far from the table's and the bar's.
const (
	kindSheet = 960 + iota
	kindSheetButton
)

// The sheet's measures, in CSS pixels.
const (
	sheetMargin = 8.0
	sheetTabH   = 44.0  // a finger's
	sheetChartH = 260.0 // the two charts and their words
	progressH   = 28.0  // the running analysis' strip
)

// column is a sheet's scrolled column, in design units: where it shows
// on the canvas, and how high.
type column struct{ top, room float64 }

// shows reports whether a piece from y, h high, is wholly in the column
// (always, with no column): one partly scrolled out is left out, so that
// no text or button is cut.
func (c *column) shows(y, h float64) bool {
	return c == nil || y >= c.top-0.5 && y+h <= c.top+c.room+0.5
}

// Text, Rect, Dot and Line draw on the pen as the shell's do, leaving out
// on a phone's sheet what is not wholly in its column.
func (p pen) Text(s string, x, y, size float64, bold bool, c color.RGBA, align render.Align, room render.Rect) {
	if p.col.shows(room.Y, room.H) {
		p.Pen.Text(s, x, y, size, bold, c, align, room)
	}
}

func (p pen) Rect(x, y, w, h float64, c color.RGBA) {
	if p.col.shows(y, h) {
		p.Pen.Rect(x, y, w, h, c)
	}
}

func (p pen) Dot(x, y, r float64, c color.RGBA) {
	if p.col.shows(y-r, 2*r) {
		p.Pen.Dot(x, y, r, c)
	}
}

func (p pen) Line(xs, ys []float64, width float64, c color.RGBA) {
	for _, y := range ys {
		if !p.col.shows(y-width, 2*width) {
			return
		}
	}
	p.Pen.Line(xs, ys, width, c)
}

// momentButton is a key moment's button's size: on a phone a finger's,
// as wide as its words.
func (p pen) momentButton(label string) (w, h float64) {
	if p.col == nil {
		return 112, 30
	}
	return max(112, p.Width(label, render.FluidLabel, true)+2*render.LabelMargin+8), sheetTabH
}

// analysisSwitch is the analysis' button in a phone's bar: Analyse, Cancel
// while it runs, then the sheet's switch.
func (r *review) analysisSwitch(env *game.Env) []render.MenuButton {
	switch r.an.state() {
	case analysisIdle:
		return []render.MenuButton{{ID: btnAnalyse, Label: env.T("orbis.analysis_view.analyse"), Enabled: true}}
	case analysisRunning:
		return []render.MenuButton{{ID: btnCancelAnalysis, Label: env.T("orbis.analysis_view.cancel"), Enabled: true}}
	}
	return []render.MenuButton{{ID: btnAnalysisPanel, Label: env.T("orbis.analysis_view.panel"), Enabled: true, Marked: r.an.open}}
}

// placeSwitch gives a phone's bar the analysis' switch as it is now, and
// places the bar again when it changed: its rows hold its buttons as they
// were when placed.
func (r *review) placeSwitch(env *game.Env) {
	now := r.analysisSwitch(env)
	if len(r.bar.Extra) == 1 && r.bar.Extra[0] == now[0] && r.bar.Fluid() {
		return
	}
	r.bar.Extra = now
	r.viewer.Rebuild()
	r.refresh(env)
}

// sheetRoom is where a phone's sheet opens, in design units: over the
// table, from under the top bar to over the review bar; on a small phone
// on its side, whose top bar stands over the pyramid alone, over the
// display's column down to the bar's words under it.
func (r *review) sheetRoom(env *game.Env) render.Rect {
	f, l := env.Frame(), r.layout
	if left := (l.TopBar.X - f.X(0)) / f.S; left > 1 {
		return render.Rect{X: sheetMargin / 2, Y: sheetMargin / 4, W: left - sheetMargin/2, H: l.Review.Words.Y - sheetMargin}
	}
	top := (l.TopBar.Y + l.TopBar.H - f.Y(0)) / f.S // over the round's line under it
	bottom := min(l.Review.Words.Y, l.Review.Rows.Y) - sheetMargin
	return render.Rect{X: sheetMargin, Y: top, W: f.DW - 2*sheetMargin, H: bottom - top}
}

// sketchSheet lays out a phone's analysis: its progress over the bar while
// it runs, and the open sheet, scrolled as far as the finger took it.
func (r *review) sketchSheet(env *game.Env, p pen) sketch {
	a, s := &r.an, p.s
	room := r.sheetRoom(env)
	if a.state() == analysisRunning {
		r.sketchProgress(env, p, room)
	}
	if !a.open {
		return *s
	}
	rs := env.InterfaceScale()
	if a.report == nil { // why there is no analysis, in a sheet its size
		body := bodySize * rs
		msg := p.Wrap(env.Say(a.problem), body, room.W-2*panelPad)
		room.H = min(room.H, float64(len(msg))*lineH(body)+2*panelPad)
		s.panel = room
		p.Panel(room)
		in := render.Rect{X: room.X + panelPad, Y: room.Y + panelPad, W: room.W - 2*panelPad, H: room.H - 2*panelPad}
		p.paragraph(env.Say(a.problem), in, in.Y, body, render.Danger)
		return *s
	}
	s.panel = room
	p.Panel(room)
	tabW := (room.W - 2*panelPad - 8) / 2
	s.own = render.Row(room.X+panelPad, room.Y+sheetMargin+sheetTabH/2, tabW, sheetTabH, 8,
		render.MenuButton{ID: btnTabTurn, Label: env.T("orbis.analysis_view.tab_turn"), Enabled: true, Marked: a.tab == tabTurn},
		render.MenuButton{ID: btnTabPlayers, Label: env.T("orbis.analysis_view.tab_players"), Enabled: true, Marked: a.tab == tabPlayers})
	col := &column{top: room.Y + 2*sheetMargin + sheetTabH}
	col.room = room.Y + room.H - sheetMargin - col.top
	p.col = col
	a.scroll.Room = col.room
	content := render.Rect{X: room.X + panelPad, Y: col.top - a.scroll.Offset, W: room.W - 2*panelPad, H: 1e6}
	var end float64
	if a.tab == tabTurn {
		end = r.sketchTurn(env, p, content, rs)
	} else {
		end = r.sketchPlayers(env, p, content, rs)
	}
	legendH := float64(len(p.legendRows(env, content.W, rs))) * lineH(labelSize*rs)
	p.legend(env, render.Rect{X: content.X, Y: end + 12, W: content.W, H: legendH}, rs)
	a.scroll.Content = end + 12 + legendH - content.Y
	offset := a.scroll.Offset
	if a.scroll.Clamp(); a.scroll.Offset != offset {
		var again sketch // the column shorter than it was scrolled: again, from its new place
		return r.sketchSheet(env, newPen(env, &again))
	}
	s.own = append(s.own, s.moments...)
	return *s
}

// hitSheet is what a phone's open sheet has under a point: a button of
// its own, its column, or nothing where the table shows around it (ok
// false: the table's, the top bar's buttons).
func (r *review) hitSheet(env *game.Env, x, y float64) (input.Target, bool) {
	f := env.Frame()
	if !r.an.open || !f.Fluid() || r.an.sketch.panel.W == 0 {
		return input.Target{}, false
	}
	if id, ok := render.HitMenu(f, r.an.sketch.own, x, y); ok {
		return input.Target{Kind: kindSheetButton, Index: id}, true
	}
	if p := r.an.sketch.panel; f.R(p.X, p.Y, p.W, p.H).Contains(x, y) {
		return input.Target{Kind: kindSheet}, true
	}
	if l := r.layout; l.TopBar.Contains(x, y) {
		return input.Target{}, false
	}
	return input.Target{}, true // the edges of the table the sheet covers
}

// drawSheet draws a phone's sheet's buttons over it, and how far its
// column is scrolled.
func (r *review) drawSheet(env *game.Env, dst *ebiten.Image) {
	if !r.an.open || len(r.an.sketch.own) == 0 {
		return
	}
	f, paint := env.Frame(), env.Paint()
	hover := -1
	if r.hover.Kind == kindSheetButton {
		hover = r.hover.Index
	}
	paint.Menu(dst, f, r.an.sketch.own, hover, hover >= 0, 0)
	if s := &r.an.scroll; s.Scrolls() {
		p := r.an.sketch.panel
		top := p.Y + 2*sheetMargin + sheetTabH
		paint.ScrollBar(dst, f, p.X+p.W-sheetMargin/2, top, s)
	}
}

// sketchProgress shows a running analysis at the foot of the sheet's
// room: its words, and the bar filling up beside them, or under them
// where the room is too narrow for both.
func (r *review) sketchProgress(env *game.Env, p pen, room render.Rect) {
	a := &r.an
	said := env.N("orbis.analysis_view.progress", a.total, a.done, a.total)
	barW := min(progressW, room.W/3)
	wordsW := room.W - 2*panelPad - barW - 10
	strip := render.Rect{X: room.X, Y: room.Y + room.H - progressH, W: room.W, H: progressH}
	barX, barY := strip.X+strip.W-panelPad-barW, strip.Y+strip.H/2-5
	words := render.Rect{X: strip.X + panelPad, Y: strip.Y, W: wordsW, H: strip.H}
	if p.Width(said, labelSize, false) > wordsW { // a row each
		strip.Y -= progressH - 10
		strip.H += progressH - 10
		barX, barW, barY = strip.X+panelPad, strip.W-2*panelPad, strip.Y+progressH
		words = render.Rect{X: strip.X + panelPad, Y: strip.Y, W: strip.W - 2*panelPad, H: progressH}
	}
	p.Panel(strip)
	p.Rect(barX, barY, barW, 10, render.FeltDark)
	if a.total > 0 {
		p.Rect(barX, barY, barW*float64(a.done)/float64(a.total), 10, render.Gold)
	}
	p.Text(said, words.X, words.Y+words.H/2, labelSize, false, render.Ink, render.Left, words)
}
