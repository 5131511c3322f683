// Package orbit draws Orbit's pieces in code: the hexes of a solar system
// with their body, resource and six edge values (the current one at the
// top), the goal sides, the sun, the ships and the tracker. It reads the
// rules' types and changes nothing.
package orbit

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"orbis/render"
	rules "orbis/rules/orbit"
)

// Orbit's colours: the bodies' faces, the resources, the ships.
var (
	bodyFace = [rules.NumBodies]color.RGBA{
		rules.SpaceDust: {0x3a, 0x3f, 0x57, 0xff},
		rules.Planet:    {0x2f, 0x7f, 0x8f, 0xff},
		rules.Moon:      {0x7d, 0x86, 0x99, 0xff},
		rules.Asteroid:  {0x8a, 0x6a, 0x4f, 0xff},
		rules.Comet:     {0x5a, 0x9c, 0xc9, 0xff},
		rules.Wormhole:  {0x6b, 0x4f, 0x9e, 0xff},
	}
	resourceInk = [rules.NumResources]color.RGBA{
		rules.Water: {0x4f, 0xb4, 0xf2, 0xff},
		rules.Ore:   {0xc8, 0x6a, 0x48, 0xff},
		rules.Gold:  {0xf2, 0xc1, 0x4e, 0xff},
	}
	// ShipColors are the red, green and blue ships.
	ShipColors = [rules.Ships]color.RGBA{{0xe0, 0x4f, 0x45, 0xff}, {0x4f, 0xc0, 0x6a, 0xff}, {0x4f, 0x8c, 0xf0, 0xff}}
	// SafeShipColors are the same ships in the colour-blind-safe palette:
	// a red, a pale yellow-green and a mid blue, apart in lightness as well
	// as hue, so that they stay apart under every colour blindness.
	SafeShipColors = [rules.Ships]color.RGBA{{0xe0, 0x4f, 0x45, 0xff}, {0xe0, 0xec, 0x70, 0xff}, {0x48, 0x78, 0xd4, 0xff}}
	goalBack       = render.RGB(0x121424)
	sunCore        = render.RGB(0xffc84a)
	sunGlow        = render.RGB(0xff9a2e)
	edgeInk        = render.RGB(0xe8ecf4)
	pastInk        = render.RGB(0x7a8294)
	zapInk         = render.RGB(0xff5a4a)
	gapInk         = render.RGB(0x7fd6ff)
	gapGlow        = color.RGBA{0x7f, 0xd6, 0xff, 0x50}
)

// Art draws Orbit's pieces. Not safe for concurrent use.
type Art struct {
	// Safe draws the ships in the colour-blind-safe colours.
	Safe bool
	// TextFloor is the least size of a hex's words, in pixels: 12 CSS
	// pixels (wordFloor); a hex too small for its values at that size is
	// drawn bare (legible). 0 draws every hex's values at its own scale.
	TextFloor float64
	// Fluid spreads ships that share a hex a finger apart (FingerShipPoint).
	Fluid bool
	text  *render.Text
	path  vector.Path
	dop   vector.DrawPathOptions
	sop   vector.StrokeOptions
	// sprites are the hexes drawn so far, by looks and size.
	sprites map[spriteKey]hexSprite
}

// NewArt returns the drawer, writing its numbers with text.
func NewArt(text *render.Text) *Art {
	a := &Art{text: text}
	a.dop.AntiAlias = true
	a.sop.LineJoin = vector.LineJoinRound
	a.sop.LineCap = vector.LineCapRound
	return a
}

func f32(v float64) float32 { return float32(v) }

func (a *Art) fill(dst *ebiten.Image, c color.Color) {
	if a.text.Dry(dst) {
		a.path.Reset()
		return
	}
	a.dop.ColorScale.Reset()
	a.dop.ColorScale.ScaleWithColor(c)
	vector.FillPath(dst, &a.path, &vector.FillOptions{}, &a.dop)
	a.path.Reset()
}

func (a *Art) strokeW(dst *ebiten.Image, c color.Color, w float64) {
	if a.text.Dry(dst) {
		a.path.Reset()
		return
	}
	a.sop.Width = f32(w)
	a.dop.ColorScale.Reset()
	a.dop.ColorScale.ScaleWithColor(c)
	vector.StrokePath(dst, &a.path, &a.sop, &a.dop)
	a.path.Reset()
}

