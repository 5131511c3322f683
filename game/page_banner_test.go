package game

import (
	"testing"

	"orbis/input"
)

// TestPageBanner: what the page says shows over any scene: the install
// hint on iOS until its OK, a new version's notice (before the hint)
// whose Reload has the page load it; the button is a finger's size (44
// CSS px) and the text at least 12 CSS px on a phone's screen, within it.
func TestPageBanner(t *testing.T) {
	env, err := NewEnv(Options{ConfigDir: t.TempDir(), Games: []Game{&plain{}}})
	if err != nil {
		t.Fatal(err)
	}
	const css = 3.0 // a phone's 390x844 CSS px at 3 screen pixels each
	env.SetWindow(390*css, 844*css, css)
	var ready, hint bool
	updates, seen := 0, 0
	b := pageBanner{says: func() (bool, bool) { return ready, hint }, update: func() { updates++ }, seen: func() { seen++ }}
	step := func(want bannerNote) {
		t.Helper()
		b.poll()
		b.layout(env)
		if b.note != want {
			t.Fatalf("the banner shows %d, want %d", b.note, want)
		}
	}
	click := func() bool {
		t.Helper()
		x, y := b.button.Center()
		target := b.hit(x, y)
		taken, _ := b.take(input.Intent{Kind: input.Click, Target: target, X: x, Y: y})
		return taken
	}

	step(noBanner)
	if got := b.hit(195*css, 30*css); got.Kind != 0 {
		t.Fatalf("no banner, yet %v is hit", got)
	}
	hint = true
	step(bannerInstall)
	if b.button.W < 44*css || b.button.H < 44*css || b.size < 12*css {
		t.Errorf("button %.0fx%.0f, text %.0f screen px: want ≥ 44 CSS px and text ≥ 12 (%.0f px each)", b.button.W, b.button.H, b.size, css)
	}
	if b.box.X < 0 || b.box.X+b.box.W > 390*css || len(b.lines) == 0 {
		t.Errorf("the banner %+v does not fit the screen's %.0f px, or says nothing", b.box, 390*css)
	}
	if !click() {
		t.Fatal("a tap on OK is not the banner's")
	}
	step(noBanner) // dismissed: not again this visit, and the page remembers
	if seen != 1 {
		t.Errorf("the page was told %d times that the hint was read, want once", seen)
	}
	if taken, _ := b.take(input.Intent{Kind: input.Click, Target: input.Target{Kind: KindButton, Index: 1}}); taken {
		t.Fatal("a scene's button click was taken by the banner")
	}
	ready = true
	step(bannerUpdate)
	if updates != 0 {
		t.Fatal("the page updated before the player asked")
	}
	if !click() || updates != 1 {
		t.Fatalf("a tap on Reload: %d updates, want 1", updates)
	}
}
