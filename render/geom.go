// Package render draws the game and owns the geometry of every element on
// screen. It reads the rules' state and never changes it.
package render

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Rect is an axis-aligned rectangle in screen pixels.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether the point is inside.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && x < r.X+r.W && y >= r.Y && y < r.Y+r.H
}

// Center returns the centre point.
func (r Rect) Center() (x, y float64) { return r.X + r.W/2, r.Y + r.H/2 }

// Inset returns the rectangle shrunk by d on every side.
func (r Rect) Inset(d float64) Rect { return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

// Hex is a pointy-top regular hexagon: centre and radius (centre to corner).
// Its width is sqrt(3)*R and its height 2*R, so rows of hexes stacked with
// a vertical step of 1.5*R and a half-width offset rest each on two below,
// as the pyramid does.
type Hex struct{ CX, CY, R float64 }

// Width returns the flat-to-flat width.
func (h Hex) Width() float64 { return math.Sqrt(3) * h.R }

// Corner returns corner i (0 at the top, clockwise).
func (h Hex) Corner(i int) (x, y float64) {
	a := math.Pi/3*float64(i) - math.Pi/2
	return h.CX + h.R*math.Cos(a), h.CY + h.R*math.Sin(a)
}

// Contains reports whether the point is inside the hexagon.
func (h Hex) Contains(x, y float64) bool {
	dx, dy := math.Abs(x-h.CX), math.Abs(y-h.CY)
	w := h.Width() / 2
	if dx > w || dy > h.R {
		return false
	}
	// Above the slanted edge from (w, R/2) to (0, R).
	return dy <= h.R-dx*(h.R/2)/w
}

// Bounds returns the bounding rectangle.
func (h Hex) Bounds() Rect {
	w := h.Width()
	return Rect{h.CX - w/2, h.CY - h.R, w, 2 * h.R}
}

// Scaled returns the hexagon with its radius multiplied by f.
func (h Hex) Scaled(f float64) Hex { return Hex{h.CX, h.CY, h.R * f} }

// AppendPath adds the closed hexagon to a vector path.
func (h Hex) AppendPath(p *vector.Path) {
	for i := range 6 {
		x, y := h.Corner(i)
		if i == 0 {
			p.MoveTo(float32(x), float32(y))
		} else {
			p.LineTo(float32(x), float32(y))
		}
	}
	p.Close()
}
