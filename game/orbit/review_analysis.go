package orbit

import (
	"context"
	"fmt"
	"log"

	"orbis/game"
	"orbis/game/table"
	"orbis/render"
	rules "orbis/rules/orbit"
	"orbis/rules/orbit/analysis"
)

// reviewAnalysis is the post-game analysis of the game in the viewer: not
// asked for, under way (the table stays usable), or done, its report kept
// for the viewer's life and with the game. It shows as Orbis' does: each
// rated decision a mark on the slider in its class's colour, the key
// moments flagged, and the words of the position shown saying the class
// of the decision made there and, at the end, each captain's accuracy.
type reviewAnalysis struct {
	opts        analysis.Options
	run         table.AnalysisRun[*analysis.Report]
	done, total int
	percent     int // the progress the Analyse button says
	report      *analysis.Report
	at          map[int]int // a position → the decision whose first action it shows
	moment      map[int]int // a position → its key moment
	chart       reviewChart // the chart of the seats' expected scores (review_chart.go)
}

// btnReviewAnalyse starts the analysis, stops it while it runs, and once
// done shows or hides its chart.
const btnReviewAnalyse = btnReviewLog + 1

// analysisOptions are the analysis' options for a record: its own seed, so
// that the same game is always rated the same, and every core. A browser
// tab, with one thread and slower rollouts, plays a quarter as many.
func analysisOptions(rec *rules.Record, inBrowser bool) analysis.Options {
	opts := analysis.Options{Seed: 1}
	if inBrowser {
		opts.Rollouts = analysis.DefaultRollouts / 4
	}
	if rec.Seed != nil {
		opts.Seed = *rec.Seed
	}
	return opts
}

// analyseButton is the top bar's Analyse: Analyse, the progress while it
// runs (a press stops it), once done the chart's switch (the slider shows
// the rest).
func (r *review) analyseButton(env *game.Env) []render.MenuButton {
	a := &r.an
	b := render.MenuButton{ID: btnReviewAnalyse, Label: env.T("orbit.analysis.analyse"), Enabled: true}
	switch {
	case a.run != nil:
		b.Label, b.Marked = env.T("orbit.analysis.running", a.percent), true
	case a.report != nil:
		b.Label, b.Marked = env.T("orbit.chart.switch"), a.chart.open
	}
	return []render.MenuButton{b}
}

// pressAnalyse starts the analysis of the game shown, or stops it.
func (r *review) pressAnalyse(env *game.Env) {
	a := &r.an
	switch {
	case a.report != nil:
		r.pressChart()
		return
	case a.run != nil:
		a.run.Cancel()
		a.run = nil
	default:
		an, err := analysis.New(r.Rec, a.opts)
		if err != nil {
			log.Printf("orbit: analysis refused: %v", err)
			return
		}
		if env.InBrowser() {
			a.run = table.SteppedAnalysis(an, thinkSlice)
		} else {
			_, total := an.Progress()
			rec, opts := r.Rec, a.opts
			a.run = table.GoAnalysis(total, func(ctx context.Context, progress func(done, total int)) (*analysis.Report, error) {
				return analysis.Analyse(ctx, rec, opts, progress)
			})
		}
		a.done, a.total, a.percent = 0, 0, 0
	}
	r.viewer.Rebuild()
}

// pollAnalysis lets the analysis work its slice, and takes its report once
// it is done, keeping it with the game.
func (r *review) pollAnalysis(env *game.Env) {
	a := &r.an
	if a.run == nil {
		return
	}
	var ended bool
	a.done, a.total, ended = a.run.Poll()
	if p := a.done * 100 / max(a.total, 1); p != a.percent {
		a.percent = p
		r.viewer.Rebuild()
	}
	if !ended {
		return
	}
	rep, err := a.run.Result()
	a.run = nil
	r.viewer.Rebuild()
	if err != nil {
		log.Printf("orbit: analysis: %v", err)
		return
	}
	r.takeReport(env, rep)
	r.keepAnalysis(env, rep)
}

// takeReport keeps a finished report, indexes it by position and marks its
// decisions on the slider.
func (r *review) takeReport(env *game.Env, rep *analysis.Report) {
	a := &r.an
	a.report, a.at, a.moment = rep, map[int]int{}, map[int]int{}
	a.chart.open = true // as Orbis' panel, the chart opens with the analysis
	for i, d := range rep.Decisions {
		a.at[d.Step] = i
	}
	for i, m := range rep.KeyMoments {
		a.moment[m.Step] = i
	}
	r.markAnalysis(env)
	r.viewer.Rebuild()
}

