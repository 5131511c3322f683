package stats

import (
	"image"
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/render"
)

// kindScroll is the hit region of the statistics' scrolled column on a
// fluid canvas, where a finger's drag scrolls it.
const kindScroll = 2

// The fluid screen's measures, in CSS pixels.
const (
	fluidTitle    = 24.0
	fluidWidest   = 1100.0
	fluidCardW    = 104.0 // a figure's card at its narrowest
	fluidRowStep  = 28.0  // a bar chart's row
	fluidChartH   = 190.0 // the columns and the scores' line
	fluidTwoWides = 600.0 // from this width the charts go two to a row
)

// layoutFluid lays the screen out for a phone's or a tablet's window: the
// title, the games' tabs and Back stay; the figures and the charts under
// them, one chart to a row on a narrow window, scroll.
func (s *statsScreen) layoutFluid(env *game.Env) {
	f, text := env.Frame(), env.Text()
	W, H := f.DW, f.DH
	m := render.FluidMargin
	cw := min(W-2*m, fluidWidest)
	left := (W - cw) / 2
	s.head = game.Sketch{}
	hp := pen{game.NewPen(env, &s.head)}
	screen := render.Rect{W: W, H: H}
	back := render.MenuButton{ID: statBack, Label: env.T("statistics.back"), Enabled: true, Primary: true}
	bw := min(cw, max(160, render.LabelNeed(text, f, back.Label)))
	var stay []render.MenuButton
	y, bottom := m+fluidTitle+render.FluidGap, H-m-render.FluidTarget-render.FluidGap
	if f.Layout == render.Landscape { // Back beside the title: the charts get the height
		stay, _ = render.Grid(left+cw-bw, m/2, bw, render.FluidTarget, 0, 1, back)
		hp.Text(env.T("statistics.title"), left, m/2+render.FluidTarget/2, fluidTitle, true, render.Gold, render.Left, screen)
		y, bottom = m/2+render.FluidTarget+render.FluidGap, H-m/2
	} else {
		stay, _ = render.Grid((W-bw)/2, H-m-render.FluidTarget, bw, render.FluidTarget, 0, 1, back)
		hp.Text(env.T("statistics.title"), W/2, m+fluidTitle/2, fluidTitle, true, render.Gold, render.Center, screen)
	}
	// The keyboard goes through the buttons in their order: the tabs, then Back.
	s.menu = s.menu[:0]
	if n := len(s.games); n > 1 {
		var tabs []render.MenuButton
		var names []string
		for i, g := range s.games {
			tabs = append(tabs, render.MenuButton{ID: statTab + i, Label: g.Name(), Enabled: true, Marked: i == s.tab})
			names = append(names, g.Name())
		}
		need := max(140, render.LabelNeed(text, f, names...))
		tw := min(cw, float64(n)*need+float64(n-1)*render.FluidGap)
		titleW := text.Width(env.T("statistics.title"), f.Px(fluidTitle), true) / f.S
		if f.Layout == render.Landscape && (W-tw)/2 >= left+titleW+render.FluidGap && (W+tw)/2 <= left+cw-bw-render.FluidGap {
			b, _ := render.Grid((W-tw)/2, m/2, tw, render.FluidTarget, render.FluidGap, n, tabs...) // between the title and Back
			s.menu = append(s.menu, b...)
		} else {
			b, under := render.Grid((W-tw)/2, y, tw, render.FluidTarget, render.FluidGap, render.FitColumns(tw, need, render.FluidGap, n), tabs...)
			s.menu, y = append(s.menu, b...), under+render.FluidGap
		}
	}
	s.menu = append(s.menu, stay...)
	s.scroll.Room, s.top = bottom-y, y
	s.layoutColumn(env, left, cw)
	off := s.scroll.Offset
	if s.scroll.Clamp(); off != s.scroll.Offset {
		s.layoutColumn(env, left, cw) // the column shrank under its offset (a phone turned)
	}
	s.laidOut.offset = s.scroll.Offset
}

