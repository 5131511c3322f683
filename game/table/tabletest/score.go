package tabletest

import (
	"testing"

	"orbis/game"
	"orbis/game/table"
	"orbis/input"
	"orbis/render"
)

// CheckScoreOnPhones checks a game's final score (sc, its Score) laid out
// for a phone: upright, its cards one under another across the screen,
// scrolled by a drag and never past the last, the buttons at the foot a
// finger's size; turned on its side, the buttons down the right beside
// the cards, the scroll kept within them; back on the desktop, its cards
// where the desktop has them (desk).
func CheckScoreOnPhones(t *testing.T, env *game.Env, sc game.Scene, s *table.Score, desk []render.Rect) {
	t.Helper()
	if r, ok := sc.(game.Responsive); !ok || !r.Responsive() {
		t.Fatal("the final score does not lay itself out for a phone")
	}
	lay := func(w, h float64) *render.Frame {
		env.SetWindow(w, h, 1)
		env.Enter(sc)
		sc.(game.Restyler).Restyle(env)
		return env.Frame()
	}
	f := lay(390, 844)
	view := s.CardsView()
	for i, c := range s.Cards {
		if c.X < 0 || c.X+c.W > f.DW || c.W < f.DW/2 {
			t.Errorf("upright: card %d at %+v, not across the screen", i, c)
		}
		if i > 0 && c.Y < s.Cards[i-1].Y+s.Cards[i-1].H {
			t.Errorf("upright: card %d at %+v is not under the one before (%+v)", i, c, s.Cards[i-1])
		}
	}
	for i, b := range s.Menu {
		if b.W < game.MinTouchTargetCSS || b.H < game.MinTouchTargetCSS || b.X-b.W/2 < 0 || b.X+b.W/2 > f.DW || b.Y+b.H/2 > f.DH || b.Y-b.H/2 < view.Y+view.H {
			t.Errorf("upright: %q at %.0f,%.0f %.0f×%.0f, not a finger's button at the foot (cards down to %.0f)", b.Label, b.X, b.Y, b.W, b.H, view.Y+view.H)
		}
		for _, o := range s.Menu[:i] {
			if abs(b.X-o.X) < (b.W+o.W)/2 && abs(b.Y-o.Y) < (b.H+o.H)/2 {
				t.Errorf("upright: %q over %q", b.Label, o.Label)
			}
		}
	}
	last := func() render.Rect { return s.Cards[len(s.Cards)-1] }
	if last().Y+last().H <= view.Y+view.H {
		t.Fatalf("upright: the cards (to %.0f) fit their view (to %.0f): nothing to scroll", last().Y+last().H, view.Y+view.H)
	}
	mid := f.X(view.X + view.W/2)
	drag := func(from, to float64) {
		t.Helper()
		hit := sc.Hit(env, mid, from)
		if !sc.Draggable(hit) {
			t.Fatalf("a drag on the cards at %.0f (%+v) does not scroll them", from, hit)
		}
		Update(t, env, sc, []input.Intent{{Kind: input.DragStart, Target: hit, X: mid, Y: from}, {Kind: input.DragMove, Target: hit, X: mid, Y: to}, {Kind: input.Drop, Target: hit, X: mid, Y: to}})
	}
	top := s.Cards[0].Y
	drag(f.Y(view.Y+200), f.Y(view.Y+100))
	if got := top - s.Cards[0].Y; abs(got-100) > 0.5 {
		t.Errorf("upright: a drag 100 up scrolled the cards %.1f", got)
	}
	drag(f.Y(view.Y+view.H-10), f.Y(view.Y-100000))
	if end := last().Y + last().H; end < view.Y+view.H-0.5 || end > view.Y+view.H+8 {
		t.Errorf("upright: scrolled to the end, the last card ends at %.0f, its view at %.0f", end, view.Y+view.H)
	}
	f = lay(844, 390)
	view = s.CardsView()
	if end := last().Y + last().H; end < view.Y+view.H-0.5 {
		t.Errorf("on its side: the last card ends at %.0f over its view's foot %.0f: scrolled past the end", end, view.Y+view.H)
	}
	for _, b := range s.Menu {
		if b.H < game.MinTouchTargetCSS || b.X-b.W/2 < view.X+view.W || b.X+b.W/2 > f.DW || b.Y-b.H/2 < 0 || b.Y+b.H/2 > f.DH {
			t.Errorf("on its side: %q at %.0f,%.0f %.0f×%.0f, not down the right beside the cards (to %.0f)", b.Label, b.X, b.Y, b.W, b.H, view.X+view.W)
		}
	}
	for i, c := range s.Cards {
		if c.X < view.X || c.X+c.W > view.X+view.W {
			t.Errorf("on its side: card %d at %+v beyond its view %+v", i, c, view)
		}
	}
	lay(1280, 800)
	for i := range desk {
		if i >= len(s.Cards) || s.Cards[i] != desk[i] {
			t.Errorf("back on the desktop: the cards at %+v, not %+v", s.Cards, desk)
			break
		}
	}
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}
