package orbis

import (
	"image/color"
	"math"
	"strconv"

	"orbis/game"
	"orbis/render"
	"orbis/rules/orbis/analysis"
)

// analysisPanel is where the open analysis lies, in design units: over the
// table's left column (the display, the gods, the log), which the
// analysis' switch gives back; the pyramids, the bar and the slider stay.
var analysisPanel = render.Rect{X: 10, Y: 50, W: 432, H: 744}

// Sizes of the panel, in design units.
const (
	panelPad    = 16.0
	panelTop    = 56.0 // under the tabs
	bodySize    = 13.0 // the texts read at length, times the reading scale
	headSize    = 15.0
	labelSize   = 12.0
	swatchSize  = 10.0
	progressW   = 140.0
	progressTop = 17.0
)

// sketchAnalysis lays out what the analysis shows now: its progress in the
// top bar while it runs, and the open panel.
func (r *review) sketchAnalysis(env *game.Env) sketch {
	var s sketch
	p := newPen(env, &s)
	a := &r.an
	if env.Frame().Fluid() {
		return r.sketchSheet(env, p)
	}
	if a.state() == analysisRunning {
		// Left of the Cancel button: the words, then the bar filling up.
		barX := 1006 - 120 - 14 - progressW
		p.Rect(barX, progressTop, progressW, 10, render.FeltDark)
		if a.total > 0 {
			p.Rect(barX, progressTop, progressW*float64(a.done)/float64(a.total), 10, render.Gold)
		}
		room := render.Rect{X: 440, Y: 4, W: barX - 10 - 440, H: 36}
		p.Text(env.N("orbis.analysis_view.progress", a.total, a.done, a.total), barX-10, 22, 14, false, render.Ink, render.Right, room)
	}
	if !a.open {
		return s
	}
	pn := analysisPanel
	rs := env.InterfaceScale()
	if a.report == nil { // why there is no analysis, in a panel its size
		msg := p.Wrap(env.Say(a.problem), bodySize*rs, pn.W-2*panelPad)
		pn.H = min(pn.H, float64(len(msg))*lineH(bodySize*rs)+2*panelPad)
		s.panel = pn
		p.Panel(pn)
		room := render.Rect{X: pn.X + panelPad, Y: pn.Y + panelPad, W: pn.W - 2*panelPad, H: pn.H - 2*panelPad}
		p.paragraph(env.Say(a.problem), room, room.Y, bodySize*rs, render.Danger)
		return s
	}
	s.panel = pn
	p.Panel(pn)
	content := render.Rect{X: pn.X + panelPad, Y: pn.Y + panelTop, W: pn.W - 2*panelPad, H: pn.H - panelTop - 12}
	bottom := p.legend(env, content, rs)
	content.H = bottom - content.Y
	switch a.tab {
	case tabTurn:
		r.sketchTurn(env, p, content, rs)
	default:
		r.sketchPlayers(env, p, content, rs)
	}
	return s
}

// lineH is the height of a line of text of a size.
func lineH(size float64) float64 { return math.Ceil(size * 1.4) }

// paragraph writes a text wrapped to the room's width from y down, and
// returns where it ends; lines that would pass the room's bottom are left
// out.
func (p pen) paragraph(s string, room render.Rect, y, size float64, c color.RGBA) float64 {
	h := lineH(size)
	for _, line := range p.Wrap(s, size, room.W) {
		if y+h > room.Y+room.H {
			break
		}
		p.Text(line, room.X, y+h/2, size, false, c, render.Left, render.Rect{X: room.X, Y: y, W: room.W, H: h})
		y += h
	}
	return y
}

// legend names the classes' colours at the panel's bottom, as many to a
// row as fit; it returns the top of the rows.
func (p pen) legend(env *game.Env, room render.Rect, rs float64) float64 {
	size := labelSize * rs
	h := lineH(size)
	rows := p.legendRows(env, room.W, rs)
	top := room.Y + room.H - float64(len(rows))*h
	for i, row := range rows {
		y, x := top+float64(i)*h, room.X
		for _, it := range row {
			p.Rect(x, y+h/2-swatchSize/2, swatchSize, swatchSize, it.c)
			cell := render.Rect{X: x, Y: y, W: it.w + 1, H: h}
			p.Text(it.name, x+swatchSize+5, y+h/2, size, false, render.InkDim, render.Left, cell)
			x += it.w + 14
		}
	}
	return top - 8
}

// legendItem is a class named in the legend: its name, its width with
// its swatch, its colour.
type legendItem struct {
	name string
	w    float64
	c    color.RGBA
}

