package orbis

import (
	"testing"

	"orbis/game"
	"orbis/input"
	"orbis/rules/orbis/ai"
)

// TestTableSaysTapToAFinger: the table's guide (take a tile, then another
// seat's universe looked at) says tap after a finger's press and click
// after the mouse's, whatever the window: a tablet's 1280×800 screen
// tapped says tap, a laptop's small (fluid) window clicked says click.
func TestTableSaysTapToAFinger(t *testing.T) {
	tests := []struct {
		name         string
		w, h         float64
		finger       bool
		help, inspct string
	}{
		{name: "desktop clicked", w: 1280, h: 800, help: "orbis.play.drag_help", inspct: "orbis.play.inspecting"},
		{name: "tablet of 1280x800 tapped", w: 1280, h: 800, finger: true, help: "orbis.play.drag_help_touch", inspct: "orbis.play.inspecting_touch"},
		{name: "small laptop window clicked", w: 900, h: 600, help: "orbis.play.drag_help", inspct: "orbis.play.inspecting"},
		{name: "phone tapped", w: 390, h: 844, finger: true, help: "orbis.play.drag_help_touch", inspct: "orbis.play.inspecting_touch"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			env := testEnv(t)
			m, err := newMatch([]SeatConfig{{Name: "Ada"}, {Name: "Bot", Level: ai.Easy}}, 0, 4, false)
			if err != nil {
				t.Fatal(err)
			}
			env.SetWindow(tt.w, tt.h, 1)
			p := newPlay(New(), env, m, game.SpeedInstant)
			env.Enter(p)
			env.SetTouch(tt.finger)
			update := func(in ...input.Intent) {
				t.Helper()
				if _, err := p.Update(env, in); err != nil {
					t.Fatal(err)
				}
			}
			update()
			if want := env.T(tt.help); p.view.Status != want {
				t.Errorf("the guide says %q, want %q (%s)", p.view.Status, want, tt.help)
			}
			p.inspect = 1
			update()
			if want := env.T(tt.inspct, "Bot"); p.view.Status != want {
				t.Errorf("looking at Bot's universe, the guide says %q, want %q (%s)", p.view.Status, want, tt.inspct)
			}
		})
	}
}

// TestTutorialSaysTapToAFinger: the coach's "go on" says tap after a
// finger's press on the desktop's table (a tablet), click after the
// mouse's.
func TestTutorialSaysTapToAFinger(t *testing.T) {
	for _, finger := range []bool{false, true} {
		env := testEnv(t)
		env.SetWindow(1280, 800, 1)
		p := New().Tutorial(env).(*play)
		env.Enter(p)
		env.SetTouch(finger)
		if _, err := p.Update(env, nil); err != nil {
			t.Fatal(err)
		}
		key := "orbis.tutorial.next"
		if finger {
			key = "orbis.tutorial.next_touch"
		}
		if want := env.T(key); p.view.CoachNext != want {
			t.Errorf("a finger's press %v: the coach says %q, want %q", finger, p.view.CoachNext, want)
		}
	}
}
