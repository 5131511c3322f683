package table

import (
	"image/color"
	"slices"
	"testing"

	"orbis/render"
)

// measurePen measures every character half its size wide and records what
// is drawn; hidden leaves out the pieces from a y down (a scrolled sheet).
type measurePen struct {
	texts  []string
	lines  []float64 // each line's width
	dots   int
	hidden float64
}

func (p *measurePen) Text(s string, x, y, size float64, bold bool, c color.RGBA, align render.Align, room render.Rect) {
	p.texts = append(p.texts, s)
}
func (p *measurePen) Rect(x, y, w, h float64, c color.RGBA) {}
func (p *measurePen) Dot(x, y, r float64, c color.RGBA)     { p.dots++ }
func (p *measurePen) Line(xs, ys []float64, width float64, c color.RGBA) {
	p.lines = append(p.lines, width)
}
func (p *measurePen) Width(s string, size float64, bold bool) float64 {
	return float64(len([]rune(s))) * size / 2
}
func (p *measurePen) Shows(y, h float64) bool { return p.hidden == 0 || y+h <= p.hidden }

// twoPlots is a chart of three seats over three turns: a plot rising for
// seat 0 and falling for seat 2; the other with seats 1 and 2 missing at
// turn 2.
func twoPlots(faint ...bool) *Chart {
	c := &Chart{X: []int{1, 2, 3}, Axis: "Turn", First: "1", Last: "3", Others: "Others",
		Plots: []ChartPlot{
			{Title: "Expected", Top: "40", Bottom: "0", Values: [][]float64{{0, 0.5, 1}, {0.5, 0.5, 0.5}, {1, 0.5, 0}}},
			{Title: "Chance", Top: "100 %", Bottom: "0 %", Values: [][]float64{{0.2, 0.3, 0.5}, {0.4}, {1, 0, 0}}},
		}}
	for i, name := range []string{"Ann", "Bo", "Cy"} {
		c.Seats = append(c.Seats, ChartSeat{Name: name, Ink: ChartInk(i), Faint: i < len(faint) && faint[i]})
	}
	return c
}

func TestPlaceChartPutsEachSeatsPointsOnItsPlot(t *testing.T) {
	room := render.Rect{X: 10, Y: 20, W: 300, H: 400}
	c := twoPlots()
	c.Mark, c.Marked = 2, true
	pc := PlaceChart(&measurePen{}, c, room, 12)
	if len(pc.Plots) != 2 {
		t.Fatalf("%d plots placed, want 2", len(pc.Plots))
	}
	if want := 5*6.0 + 8; pc.AxisW != want { // "100 %", the widest of the axis' words
		t.Errorf("axis %.1f wide, want %.1f", pc.AxisW, want)
	}
	for i, pl := range pc.Plots {
		box := pl.Box
		if box.X != room.X+pc.AxisW || box.X+box.W != room.X+room.W-4 {
			t.Errorf("plot %d: box from %.1f to %.1f, want from %.1f to %.1f", i, box.X, box.X+box.W, room.X+pc.AxisW, room.X+room.W-4)
		}
		if i > 0 && box.Y < pc.Plots[i-1].Box.Y+pc.Plots[i-1].Box.H {
			t.Errorf("plot %d overlaps the one above it", i)
		}
		var seats []int
		for _, l := range pl.Lines {
			seats = append(seats, l.Seat)
		}
		if !slices.Equal(seats, []int{0, 1, 2}) {
			t.Errorf("plot %d: lines of seats %v, want one a seat", i, seats)
		}
		first := pl.Lines[0]
		if first.Xs[0] != box.X || first.Xs[len(first.Xs)-1] != box.X+box.W {
			t.Errorf("plot %d: seat 0's line from x %.1f to %.1f, want the box's width %.1f to %.1f", i, first.Xs[0], first.Xs[len(first.Xs)-1], box.X, box.X+box.W)
		}
		if want := []int{3, 1}[i]; len(pl.Dots) != want { // the chance has seat 0's alone at turn 2
			t.Errorf("plot %d: %d dots at the turn marked, want %d", i, len(pl.Dots), want)
		}
		for _, d := range pl.Dots {
			if d.X != box.X+box.W/2 {
				t.Errorf("plot %d: seat %d's dot at x %.1f, want the middle turn's %.1f", i, d.Seat, d.X, box.X+box.W/2)
			}
		}
	}
	top, foot := pc.Plots[0].Box.Y+3, pc.Plots[0].Box.Y+pc.Plots[0].Box.H-3
	if ys := pc.Plots[0].Lines[0].Ys; ys[0] != foot || ys[2] != top {
		t.Errorf("seat 0's expected score from y %.1f to %.1f, want from the foot %.1f to the top %.1f", ys[0], ys[2], foot, top)
	}
	if xs := pc.Plots[1].Lines[1].Xs; len(xs) != 2 {
		t.Errorf("seat 1's chance has %d points, want 2: it has none at turn 2", len(xs))
	}
	if pc.MarkX != pc.Plots[0].Box.X+pc.Plots[0].Box.W/2 {
		t.Errorf("the mark at x %.1f, want the middle turn's", pc.MarkX)
	}
}

