package render

import "image/color"

// The table's colours: felt, ink and the highlights every scene uses.
var (
	Felt      = color.RGBA{0x1f, 0x2a, 0x36, 0xff} // the table
	FeltLight = color.RGBA{0x2a, 0x38, 0x48, 0xff} // panels on it
	FeltDark  = color.RGBA{0x16, 0x1e, 0x28, 0xff}
	Ink       = color.RGBA{0xf4, 0xee, 0xdc, 0xff} // text on the table
	InkDim    = color.RGBA{0xa9, 0xb3, 0xc2, 0xff}
	Gold      = color.RGBA{0xf2, 0xc1, 0x4e, 0xff} // highlights, CP
	Danger    = color.RGBA{0xe0, 0x5a, 0x4f, 0xff}
	TileInk   = color.RGBA{0x1b, 0x1b, 0x22, 0xff} // dark text on a light piece
	Focus     = color.RGBA{0x7f, 0xd6, 0xff, 0xff} // the keyboard's focus, unlike any piece or highlight
	// Dim darkens what lies behind a menu or an overlay.
	Dim = color.RGBA{0, 0, 0, 0xa0}
)

// RGB is an opaque colour written as the web writes it: 0xc48e2a for
// #c48e2a.
func RGB(hex uint32) color.RGBA {
	return color.RGBA{uint8(hex >> 16), uint8(hex >> 8), uint8(hex), 0xff}
}

// Shade returns c darkened (f < 1) or lightened (f > 1).
func Shade(c color.RGBA, f float64) color.RGBA {
	ch := func(v uint8) uint8 {
		x := float64(v) * f
		if f > 1 {
			x = float64(v) + (255-float64(v))*(f-1)
		}
		return uint8(min(255, max(0, x)))
	}
	return color.RGBA{ch(c.R), ch(c.G), ch(c.B), c.A}
}
