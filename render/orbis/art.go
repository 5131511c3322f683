package orbis

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"orbis/render"
	rules "orbis/rules/orbis"
)

// Art draws tiles, cubes, gods and tokens. One per app; it reuses one
// vector.Path (plus a scratch path for strokes) and fixed scratch arrays, so
// its own drawing code allocates nothing per frame.
type Art struct {
	text *render.Text

	// GodNames are the names printed on god tiles; the app may replace them
	// with translated ones. They default to short English names.
	GodNames [rules.NumGods]string
	// Pal is the look of the five colours; the app may choose the
	// colour-blind-safe one (Sprites.SetPalette).
	Pal Palette

	// floor is the least size of a word on the piece being painted, in
	// its image's pixels (Sprites.SetFloor: 12 CSS pixels on screen); 0
	// prints at the art's own sizes. A word that cannot grow to it where
	// it stands is left out: the piece's tooltip says it.
	floor float64

	path   vector.Path
	stroke vector.Path
	dop    vector.DrawPathOptions
	sop    vector.AddStrokeOptions
	fop    vector.FillOptions
	fade   bool // set while drawing a dimmed element

	row  [12]rowItem // the effect row being laid out
	nrow int

	// Shapes queued so that each colour's layer goes out as one path.
	discC [12]rules.Color
	discP [12][2]float64
	ndisc int
	pts   [12][2]float64
	pts2  [12][2]float64
	pts3  [12][2]float64

	// Texts wait until a piece's fills are done: each text drawn between
	// fills would send the pending fills out as a separate batch.
	texts [8]textItem
	ntext int
}

type textItem struct {
	s          string
	x, y, size float64
	c          color.RGBA
}

// NewArt returns the art drawer using text for numbers and names.
func NewArt(text *render.Text) *Art {
	a := &Art{text: text, Pal: StandardPalette}
	a.dop.AntiAlias = true
	a.sop.LineJoin = vector.LineJoinRound
	a.sop.LineCap = vector.LineCapRound
	for g := range rules.NumGods {
		a.GodNames[g] = defaultGodNames[g]
	}
	return a
}

// TileOpts changes how a tile or god is drawn.
type TileOpts struct {
	Cancelled bool    // a cancellation token hides the CP
	Dim       bool    // drawn faded (e.g. not affordable)
	Lift      float64 // 0..1: drawn raised with a drop shadow (being dragged / hovered)
}

// SlotLook is the state an empty pyramid slot is shown in.
type SlotLook uint8

// Slot looks; each differs in outline style too, not in colour alone.
const (
	SlotPlain    SlotLook = iota
	SlotClosed            // not open yet
	SlotFaceUp            // a legal place for the tile face up
	SlotWildOnly          // a legal place only as a Wilderness
	SlotHover             // under the pointer while dragging
	SlotExchange          // face up once an exchange makes the tile payable
)

// Hex radii from which finer print is drawn; below them it would be mush.
// From fullDetail: cost, level, mystic value and god names; from
// paramDetail: the effect's parameters next to its pictogram.
const (
	fullDetail  = 40
	paramDetail = 30
)

// Colours of the art that the palette does not name.
var (
	plaque     = color.RGBA{0xf6, 0xf1, 0xe3, 0xff} // effect plaques
	pictInk    = color.RGBA{0x2e, 0x2b, 0x36, 0xff} // pictogram silhouettes
	goldDark   = color.RGBA{0xa8, 0x7a, 0x1e, 0xff}
	godBody    = color.RGBA{0x2c, 0x2f, 0x5c, 0xff}
	tokenSlate = color.RGBA{0x2b, 0x2f, 0x3a, 0xff}
	marble     = color.RGBA{0xea, 0xe5, 0xd6, 0xff}
)

// numStr and signed strings are precomputed so that drawing numbers never
// allocates.
var (
	numStr   [32]string
	plusStr  [11]string
	minusStr [11]string
)

func init() {
	for i := range numStr {
		numStr[i] = strconv.Itoa(i)
	}
	for i := range plusStr {
		plusStr[i] = "+" + numStr[i]
		minusStr[i] = "\u2212" + numStr[i]
	}
}

func num(n int) string {
	if n >= 0 && n < len(numStr) {
		return numStr[n]
	}
	return strconv.Itoa(n)
}

func f32(v float64) float32 { return float32(v) }

