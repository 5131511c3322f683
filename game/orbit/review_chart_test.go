//go:build !js

package orbit

import (
	"context"
	"fmt"
	"math"
	"slices"
	"testing"

	"orbis/game"
	"orbis/game/table"
	"orbis/input"
	"orbis/render"
	"orbis/rules/orbit/analysis"
)

// analysedReview opens a finished game of Medium captains in the viewer
// with its (cheap) analysis taken, as it is once the analysis is done.
func analysedReview(t *testing.T, env *game.Env, players int, seed uint64) *review {
	t.Helper()
	r := openReview(t, env, finishedRecord(t, env, players, seed))
	rep, err := analysis.Analyse(context.Background(), r.Rec, quickAnalysis, nil)
	if err != nil {
		t.Fatal(err)
	}
	r.takeReport(env, rep)
	step(t, env, r, nil)
	return r
}

// TestTheViewerChartsEachSeatsExpectedScore: once analysed, the viewer
// shows the chart of each seat's expected final score and chance to win,
// a line a seat through every point of the timeline, on the desktop over
// the middle column and on a phone or a tablet over the large ring, clear
// of the bar's words and of every button; the turn shown is marked, a dot
// a seat, and the mark follows the slider; nothing under the chart is hit.
func TestTheViewerChartsEachSeatsExpectedScore(t *testing.T) {
	env := reviewEnv(t, "en")
	r := analysedReview(t, env, 3, 5)
	tl := r.an.report.Timeline
	for _, w := range []game.Window{{W: 1280, H: 800}, {W: 390, H: 844}, {W: 844, H: 390}, {W: 768, H: 1024}} {
		t.Run(fmt.Sprint(w), func(t *testing.T) {
			env.SetWindow(w.W, w.H, 1)
			env.Enter(r)
			r.Restyle(env)
			f, c := env.Frame(), &r.an.chart
			if !c.shown() || len(c.place.Plots) != 2 {
				t.Fatalf("the chart shown %v with %d plots, want its two", c.shown(), len(c.place.Plots))
			}
			room := f.R(c.room.X, c.room.Y, c.room.W, c.room.H)
			if room.X < 0 || room.Y < 0 || room.X+room.W > f.W+0.5 || room.Y+room.H > f.H+0.5 {
				t.Errorf("the chart at %+v, beyond the window", room)
			}
			if !f.Fluid() && room != r.layout.Side {
				t.Errorf("on the desktop the chart at %+v, not over the middle column %+v", room, r.layout.Side)
			}
			words := f.R(r.bar.Words.X, r.bar.Words.Y, r.bar.Words.W, r.bar.Words.H)
			for _, b := range append(append(r.bar.Buttons(), r.menu...), render.MenuButton{Label: "the bar's words", X: r.bar.Words.X + r.bar.Words.W/2, Y: r.bar.Words.Y + r.bar.Words.H/2, W: r.bar.Words.W, H: r.bar.Words.H}) {
				br := b.Rect(f)
				if b.Label == "the bar's words" {
					br = words
				}
				if br.X < room.X+room.W && room.X < br.X+br.W && br.Y < room.Y+room.H && room.Y < br.Y+br.H {
					t.Errorf("%q at %+v under the chart %+v", b.Label, br, room)
				}
			}
			for i, pl := range c.place.Plots {
				var seats []int
				for _, l := range pl.Lines {
					seats = append(seats, l.Seat)
					if len(l.Xs) != len(tl) {
						t.Errorf("plot %d: seat %d's line through %d points, want the timeline's %d", i, l.Seat, len(l.Xs), len(tl))
					}
				}
				if !slices.Equal(seats, []int{0, 1, 2}) {
					t.Errorf("plot %d: lines of seats %v, want one a seat", i, seats)
				}
			}
			bottom, top := float64(atoiTop(t, c.data.Plots[0].Bottom)), float64(atoiTop(t, c.data.Plots[0].Top))
			if got := bottom + c.data.Plots[0].Values[len(tl)-1][0]*(top-bottom); math.Abs(got-tl[len(tl)-1].Expected[0]) > 1e-9 {
				t.Errorf("the first seat's last point at %.2f points, want its final score %.2f", got, tl[len(tl)-1].Expected[0])
			}
			var marks []float64
			for _, pos := range []int{r.bar.Len / 4, r.bar.Len / 2, r.bar.Len} {
				r.bar.Seek(pos)
				step(t, env, r, nil)
				box := c.place.Plots[0].Box
				turn, _ := r.chartTurn(pos)
				if !c.data.Marked || c.data.Mark != turn || c.place.MarkX < box.X || c.place.MarkX > box.X+box.W {
					t.Errorf("at %d: marked %v at turn %d x %.1f, want turn %d inside %.1f..%.1f", pos, c.data.Marked, c.data.Mark, c.place.MarkX, turn, box.X, box.X+box.W)
				}
				if len(c.place.Plots[0].Dots) != 3 {
					t.Errorf("at %d: %d dots at the turn shown, want a seat's each", pos, len(c.place.Plots[0].Dots))
				}
				marks = append(marks, c.place.MarkX)
			}
			if !slices.IsSorted(marks) || marks[0] == marks[2] {
				t.Errorf("the mark at x %v as the slider moves on: it does not follow", marks)
			}
			if mid := f.R(c.room.X+c.room.W/2, c.room.Y+c.room.H/2, 1, 1); r.Hit(env, mid.X, mid.Y).Kind != hitReviewChart {
				t.Errorf("the chart's middle hits %+v, not the chart", r.Hit(env, mid.X, mid.Y))
			}
		})
	}
	env.SetWindow(1280, 800, 1)
	env.Enter(r)
	r.Restyle(env)
	step(t, env, r, []input.Intent{{Kind: input.Click, Target: input.Target{Kind: game.KindButton, Index: btnReviewAnalyse}}})
	if r.an.chart.shown() || r.Hit(env, r.layout.Side.X+20, r.layout.Side.Y+300).Kind == hitReviewChart {
		t.Error("the chart hidden, it is still shown or hit")
	}
}

