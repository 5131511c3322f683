// Package assets holds what the game embeds: fonts, the message catalogues
// and the icon. Everything is the project's own or, for the fonts, the Go
// fonts (BSD licence), which cover the letters of English, German, French
// and Polish.
package assets

import (
	_ "embed"

	"golang.org/x/image/font/sfnt"
)

// The Go fonts without the hinting programs the rasteriser never runs
// (fonts/README.md): the same glyphs, half the size on the wire.
var (
	//go:embed fonts/Go-Regular.ttf
	regularTTF []byte
	//go:embed fonts/Go-Bold.ttf
	boldTTF []byte

	regularFont = mustParse(regularTTF)
	boldFont    = mustParse(boldTTF)
)

// mustParse parses a font compiled into the binary; a failure is a broken
// build, not bad input.
func mustParse(data []byte) *sfnt.Font {
	f, err := sfnt.Parse(data)
	if err != nil {
		panic("assets: embedded font: " + err.Error())
	}
	return f
}

// Regular returns the text font.
func Regular() *sfnt.Font { return regularFont }

// Bold returns the heading and number font.
func Bold() *sfnt.Font { return boldFont }

// covered marks the runes of the Basic Multilingual Plane that both fonts
// draw; etxt panics on a missing glyph, so text is filtered through Covers.
var covered = func() (set [1 << 16 / 64]uint64) {
	var buf sfnt.Buffer
	for r := rune(0x20); r < 1<<16; r++ {
		a, errA := regularFont.GlyphIndex(&buf, r)
		b, errB := boldFont.GlyphIndex(&buf, r)
		if errA == nil && errB == nil && a != 0 && b != 0 {
			set[r/64] |= 1 << (r % 64)
		}
	}
	return set
}()

// Covers reports whether the fonts draw r.
func Covers(r rune) bool { return r >= 0 && r < 1<<16 && covered[r/64]&(1<<(r%64)) != 0 }

// Printable replaces every rune the fonts cannot draw with '?'.
func Printable(s string) string {
	for _, r := range s {
		if !Covers(r) {
			out := []rune(s)
			for i, r := range out {
				if !Covers(r) {
					out[i] = '?'
				}
			}
			return string(out)
		}
	}
	return s
}
