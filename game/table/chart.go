package table

import (
	"image/color"
	"math"
	"slices"

	"orbis/game"
	"orbis/render"
)

// Chart is what an analysis viewer charts of a game, as plain data: each
// seat's figures at each point of the game (a turn), in one or more plots
// over the same turns, the seats' names and colours, and the turn shown.
// Both games' viewers draw it with SketchChart.
type Chart struct {
	Seats []ChartSeat
	X     []int // each point's turn, ascending
	Plots []ChartPlot
	// Axis is the turns' word under the last plot, First and Last its ends
	// as the table counts them.
	Axis, First, Last string
	// Mark is the turn the chart marks, if Marked: a gold line, and a dot
	// a seat where a point is at that turn.
	Mark   int
	Marked bool
	// Others names the faint seats together in the legend.
	Others string
	// Widest is the axis' word whose width the axis' column takes; "" for
	// the widest of the plots' words.
	Widest string
}

// ChartSeat is a seat on the chart. A faint seat's line is thin and dim,
// under the others', and the legend names it only with the others.
type ChartSeat struct {
	Name  string
	Ink   color.RGBA
	Faint bool
}

// ChartPlot is one plot: its title, the words at its top and foot, and
// each point's value a seat, from 0 (the foot) to 1 (the top); a point
// may hold fewer seats, which then have no value there.
type ChartPlot struct {
	Title, Top, Bottom string
	Values             [][]float64 // [point][seat]
}

// ChartPen is what a chart draws with, in design units: game.Pen's strokes
// (see FlatPen), and whether a piece from y, h high shows whole (a sheet
// scrolled on a phone leaves out what it would cut).
type ChartPen interface {
	Text(s string, x, y, size float64, bold bool, c color.RGBA, align render.Align, room render.Rect)
	Rect(x, y, w, h float64, c color.RGBA)
	Dot(x, y, r float64, c color.RGBA)
	Line(xs, ys []float64, width float64, c color.RGBA)
	Width(s string, size float64, bold bool) float64
	Shows(y, h float64) bool
}

// ChartMinH is the least room a chart of two plots needs; with less a
// viewer leaves it out rather than squeeze it.
const ChartMinH = 150.0

// FaintInk is a faint seat's line: the legend's dim words half sunk into
// the plot's ground.
var FaintInk = color.RGBA{0x5f, 0x69, 0x76, 0xff}

// chartInk are the seats' colours on a chart (Okabe and Ito's, told apart
// under every colour-vision deficiency), unlike any piece's.
var chartInk = [...]color.RGBA{
	{0xe6, 0x9f, 0x00, 0xff}, // orange
	{0x56, 0xb4, 0xe9, 0xff}, // sky blue
	{0xcc, 0x79, 0xa7, 0xff}, // reddish purple
	{0xf0, 0xe4, 0x42, 0xff}, // yellow
	{0x00, 0x9e, 0x73, 0xff}, // bluish green
	{0xd5, 0x5e, 0x00, 0xff}, // vermilion
}

// ChartInks is how many seats a chart tells apart by colour.
const ChartInks = len(chartInk)

// ChartInk is the i-th colour of a chart's seats; past the last, the dim
// ink.
func ChartInk(i int) color.RGBA {
	if i >= 0 && i < len(chartInk) {
		return chartInk[i]
	}
	return render.InkDim
}

// The chart's measures, in design units.
const (
	chartSwatch = 10.0 // a legend's swatch's length
	chartLine   = 2.0  // a seat's line's width; a faint one's is half
	chartDot    = 3.5  // the radius of a seat's dot at the turn marked
	chartLeast  = 30.0 // a plot's least height
)

// chartLineH is the height of a line of the chart's words of a size.
func chartLineH(size float64) float64 { return math.Ceil(size * 1.4) }

// ChartPlace is a chart laid out in a room: where each piece goes, every
// line's points computed. SketchChart draws it.
type ChartPlace struct {
	Size, LineH float64
	Room        render.Rect
	Legend      []ChartLegend
	AxisW       float64
	Plots       []PlacedPlot // none when the room is too low for them
	Row         render.Rect  // the turns' row under the plots
	MarkX       float64      // the mark's x, if the chart is Marked
	first, last int          // the turns at the plots' left and right edges
}

// xOf is a turn's x on a plot's box.
func (pc *ChartPlace) xOf(box render.Rect, turn int) float64 {
	if pc.last == pc.first {
		return box.X
	}
	return box.X + box.W*float64(turn-pc.first)/float64(pc.last-pc.first)
}

