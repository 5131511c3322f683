//go:build !js

package orbis

import (
	"context"
	"strings"
	"testing"

	"orbis/game"
	"orbis/input"
	"orbis/render"
	board "orbis/render/orbis"
	rules "orbis/rules/orbis"
	"orbis/rules/orbis/analysis"
)

// turnTo lays a scene out in a window of w×h CSS pixels as the App does
// when the window's size changes (a phone turned), and returns its frame.
func turnTo(env *game.Env, s game.Scene, w, h float64) *render.Frame {
	env.SetWindow(w, h, 1)
	env.Enter(s)
	s.(game.Restyler).Restyle(env)
	return env.Frame()
}

// overlaps reports whether two rectangles share more than their edges.
func overlaps(a, b render.Rect) bool {
	return a.X < b.X+b.W-0.5 && b.X < a.X+a.W-0.5 && a.Y < b.Y+b.H-0.5 && b.Y < a.Y+a.H-0.5
}

// TestReviewOnPhones: the viewer lays itself out for a phone or a tablet,
// the table as the play lays it out: the bar's words and its buttons a
// finger's size on the screen and clear of the large pyramid, upright and
// on its side, laid out again at the same position when the phone turns;
// the top bar's Game log opens the drawer; back on the desktop, the bar
// where the desktop has it.
func TestReviewOnPhones(t *testing.T) {
	env := reviewEnv(t, "en")
	r := openReview(t, env, finishedRecord(t, env, 2, 5))
	r.bar.Seek(r.bar.Len / 2)
	update(t, env, r, nil)
	for _, w := range []game.Window{{W: 390, H: 844}, {W: 360, H: 640}, {W: 844, H: 390}, {W: 640, H: 360}, {W: 768, H: 1024}, {W: 1024, H: 768}} {
		f := turnTo(env, r, w.W, w.H)
		if !r.layout.Fluid() || !r.bar.Fluid() {
			t.Fatalf("%v: the table fluid %v, the bar fluid %v", w, r.layout.Fluid(), r.bar.Fluid())
		}
		var slots []render.Rect
		for _, s := range r.layout.Seats[r.layout.Active].Slots {
			slots = append(slots, render.Rect{X: s.CX - s.Width()/2, Y: s.CY - s.R, W: s.Width(), H: 2 * s.R})
		}
		words := f.R(r.bar.Words.X, r.bar.Words.Y, r.bar.Words.W, r.bar.Words.H)
		for _, m := range r.bar.Buttons() {
			b := m.Rect(f)
			if b.W < game.MinTouchTargetCSS || b.H < game.MinTouchTargetCSS || b.X < 0 || b.Y < 0 || b.X+b.W > f.W || b.Y+b.H > f.H {
				t.Errorf("%v: %q at %+v is not a finger's button on the screen", w, m.Label, b)
			}
			if overlaps(b, words) && m.ID != game.ReviewHome && m.ID != game.ReviewEnd { // those at the slider's ends, in the words' panel
				t.Errorf("%v: %q at %+v over the bar's words %+v", w, m.Label, b, words)
			}
			for i, s := range slots {
				if overlaps(b, s) {
					t.Errorf("%v: %q at %+v over slot %d %+v", w, m.Label, b, i, s)
				}
			}
		}
		for i, s := range slots {
			if overlaps(words, s) {
				t.Errorf("%v: the bar's words %+v over slot %d %+v", w, words, i, s)
			}
		}
		if words.Y < r.layout.TopBar.Y+r.layout.TopBar.H || words.Y+words.H > f.H {
			t.Errorf("%v: the bar's words at %+v, not on the table", w, words)
		}
		if r.bar.Pos != r.bar.Len/2 {
			t.Errorf("%v: laid out again at %d, not %d", w, r.bar.Pos, r.bar.Len/2)
		}
	}
	turnTo(env, r, 390, 844)
	update(t, env, r, []input.Intent{{Kind: input.Click, Target: input.Target{Kind: board.Button, Index: int(board.BtnLog)}}})
	if !r.drawer || !r.layout.Drawer || !r.view.Buttons[board.BtnLog].Shown {
		t.Errorf("Game log: the drawer open %v, laid out %v", r.drawer, r.layout.Drawer)
	}
	if log := r.layout.Log; log.Y+log.H > r.bar.Words.Y*env.Frame().S+env.Frame().Y(0) {
		t.Errorf("the drawer's log %+v over the bar's words %+v", log, r.bar.Words)
	}
	turnTo(env, r, 1280, 800)
	if r.layout.Fluid() || r.bar.Fluid() || r.bar.Words != reviewWords || r.bar.Controls != reviewControls {
		t.Errorf("back on the desktop: the table fluid %v, the bar fluid %v at %+v", r.layout.Fluid(), r.bar.Fluid(), r.bar.Words)
	}
}

