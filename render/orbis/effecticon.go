package orbis

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/render"
	rules "orbis/rules/orbis"
)

// pict names one of the pictograms drawn on effect and god plaques.
type pict uint8

const (
	pictSheaf pict = iota
	pictHouse
	pictTree
	pictMountain
	pictIrrigation
	pictTemple
	pictStone
	pictPlus
	pictHeart
	pictBook
	pictCrown
	pictSkull
	pictFewest
)

// itemKind is what one element of an effect row shows.
type itemKind uint8

const (
	itPict itemKind = iota
	itText          // a number or sign
	itDisc          // a cost-style colour disc
	itCube          // a worshipper
	itHex           // a small tile of a colour (the Irrigation's tile beneath)
	itWild          // a small Wilderness tile
)

type rowItem struct {
	kind itemKind
	pict pict
	c    rules.Color
	s    string
}

// Pictogram colours: one accent each, on the ivory plaque.
var (
	ochre      = render.RGB(0xc48e2a)
	terracotta = render.RGB(0xb8523a)
	leafGreen  = render.RGB(0x2f8046)
	barkBrown  = render.RGB(0x7a5232)
	rock       = render.RGB(0x5b4c48)
	lava       = render.RGB(0xe2562e)
	ember      = render.RGB(0xf29630)
	water      = render.RGB(0x2f70c4)
	stone      = render.RGB(0x6c7180)
	heartRed   = render.RGB(0xd6445e)
)

func (a *Art) add(it rowItem) {
	if a.nrow < len(a.row) {
		a.row[a.nrow] = it
		a.nrow++
	}
}

func (a *Art) addPict(p pict)                    { a.add(rowItem{kind: itPict, pict: p}) }
func (a *Art) addText(s string)                  { a.add(rowItem{kind: itText, s: s}) }
func (a *Art) addKind(k itemKind, c rules.Color) { a.add(rowItem{kind: k, c: c}) }

// effectRow lays out a tile's effect: its pictogram and, in full detail,
// its parameters.
func (a *Art) effectRow(t *rules.Tile, full bool) {
	a.nrow = 0
	switch t.Effect {
	case rules.Farm:
		a.addPict(pictSheaf)
		if full {
			a.addText("\u2212")
			a.addKind(itDisc, t.EffectColor)
		}
	case rules.Village:
		a.addPict(pictHouse)
		if full {
			a.addText(minusStr[min(int(t.Amount), 10)])
			a.addKind(itCube, rules.AnyColor)
		}
	case rules.Forest:
		a.addPict(pictTree)
		if full {
			a.addText(num(int(t.Amount)))
			for c := range rules.Color(rules.NumColors) {
				if t.ForestColors.Has(c) {
					a.addKind(itDisc, c)
				}
			}
		}
	case rules.Volcano:
		a.addPict(pictMountain)
		if full {
			for c := range rules.AnyColor + 1 {
				for range t.VolcanoCubes[c] {
					a.addKind(itCube, c)
				}
			}
		}
	case rules.Irrigation:
		a.addPict(pictIrrigation)
		if full {
			a.addKind(itHex, t.EffectColor)
		}
	case rules.Temple:
		for range max(1, min(int(t.Amount), 3)) {
			a.addPict(pictTemple)
		}
	case rules.Proselytism:
		if full {
			a.addText(plusStr[min(int(t.Amount), 10)])
		} else {
			a.addPict(pictPlus)
		}
		a.addKind(itCube, t.EffectColor)
	case rules.SacredStone:
		a.addPict(pictStone)
	}
}

// itemWidth is an item's width in pixels, in a row of height u whose
// numbers are ts high.
func (a *Art) itemWidth(it *rowItem, u, ts float64) float64 {
	switch it.kind {
	case itPict:
		if it.pict == pictPlus {
			return 0.6 * u
		}
		return u
	case itText:
		return a.text.Width(it.s, ts, true)
	case itDisc:
		return 0.62 * u
	default:
		return 0.74 * u
	}
}

// rowGap is the room between a row's items, in units of its height; a
// pictogram stands a little further apart from its parameters.
const rowGap = 0.16

