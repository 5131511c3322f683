package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"orbis/rules"
)

// The five colour glyphs are chosen as silhouettes that stay apart at 8 px
// without colour: red a flame-like triangle (flat base, one point up), blue
// a drop (round base, point up), yellow a sun (disc with rays), green a
// leaf (diagonal, stemmed), white a five-pointed star. The multicolour
// symbol is a disc cut into five wedges.

// Glyph draws colour c's glyph in ink, fitting a size×size box centred on
// (cx, cy). AnyColor draws the multicolour symbol, outlined in ink.
func (a *Art) Glyph(dst *ebiten.Image, c rules.Color, cx, cy, size float64, ink color.Color) {
	k := rgba(ink)
	if c == rules.AnyColor {
		a.anySymbol(dst, cx, cy, size*0.46, k)
		return
	}
	a.glyphPath(c, cx, cy, size)
	a.fill(dst, k)
}

func rgba(c color.Color) color.RGBA {
	if k, ok := c.(color.RGBA); ok {
		return k
	}
	r, g, b, al := c.RGBA()
	return color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(al >> 8)}
}

// glyphPath adds the silhouette of a real colour's glyph.
func (a *Art) glyphPath(c rules.Color, cx, cy, s float64) {
	switch c {
	case rules.Red:
		// A triangle with softened corners; lifted so its visual weight
		// sits on the centre.
		a.roundTri(cx, cy-s*0.5, cx+s*0.47, cy+s*0.36, cx-s*0.47, cy+s*0.36, s*0.09)
	case rules.Blue:
		r := s * 0.33
		by := cy + s*0.5 - r
		a.moveTo(cx, cy-s*0.5)
		a.path.CubicTo(f32(cx+s*0.08), f32(cy-s*0.3), f32(cx+r), f32(by-r*0.75), f32(cx+r), f32(by))
		k := r * 0.5523
		a.path.CubicTo(f32(cx+r), f32(by+k), f32(cx+k), f32(by+r), f32(cx), f32(by+r))
		a.path.CubicTo(f32(cx-k), f32(by+r), f32(cx-r), f32(by+k), f32(cx-r), f32(by))
		a.path.CubicTo(f32(cx-r), f32(by-r*0.75), f32(cx-s*0.08), f32(cy-s*0.3), f32(cx), f32(cy-s*0.5))
		a.path.Close()
	case rules.Yellow:
		a.circlePath(cx, cy, s*0.27)
		const rays = 8
		for i := range rays {
			t := 2 * math.Pi * float64(i) / rays
			st, ct := math.Sincos(t)
			hw := s * 0.075 // half the ray's base width
			r0, r1 := s*0.34, s*0.5
			a.moveTo(cx+ct*r0-st*hw, cy+st*r0+ct*hw)
			a.lineTo(cx+ct*r1, cy+st*r1)
			a.lineTo(cx+ct*r0+st*hw, cy+st*r0-ct*hw)
			a.path.Close()
		}
	case rules.Green:
		// An almond leaf from lower left to upper right, with a short stem.
		x0, y0 := cx-s*0.3, cy+s*0.3
		x1, y1 := cx+s*0.46, cy-s*0.46
		a.moveTo(x0, y0)
		a.path.CubicTo(f32(cx-s*0.42), f32(cy-s*0.18), f32(cx-s*0.04), f32(cy-s*0.5), f32(x1), f32(y1))
		a.path.CubicTo(f32(cx+s*0.5), f32(cy+s*0.04), f32(cx+s*0.18), f32(cy+s*0.42), f32(x0), f32(y0))
		a.path.Close()
		w := s * 0.06
		a.moveTo(x0-w+s*0.05, y0-w-s*0.05)
		a.lineTo(cx-s*0.5+w*0.3, cy+s*0.5-w*1.6)
		a.lineTo(cx-s*0.5+w*1.6, cy+s*0.5-w*0.3)
		a.lineTo(x0+w+s*0.05, y0+w-s*0.05)
		a.path.Close()
	case rules.White:
		a.starPath(cx, cy+s*0.04, s*0.52, 0.47)
	}
}

// roundTri adds a triangle with rounded corners.
func (a *Art) roundTri(x0, y0, x1, y1, x2, y2, r float64) {
	a.moveTo((x0+x1)/2, (y0+y1)/2)
	a.path.ArcTo(f32(x1), f32(y1), f32(x2), f32(y2), f32(r))
	a.path.ArcTo(f32(x2), f32(y2), f32(x0), f32(y0), f32(r))
	a.path.ArcTo(f32(x0), f32(y0), f32(x1), f32(y1), f32(r))
	a.path.Close()
}

