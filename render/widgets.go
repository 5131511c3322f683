package render

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Painter draws the interface's plain shapes: panels, buttons, bars. It
// reuses one path, so drawing allocates nothing per frame.
type Painter struct {
	path  vector.Path
	Text  *Text
	shape map[shapeKey]*shape // rounded boxes and frames, rendered once
	pixel *ebiten.Image       // a white pixel, scaled for square fills
	// A margin check (tests): told of every button label drawn closer
	// than LabelMargin to its button's edge.
	margins func(Overflow)
}

// shapeKey identifies a rounded box or frame of one size and colour.
type shapeKey struct {
	w, h, r, stroke int // quarter pixels
	c               color.RGBA
}

const maxShapes = 400

// shape is a rendered box or frame, and its nine slices when it is drawn
// stretched.
type shape struct {
	img   *ebiten.Image
	parts [9]*ebiten.Image
}

// NewPainter makes a painter around the text renderer.
func NewPainter(text *Text) *Painter {
	px := ebiten.NewImage(1, 1)
	px.Fill(color.White)
	return &Painter{Text: text, shape: map[shapeKey]*shape{}, pixel: px}
}

// quarter rounds a length to quarter pixels, for cache keys.
func quarter(x float64) int { return int(math.Round(x * 4)) }

// cached draws a rounded box (stroke 0) or frame from the shape cache. One
// larger than its corners is rendered at its corners' size only and drawn
// in nine slices, its straight middle stretched: boxes of any size share one
// small image, and a panel costs no large vector fill, whose stencil images
// would grow the texture atlas for good.
func (p *Painter) cached(dst *ebiten.Image, r Rect, radius, stroke float64, c color.Color) {
	if p.Text.Dry(dst) {
		return
	}
	rgba := color.RGBAModel.Convert(c).(color.RGBA)
	x, y := math.Round(r.X), math.Round(r.Y)
	w, h := math.Round(r.X+r.W)-x, math.Round(r.Y+r.H)-y
	if w <= 0 || h <= 0 {
		return
	}
	pad := math.Ceil(stroke)
	corner := math.Ceil(radius+stroke/2) + 1 // as far as a corner's curve reaches
	sliced := w > 2*corner && h > 2*corner
	sw, sh := w, h
	if sliced {
		sw, sh = 2*corner+1, 2*corner+1
	}
	key := shapeKey{quarter(sw), quarter(sh), quarter(radius), quarter(stroke), rgba}
	cell, ok := p.shape[key]
	if !ok {
		if len(p.shape) >= maxShapes {
			for k, old := range p.shape {
				old.img.Deallocate()
				delete(p.shape, k)
			}
		}
		img := ebiten.NewImageFromImage(roundRectImage(sw, sh, pad, radius, stroke, rgba))
		cell = &shape{img: img}
		if sliced {
			k := int(corner + pad)
			spans := [3][2]int{{0, k}, {k, k + 1}, {k + 1, 2*k + 1}}
			for i := range 9 {
				cx, cy := spans[i%3], spans[i/3]
				cell.parts[i] = img.SubImage(image.Rect(cx[0], cy[0], cx[1], cy[1])).(*ebiten.Image)
			}
		}
		p.shape[key] = cell
	}
	if !sliced {
		var op ebiten.DrawImageOptions
		op.GeoM.Translate(x-pad, y-pad)
		dst.DrawImage(cell.img, &op)
		return
	}
	k := corner + pad
	xs := [3][2]float64{{x - pad, k}, {x - pad + k, w + 2*pad - 2*k}, {x + w + pad - k, k}} // start, length
	ys := [3][2]float64{{y - pad, k}, {y - pad + k, h + 2*pad - 2*k}, {y + h + pad - k, k}}
	for i, part := range cell.parts {
		if i == 4 && stroke > 0 {
			continue // a frame's middle is empty
		}
		px, py := xs[i%3], ys[i/3]
		b := part.Bounds()
		var op ebiten.DrawImageOptions
		op.GeoM.Scale(px[1]/float64(b.Dx()), py[1]/float64(b.Dy()))
		op.GeoM.Translate(px[0], py[0])
		dst.DrawImage(part, &op)
	}
}