// yOf is a value's y on a plot's box, 0 at its foot and 1 at its top.
func yOf(box render.Rect, v float64) float64 { return box.Y + 3 + (box.H-6)*(1-min(1, max(0, v))) }

// MarkAt marks a placed chart at its turn shown (c.Mark, if c.Marked): the
// mark's x, and a dot a seat drawn strongly where a point is at that turn.
// The position shown moves it without laying the lines out again.
func (pc *ChartPlace) MarkAt(c *Chart) {
	pc.MarkX = 0
	marked := -1
	for i := range pc.Plots {
		pl := &pc.Plots[i]
		pl.Dots = pl.Dots[:0]
		if !c.Marked {
			continue
		}
		pc.MarkX = pc.xOf(pl.Box, c.Mark)
		if marked < 0 {
			marked = slices.Index(c.X, c.Mark)
		}
		if marked < 0 || i >= len(c.Plots) || marked >= len(c.Plots[i].Values) {
			continue
		}
		values := c.Plots[i].Values[marked]
		for seat, s := range c.Seats {
			if !s.Faint && seat < len(values) {
				pl.Dots = append(pl.Dots, PlacedDot{Seat: seat, X: pc.MarkX, Y: yOf(pl.Box, values[seat]), Ink: s.Ink})
			}
		}
	}
}

// ChartLegend is a seat's (or the faint seats') name in the legend: its
// swatch at X, Y (the row's top), its width with the swatch.
type ChartLegend struct {
	Name    string
	X, Y, W float64
	Ink     color.RGBA
}

// PlacedPlot is a plot laid out: its title's row, its box, its axis'
// room, each seat's line (faint ones first, so that they lie under the
// others) and each shown seat's dot at the turn marked.
type PlacedPlot struct {
	Title, Top, Bottom string
	TitleRow, Box      render.Rect
	Axis               render.Rect
	Lines              []PlacedLine
	Dots               []PlacedDot
}

// PlacedLine is a seat's line on a plot.
type PlacedLine struct {
	Seat   int
	Xs, Ys []float64
	Width  float64
	Ink    color.RGBA
}

// PlacedDot is a seat's dot at the turn marked.
type PlacedDot struct {
	Seat int
	X, Y float64
	Ink  color.RGBA
}

// PlaceChart lays a chart out in a room with words of a size: the seats'
// legend, as many to a row as fit; under it the plots one above the other
// on the same turns, each with its title, its box and its axis' words;
// the turns' row under the last. A room too low for the plots keeps the
// legend alone; a chart of fewer than two points is nothing.
func PlaceChart(p ChartPen, c *Chart, room render.Rect, size float64) ChartPlace {
	out := ChartPlace{Size: size, LineH: chartLineH(size), Room: room}
	if len(c.X) < 2 || len(c.Plots) == 0 {
		return out
	}
	h := out.LineH
	y, x := room.Y, room.X
	add := func(name string, ink color.RGBA) {
		w := chartSwatch + 5 + p.Width(name, size, false)
		if x > room.X && x+w > room.X+room.W {
			y, x = y+h, room.X
		}
		out.Legend = append(out.Legend, ChartLegend{Name: name, X: x, Y: y, W: w, Ink: ink})
		x += w + 16
	}
	faint := false
	for _, s := range c.Seats {
		if s.Faint {
			faint = true
			continue
		}
		add(s.Name, s.Ink)
	}
	if faint && c.Others != "" {
		add(c.Others, FaintInk)
	}
	y += h + 4
	if c.Widest != "" {
		out.AxisW = p.Width(c.Widest, size, false)
	}
	for _, pl := range c.Plots {
		if c.Widest == "" {
			out.AxisW = max(out.AxisW, p.Width(pl.Top, size, false), p.Width(pl.Bottom, size, false))
		}
	}
	out.AxisW += 8
	n := float64(len(c.Plots))
	plotW := room.W - out.AxisW - 4
	plotH := (room.Y + room.H - y - n*h - h - 4*n) / n // the titles, the turns under
	if plotH < chartLeast {
		return out
	}
	out.first, out.last = c.X[0], c.X[len(c.X)-1]
	for i, pl := range c.Plots {
		top := y + float64(i)*(h+plotH+4)
		box := render.Rect{X: room.X + out.AxisW, Y: top + h, W: plotW, H: plotH}
		placed := PlacedPlot{Title: pl.Title, Top: pl.Top, Bottom: pl.Bottom, Box: box,
			TitleRow: render.Rect{X: room.X, Y: top, W: room.W, H: h},
			Axis:     render.Rect{X: room.X, Y: box.Y - h/2, W: out.AxisW - 4, H: box.H + h}}
		for _, faint := range [...]bool{true, false} {
			for seat, s := range c.Seats {
				if s.Faint != faint {
					continue
				}
				line := PlacedLine{Seat: seat, Xs: make([]float64, 0, len(c.X)), Ys: make([]float64, 0, len(c.X)), Width: chartLine, Ink: s.Ink}
				if faint {
					line.Width, line.Ink = chartLine/2, FaintInk
				}
				for k := range c.X {
					if k < len(pl.Values) && seat < len(pl.Values[k]) {
						line.Xs, line.Ys = append(line.Xs, out.xOf(box, c.X[k])), append(line.Ys, yOf(box, pl.Values[k][seat]))
					}
				}
				if len(line.Xs) > 1 {
					placed.Lines = append(placed.Lines, line)
				}
			}
		}
		out.Plots = append(out.Plots, placed)
	}
	out.MarkAt(c)
	base := y + n*(h+plotH) + 4*(n-1)
	out.Row = render.Rect{X: room.X + out.AxisW - 20, Y: base, W: plotW + 24, H: h}
	return out
}

