package assets

import (
	"slices"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

func TestFontsCoverTheShippedLanguages(t *testing.T) {
	// Every letter of the English, German, French and Polish alphabets,
	// with the punctuation the texts use.
	letters := "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789" +
		"äöüßÄÖÜ" + "àâæçéèêëîïôœùûüÿÀÂÆÇÉÈÊËÎÏÔŒÙÛÜŸ«»" + "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ" + "–—…’“”„·×→←↑↓−"
	for _, r := range letters {
		if !Covers(r) {
			t.Errorf("the fonts cannot draw %q (U+%04X)", r, r)
		}
	}
}

func TestPrintableReplacesMissingGlyphs(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Zoë", "Zoë"},
		{"Łukasz", "Łukasz"},
		{"ok 🎲", "ok ?"},
		{"名前", "??"},
		{"", ""},
	}
	for _, tt := range tests {
		if got := Printable(tt.in); got != tt.want {
			t.Errorf("Printable(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestFontsAreTheGoFonts: the embedded fonts, the Go fonts without their
// hinting programs, draw every character the Go fonts draw with the same
// glyph, advance and outline at the sizes the game uses.
func TestFontsAreTheGoFonts(t *testing.T) {
	for _, c := range []struct {
		name     string
		got      *sfnt.Font
		original []byte
	}{
		{"regular", Regular(), goregular.TTF},
		{"bold", Bold(), gobold.TTF},
	} {
		t.Run(c.name, func(t *testing.T) {
			want, err := sfnt.Parse(c.original)
			if err != nil {
				t.Fatal(err)
			}
			if g, w := c.got.NumGlyphs(), want.NumGlyphs(); g != w {
				t.Fatalf("%d glyphs, the Go font has %d", g, w)
			}
			var gb, wb sfnt.Buffer
			drawn := 0
			for r := rune(0); r < 1<<16; r++ {
				wi, werr := want.GlyphIndex(&wb, r)
				gi, gerr := c.got.GlyphIndex(&gb, r)
				if (werr != nil) != (gerr != nil) || wi != gi {
					t.Fatalf("U+%04X: glyph %d (%v), the Go font's %d (%v)", r, gi, gerr, wi, werr)
				}
				if wi == 0 {
					continue
				}
				drawn++
				for _, ppem := range []fixed.Int26_6{fixed.I(13), fixed.I(22), fixed.I(96)} {
					ga, _ := c.got.GlyphAdvance(&gb, gi, ppem, font.HintingNone)
					wa, _ := want.GlyphAdvance(&wb, wi, ppem, font.HintingNone)
					gs, gerr := c.got.LoadGlyph(&gb, gi, ppem, nil)
					gs = slices.Clone(gs)
					ws, werr := want.LoadGlyph(&wb, wi, ppem, nil)
					if ga != wa || gerr != nil || werr != nil || !slices.Equal(gs, ws) {
						t.Fatalf("U+%04X at %v ppem: advance %v, outline of %d segments (%v); the Go font's %v, %d (%v)", r, ppem, ga, len(gs), gerr, wa, len(ws), werr)
					}
				}
			}
			if drawn < 600 {
				t.Errorf("only %d characters drawn", drawn)
			}
		})
	}
}
