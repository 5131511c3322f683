package orbit

import (
	"orbis/game"
	"orbis/render"
	board "orbis/render/orbit"
)

// btnReviewLog opens a fluid table's drawer: the log, and what has no room.
const btnReviewLog = btnReviewClose + 1

// The windows whose bar folds into a row, in CSS pixels: on its side
// below compactBelowH high, upright below compactBelowW.
const compactBelowH, compactBelowW = 600.0, 900.0

// Responsive: the viewer lays itself out for a phone's or a tablet's
// window, the table as the play lays it out in the room the bar leaves.
func (r *review) Responsive() bool { return true }

// Restyle lays the viewer out again for the window (a phone turned) or
// the words of another language, at the position shown.
func (r *review) Restyle(env *game.Env) {
	r.viewer.Rebuild()
	r.refresh(env)
}

// place lays the bar and the table out for the frame: on the desktop the
// bar over the large system's prompt, its ring smaller under it; on a
// phone or a tablet the table laid out as the play lays it out, the bar's
// words in the prompt's room and its buttons in the move's rows, Close,
// the rules and the log's drawer in the top bar.
func (r *review) place(env *game.Env, players, active int) {
	f := env.Frame()
	if !f.Fluid() {
		r.bar.PlaceDesktop(env, reviewWords, reviewControls)
		if l := r.layout; l == nil || l.Fluid() || l.W != f.W || l.H != f.H || l.Active != active {
			r.layout = reviewLayout(f.W, f.H, players, active)
		}
		r.menu = render.Row(1080, 22, 92, 32, 8,
			render.MenuButton{ID: btnReviewRules, Label: env.T("pause.rules"), Enabled: true},
			render.MenuButton{ID: btnReviewClose, Label: env.T("review.close"), Enabled: true})
		if an := r.analyseButton(env); len(an) > 0 {
			an[0].X, an[0].Y, an[0].W, an[0].H = 966, 22, 120, 32 // beside Rules, 8 apart
			r.menu = append(an, r.menu...)
		}
		return
	}
	ringLen := int(r.seen.Player(active).RingLen)
	r.layout = board.NewLayoutFor(*f, players, active, ringLen)
	v := &r.view
	v.StatusLines = env.Text().Wrap(v.Status, f.Px(board.StatusPx), r.layout.Status.W)
	statusH := float64(len(v.StatusLines)) * board.StatusPitch
	if r.layout.Crowd {
		statusH += r.crowd.rowHeight() // the row that opens the grid
	}
	// The bar's words stand in the prompt's room, its buttons in the
	// move's rows: as many rows as the move's width wants.
	// On a small phone the bar folds into one row (its steps around the
	// slider), so that the ring keeps a finger's hexes.
	r.bar.OwnClose = true
	r.bar.Compact = f.Layout == render.Landscape && f.DH < compactBelowH || f.Layout == render.Portrait && f.DH < compactBelowW
	r.layout.PromptHit = !r.bar.Compact // the words are a target, the slider at their foot
	wordsH := r.bar.WordsHeight(env, r.layout.Prompt.W/f.S)
	r.layout.Rooms(wordsH, statusH, 1)
	if h, rows := r.bar.WordsHeight(env, r.layout.Prompt.W/f.S), r.bar.FluidRows(env, r.layout.Moves.Width); rows != 1 || h != wordsH {
		wordsH = h
		r.layout.Rooms(wordsH, statusH, rows)
	}
	p, mv := r.layout.Prompt, r.layout.Moves
	r.bar.PlaceFluidIn(env, render.Rect{X: p.X / f.S, Y: p.Y / f.S, W: p.W / f.S, H: wordsH}, mv.X, mv.Y, mv.Width, mv.H+mv.Gap)
	r.tabs(env)
	r.layout.DrawerOpen = r.drawer
	r.menu = r.layout.PlaceBar(append(r.analyseButton(env), []render.MenuButton{
		{ID: btnReviewLog, Label: env.T("play.log"), Enabled: true, Marked: r.drawer},
		{ID: btnReviewRules, Label: env.T("pause.rules"), Enabled: true},
		{ID: btnReviewClose, Label: env.T("review.close"), Enabled: true}}...))
}

// tabs writes each other captain's tab on a fluid table as the play does.
func (r *review) tabs(env *game.Env) {
	writeTabs(env, &r.view, r.layout, r.seen.NumPlayers(), func(seat int) int { return r.seen.ScoreOf(seat).Total })
}

// speakOver writes what a fluid table draws over itself: the log's rows
// in its drawer, the goals' head, the Emperor's column alone.
func (r *review) speakOver(env *game.Env) {
	w := &r.overlay
	w.Scale = env.InterfaceScale()
	w.LogHead, w.GoalsHead = env.T("play.log"), env.T("orbit.goals")
	w.Drawer = r.drawer
	w.Solo = nil
	if r.seen.Solo() {
		speakSoloIn(env, &r.seen, r.solo.Rolled, r.layout.Solo.W, &r.solo)
		w.Solo = &r.solo
		r.layout.LogUnder(r.layout.SoloHeight(&r.solo))
	}
	w.Log = fitLogIn(env, r.layout.LogSize*env.InterfaceScale(), r.layout.Log, r.lines[:r.count[r.bar.Pos]], w.Log)
}
