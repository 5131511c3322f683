//go:build !js

package orbit

import (
	"testing"

	"orbis/game"
	"orbis/input"
	"orbis/render"
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