// mix blends b into a by t (0: a, 1: b), keeping a's alpha.
func mix(a, b color.RGBA, t float64) color.RGBA {
	l := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t + 0.5) }
	return color.RGBA{l(a.R, b.R), l(a.G, b.G), l(a.B, b.B), a.A}
}

// withAlpha returns c at opacity f, premultiplied as ebiten expects.
func withAlpha(c color.RGBA, f float64) color.RGBA {
	m := func(v uint8) uint8 { return uint8(float64(v)*f + 0.5) }
	return color.RGBA{m(c.R), m(c.G), m(c.B), m(c.A)}
}

// col applies the dimmed look: greyed and sunk towards the table, so a
// dimmed tile stays opaque and its layers do not show through each other.
func (a *Art) col(c color.RGBA) color.RGBA {
	if !a.fade {
		return c
	}
	f := float64(c.A) / 255
	lum := uint8((0.3*float64(c.R) + 0.59*float64(c.G) + 0.11*float64(c.B)) + 0.5)
	g := mix(c, color.RGBA{lum, lum, lum, c.A}, 0.55)
	return mix(g, withAlpha(render.Felt, f), 0.5)
}

// fill fills the current path and empties it.
func (a *Art) fill(dst *ebiten.Image, c color.RGBA) {
	if a.text.Dry(dst) {
		a.path.Reset()
		return
	}
	a.dop.ColorScale.Reset()
	a.dop.ColorScale.ScaleWithColor(a.col(c))
	vector.FillPath(dst, &a.path, &a.fop, &a.dop)
	a.path.Reset()
}

// strokeW strokes the current path with width w and empties it.
func (a *Art) strokeW(dst *ebiten.Image, c color.RGBA, w float64) {
	if a.text.Dry(dst) {
		a.path.Reset()
		return
	}
	a.sop.Width = f32(w)
	a.stroke.Reset()
	a.stroke.AddStroke(&a.path, &a.sop)
	a.path.Reset()
	a.dop.ColorScale.Reset()
	a.dop.ColorScale.ScaleWithColor(a.col(c))
	vector.FillPath(dst, &a.stroke, &a.fop, &a.dop)
}

func (a *Art) moveTo(x, y float64) { a.path.MoveTo(f32(x), f32(y)) }
func (a *Art) lineTo(x, y float64) { a.path.LineTo(f32(x), f32(y)) }

// circlePath adds a circle as four cubic quarters. Path.Arc over a full turn
// can end in a sliver segment that makes the v2.10 stroker emit megabytes of
// geometry, so full circles never go through it.
func (a *Art) circlePath(x, y, r float64) {
	k := r * 0.5523 // control distance of a cubic quarter circle
	a.moveTo(x+r, y)
	a.path.CubicTo(f32(x+r), f32(y+k), f32(x+k), f32(y+r), f32(x), f32(y+r))
	a.path.CubicTo(f32(x-k), f32(y+r), f32(x-r), f32(y+k), f32(x-r), f32(y))
	a.path.CubicTo(f32(x-r), f32(y-k), f32(x-k), f32(y-r), f32(x), f32(y-r))
	a.path.CubicTo(f32(x+k), f32(y-r), f32(x+r), f32(y-k), f32(x+r), f32(y))
	a.path.Close()
}

func (a *Art) circle(dst *ebiten.Image, x, y, r float64, c color.RGBA) {
	a.circlePath(x, y, r)
	a.fill(dst, c)
}

func (a *Art) ring(dst *ebiten.Image, x, y, r, w float64, c color.RGBA) {
	a.circlePath(x, y, r)
	a.strokeW(dst, c, w)
}

// roundRectPath adds a rectangle with corner radius r.
func (a *Art) roundRectPath(x, y, w, h, r float64) {
	r = min(r, w/2, h/2)
	a.moveTo(x+r, y)
	a.path.ArcTo(f32(x+w), f32(y), f32(x+w), f32(y+h), f32(r))
	a.path.ArcTo(f32(x+w), f32(y+h), f32(x), f32(y+h), f32(r))
	a.path.ArcTo(f32(x), f32(y+h), f32(x), f32(y), f32(r))
	a.path.ArcTo(f32(x), f32(y), f32(x+w), f32(y), f32(r))
	a.path.Close()
}

// roundHexPath adds hexagon h with its corners rounded by r.
func (a *Art) roundHexPath(h render.Hex, r float64) {
	x0, y0 := h.Corner(5)
	x1, y1 := h.Corner(0)
	a.moveTo((x0+x1)/2, (y0+y1)/2)
	for i := range 6 {
		cx, cy := h.Corner(i)
		nx, ny := h.Corner((i + 1) % 6)
		a.path.ArcTo(f32(cx), f32(cy), f32(nx), f32(ny), f32(r))
	}
	a.path.Close()
}