// layoutColumn lays the figures and the charts out from the column's top,
// scrolled, and measures the column.
func (s *statsScreen) layoutColumn(env *game.Env, left, cw float64) {
	s.drawn = game.Sketch{}
	p := pen{game.NewPen(env, &s.drawn)}
	top := s.top - s.scroll.Offset
	y := top
	g := s.games[s.tab]
	sum := s.stats.Summary(g.ID())
	if sum.Played > 0 {
		y = s.figuresFluid(env, p, sum, left, cw, y) + statGap
	}
	if !s.notice.Empty() {
		y = s.sayAt(env, p, left+cw/2, y, cw, env.Say(s.notice), true) + statGap
	}
	switch {
	case sum.Played == 0:
		why := env.T("statistics.empty", g.Name())
		if sum.Games > 0 {
			why = env.T("statistics.only_computers", g.Name())
		}
		y = s.sayAt(env, p, left+cw/2, y, min(cw, 720), why, false)
	default:
		y = s.chartsFluid(env, p, g, sum, left, cw, y)
	}
	s.scroll.Content = y - top
}

// figuresFluid writes the headline figures on cards as many to a row as
// fit, each card's name wrapped to it; it returns where the cards end.
func (s *statsScreen) figuresFluid(env *game.Env, p pen, sum game.Summary, left, cw, y float64) float64 {
	figures := headline(env, sum)
	const gap = 8.0
	cols := render.FitColumns(cw, fluidCardW, gap, len(figures))
	if rows := (len(figures) + cols - 1) / cols; rows > 1 {
		cols = (len(figures) + rows - 1) / rows
	}
	w := (cw - gap*float64(cols-1)) / float64(cols)
	names := make([][]string, len(figures))
	lines := 1
	for i, fig := range figures {
		names[i] = p.Wrap(env.T(fig.key), chartTextSize, w-12)
		lines = max(lines, len(names[i]))
	}
	h := 40 + 17*float64(lines)
	for i, fig := range figures {
		x, cy := left+float64(i%cols)*(w+gap), y+float64(i/cols)*(h+gap)
		card := render.Rect{X: x, Y: cy, W: w, H: h}
		p.Panel(card)
		for k, line := range names[i] {
			p.Text(line, x+w/2, cy+16+17*float64(k), chartTextSize, false, render.InkDim, render.Center, card.Inset(4))
		}
		p.Text(fig.value, x+w/2, cy+h-20, 24, true, render.Gold, render.Center, card.Inset(4))
	}
	rows := (len(figures) + cols - 1) / cols
	return y + float64(rows)*(h+gap) - gap
}

// headline is the figures the screen heads with, their names' keys and
// their values.
func headline(env *game.Env, sum game.Summary) []struct{ key, value string } {
	return []struct{ key, value string }{
		{"statistics.games", strconv.Itoa(sum.Games)},
		{"statistics.wins", strconv.Itoa(sum.Won)},
		{"statistics.win_rate", env.T("statistics.percent", int(math.Round(sum.WinRate()*100)))},
		{"statistics.mean_score", game.Decimal(env, sum.MeanScore)},
		{"statistics.best_score", strconv.Itoa(sum.BestScore)},
		{"statistics.streak", strconv.Itoa(sum.Streak)},
		{"statistics.best_streak", strconv.Itoa(sum.BestStreak)},
	}
}

// chartsFluid lays the charts out from y, one to a row on a narrow
// window, two on a wider one, each as tall as its rows; it returns where
// they end.
func (s *statsScreen) chartsFluid(env *game.Env, p pen, g game.Game, sum game.Summary, left, cw, y float64) float64 {
	var tallies []game.TallyChart
	if t, ok := g.(game.Tallied); ok {
		tallies = t.TallyCharts()
		tallies = tallies[:min(len(tallies), 2)]
	}
	cols := 1
	if cw >= fluidTwoWides {
		cols = 2
	}
	w := (cw - statGap*float64(cols-1)) / float64(cols)
	i, rowTop, rowH := 0, y, 0.0
	// next places a chart h high in the next cell and draws it there.
	next := func(h float64, draw func(box render.Rect)) {
		if i%cols == 0 && i > 0 {
			rowTop += rowH + statGap
			rowH = 0
		}
		draw(render.Rect{X: left + float64(i%cols)*(w+statGap), Y: rowTop, W: w, H: h})
		rowH = max(rowH, h)
		i++
	}
	inner := w - 2*chartPad
	// bars draws a bar chart's rows in its room: names beside the bars
	// where they fit, else over them.
	bars := func(title string, rows []barRow, valueW float64, part color.RGBA) {
		lines := p.Wrap(title, chartTitleSize, inner)
		nameW, stacked := nameColumn(p, rows, inner, valueW)
		step := fluidRowStep
		if stacked {
			step = fluidStackStep
		}
		h := titleBand(lines) + chartPad/2 + step*float64(max(len(rows), 1))
		next(h, func(box render.Rect) {
			room := p.chartTitleLines(box, lines)
			switch {
			case len(rows) == 0:
				p.note(room, env.T("statistics.no_tallies"))
			case stacked:
				p.hbarsStacked(room, rows, valueW, part)
			default:
				p.hbars(room, rows, nameW, valueW, part)
			}
		})
	}
	bars(env.T("statistics.chart.levels"), s.levelRows(env, sum), 62, chartWon)
	players := p.Wrap(env.T("statistics.chart.players"), chartTitleSize, inner)
	next(fluidChartH+titleBand(players)-chartTitleH, func(box render.Rect) {
		s.playersColumns(env, p, p.chartTitleLines(box, players), sum)
	})
	scores := p.Wrap(env.N("statistics.chart.scores", len(sum.Recent), len(sum.Recent)), chartTitleSize, inner)
	next(fluidChartH+titleBand(scores)-chartTitleH, func(box render.Rect) {
		p.scoreLine(p.chartTitleLines(box, scores), sum.Recent)
	})
	for _, t := range tallies {
		bars(env.T(t.Title), tallyRows(env, sum, t), 60, chartBar)
	}
	return rowTop + rowH
}