// rowWidth is the width of the laid-out row: its pictures u high, its
// numbers ts high.
func (a *Art) rowWidth(u, ts float64) (pictures, numbers float64) {
	pictures = -rowGap * u
	for i := range a.nrow {
		if it := &a.row[i]; it.kind == itText {
			numbers += a.itemWidth(it, u, ts)
		} else {
			pictures += a.itemWidth(it, u, ts)
		}
		pictures += rowGap * u
		if a.row[i].kind == itPict && i+1 < a.nrow && a.row[i+1].kind != itPict {
			pictures += rowGap * u
		}
	}
	return pictures, numbers
}

// fitRow sizes the laid-out row for a room u high and maxW wide: its
// pictures' height, its numbers' size ts and its width, shrunk to fit the
// room, the numbers no smaller than the art's floor (the pictures give
// them room). ok is false when the numbers at the floor do not fit: the
// row is then shown without them (its tile's tooltip says them).
func (a *Art) fitRow(u, maxW float64) (uu, ts, width float64, ok bool) {
	ts = u * 0.76
	p, n := a.rowWidth(u, ts)
	width = p + n
	if width > maxW {
		k := maxW / width
		u, ts, width = u*k, ts*k, maxW
	}
	if ts >= a.floor || !a.hasNumbers() {
		return u, ts, width, true
	}
	if ts = a.floor; ts > u/0.76*1.15 { // a number no higher than its plaque
		return 0, 0, 0, false
	}
	if p, n = a.rowWidth(u, ts); p+n <= maxW {
		return u, ts, p + n, true
	}
	k := (maxW - n) / p // the pictures shrink for the numbers
	if k < 0.7 {
		return 0, 0, 0, false
	}
	return u * k, ts, maxW, true
}

// hasNumbers reports whether the laid-out row prints a number or a sign.
func (a *Art) hasNumbers() bool {
	for i := range a.nrow {
		if a.row[i].kind == itText {
			return true
		}
	}
	return false
}

// drawRow draws the laid-out row centred on (cx, cy) with height u,
// shrunk if needed to fit maxW. It draws nothing and returns false when
// the row's numbers would be under the art's floor: the caller lays the
// row out without them.
func (a *Art) drawRow(dst *ebiten.Image, cx, cy, u, maxW float64) bool {
	if a.nrow == 0 {
		return true
	}
	u, ts, width, ok := a.fitRow(u, maxW)
	if !ok {
		return false
	}
	x := cx - width/2
	ncube := 0
	for i := range a.nrow {
		it := &a.row[i]
		w := a.itemWidth(it, u, ts)
		mx := x + w/2
		switch it.kind {
		case itPict:
			a.pictogram(dst, it.pict, mx, cy, u)
		case itText:
			a.number(it.s, mx, cy, ts, pictInk)
		case itDisc:
			a.queueDisc(it.c, mx, cy)
		case itCube:
			a.pts2[ncube] = [2]float64{mx, cy}
			ncube++
		case itHex:
			a.miniTile(dst, it.c, mx, cy, u*0.42)
		case itWild:
			a.miniWild(dst, mx, cy, u*0.42)
		}
		x += w + rowGap*u
		if it.kind == itPict && i+1 < a.nrow && a.row[i+1].kind != itPict {
			x += rowGap * u
		}
	}
	a.flushDiscs(dst, u*0.3)
	// Cubes of one colour go out together; they are listed by colour.
	for i := 0; i < ncube; {
		c := a.cubeColor(i)
		j := i
		for j < ncube && a.cubeColor(j) == c {
			a.pts[j-i] = a.pts2[j]
			j++
		}
		a.cubes(dst, c, a.pts[:j-i], u*0.72)
		i = j
	}
	return true
}

// cubeColor returns the colour of the i-th cube of the row.
func (a *Art) cubeColor(i int) rules.Color {
	for k := range a.nrow {
		if a.row[k].kind == itCube {
			if i == 0 {
				return a.row[k].c
			}
			i--
		}
	}
	return rules.AnyColor
}