// Fill fills a square-cornered rectangle (a scaled pixel: no vector work).
func (p *Painter) Fill(dst *ebiten.Image, r Rect, c color.Color) {
	if p.Text.Dry(dst) {
		return
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Scale(r.W, r.H)
	op.GeoM.Translate(r.X, r.Y)
	op.ColorScale.ScaleWithColor(c)
	dst.DrawImage(p.pixel, &op)
}

func fillOpts(c color.Color) *vector.DrawPathOptions {
	o := &vector.DrawPathOptions{AntiAlias: true}
	o.ColorScale.ScaleWithColor(c)
	return o
}

// Box fills a rounded rectangle.
func (p *Painter) Box(dst *ebiten.Image, r Rect, radius float64, fill color.Color) {
	if radius <= 0 {
		p.Fill(dst, r, fill)
		return
	}
	p.cached(dst, r, radius, 0, fill)
}

// Frame strokes a rounded rectangle.
func (p *Painter) Frame(dst *ebiten.Image, r Rect, radius, width float64, stroke color.Color) {
	p.cached(dst, r, radius, width, stroke)
}

// HexOutline strokes a hexagon.
func (p *Painter) HexOutline(dst *ebiten.Image, h Hex, width float64, stroke color.Color) {
	if p.Text.Dry(dst) {
		return
	}
	p.path.Reset()
	h.AppendPath(&p.path)
	vector.StrokePath(dst, &p.path, &vector.StrokeOptions{Width: float32(width), LineJoin: vector.LineJoinRound}, fillOpts(stroke))
}

// HexFill fills a hexagon.
func (p *Painter) HexFill(dst *ebiten.Image, h Hex, fill color.Color) {
	if p.Text.Dry(dst) {
		return
	}
	p.path.Reset()
	h.AppendPath(&p.path)
	vector.FillPath(dst, &p.path, &vector.FillOptions{}, fillOpts(fill))
}

// ButtonView is one button's look.
type ButtonView struct {
	Shown, Enabled, Primary bool
	Label                   string
	// Hint: the label is a text field's placeholder, not a value typed,
	// drawn dim and light so that it never reads as one.
	Hint bool
}

// LabelMargin is the room, in design units, a button's label keeps from
// either side of its button.
const LabelMargin = 12.0

// minLabelSize is the smallest size, in design units, a button's label
// shrinks to: the readable minimum.
const minLabelSize = 13.0

// CheckMargins makes the painter report every button label drawn closer
// than LabelMargin to its button's sides (Room is the button); nil stops.
func (p *Painter) CheckMargins(report func(Overflow)) { p.margins = report }

// Button draws a button with its label; scale is the layout's scale.
func (p *Painter) Button(dst *ebiten.Image, r Rect, b ButtonView, hover bool, scale float64) {
	if !b.Shown {
		return
	}
	fill, ink := FeltLight, Ink
	switch {
	case !b.Enabled:
		fill, ink = FeltDark, Shade(InkDim, 0.7)
	case b.Primary:
		fill, ink = Gold, TileInk
	}
	if hover && b.Enabled {
		fill = Shade(fill, 1.15)
	}
	p.Box(dst, r, 8*scale, fill)
	if b.Enabled && !b.Primary {
		p.Frame(dst, r, 8*scale, 1.2*scale, Shade(InkDim, 0.6))
	}
	cx, cy := r.Center()
	room := Rect{X: r.X + 5*scale, Y: r.Y, W: r.W - 10*scale, H: r.H}
	before := p.Text.Within(dst, room)
	size := p.labelSize(b.Label, r.W-2*LabelMargin*scale, scale)
	switch {
	case b.Hint:
		p.Text.Draw(dst, b.Label, cx, cy, size, Shade(InkDim, 0.85), Center)
	default:
		p.Text.DrawBold(dst, b.Label, cx, cy, size, ink, Center)
	}
	p.Text.Restore(before)
	if p.margins != nil {
		if w := p.Text.Width(b.Label, size, !b.Hint); w > r.W-2*LabelMargin*scale+fitSlack {
			p.margins(Overflow{Text: b.Label, Drawn: Rect{X: cx - w/2, Y: r.Y, W: w, H: r.H}, Room: r})
		}
	}
}

// labelSize is the size a button's label is drawn at: 16 design units,
// or down to the readable minimum for a word a little too long for its
// button in some language, so that it keeps its margins on either side.
func (p *Painter) labelSize(label string, room, scale float64) float64 {
	size := 16 * scale
	if w := p.Text.Width(label, size, true); w > room {
		size = max(minLabelSize*scale, size*room/w)
	}
	return size
}

// Shadow darkens a rectangle behind a panel.
func (p *Painter) Shadow(dst *ebiten.Image, r Rect, radius float64) {
	p.Box(dst, Rect{r.X + 3, r.Y + 5, r.W, r.H}, radius, color.RGBA{0, 0, 0, 0x60})
}

// Line strokes a straight line from (x0,y0) to (x1,y1).
func (p *Painter) Line(dst *ebiten.Image, x0, y0, x1, y1, width float64, stroke color.Color) {
	if p.Text.Dry(dst) {
		return
	}
	vector.StrokeLine(dst, float32(x0), float32(y0), float32(x1), float32(y1), float32(width), stroke, true)
}

// Arrow strokes a line from (x0,y0) to (x1,y1) with a head at its end.
func (p *Painter) Arrow(dst *ebiten.Image, x0, y0, x1, y1, width float64, stroke color.Color) {
	if p.Text.Dry(dst) {
		return
	}
	dx, dy := x1-x0, y1-y0
	n := math.Hypot(dx, dy)
	if n == 0 {
		return
	}
	ux, uy := dx/n, dy/n
	head := n * 0.55
	p.path.Reset()
	p.path.MoveTo(float32(x0), float32(y0))
	p.path.LineTo(float32(x1), float32(y1))
	p.path.MoveTo(float32(x1-head*(ux+uy*0.8)), float32(y1-head*(uy-ux*0.8)))
	p.path.LineTo(float32(x1), float32(y1))
	p.path.LineTo(float32(x1-head*(ux-uy*0.8)), float32(y1-head*(uy+ux*0.8)))
	vector.StrokePath(dst, &p.path, &vector.StrokeOptions{Width: float32(width), LineCap: vector.LineCapRound, LineJoin: vector.LineJoinRound}, fillOpts(stroke))
}