// legendRows are the legend's classes in rows of a room w wide.
func (p pen) legendRows(env *game.Env, w, rs float64) [][]legendItem {
	size := labelSize * rs
	var rows [][]legendItem
	x := w
	for _, c := range classes {
		name := env.Say(SayClass(c))
		ink, _ := lookOf(c)
		it := legendItem{name, swatchSize + 5 + p.Width(name, size, false), ink}
		if x+it.w > w {
			rows, x = append(rows, nil), 0
		}
		rows[len(rows)-1] = append(rows[len(rows)-1], it)
		x += it.w + 14
	}
	return rows
}

// sketchTurn shows the decision of the turn at the position shown: the
// move played and the one preferred, what each was expected to give, what
// the difference cost, its class; and the chart under it.
func (r *review) sketchTurn(env *game.Env, p pen, room render.Rect, rs float64) float64 {
	body := bodySize * rs
	y := room.Y
	d, ok := r.decisionAt(r.bar.Pos)
	if !ok {
		msg := env.T("orbis.analysis_view.none_here")
		if turn := r.turnAt(r.bar.Pos); turn > 0 {
			seat := r.States[r.an.turnPos[turn]].CurrentPlayer()
			if seat >= 0 && seat < len(r.an.report.Players) && !r.an.report.Players[seat].Analysed {
				msg = env.T("analysis.cli.not_analysed", r.Names[seat])
			}
		}
		y = p.paragraph(msg, room, y, body, render.InkDim)
	} else {
		y = r.sketchDecision(env, p, room, d, rs)
	}
	chart := render.Rect{X: room.X, Y: y + 10, W: room.W, H: room.Y + room.H - y - 10}
	if p.col != nil { // a phone's column scrolls: the chart its own height
		chart.H = sheetChartH
	}
	r.sketchChart(env, p, chart, rs)
	return chart.Y + chart.H
}

// sketchDecision writes one rated decision; it returns where it ends.
func (r *review) sketchDecision(env *game.Env, p pen, room render.Rect, d *analysis.Decision, rs float64) float64 {
	body, head, small := bodySize*rs, headSize*rs, labelSize*rs
	y := room.Y
	row := func(h float64) render.Rect { return render.Rect{X: room.X, Y: y, W: room.W, H: h} }
	h := lineH(head)
	p.Text(env.T("orbis.log.turn", d.Round, r.Names[d.Seat]), room.X, y+h/2, head, true, render.Gold, render.Left, row(h))
	y += h + 2
	ink, _ := lookOf(d.Class)
	p.Rect(room.X, y+h/2-swatchSize/2, swatchSize, swatchSize, ink)
	name := env.Say(SayClass(d.Class))
	p.Text(name, room.X+swatchSize+6, y+h/2, body, true, ink, render.Left, row(h))
	acc := env.T("analysis.cli.pair", env.T("analysis.label.accuracy"), game.Decimal(env, d.Accuracy))
	p.Text(acc, room.X+room.W, y+h/2, body, false, render.Ink, render.Right,
		render.Rect{X: room.X + swatchSize + 12 + p.Width(name, body, true), Y: y, W: room.W - swatchSize - 12 - p.Width(name, body, true), H: h})
	y += h + 4
	if i, ok := r.an.moment[d.Turn]; ok {
		y = p.paragraph(env.Say(SayKeyMoment(&r.an.report.KeyMoments[i])), room, y, body, render.Gold) + 4
	}
	playedKey := "orbis.analysis_view.played"
	if d.Seat < len(r.Seats) && r.Seats[d.Seat].Human() {
		playedKey = "analysis.label.your_move"
	}
	move := func(label string, c analysis.Choice, margin, win float64) {
		lh := lineH(small)
		p.Text(label, room.X, y+lh/2, small, true, render.InkDim, render.Left, row(lh))
		y += lh
		y = p.paragraph(env.Say(SayChoice(c)), room, y, body, render.Ink)
		if !d.Forced {
			y = p.paragraph(env.T("orbis.analysis_view.estimate", signedDecimal(env, margin), percent(win)), room, y, small, render.InkDim)
		}
		y += 4
	}
	move(env.T(playedKey), d.Played, d.PlayedMargin, d.WinPlayed)
	if d.Forced {
		return p.paragraph(env.T("analysis.label.forced"), room, y, body, render.InkDim)
	}
	move(env.T("analysis.label.best_move"), d.Best, d.BestMargin, d.WinBest)
	return p.paragraph(env.T("orbis.analysis_view.lost", game.Decimal(env, d.Cost), percent(d.WinLost)), room, y, body, ink)
}

