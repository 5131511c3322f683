package render

import (
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

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

// TestNewWideFrameForUsesTheWidth: a wide screen's canvas is as high as
// the desktop's and as wide as the window, from its left edge, with no
// band at its sides; a 16:10 or a taller window, or a small one, keeps the
// frame NewFrameFor gives it, and its Extra is 0.
func TestNewWideFrameForUsesTheWidth(t *testing.T) {
	for _, c := range []struct {
		w, h, css            float64
		layout               Layout
		dw, s, x0, y0, extra float64
	}{
		{1280, 800, 1, Desktop, 1280, 1, 0, 0, 0},
		{2560, 1600, 2, Desktop, 1280, 2, 0, 0, 0},
		{1920, 1080, 1, Desktop, 1920 / 1.35, 1.35, 0, 0, 1920/1.35 - 1280},
		{2560, 1080, 1, Desktop, 2560 / 1.35, 1.35, 0, 0, 2560/1.35 - 1280},
		{2560, 1440, 1, Desktop, 2560 / 1.8, 1.8, 0, 0, 2560/1.8 - 1280},
		{5120, 2160, 2, Desktop, 5120 / 2.7, 2.7, 0, 0, 5120/2.7 - 1280},
		{1280, 1024, 1, Desktop, 1280, 1, 0, (1024 - 800) / 2, 0}, // taller: centred, as today
		{844, 390, 1, Landscape, 844, 1, 0, 0, 0},
		{2000, 700, 1, Landscape, 2000, 1, 0, 0, 0}, // lower than the canvas: its own
	} {
		f := NewWideFrameFor(c.w, c.h, c.css)
		near := func(a, b float64) bool { return math.Abs(a-b) < 1e-9 }
		if f.Layout != c.layout || !near(f.DW, c.dw) || f.S != c.s || f.X(0) != c.x0 || f.Y(0) != c.y0 || !near(f.Extra(), c.extra) {
			t.Errorf("%v×%v at %v: %v DW %v S %v at (%v, %v) extra %v, want %v DW %v S %v at (%v, %v) extra %v",
				c.w, c.h, c.css, f.Layout, f.DW, f.S, f.X(0), f.Y(0), f.Extra(), c.layout, c.dw, c.s, c.x0, c.y0, c.extra)
		}
		if c.layout == Desktop && c.extra > 0 {
			if !near(f.X(f.DW), c.w) || !near(f.Y(f.DH), c.h) {
				t.Errorf("%v×%v: the canvas ends at (%v, %v), not the window's corner", c.w, c.h, f.X(f.DW), f.Y(f.DH))
			}
		}
		if narrow := NewFrameFor(c.w, c.h, c.css); c.extra == 0 && f != narrow {
			t.Errorf("%v×%v: %+v, want NewFrameFor's %+v", c.w, c.h, f, narrow)
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
// size they come out on screen; a piece's words count as its print; an
// image shown on the void counts nothing.
func TestTextOnAnOffscreenImageIsMeasuredWhereItIsShown(t *testing.T) {
	text := &Text{}
	text.noteSize("on screen", 14)
	before := text.Offscreen()
	text.noteSize("on the sprite", 16)
	text.noteSize("on the sprite too", 20)
	got := text.Captured(before)
	if got != (Printed{Words: 16}) || text.Smallest() != 14 || text.SmallestPrint() != 0 {
		t.Fatalf("captured %+v, the screen's smallest %v and print %v, want 16 words, 14 and none", got, text.Smallest(), text.SmallestPrint())
	}
	piece := got.Piece()
	for _, c := range []struct {
		what          string
		dst           *ebiten.Image
		p             Printed
		scale         float64
		words, prints float64
	}{
		{"a piece shown on the void", Void(), piece, 0.25, 14, 0},
		{"a piece shown at its size", nil, piece, 1, 14, 16},
		{"a piece shown at half its size", nil, piece, 0.5, 14, 8},
		{"a piece without words", nil, Printed{}, 0.1, 14, 8},
		{"a layer with words shown at half its size", nil, Printed{Words: 20, Print: 30}, 0.5, 10, 8},
	} {
		text.Shown(c.dst, c.p, c.scale)
		if text.Smallest() != c.words || text.SmallestPrint() != c.prints {
			t.Errorf("after %s: words %v and print %v, want %v and %v", c.what, text.Smallest(), text.SmallestPrint(), c.words, c.prints)
		}
	}
	text.ResetSmallest()
	if text.Smallest() != 0 || text.SmallestPrint() != 0 {
		t.Errorf("after a reset: words %v, print %v", text.Smallest(), text.SmallestPrint())
	}
}