// atoiTop is the number of points at the top or the foot of the expected
// score's plot.
func atoiTop(t *testing.T, top string) int {
	t.Helper()
	var n int
	if _, err := fmt.Sscanf(top, "%d", &n); err != nil {
		t.Fatalf("the plot's axis %q: %v", top, err)
	}
	return n
}

// TestTheChartOfManyCaptainsStaysReadable: at a table of more than six,
// the human seats' lines and the three best placed are drawn strongly,
// each its own colour and named; the others faint, under them, named
// together.
func TestTheChartOfManyCaptainsStaysReadable(t *testing.T) {
	names := make([]string, 10)
	final := make([]float64, 10)
	for i := range names {
		names[i], final[i] = fmt.Sprint("Captain ", i+1), float64(i%7)
	}
	human := func(seat int) bool { return seat == 0 || seat == 9 }
	for _, tc := range []struct {
		name   string
		seats  int
		strong []int
	}{
		{"at most six, every one strong", 6, []int{0, 1, 2, 3, 4, 5}},
		{"ten, the humans and the three best", 10, []int{0, 4, 5, 6, 9}}, // the best: seats 6, 5 and 4
	} {
		t.Run(tc.name, func(t *testing.T) {
			seats := chartSeats(names[:tc.seats], human, final[:tc.seats])
			var strong []int
			inks := map[[4]uint8]bool{}
			for i, s := range seats {
				if !s.Faint {
					strong = append(strong, i)
					inks[[4]uint8{s.Ink.R, s.Ink.G, s.Ink.B, s.Ink.A}] = true
				} else if s.Ink != table.FaintInk {
					t.Errorf("faint seat %d in %v", i, s.Ink)
				}
			}
			if !slices.Equal(strong, tc.strong) {
				t.Errorf("strong seats %v, want %v", strong, tc.strong)
			}
			if len(inks) != len(strong) {
				t.Errorf("%d colours for %d strong seats", len(inks), len(strong))
			}
		})
	}
}

// TestTheViewerChartsACrowd: a game of eight captains charts them all,
// the faint ones named together in the legend.
func TestTheViewerChartsACrowd(t *testing.T) {
	env := reviewEnv(t, "en")
	r := analysedReview(t, env, 8, 7)
	c := &r.an.chart
	if !c.shown() {
		t.Fatal("the chart is not shown")
	}
	faint, strong := 0, 0
	for _, l := range c.place.Plots[0].Lines {
		if l.Ink == table.FaintInk {
			faint++
			if strong > 0 {
				t.Error("a faint line over a strong one")
			}
		} else {
			strong++
		}
	}
	if faint+strong != 8 || faint == 0 || strong > table.ChartInks || !r.Seats[0].Human() || c.data.Seats[0].Faint {
		t.Errorf("%d faint and %d strong lines, the human seat faint %v", faint, strong, c.data.Seats[0].Faint)
	}
	if last := c.place.Legend[len(c.place.Legend)-1]; last.Name != env.T("orbit.chart.others") || len(c.place.Legend) != strong+1 {
		t.Errorf("legend %+v, want the strong seats and the others", c.place.Legend)
	}
}

// TestTheChartShowsAScoreBelowZero: a captain's expected score below 0 (a
// solo captain's countermands) lowers the plot's foot to it, so that its
// line is drawn as it goes, not flat on the foot.
func TestTheChartShowsAScoreBelowZero(t *testing.T) {
	env := reviewEnv(t, "en")
	r := analysedReview(t, env, 3, 5)
	rep := *r.an.report
	rep.Timeline = slices.Clone(rep.Timeline)
	low := &rep.Timeline[1]
	low.Expected = slices.Clone(low.Expected)
	low.Expected[2] = -7.3
	c := r.chartOf(env, &rep)
	if got := c.Plots[0].Bottom; got != "-8" {
		t.Errorf("the expected score's foot says %q, want -8", got)
	}
	for k, values := range c.Plots[0].Values {
		for seat, v := range values {
			if v < 0 || v > 1 {
				t.Errorf("turn %d, seat %d: %.3f beyond the plot", c.X[k], seat, v)
			}
		}
	}
	if v := c.Plots[0].Values[1][2]; math.Abs(v-0.7/float64(atoiTop(t, c.Plots[0].Top)+8)) > 1e-9 {
		t.Errorf("-7.3 points at %.3f of the plot's height, want 0.7 over the range", v)
	}
}

// TestTheSoloChartShowsTheScoreAlone: a solo captain has no chance to win
// to chart; the expected score takes the chart's whole height.
func TestTheSoloChartShowsTheScoreAlone(t *testing.T) {
	env := reviewEnv(t, "en")
	r := analysedReview(t, env, 1, 7)
	c := &r.an.chart
	if len(c.data.Plots) != 1 || c.data.Plots[0].Title != env.T("orbit.chart.expected") || len(c.place.Plots) != 1 {
		t.Fatalf("%d plots (%d placed), want the expected score alone", len(c.data.Plots), len(c.place.Plots))
	}
	if box := c.place.Plots[0].Box; box.H < c.room.H/2 {
		t.Errorf("the score's plot %.0f high in a chart %.0f high: want it to take the room", box.H, c.room.H)
	}
}
