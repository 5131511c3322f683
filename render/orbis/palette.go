package orbis

import (
	"image/color"

	rules "orbis/rules/orbis"
)

// Orbis' colours. Every worshipper and tile colour also has a glyph, in
// every palette.
var (
	Wilderness   = color.RGBA{0x5b, 0x4e, 0x42, 0xff} // a face-down tile
	SlotEmpty    = color.RGBA{0x33, 0x42, 0x54, 0xff}
	GlowFaceUp   = color.RGBA{0x4f, 0xd1, 0x8b, 0xff} // a legal face-up slot
	GlowWild     = color.RGBA{0xe9, 0x9a, 0x3c, 0xff} // a slot for a Wilderness only
	GlowExchange = color.RGBA{0x6c, 0xb8, 0xf0, 0xff} // face up after an exchange
)

// Palette is the look of the five worshipper and tile colours.
type Palette [rules.NumColors]color.RGBA

// StandardPalette is the table's own: bright and close to the printed game.
var StandardPalette = Palette{
	rules.Red:    {0xd9, 0x48, 0x3b, 0xff},
	rules.Blue:   {0x3d, 0x7d, 0xd8, 0xff},
	rules.Yellow: {0xf0, 0xc4, 0x2e, 0xff},
	rules.Green:  {0x3f, 0xa8, 0x5a, 0xff},
	rules.White:  {0xee, 0xea, 0xe0, 0xff},
}

// SafePalette keeps every pair of colours apart under protanopia,
// deuteranopia and tritanopia (palette_test.go simulates each): a darker
// rust red and a teal green, which red-green deficiencies tell apart by
// lightness, a deep blue, and a white whiter than the yellow.
var SafePalette = Palette{
	rules.Red:    {0xa5, 0x31, 0x0e, 0xff},
	rules.Blue:   {0x23, 0x3f, 0xa4, 0xff},
	rules.Yellow: {0xeb, 0xbd, 0x2e, 0xff},
	rules.Green:  {0x10, 0xb1, 0x73, 0xff},
	rules.White:  {0xf5, 0xf3, 0xef, 0xff},
}

// multicolour is the grey of the "any colour" symbol.
var multicolour = color.RGBA{0x9a, 0x9a, 0xa6, 0xff}

// Of returns the display colour of a worshipper or tile colour; the
// multicolour symbol is grey.
func (p *Palette) Of(c rules.Color) color.RGBA {
	if c.Valid() {
		return p[c]
	}
	return multicolour
}
