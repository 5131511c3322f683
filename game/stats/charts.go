package stats

import (
	"image/color"
	"math"
	"strconv"

	"orbis/game"
	"orbis/render"
)

// The charts' look.
var (
	chartTrack = render.FeltDark                    // a bar's whole: the games played
	chartWon   = render.Gold                        // the games won
	chartBar   = color.RGBA{0x7f, 0xb0, 0xd8, 0xff} // a tally's bar
	chartLost  = render.InkDim                      // a game not won, on the line
)

// Sizes of the charts' words and rows, in design units.
const (
	chartTitleSize = 17.0
	chartTextSize  = 13.0
	chartPad       = 16.0
	chartTitleH    = 40.0 // the title's band at the top of a panel
)

// barRow is one row of a horizontal bar chart: its name, how long its
// whole and gold part are (0 to 1 of the longest), and its value.
type barRow struct {
	name        string
	whole, part float64
	value       string
}

// pen draws the statistics' charts on the screen's sketch.
type pen struct{ game.Pen }

// chartTitle draws a panel and its title; it returns the room under it.
func (p pen) chartTitle(box render.Rect, title string) render.Rect {
	p.Panel(box)
	p.Text(title, box.X+chartPad, box.Y+chartTitleH/2+4, chartTitleSize, true, render.Ink, render.Left, box)
	return render.Rect{X: box.X + chartPad, Y: box.Y + chartTitleH, W: box.W - 2*chartPad, H: box.H - chartTitleH - chartPad/2}
}

// note says something in a chart's room instead of its bars.
func (p pen) note(room render.Rect, s string) {
	p.Text(s, room.X+room.W/2, room.Y+room.H/2, chartTextSize+1, false, render.InkDim, render.Center, room)
}

// hbars draws rows of horizontal bars: names in a column of nameW at the
// left, values in a column of valueW at the right, as many rows as fit.
func (p pen) hbars(room render.Rect, rows []barRow, nameW, valueW float64, part color.RGBA) {
	const minStep, maxStep = 20.0, 40.0
	n := min(len(rows), int(room.H/minStep))
	if n == 0 {
		return
	}
	step := min(maxStep, room.H/float64(n))
	barX, barW := room.X+nameW+8, room.W-nameW-valueW-16
	for i, r := range rows[:n] {
		y := room.Y + step*(float64(i)+0.5)
		h := min(step*0.6, 18)
		p.Text(r.name, room.X, y, chartTextSize, false, render.Ink, render.Left, render.Rect{X: room.X, Y: y - step/2, W: nameW, H: step})
		p.Rect(barX, y-h/2, barW*r.whole, h, chartTrack)
		p.Rect(barX, y-h/2, barW*r.part, h, part)
		p.Text(r.value, room.X+room.W, y, chartTextSize, true, render.Ink, render.Right, render.Rect{X: room.X + room.W - valueW, Y: y - step/2, W: valueW, H: step})
	}
}

// column is one column of a vertical bar chart.
type column struct {
	name, value string
	whole, part float64 // 0 to 1 of the tallest
}

// vbars draws columns, names under them and values over them.
func (p pen) vbars(room render.Rect, cols []column) {
	if len(cols) == 0 {
		return
	}
	const nameH, valueH = 22.0, 20.0
	slot := room.W / float64(len(cols))
	w := min(slot*0.6, 56)
	base, tall := room.Y+room.H-nameH, room.H-nameH-valueH
	p.Rect(room.X, base, room.W, 1.5, render.Shade(render.InkDim, 0.6))
	for i, c := range cols {
		cx := room.X + slot*(float64(i)+0.5)
		cell := render.Rect{X: cx - slot/2, Y: room.Y, W: slot, H: room.H}
		p.Rect(cx-w/2, base-tall*c.whole, w, tall*c.whole, chartTrack)
		p.Rect(cx-w/2, base-tall*c.part, w, tall*c.part, chartWon)
		p.Text(c.value, cx, base-tall*c.whole-valueH/2, chartTextSize, true, render.Ink, render.Center, cell)
		p.Text(c.name, cx, base+nameH/2+2, chartTextSize, false, render.InkDim, render.Center, cell)
	}
}

// scoreLine draws the recent scores as a line, a dot a game: gold where a
// person won. The highest and lowest scores are written at the left.
func (p pen) scoreLine(room render.Rect, games []game.RecentGame) {
	if len(games) == 0 {
		return
	}
	lo, hi := games[0].Score, games[0].Score
	for _, g := range games {
		lo, hi = min(lo, g.Score), max(hi, g.Score)
	}
	const axisW = 40.0
	plot := render.Rect{X: room.X + axisW, Y: room.Y + 10, W: room.W - axisW - 10, H: room.H - 20}
	y := func(score int) float64 {
		if hi == lo {
			return plot.Y + plot.H/2 // one score: a level line through the middle
		}
		return plot.Y + plot.H*float64(hi-score)/float64(hi-lo)
	}
	axis := render.Rect{X: room.X, Y: room.Y, W: axisW - 6, H: room.H}
	p.Rect(plot.X, plot.Y, 1.5, plot.H, render.Shade(render.InkDim, 0.6))
	p.Text(strconv.Itoa(hi), room.X+axisW-8, y(hi), chartTextSize, false, render.InkDim, render.Right, axis)
	if lo != hi {
		p.Text(strconv.Itoa(lo), room.X+axisW-8, y(lo), chartTextSize, false, render.InkDim, render.Right, axis)
	}
	xs, ys := make([]float64, len(games)), make([]float64, len(games))
	for i, g := range games {
		xs[i] = plot.X + 8 + (plot.W-16)*(float64(i)+0.5)/float64(len(games))
		ys[i] = y(g.Score)
	}
	if len(games) > 1 {
		p.Line(xs, ys, 2, render.Shade(render.Ink, 0.8))
	}
	for i, g := range games {
		c := chartLost
		if g.Won {
			c = chartWon
		}
		p.Dot(xs[i], ys[i], 4.5, c)
	}
}

// share is n of the largest as a bar's length, 0 to 1; 0 when there is
// nothing to measure against.
func share(n, largest float64) float64 {
	if largest <= 0 || math.IsNaN(n) {
		return 0
	}
	return min(1, max(0, n/largest))
}
