package game

import (
	"strings"
	"testing"

	"orbis/game/fluidtest"
	"orbis/input"
	"orbis/render"
)

// pausable is a table for the pause menu's tests.
type pausable struct{ speed Speed }

func (p *pausable) Rules() []RuleSection {
	return []RuleSection{{Title: "rules.title", Body: strings.Repeat(strings.Repeat("the rules of a test game ", 30)+"\n", 6)}}
}
func (p *pausable) SaveData() []byte   { return []byte("{}") }
func (p *pausable) SaveSlot() SaveSlot { return SaveSlot{} }
func (p *pausable) Saved(*Env, error)  {}
func (p *pausable) Speed() Speed       { return p.speed }
func (p *pausable) SetSpeed(s Speed)   { p.speed = s }
func (p *pausable) Close()             {}
func (p *pausable) Settled() bool      { return true }
func (p *pausable) Responsive() bool   { return false } // a table still on the desktop's canvas

// phoneWindows are the windows the menus' tests lay out for.
var phoneWindows = []Window{{360, 640}, {390, 844}, {430, 932}, {640, 360}, {844, 390}, {932, 430}, {768, 1024}, {1024, 768}}

// TestPauseFitsAPhone: over a table that keeps the desktop's canvas, the
// pause menu is laid out for the window itself, in every language: every
// button on the screen, a finger's size, clear of the others, inside its
// panel; on the desktop it stands where it always did.
func TestPauseFitsAPhone(t *testing.T) {
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		env, err := NewEnv(Options{ConfigDir: t.TempDir(), Lang: lang, Games: []Game{&teacher{}}})
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range phoneWindows {
			env.SetWindow(2*w.W, 2*w.H, 2)
			m := NewPause(env, &pausable{}).(*pause)
			env.Enter(m)
			if !env.Frame().Fluid() {
				t.Fatalf("%v: the pause menu keeps the desktop's canvas", w)
			}
			if bad := fluidtest.Misfits(env.Frame(), m.menu); len(bad) > 0 {
				t.Errorf("%s %v:\n%s", lang, w, strings.Join(bad, "\n"))
			}
			for _, b := range m.menu {
				if p := m.panel; b.X-b.W/2 < p.X || b.X+b.W/2 > p.X+p.W || b.Y-b.H/2 < p.Y || b.Y+b.H/2 > p.Y+p.H {
					t.Errorf("%s %v: %q is outside the menu's panel", lang, w, b.Label)
				}
			}
		}
		env.SetWindow(1280, 800, 1)
		m := NewPause(env, &pausable{}).(*pause)
		if m.menu[0].X != 640 || m.menu[0].W != 300 || m.panel != (render.Rect{X: 440, Y: 190, W: 400, H: 450}) {
			t.Errorf("%s: on the desktop the menu moved: %+v in %+v", lang, m.menu[0], m.panel)
		}
	}
}

// TestRulesScrollOnAPhone: on a phone the rules are wrapped to its width,
// a finger's drag on them (or the wheel) scrolls them, a tap on Close
// closes them, and turning the phone wraps them again for the new width.
func TestRulesScrollOnAPhone(t *testing.T) {
	env, err := NewEnv(Options{ConfigDir: t.TempDir(), Lang: "en", Games: []Game{&teacher{}}})
	if err != nil {
		t.Fatal(err)
	}
	env.SetWindow(390, 844, 1)
	o := newRulesOverlay(env, (&pausable{}).Rules())
	env.Enter(o)
	f := env.Frame()
	for _, l := range o.lines {
		if w := env.Text().Width(l.text, f.Px(rulesBodySize), l.heading) / f.S; w > f.DW-2*render.FluidMargin {
			t.Fatalf("the line %q is %.0f wide on a 390 screen", l.text, w)
		}
	}
	if bad := fluidtest.Misfits(f, o.close); len(bad) > 0 || len(o.close) != 1 {
		t.Fatalf("the Close button: %v", bad)
	}
	text := o.Hit(env, 195, 300)
	if !o.Draggable(text) {
		t.Fatal("a drag on the rules' text does not scroll it")
	}
	if _, err := o.Update(env, []input.Intent{{Kind: input.DragStart, Target: text, Y: 600}, {Kind: input.DragMove, Target: text, Y: 200}}); err != nil {
		t.Fatal(err)
	}
	if o.scroll.Offset != 400 {
		t.Errorf("a drag 400 px up scrolled the rules %.0f", o.scroll.Offset)
	}
	if _, err := o.Update(env, []input.Intent{{Kind: input.Scroll, Amount: 2}}); err != nil || o.scroll.Offset != 400-2*WheelStep {
		t.Errorf("two notches of the wheel up left the rules at %.0f (%v)", o.scroll.Offset, err)
	}
	lines := len(o.lines)
	env.SetWindow(844, 390, 1) // turned
	env.Enter(o)
	o.Restyle(env)
	if len(o.lines) >= lines || o.scroll.Offset > o.scroll.Max() {
		t.Errorf("turned, the rules take %d lines (upright %d), scrolled %.0f of %.0f", len(o.lines), lines, o.scroll.Offset, o.scroll.Max())
	}
	change, err := o.Update(env, []input.Intent{{Kind: input.Click, Target: o.Hit(env, o.close[0].X, o.close[0].Y)}})
	if err != nil || change.op != pop {
		t.Errorf("a tap on Close leaves the rules open (%v)", err)
	}
}
