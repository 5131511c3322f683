package orbit

import (
	"cmp"
	"math"
	"slices"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/game/table"
	"orbis/render"
	board "orbis/render/orbit"
	"orbis/rules/orbit/analysis"
)

// The analysis' chart in the viewer, as Orbis shows its own (the tables'
// shared table.Chart): each seat's expected final score and chance to win
// (a solo captain's score alone) at each turn, the turn shown marked. The top bar's switch shows or hides
// it; it opens with the analysis. On the desktop it lies over the column
// of goals, market and log; on a phone or a tablet over the large ring,
// under the bar's words.

// hitReviewChart is the open chart: nothing under it is hit.
const hitReviewChart = hitReviewWords + 1

// chartStrong is how many captains' lines a table of more than
// rules.MaxPlayers draws strongly beside the human seats': the best placed.
const chartStrong = 3

// The chart's panel, in design units.
const (
	chartPad   = 16.0
	chartHead  = 15.0 // its head's words, at 100%
	chartLabel = 12.0 // the chart's own
)

// reviewChart is the chart as the viewer shows it: its data, made when the
// report or the language changes; its layout, made when its room does;
// its sketch, made when the turn shown does. Draw only draws the sketch.
type reviewChart struct {
	open   bool
	data   table.Chart
	dataOf chartData
	place  table.ChartPlace
	room   render.Rect // where the panel lies, in design units; empty when it is not shown
	placed chartRoom
	sketch game.Sketch
}

// chartData is what the chart's data depends on.
type chartData struct {
	rep  *analysis.Report
	lang string
}

// chartRoom is what the chart's layout depends on.
type chartRoom struct {
	data    chartData
	room    render.Rect
	reading float64
	frame   render.Frame
}

// shown reports whether the chart is on the table now.
func (c *reviewChart) shown() bool { return c.open && c.room.W > 0 }

// chartSeats are the chart's seats: every one in its colour at a table of
// rules.MaxPlayers or fewer; at a larger one the human seats and the
// chartStrong best final scores strongly (at most table.ChartInks), the
// others faint, so that a hundred lines stay readable.
func chartSeats(names []string, human func(seat int) bool, final []float64) []table.ChartSeat {
	seats := make([]table.ChartSeat, len(names))
	crowd := len(names) > table.ChartInks
	strong := make([]bool, len(names))
	if crowd {
		n := 0
		for seat := range names {
			if human(seat) && n < table.ChartInks {
				strong[seat] = true
				n++
			}
		}
		best := make([]int, len(names))
		for i := range best {
			best[i] = i
		}
		slices.SortStableFunc(best, func(a, b int) int { return cmp.Compare(at(final, b), at(final, a)) })
		for _, seat := range best[:min(chartStrong, len(best))] {
			if !strong[seat] && n < table.ChartInks {
				strong[seat] = true
				n++
			}
		}
	}
	ink := 0
	for seat, name := range names {
		seats[seat] = table.ChartSeat{Name: name, Ink: table.FaintInk, Faint: crowd && !strong[seat]}
		if !seats[seat].Faint {
			seats[seat].Ink = table.ChartInk(ink)
			ink++
		}
	}
	return seats
}

// at is a seat's value, 0 where it has none.
func at(values []float64, seat int) float64 {
	if seat < len(values) {
		return values[seat]
	}
	return 0
}

// chartOf is the chart of a report: each seat's expected final score (from
// the lowest, at least 0, to the highest) and chance to win at each turn of
// its timeline.
func (r *review) chartOf(env *game.Env, rep *analysis.Report) table.Chart {
	tl := rep.Timeline
	c := table.Chart{X: make([]int, len(tl)), Axis: env.T("orbit.chart.turn"), Others: env.T("orbit.chart.others")}
	if len(tl) == 0 {
		return c
	}
	c.First, c.Last = strconv.Itoa(tl[0].Turn), strconv.Itoa(tl[len(tl)-1].Turn)
	// A solo captain's countermands may take the score below 0.
	lo, hi := 0.0, 1.0
	for _, pt := range tl {
		for _, e := range pt.Expected {
			lo, hi = min(lo, e), max(hi, e)
		}
	}
	bottom, top := int(math.Floor(lo)), int(math.Ceil(hi))
	expected := table.ChartPlot{Title: env.T("orbit.chart.expected"), Top: env.N("orbit.points", top, top), Bottom: strconv.Itoa(bottom), Values: make([][]float64, len(tl))}
	chance := table.ChancePlot(env, len(tl))
	for k := range tl {
		pt := &tl[k]
		c.X[k] = pt.Turn
		expected.Values[k] = make([]float64, len(pt.Expected))
		for seat, e := range pt.Expected {
			expected.Values[k][seat] = (e - float64(bottom)) / float64(top-bottom)
		}
		chance.Values[k] = pt.Win
	}
	c.Plots = []table.ChartPlot{expected, chance}
	if len(r.Names) == 1 { // a solo captain has no one to beat: the score alone
		c.Plots = c.Plots[:1]
	}
	c.Seats = chartSeats(r.Names, func(seat int) bool { return seat < len(r.Seats) && r.Seats[seat].Human() }, tl[len(tl)-1].Expected)
	return c
}