// miniTile draws a small tile of colour c with its glyph.
func (a *Art) miniTile(dst *ebiten.Image, c rules.Color, cx, cy, r float64) {
	h := render.Hex{CX: cx, CY: cy, R: r}
	a.hex(dst, h, render.Shade(a.Pal.Of(c), 0.5))
	a.hex(dst, h.Scaled(0.84), a.Pal.Of(c))
	a.glyphPath(c, cx, cy, r*0.95)
	a.fill(dst, a.glyphInk(c))
}

// miniWild draws a small Wilderness tile.
func (a *Art) miniWild(dst *ebiten.Image, cx, cy, r float64) {
	h := render.Hex{CX: cx, CY: cy, R: r}
	a.hex(dst, h, render.Shade(Wilderness, 0.6))
	a.hex(dst, h.Scaled(0.84), Wilderness)
	a.circle(dst, cx, cy, r*0.3, render.Shade(Wilderness, 1.45))
}

// pictogram draws pictogram p in an s×s box centred on (cx, cy).
func (a *Art) pictogram(dst *ebiten.Image, p pict, cx, cy, s float64) {
	X := func(v float64) float64 { return cx + v*s }
	Y := func(v float64) float64 { return cy + v*s }
	switch p {
	case pictSheaf:
		// An ear of wheat: a stalk with paired grains and one at the tip.
		a.moveTo(X(0), Y(0.48))
		a.lineTo(X(0), Y(-0.2))
		a.strokeW(dst, ochre, s*0.09)
		for _, y := range [3]float64{0.16, -0.05, -0.26} {
			a.almond(X(0.02), Y(y), X(0.27), Y(y-0.2), s*0.1)
			a.almond(X(-0.02), Y(y), X(-0.27), Y(y-0.2), s*0.1)
		}
		a.almond(X(0), Y(-0.24), X(0), Y(-0.54), s*0.1)
		a.fill(dst, ochre)
	case pictHouse:
		a.roundRectPath(X(0.14), Y(-0.34), s*0.12, s*0.3, s*0.02)
		a.fill(dst, terracotta)
		a.roundRectPath(X(-0.3), Y(-0.04), s*0.6, s*0.48, s*0.04)
		a.fill(dst, pictInk)
		a.roundTri(X(0), Y(-0.42), X(0.46), Y(0.04), X(-0.46), Y(0.04), s*0.05)
		a.fill(dst, terracotta)
		a.roundRectPath(X(-0.08), Y(0.16), s*0.16, s*0.28, s*0.03)
		a.fill(dst, plaque)
	case pictTree:
		a.roundRectPath(X(-0.065), Y(0), s*0.13, s*0.46, s*0.03)
		a.fill(dst, barkBrown)
		a.circlePath(X(0), Y(-0.2), s*0.26)
		a.circlePath(X(-0.2), Y(-0.02), s*0.2)
		a.circlePath(X(0.2), Y(-0.02), s*0.2)
		a.circlePath(X(0), Y(0.06), s*0.18)
		a.fill(dst, leafGreen)
	case pictMountain:
		a.moveTo(X(-0.5), Y(0.44))
		a.lineTo(X(-0.13), Y(-0.2))
		a.lineTo(X(0.13), Y(-0.2))
		a.lineTo(X(0.5), Y(0.44))
		a.path.Close()
		a.fill(dst, rock)
		a.moveTo(X(-0.13), Y(-0.2))
		a.lineTo(X(0.13), Y(-0.2))
		a.lineTo(X(0.23), Y(-0.03))
		a.lineTo(X(0.1), Y(0.04))
		a.lineTo(X(0.03), Y(-0.06))
		a.lineTo(X(-0.07), Y(0.08))
		a.lineTo(X(-0.23), Y(-0.03))
		a.path.Close()
		a.fill(dst, lava)
		a.circlePath(X(-0.15), Y(-0.36), s*0.065)
		a.circlePath(X(0.03), Y(-0.43), s*0.08)
		a.circlePath(X(0.19), Y(-0.33), s*0.055)
		a.fill(dst, ember)
	case pictIrrigation:
		a.glyphPath(rules.Blue, X(-0.12), Y(-0.04), s*0.8)
		a.fill(dst, water)
		a.downArrow(dst, X(0.32), Y(-0.34), Y(0.46), s*1.1, pictInk)
	case pictTemple:
		a.templeMark(dst, cx, cy, s, pictInk)
	case pictStone:
		// A tall rough standing stone with a carved ring, a low one beside
		// it, on a patch of ground.
		a.roundRectPath(X(-0.46), Y(0.36), s*0.92, s*0.1, s*0.05)
		a.fill(dst, render.Shade(stone, 0.62))
		a.moveTo(X(-0.28), Y(0.4))
		a.lineTo(X(-0.31), Y(-0.1))
		a.lineTo(X(-0.22), Y(-0.4))
		a.lineTo(X(-0.06), Y(-0.5))
		a.lineTo(X(0.08), Y(-0.38))
		a.lineTo(X(0.12), Y(0.02))
		a.lineTo(X(0.09), Y(0.4))
		a.path.Close()
		a.moveTo(X(0.16), Y(0.4))
		a.lineTo(X(0.2), Y(0.08))
		a.lineTo(X(0.32), Y(0.0))
		a.lineTo(X(0.42), Y(0.12))
		a.lineTo(X(0.42), Y(0.4))
		a.path.Close()
		a.fill(dst, stone)
		a.ring(dst, X(-0.1), Y(-0.1), s*0.1, s*0.05, render.Shade(stone, 1.55))
	case pictPlus:
		a.plusSign(dst, cx, cy, s*0.5, pictInk)
	case pictHeart:
		a.moveTo(X(0), Y(0.42))
		a.path.CubicTo(f32(X(-0.52)), f32(Y(0.04)), f32(X(-0.42)), f32(Y(-0.48)), f32(X(0)), f32(Y(-0.2)))
		a.path.CubicTo(f32(X(0.42)), f32(Y(-0.48)), f32(X(0.52)), f32(Y(0.04)), f32(X(0)), f32(Y(0.42)))
		a.path.Close()
		a.fill(dst, heartRed)
	case pictBook:
		for _, sg := range [2]float64{-1, 1} {
			a.moveTo(X(sg*0.04), Y(-0.24))
			a.path.QuadTo(f32(X(sg*0.24)), f32(Y(-0.34)), f32(X(sg*0.48)), f32(Y(-0.3)))
			a.lineTo(X(sg*0.48), Y(0.32))
			a.path.QuadTo(f32(X(sg*0.24)), f32(Y(0.26)), f32(X(sg*0.04)), f32(Y(0.36)))
			a.path.Close()
		}
		a.fill(dst, pictInk)
		for _, sg := range [2]float64{-1, 1} {
			for k := range 3 {
				y := -0.14 + 0.14*float64(k)
				a.moveTo(X(sg*0.14), Y(y))
				a.lineTo(X(sg*0.38), Y(y-0.02))
			}
		}
		a.strokeW(dst, plaque, s*0.04)
	case pictCrown:
		crown := func() {
			a.moveTo(X(-0.4), Y(0.3))
			for _, p := range [...][2]float64{{-0.46, -0.24}, {-0.2, 0}, {0, -0.36}, {0.2, 0}, {0.46, -0.24}, {0.4, 0.3}} {
				a.lineTo(X(p[0]), Y(p[1]))
			}
			a.path.Close()
		}
		crown()
		a.fill(dst, render.Gold)
		crown() // the fill consumed the path: trace it again for the outline
		a.strokeW(dst, goldDark, s*0.06)
		a.roundRectPath(X(-0.42), Y(0.3), s*0.84, s*0.12, s*0.03)
		a.fill(dst, goldDark)
	case pictSkull:
		a.circlePath(X(0), Y(-0.1), s*0.36)
		a.roundRectPath(X(-0.2), Y(0.1), s*0.4, s*0.34, s*0.08)
		a.fill(dst, pictInk)
		a.circlePath(X(-0.14), Y(-0.06), s*0.1)
		a.circlePath(X(0.14), Y(-0.06), s*0.1)
		a.fill(dst, plaque)
		for _, x := range [2]float64{-0.07, 0.07} {
			a.moveTo(X(x), Y(0.3))
			a.lineTo(X(x), Y(0.44))
		}
		a.strokeW(dst, plaque, s*0.05)
	case pictFewest:
		a.downArrow(dst, X(0), Y(-0.44), Y(0.22), s*1.5, pictInk)
		a.roundRectPath(X(-0.3), Y(0.32), s*0.6, s*0.13, s*0.06)
		a.fill(dst, pictInk)
	}
}

