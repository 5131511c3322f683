package assets

import (
	"image"
	"image/color"
	"math"
)

// WindowClass is the game window's X11 class: desktop menus match their
// entry (StartupWMClass) to the window by it.
const WindowClass = "Orbis"

// IconSizes are the sizes a window or an installer usually asks for.
var IconSizes = []int{16, 32, 48, 64, 128, 256}

// Icons returns the icon at every size of IconSizes, largest first, ready
// for ebiten.SetWindowIcon.
func Icons() []image.Image {
	out := make([]image.Image, len(IconSizes))
	for i, s := range IconSizes {
		out[len(IconSizes)-1-i] = Icon(s)
	}
	return out
}

// Icon draws the game's icon, size × size pixels (a size below 1 gives a
// 1 × 1 image): a pyramid of six hexagonal tiles, 3-2-1, in the five
// worshipper colours, circled by an orbit, on a dark rounded square.
//
// Every pixel near an edge averages a 4 × 4 grid of samples, which is
// drawing at 4× and box-filtering down; a pixel well inside one shape, where
// the colour only changes smoothly, takes its centre sample.
func Icon(size int) *image.RGBA {
	size = max(size, 1)
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	sc := newIconScene(size)
	const ss = 4
	unit := 1 / float64(size)
	for py := range size {
		for px := range size {
			c, edge := sc.at((float64(px)+0.5)*unit, (float64(py)+0.5)*unit)
			if edge < unit { // an edge may cross the pixel: supersample
				var sum rgba
				for sy := range ss {
					for sx := range ss {
						s, _ := sc.at((float64(px)+(float64(sx)+0.5)/ss)*unit, (float64(py)+(float64(sy)+0.5)/ss)*unit)
						sum.r += s.r
						sum.g += s.g
						sum.b += s.b
						sum.a += s.a
					}
				}
				const n = ss * ss
				c = rgba{sum.r / n, sum.g / n, sum.b / n, sum.a / n}
			}
			img.SetRGBA(px, py, color.RGBA{to8(c.r), to8(c.g), to8(c.b), to8(c.a)})
		}
	}
	return img
}

// rgba is a premultiplied colour with components in 0..1.
type rgba struct{ r, g, b, a float64 }

func to8(x float64) uint8 { return uint8(math.Round(clamp01(x) * 255)) }

func clamp01(x float64) float64 { return min(max(x, 0), 1) }

func hexColor(v uint32) rgba {
	return rgba{float64(v>>16&0xff) / 255, float64(v>>8&0xff) / 255, float64(v&0xff) / 255, 1}
}

// over composites the opaque colour c with coverage alpha over dst.
func over(dst, c rgba, alpha float64) rgba {
	alpha = clamp01(alpha)
	return rgba{
		c.r*alpha + dst.r*(1-alpha),
		c.g*alpha + dst.g*(1-alpha),
		c.b*alpha + dst.b*(1-alpha),
		alpha + dst.a*(1-alpha),
	}
}

// mix blends two opaque colours: t = 0 gives a, 1 gives b.
func mix(a, b rgba, t float64) rgba {
	return rgba{a.r + (b.r-a.r)*t, a.g + (b.g-a.g)*t, a.b + (b.b-a.b)*t, 1}
}

var (
	iconBackground = hexColor(0x1f2a36)
	iconBlack      = rgba{0, 0, 0, 1}
	iconWhite      = rgba{1, 1, 1, 1}
	iconRed        = hexColor(0xd9483b)
	iconBlue       = hexColor(0x3d7dd8)
	iconYellow     = hexColor(0xf0c42e)
	iconGreen      = hexColor(0x3fa85a)
	iconIvory      = hexColor(0xeeeae0)
)

type iconHex struct {
	x, y float64 // centre
	col  rgba
}

// iconScene holds the icon's geometry in unit coordinates (0..1 across).
type iconScene struct {
	corner   float64 // background corner radius
	radius   float64 // hexagon circumradius, gap included
	rounding float64 // hexagon corner rounding
	gap      float64 // space between neighbouring hexagons
	hexes    []iconHex
	orbit    bool    // draw the orbit (too fine below 40 px)
	cos, sin float64 // the orbit's tilt
	line     float64 // half-width of the orbit line
}

func newIconScene(size int) *iconScene {
	px := 1 / float64(size) // one pixel in unit coordinates
	// Small icons fill more of the square so that the tiles stay readable.
	width := 0.74
	if size <= 24 {
		width = 0.88
	}
	sq3 := math.Sqrt(3)
	radius := width / (3 * sq3)
	sc := &iconScene{
		corner:   0.22,
		radius:   radius,
		rounding: radius * 0.14,
		gap:      max(0.022, 0.9*px),
		orbit:    size >= 40,
		line:     max(0.009, 0.6*px),
		cos:      math.Cos(-0.35),
		sin:      math.Sin(-0.35),
	}
	dx := sq3 * radius // centre distance in a row
	dy := 1.5 * radius // row distance
	height := 2*radius + 2*dy
	cy := 0.5 + 0.02
	baseY := cy + height/2 - radius
	// Bottom row first; warm colours on top, cool ones at the base.
	rows := [][]rgba{
		{iconBlue, iconGreen, iconRed},
		{iconIvory, iconYellow},
		{iconRed},
	}
	for r, cols := range rows {
		for c, col := range cols {
			x := 0.5 + (float64(c)-float64(len(cols)-1)/2)*dx
			sc.hexes = append(sc.hexes, iconHex{x, baseY - float64(r)*dy, col})
		}
	}
	return sc
}

