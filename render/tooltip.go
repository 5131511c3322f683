package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// TooltipBox places a tooltip of size w×h for a pointer at (px, py) on a
// screen: below and right of the pointer, else above or left of it, and
// always wholly inside the screen (margin from its edges).
func TooltipBox(w, h, px, py, margin float64, screen Rect) Rect {
	r := Rect{X: px + margin*2.5, Y: py + margin*3, W: w, H: h}
	if r.X+r.W > screen.X+screen.W-margin {
		r.X = px - margin*2 - w // left of the pointer
	}
	if r.Y+r.H > screen.Y+screen.H-margin {
		r.Y = py - margin - h // above it
	}
	r.X = math.Max(screen.X+margin, math.Min(r.X, screen.X+screen.W-margin-w))
	r.Y = math.Max(screen.Y+margin, math.Min(r.Y, screen.Y+screen.H-margin-h))
	return r
}

// tooltipInk is the tooltip's dark, nearly opaque background.
var tooltipInk = color.RGBA{0x0e, 0x13, 0x1a, 0xf0}

// Tooltip draws wrapped lines in a box near the pointer, inside the screen.
func (p *Painter) Tooltip(dst *ebiten.Image, lines []string, size, lineH, px, py, scale float64, screen Rect) {
	w := 0.0
	for _, line := range lines {
		w = math.Max(w, p.Text.Width(line, size, false))
	}
	w += 20 * scale
	h := lineH*float64(len(lines)) + 11*scale
	r := TooltipBox(w, h, px, py, 6*scale, screen)
	p.Shadow(dst, r, 6*scale)
	p.Box(dst, r, 6*scale, tooltipInk)
	for i, line := range lines {
		p.Text.Draw(dst, line, r.X+10*scale, r.Y+5*scale+lineH*(float64(i)+0.5), size, Ink, Left)
	}
}
