package setup

import (
	"slices"
	"testing"

	"orbis/game"
	"orbis/game/gametest"
	"orbis/input"
	"orbis/render"
)

// TestSetupFitsAPhone: on a phone upright or on its side and on a tablet,
// for a game here or a room hosted online, every button the setup shows is
// on the screen, a finger's size, and clear of the others; on the desktop
// the buttons stand where they always did.
func TestSetupFitsAPhone(t *testing.T) {
	for i, w := range []game.Window{{W: 360, H: 640}, {W: 390, H: 844}, {W: 844, H: 390}, {W: 640, H: 360}, {W: 768, H: 1024}, {W: 1024, H: 768}, {W: 1280, H: 800}, {W: 360, H: 640}, {W: 844, H: 390}} {
		env, spec, _ := setupEnv(t, 1, 6)
		if i >= 7 { // a room hosted online: its turn limits instead of the seed
			spec.StartOnline = func(*game.Env, []game.SeatChoice, int) (game.Scene, error) { return &gametest.Still{}, nil }
		}
		env.SetWindow(2*w.W, 2*w.H, 2) // a screen of two pixels a CSS pixel
		s := newSetup(env, spec, 6)
		env.Enter(s)
		s.Restyle(env)
		f := env.Frame()
		if w.W == 1280 {
			if f.Fluid() || !slices.Equal(s.menu, s.buttons(env)) {
				t.Errorf("%v: the desktop's buttons moved", w)
			}
			continue
		}
		if !f.Fluid() {
			t.Fatalf("%v: the setup keeps the desktop's canvas", w)
		}
		for i, b := range s.menu {
			if b.W < 44 || b.H < 44 {
				t.Errorf("%v: button %d %q is %.0f×%.0f, under a finger's 44", w, b.ID, b.Label, b.W, b.H)
			}
			if b.X-b.W/2 < 0 || b.X+b.W/2 > f.DW || b.Y-b.H/2 < 0 || b.Y+b.H/2 > f.DH {
				t.Errorf("%v: button %d %q at %.0f,%.0f %.0f×%.0f is off the %.0f×%.0f screen", w, b.ID, b.Label, b.X, b.Y, b.W, b.H, f.DW, f.DH)
			}
			for _, o := range s.menu[i+1:] {
				if abs(b.X-o.X) < (b.W+o.W)/2 && abs(b.Y-o.Y) < (b.H+o.H)/2 {
					t.Errorf("%v: buttons %d and %d overlap", w, b.ID, o.ID)
				}
			}
		}
		if !shown(s, btnStart) || !shown(s, btnBack) {
			t.Errorf("%v: Start or Back is scrolled away", w)
		}
	}
}

// TestSetupScrollsOnAPhone: the sixth seat is below a small phone's
// screen; a finger's drag (from a button too) or the wheel brings it up,
// and a tap on it still chooses.
func TestSetupScrollsOnAPhone(t *testing.T) {
	env, spec, _ := setupEnv(t, 1, 6)
	env.SetWindow(360, 640, 1)
	s := newSetup(env, spec, 6)
	env.Enter(s)
	s.Restyle(env)
	last := btnKind + 10*5 + game.LevelHard
	if shown(s, last) {
		t.Fatal("the sixth seat fits a 360×640 screen: nothing to scroll")
	}
	if !s.Draggable(input.Target{Kind: game.KindButton, Index: btnKind + game.LevelEasy}) || s.Draggable(input.Target{Kind: game.KindButton, Index: btnStart}) {
		t.Error("a drag from a seat's button does not scroll, or one from Start does")
	}
	drag := []input.Intent{{Kind: input.DragStart, X: 180, Y: 500}, {Kind: input.DragMove, X: 180, Y: 300}, {Kind: input.DragMove, X: 180, Y: 100}}
	for range 8 {
		if _, err := s.Update(env, drag); err != nil {
			t.Fatal(err)
		}
	}
	if !shown(s, last) {
		t.Fatalf("dragged up the screen, the sixth seat's choices are not shown (offset %.0f of %.0f)", s.form.col.Offset, s.form.col.Max())
	}
	press(t, env, s, last)
	if s.levels[5] != game.LevelHard {
		t.Errorf("a tap on the sixth seat's Hard left it at level %d", s.levels[5])
	}
	for range 40 {
		if _, err := s.Update(env, []input.Intent{{Kind: input.Scroll, Amount: 1}}); err != nil {
			t.Fatal(err)
		}
	}
	if s.form.col.Offset != 0 || !shown(s, btnCount+6) {
		t.Errorf("the wheel turned up leaves the column at %.0f, the players' count hidden", s.form.col.Offset)
	}
}

func shown(s *setup, id int) bool {
	return slices.ContainsFunc(s.menu, func(b render.MenuButton) bool { return b.ID == id })
}

func abs(x float64) float64 { return max(x, -x) }