// chartTurn is the turn the chart marks at a position: the one under way,
// the last point once the game is over; none outside the timeline.
func (r *review) chartTurn(pos int) (int, bool) {
	x := r.an.chart.data.X
	if len(x) == 0 {
		return 0, false
	}
	if r.States[pos].IsOver() {
		return x[len(x)-1], true
	}
	t := r.States[pos].Turn() + 1
	return t, t >= x[0] && t <= x[len(x)-1]
}

// chartRoom is where the open chart lies, in design units: on the desktop
// the middle column (goals, market, log); on a fluid table the large
// system's panel under its name or the bar's words, down to its foot.
func (r *review) chartRoom(env *game.Env) render.Rect {
	f, l := env.Frame(), r.layout
	design := func(x, y, w, h float64) render.Rect {
		return render.Rect{X: (x - f.X(0)) / f.S, Y: (y - f.Y(0)) / f.S, W: w / f.S, H: h / f.S}
	}
	if !f.Fluid() {
		return design(l.Side.X, l.Side.Y, l.Side.W, l.Side.H)
	}
	box := design(l.Systems[l.Active].Box.X, l.Systems[l.Active].Box.Y, l.Systems[l.Active].Box.W, l.Systems[l.Active].Box.H)
	top := box.Y + chartUnderName
	if p := design(l.Prompt.X, l.Prompt.Y, l.Prompt.W, l.Prompt.H); p.X < box.X+box.W && p.Y+p.H > top { // the bar's words in the panel
		top = p.Y + p.H + 4
	}
	return render.Rect{X: box.X + 6, Y: top, W: box.W - 12, H: box.Y + box.H - 6 - top}
}

// chartUnderName is how far under a fluid panel's top its name and note
// end, in CSS pixels.
const chartUnderName = 48.0

// sketchChart makes what the chart draws at a position: its data when the
// report or the language changed, its layout when its room did, the mark
// at the turn shown.
func (r *review) sketchChart(env *game.Env, pos int) {
	c := &r.an.chart
	c.sketch = game.Sketch{}
	c.room = render.Rect{}
	if r.an.report == nil || !c.open {
		return
	}
	data := chartData{rep: r.an.report, lang: env.Lang()}
	if data != c.dataOf {
		c.data, c.dataOf = r.chartOf(env, r.an.report), data
	}
	room := r.chartRoom(env)
	if room.W <= 2*chartPad || room.H <= 2*chartPad {
		return
	}
	c.room = room
	rs := env.InterfaceScale()
	p := table.FlatPen{Pen: game.NewPen(env, &c.sketch)}
	p.Panel(room)
	head := chartHead * rs
	headH := head * 1.4
	in := render.Rect{X: room.X + chartPad, Y: room.Y + chartPad/2, W: room.W - 2*chartPad, H: room.H - chartPad}
	p.Text(env.T("analysis.label.title"), in.X, in.Y+headH/2, head, true, render.InkDim, render.Left, render.Rect{X: in.X, Y: in.Y, W: in.W, H: headH})
	in.Y, in.H = in.Y+headH+4, in.H-headH-4
	key := chartRoom{data: data, room: in, reading: rs, frame: *env.Frame()}
	if key != c.placed {
		c.place, c.placed = table.PlaceChart(p, &c.data, in, chartLabel*rs), key
	}
	c.data.Mark, c.data.Marked = r.chartTurn(pos)
	c.place.MarkAt(&c.data)
	table.SketchChart(p, &c.data, &c.place)
}

// pressChart shows or hides the chart; shown, it closes a fluid table's
// drawer and grid, which open where it lies.
func (r *review) pressChart() {
	c := &r.an.chart
	c.open = !c.open
	if c.open {
		r.drawer, r.crowd.open = false, false
	}
	r.viewer.Rebuild()
}

// hitChart is the open chart under a point: nothing of the table under it
// is hit.
func (r *review) hitChart(env *game.Env, x, y float64) bool {
	c := &r.an.chart
	return c.shown() && env.Frame().R(c.room.X, c.room.Y, c.room.W, c.room.H).Contains(x, y)
}

// underChart reports whether a piece is of the large ring a fluid table's
// open chart lies over: what of it shows beside the chart (a ship's reach
// over the bar's words) is no target.
func (r *review) underChart(env *game.Env, h board.Hit) bool {
	switch {
	case !r.an.chart.shown() || !env.Frame().Fluid() || h.Sub != r.layout.Active:
		return false
	}
	return h.Kind == board.HitRingHex || h.Kind == board.HitShip || h.Kind == board.HitGap
}

// drawChart draws the open chart: its sketch, made in Update.
func (r *review) drawChart(env *game.Env, dst *ebiten.Image) {
	if r.an.chart.shown() {
		r.an.chart.sketch.Draw(env, dst)
	}
}
