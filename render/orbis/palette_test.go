package orbis

import (
	"fmt"
	"image/color"
	"math"
	"testing"

	"orbis/render"
	rules "orbis/rules/orbis"
)

// minSafeDistance is the least CIE76 colour difference (ΔE*ab) any two
// colours of the safe palette keep under every vision: past 30 two
// colours read as different colours, not shades of one.
const minSafeDistance = 30

// closestPair returns the smallest ΔE*ab between two colours of p under a
// vision, and which pair it is.
func closestPair(p Palette, v render.Vision) (float64, string) {
	best, pair := math.Inf(1), ""
	for a := range rules.NumColors {
		for b := a + 1; b < rules.NumColors; b++ {
			d := v.Distance(p[a], p[b])
			if d < best {
				best, pair = d, fmt.Sprintf("%v/%v", rules.Color(a), rules.Color(b))
			}
		}
	}
	return best, pair
}

func TestSafePaletteStaysApartForEveryVision(t *testing.T) {
	for _, v := range render.Visions {
		safe, safePair := closestPair(SafePalette, v)
		std, stdPair := closestPair(StandardPalette, v)
		t.Logf("%-12s safe: closest %s ΔE %.1f   standard: closest %s ΔE %.1f", v.Name, safePair, safe, stdPair, std)
		if safe < minSafeDistance {
			t.Errorf("%s: the safe palette's %s are %.1f apart (ΔE*ab), want at least %d", v.Name, safePair, safe, minSafeDistance)
		}
	}
}

// TestDeficiencySimulationSeesTheKnownConfusions checks the simulation
// itself: red and green fall together for the red-green deficiencies,
// blue and green for tritanopia, as the literature says.
func TestDeficiencySimulationSeesTheKnownConfusions(t *testing.T) {
	red, green, blue := color.RGBA{0xcc, 0x33, 0x33, 0xff}, color.RGBA{0x55, 0x88, 0x22, 0xff}, color.RGBA{0x33, 0x66, 0xcc, 0xff}
	normal := render.Visions[0]
	for _, v := range render.Visions[1:3] {
		if n, d := normal.Distance(red, green), v.Distance(red, green); d > n/2 {
			t.Errorf("%s: red and green %.1f apart (normal %.1f): the simulation does not bring them together", v.Name, d, n)
		}
	}
	if n, d := normal.Distance(green, blue), render.Visions[3].Distance(blue, color.RGBA{0x33, 0x88, 0x88, 0xff}); d > n/2 {
		t.Errorf("tritanopia: blue and teal %.1f apart (normal blue-green %.1f)", d, n)
	}
	if white := normal.Seen(color.RGBA{0xff, 0xff, 0xff, 0xff}); math.Abs(white[0]-100) > 0.01 || math.Abs(white[1]) > 0.01 {
		t.Errorf("white is L*a*b* %v, want 100 0 0", white)
	}
}

// TestGlyphsStandOutOnTheirColours: in every palette, a colour's glyph
// keeps a contrast of at least 3:1 (WCAG's for graphics) with its colour.
func TestGlyphsStandOutOnTheirColours(t *testing.T) {
	if white := contrast(color.RGBA{255, 255, 255, 255}, color.RGBA{0, 0, 0, 255}); math.Abs(white-21) > 0.01 {
		t.Fatalf("black on white is %.2f:1, want 21:1", white)
	}
	for name, pal := range map[string]Palette{"standard": StandardPalette, "safe": SafePalette} {
		a := &Art{Pal: pal}
		for c := range rules.Color(rules.NumColors) {
			if ratio := contrast(pal.Of(c), a.glyphInk(c)); ratio < 3 {
				t.Errorf("%s palette, %v: the glyph's contrast with its colour is %.2f:1, want 3:1", name, c, ratio)
			}
		}
	}
}
