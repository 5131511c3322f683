//go:build !js

package orbit

import (
	"fmt"
	"testing"

	"orbis/game"
	"orbis/input"
	"orbis/render"
	board "orbis/render/orbit"
)

// TestReviewOnPhones: the viewer lays itself out for a phone, the table as
// the play lays it out: upright the bar's words in the large system's
// prompt room and its buttons a finger's size in the move's rows, clear of
// the ring (a compact bar on a small phone); turned on its side, laid out
// again at the same position; the top bar's Game log opens the drawer and
// Close leaves; back on the desktop, the bar where the desktop has it.
func TestReviewOnPhones(t *testing.T) {
	env := reviewEnv(t, "en")
	r := openReview(t, env, finishedRecord(t, env, 3, 5))
	r.bar.Seek(r.bar.Len / 2)
	step(t, env, r, nil)
	lay := func(w, h float64) *render.Frame {
		t.Helper()
		env.SetWindow(w, h, 1)
		env.Enter(r)
		r.Restyle(env)
		return env.Frame()
	}
	for _, w := range []game.Window{{W: 430, H: 932}, {W: 390, H: 844}, {W: 844, H: 390}} {
		f := lay(w.W, w.H)
		if !r.layout.Fluid() {
			t.Fatalf("%v: the table is laid out on the desktop's canvas", w)
		}
		p, big := r.layout.Prompt, r.layout.Systems[r.layout.Active]
		if got := f.R(r.bar.Words.X, r.bar.Words.Y, r.bar.Words.W, r.bar.Words.H); got.X != p.X || got.Y != p.Y || got.W != p.W {
			t.Errorf("%v: the words at %+v, not in the prompt's room %+v", w, got, p)
		}
		ring := render.Rect{X: big.CX - big.Radius, Y: big.CY - big.Radius, W: 2 * big.Radius, H: 2 * big.Radius}
		for _, m := range append(r.bar.Buttons(), r.menu...) {
			b := m.Rect(f)
			if b.W < game.MinTouchTargetCSS || b.H < game.MinTouchTargetCSS || b.X < 0 || b.Y < 0 || b.X+b.W > f.W || b.Y+b.H > f.H {
				t.Errorf("%v: %q at %+v is not a finger's button on the screen", w, m.Label, b)
			}
			if b.X < ring.X+ring.W && ring.X < b.X+b.W && b.Y < ring.Y+ring.H && ring.Y < b.Y+b.H {
				t.Errorf("%v: %q at %+v over the ring %+v", w, m.Label, b, ring)
			}
		}
		if r.bar.Pos != r.bar.Len/2 {
			t.Errorf("%v: laid out again at %d, not %d", w, r.bar.Pos, r.bar.Len/2)
		}
	}
	if !r.bar.Compact {
		t.Error("on a phone on its side 390 high the bar does not fold into a row")
	}
	click := func(id int) game.Change {
		return step(t, env, r, []input.Intent{{Kind: input.Click, Target: input.Target{Kind: game.KindButton, Index: id}}})
	}
	click(btnReviewLog)
	if !r.drawer || !r.layout.DrawerOpen {
		t.Error("Game log does not open the drawer")
	}
	if c := click(btnReviewClose); c != game.Pop() {
		t.Errorf("Close: %+v, not back to where the viewer was opened", c)
	}
	lay(1280, 800)
	if r.layout.Fluid() || r.bar.Words != reviewWords || r.bar.Compact && r.bar.Fluid() {
		t.Errorf("back on the desktop: the table fluid %v, the words at %+v", r.layout.Fluid(), r.bar.Words)
	}
}

// TestReviewShipsAreAFingersTarget: on every phone and tablet, at every
// position of a game of 3 captains, each ship of the large system alone at
// its hex is a finger's 44 px target: the ring's top ship's circle keeps
// clear of the bar's words and slider over it (upright, where it was cut
// to 35 px at 430×932 and 42 at 768×1024), and no other target takes it.
// Ships that share a hex on a small ring stand closer than a finger: they
// are not held here.
func TestReviewShipsAreAFingersTarget(t *testing.T) {
	if testing.Short() {
		t.Skip("measures the ships' targets at every position in six windows")
	}
	env := reviewEnv(t, "en")
	r := openReview(t, env, finishedRecord(t, env, 3, 7))
	for _, w := range game.FitWindows {
		if !w.Touch() {
			continue
		}
		env.SetWindow(w.W, w.H, 1)
		env.Enter(r)
		r.Restyle(env)
		measured := map[string]bool{} // the large system's ships as they stand: each once
		for pos := 0; pos <= r.bar.Len; pos++ {
			r.bar.Seek(pos)
			step(t, env, r, nil)
			p := r.shown.Player(r.layout.Active)
			if at := fmt.Sprint(r.layout.Active, p.Ships, p.RingLen); !measured[at] {
				measured[at] = true
				if px, where, which := game.SmallestTarget(env, lonelyShips{r}, 4); px > 0 && px < game.MinTouchTargetCSS {
					t.Errorf("%v, position %d: ship %d of seat %d is a %.0f px target at %+v", w, pos, which.Index, which.Sub, px, where)
				}
			}
		}
	}
}

// lonelyShips is a viewer whose only targets are the ships of its large
// system alone at their hex, each where the viewer's Hit finds it: a point
// another target takes is none.
type lonelyShips struct{ *review }

func (s lonelyShips) Hit(env *game.Env, x, y float64) input.Target {
	t := s.review.Hit(env, x, y)
	if t.Kind != board.HitShip || t.Sub != s.layout.Active {
		return input.Target{}
	}
	ships := s.shown.Player(t.Sub).Ships
	for other, at := range ships {
		if other != t.Index && at == ships[t.Index] {
			return input.Target{}
		}
	}
	return t
}
