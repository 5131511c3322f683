package orbis

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"orbis/render"
	rules "orbis/rules/orbis"
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
		a.circlePath(cx, cy, s*0.25)
		const rays = 8
		for i := range rays {
			t := 2 * math.Pi * float64(i) / rays
			st, ct := math.Sincos(t)
			hw := s * 0.1 // half the ray's base width
			r0, r1 := s*0.31, s*0.52
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
	a.pts[0] = [2]float64{cx, cy}
	a.anyWedges(dst, a.pts[:1], r*0.8)
}

// anyWedges draws the five coloured wedges of the multicolour symbol at
// every point, one path per colour.
func (a *Art) anyWedges(dst *ebiten.Image, pts [][2]float64, r float64) {
	for c := range rules.Color(rules.NumColors) {
		t0 := 2*math.Pi*float64(c)/rules.NumColors - math.Pi/2 - math.Pi/rules.NumColors
		t1 := t0 + 2*math.Pi/rules.NumColors
		for _, p := range pts {
			a.moveTo(p[0], p[1])
			a.path.Arc(f32(p[0]), f32(p[1]), f32(r), f32(t0), f32(t1), vector.Clockwise)
			a.path.Close()
		}
		a.fill(dst, a.Pal.Of(c))
	}
}

// queueDisc adds a cost-style colour disc to draw with flushDiscs.
func (a *Art) queueDisc(c rules.Color, x, y float64) {
	if a.ndisc < len(a.discC) {
		a.discC[a.ndisc], a.discP[a.ndisc] = c, [2]float64{x, y}
		a.ndisc++
	}
}

// flushDiscs draws the queued colour discs of radius r, each layer of each
// colour in one path: vector fills are costly one by one.
func (a *Art) flushDiscs(dst *ebiten.Image, r float64) {
	if a.ndisc == 0 {
		return
	}
	// A dark disc under each, offset down: outline and shadow at once.
	for _, p := range a.discP[:a.ndisc] {
		a.circlePath(p[0], p[1]+r*0.1, r)
	}
	a.fill(dst, withAlpha(color.RGBA{0x10, 0x10, 0x18, 0xff}, 0.62))
	for c := range rules.AnyColor + 1 {
		n := 0
		for i := range a.ndisc {
			if a.discC[i] == c {
				a.pts[n] = a.discP[i]
				n++
			}
		}
		if n == 0 {
			continue
		}
		if c == rules.AnyColor {
			a.anyWedges(dst, a.pts[:n], r*0.86)
			continue
		}
		for _, p := range a.pts[:n] {
			a.circlePath(p[0], p[1], r*0.86)
		}
		a.fill(dst, a.Pal.Of(c))
		for _, p := range a.pts[:n] {
			a.glyphPath(c, p[0], p[1], r*1.1)
		}
		a.fill(dst, a.glyphInk(c))
	}
	a.ndisc = 0
}

// glyphInk is the tone a glyph takes on its own colour: a dark one, or on
// a colour too dark for it (the safe palette's deep blue) a light one,
// whichever stands out more.
func (a *Art) glyphInk(c rules.Color) color.RGBA {
	if c == rules.White {
		return color.RGBA{0x66, 0x62, 0x5a, 0xff}
	}
	if c == rules.AnyColor {
		return pictInk
	}
	k := a.Pal.Of(c)
	dark, light := render.Shade(k, 0.3), render.Shade(k, 1.6)
	if contrast(k, light) > contrast(k, dark) {
		return light
	}
	return dark
}

