package orbis

import (
	"strconv"

	"orbis/game"
	"orbis/game/table"
	"orbis/render"
)

// sketchChart draws every player's score and chance to win over the turns
// (each seat's, the rounds counted under them) with the tables' shared
// chart (table.SketchChart): two small charts, one above the other on the
// same turns, a line a seat in its colour, with a gold line at the
// position shown and a legend of the seats.
func (r *review) sketchChart(env *game.Env, p pen, room render.Rect, rs float64) {
	c := r.chart(env)
	if c == nil || room.H < table.ChartMinH {
		return
	}
	place := table.PlaceChart(p, c, room, labelSize*rs)
	table.SketchChart(p, c, &place)
}

// chart is what the charts show of the report: each seat's score (over the
// highest) and chance to win at each turn, the position shown marked; nil
// without a report of two points at least.
func (r *review) chart(env *game.Env) *table.Chart {
	rep := r.an.report
	if rep == nil || len(rep.Timeline) < 2 {
		return nil
	}
	tl := rep.Timeline
	hi := 1
	for _, pt := range tl {
		for _, s := range pt.Scores {
			hi = max(hi, s)
		}
	}
	c := &table.Chart{X: make([]int, len(tl)), Axis: env.T("orbis.analysis.label.round"),
		First: strconv.Itoa(tl[0].Round), Last: strconv.Itoa(tl[len(tl)-1].Round)}
	for seat, name := range r.Names {
		c.Seats = append(c.Seats, table.ChartSeat{Name: name, Ink: inkOf(seat)})
	}
	score := table.ChartPlot{Title: env.T("orbis.analysis.label.score"), Top: env.T("orbis.play.cp", hi), Bottom: "0", Values: make([][]float64, len(tl))}
	chance := table.ChancePlot(env, len(tl))
	c.Widest = chance.Top // the axis as wide as "100 %", as it always was
	for k := range tl {
		pt := &tl[k]
		c.X[k] = pt.Turn
		n := min(len(pt.Scores), len(pt.Win))
		score.Values[k], chance.Values[k] = make([]float64, n), pt.Win[:n]
		for seat := range n {
			score.Values[k][seat] = float64(pt.Scores[seat]) / float64(hi)
		}
	}
	c.Plots = []table.ChartPlot{score, chance}
	shown := r.chartTurn(tl[0].Turn, tl[len(tl)-1].Turn)
	c.Mark, c.Marked = shown, shown > 0
	return c
}

// Shows: the chart leaves out a plot a phone's sheet would cut.
func (p pen) Shows(y, h float64) bool { return p.col.shows(y, h) }

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