func (a *Art) hex(dst *ebiten.Image, h render.Hex, c color.RGBA) {
	a.roundHexPath(h, h.R*0.08)
	a.fill(dst, c)
}

// number queues a bold number (or short text) centred on (x, y); flushText
// writes it.
func (a *Art) number(s string, x, y, size float64, c color.RGBA) {
	if a.ntext < len(a.texts) {
		a.texts[a.ntext] = textItem{s, x, y + size*0.04, size, a.col(c)}
		a.ntext++
	}
}

// legible is the size a word meant to be size high is printed at, at
// least the floor; ok is false when that is more than room, the most its
// place on the piece holds (room is never less than size).
func (a *Art) legible(size, room float64) (float64, bool) {
	size = max(size, a.floor)
	return size, size <= room
}

// grown is the radius of a disc of radius r grown to hold a number at the
// floor (cpText times its radius), if it can within rMax; else r, its
// number left out.
func (a *Art) grown(r, rMax float64) float64 {
	if need := a.floor / cpText; need > r && need <= rMax {
		return need
	}
	return r
}

// flushText writes the queued texts over everything drawn so far.
func (a *Art) flushText(dst *ebiten.Image) {
	for _, t := range a.texts[:a.ntext] {
		a.text.DrawBold(dst, t.s, t.x, t.y, t.size, t.c, render.Center)
	}
	a.ntext = 0
}

// body draws a tile's face over its darker side, so that it reads as a thick
// chip lying on the table; it returns the face.
func (a *Art) body(dst *ebiten.Image, h render.Hex, c color.RGBA, lift float64) render.Hex {
	// A soft drop shadow, larger and further when lifted.
	d := h.R * (0.05 + 0.14*lift)
	a.hex(dst, render.Hex{CX: h.CX + d*0.35, CY: h.CY + d, R: h.R * (1.0 + 0.04*lift)}, withAlpha(color.RGBA{0, 0, 0, 0xff}, 0.3+0.1*lift))
	face := render.Hex{CX: h.CX, CY: h.CY - h.R*(0.03+0.09*lift), R: h.R * (0.96 + 0.05*lift)}
	side := face
	side.CY += h.R * 0.06
	a.hex(dst, side, render.Shade(c, 0.52))
	a.hex(dst, face, c)
	// A faint lighter line inside the edge: the bevel of a printed tile.
	a.roundHexPath(face.Scaled(0.9), face.R*0.07)
	a.strokeW(dst, render.Shade(c, 1.22), max(1, face.R*0.022))
	return face
}

// Tile draws a face-up region tile filling hexagon h.
func (a *Art) Tile(dst *ebiten.Image, t *rules.Tile, h render.Hex, opt TileOpts) {
	a.fade = opt.Dim
	defer func() { a.fade = false }()
	c := a.Pal.Of(t.Color)
	f := a.body(dst, h, c, opt.Lift)
	R := f.R
	full := h.R >= fullDetail && (R*fullCP*cpText >= a.floor || R*smallCP*cpText < a.floor)
	ink := a.glyphInk(t.Color)

	// Full size: cost along the top, CP left and colour glyph right, the
	// effect plaque below and the level pips at the bottom point. Small
	// (or too small for the full size's CP at the floor): only CP, glyph
	// and the effect's pictogram, all larger.
	var cpX, cpY, cpR, glX, glY, glS, plY, plH, pw float64
	if full {
		cpX, cpY, cpR = f.CX-R*0.45, f.CY-R*0.15, a.grown(R*0.2, R*fullCP)
		if cpR > R*0.2 { // grown to the floor: nearer the middle, clear of the edge
			cpX, cpY = f.CX-R*0.42, f.CY-R*0.13
		}
		glX, glY, glS = f.CX+R*0.45, f.CY-R*0.15, R*0.42
		plY, plH, pw = f.CY+R*0.31, R*0.38, R*1.36
		a.costRow(dst, &t.Cost, f.CX, f.CY-R*0.55, R)
		a.levelPips(dst, int(t.Level), f.CX, f.CY+R*0.72, R, ink)
	} else {
		// The CP disc grows relative to the tile as the tile shrinks, so
		// its number stays readable.
		cpR = a.grown(R*min(0.36, max(0.29, 0.29+(24-R)*0.01)), R*smallCP)
		cpX, cpY = f.CX-R*0.36, f.CY-R*0.3
		glX, glY, glS = f.CX+R*0.37, f.CY-R*0.3, R*0.52
		plY, plH, pw = f.CY+R*0.33, R*0.5, R*1.0
	}

	// The colour's glyph, large and in a dark tone of the tile; a white
	// tile's star carries its mystic value.
	mystic := t.Color == rules.White && full
	if mystic {
		if need := a.floor / starRoom; need > glS && need <= R*0.5 {
			glS = need // room for its value at the floor
		}

		a.starPath(glX, glY+glS*0.04, glS*0.64, 0.56)
		a.fill(dst, ink)
	} else {
		a.glyphPath(t.Color, glX, glY, glS)
		a.fill(dst, ink)
	}

	// The effect on its plaque.
	a.plaque(dst, f.CX, plY, pw, plH, render.Shade(c, 0.6), R)
	a.effectRow(t, h.R >= paramDetail)
	if !a.drawRow(dst, f.CX, plY, plH*0.88, pw-plH*0.25) {
		a.effectRow(t, false) // its numbers too small to read here: its tooltip says them
		a.drawRow(dst, f.CX, plY, plH*0.88, pw-plH*0.25)
	}

	a.cpDisc(dst, int(t.CP), cpX, cpY, cpR, opt.Cancelled)
	if size, ok := a.legible(glS*0.5, glS*starRoom); mystic && ok {
		a.number(num(int(t.Mystic)), glX, glY+glS*0.09, size, plaque)
	}
	a.flushText(dst)
}