// starPath adds a five-pointed star of outer radius r; inner is the inner
// radius as a fraction of r (larger is fatter).
func (a *Art) starPath(cx, cy, r, inner float64) {
	for i := range 10 {
		rr := r
		if i%2 == 1 {
			rr = r * inner
		}
		t := math.Pi*float64(i)/5 - math.Pi/2
		st, ct := math.Sincos(t)
		if i == 0 {
			a.moveTo(cx+ct*rr, cy+st*rr)
		} else {
			a.lineTo(cx+ct*rr, cy+st*rr)
		}
	}
	a.path.Close()
}

// anySymbol draws the multicolour symbol: five wedges in the five colours
// inside an outline of ink.
func (a *Art) anySymbol(dst *ebiten.Image, cx, cy, r float64, ink color.RGBA) {
	a.circle(dst, cx, cy, r, ink)
	ri := r * 0.8
	for c := range rules.Color(rules.NumColors) {
		t0 := 2*math.Pi*float64(c)/rules.NumColors - math.Pi/2 - math.Pi/rules.NumColors
		t1 := t0 + 2*math.Pi/rules.NumColors
		a.moveTo(cx, cy)
		a.path.Arc(f32(cx), f32(cy), f32(ri), f32(t0), f32(t1), vector.Clockwise)
		a.path.Close()
		a.fill(dst, workerColor[c])
	}
}

// colorDisc draws a cost symbol: a disc of the colour with its glyph in a
// dark tone, or the multicolour symbol.
func (a *Art) colorDisc(dst *ebiten.Image, c rules.Color, cx, cy, r float64) {
	a.circle(dst, cx, cy+r*0.12, r, withAlpha(color.RGBA{0, 0, 0, 0xff}, 0.22))
	if c == rules.AnyColor {
		a.anySymbol(dst, cx, cy, r, pictInk)
		return
	}
	k := ColorOf(c)
	a.circle(dst, cx, cy, r, Shade(k, 0.5))
	a.circle(dst, cx, cy, r*0.86, k)
	a.glyphPath(c, cx, cy, r*1.12)
	a.fill(dst, glyphInk(c))
}

// glyphInk is the dark tone a glyph takes on its own colour.
func glyphInk(c rules.Color) color.RGBA {
	if c == rules.White {
		return color.RGBA{0x6e, 0x6a, 0x62, 0xff}
	}
	if c == rules.AnyColor {
		return pictInk
	}
	return Shade(ColorOf(c), 0.42)
}

// Cube draws a worshipper as a small cube seen from the front and a little
// above and to the right, so its front face is square and the glyph on it
// stays upright and legible. size is the cube's overall width and height.
func (a *Art) Cube(dst *ebiten.Image, c rules.Color, cx, cy, size float64) {
	k := ColorOf(c)
	d := size * 0.26 // depth of the top and side faces
	f := size - d    // front face side
	x0, y0 := cx-size/2, cy-size/2+d
	edge := Shade(k, 0.38)
	if c == rules.White {
		edge = color.RGBA{0x5a, 0x57, 0x52, 0xff}
	}
	// One outline under the three faces keeps every seam the same width.
	lw := max(0.8, size*0.06)
	a.cubeOutline(x0, y0, f, d)
	a.strokeW(dst, edge, lw*2)
	// Top face.
	a.moveTo(x0, y0)
	a.lineTo(x0+d, y0-d)
	a.lineTo(x0+d+f, y0-d)
	a.lineTo(x0+f, y0)
	a.path.Close()
	a.fill(dst, Shade(k, 1.3))
	// Right face.
	a.moveTo(x0+f, y0)
	a.lineTo(x0+f+d, y0-d)
	a.lineTo(x0+f+d, y0-d+f)
	a.lineTo(x0+f, y0+f)
	a.path.Close()
	a.fill(dst, Shade(k, 0.7))
	// Front face.
	a.moveTo(x0, y0)
	a.lineTo(x0+f, y0)
	a.lineTo(x0+f, y0+f)
	a.lineTo(x0, y0+f)
	a.path.Close()
	a.fill(dst, k)
	// The front edge of the top and side faces.
	a.moveTo(x0, y0)
	a.lineTo(x0+f, y0)
	a.lineTo(x0+f, y0+f)
	a.moveTo(x0+f, y0)
	a.lineTo(x0+f+d, y0-d)
	a.strokeW(dst, withAlpha(edge, 0.55), lw*0.6)
	if c == rules.AnyColor {
		a.anySymbol(dst, x0+f/2, y0+f/2, f*0.34, edge)
		return
	}
	a.glyphPath(c, x0+f/2, y0+f/2, f*0.66)
	a.fill(dst, glyphInk(c))
}

// cubeOutline adds the cube's silhouette.
func (a *Art) cubeOutline(x0, y0, f, d float64) {
	a.moveTo(x0, y0)
	a.lineTo(x0+d, y0-d)
	a.lineTo(x0+d+f, y0-d)
	a.lineTo(x0+d+f, y0-d+f)
	a.lineTo(x0+f, y0+f)
	a.lineTo(x0, y0+f)
	a.path.Close()
}