// flatHex adds a flat-topped hexagon: an edge at the top, where a hex
// shows its current value.
func (a *Art) flatHex(cx, cy, r float64) {
	for i := range 6 {
		ang := math.Pi / 3 * float64(i)
		x, y := cx+r*math.Cos(ang), cy+r*math.Sin(ang)
		if i == 0 {
			a.path.MoveTo(f32(x), f32(y))
		} else {
			a.path.LineTo(f32(x), f32(y))
		}
	}
	a.path.Close()
}

func (a *Art) circle(dst *ebiten.Image, x, y, r float64, c color.Color) {
	a.path.Arc(f32(x), f32(y), f32(r), 0, 2*math.Pi, vector.Clockwise)
	a.path.Close()
	a.fill(dst, c)
}

// HexOpts changes how a ring hex looks.
type HexOpts struct {
	Lit    bool // a place the dragged ship or hex may go
	Dimmed bool // out of play, or not the seat's own
	Bare   bool // no edge values: a glance of a system in a tab
}

// ringHex draws a ring hex (see RingHex) with paths and text.
func (a *Art) ringHex(dst *ebiten.Image, h *rules.HexDef, turns int, cx, cy, r, floor float64, o HexOpts) {
	face := bodyFace[h.Body]
	if o.Dimmed {
		face = render.Shade(face, 0.6)
	}
	a.flatHex(cx, cy, r)
	a.fill(dst, face)
	ring := render.Shade(face, 1.35)
	if o.Lit {
		ring = color.RGBA{0x7f, 0xd6, 0xff, 0xff}
	}
	a.flatHex(cx, cy, r*0.97)
	a.strokeW(dst, ring, r*0.06)
	a.Body(dst, h.Body, cx-r*0.12, cy-r*0.06, r*0.3)
	a.Resource(dst, h.Resource, cx+r*0.3, cy+r*0.2, r*0.15)
	if o.Bare {
		return
	}
	// The edges: the value at the top is the current one; the next ones to
	// come up follow counter-clockwise.
	inner := r * 0.72
	for k := range rules.EdgeCount {
		e := (turns + k) % rules.EdgeCount
		ang := -math.Pi/2 - math.Pi/3*float64(k)
		x, y := cx+inner*math.Cos(ang), cy+inner*math.Sin(ang)
		v := strconv.Itoa(int(h.Edges[e]))
		switch {
		case k == 0:
			a.circle(dst, x, y+r*0.02, max(r*0.2, floor*0.62), color.RGBA{0x16, 0x1a, 0x26, 0xff})
			a.text.DrawBold(dst, v, x, y+r*0.02, max(r*0.3, floor), render.Gold, render.Center)
		case e < turns:
			a.text.Draw(dst, v, x, y, max(r*0.17, floor), pastInk, render.Center) // turned past: never again
		default:
			a.text.Draw(dst, v, x, y, max(r*0.19, floor), edgeInk, render.Center)
		}
	}
}

// Body draws a celestial body's icon, size its radius.
func (a *Art) Body(dst *ebiten.Image, b rules.Body, x, y, s float64) {
	light := color.RGBA{0xf4, 0xee, 0xdc, 0xff}
	switch b {
	case rules.Planet:
		a.circle(dst, x, y, s*0.7, color.RGBA{0x9e, 0xe0, 0xc8, 0xff})
		a.path.Arc(f32(x), f32(y), f32(s*1.05), f32(math.Pi*0.9), f32(math.Pi*2.1), vector.Clockwise)
		a.strokeW(dst, light, s*0.12)
	case rules.Moon:
		a.circle(dst, x, y, s*0.7, light)
		a.circle(dst, x+s*0.3, y-s*0.2, s*0.58, bodyFace[rules.Moon])
	case rules.Asteroid:
		for i := range 7 {
			ang := 2 * math.Pi * float64(i) / 7
			rr := s * (0.55 + 0.18*math.Sin(float64(i)*2.3))
			px, py := x+rr*math.Cos(ang), y+rr*math.Sin(ang)
			if i == 0 {
				a.path.MoveTo(f32(px), f32(py))
			} else {
				a.path.LineTo(f32(px), f32(py))
			}
		}
		a.path.Close()
		a.fill(dst, color.RGBA{0xc9, 0xa8, 0x82, 0xff})
	case rules.Comet:
		a.path.MoveTo(f32(x+s*0.35), f32(y-s*0.3))
		a.path.LineTo(f32(x-s*1.1), f32(y+s*0.6))
		a.path.LineTo(f32(x+s*0.1), f32(y+s*0.35))
		a.path.Close()
		a.fill(dst, color.RGBA{0xd8, 0xf0, 0xff, 0xa0})
		a.circle(dst, x+s*0.3, y-s*0.3, s*0.42, light)
	case rules.Wormhole:
		for i, rr := range []float64{0.9, 0.62, 0.34} {
			a.path.Arc(f32(x), f32(y), f32(s*rr), f32(float64(i)), f32(float64(i)+math.Pi*1.6), vector.Clockwise)
			a.strokeW(dst, light, s*0.13)
		}
	default: // space dust: a scatter of specks
		for i := range 9 {
			ang := float64(i) * 2.4
			rr := s * 0.85 * math.Sqrt(float64(i+1)/9)
			a.circle(dst, x+rr*math.Cos(ang), y+rr*math.Sin(ang), s*0.09, color.RGBA{0xb8, 0xbf, 0xd4, 0xff})
		}
	}
}

