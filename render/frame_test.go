package render

import "testing"

// TestNewFrameForChoosesTheCanvas: a window at least the desktop's canvas
// in CSS pixels keeps the desktop's layout, scaled; a smaller one is a
// canvas of its own, one design unit a CSS pixel, upright or on its side.
func TestNewFrameForChoosesTheCanvas(t *testing.T) {
	for _, c := range []struct {
		w, h, css     float64
		layout        Layout
		dw, dh, s, x0 float64
	}{
		{1280, 800, 1, Desktop, 1280, 800, 1, 0},
		{2560, 1600, 2, Desktop, 1280, 800, 2, 0},
		{1920, 1080, 1, Desktop, 1280, 800, 1.35, (1920 - 1280*1.35) / 2},
		{780, 1688, 2, Portrait, 390, 844, 2, 0},
		{844, 390, 1, Landscape, 844, 390, 1, 0},
		{1024, 768, 1, Landscape, 1024, 768, 1, 0},
		{1279, 1000, 1, Landscape, 1279, 1000, 1, 0}, // narrower than the canvas: its own
		{768, 1024, 1, Portrait, 768, 1024, 1, 0},
		{800, 800, 0, Landscape, 800, 800, 1, 0}, // no scale known: one
	} {
		f := NewFrameFor(c.w, c.h, c.css)
		if f.Layout != c.layout || f.DW != c.dw || f.DH != c.dh || f.S != c.s || f.X(0) != c.x0 {
			t.Errorf("%v×%v at %v: %v %v×%v S %v X(0) %v, want %v %v×%v S %v X(0) %v",
				c.w, c.h, c.css, f.Layout, f.DW, f.DH, f.S, f.X(0), c.layout, c.dw, c.dh, c.s, c.x0)
		}
		if f.Fluid() != (c.layout != Desktop) {
			t.Errorf("%v×%v: Fluid %v for a %v layout", c.w, c.h, f.Fluid(), f.Layout)
		}
		if got := f.CSSPx(24 * max(c.css, 1)); got != 24 {
			t.Errorf("%v×%v at %v: 24 CSS px measure %v", c.w, c.h, c.css, got)
		}
	}
}

// TestTextKeepsTheSmallestSize: the renderer remembers the smallest
// visible text drawn since it was reset, not a blank one.
func TestTextKeepsTheSmallestSize(t *testing.T) {
	text := &Text{}
	for _, c := range []struct {
		s    string
		size float64
		want float64
	}{{"a", 16, 16}, {"b", 13, 13}, {"  ", 8, 13}, {"c", 20, 13}} {
		text.noteSize(c.s, c.size)
		if got := text.Smallest(); got != c.want {
			t.Errorf("after %q at %v: smallest %v, want %v", c.s, c.size, got, c.want)
		}
	}
	text.ResetSmallest()
	if got := text.Smallest(); got != 0 {
		t.Errorf("after a reset: %v", got)
	}
	var none *Text
	if none.Smallest() != 0 {
		t.Error("a nil renderer has a smallest size")
	}
}

// TestTextOnAnOffscreenImageIsMeasuredWhereItIsShown: the words drawn on
// an image shown later (a sprite) are kept apart from the screen's
// measure while it is drawn, and counted each time it is shown, at the
// size they come out on screen; an image shown on the void counts nothing.
func TestTextOnAnOffscreenImageIsMeasuredWhereItIsShown(t *testing.T) {
	text := &Text{}
	text.noteSize("on screen", 14)
	before := text.Offscreen()
	text.noteSize("on the sprite", 16)
	text.noteSize("on the sprite too", 20)
	got := text.Captured(before)
	if got != 16 || text.Smallest() != 14 {
		t.Fatalf("captured %v and the screen's smallest %v, want 16 and 14", got, text.Smallest())
	}
	text.Shown(Void(), got, 0.25)
	if text.Smallest() != 14 {
		t.Errorf("a sprite shown on the void is measured: smallest %v", text.Smallest())
	}
	text.Shown(nil, got, 1)
	if text.Smallest() != 14 {
		t.Errorf("a sprite whose smallest word is 16 px, shown at its size: smallest %v, want 14", text.Smallest())
	}
	text.Shown(nil, got, 0.5)
	if text.Smallest() != 8 {
		t.Errorf("a sprite whose smallest word is 16 px, shown at half its size: smallest %v, want 8", text.Smallest())
	}
	text.Shown(nil, 0, 0.5)
	if text.Smallest() != 8 {
		t.Errorf("a sprite without words changes the measure: %v", text.Smallest())
	}
}