// sheetButton is the centre of a phone's sheet's button, and what the
// viewer hits there.
func sheetButton(t *testing.T, env *game.Env, r *review, id int) (input.Target, float64, float64) {
	t.Helper()
	f := env.Frame()
	for _, b := range r.an.sketch.own {
		if b.ID == id {
			x, y := f.X(b.X), f.Y(b.Y)
			return r.Hit(env, x, y), x, y
		}
	}
	t.Fatalf("no button %d on the sheet: %+v", id, r.an.sketch.own)
	return input.Target{}, 0, 0
}

// TestATurnedPhoneKeepsTheAnalysisOpen: on a phone the analysis opens as
// a sheet between the top bar and the review bar, its tabs and key
// moments a finger's buttons that a tap reaches; a key moment picked
// jumps the viewer to its turn; a finger's drag scrolls the sheet's
// column; turning the phone keeps the position, the sheet open on its tab
// and the column scrolled within its ends.
func TestATurnedPhoneKeepsTheAnalysisOpen(t *testing.T) {
	env := reviewEnv(t, "en")
	data := finishedRecord(t, env, 2, 5)
	rec, _, err := rules.ParseRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := analysis.Analyse(context.Background(), rec, quickAnalysis, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.KeyMoments) == 0 {
		t.Fatal("the game has no key moment to pick")
	}
	r := openReview(t, env, data)
	r.takeReport(rep)
	f := turnTo(env, r, 390, 844)
	if !r.an.open || !r.bar.Fluid() {
		t.Fatalf("the analysis open %v, the bar fluid %v", r.an.open, r.bar.Fluid())
	}
	sheet := f.R(r.an.sketch.panel.X, r.an.sketch.panel.Y, r.an.sketch.panel.W, r.an.sketch.panel.H)
	if top := r.layout.TopBar.Y + r.layout.TopBar.H; sheet.Y < top || sheet.Y+sheet.H > f.Y(r.bar.Words.Y) {
		t.Errorf("the sheet %+v is not between the top bar (%.0f) and the bar's words (%+v)", sheet, top, r.bar.Words)
	}
	for _, b := range r.an.sketch.own {
		if rc := b.Rect(f); rc.W < game.MinTouchTargetCSS || rc.H < game.MinTouchTargetCSS {
			t.Errorf("the sheet's %q is %+v, not a finger's", b.Label, rc)
		}
	}
	hit, x, y := sheetButton(t, env, r, btnMoment)
	if hit != (input.Target{Kind: kindSheetButton, Index: btnMoment}) {
		t.Fatalf("the first key moment's button is hit as %+v", hit)
	}
	update(t, env, r, []input.Intent{{Kind: input.Click, Target: hit, Over: hit, X: x, Y: y}})
	want := r.an.turnPos[rep.KeyMoments[0].Turn]
	if r.bar.Pos != want || r.an.tab != tabTurn {
		t.Errorf("the key moment picked: at %d on tab %d, want %d on the turn's tab", r.bar.Pos, r.an.tab, want)
	}
	if !strings.Contains(sketchText(&r.an.sketch), env.T("orbis.log.turn", rep.KeyMoments[0].Round, r.Names[rep.KeyMoments[0].Seat])) {
		t.Errorf("the turn's tab does not say the key moment's decision: %q", sketchText(&r.an.sketch))
	}
	f = turnTo(env, r, 844, 390)
	if r.bar.Pos != want || !r.an.open || r.an.tab != tabTurn || r.layout.Layout != render.Landscape {
		t.Fatalf("turned: at %d (want %d), the analysis open %v on tab %d", r.bar.Pos, want, r.an.open, r.an.tab)
	}
	if !r.an.scroll.Scrolls() {
		t.Fatalf("on its side the turn's tab fits its sheet (%+v): nothing to scroll", r.an.scroll)
	}
	p := r.an.sketch.panel
	x, y = f.X(p.X+p.W/2), f.Y(p.Y+p.H-20)
	over := r.Hit(env, x, y)
	if over.Kind != kindSheet || !r.Draggable(over) {
		t.Fatalf("the sheet's column is hit as %+v, draggable %v", over, r.Draggable(over))
	}
	update(t, env, r, []input.Intent{{Kind: input.DragStart, Target: over, Over: over, X: x, Y: y}})
	update(t, env, r, []input.Intent{{Kind: input.DragMove, Target: over, Over: over, X: x, Y: y - 2000}})
	update(t, env, r, []input.Intent{{Kind: input.Drop, Target: over, Over: over, X: x, Y: y - 2000}})
	if got := r.an.scroll.Offset; got <= 0 || got != r.an.scroll.Max() {
		t.Errorf("a drag up the sheet scrolled it to %.0f, want its end %.0f", got, r.an.scroll.Max())
	}
	if r.bar.Pos != want {
		t.Errorf("the drag moved the viewer to %d", r.bar.Pos)
	}
	turnTo(env, r, 390, 844)
	if r.bar.Pos != want || !r.an.open || r.an.tab != tabTurn || r.an.scroll.Offset > r.an.scroll.Max() {
		t.Errorf("turned back: at %d, the analysis open %v on tab %d, scrolled %.0f of %.0f", r.bar.Pos, r.an.open, r.an.tab, r.an.scroll.Offset, r.an.scroll.Max())
	}
	hit, x, y = sheetButton(t, env, r, btnTabPlayers)
	update(t, env, r, []input.Intent{{Kind: input.Click, Target: hit, Over: hit, X: x, Y: y}})
	if r.an.tab != tabPlayers {
		t.Errorf("a tap on the players' tab (hit as %+v) leaves tab %d", hit, r.an.tab)
	}
}

// TestAnalysisOnPhonesKeepsTheFloors draws the analysis' screens (running,
// refused, either tab at a key moment and at the end, with 4 players) in
// every language at the phones' and the tablets' windows: every text 12
// px or more and within its room, every target a finger's.
func TestAnalysisOnPhonesKeepsTheFloors(t *testing.T) {
	if testing.Short() {
		t.Skip("analyses two games and draws them at six windows in four languages")
	}
	reports := map[uint64]*analysis.Report{}
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		env := reviewEnv(t, lang)
		screens := analysisScreens(t, env, reports)
		for _, w := range game.FitWindows {
			if !w.Touch() {
				continue
			}
			env.SetWindow(w.W, w.H, 1)
			over, figures := game.Fit(env, screens, 2)
			if len(over) > 0 {
				t.Errorf("%s at %v: %d texts overflow:\n%s", lang, w, len(over), strings.Join(over, "\n"))
			}
			if below := game.BelowFloors(w, figures); len(below) > 0 {
				t.Errorf("%s: %s", lang, strings.Join(below, "\n"))
			}
		}
	}
}
