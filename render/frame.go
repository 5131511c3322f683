package render

import "math"

// Every screen is designed on a 1280x800 canvas and drawn in screen pixels,
// scaled to fit the window and centred, so it stays sharp at any size.
// A scene that lays itself out for any window (a phone's, a tablet's) is
// given a fluid frame instead: its canvas is the window, in CSS pixels.
const (
	DesignW = 1280
	DesignH = 800
)

// Layout is the shape of window a frame's canvas is laid out for.
type Layout uint8

const (
	// Desktop: the 1280x800 canvas, scaled up to fit the window.
	Desktop Layout = iota
	// Portrait: a window taller than wide and smaller than the desktop's
	// canvas (a phone or a tablet held upright), one design unit a CSS pixel.
	Portrait
	// Landscape: a window wider than tall and smaller than the desktop's
	// canvas (a phone on its side, a small tablet), one unit a CSS pixel.
	Landscape
)

// String names the layout, for tests and the page's figures.
func (l Layout) String() string {
	switch l {
	case Portrait:
		return "portrait"
	case Landscape:
		return "landscape"
	}
	return "desktop"
}

// Frame maps design units to the screen's pixels for one window size.
type Frame struct {
	W, H, S float64 // screen size, and pixels per design unit
	// DW and DH are the canvas a scene lays itself out on, in design
	// units: 1280x800 on the desktop (as wide as the window on a wide
	// screen's: NewWideFrameFor), the window's CSS size when fluid.
	DW, DH float64
	// CSS is the screen's pixels per CSS pixel (the device's scale): the
	// unit in which text and targets are measured for a player.
	CSS    float64
	Layout Layout
	ox, oy float64 // where the design canvas starts on the screen
}

// NewFrame fits the design canvas into a screen of w x h pixels.
func NewFrame(w, h float64) Frame { return desktopFrame(w, h, 1) }

// NewFrameFor is the frame of a scene that lays itself out for any window:
// a window at least as large as the desktop's canvas in CSS pixels keeps the
// desktop's layout, scaled; a smaller one is a canvas of its own, one design
// unit a CSS pixel, portrait or landscape. css is screen pixels per CSS pixel.
func NewFrameFor(w, h, css float64) Frame {
	if css <= 0 {
		css = 1
	}
	cw, ch := w/css, h/css
	if cw >= DesignW && ch >= DesignH {
		return desktopFrame(w, h, css)
	}
	l := Landscape
	if ch > cw {
		l = Portrait
	}
	return Frame{W: w, H: h, S: css, DW: cw, DH: ch, CSS: css, Layout: l}
}

// NewWideFrameFor is NewFrameFor for a scene that also uses a wide
// screen's width: a window of the desktop's size wider than its canvas's
// 16:10 gets a canvas as high as the desktop's and as wide as the window
// (DW = the window's width / S), from the window's left edge, so nothing
// leaves a band at its sides. Any other window gets NewFrameFor's frame.
func NewWideFrameFor(w, h, css float64) Frame {
	f := NewFrameFor(w, h, css)
	if f.Layout != Desktop || w*DesignH <= h*DesignW {
		return f
	}
	s := h / DesignH
	f.S, f.DW, f.ox, f.oy = s, w/s, 0, 0
	return f
}

// Extra is how much wider than the desktop's canvas the frame's is, in
// design units: the room a wide screen adds (0 on a fluid frame, or one of
// 16:10 or taller).
func (f *Frame) Extra() float64 {
	if f.Fluid() {
		return 0
	}
	return max(0, f.DW-DesignW)
}

// NewDesktopFrame is NewFrame with the screen's CSS scale known, for the
// scenes that keep the desktop's canvas at every size.
func NewDesktopFrame(w, h, css float64) Frame {
	if css <= 0 {
		css = 1
	}
	return desktopFrame(w, h, css)
}

func desktopFrame(w, h, css float64) Frame {
	s := math.Min(w/DesignW, h/DesignH)
	return Frame{W: w, H: h, S: s, DW: DesignW, DH: DesignH, CSS: css, ox: (w - DesignW*s) / 2, oy: (h - DesignH*s) / 2}
}

// Fluid reports whether the canvas is the window's own (a phone's or a
// small tablet's), not the desktop's.
func (f *Frame) Fluid() bool { return f.Layout != Desktop }

// X and Y turn design units into screen pixels.
func (f *Frame) X(d float64) float64 { return f.ox + d*f.S }
func (f *Frame) Y(d float64) float64 { return f.oy + d*f.S }

// R turns a design rectangle into a screen one.
func (f *Frame) R(x, y, w, h float64) Rect { return Rect{f.X(x), f.Y(y), w * f.S, h * f.S} }

// Px scales a design length.
func (f *Frame) Px(d float64) float64 { return d * f.S }

// CSSPx turns a length in screen pixels into CSS pixels, what a player's
// text and finger sizes are measured in.
func (f *Frame) CSSPx(px float64) float64 {
	if f.CSS <= 0 {
		return px
	}
	return px / f.CSS
}