// plaque draws the ivory plate an effect or condition sits on.
func (a *Art) plaque(dst *ebiten.Image, cx, cy, w, h float64, rim color.RGBA, R float64) {
	e := max(1, R*0.022)
	a.roundRectPath(cx-w/2-e, cy-h/2-e, w+2*e, h+2*e, h*0.3+e)
	a.fill(dst, rim)
	a.roundRectPath(cx-w/2, cy-h/2, w, h, h*0.3)
	a.fill(dst, plaque)
}

// cpText is the size of a CP disc's number, in disc radii.
const cpText = 1.3

// starRoom is the largest number a white tile's star holds, in the
// star's sizes.
const starRoom = 0.78

// fullCP and smallCP are the largest CP disc of a tile's full and small
// sizes, in tile radii: a larger one would cover its cost and its effect,
// or reach its edge. A tile whose CP does not reach the floor in its full
// size takes its small one, if the CP does there.
const (
	fullCP  = 0.3
	smallCP = 0.4
)

// cpDisc draws the gold Creation Points disc, or the cancellation token
// that hides it; its number is left out where it would be under the floor.
func (a *Art) cpDisc(dst *ebiten.Image, cp int, x, y, r float64, cancelled bool) {
	a.circle(dst, x, y+r*0.1, r*1.06, withAlpha(color.RGBA{0x10, 0x10, 0x18, 0xff}, 0.55))
	a.circle(dst, x, y, r, goldDark)
	a.circle(dst, x, y, r*0.86, render.Gold)
	if cancelled {
		a.Cancellation(dst, x, y, r*1.15)
		return
	}
	if r*cpText >= a.floor {
		a.number(num(cp), x, y, r*cpText, render.TileInk)
	}
}

// costRow draws the cost symbols centred along the top of a tile; the row
// tightens as it grows so that five symbols still clear the slanted edges.
func (a *Art) costRow(dst *ebiten.Image, cost *rules.Cost, cx, y, R float64) {
	n := cost.Symbols()
	if n == 0 {
		return
	}
	r := R * 0.12
	step := R * 0.27
	if n >= 4 {
		step, y = R*0.25, y+R*0.03
	}
	x := cx - step*float64(n-1)/2
	for c := range rules.AnyColor + 1 {
		for range cost[c] {
			a.queueDisc(c, x, y)
			x += step
		}
	}
	a.flushDiscs(dst, r)
}

// levelPips draws the level as one to three upright bars, like the Roman
// numeral.
func (a *Art) levelPips(dst *ebiten.Image, level int, cx, y, R float64, c color.RGBA) {
	w, h, gap := R*0.055, R*0.15, R*0.1
	x := cx - gap*float64(level-1)/2
	for range level {
		a.roundRectPath(x-w/2, y-h/2, w, h, w/2)
		x += gap
	}
	a.fill(dst, c)
}

