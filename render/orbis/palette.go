package orbis

import (
	"image/color"

	rules "orbis/rules/orbis"
)

// Orbis' colours. Worshipper colours are chosen to stay apart for the
// common colour-vision deficiencies, and every colour also has a glyph.
var (
	Wilderness   = color.RGBA{0x5b, 0x4e, 0x42, 0xff} // a face-down tile
	SlotEmpty    = color.RGBA{0x33, 0x42, 0x54, 0xff}
	GlowFaceUp   = color.RGBA{0x4f, 0xd1, 0x8b, 0xff} // a legal face-up slot
	GlowWild     = color.RGBA{0xe9, 0x9a, 0x3c, 0xff} // a slot for a Wilderness only
	GlowExchange = color.RGBA{0x6c, 0xb8, 0xf0, 0xff} // face up after an exchange
	workerColor  = [rules.NumColors]color.RGBA{
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
