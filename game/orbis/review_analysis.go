package orbis

import (
	"image/color"
	"log"

	"orbis/game"
	"orbis/game/table"
	"orbis/render"
	rules "orbis/rules/orbis"
	"orbis/rules/orbis/analysis"
)

// reviewAnalysis is the post-game analysis of the game in the viewer: not
// asked for, under way (the table stays usable), refused, or done, its
// report kept for the viewer's life.
type reviewAnalysis struct {
	opts        analysis.Options
	run         analysisRun
	done, total int
	report      *analysis.Report
	problem     game.Phrase // why the record was refused, or the analysis failed
	open        bool        // the panel is shown over the table's left column
	tab         int         // tabTurn or tabPlayers

	turnPos  map[int]int // a turn's number → the position where it starts
	decision map[int]int // a turn's number → its index in report.Decisions
	moment   map[int]int // a turn's number → its index in report.KeyMoments

	sketch sketch // what Draw draws, made in Update when built changes
	built  analysisKey
	scroll render.Scroll // a phone's sheet's column
}

// The analysis' tabs.
const (
	tabTurn = iota
	tabPlayers
)

// The viewer's own buttons in the review bar's Extra.
const (
	btnAnalyse = game.ReviewGameButton + iota
	btnCancelAnalysis
	btnAnalysisPanel
	btnTabTurn
	btnTabPlayers
	btnMoment // + the key moment's index
)

// analysisState is where the analysis stands.
type analysisState uint8

const (
	analysisIdle analysisState = iota
	analysisRunning
	analysisRefused
	analysisDone
)

func (a *reviewAnalysis) state() analysisState {
	switch {
	case a.run != nil:
		return analysisRunning
	case a.report != nil:
		return analysisDone
	case !a.problem.Empty():
		return analysisRefused
	}
	return analysisIdle
}

// analysisKey is what the analysis' drawing depends on: it is made again
// when one changes.
type analysisKey struct {
	state       analysisState
	done, total int
	pos, view   int
	open        bool
	tab         int
	lang        string
	w, h        float64
	layout      render.Layout
	reading     float64
	safe        bool
	offset      float64 // how far a phone's sheet is scrolled
	words       float64 // where the bar's words stand on a phone, under the sheet
}

// analysisOptions are the analysis' options for a record: its own seed, so
// that the same game is always rated the same, and every core. A browser
// tab searches a quarter as long: it has one thread, and the search runs
// there about a third as fast, so the full analysis would take minutes.
func analysisOptions(rec *rules.Record, inBrowser bool) analysis.Options {
	opts := analysis.Options{Seed: 1}
	if inBrowser {
		opts.Iterations = browserAnalysisIterations
	}
	if rec.Seed != nil {
		opts.Seed = *rec.Seed
	}
	return opts
}

// browserAnalysisIterations is the search per rated decision in a browser.
const browserAnalysisIterations = analysis.DefaultIterations / 4

// startAnalysis starts the analysis of the game shown, unless it runs or
// is done; a record it cannot read is refused with the viewer's words.
func (r *review) startAnalysis(env *game.Env) {
	a := &r.an
	if a.run != nil || a.report != nil {
		return
	}
	run, err := runAnalysis(r.Rec, a.opts, env.InBrowser())
	if err != nil {
		log.Printf("orbis: analysis refused: %v", err)
		a.problem, a.open = game.ReviewProblem(err), true
		return
	}
	a.run, a.problem, a.done, a.total = run, game.Phrase{}, 0, 0
}

// cancelAnalysis stops an analysis under way; the game shown stays as it is.
func (r *review) cancelAnalysis() {
	if r.an.run != nil {
		r.an.run.Cancel()
		r.an.run = nil
	}
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
	if !ended {
		return
	}
	rep, err := a.run.Result()
	a.run = nil
	if err != nil {
		log.Printf("orbis: analysis: %v", err)
		a.problem, a.open = game.ReviewProblem(err), true
		return
	}
	r.takeReport(rep)
	r.keepAnalysis(env, rep)
}

// takeReport keeps a finished report and indexes it by turn.
func (r *review) takeReport(rep *analysis.Report) {
	a := &r.an
	a.report, a.open, a.tab = rep, true, tabPlayers
	a.turnPos, a.decision, a.moment = map[int]int{}, map[int]int{}, map[int]int{}
	for _, pos := range r.bar.Turns {
		a.turnPos[r.States[pos].Turn()+1] = pos
	}
	for i, d := range rep.Decisions {
		a.decision[d.Turn] = i
	}
	for i, m := range rep.KeyMoments {
		a.moment[m.Turn] = i
	}
}

// pressAnalysis acts on one of the viewer's own buttons.
func (r *review) pressAnalysis(env *game.Env, id int) {
	a := &r.an
	switch {
	case id == btnAnalyse:
		r.startAnalysis(env)
	case id == btnCancelAnalysis:
		r.cancelAnalysis()
	case id == btnAnalysisPanel:
		a.open = !a.open
	case id == btnTabTurn:
		a.tab = tabTurn
	case id == btnTabPlayers:
		a.tab = tabPlayers
	case id >= btnMoment && a.report != nil && id-btnMoment < len(a.report.KeyMoments):
		r.showTurn(a.report.KeyMoments[id-btnMoment].Turn)
		a.tab = tabTurn
	}
}

