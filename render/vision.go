package render

import (
	"image/color"
	"math"
)

// Vision is a way of seeing colour: normal, or a colour-vision deficiency
// as Machado, Oliveira and Fernandes simulate it ("A Physiologically-based
// Model for Simulation of Color Vision Deficiency", IEEE TVCG 2009),
// severity 1.0, a matrix on linear sRGB. The palettes' tests measure
// with them.
type Vision struct {
	Name string
	M    [3][3]float64
}

// Visions are normal vision and the three full colour-vision deficiencies.
var Visions = []Vision{
	{"normal", [3][3]float64{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}},
	{"protanopia", [3][3]float64{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}},
	{"deuteranopia", [3][3]float64{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}},
	{"tritanopia", [3][3]float64{{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}},
}

// Seen returns the CIELAB colour (D65) the vision sees for c.
func (v Vision) Seen(c color.RGBA) [3]float64 {
	lin := func(b uint8) float64 {
		x := float64(b) / 255
		if x <= 0.04045 {
			return x / 12.92
		}
		return math.Pow((x+0.055)/1.055, 2.4)
	}
	in := [3]float64{lin(c.R), lin(c.G), lin(c.B)}
	var rgb [3]float64
	for i := range 3 {
		rgb[i] = min(1, max(0, v.M[i][0]*in[0]+v.M[i][1]*in[1]+v.M[i][2]*in[2]))
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
	fx, fy, fz := f(x/0.95047), f(y), f(z/1.08883)
	return [3]float64{116*fy - 16, 500 * (fx - fy), 200 * (fy - fz)}
}

// Distance is the CIE76 colour difference (ΔE*ab) the vision sees between
// two colours: past about 30 they read as different colours, not shades
// of one.
func (v Vision) Distance(a, b color.RGBA) float64 {
	la, lb := v.Seen(a), v.Seen(b)
	return math.Sqrt((la[0]-lb[0])*(la[0]-lb[0]) + (la[1]-lb[1])*(la[1]-lb[1]) + (la[2]-lb[2])*(la[2]-lb[2]))
}
