package render

import (
	"image/color"
	"math"
	"strings"
	"testing"

	"orbis/assets"
)

func TestHexContains(t *testing.T) {
	h := Hex{CX: 100, CY: 100, R: 40}
	w := h.Width() / 2
	tests := []struct {
		name string
		x, y float64
		want bool
	}{
		{"centre", 100, 100, true},
		{"just inside the top corner", 100, 61, true},
		{"just above the top corner", 100, 59, false},
		{"inside the right edge", 100 + w - 1, 100, true},
		{"outside the right edge", 100 + w + 1, 100, false},
		{"the empty corner beside the top vertex", 100 + w - 1, 62, false},
		{"on the slanted edge's inner side", 100 + w/2, 100 - 40*0.75 + 1, true},
		{"bottom vertex", 100, 139, true},
	}
	for _, tt := range tests {
		if got := h.Contains(tt.x, tt.y); got != tt.want {
			t.Errorf("%s (%.1f, %.1f): %v, want %v", tt.name, tt.x, tt.y, got, tt.want)
		}
	}
	// Every corner lies at distance R from the centre.
	for i := range 6 {
		x, y := h.Corner(i)
		if d := math.Hypot(x-100, y-100); math.Abs(d-40) > 1e-9 {
			t.Errorf("corner %d at distance %v", i, d)
		}
	}
}

func TestWrapKeepsEveryWordWithinTheWidth(t *testing.T) {
	tx := NewText()
	text := "Take a region tile: one worshipper of its colour goes on each tile orthogonally next to it, and you collect the worshippers on it."
	for _, width := range []float64{120, 240, 600} {
		lines := tx.Wrap(text, 16, width)
		if strings.Join(lines, " ") != text {
			t.Fatalf("width %v: wrapping lost words: %q", width, lines)
		}
		for _, l := range lines {
			if tx.Width(l, 16, false) > width && strings.Contains(l, " ") {
				t.Errorf("width %v: line %q is %.0f wide", width, l, tx.Width(l, 16, false))
			}
		}
		if width == 600 && len(lines) > 3 || width == 120 && len(lines) < 5 {
			t.Errorf("width %v: %d lines", width, len(lines))
		}
	}
	if got := tx.Wrap("", 16, 100); len(got) != 0 {
		t.Errorf("empty text wraps to %q", got)
	}
	// A no-break space holds its neighbours on one line, and stays one.
	french := "Vous prenez la tuile\u00a0: est-ce bien la bonne\u00a0? Confirmez\u00a0!"
	for _, width := range []float64{60, 140, 220} {
		lines := tx.Wrap(french, 16, width)
		for _, l := range lines {
			if strings.HasPrefix(l, ":") || strings.HasPrefix(l, "?") || strings.HasPrefix(l, "!") {
				t.Errorf("width %v: a line starts with its punctuation: %q", width, lines)
			}
		}
		if strings.Join(lines, " ") != french {
			t.Errorf("width %v: wrapping changed the text: %q", width, lines)
		}
	}
}

// TestWrapNeverLeadsWithASeparator: in every language, a line wrapped
// just before the separator of "a · b" (or before punctuation set after a
// plain space, as French sets ":" and "»") keeps it at the end of the line
// before, and an opening quote stays with its word: over many widths, no
// line begins with one nor ends with an opening quote, and no word is lost.
func TestWrapNeverLeadsWithASeparator(t *testing.T) {
	tx := NewText()
	for _, lang := range assets.Languages() {
		c, err := assets.Load(lang)
		if err != nil {
			t.Fatal(err)
		}
		sep := strings.TrimSpace(c.T("text.separated", "", ""))
		if sep == "" {
			t.Fatalf("%s: text.separated has no separator", lang)
		}
		parts := []string{"Green : face up", "blue : face up after an exchange", "orange : only « face down »", "52 %", "then"}
		text := parts[0]
		for _, p := range parts[1:] {
			text = c.T("text.separated", text, p)
		}
		t.Run(lang, func(t *testing.T) {
			for width := 30.0; width <= 400; width += 3 {
				lines := tx.Wrap(text, 16, width)
				if strings.Join(lines, " ") != text {
					t.Fatalf("width %v: wrapping changed the text: %q", width, lines)
				}
				for i, l := range lines {
					first, last := strings.Fields(l)[0], strings.Fields(l)[len(strings.Fields(l))-1]
					if i > 0 && (first == sep || first == ":" || first == "»" || first == "%") {
						t.Fatalf("width %v: line %d begins with %q: %q", width, i+1, first, lines)
					}
					if i < len(lines)-1 && last == "«" {
						t.Fatalf("width %v: line %d ends with an opening quote: %q", width, i+1, lines)
					}
				}
			}
		})
	}
}

// TestRGB: a colour written as the web writes it is the colour of its
// three bytes, opaque.
func TestRGB(t *testing.T) {
	for _, c := range []struct {
		hex  uint32
		want color.RGBA
	}{
		{0x000000, color.RGBA{0, 0, 0, 0xff}},
		{0xc48e2a, color.RGBA{0xc4, 0x8e, 0x2a, 0xff}},
		{0x7fd6ff, color.RGBA{0x7f, 0xd6, 0xff, 0xff}},
		{0xffffff, color.RGBA{0xff, 0xff, 0xff, 0xff}},
	} {
		if got := RGB(c.hex); got != c.want {
			t.Errorf("RGB(%#06x) = %v, want %v", c.hex, got, c.want)
		}
	}
}
