package orbis

import (
	"fmt"
	"image/color"
	"math"
	"testing"

	rules "orbis/rules/orbis"
)

// The colour-vision deficiencies as Machado, Oliveira and Fernandes
// simulate them ("A Physiologically-based Model for Simulation of Color
// Vision Deficiency", IEEE TVCG 2009), severity 1.0, on linear sRGB.
var visions = []struct {
	name string
	m    [3][3]float64
}{
	{"normal", [3][3]float64{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}},
	{"protanopia", [3][3]float64{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}},
	{"deuteranopia", [3][3]float64{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}},
	{"tritanopia", [3][3]float64{{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}},
}

// minSafeDistance is the least CIE76 colour difference (ΔE*ab) any two
// colours of the safe palette keep under every vision: past 30 two
// colours read as different colours, not shades of one.
const minSafeDistance = 30

// seen returns the CIELAB colour a vision sees for c.
func seen(c color.RGBA, m [3][3]float64) [3]float64 {
	lin := func(v uint8) float64 {
		x := float64(v) / 255
		if x <= 0.04045 {
			return x / 12.92
		}
		return math.Pow((x+0.055)/1.055, 2.4)
	}
	in := [3]float64{lin(c.R), lin(c.G), lin(c.B)}
	var rgb [3]float64
	for i := range 3 {
		rgb[i] = min(1, max(0, m[i][0]*in[0]+m[i][1]*in[1]+m[i][2]*in[2]))
	}
	x := 0.4124*rgb[0] + 0.3576*rgb[1] + 0.1805*rgb[2]
	y := 0.2126*rgb[0] + 0.7152*rgb[1] + 0.0722*rgb[2]
	z := 0.0193*rgb[0] + 0.1192*rgb[1] + 0.9505*rgb[2]
	f := func(t float64) float64 {
		if t > 216.0/24389 {
			return math.Cbrt(t)
		}
		return (24389.0/27*t + 16) / 116
	}
	fx, fy, fz := f(x/0.95047), f(y), f(z/1.08883) // D65 white
	return [3]float64{116*fy - 16, 500 * (fx - fy), 200 * (fy - fz)}
}

// closestPair returns the smallest ΔE*ab between two colours of p under a
// vision, and which pair it is.
func closestPair(p Palette, m [3][3]float64) (float64, string) {
	best, pair := math.Inf(1), ""
	for a := range rules.NumColors {
		for b := a + 1; b < rules.NumColors; b++ {
			la, lb := seen(p[a], m), seen(p[b], m)
			d := math.Sqrt((la[0]-lb[0])*(la[0]-lb[0]) + (la[1]-lb[1])*(la[1]-lb[1]) + (la[2]-lb[2])*(la[2]-lb[2]))
			if d < best {
				best, pair = d, fmt.Sprintf("%v/%v", rules.Color(a), rules.Color(b))
			}
		}
	}
	return best, pair
}

func TestSafePaletteStaysApartForEveryVision(t *testing.T) {
	for _, v := range visions {
		safe, safePair := closestPair(SafePalette, v.m)
		std, stdPair := closestPair(StandardPalette, v.m)
		t.Logf("%-12s safe: closest %s ΔE %.1f   standard: closest %s ΔE %.1f", v.name, safePair, safe, stdPair, std)
		if safe < minSafeDistance {
			t.Errorf("%s: the safe palette's %s are %.1f apart (ΔE*ab), want at least %d", v.name, safePair, safe, minSafeDistance)
		}
	}
}

// TestDeficiencySimulationSeesTheKnownConfusions checks the simulation
// itself: red and green fall together for the red-green deficiencies,
// blue and green for tritanopia, as the literature says.
func TestDeficiencySimulationSeesTheKnownConfusions(t *testing.T) {
	red, green, blue := color.RGBA{0xcc, 0x33, 0x33, 0xff}, color.RGBA{0x55, 0x88, 0x22, 0xff}, color.RGBA{0x33, 0x66, 0xcc, 0xff}
	dist := func(a, b color.RGBA, m [3][3]float64) float64 {
		la, lb := seen(a, m), seen(b, m)
		return math.Hypot(math.Hypot(la[0]-lb[0], la[1]-lb[1]), la[2]-lb[2])
	}
	normal := visions[0].m
	for _, v := range visions[1:3] {
		if n, d := dist(red, green, normal), dist(red, green, v.m); d > n/2 {
			t.Errorf("%s: red and green %.1f apart (normal %.1f): the simulation does not bring them together", v.name, d, n)
		}
	}
	if n, d := dist(green, blue, normal), dist(blue, color.RGBA{0x33, 0x88, 0x88, 0xff}, visions[3].m); d > n/2 {
		t.Errorf("tritanopia: blue and teal %.1f apart (normal blue-green %.1f)", d, n)
	}
	if white := seen(color.RGBA{0xff, 0xff, 0xff, 0xff}, normal); math.Abs(white[0]-100) > 0.01 || math.Abs(white[1]) > 0.01 {
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