// markAnalysis puts the analysed decisions on the slider, coloured by
// class, the key moments flagged, in the player's language.
func (r *review) markAnalysis(env *game.Env) {
	a := &r.an
	if a.report == nil {
		return
	}
	r.bar.Marks = r.bar.Marks[:0]
	for _, d := range a.report.Decisions {
		c, h := table.ClassLook(d.Class)
		k, key := a.moment[d.Step]
		tip := env.T("analysis.cli.pair", env.T("orbit.analysis.turn", d.Turn, r.Names[d.Seat]), env.Say(sayClass(d.Class)))
		if key { // a key moment says why as well
			tip = env.T("text.sentences", tip, sayKeyMoment(env, &a.report.KeyMoments[k]))
		}
		r.bar.Marks = append(r.bar.Marks, game.ReviewMark{Pos: d.Step, Color: c, Height: h, Key: key, Tip: tip})
	}
}

// sayAnalysis adds to the bar's words on the position shown what the
// analysis says of it, as much as the bar shows whole (analysisWords); where
// even the least is too long beside them, it says that alone (the action is
// in the log, and the reason in the mark's tooltip).
func (r *review) sayAnalysis(env *game.Env, pos int) {
	said := r.analysisWords(env, pos)
	for _, s := range said {
		if line := env.T("text.sentences", r.bar.Line, s); r.bar.Fits(env, r.bar.Head, line) {
			r.bar.Line = line
			return
		}
	}
	for _, s := range said {
		if r.bar.Fits(env, r.bar.Head, s) {
			r.bar.Line = s
			return
		}
	}
}

// analysisWords is what the analysis says of the position shown, the most
// first: the class of the decision whose first action it shows, with what
// was better (a key moment's reason) or with its cost alone, or the class
// alone; at the end each analysed captain's accuracy.
func (r *review) analysisWords(env *game.Env, pos int) []string {
	a := &r.an
	if a.report == nil {
		return nil
	}
	if i, ok := a.at[pos]; ok {
		d := &a.report.Decisions[i]
		class := env.Say(sayClass(d.Class))
		short := env.T("orbit.analysis.at_cost", class, game.Decimal(env, d.Cost))
		switch k, key := a.moment[pos]; {
		case key:
			return []string{env.T("analysis.cli.pair", class, sayKeyMoment(env, &a.report.KeyMoments[k])), short, class}
		case d.Forced || d.Played.Notation == d.Best.Notation:
			return []string{env.T("orbit.analysis.at_best", class), class}
		default:
			return []string{env.T("orbit.analysis.at", class, game.Decimal(env, d.Cost), sayMove(env, d.Best)), short, class}
		}
	}
	if pos != len(r.States)-1 {
		return nil
	}
	var each []string
	for _, p := range a.report.Players {
		if p.Analysed && p.Seat < len(r.Names) {
			each = append(each, env.T("orbit.analysis.accuracy_of", r.Names[p.Seat], game.Decimal(env, p.Accuracy)))
		}
	}
	if len(each) == 0 {
		return nil
	}
	return []string{env.T("orbit.analysis.accuracy", joinAnd(env, each))}
}

// keepAnalysis keeps a finished analysis with the game shown.
func (r *review) keepAnalysis(env *game.Env, rep *analysis.Report) {
	table.KeepAnalysis(env, "orbit", r.data, rep)
}

// readKeptAnalysis shows the analysis kept with the game shown, if it was
// analysed before and is of this game.
func (r *review) readKeptAnalysis(env *game.Env) {
	if rep, ok := table.KeptAnalysis(env, "orbit", r.data, analysis.ReadReport, r.fits); ok {
		r.takeReport(env, rep)
		r.refresh(env) // the first frame shows it
	}
}

// fits checks that a report read back is of the game shown: a player for
// each seat, every decision a seat's at a step of the record.
func (r *review) fits(rep *analysis.Report) error {
	seats, steps := len(r.Seats), len(r.Rec.Actions)
	if len(rep.Players) != seats {
		return fmt.Errorf("%d players in the analysis, %d seats in the game", len(rep.Players), seats)
	}
	for i, d := range rep.Decisions {
		if d.Seat < 0 || d.Seat >= seats || d.Step < 1 || d.Step > steps {
			return fmt.Errorf("decision %d: seat %d, step %d, in a game of %d seats and %d steps", i+1, d.Seat, d.Step, seats, steps)
		}
	}
	for i, m := range rep.KeyMoments {
		if m.Seat < 0 || m.Seat >= seats || m.Step < 1 || m.Step > steps {
			return fmt.Errorf("key moment %d: seat %d, step %d, in a game of %d seats and %d steps", i+1, m.Seat, m.Step, seats, steps)
		}
	}
	return nil
}
