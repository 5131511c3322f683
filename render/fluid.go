package render

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// The measures of the menus' layouts on a fluid canvas (a phone's or a
// small tablet's), in CSS pixels: a finger's target and the room around.
const (
	FluidMargin = 16.0
	// FluidTarget is a button's height and least width: a finger's 44 and
	// the room the floors' probe needs to measure it whole.
	FluidTarget = 46.0
	FluidGap    = 8.0
	// FluidLabel is the size a button's label is measured at to choose
	// its width: a little above the least it shrinks to.
	FluidLabel = 14.0
)

// LabelNeed is the width, in design units of frame f, a button needs for
// the widest of the labels, at FluidLabel with LabelMargin each side, and
// never less than a target.
func LabelNeed(t *Text, f *Frame, labels ...string) float64 {
	need := FluidTarget
	for _, l := range labels {
		need = max(need, t.Width(l, f.Px(FluidLabel), true)/f.S+2*LabelMargin)
	}
	return need
}

// FitColumns is how many columns of buttons need wide, gap apart, fit in
// width: at least one, at most n.
func FitColumns(width, need, gap float64, n int) int {
	cols := int((width + gap) / (need + gap))
	return max(1, min(n, cols))
}

// Grid places buttons cols to a row from left, top, each row h high and
// the buttons sharing the width gap apart; it returns the buttons and the
// y under the last row.
func Grid(left, top, width, h, gap float64, cols int, buttons ...MenuButton) ([]MenuButton, float64) {
	cols = max(1, cols)
	w := (width - gap*float64(cols-1)) / float64(cols)
	y := top
	for i := range buttons {
		if i > 0 && i%cols == 0 {
			y += h + gap
		}
		b := &buttons[i]
		b.X, b.Y, b.W, b.H = left+float64(i%cols)*(w+gap)+w/2, y+h/2, w, h
	}
	if len(buttons) > 0 {
		y += h
	}
	return buttons, y
}

// Scroll is a column taller than its room, scrolled: by the wheel, by a
// finger's drag, all in design units.
type Scroll struct {
	Offset  float64 // how far the content is scrolled up
	Room    float64 // the height it shows
	Content float64 // the content's height
	grab    float64 // where the finger was, during a drag
}

// Max is the farthest the content scrolls.
func (s *Scroll) Max() float64 { return max(0, s.Content-s.Room) }

// By scrolls the content d further up (down when d < 0), within its ends.
func (s *Scroll) By(d float64) { s.Offset = max(0, min(s.Offset+d, s.Max())) }

// Clamp keeps the offset within the ends after the room or the content
// changed (a phone turned).
func (s *Scroll) Clamp() { s.By(0) }

// Grab starts a drag at y; DragTo follows the finger to y: the content
// moves with it.
func (s *Scroll) Grab(y float64) { s.grab = y }

// DragTo scrolls by the finger's move since the last Grab or DragTo.
func (s *Scroll) DragTo(y float64) {
	s.By(s.grab - y)
	s.grab = y
}

// Shows reports whether a piece of content from y (before scrolling), h
// high, is wholly in the room: one partly scrolled out is not shown, so
// that no text or target is cut.
func (s *Scroll) Shows(y, h float64) bool {
	top := y - s.Offset
	return top >= -0.5 && top+h <= s.Room+0.5
}

// Scrolls reports whether the content is taller than its room.
func (s *Scroll) Scrolls() bool { return s.Content > s.Room+0.5 }

// Word is a line of text placed on a fluid canvas with the buttons, in
// design units: its anchor's x and its middle's y.
type Word struct {
	Text       string
	X, Y, Size float64
	Color      color.RGBA
	Align      Align
	Bold       bool
}

// Draw draws the word dy lower than it was placed (a scrolled column).
func (w *Word) Draw(t *Text, dst *ebiten.Image, f *Frame, dy float64) {
	if w.Bold {
		t.DrawBold(dst, w.Text, f.X(w.X), f.Y(w.Y+dy), f.Px(w.Size), w.Color, w.Align)
		return
	}
	t.Draw(dst, w.Text, f.X(w.X), f.Y(w.Y+dy), f.Px(w.Size), w.Color, w.Align)
}

// Top and Height are the room a word's line takes, for Scroll.Shows.
func (w *Word) Top() float64    { return w.Y - w.Size*0.6 }
func (w *Word) Height() float64 { return w.Size * 1.2 }

// ScrollBar draws where a scrolled column stands, a thin bar at x from top
// of its room (design units), when its content is taller than its room.
func (p *Painter) ScrollBar(dst *ebiten.Image, f *Frame, x, top float64, s *Scroll) {
	if !s.Scrolls() {
		return
	}
	h := max(24, s.Room*s.Room/s.Content)
	y := top + (s.Room-h)*s.Offset/s.Max()
	p.Box(dst, f.R(x-2, top, 4, s.Room), f.Px(2), Shade(FeltDark, 0.9))
	p.Box(dst, f.R(x-2, y, 4, h), f.Px(2), Shade(InkDim, 0.8))
}

