package render

import "github.com/hajimehoshi/ebiten/v2"

// Texts drawn on an image that is shown later, perhaps scaled (a piece's
// sprite, a table's still layer), are read at the size they come out on
// screen, and only when the image is drawn there: the drawer keeps what
// Captured says of the image and tells the measure each time it shows it
// (Shown), size times the scale. The words printed on a piece (a tile's
// numbers, a hex's values) are measured apart from the others (Print):
// both must reach the floor, and a piece's print is redrawn by its own art.

// Capture is the measure of the screen's texts, set aside while an
// offscreen image is drawn (Offscreen).
type Capture struct{ smallest, print float64 }

// Printed is what an image holds of texts, in its pixels (0: none): the
// smallest of its words, and of the print on the pieces drawn on it.
type Printed struct{ Words, Print float64 }

// Piece is what a piece's sprite holds: all its words are its print.
func (p Printed) Piece() Printed { return Printed{Print: least(p.Words, p.Print)} }

// Scaled is the sizes k times as large.
func (p Printed) Scaled(k float64) Printed { return Printed{Words: p.Words * k, Print: p.Print * k} }

// least is the smaller of two sizes, 0 standing for none.
func least(a, b float64) float64 {
	switch {
	case a == 0:
		return b
	case b == 0:
		return a
	}
	return min(a, b)
}

// Offscreen begins the drawing of an image shown later: the texts drawn
// until Captured are measured apart from the screen's.
func (t *Text) Offscreen() Capture {
	if t == nil {
		return Capture{}
	}
	c := Capture{t.smallest, t.print}
	t.smallest, t.print = 0, 0
	return c
}

// Captured ends the drawing Offscreen began and returns what the image
// holds of texts, in its pixels, the screen's measure back as it was.
func (t *Text) Captured(c Capture) Printed {
	if t == nil {
		return Printed{}
	}
	got := Printed{Words: t.smallest, Print: t.print}
	t.smallest, t.print = c.smallest, c.print
	return got
}

// Shown tells the measure that an image holding p (Captured) is drawn on
// dst scale times its size. It costs two comparisons: a sprite drawn
// every frame allocates nothing.
func (t *Text) Shown(dst *ebiten.Image, p Printed, scale float64) {
	if t == nil || dst == void {
		return
	}
	if s := p.Words * scale; s > 0 && (t.smallest == 0 || s < t.smallest) {
		t.smallest = s
	}
	if s := p.Print * scale; s > 0 && (t.print == 0 || s < t.print) {
		t.print = s
	}
}

// SmallestPrint is the smallest size, in screen pixels, of the print on a
// piece shown since ResetSmallest; 0 when none was.
func (t *Text) SmallestPrint() float64 {
	if t == nil {
		return 0
	}
	return t.print
}