// downArrow draws a thick arrow pointing down from y0 to y1 at x.
func (a *Art) downArrow(dst *ebiten.Image, x, y0, y1, s float64, c color.RGBA) {
	hh := s * 0.17 // head height
	a.moveTo(x, y0)
	a.lineTo(x, y1-hh*0.5)
	a.strokeW(dst, c, s*0.09)
	a.roundTri(x-s*0.17, y1-hh, x+s*0.17, y1-hh, x, y1, s*0.02)
	a.fill(dst, c)
}

// almond adds a pointed oval between two tips, w wide.
func (a *Art) almond(x0, y0, x1, y1, w float64) {
	dx, dy := x1-x0, y1-y0
	l := math.Hypot(dx, dy)
	nx, ny := -dy/l*w, dx/l*w
	mx, my := (x0+x1)/2, (y0+y1)/2
	a.moveTo(x0, y0)
	a.path.QuadTo(f32(mx+nx), f32(my+ny), f32(x1), f32(y1))
	a.path.QuadTo(f32(mx-nx), f32(my-ny), f32(x0), f32(y0))
	a.path.Close()
}

// templeMark draws the temple symbol (pediment, columns, step) in an s×s box.
func (a *Art) templeMark(dst *ebiten.Image, cx, cy, s float64, c color.RGBA) {
	X := func(v float64) float64 { return cx + v*s }
	Y := func(v float64) float64 { return cy + v*s }
	a.roundTri(X(0), Y(-0.44), X(0.46), Y(-0.2), X(-0.46), Y(-0.2), s*0.03)
	a.roundRectPath(X(-0.42), Y(-0.16), s*0.84, s*0.09, s*0.02)
	for _, x := range [3]float64{-0.29, 0, 0.29} {
		a.roundRectPath(X(x-0.065), Y(-0.04), s*0.13, s*0.34, s*0.02)
	}
	a.roundRectPath(X(-0.46), Y(0.33), s*0.92, s*0.11, s*0.02)
	a.fill(dst, c)
}