// SketchChart draws a chart laid out by PlaceChart: the legend, then each
// plot that shows whole (one partly scrolled out of a phone's sheet is left
// out whole), then the turns' row with its first and last turn and its word.
func SketchChart(p ChartPen, c *Chart, pc *ChartPlace) {
	size, h := pc.Size, pc.LineH
	for _, it := range pc.Legend {
		p.Rect(it.X, it.Y+h/2-2, chartSwatch+2, 4, it.Ink)
		cell := render.Rect{X: it.X, Y: it.Y, W: min(it.W+3, pc.Room.X+pc.Room.W-it.X), H: h}
		p.Text(it.Name, it.X+chartSwatch+7, it.Y+h/2, size, false, render.Ink, render.Left, cell)
	}
	if len(pc.Plots) == 0 {
		return
	}
	for _, pl := range pc.Plots {
		if !p.Shows(pl.TitleRow.Y, h+pl.Box.H) {
			continue
		}
		box := pl.Box
		p.Text(pl.Title, pl.TitleRow.X, pl.TitleRow.Y+h/2, size, true, render.InkDim, render.Left, pl.TitleRow)
		p.Rect(box.X, box.Y, box.W, box.H, render.FeltDark)
		p.Text(pl.Top, box.X-5, box.Y+h/2-2, size, false, render.InkDim, render.Right, pl.Axis)
		p.Text(pl.Bottom, box.X-5, box.Y+box.H-h/2+2, size, false, render.InkDim, render.Right, pl.Axis)
		if c.Marked {
			p.Rect(pc.MarkX-0.75, box.Y, 1.5, box.H, render.Gold)
		}
		for _, l := range pl.Lines {
			p.Line(l.Xs, l.Ys, l.Width, l.Ink)
		}
		for _, d := range pl.Dots {
			p.Dot(d.X, d.Y, chartDot, d.Ink)
		}
	}
	row, box := pc.Row, pc.Plots[len(pc.Plots)-1].Box
	p.Text(c.First, box.X, row.Y+h/2, size, false, render.InkDim, render.Left, row)
	p.Text(c.Last, box.X+box.W, row.Y+h/2, size, false, render.InkDim, render.Right, row)
	p.Text(c.Axis, box.X+box.W/2, row.Y+h/2, size, false, render.InkDim, render.Center, row)
}

// FlatPen is a game.Pen as a chart's pen, on a panel that does not scroll:
// every piece shows.
type FlatPen struct{ game.Pen }

// Shows: a flat panel shows every piece.
func (FlatPen) Shows(y, h float64) bool { return true }

// ChancePlot is the plot of each seat's chance to win at each of n points,
// in both games' words; the caller fills its Values (0 to 1).
func ChancePlot(env *game.Env, n int) ChartPlot {
	return ChartPlot{Title: env.T("analysis.label.chance"), Top: env.T("analysis.label.percent", 100),
		Bottom: env.T("analysis.label.percent", 0), Values: make([][]float64, n)}
}