// contrast is the WCAG contrast ratio of two colours, 1 to 21.
func contrast(a, b color.RGBA) float64 {
	la, lb := luminance(a), luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// luminance is a colour's relative luminance (sRGB, Rec. 709), 0 to 1.
func luminance(c color.RGBA) float64 {
	lin := func(v uint8) float64 {
		x := float64(v) / 255
		if x <= 0.04045 {
			return x / 12.92
		}
		return math.Pow((x+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c.R) + 0.7152*lin(c.G) + 0.0722*lin(c.B)
}

// Cube draws a worshipper as a small cube seen from the front and a little
// above and to the right, so its front face is square and the glyph on it
// stays upright and legible. size is the cube's overall width and height.
func (a *Art) Cube(dst *ebiten.Image, c rules.Color, cx, cy, size float64) {
	a.pts[0] = [2]float64{cx, cy}
	a.cubes(dst, c, a.pts[:1], size)
}

// cubes draws cubes of one colour at every point, each layer in one path.
func (a *Art) cubes(dst *ebiten.Image, c rules.Color, pts [][2]float64, size float64) {
	k := a.Pal.Of(c)
	d := size * 0.26 // depth of the top and side faces
	f := size - d    // front face side
	edge := render.Shade(k, 0.38)
	if c == rules.White || c == rules.AnyColor {
		edge = color.RGBA{0x4a, 0x48, 0x50, 0xff}
	}
	lw := max(0.7, size*0.055) // outline and seam width
	// poly returns face i of the cube whose centre is p: 0 the silhouette,
	// 1 top, 2 right side, 3 front.
	poly := func(p [2]float64, i int) [6][2]float64 {
		x0, y0 := p[0]-size/2, p[1]-size/2+d
		switch i {
		case 0:
			return [6][2]float64{{x0, y0}, {x0 + d, y0 - d}, {x0 + d + f, y0 - d}, {x0 + d + f, y0 - d + f}, {x0 + f, y0 + f}, {x0, y0 + f}}
		case 1:
			return [6][2]float64{{x0, y0}, {x0 + d, y0 - d}, {x0 + d + f, y0 - d}, {x0 + f, y0}}
		case 2:
			return [6][2]float64{{x0 + f, y0}, {x0 + f + d, y0 - d}, {x0 + f + d, y0 - d + f}, {x0 + f, y0 + f}}
		}
		return [6][2]float64{{x0, y0}, {x0 + f, y0}, {x0 + f, y0 + f}, {x0, y0 + f}}
	}
	faces := [4]color.RGBA{edge, render.Shade(k, 1.32), render.Shade(k, 0.7), k}
	for i, fc := range faces {
		n, e := 4, -lw*0.45 // faces shrink so the seams show the edge colour
		if i == 0 {
			n, e = 6, lw*0.5
		}
		for _, p := range pts {
			q := poly(p, i)
			a.offsetPoly(q[:n], e)
		}
		a.fill(dst, fc)
	}
	for _, p := range pts {
		gx, gy := p[0]-size/2+f/2, p[1]-size/2+d+f/2
		if c == rules.AnyColor {
			a.circlePath(gx, gy, f*0.34)
		} else {
			a.glyphPath(c, gx, gy, f*0.64)
		}
	}
	if c == rules.AnyColor {
		a.fill(dst, edge)
		for i, p := range pts {
			a.pts3[i] = [2]float64{p[0] - size/2 + f/2, p[1] - size/2 + d + f/2}
		}
		a.anyWedges(dst, a.pts3[:len(pts)], f*0.28)
		return
	}
	a.fill(dst, a.glyphInk(c))
}

// offsetPoly adds the convex polygon q (clockwise on screen) moved outward
// by e (inward when negative).
func (a *Art) offsetPoly(q [][2]float64, e float64) {
	n := len(q)
	for i := range n {
		p0, p1, p2 := q[(i+n-1)%n], q[i], q[(i+1)%n]
		// Outward normals of the edges into and out of the vertex.
		n1x, n1y := p1[1]-p0[1], -(p1[0] - p0[0])
		l1 := math.Hypot(n1x, n1y)
		n2x, n2y := p2[1]-p1[1], -(p2[0] - p1[0])
		l2 := math.Hypot(n2x, n2y)
		n1x, n1y, n2x, n2y = n1x/l1, n1y/l1, n2x/l2, n2y/l2
		k := e / (1 + n1x*n2x + n1y*n2y)
		x, y := p1[0]+(n1x+n2x)*k, p1[1]+(n1y+n2y)*k
		if i == 0 {
			a.moveTo(x, y)
		} else {
			a.lineTo(x, y)
		}
	}
	a.path.Close()
}