// Resource draws a resource's icon: a drop of water, a crystal of ore, a
// coin of gold.
func (a *Art) Resource(dst *ebiten.Image, r rules.Resource, x, y, s float64) {
	c := resourceInk[r]
	switch r {
	case rules.Water:
		a.path.MoveTo(f32(x), f32(y-s*1.1))
		a.path.CubicTo(f32(x+s*0.9), f32(y-s*0.1), f32(x+s*0.8), f32(y+s*0.9), f32(x), f32(y+s*0.9))
		a.path.CubicTo(f32(x-s*0.8), f32(y+s*0.9), f32(x-s*0.9), f32(y-s*0.1), f32(x), f32(y-s*1.1))
		a.path.Close()
		a.fill(dst, c)
	case rules.Ore:
		a.path.MoveTo(f32(x), f32(y-s))
		a.path.LineTo(f32(x+s*0.85), f32(y-s*0.2))
		a.path.LineTo(f32(x+s*0.5), f32(y+s*0.9))
		a.path.LineTo(f32(x-s*0.5), f32(y+s*0.9))
		a.path.LineTo(f32(x-s*0.85), f32(y-s*0.2))
		a.path.Close()
		a.fill(dst, c)
	default:
		a.circle(dst, x, y, s*0.95, c)
		a.circle(dst, x, y, s*0.6, render.Shade(c, 0.8))
	}
}

// goalHex draws a goal hex (see GoalHex) with paths and text.
func (a *Art) goalHex(dst *ebiten.Image, g rules.Goal, cx, cy, r, floor float64) {
	a.flatHex(cx, cy, r)
	a.fill(dst, goalBack)
	for i := range 12 { // stars
		ang, rr := float64(i)*2.1, r*0.8*math.Sqrt(float64(i+1)/12)
		a.circle(dst, cx+rr*math.Cos(ang), cy+rr*math.Sin(ang), r*0.02, color.RGBA{0xa0, 0xa8, 0xc8, 0xff})
	}
	a.flatHex(cx, cy, r*0.97)
	a.strokeW(dst, color.RGBA{0x4a, 0x50, 0x6e, 0xff}, r*0.05)
	pts := strconv.Itoa(int(g.Points))
	a.text.DrawBold(dst, pts, cx-r*0.42, cy-r*0.18, max(r*0.36, floor), render.Gold, render.Center)
	switch g.Shape {
	case rules.Circle:
		a.Resource(dst, g.Resource, cx+r*0.22, cy-r*0.18, r*0.22)
	case rules.Triangle:
		a.Body(dst, g.Body, cx+r*0.22, cy-r*0.18, r*0.25)
	case rules.Square:
		a.Body(dst, g.Body, cx, cy-r*0.2, r*0.2)
		a.Body(dst, g.Other, cx+r*0.45, cy-r*0.2, r*0.2)
	}
	a.Shape(dst, g.Shape, cx, cy+r*0.5, r*0.16, render.Ink)
	if g.Max > 0 { // what it counts at most, beside its shape
		a.text.DrawBold(dst, "≤"+strconv.Itoa(int(g.Max)), cx+r*0.42, cy+r*0.48, max(r*0.24, floor), render.Gold, render.Center)
	}
}