// at returns the premultiplied colour of the icon at (u, v) and a lower
// bound of the distance to the nearest sharp edge there.
func (sc *iconScene) at(u, v float64) (out rgba, edge float64) {
	// Background: a rounded square, lighter towards the top centre.
	d := sdRoundedBox(u-0.5, v-0.5, 0.5, 0.5, sc.corner)
	edge = math.Abs(d)
	if d >= 0 {
		return out, edge
	}
	t := length(u-0.5, (v-0.35)*0.9)
	out = mix(mix(iconBackground, iconWhite, 0.07), mix(iconBackground, iconBlack, 0.18), clamp01(t/0.75))
	// A faint rim of light along the top edge.
	const glint = 0.012
	edge = min(edge, math.Abs(d+glint))
	if d > -glint && v < 0.5 {
		out = over(out, iconWhite, 0.06*(1-v*2))
	}
	// An orbit: a thin tilted ellipse around the pyramid, behind it.
	if sc.orbit {
		const a, b = 0.45, 0.15
		ex, ey := u-0.5, v-0.56
		rx, ry := ex*sc.cos-ey*sc.sin, ex*sc.sin+ey*sc.cos
		f := length(rx/a, ry/b)
		grad := length(rx/(a*a), ry/(b*b)) / max(f, 1e-9)
		d := math.Abs(f-1) / max(grad, 1e-9) // distance to the ellipse, to first order
		edge = min(edge, math.Abs(d-sc.line))
		if d < sc.line {
			out = over(out, mix(iconBackground, iconWhite, 0.3), 1)
		}
	}
	// A soft shadow under the pyramid (smooth: no edge).
	inner := sc.radius - sc.gap/2 - sc.rounding
	shadow := 0.0
	for _, h := range sc.hexes {
		if dx, dy := u-h.x, v-h.y-0.022; dx*dx+dy*dy < (sc.radius+0.05)*(sc.radius+0.05) {
			d := sdHexagon(dx, dy, inner) - sc.rounding
			shadow = max(shadow, clamp01(1-(d+0.01)/0.05))
		}
	}
	out = over(out, iconBlack, 0.35*shadow*shadow)
	// The tiles.
	rim := sc.radius * 0.12
	for _, h := range sc.hexes {
		dx, dy := u-h.x, v-h.y
		if r := sc.radius + 2*rim; dx*dx+dy*dy > r*r {
			edge = min(edge, length(dx, dy)-sc.radius)
			continue
		}
		d := sdHexagon(dx, dy, inner) - sc.rounding
		edge = min(edge, math.Abs(d), math.Abs(d+rim))
		if d >= 0 {
			continue
		}
		// Light from above: lighter at the top of each tile.
		t := (v - (h.y - sc.radius)) / (2 * sc.radius) // 0 top .. 1 bottom
		col := h.col
		if t < 0.5 {
			col = mix(col, iconWhite, (0.5-t)*0.28)
		} else {
			col = mix(col, iconBlack, (t-0.5)*0.26)
		}
		// A bevel: a lighter rim on the upper edges, darker on the lower ones.
		if d > -rim {
			k := min(max((h.y-v)/(0.5*sc.radius), -1), 1)
			if k > 0 {
				col = mix(col, iconWhite, 0.24*k)
			} else {
				col = mix(col, iconBlack, -0.16*k)
			}
		}
		out = col
	}
	return out, edge
}

func length(x, y float64) float64 { return math.Sqrt(x*x + y*y) }

// sdRoundedBox is the signed distance to a box of half-size (w, h) centred
// on the origin, with corners rounded by r.
func sdRoundedBox(x, y, w, h, r float64) float64 {
	qx := math.Abs(x) - w + r
	qy := math.Abs(y) - h + r
	return math.Hypot(max(qx, 0), max(qy, 0)) + min(max(qx, qy), 0) - r
}

// sdHexagon is the signed distance to a pointy-top regular hexagon with
// circumradius r centred on the origin.
func sdHexagon(x, y, r float64) float64 {
	// Inigo Quilez's exact hexagon distance, for a flat-top hexagon of
	// apothem a; swapping x and y turns it pointy-top.
	const kx, ky, kz = -0.866025404, 0.5, 0.577350269
	a := r * 0.866025404
	px, py := math.Abs(y), math.Abs(x)
	d := 2 * min(kx*px+ky*py, 0)
	px -= d * kx
	py -= d * ky
	px -= min(max(px, -kz*a), kz*a)
	py -= a
	l := length(px, py)
	if py < 0 {
		return -l
	}
	return l
}