// Gods' printed facts the rules keep unexported: their CP and names.
var (
	godCP           = [rules.NumGods]int{1, 2, 3, 1, 3, 3, 3, 3, 3, 3}
	defaultGodNames = [rules.NumGods]string{"Love", "Apprentice", "Oceans", "Idleness", "Fire", "Technology", "Nature", "Equilibrium", "Harvests", "Death"}
)

// godRow lays out a god's condition or immediate effect.
func (a *Art) godRow(g rules.God, full bool) {
	a.nrow = 0
	switch g {
	case rules.Love:
		a.addPict(pictHeart)
		if full {
			a.addText(plusStr[5])
			a.addKind(itCube, rules.AnyColor)
		}
	case rules.Apprentice:
		a.addPict(pictBook)
	case rules.Oceans:
		a.addPict(pictCrown)
		a.addPict(pictIrrigation)
	case rules.Idleness:
		a.addKind(itWild, 0)
		if full {
			a.addText("=0")
		}
	case rules.Fire:
		a.addPict(pictCrown)
		a.addPict(pictMountain)
	case rules.Technology:
		a.addPict(pictFewest)
		a.addKind(itWild, 0)
	case rules.Nature:
		a.addPict(pictCrown)
		a.addPict(pictTree)
	case rules.Equilibrium:
		a.addPict(pictHouse)
		a.addPict(pictTemple)
		a.addPict(pictMountain)
	case rules.Harvests:
		a.addPict(pictCrown)
		a.addPict(pictHouse)
	case rules.Death:
		a.addPict(pictSkull)
		if full {
			a.addText(minusStr[6])
			a.addKind(itCube, rules.AnyColor)
		}
	}
}

