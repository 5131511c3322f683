package orbis

import (
	"orbis/game"
	"orbis/render"
	board "orbis/render/orbis"
)

// The viewer's bar on the desktop, in design units: its words over the
// large pyramid, its buttons in the side column.
var (
	reviewWords    = render.Rect{X: 452, Y: 314, W: 580, H: 124}
	reviewControls = render.Rect{X: 1048, Y: 598, W: 212, H: 180}
)

// The windows whose bar folds into a row, in CSS pixels: on its side
// below compactBelowH high, upright below compactBelowW.
const compactBelowH, compactBelowW = 600.0, 900.0

// The bar on a phone: its buttons' rows (a finger's 48 and a gap) and the
// least room its words keep, so that the table does not move at each step
// for a line more or less: a head and three lines.
const (
	barRowStep      = 54.0
	barButtonH      = 48.0
	compactWordsMin = 70.0
)

// Responsive: the viewer lays itself out for a phone's or a tablet's
// window, the table as the play lays it out, the bar at its foot.
func (r *review) Responsive() bool { return true }

// place lays the table and the bar out for the frame: on the desktop as
// they always were; on a phone or a tablet the table as the play lays it
// out, the bar's words and its rows of buttons where the play has its
// own, under the pyramid.
func (r *review) place(env *game.Env, players, active int) {
	f := env.Frame()
	if !f.Fluid() {
		if r.bar.Fluid() {
			r.bar.PlaceDesktop(env, reviewWords, reviewControls)
		}
		if l := r.layout; l == nil || l.Fluid() || l.W != f.W || l.H != f.H || l.Active != active || l.Reading != env.InterfaceScale() {
			r.layout = board.NewLayout(f.W, f.H, players, active)
			r.layout.Reading = env.InterfaceScale()
		}
		return
	}
	r.bar.OwnClose = true // the top bar's Close
	r.bar.Compact = f.Layout == render.Landscape && f.DH < compactBelowH || f.Layout == render.Portrait && f.DH < compactBelowW
	wordsH, rowsH := game.FluidWordsH, barButtonH
	if r.bar.Compact {
		wordsH = compactWordsMin
	}
	// The words' and the rows' heights depend on their widths, which the
	// layout gives: measured in the rooms given, and laid out again.
	var l *board.Layout
	for range 3 {
		l = board.ReviewLayoutIn(*f, players, active, r.drawer, wordsH, rowsH)
		wh, rh := max(wordsH, r.bar.WordsHeight(env, l.Review.Words.W)), barButtonH
		if !r.bar.Compact {
			rh = float64(r.bar.FluidRows(env, l.Review.Rows.W))*barRowStep - (barRowStep - barButtonH)
		}
		if wh == wordsH && rh == rowsH {
			break
		}
		wordsH, rowsH = wh, rh
	}
	l.Reading = env.InterfaceScale()
	r.layout = l
	rows := l.Review.Rows
	r.bar.PlaceFluidIn(env, l.Review.Words, rows.X, rows.Y+barButtonH/2, rows.W, barRowStep)
}

// topButtons are the table's top bar's buttons in the viewer: Close, the
// rules, the icons, and on a phone the log's drawer.
func (r *review) topButtons(env *game.Env, v *board.TableView) {
	v.Buttons[board.BtnMenu] = render.ButtonView{Shown: true, Enabled: true, Label: env.T("review.close")}
	v.Buttons[board.BtnHelp] = render.ButtonView{Shown: true, Enabled: true, Label: env.T("orbis.play.help")}
	v.Buttons[board.BtnLegend] = render.ButtonView{Shown: true, Enabled: true, Label: env.T("orbis.play.legend")}
	if r.layout.Fluid() { // no key to name on a phone's
		v.Buttons[board.BtnLegend].Label = env.T("orbis.play.legend_touch")
		v.Buttons[board.BtnLog] = render.ButtonView{Shown: true, Enabled: true, Primary: r.drawer, Label: env.T("play.log")}
	}
}

// openDrawer opens or closes a phone's log drawer, which the analysis'
// sheet would cover: one at a time.
func (r *review) openDrawer(open bool) {
	r.drawer = open
	if open {
		r.an.open = false
	}
	r.viewer.Rebuild()
}

// kindsShown are the words under the seats' names: on a phone's narrow
// corner beside the pyramid a computer seat's level is left out where the
// whole does not fit.
func (r *review) kindsShown(env *game.Env) []string {
	l := r.layout
	if !l.Fluid() || l.Active >= len(r.kinds) || env.Text().Width(r.kinds[l.Active], l.Px(12), false) <= l.Seats[l.Active].Kind.W {
		return r.kinds
	}
	r.shortKinds = append(r.shortKinds[:0], r.kinds...)
	r.shortKinds[l.Active] = env.T("orbis.review.computer")
	return r.shortKinds
}
