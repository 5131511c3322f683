package orbis

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/render"
	rules "orbis/rules/orbis"
)

// Pawn draws a worshipper standing on the display: a figure with a round
// head, in its colour with its glyph, size pixels tall. Its shape is unlike
// any printed icon (worshippers on the tiles' effects are cubes).
func (a *Art) Pawn(dst *ebiten.Image, c rules.Color, cx, cy, size float64) {
	k := a.Pal.Of(c)
	edge := render.Shade(k, 0.38)
	if c == rules.White {
		edge = color.RGBA{0x4a, 0x48, 0x50, 0xff}
	}
	lw := max(0.8, size*0.06)
	head := size * 0.19
	hx, hy := cx, cy-size/2+head+lw
	bw, top, bottom := size*0.66, cy-size*0.06, cy+size/2-lw
	// The outline first, a little larger, then the figure over it.
	a.circlePath(hx, hy, head+lw)
	a.roundRectPath(cx-bw/2-lw, top-lw, bw+2*lw, bottom-top+2*lw, bw*0.42)
	a.fill(dst, edge)
	a.circlePath(hx, hy, head)
	a.roundRectPath(cx-bw/2, top, bw, bottom-top, bw*0.4)
	a.fill(dst, k)
	a.glyphPath(c, cx, (top+bottom)/2+size*0.02, size*0.34)
	a.fill(dst, a.glyphInk(c))
}