// Scrolled is a column of words and buttons laid out taller than its room
// on a fluid canvas, and how far it is scrolled: what is wholly in the
// room is shown, moved up by the offset.
type Scrolled struct {
	Scroll
	Top     float64      // where the room starts on the canvas, in design units
	Words   []Word       // placed from the column's top, before scrolling
	Buttons []MenuButton // placed from the column's top, before scrolling
}

// Reset empties the column for a new layout, keeping its offset.
func (c *Scrolled) Reset() { c.Words, c.Buttons = c.Words[:0], c.Buttons[:0] }

// Shown appends to dst the buttons wholly in the room, where they show.
func (c *Scrolled) Shown(dst []MenuButton) []MenuButton {
	for _, b := range c.Buttons {
		if c.Shows(b.Y-b.H/2, b.H) {
			b.Y += c.Top - c.Offset
			dst = append(dst, b)
		}
	}
	return dst
}

// DrawWords draws the words wholly in the room, where they show.
func (c *Scrolled) DrawWords(t *Text, dst *ebiten.Image, f *Frame) {
	for i := range c.Words {
		if w := &c.Words[i]; c.Shows(w.Top(), w.Height()) {
			w.Draw(t, dst, f, c.Top-c.Offset)
		}
	}
}

// Within reports whether a point at y on the screen is in the room.
func (c *Scrolled) Within(f *Frame, y float64) bool {
	d := (y - f.Y(0)) / f.S
	return d >= c.Top && d < c.Top+c.Room
}

// Rows places labelled rows of buttons down a scrolled column, from Y.
type Rows struct {
	C           *Scrolled
	T           *Text
	F           *Frame
	Left, Width float64
	Y           float64
	LabelColor  color.RGBA // a row's label's; Ink when unset
}

// Label writes a line of text, wrapped to the column's width, at size.
func (r *Rows) Label(s string, size float64, col color.RGBA, bold bool) {
	for _, line := range r.T.Wrap(s, r.F.Px(size), r.F.Px(r.Width)) {
		r.C.Words = append(r.C.Words, Word{Text: line, X: r.Left, Y: r.Y + size*0.7, Size: size, Color: col, Bold: bold})
		r.Y += size * 1.3
	}
}

// labelColor is the colour of a row's label.
func (r *Rows) labelColor() color.RGBA {
	if r.LabelColor == (color.RGBA{}) {
		return Ink
	}
	return r.LabelColor
}

// width is a text's width in design units.
func (r *Rows) width(s string, size float64, bold bool) float64 {
	return r.T.Width(s, r.F.Px(size), bold) / r.F.S
}

// Labelled places buttons, each at least need wide, after their label
// when both fit on a line, else under it, as many to a row as fit.
func (r *Rows) Labelled(label string, size float64, bold bool, need float64, buttons ...MenuButton) {
	n := float64(len(buttons))
	lw := r.width(label, size, bold) + 12
	if lw+n*need+(n-1)*FluidGap <= r.Width {
		r.C.Words = append(r.C.Words, Word{Text: label, X: r.Left, Y: r.Y + FluidTarget/2, Size: size, Color: r.labelColor(), Bold: bold})
		w := min(need*1.6, (r.Width-lw-(n-1)*FluidGap)/n)
		b, bottom := Grid(r.Left+lw, r.Y, n*w+(n-1)*FluidGap, FluidTarget, FluidGap, len(buttons), buttons...)
		r.C.Buttons, r.Y = append(r.C.Buttons, b...), bottom
		return
	}
	r.Label(label, size, r.labelColor(), bold)
	r.Y += 4
	cols := FitColumns(r.Width, need, FluidGap, len(buttons))
	if rows := (len(buttons) + cols - 1) / cols; rows > 1 {
		cols = (len(buttons) + rows - 1) / rows // rows as even as they go
	}
	b, bottom := Grid(r.Left, r.Y, r.Width, FluidTarget, FluidGap, cols, buttons...)
	r.C.Buttons, r.Y = append(r.C.Buttons, b...), bottom
}

// WrapAll is Text.Wrap that breaks a word longer than the width too (a
// file's path on a phone), between its letters: no line is wider than
// width, both in screen pixels.
func (t *Text) WrapAll(s string, size, width float64) []string {
	var out []string
	for _, line := range t.Wrap(s, size, width) {
		for t.Width(line, size, false) > width {
			r := []rune(line)
			n := len(r) - 1
			for n > 1 && t.Width(string(r[:n]), size, false) > width {
				n--
			}
			out, line = append(out, string(r[:n])), string(r[n:])
		}
		out = append(out, line)
	}
	return out
}
