package render

import "github.com/hajimehoshi/ebiten/v2"

// Texts drawn on an image that is shown later, perhaps scaled (a piece's
// sprite, a table's still layer), are read at the size they come out on
// screen, and only when the image is drawn there: the drawer keeps what
// Captured says of the image and tells the measure each time it shows it
// (Shown), size times the scale.

// Capture is the measure of the screen's texts, set aside while an
// offscreen image is drawn (Offscreen).
type Capture struct{ smallest float64 }

// Offscreen begins the drawing of an image shown later: the texts drawn
// until Captured are measured apart from the screen's.
func (t *Text) Offscreen() Capture {
	if t == nil {
		return Capture{}
	}
	c := Capture{t.smallest}
	t.smallest = 0
	return c
}

// Captured ends the drawing Offscreen began and returns the smallest size
// of a text drawn on the image meanwhile, in the image's pixels (0: none),
// the screen's measure back as it was.
func (t *Text) Captured(c Capture) float64 {
	if t == nil {
		return 0
	}
	got := t.smallest
	t.smallest = c.smallest
	return got
}

// Shown tells the measure that an image whose smallest text is size (in
// its pixels, as Captured said; 0: none) is drawn on dst scale times its
// size. It costs a comparison: a sprite drawn every frame allocates
// nothing.
func (t *Text) Shown(dst *ebiten.Image, size, scale float64) {
	if t == nil || size <= 0 || dst == void {
		return
	}
	if s := size * scale; t.smallest == 0 || s < t.smallest {
		t.smallest = s
	}
}
