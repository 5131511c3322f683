package game

import (
	"image/color"
	"strings"
	"testing"

	"orbis/input"
	"orbis/render"
)

// TestReviewBarMarksAndExtras: a game's mark on the slider is hit and,
// clicked, shows its position; a game's own button is hit, reached by Tab
// and pressed by click or Enter as ReviewPressed with its id.
func TestReviewBarMarksAndExtras(t *testing.T) {
	env, err := NewEnv(Options{ConfigDir: t.TempDir(), Lang: "en"})
	if err != nil {
		t.Fatal(err)
	}
	env.SetSize(1280, 800)
	b := &ReviewBar{Len: 100, Pos: 100, Words: render.Rect{X: 452, Y: 314, W: 580, H: 124}, Controls: render.Rect{X: 1048, Y: 598, W: 212, H: 180},
		Marks:   []ReviewMark{{Pos: 20, Color: color.RGBA{255, 0, 0, 255}, Height: 10}, {Pos: 60, Color: color.RGBA{0, 255, 0, 255}, Height: 6, Key: true}},
		Extra:   []render.MenuButton{{ID: ReviewGameButton, X: 930, Y: 22, W: 150, H: 32, Label: "Analyse", Enabled: true}},
		Speed:   SpeedNormal,
		Seats:   []string{"Ada", "Bo"},
		View:    -1,
		Turns:   []int{0, 10, 20},
		Open:    true,
		CanPlay: false}
	b.Layout(env)
	if len(b.keyMarks) != 1 {
		t.Errorf("%d diamonds for 1 key mark", len(b.keyMarks))
	}
	f := env.Frame()
	tr := b.track()
	x, y := f.X(tr.X+tr.W*0.6), f.Y(tr.Y) // just above the track, over the second mark
	hit := b.Hit(env, x, y)
	if hit.Kind != KindReviewMark || hit.Index != 1 {
		t.Fatalf("over the second mark: hit %+v", hit)
	}
	for _, dx := range []float64{-11, 11} { // a mouse's target is 24 wide (WCAG 2.5.8)
		if h := b.Hit(env, x+f.Px(dx), y); h != hit {
			t.Errorf("%+.0f units beside the second mark: hit %+v", dx, h)
		}
	}
	if ev := b.Update(env, []input.Intent{{Kind: input.Click, Target: hit, X: x, Y: y}}); ev != ReviewNothing || b.Pos != 60 {
		t.Errorf("the mark clicked: event %d, at %d; want 60", ev, b.Pos)
	}
	hit = b.Hit(env, f.X(930), f.Y(22))
	if hit.Kind != KindReviewButton || hit.Index != ReviewGameButton {
		t.Fatalf("over the game's button: hit %+v", hit)
	}
	if ev := b.Update(env, []input.Intent{{Kind: input.Click, Target: hit}}); ev != ReviewPressed || b.Pressed != ReviewGameButton {
		t.Errorf("the game's button clicked: event %d, pressed %d", ev, b.Pressed)
	}
	for range 20 {
		if b.Focus() == ReviewGameButton {
			break
		}
		b.Update(env, []input.Intent{{Kind: input.KeyNext, Amount: 1}})
	}
	b.Pressed = 0
	if ev := b.Update(env, []input.Intent{{Kind: input.KeyConfirm}}); b.Focus() != ReviewGameButton || ev != ReviewPressed || b.Pressed != ReviewGameButton {
		t.Errorf("Tab to the game's button and Enter: focus %d, event %d, pressed %d", b.Focus(), ev, b.Pressed)
	}
}

// TestCloseMarksAreOneTarget: marks closer than a mouse's 24 units are one
// target, the first of them, whose tooltip tells each; marks apart stay
// their own.
func TestCloseMarksAreOneTarget(t *testing.T) {
	env, err := NewEnv(Options{ConfigDir: t.TempDir(), Lang: "en"})
	if err != nil {
		t.Fatal(err)
	}
	env.SetSize(1280, 800)
	b := &ReviewBar{Len: 100, Pos: 0, Words: render.Rect{X: 452, Y: 314, W: 580, H: 124}, Controls: render.Rect{X: 1048, Y: 598, W: 212, H: 180},
		Marks: []ReviewMark{{Pos: 61, Height: 6, Tip: "later"}, {Pos: 60, Height: 6, Tip: "first"}, {Pos: 20, Height: 6, Tip: "apart"}},
		Speed: SpeedNormal, Seats: []string{"Ada", "Bo"}, View: -1, Turns: []int{0, 10, 20}, Open: true}
	b.Layout(env)
	f := env.Frame()
	tr := b.track()
	if gap := tr.W / 100; gap >= 24 {
		t.Fatalf("the test wants marks closer than 24 units: %.0f apart", gap)
	}
	for _, c := range []struct {
		pos  float64 // where the pointer is, in steps along the track
		want int
	}{{60, 1}, {61, 1}, {60.5, 1}, {20, 2}} {
		x, y := f.X(tr.X+tr.W*c.pos/100), f.Y(tr.Y)
		for _, dx := range []float64{-11, 0, 11} {
			if h := b.Hit(env, x+f.Px(dx), y); h.Kind != KindReviewMark || h.Index != c.want {
				t.Errorf("at step %.1f%+.0f units: hit %+v, want mark %d", c.pos, dx, h, c.want)
			}
		}
	}
	x, y := f.X(tr.X+tr.W*0.61), f.Y(tr.Y)
	b.Update(env, []input.Intent{{Kind: input.Hover, Target: b.Hit(env, x, y), X: x, Y: y}})
	b.Layout(env)
	if got := strings.Join(b.tip, " "); !strings.Contains(got, "first") || !strings.Contains(got, "later") || strings.Contains(got, "apart") {
		t.Errorf("the close marks' tooltip: %q", got)
	}
}