func TestPlaceChartDrawsFaintSeatsUnderTheOthersAndNamesThemTogether(t *testing.T) {
	c := twoPlots(true, false, true)
	c.Mark, c.Marked = 3, true
	pc := PlaceChart(&measurePen{}, c, render.Rect{W: 300, H: 400}, 12)
	var names []string
	for _, it := range pc.Legend {
		names = append(names, it.Name)
	}
	if !slices.Equal(names, []string{"Bo", "Others"}) {
		t.Errorf("legend %v, want the strong seat, then the others", names)
	}
	lines := pc.Plots[0].Lines
	if len(lines) != 3 || lines[0].Seat != 0 || lines[1].Seat != 2 || lines[2].Seat != 1 {
		t.Fatalf("lines %+v, want the faint seats' first", lines)
	}
	if lines[0].Ink != FaintInk || lines[0].Width >= lines[2].Width {
		t.Errorf("a faint seat's line %v %.1f wide, a strong one's %.1f: want it dim and thinner", lines[0].Ink, lines[0].Width, lines[2].Width)
	}
	if d := pc.Plots[0].Dots; len(d) != 1 || d[0].Seat != 1 {
		t.Errorf("dots %+v, want the strong seat's alone", d)
	}
}

func TestPlaceChartLeavesOutWhatHasNoRoom(t *testing.T) {
	for _, tc := range []struct {
		name         string
		chart        func() *Chart
		room         render.Rect
		legend, plot int
	}{
		{"a room too low keeps the legend", func() *Chart { return twoPlots() }, render.Rect{W: 300, H: 100}, 3, 0},
		{"one point is no chart", func() *Chart { c := twoPlots(); c.X = c.X[:1]; return c }, render.Rect{W: 300, H: 400}, 0, 0},
		{"a narrow room wraps the legend", func() *Chart { return twoPlots() }, render.Rect{W: 40, H: 400}, 3, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pc := PlaceChart(&measurePen{}, tc.chart(), tc.room, 12)
			if len(pc.Legend) != tc.legend || len(pc.Plots) != tc.plot {
				t.Errorf("%d names and %d plots, want %d and %d", len(pc.Legend), len(pc.Plots), tc.legend, tc.plot)
			}
			for i := 1; i < len(pc.Legend); i++ {
				if a, b := pc.Legend[i-1], pc.Legend[i]; b.Y == a.Y && b.X+b.W > tc.room.W {
					t.Errorf("%q beyond the room's right edge", b.Name)
				}
			}
		})
	}
}

func TestSketchChartLeavesOutAPlotCutByTheSheet(t *testing.T) {
	c := twoPlots()
	c.Mark, c.Marked = 1, true
	pc := PlaceChart(&measurePen{}, c, render.Rect{W: 300, H: 400}, 12)
	whole := &measurePen{}
	SketchChart(whole, c, &pc)
	if len(whole.lines) != 6 || whole.dots != 6 || !slices.Contains(whole.texts, "Chance") || !slices.Contains(whole.texts, "Turn") {
		t.Errorf("whole: %d lines, %d dots, words %v; want 6 lines, 6 dots, both titles and the turns' word", len(whole.lines), whole.dots, whole.texts)
	}
	cut := &measurePen{hidden: pc.Plots[1].Box.Y + 10}
	SketchChart(cut, c, &pc)
	if len(cut.lines) != 3 || slices.Contains(cut.texts, "Chance") {
		t.Errorf("the second plot cut: %d lines, words %v; want the first plot's 3 lines alone", len(cut.lines), cut.texts)
	}
}

func TestMarkAtMovesTheMarkWithoutPlacingTheLinesAgain(t *testing.T) {
	c := twoPlots()
	pc := PlaceChart(&measurePen{}, c, render.Rect{W: 300, H: 400}, 12)
	if len(pc.Plots[0].Dots) != 0 {
		t.Fatalf("%d dots on a chart not marked, want none", len(pc.Plots[0].Dots))
	}
	lines := pc.Plots[0].Lines[0].Ys
	for _, tc := range []struct {
		turn  int
		dots  []int // a plot each
		right bool  // the mark at the right edge
	}{{3, []int{3, 3}, true}, {2, []int{3, 1}, false}, {7, []int{0, 0}, false}} {
		c.Mark, c.Marked = tc.turn, true
		pc.MarkAt(c)
		box := pc.Plots[0].Box
		for i, want := range tc.dots {
			if got := len(pc.Plots[i].Dots); got != want {
				t.Errorf("turn %d, plot %d: %d dots, want %d", tc.turn, i, got, want)
			}
		}
		if tc.right && pc.MarkX != box.X+box.W {
			t.Errorf("turn %d: the mark at x %.1f, want the right edge %.1f", tc.turn, pc.MarkX, box.X+box.W)
		}
		if tc.turn == 3 && pc.Plots[0].Dots[2].Y != box.Y+box.H-3 {
			t.Errorf("seat 2's dot at y %.1f at the last turn, want the foot %.1f", pc.Plots[0].Dots[2].Y, box.Y+box.H-3)
		}
	}
	if &pc.Plots[0].Lines[0].Ys[0] != &lines[0] {
		t.Error("marking laid the lines out again")
	}
}