// Shape draws a goal's shape.
func (a *Art) Shape(dst *ebiten.Image, s rules.Shape, x, y, size float64, c color.Color) {
	switch s {
	case rules.Circle:
		a.circle(dst, x, y, size, c)
	case rules.Triangle:
		a.path.MoveTo(f32(x), f32(y-size))
		a.path.LineTo(f32(x+size), f32(y+size*0.8))
		a.path.LineTo(f32(x-size), f32(y+size*0.8))
		a.path.Close()
		a.fill(dst, c)
	case rules.Square:
		a.path.MoveTo(f32(x-size*0.85), f32(y-size*0.85))
		a.path.LineTo(f32(x+size*0.85), f32(y-size*0.85))
		a.path.LineTo(f32(x+size*0.85), f32(y+size*0.85))
		a.path.LineTo(f32(x-size*0.85), f32(y+size*0.85))
		a.path.Close()
		a.fill(dst, c)
	}
}

// ship draws a ship with a path.
func (a *Art) ship(dst *ebiten.Image, ink color.RGBA, x, y, size, angle float64, used bool) {
	pt := func(fw, side float64) (float32, float32) {
		return f32(x + fw*math.Cos(angle) - side*math.Sin(angle)), f32(y + fw*math.Sin(angle) + side*math.Cos(angle))
	}
	a.path.MoveTo(pt(size, 0))
	a.path.LineTo(pt(-size*0.7, size*0.65))
	a.path.LineTo(pt(-size*0.35, 0))
	a.path.LineTo(pt(-size*0.7, -size*0.65))
	a.path.Close()
	if used {
		a.strokeW(dst, ink, size*0.22)
		return
	}
	a.fill(dst, ink)
}

// shipInk is a ship's colour in the palette chosen.
func (a *Art) shipInk(ship int) color.RGBA {
	if a.Safe {
		return SafeShipColors[ship%rules.Ships]
	}
	return ShipColors[ship%rules.Ships]
}

func withAlpha(c color.RGBA, f float64) color.RGBA {
	m := func(v uint8) uint8 { return uint8(float64(v)*f + 0.5) }
	return color.RGBA{m(c.R), m(c.G), m(c.B), m(c.A)}
}

// SystemOpts is what a system shows beyond the view: what the pointer
// lights and what is on its way. Its zero value shows the view as it is.
type SystemOpts struct {
	Lit  [rules.MaxRing]bool // hexes a picked ship may scout to
	Gaps [rules.MaxRing]bool // gap k, between hex k and the next, where a hex may go
	// Picked is the ship picked, plus one; Marked a ring position marked
	// (a hex to zap), plus one; Fresh a hex just set in, plus one; Hidden a
	// ship carried by the pointer, plus one.
	Picked, Marked, Fresh, Hidden int
	Used                          [rules.Ships]bool // ships that have scouted or mined this follow
	// Bare draws the hexes without their values: a glance of a system.
	Bare bool
	// Flying moves ships: ShipAt is where each is drawn, in ring
	// positions (fractional on the way from one to the next).
	Flying bool
	ShipAt [rules.Ships]float64
	// Aloft is the first ship, plus one, that System leaves out: it and
	// those after it are drawn over the table each frame (Table.DrawAloft),
	// so that a ship flying moves over a still picture. 0 for none.
	Aloft int
}

// HexRadius is the size of a ring's hexes for a ring of n round radius.
func HexRadius(radius float64, n int) float64 {
	return min(radius*math.Sin(math.Pi/float64(max(n, 3)))*1.02, radius*0.34)
}

// ShipPoint is where a ship at ring position pos (fractional while it
// flies) is drawn, its size and the angle it points along.
func ShipPoint(cx, cy, radius float64, n, ship int, pos float64) (x, y, size, angle float64) {
	return shipPointOff(cx, cy, radius, n, pos, float64(ship-1)*0.09) // ships at one hex sit side by side
}

// shipPointOff is where a ship at ring position pos is drawn, off its
// hex's middle by off radians along the ring.
func shipPointOff(cx, cy, radius float64, n int, pos, off float64) (x, y, size, angle float64) {
	hexR := HexRadius(radius, n)
	ang := -math.Pi/2 + 2*math.Pi*pos/float64(n) + off
	out := radius + hexR*1.2
	return cx + out*math.Cos(ang), cy + out*math.Sin(ang), hexR * 0.28, ang + math.Pi/2
}

// FingerShipPoint is ShipPoint on a fluid table: a ship alone at its hex
// sits at its middle, ships that share a hex spread a finger's width apart
// along the ring (as far as the hex's room lets them), so that a finger
// picks each.
func FingerShipPoint(cx, cy, radius float64, n, ship int, at [rules.Ships]float64) (x, y, size, angle float64) {
	stack, idx := 0, 0
	for other, pos := range at {
		if math.Round(pos) == math.Round(at[ship]) {
			if other < ship {
				idx++
			}
			stack++
		}
	}
	out := radius + HexRadius(radius, n)*1.2
	step := min(fluidButton/out, 0.9*math.Pi/float64(max(n, 3)))
	return shipPointOff(cx, cy, radius, n, at[ship], (float64(idx)-float64(stack-1)/2)*step)
}

