//go:build !js

package orbis

import (
	"testing"

	"orbis/input"
	board "orbis/render/orbis"
	rules "orbis/rules/orbis"
)

// TestTheVolcanosPicksAreTargetsOfTheFloors: while the Volcano asks which
// worshippers on the display it destroys, each figure of a colour it
// destroys is a target a mouse's 24 CSS px wide and high at 1280×800, a
// finger's 44 on a phone upright or on its side; a click or a tap near its
// edge, where a 16 px figure had no target, picks it; the desktop's other
// worshippers are their tray's, whose tooltip tells them all, and the
// keyboard reaches the figures the pointer picks, no other.
func TestTheVolcanosPicksAreTargetsOfTheFloors(t *testing.T) {
	for _, win := range []struct {
		w, h, floor float64
		touch       bool
	}{{1280, 800, 24, false}, {390, 844, 44, true}, {844, 390, 44, true}} {
		env := testEnv(t)
		env.SetWindow(win.w, win.h, 1)
		scene, err := New().Demo(env, "volcano", 2, 7)
		if err != nil {
			t.Fatal(err)
		}
		p := scene.(*play)
		env.Enter(p)
		p.relayout(env)
		if p.turn.Panel.Kind != PanelVolcano || p.layout.Pick == 0 {
			t.Fatalf("%v: the demo's panel is %v, picking %v", win, p.turn.Panel.Kind, p.layout.Pick)
		}
		s := p.m.State()
		picked := false
		for pos := range rules.DisplaySize {
			cubes := s.DisplayCubes(pos)
			tray, ok := p.layout.Tray(pos, cubes)
			for c := range rules.NumColors {
				if !ok || cubes[c] == 0 {
					continue
				}
				spot := tray.Spots[c]
				if !p.layout.Pick.Has(rules.Color(c)) {
					if x, y := spot.Center(); !win.touch && p.Hit(env, x, y) != (input.Target{Kind: board.DisplayTray, Index: pos}) {
						t.Errorf("%v: the figure of colour %d on tile %d hits %+v, not its tray", win, c, pos, p.Hit(env, x, y))
					}
					continue
				}
				if w, h := p.layout.CSSPx(spot.W), p.layout.CSSPx(spot.H); w < win.floor || h < win.floor {
					t.Errorf("%v: the Volcano's figure of colour %d on tile %d is %.0f×%.0f CSS px", win, c, pos, w, h)
				}
				want := input.Target{Kind: board.DisplayCube, Index: pos, Sub: c}
				x, y := spot.X+2, spot.Y+2 // its corner, beyond a 16 px figure
				if got := p.Hit(env, x, y); got != want {
					t.Errorf("%v: the corner of the figure of colour %d on tile %d hits %+v", win, c, pos, got)
					continue
				}
				if picked {
					continue
				}
				before := p.turn.Panel.Picks[pos][c]
				click := input.Intent{Kind: input.Click, Target: want, Over: want, X: x, Y: y}
				if _, err := p.Update(env, []input.Intent{click}); err != nil {
					t.Fatal(err)
				}
				if p.turn.Panel.Picks[pos][c] == before {
					t.Errorf("%v: a click on the figure of colour %d on tile %d left its picks at %d", win, c, pos, before)
				}
				picked = true
			}
		}
		if !picked {
			t.Errorf("%v: no figure the Volcano destroys was picked", win)
		}
		for _, f := range p.focusables(nil) {
			if f.Kind == board.DisplayCube && !p.layout.Pick.Has(rules.Color(f.Sub)) {
				t.Errorf("%v: the keyboard reaches the figure of colour %d on tile %d, which the Volcano does not destroy", win, f.Sub, f.Index)
			}
		}
	}
}