// Wilderness draws a face-down tile: the tile back, an earthy face with the
// Orbis emblem (a planet in its orbit).
func (a *Art) Wilderness(dst *ebiten.Image, h render.Hex, opt TileOpts) {
	a.fade = opt.Dim
	defer func() { a.fade = false }()
	f := a.body(dst, h, Wilderness, opt.Lift)
	a.roundHexPath(f.Scaled(0.7), f.R*0.06)
	a.strokeW(dst, render.Shade(Wilderness, 1.18), max(1, f.R*0.02))
	a.emblem(dst, f.CX, f.CY, f.R*0.32, render.Shade(Wilderness, 1.45), render.Shade(Wilderness, 0.72))
}

// emblem draws a planet with a tilted orbit ring: the game's mark, used on
// the tile back.
func (a *Art) emblem(dst *ebiten.Image, cx, cy, r float64, c, back color.RGBA) {
	const tilt = -0.35
	w := max(1, r*0.13)
	a.ellipseArc(cx, cy, r*1.25, r*0.42, tilt, math.Pi, 2*math.Pi)
	a.strokeW(dst, c, w)
	a.circle(dst, cx, cy, r*0.62, c)
	a.circle(dst, cx-r*0.2, cy-r*0.2, r*0.16, withAlpha(color.RGBA{0xff, 0xff, 0xff, 0xff}, 0.35))
	// The front half of the orbit passes over the planet, with a gap of
	// the background colour so the crossing reads.
	a.ellipseArc(cx, cy, r*1.25, r*0.42, tilt, 0.05, math.Pi-0.05)
	a.strokeW(dst, back, w*2.4)
	a.ellipseArc(cx, cy, r*1.25, r*0.42, tilt, 0, math.Pi)
	a.strokeW(dst, c, w)
}

// ellipseArc adds an open polyline arc of a rotated ellipse.
func (a *Art) ellipseArc(cx, cy, rx, ry, rot, t0, t1 float64) {
	const n = 24
	sr, cr := math.Sincos(rot)
	for i := range n + 1 {
		t := t0 + (t1-t0)*float64(i)/n
		st, ct := math.Sincos(t)
		x, y := rx*ct, ry*st
		px, py := cx+x*cr-y*sr, cy+x*sr+y*cr
		if i == 0 {
			a.moveTo(px, py)
		} else {
			a.lineTo(px, py)
		}
	}
}

// Slot draws an empty pyramid slot.
func (a *Art) Slot(dst *ebiten.Image, h render.Hex, look SlotLook) {
	in := h.Scaled(0.94)
	w := max(1.5, h.R*0.045)
	switch look {
	case SlotClosed:
		a.hex(dst, in, mix(render.Felt, render.FeltDark, 0.6))
		a.roundHexPath(in, in.R*0.08)
		a.strokeW(dst, SlotEmpty, max(1, h.R*0.02))
	case SlotFaceUp:
		a.hex(dst, in, mix(SlotEmpty, GlowFaceUp, 0.22))
		a.roundHexPath(in.Scaled(0.97), in.R*0.08)
		a.strokeW(dst, GlowFaceUp, w*1.3)
	case SlotWildOnly:
		a.hex(dst, in, mix(SlotEmpty, GlowWild, 0.16))
		a.dashedHex(in.Scaled(0.97), h.R*0.14)
		a.strokeW(dst, GlowWild, w*1.3)
		a.emblem(dst, in.CX, in.CY, in.R*0.22, withAlpha(GlowWild, 0.75), mix(SlotEmpty, GlowWild, 0.16))
	case SlotExchange:
		a.hex(dst, in, mix(SlotEmpty, GlowExchange, 0.2))
		a.roundHexPath(in.Scaled(0.97), in.R*0.08)
		a.strokeW(dst, GlowExchange, w*1.3)
		a.exchangeMark(dst, in.CX, in.CY, in.R*0.3, GlowExchange)
	case SlotHover:
		a.hex(dst, in, mix(SlotEmpty, render.Ink, 0.3))
		a.roundHexPath(in.Scaled(0.97), in.R*0.08)
		a.strokeW(dst, render.Ink, w*1.6)
	default:
		a.hex(dst, in, SlotEmpty)
		a.roundHexPath(in.Scaled(0.97), in.R*0.08)
		a.strokeW(dst, render.Shade(SlotEmpty, 1.18), w*0.6)
	}
}