// namedGodCP is the largest CP disc of a named god, in tile radii: its rays
// would reach its name.
const namedGodCP = 0.22

// God draws a god tile: a night-blue face with gold rim and rays, its CP,
// name and condition.
func (a *Art) God(dst *ebiten.Image, g rules.God, h render.Hex, opt TileOpts) {
	if g >= rules.NumGods {
		return
	}
	a.fade = opt.Dim
	defer func() { a.fade = false }()
	f := a.body(dst, h, godBody, opt.Lift)
	R := f.R
	full := h.R >= fullDetail

	// Sun rays from the centre, alternate wedges a touch lighter.
	const rays = 12
	for i := range rays {
		t0 := 2*math.Pi*float64(i)/rays - math.Pi/2
		t1 := t0 + math.Pi/rays
		s0, c0 := math.Sincos(t0)
		s1, c1 := math.Sincos(t1)
		a.moveTo(f.CX, f.CY)
		a.lineTo(f.CX+c0*R*0.8, f.CY+s0*R*0.8)
		a.lineTo(f.CX+c1*R*0.8, f.CY+s1*R*0.8)
		a.path.Close()
	}
	a.fill(dst, render.Shade(godBody, 1.12))
	a.roundHexPath(f.Scaled(0.9), R*0.07)
	a.strokeW(dst, render.Gold, max(1.2, R*0.035))

	// Large enough for its name and its CP at the floor, the god wears
	// its name between them; else it is known by its CP, its condition's
	// pictograms and its colours, named in its tooltip.
	var cpX, cpY, cpR, plY, plH, pw float64
	name, size := a.GodNames[g], 0.0
	if full {
		size = max(R*0.2, a.floor)
		if w := a.text.Width(name, size, true); w > R*1.28 {
			size *= R * 1.28 / w
		}
	}
	if full && size >= a.floor && size <= R*0.3 && R*namedGodCP*cpText >= a.floor {
		cpX, cpY, cpR = f.CX, f.CY-R*0.5, a.grown(R*0.18, R*namedGodCP)
		plY, plH, pw = f.CY+R*0.32, R*0.36, R*1.3
		a.number(name, f.CX, f.CY-R*0.09-size*0.04, size, render.Ink)
	} else {
		cpX, cpY, cpR = f.CX, f.CY-R*0.36, a.grown(R*0.26, R*0.42)
		if cpR > R*0.34 { // grown for its number on a small god: lower, its rays shorter
			cpY = f.CY - R*0.3
		}
		plY, plH, pw = f.CY+R*0.3, R*0.5, R*1.16
	}
	// The CP sits in a small gold sunburst: the gods' mark.
	const burst = 12
	reach := cpR * 1.5
	if cpR > R*0.34 {
		reach = cpR + R*0.12 // within the tile
	}
	for i := range burst {
		t := 2 * math.Pi * float64(i) / burst
		st, ct := math.Sincos(t)
		hw := cpR * 0.2
		a.moveTo(cpX+ct*cpR*0.9-st*hw, cpY+st*cpR*0.9+ct*hw)
		a.lineTo(cpX+ct*reach, cpY+st*reach)
		a.lineTo(cpX+ct*cpR*0.9+st*hw, cpY+st*cpR*0.9-ct*hw)
		a.path.Close()
	}
	a.fill(dst, render.Gold)
	a.cpDisc(dst, godCP[g], cpX, cpY, cpR, opt.Cancelled)
	a.plaque(dst, f.CX, plY, pw, plH, goldDark, R)
	a.godRow(g, h.R >= paramDetail)
	if !a.drawRow(dst, f.CX, plY, plH*0.86, pw-plH*0.3) {
		a.godRow(g, false) // its numbers too small to read here: its tooltip says them
		a.drawRow(dst, f.CX, plY, plH*0.86, pw-plH*0.3)
	}
	a.flushText(dst)
}