// shipPointFor is where a seat's ship is drawn, on a fluid table or not.
func shipPointFor(fluid bool, cx, cy, radius float64, n, ship int, at [rules.Ships]float64) (x, y, size, angle float64) {
	if fluid {
		return FingerShipPoint(cx, cy, radius, n, ship, at)
	}
	return ShipPoint(cx, cy, radius, n, ship, at[ship])
}

// shipsAt is where a player's ships stand, in ring positions.
func shipsAt(p *rules.PlayerView) (at [rules.Ships]float64) {
	for i, pos := range p.Ships {
		at[i] = float64(pos)
	}
	return at
}

// GapPoint is where gap k of a ring of n is drawn: on the ring between
// hex k and the next.
func GapPoint(cx, cy, radius float64, k, n int) (x, y float64) {
	ang := -math.Pi/2 + 2*math.Pi*(float64(k)+0.5)/float64(n)
	return cx + radius*math.Cos(ang), cy + radius*math.Sin(ang)
}

// RingPoint is where ring position pos of n sits: clockwise from the top.
func RingPoint(cx, cy, radius float64, pos, n int) (x, y float64) {
	return ringPoint(cx, cy, radius, pos, n)
}

// System draws a captain's solar system round a centre: the sun, the ring
// of hexes clockwise from the top, and the ships just outside their hexes.
func (a *Art) System(dst *ebiten.Image, s *rules.View, seat int, cx, cy, radius float64, o *SystemOpts) {
	if o == nil {
		o = &SystemOpts{}
	}
	p := s.Player(seat)
	k := s.Kit()
	n := int(p.RingLen)
	hexR := HexRadius(radius, n)
	a.Sun(dst, cx, cy, radius*0.2)
	for pos := range n {
		x, y := ringPoint(cx, cy, radius, pos, n)
		a.RingHex(dst, k.Hex(p.Ring[pos].ID), int(p.Ring[pos].Turns), x, y, hexR, HexOpts{Lit: o.Lit[pos] || o.Fresh == pos+1, Bare: o.Bare})
		if o.Marked == pos+1 {
			a.flatHex(x, y, hexR*1.04)
			a.strokeW(dst, zapInk, hexR*0.1)
		}
	}
	for g := range n {
		if o.Gaps[g] {
			x, y := GapPoint(cx, cy, radius, g, n)
			a.circle(dst, x, y, hexR*0.32, gapGlow)
			a.circle(dst, x, y, hexR*0.2, gapInk)
		}
	}
	last := rules.Ships
	if o.Aloft > 0 {
		last = o.Aloft - 1
	}
	a.ships(dst, s, seat, cx, cy, radius, o, 0, last)
}

// ShipsAloft draws the ships of a system that System left out (o.Aloft),
// in their order, where o says they are: over the still picture.
func (a *Art) ShipsAloft(dst *ebiten.Image, s *rules.View, seat int, cx, cy, radius float64, o *SystemOpts) {
	if o.Aloft > 0 {
		a.ships(dst, s, seat, cx, cy, radius, o, o.Aloft-1, rules.Ships)
	}
}

// ships draws a system's ships from first up to (not including) last.
func (a *Art) ships(dst *ebiten.Image, s *rules.View, seat int, cx, cy, radius float64, o *SystemOpts, first, last int) {
	p := s.Player(seat)
	n := int(p.RingLen)
	at := shipsAt(p)
	if o.Flying {
		at = o.ShipAt
	}
	for ship := first; ship < last; ship++ {
		if o.Hidden == ship+1 {
			continue
		}
		x, y, size, ang := shipPointFor(a.Fluid, cx, cy, radius, n, ship, at)
		if o.Picked == ship+1 {
			a.circle(dst, x, y, size*1.6, gapGlow)
		}
		a.Ship(dst, ship, x, y, size, ang, o.Used[ship])
	}
}

// ringPoint is where ring position pos of n sits: clockwise from the top.
func ringPoint(cx, cy, radius float64, pos, n int) (x, y float64) {
	ang := -math.Pi/2 + 2*math.Pi*float64(pos)/float64(n)
	return cx + radius*math.Cos(ang), cy + radius*math.Sin(ang)
}