// fluidStackStep is a bar chart's row with its name over its bar.
const fluidStackStep = 40.0

// titleBand is the height of a chart's title of these lines.
func titleBand(lines []string) float64 { return chartTitleH + 22*float64(max(len(lines), 1)-1) }

// nameColumn is how wide a bar chart's names need to be in a room w wide;
// stacked when they would leave the bars less than a third of it: the
// names go over the bars.
func nameColumn(p pen, rows []barRow, w, valueW float64) (nameW float64, stacked bool) {
	for _, r := range rows {
		nameW = max(nameW, p.Width(r.name, chartTextSize, false)+6)
	}
	return nameW, nameW > w-valueW-16-w/3
}

// chartTitleLines draws a panel and its title of one or more lines; it
// returns the room under it.
func (p pen) chartTitleLines(box render.Rect, lines []string) render.Rect {
	p.Panel(box)
	for i, line := range lines {
		p.Text(line, box.X+chartPad, box.Y+chartTitleH/2+4+22*float64(i), chartTitleSize, true, render.Ink, render.Left, box)
	}
	band := titleBand(lines)
	return render.Rect{X: box.X + chartPad, Y: box.Y + band, W: box.W - 2*chartPad, H: box.H - band - chartPad/2}
}

// hbarsStacked draws rows of horizontal bars each under its name, the
// value at the right of the name's line: for a room too narrow for a
// column of names.
func (p pen) hbarsStacked(room render.Rect, rows []barRow, valueW float64, part color.RGBA) {
	n := min(len(rows), int(room.H/fluidStackStep))
	for i, r := range rows[:n] {
		y := room.Y + fluidStackStep*float64(i)
		line := render.Rect{X: room.X, Y: y, W: room.W - valueW - 8, H: 20}
		p.Text(r.name, room.X, y+10, chartTextSize, false, render.Ink, render.Left, line)
		p.Text(r.value, room.X+room.W, y+10, chartTextSize, true, render.Ink, render.Right, render.Rect{X: room.X + room.W - valueW, Y: y, W: valueW, H: 20})
		p.Rect(room.X, y+22, room.W*r.whole, 10, chartTrack)
		p.Rect(room.X, y+22, room.W*r.part, 10, part)
	}
}

// drawFluid draws the screen on a phone's or a tablet's window: the
// column's charts within its room, a chart scrolled partly out cut at its
// edge as any scrolled page's.
func (s *statsScreen) drawFluid(env *game.Env, dst *ebiten.Image) {
	f := env.Frame()
	dst.Fill(render.Felt)
	s.head.Draw(env, dst)
	r := f.R(0, s.top, f.DW, s.scroll.Room)
	room := image.Rect(int(r.X), int(math.Ceil(r.Y)), int(math.Ceil(r.X+r.W)), int(r.Y+r.H))
	s.drawn.Draw(env, dst.SubImage(room).(*ebiten.Image))
	env.Paint().ScrollBar(dst, f, f.DW-render.FluidMargin/2, s.top, &s.scroll)
	game.DrawMenu(env, dst, s.menu, s.hover, s.focus)
}
