package render

import "math"

// Every screen is designed on a 1280x800 canvas and drawn in screen pixels,
// scaled to fit the window and centred, so it stays sharp at any size.
const (
	DesignW = 1280
	DesignH = 800
)

// Frame maps design units to the screen's pixels for one window size.
type Frame struct {
	W, H, S float64 // screen size, and pixels per design unit
	ox, oy  float64 // where the design canvas starts on the screen
}

// NewFrame fits the design canvas into a screen of w x h pixels.
func NewFrame(w, h float64) Frame {
	s := math.Min(w/DesignW, h/DesignH)
	return Frame{W: w, H: h, S: s, ox: (w - DesignW*s) / 2, oy: (h - DesignH*s) / 2}
}

// X and Y turn design units into screen pixels.
func (f *Frame) X(d float64) float64 { return f.ox + d*f.S }
func (f *Frame) Y(d float64) float64 { return f.oy + d*f.S }

// R turns a design rectangle into a screen one.
func (f *Frame) R(x, y, w, h float64) Rect { return Rect{f.X(x), f.Y(y), w * f.S, h * f.S} }

// Px scales a design length.
func (f *Frame) Px(d float64) float64 { return d * f.S }
