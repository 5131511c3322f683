package render

import (
	"image"
	"image/color"
	"math"
)

// roundRectImage paints a rounded rectangle (stroke 0) or its outline of a
// stroke's width into a new RGBA image, w×h plus pad on every side, in Go:
// no GPU path fill (whose shaders a browser compiles on first use, a good
// part of a first frame in software WebGL). Each pixel takes the shape's
// coverage from its distance to the outline, a pixel's width of smoothing.
func roundRectImage(w, h, pad, radius, stroke float64, c color.RGBA) *image.RGBA {
	iw, ih := int(w+2*pad), int(h+2*pad)
	img := image.NewRGBA(image.Rect(0, 0, iw, ih))
	radius = min(radius, w/2, h/2)
	// Centre and half sizes of the rectangle in the image.
	cx, cy, hw, hh := pad+w/2, pad+h/2, w/2, h/2
	for py := range ih {
		for px := range iw {
			d := roundRectDistance(float64(px)+0.5-cx, float64(py)+0.5-cy, hw, hh, radius)
			cover := 0.5 - d // inside: positive distance into the shape
			if stroke > 0 {
				cover = stroke/2 + 0.5 - math.Abs(d)
			}
			a := math.Max(0, math.Min(1, cover))
			if a == 0 {
				continue
			}
			// Premultiplied, as Ebitengine's images are.
			img.SetRGBA(px, py, color.RGBA{
				R: uint8(float64(c.R)*a + 0.5), G: uint8(float64(c.G)*a + 0.5),
				B: uint8(float64(c.B)*a + 0.5), A: uint8(float64(c.A)*a + 0.5),
			})
		}
	}
	return img
}

// roundRectDistance is the signed distance from a point (relative to the
// centre) to a rounded rectangle of half sizes hw, hh: negative inside.
func roundRectDistance(x, y, hw, hh, r float64) float64 {
	qx, qy := math.Abs(x)-hw+r, math.Abs(y)-hh+r
	out := math.Hypot(math.Max(qx, 0), math.Max(qy, 0))
	return out + math.Min(math.Max(qx, qy), 0) - r
}