// sketchPlayers shows each analysed player's accuracy and decisions by
// class, then the key moments, each with a button to its turn.
func (r *review) sketchPlayers(env *game.Env, p pen, room render.Rect, rs float64) float64 {
	rep := r.an.report
	body, head := bodySize*rs, headSize*rs
	y := p.playerFigures(env, rep, room, rs) + 4
	h := lineH(head)
	p.Text(env.T("analysis.label.key_moments"), room.X, y+h/2, head, true, render.Ink, render.Left, render.Rect{X: room.X, Y: y, W: room.W, H: h})
	y += h + 4
	if len(rep.KeyMoments) == 0 {
		return p.paragraph(env.T("analysis.cli.no_moments"), room, y, body, render.InkDim)
	}
	for i, m := range rep.KeyMoments {
		label := env.T("orbis.analysis_view.go_turn", m.Round)
		btnW, btnH := p.momentButton(label)
		if y+btnH > room.Y+room.H {
			break
		}
		if p.col.shows(y, btnH) {
			p.s.moments = append(p.s.moments, render.MenuButton{ID: btnMoment + i, X: room.X + btnW/2, Y: y + btnH/2, W: btnW, H: btnH,
				Label: label, Enabled: true})
		}
		headRoom := render.Rect{X: room.X + btnW + 10, Y: y, W: room.W - btnW - 10, H: btnH}
		head := env.T("orbis.analysis_view.moment_head", r.Names[m.Seat], game.Decimal(env, m.Cost))
		if p.col != nil && p.Width(head, body, true) > headRoom.W { // a phone's narrow sheet: under the button, whole
			y = p.paragraph(head, room, y+btnH+4, body, render.Gold)
		} else {
			p.Text(p.Clip(head, body, headRoom.W), headRoom.X, y+btnH/2, body, true, render.Gold, render.Left, headRoom)
			y += btnH + 4
		}
		y = p.paragraph(env.Say(SayKeyMoment(&m)), room, y, body, render.Ink) + 8
	}
	return y
}

// playerFigures writes each analysed player's name, accuracy and decisions
// by class: a row each, or with more than two players two to a row, so
// that the key moments keep their room; it returns where they end.
func (p pen) playerFigures(env *game.Env, rep *analysis.Report, room render.Rect, rs float64) float64 {
	var shown []analysis.PlayerSummary
	for _, ps := range rep.Players {
		if ps.Analysed {
			shown = append(shown, ps)
		}
	}
	body, small := bodySize*rs, labelSize*rs
	h := lineH(body)
	cols := 1
	if len(shown) > 2 {
		cols = 2
	}
	const gap = 12.0
	w := (room.W - gap*float64(cols-1)) / float64(cols)
	y := room.Y
	for i, ps := range shown {
		x := room.X + float64(i%cols)*(w+gap)
		top := y
		acc := env.T("analysis.cli.pair", env.T("analysis.label.accuracy"), game.Decimal(env, ps.Accuracy))
		p.Rect(x, top+h/2-swatchSize/2, swatchSize, swatchSize, inkOf(ps.Seat))
		nameW := w - swatchSize - 6
		if cols == 1 { // the accuracy at the right of the name
			nameW -= p.Width(acc, body, true) + 8
			p.Text(acc, x+w, top+h/2, body, true, render.Gold, render.Right, render.Rect{X: x, Y: top, W: w, H: h})
		} else { // under it
			top += h
			p.Text(acc, x, top+h/2, body, true, render.Gold, render.Left, render.Rect{X: x, Y: top, W: w, H: h})
		}
		p.Text(p.Clip(ps.Name, body, nameW), x+swatchSize+6, y+h/2, body, true, render.Ink, render.Left, render.Rect{X: x, Y: y, W: w, H: h})
		top += h
		counts := [...]int{ps.Counts.Best, ps.Counts.Good, ps.Counts.Inaccuracy, ps.Counts.Mistake, ps.Counts.Blunder}
		cell := w / float64(len(counts))
		for k, n := range counts {
			cx := x + cell*float64(k)
			ink, _ := lookOf(classes[k])
			p.Rect(cx, top+h/2-swatchSize/2, swatchSize, swatchSize, ink)
			p.Text(strconv.Itoa(n), cx+swatchSize+4, top+h/2, small, false, render.Ink, render.Left, render.Rect{X: cx, Y: top, W: cell, H: h})
		}
		top += h
		if i%cols == cols-1 || i == len(shown)-1 {
			y = top + 6
		}
	}
	return y
}

// signedDecimal writes a margin with its sign: "+2.5", "-1.0".
func signedDecimal(env *game.Env, v float64) string {
	if math.Round(v*10) > 0 {
		return "+" + game.Decimal(env, v)
	}
	return game.Decimal(env, v)
}

// percent is a chance in whole percent.
func percent(x float64) int { return int(math.Round(x * 100)) }
