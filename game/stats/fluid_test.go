//go:build !js

package stats

import (
	"strings"
	"testing"

	"orbis/game"
	"orbis/game/fluidtest"
	"orbis/input"
)

// TestStatsScrollOnAPhone: on a phone the statistics are a column taller
// than the screen, under a title, tabs and Back a finger can press; a drag
// on the charts (or the wheel) scrolls them, the charts laid out again
// where they show, and turning the phone keeps the column within its ends.
func TestStatsScrollOnAPhone(t *testing.T) {
	env, _ := statsScreenEnv(t, "en", 100)
	env.SetWindow(390, 844, 1)
	s := Demo(env, 1).(*statsScreen)
	env.Enter(s)
	f := env.Frame()
	if !s.fluid {
		t.Fatal("the statistics keep the desktop's canvas on a phone")
	}
	if bad := fluidtest.Misfits(f, s.menu); len(bad) > 0 || len(s.menu) != 3 {
		t.Fatalf("the tabs and Back (%d buttons): %s", len(s.menu), strings.Join(bad, "\n"))
	}
	if !s.scroll.Scrolls() {
		t.Fatalf("the charts, %.0f high, fit a 390×844 phone's room of %.0f", s.scroll.Content, s.scroll.Room)
	}
	where := s.Hit(env, 195, s.top+100)
	if !s.Draggable(where) || s.Draggable(s.Hit(env, s.menu[0].X, s.menu[0].Y)) {
		t.Fatal("a drag on the charts does not scroll them, or one on a tab does")
	}
	first := s.drawn
	if _, err := s.Update(env, []input.Intent{{Kind: input.DragStart, Target: where, Y: 600}, {Kind: input.DragMove, Target: where, Y: 450}}); err != nil {
		t.Fatal(err)
	}
	if s.scroll.Offset != 150 || s.laidOut.offset != 150 || s.drawn.Empty() || &first == &s.drawn {
		t.Errorf("dragged 150 up, the charts are at %.0f, laid out for %.0f", s.scroll.Offset, s.laidOut.offset)
	}
	for range 100 {
		if _, err := s.Update(env, []input.Intent{{Kind: input.Scroll, Amount: -1}}); err != nil {
			t.Fatal(err)
		}
	}
	if s.scroll.Offset != s.scroll.Max() {
		t.Errorf("the wheel turned down to the end leaves the charts at %.0f of %.0f", s.scroll.Offset, s.scroll.Max())
	}
	env.SetWindow(844, 390, 1) // turned: two charts to a row, a shorter column
	env.Enter(s)
	s.Restyle(env)
	if s.scroll.Offset > s.scroll.Max() || s.laidOut.offset != s.scroll.Offset {
		t.Errorf("turned, the charts are scrolled %.0f of %.0f (laid out for %.0f)", s.scroll.Offset, s.scroll.Max(), s.laidOut.offset)
	}
	if ch, _ := s.Update(env, []input.Intent{{Kind: input.Click, Target: input.Target{Kind: game.KindButton, Index: statBack}}}); ch != game.Pop() {
		t.Error("Back does not close the statistics on a phone")
	}
}