// exchangeMark draws two arrows passing each other, the mark of a slot that
// takes the tile face up after an exchange.
func (a *Art) exchangeMark(dst *ebiten.Image, cx, cy, r float64, c color.RGBA) {
	w := max(1.2, r*0.16)
	for _, dir := range [2]float64{1, -1} {
		y := cy - dir*r*0.32
		a.moveTo(cx-dir*r, y)
		a.lineTo(cx+dir*r, y)
		a.moveTo(cx+dir*r*0.45, y-r*0.4)
		a.lineTo(cx+dir*r, y)
		a.lineTo(cx+dir*r*0.45, y+r*0.4)
		a.strokeW(dst, c, w)
	}
}

// dashedHex adds the hexagon's outline as dashes of about length d, each
// edge starting and ending on a dash so the corners stay drawn.
func (a *Art) dashedHex(h render.Hex, d float64) {
	for i := range 6 {
		x0, y0 := h.Corner(i)
		x1, y1 := h.Corner((i + 1) % 6)
		n := max(1, int(math.Round(h.R/d/2)))
		for k := range n + 1 {
			t0 := (float64(k) - 0.25) / float64(n)
			t1 := (float64(k) + 0.25) / float64(n)
			t0, t1 = max(0, t0), min(1, t1)
			a.moveTo(x0+(x1-x0)*t0, y0+(y1-y0)*t0)
			a.lineTo(x0+(x1-x0)*t1, y0+(y1-y0)*t1)
		}
	}
}

// TempleToken draws a round token with its CP value and a temple mark.
func (a *Art) TempleToken(dst *ebiten.Image, value int, cx, cy, r float64) {
	a.circle(dst, cx, cy+r*0.08, r, withAlpha(color.RGBA{0, 0, 0, 0xff}, 0.3))
	a.circle(dst, cx, cy, r, goldDark)
	a.circle(dst, cx, cy, r*0.86, marble)
	a.ring(dst, cx, cy, r*0.86, max(1, r*0.05), render.Shade(goldDark, 0.8))
	a.templeMark(dst, cx, cy-r*0.33, r*0.7, pictInk)
	if size, ok := a.legible(r*0.6, r*0.75); ok {
		a.number(num(value), cx, cy+r*0.34, size, render.TileInk)
	}
	a.flushText(dst)
}

// ReductionToken draws a round token of colour c with its glyph and a minus
// sign: the Farm's reminder.
func (a *Art) ReductionToken(dst *ebiten.Image, c rules.Color, cx, cy, r float64) {
	k := a.Pal.Of(c)
	ink := a.glyphInk(c)
	a.circle(dst, cx, cy+r*0.08, r, withAlpha(color.RGBA{0, 0, 0, 0xff}, 0.3))
	a.circle(dst, cx, cy, r, render.Shade(k, 0.62))
	a.circle(dst, cx, cy, r*0.86, k)
	a.minusBar(dst, cx-r*0.44, cy, r*0.3, ink)
	a.glyphPath(c, cx+r*0.16, cy, r*0.78)
	a.fill(dst, ink)
}

// minusBar draws a minus sign of width w centred on (x, y).
func (a *Art) minusBar(dst *ebiten.Image, x, y, w float64, c color.RGBA) {
	t := w * 0.28
	a.roundRectPath(x-w/2, y-t/2, w, t, t/2)
	a.fill(dst, c)
}

// plusSign draws a plus sign of width w centred on (x, y).
func (a *Art) plusSign(dst *ebiten.Image, x, y, w float64, c color.RGBA) {
	t := w * 0.28
	a.roundRectPath(x-w/2, y-t/2, w, t, t/2)
	a.roundRectPath(x-t/2, y-w/2, t, w, t/2)
	a.fill(dst, c)
}

// Cancellation draws the cancellation token, meant to lie over a CP disc.
func (a *Art) Cancellation(dst *ebiten.Image, cx, cy, r float64) {
	a.circle(dst, cx, cy+r*0.1, r, withAlpha(color.RGBA{0, 0, 0, 0xff}, 0.35))
	a.circle(dst, cx, cy, r, tokenSlate)
	a.ring(dst, cx, cy, r*0.78, r*0.16, render.Danger)
	d := r * 0.55
	a.moveTo(cx-d, cy+d)
	a.lineTo(cx+d, cy-d)
	a.strokeW(dst, render.Danger, r*0.16)
	a.ring(dst, cx, cy, r*0.98, max(1, r*0.05), render.Shade(tokenSlate, 1.5))
}
