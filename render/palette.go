package render

import (
	"image/color"

	rules "orbis/rules/orbis"
)

// The table's colours. Worshipper colours are chosen to stay apart for the
// common colour-vision deficiencies, and every colour also has a glyph.
var (
	Felt        = color.RGBA{0x1f, 0x2a, 0x36, 0xff} // the table
	FeltLight   = color.RGBA{0x2a, 0x38, 0x48, 0xff} // panels on it
	FeltDark    = color.RGBA{0x16, 0x1e, 0x28, 0xff}
	Ink         = color.RGBA{0xf4, 0xee, 0xdc, 0xff} // text on the table
	InkDim      = color.RGBA{0xa9, 0xb3, 0xc2, 0xff}
	Gold        = color.RGBA{0xf2, 0xc1, 0x4e, 0xff} // highlights, CP
	Danger      = color.RGBA{0xe0, 0x5a, 0x4f, 0xff}
	TileInk     = color.RGBA{0x1b, 0x1b, 0x22, 0xff} // text on a tile
	Wilderness  = color.RGBA{0x5b, 0x4e, 0x42, 0xff} // a face-down tile
	SlotEmpty   = color.RGBA{0x33, 0x42, 0x54, 0xff}
	GlowFaceUp  = color.RGBA{0x4f, 0xd1, 0x8b, 0xff} // a legal face-up slot
	GlowWild    = color.RGBA{0xe9, 0x9a, 0x3c, 0xff} // a slot for a Wilderness only
	workerColor = [rules.NumColors]color.RGBA{
		rules.Red:    {0xd9, 0x48, 0x3b, 0xff},
		rules.Blue:   {0x3d, 0x7d, 0xd8, 0xff},
		rules.Yellow: {0xf0, 0xc4, 0x2e, 0xff},
		rules.Green:  {0x3f, 0xa8, 0x5a, 0xff},
		rules.White:  {0xee, 0xea, 0xe0, 0xff},
	}
)

// ColorOf returns the display colour of a worshipper or tile colour; the
// multicolour symbol is grey.
func ColorOf(c rules.Color) color.RGBA {
	if c.Valid() {
		return workerColor[c]
	}
	return color.RGBA{0x9a, 0x9a, 0xa6, 0xff}
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
