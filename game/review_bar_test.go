package game

import (
	"image/color"
	"slices"
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

// TestCloseMarksAreOneTarget: key marks closer than a mouse's 24 units are
// one target, the first of them, whose tooltip tells each; the other marks
// (a decision each, a few units apart) are the slider's, which seeks there
// and tells the nearest one.
func TestCloseMarksAreOneTarget(t *testing.T) {
	env, err := NewEnv(Options{ConfigDir: t.TempDir(), Lang: "en"})
	if err != nil {
		t.Fatal(err)
	}
	env.SetSize(1280, 800)
	b := &ReviewBar{Len: 100, Pos: 0, Words: render.Rect{X: 452, Y: 314, W: 580, H: 124}, Controls: render.Rect{X: 1048, Y: 598, W: 212, H: 180},
		Marks: []ReviewMark{{Pos: 61, Height: 6, Key: true, Tip: "later"}, {Pos: 60, Height: 6, Key: true, Tip: "first"},
			{Pos: 20, Height: 6, Key: true, Tip: "apart"}, {Pos: 40, Height: 6, Tip: "plain"}, {Pos: 41, Height: 6, Tip: "next"}},
		Speed: SpeedNormal, Seats: []string{"Ada", "Bo"}, View: -1, Turns: []int{0, 10, 20}, Open: true}
	b.Layout(env)
	f := env.Frame()
	tr := b.track()
	if gap := tr.W / 100; gap >= 24 {
		t.Fatalf("the test wants marks closer than 24 units: %.0f apart", gap)
	}
	at := func(step float64) float64 { return f.X(tr.X + tr.W*step/100) }
	y := f.Y(tr.Y)
	for _, c := range []struct {
		step float64
		want input.Target
	}{
		{60, input.Target{Kind: KindReviewMark, Index: 1}}, {61, input.Target{Kind: KindReviewMark, Index: 1}},
		{20, input.Target{Kind: KindReviewMark, Index: 2}}, {40, input.Target{Kind: KindReviewSlider}},
	} {
		for _, dx := range []float64{-11, 0, 11} {
			if h := b.Hit(env, at(c.step)+f.Px(dx), y); h != c.want {
				t.Errorf("at step %.0f%+.0f units: hit %+v, want %+v", c.step, dx, h, c.want)
			}
		}
	}
	tip := func(step float64) string {
		x := at(step)
		b.Update(env, []input.Intent{{Kind: input.Hover, Over: b.Hit(env, x, y), X: x, Y: y}})
		return strings.Join(b.tip, " ")
	}
	if got := tip(61); !strings.Contains(got, "first") || !strings.Contains(got, "later") || strings.Contains(got, "apart") {
		t.Errorf("the close key marks' tooltip: %q", got)
	}
	if got := tip(41); got != "next" {
		t.Errorf("over a plain mark the slider tells it: %q, want next", got)
	}
	x := at(40)
	if b.Update(env, []input.Intent{{Kind: input.Click, Target: b.Hit(env, x, y), X: x, Y: y}}); b.Pos != 40 {
		t.Errorf("a click on a plain mark seeks to %d, want 40", b.Pos)
	}
}

// TestReviewBarFits: a line fits the bar's words when it wraps into the
// two lines they show, and no longer once it takes more; the bar shows a
// line that does not fit whole too, on more lines closer together, and
// cuts only one longer than those.
func TestReviewBarFits(t *testing.T) {
	env, err := NewEnv(Options{ConfigDir: t.TempDir(), Lang: "en"})
	if err != nil {
		t.Fatal(err)
	}
	env.SetSize(1280, 800)
	b := &ReviewBar{Len: 10, Words: render.Rect{X: 24, Y: 104, W: 316, H: 124}, Controls: render.Rect{X: 348, Y: 104, W: 212, H: 180}, Speed: SpeedNormal, View: -1}
	b.PlaceDesktop(env, b.Words, b.Controls)
	short, long := "Ada orders Scout.", strings.Repeat("Ada orders Scout, and every captain follows. ", 4)
	tests := []struct {
		line      string
		fits, cut bool
	}{{short, true, false}, {short + " " + short + " " + short, true, false}, {long, false, false}, {long + long, false, true}}
	for _, tt := range tests {
		if got := b.Fits(env, "Action 1 of 10", tt.line); got != tt.fits {
			t.Errorf("Fits(%q) = %v, want %v", tt.line, got, tt.fits)
		}
		b.Head, b.Line = "Action 1 of 10", tt.line
		b.Layout(env)
		if cut := strings.HasSuffix(b.lines[len(b.lines)-1], "…"); cut != tt.cut || b.Cut() != tt.cut {
			t.Errorf("%q: the bar cuts it %v (says %v), want %v", tt.line, cut, b.Cut(), tt.cut)
		}
	}
}

// TestReviewBarWrapsAgainOnTheDesktop: a bar placed on the desktop after a
// tablet's panel as wide sets its line again as the desktop does: in one
// of the desktop's sets, whole where the tablet's three lines cut it.
func TestReviewBarWrapsAgainOnTheDesktop(t *testing.T) {
	env, err := NewEnv(Options{ConfigDir: t.TempDir(), Lang: "en"})
	if err != nil {
		t.Fatal(err)
	}
	words, controls := render.Rect{X: 24, Y: 104, W: 316, H: 124}, render.Rect{X: 348, Y: 104, W: 212, H: 180}
	b := &ReviewBar{Len: 10, Speed: SpeedNormal, View: -1, Head: "Action 1 of 10",
		Line: strings.Repeat("Ada orders Scout, and every captain follows at once. ", 3)}
	env.SetWindow(1024, 768, 1) // a tablet: the panel as wide as the desktop's
	env.Enter(fluidScene{})
	b.PlaceFluidIn(env, words, 8, 600, 400, 54)
	if !b.Cut() {
		t.Fatalf("the tablet's three lines show %q whole: the test wants it cut there", b.Line)
	}
	env.SetSize(1280, 800)
	env.Enter(nil)
	b.PlaceDesktop(env, words, controls)
	f := env.Frame()
	if !slices.Contains(desktopLines, b.set) || b.Cut() || len(b.lines) > b.set.most {
		t.Errorf("on the desktop the line is set %+v, cut %v, in %d lines: %q", b.set, b.Cut(), len(b.lines), b.lines)
	}
	for _, line := range b.lines {
		if w := env.Text().Width(line, f.Px(b.lineSize()), false); w > f.Px(words.W-28) {
			t.Errorf("%q is %.0f px wide at %.0f px, in a room of %.0f", line, w, b.lineSize(), f.Px(words.W-28))
		}
	}
}