// showTurn moves the table to the start of a turn: the decision to make.
func (r *review) showTurn(turn int) {
	if pos, ok := r.an.turnPos[turn]; ok {
		r.bar.Playing = false
		r.bar.Seek(pos)
	}
}

// turnAt is the number of the turn under way at a position (its start
// included): 0 before the first and once the game is over.
func (r *review) turnAt(pos int) int {
	if r.States[pos].IsOver() {
		return 0
	}
	turn := 0
	for _, start := range r.bar.Turns {
		if start > pos {
			break
		}
		turn = r.States[start].Turn() + 1
	}
	return turn
}

// decisionAt is the rated decision of the turn under way at a position.
func (r *review) decisionAt(pos int) (*analysis.Decision, bool) {
	a := &r.an
	if a.report == nil {
		return nil, false
	}
	i, ok := a.decision[r.turnAt(pos)]
	if !ok {
		return nil, false
	}
	return &a.report.Decisions[i], true
}

// classes are the classes in order, best first.
var classes = [...]analysis.Class{analysis.Best, analysis.Good, analysis.Inaccuracy, analysis.Mistake, analysis.Blunder}

// lookOf is a class's look on the slider (table.ClassLook).
func lookOf(c analysis.Class) (color.RGBA, float64) { return table.ClassLook(c) }

// inkOf is a seat's colour on the chart and beside its figures.
func inkOf(seat int) color.RGBA { return table.ChartInk(seat) }

// marks are the analysed decisions on the slider, coloured by class, the
// key moments flagged.
func (r *review) marks(env *game.Env) []game.ReviewMark {
	a := &r.an
	if a.report == nil {
		return nil
	}
	out := make([]game.ReviewMark, 0, len(a.report.Decisions))
	for _, d := range a.report.Decisions {
		pos, ok := a.turnPos[d.Turn]
		if !ok {
			continue
		}
		c, h := lookOf(d.Class)
		k, key := a.moment[d.Turn]
		tip := env.T("analysis.cli.pair", env.T("orbis.log.turn", d.Round, r.Names[d.Seat]), env.Say(SayClass(d.Class)))
		if key { // a key moment says why as well
			tip = sentences(env, tip, env.Say(SayKeyMoment(&a.report.KeyMoments[k])))
		}
		out = append(out, game.ReviewMark{Pos: pos, Color: c, Height: h, Key: key, Tip: tip})
	}
	return out
}

// analysisButtons are the viewer's own buttons: Analyse (or Cancel while
// it runs, or the panel's switch once done) in the top bar; the tabs and
// the key moments in the open panel.
func (r *review) analysisButtons(env *game.Env) []render.MenuButton {
	a := &r.an
	if env.Frame().Fluid() {
		return r.analysisSwitch(env)
	}
	const topY, topH, right = 22.0, 32.0, 1006.0
	var out []render.MenuButton
	switch a.state() {
	case analysisIdle:
		out = append(out, render.MenuButton{ID: btnAnalyse, X: right - 75, Y: topY, W: 150, H: topH, Label: env.T("orbis.analysis_view.analyse"), Enabled: true})
	case analysisRunning:
		out = append(out, render.MenuButton{ID: btnCancelAnalysis, X: right - 60, Y: topY, W: 120, H: topH, Label: env.T("orbis.analysis_view.cancel"), Enabled: true})
	default:
		out = append(out, render.MenuButton{ID: btnAnalysisPanel, X: right - 75, Y: topY, W: 150, H: topH, Label: env.T("orbis.analysis_view.panel"), Enabled: true, Marked: a.open})
	}
	if !a.open || a.report == nil {
		return out
	}
	p := analysisPanel
	tabW := (p.W - 2*panelPad - 8) / 2
	out = append(out, render.Row(p.X+panelPad, p.Y+24, tabW, 34, 8,
		render.MenuButton{ID: btnTabTurn, Label: env.T("orbis.analysis_view.tab_turn"), Enabled: true, Marked: a.tab == tabTurn},
		render.MenuButton{ID: btnTabPlayers, Label: env.T("orbis.analysis_view.tab_players"), Enabled: true, Marked: a.tab == tabPlayers})...)
	if a.tab == tabPlayers {
		out = append(out, a.sketch.moments...)
	}
	return out
}

// analysisTips say what the top bar's buttons do.
func analysisTips(env *game.Env) map[int]string {
	return map[int]string{btnAnalyse: env.T("orbis.analysis_view.tip_analyse"), btnCancelAnalysis: env.T("orbis.analysis_view.tip_cancel"),
		btnAnalysisPanel: env.T("orbis.analysis_view.tip_panel")}
}

// refreshAnalysis makes the analysis' drawing, buttons and marks again
// when what they show changed.
func (r *review) refreshAnalysis(env *game.Env) {
	a := &r.an
	f := env.Frame()
	key := analysisKey{state: a.state(), done: a.done, total: a.total, pos: r.bar.Pos, view: r.bar.View, open: a.open, tab: a.tab,
		lang: env.Lang(), w: f.W, h: f.H, layout: f.Layout, reading: env.InterfaceScale(), safe: env.SafeColours(), offset: a.scroll.Offset, words: r.bar.Words.Y}
	if key == a.built {
		return
	}
	a.built = key
	if f.Fluid() {
		r.placeSwitch(env)
	}
	a.sketch = r.sketchAnalysis(env)
	r.bar.Marks = r.marks(env)
	r.bar.Extra = r.analysisButtons(env)
	r.bar.ExtraTips = analysisTips(env)
	r.bar.Layout(env)
}
