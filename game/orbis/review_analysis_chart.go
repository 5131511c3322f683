package orbis

import (
	"strconv"

	"orbis/game"
	"orbis/render"
	"orbis/rules/orbis/analysis"
)

// minChartH is the least room the two charts need; with less they are
// left out rather than squeezed.
const minChartH = 150.0

// sketchChart draws every player's score and chance to win over the turns
// (each seat's, the rounds counted under them): two small charts, one
// above the other on the same turns, a line a seat
// in its colour, with a gold line at the position shown and a legend of
// the seats.
func (r *review) sketchChart(env *game.Env, p pen, room render.Rect, rs float64) {
	rep := r.an.report
	if rep == nil || len(rep.Timeline) < 2 || room.H < minChartH {
		return
	}
	small := labelSize * rs
	h := lineH(small)
	// The seats' legend, as many to a row as fit.
	y, x := room.Y, room.X
	for seat, name := range r.Names {
		w := swatchSize + 5 + p.Width(name, small, false)
		if x > room.X && x+w > room.X+room.W {
			y, x = y+h, room.X
		}
		p.Rect(x, y+h/2-2, swatchSize+2, 4, inkOf(seat))
		p.Text(name, x+swatchSize+7, y+h/2, small, false, render.Ink, render.Left, render.Rect{X: x, Y: y, W: min(w+3, room.X+room.W-x), H: h})
		x += w + 16
	}
	y += h + 4
	axisW := p.Width(env.T("orbis.analysis_view.percent", 100), small, false) + 8
	first, last := rep.Timeline[0].Turn, rep.Timeline[len(rep.Timeline)-1].Turn
	plotW := room.W - axisW - 4
	plotH := (room.Y + room.H - y - 2*h - h - 8) / 2 // two titles, the turns under
	if plotH < 30 {
		return
	}
	xOf := func(turn int) float64 {
		if last == first {
			return room.X + axisW
		}
		return room.X + axisW + plotW*float64(turn-first)/float64(last-first)
	}
	shown := r.chartTurn(first, last)
	hi := 1
	for _, pt := range rep.Timeline {
		for _, s := range pt.Scores {
			hi = max(hi, s)
		}
	}
	score := func(pt *analysis.Point, seat int) float64 { return float64(pt.Scores[seat]) / float64(hi) }
	chance := func(pt *analysis.Point, seat int) float64 { return pt.Win[seat] }
	for i, plot := range []struct {
		title  string
		top    string
		bottom string
		value  func(*analysis.Point, int) float64
	}{
		{env.T("orbis.analysis.label.score"), env.T("orbis.play.cp", hi), "0", score},
		{env.T("analysis.label.chance"), env.T("orbis.analysis_view.percent", 100), env.T("orbis.analysis_view.percent", 0), chance},
	} {
		top := y + float64(i)*(h+plotH+4)
		if !p.col.shows(top, h+plotH) {
			continue // a chart partly scrolled out of a phone's sheet is left out whole
		}
		p.Text(plot.title, room.X, top+h/2, small, true, render.InkDim, render.Left, render.Rect{X: room.X, Y: top, W: room.W, H: h})
		box := render.Rect{X: room.X + axisW, Y: top + h, W: plotW, H: plotH}
		p.Rect(box.X, box.Y, box.W, box.H, render.FeltDark)
		axis := render.Rect{X: room.X, Y: box.Y - h/2, W: axisW - 4, H: box.H + h}
		p.Text(plot.top, box.X-5, box.Y+h/2-2, small, false, render.InkDim, render.Right, axis)
		p.Text(plot.bottom, box.X-5, box.Y+box.H-h/2+2, small, false, render.InkDim, render.Right, axis)
		yOf := func(v float64) float64 { return box.Y + 3 + (box.H-6)*(1-min(1, max(0, v))) }
		if shown > 0 {
			p.Rect(xOf(shown)-0.75, box.Y, 1.5, box.H, render.Gold)
		}
		for seat := range r.Names {
			xs, ys := make([]float64, 0, len(rep.Timeline)), make([]float64, 0, len(rep.Timeline))
			for k := range rep.Timeline {
				pt := &rep.Timeline[k]
				if seat < len(pt.Scores) && seat < len(pt.Win) {
					xs, ys = append(xs, xOf(pt.Turn)), append(ys, yOf(plot.value(pt, seat)))
				}
			}
			if len(xs) > 1 {
				p.Line(xs, ys, 2, inkOf(seat))
			}
		}
		if k := pointOf(rep, shown); k >= 0 {
			for seat := range r.Names {
				if pt := &rep.Timeline[k]; seat < len(pt.Scores) && seat < len(pt.Win) {
					p.Dot(xOf(shown), yOf(plot.value(pt, seat)), 3.5, inkOf(seat))
				}
			}
		}
	}
	// The rounds under the second chart, as the table counts them: the
	// first, the last, and the word.
	base := y + 2*(h+plotH) + 4
	row := render.Rect{X: room.X + axisW - 20, Y: base, W: plotW + 24, H: h}
	firstRound, lastRound := rep.Timeline[0].Round, rep.Timeline[len(rep.Timeline)-1].Round
	p.Text(strconv.Itoa(firstRound), room.X+axisW, base+h/2, small, false, render.InkDim, render.Left, row)
	p.Text(strconv.Itoa(lastRound), room.X+axisW+plotW, base+h/2, small, false, render.InkDim, render.Right, row)
	p.Text(env.T("orbis.analysis.label.round"), room.X+axisW+plotW/2, base+h/2, small, false, render.InkDim, render.Center, row)
}

// chartTurn is the turn the charts mark: the one under way at the position
// shown, the last point once the game is over, none before the first.
func (r *review) chartTurn(first, last int) int {
	if r.States[r.bar.Pos].IsOver() {
		return last
	}
	if t := r.turnAt(r.bar.Pos); t >= first && t <= last {
		return t
	}
	return 0
}

// pointOf is the index of the timeline's point of a turn, -1 for none.
func pointOf(rep *analysis.Report, turn int) int {
	for k := range rep.Timeline {
		if rep.Timeline[k].Turn == turn {
			return k
		}
	}
	return -1
}
