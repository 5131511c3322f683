package game

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"orbis/render"
)

// A Sketch is a screen's charts laid out once: panels, bars, lines, dots
// and words, in screen pixels, made in Update with a Pen when what they
// show changes; Draw only draws them. The statistics and Orbis' analysis
// draw their charts so.
type Sketch struct {
	panels []render.Rect
	frames []fill // a panel's red frame: a problem
	fills  []fill
	lines  []polyline
	dots   []dot
	labels []label
}

type fill struct {
	r render.Rect
	c color.RGBA
}

type polyline struct {
	path   vector.Path
	stroke vector.StrokeOptions
	op     vector.DrawPathOptions
}

type dot struct {
	x, y, r float32
	c       color.RGBA
}

// label is a text and the room it must stay in.
type label struct {
	text       string
	x, y, size float64
	bold       bool
	c          color.RGBA
	align      render.Align
	room       render.Rect
}

// Pen adds to a sketch in design units: the frame turns them into pixels.
type Pen struct {
	env *Env
	f   *render.Frame
	d   *Sketch
}

// NewPen draws on s for the window as it is now.
func NewPen(env *Env, s *Sketch) Pen { return Pen{env: env, f: env.Frame(), d: s} }

// Panel is a panel's background.
func (p Pen) Panel(r render.Rect) { p.d.panels = append(p.d.panels, p.f.R(r.X, r.Y, r.W, r.H)) }

// Frame is a panel's frame in colour c.
func (p Pen) Frame(r render.Rect, c color.RGBA) {
	p.d.frames = append(p.d.frames, fill{p.f.R(r.X, r.Y, r.W, r.H), c})
}

// Rect fills a rectangle; an empty one is nothing.
func (p Pen) Rect(x, y, w, h float64, c color.RGBA) {
	if w > 0 && h > 0 {
		p.d.fills = append(p.d.fills, fill{p.f.R(x, y, w, h), c})
	}
}

// Dot fills a circle of radius r.
func (p Pen) Dot(x, y, r float64, c color.RGBA) {
	p.d.dots = append(p.d.dots, dot{float32(p.f.X(x)), float32(p.f.Y(y)), float32(p.f.Px(r)), c})
}

// Text places a text by its anchor (its middle, vertically); room is the
// design box it must stay in.
func (p Pen) Text(s string, x, y, size float64, bold bool, c color.RGBA, align render.Align, room render.Rect) {
	p.d.labels = append(p.d.labels, label{s, p.f.X(x), p.f.Y(y), p.f.Px(size), bold, c, align, p.f.R(room.X, room.Y, room.W, room.H)})
}

// Width is a text's width in design units.
func (p Pen) Width(s string, size float64, bold bool) float64 {
	return p.env.Text().Width(s, p.f.Px(size), bold) / p.f.S
}

// Wrap breaks a text into lines of at most width design units.
func (p Pen) Wrap(s string, size, width float64) []string {
	return p.env.Text().Wrap(s, p.f.Px(size), p.f.Px(width))
}

// Clip shortens a text to width design units, with an ellipsis.
func (p Pen) Clip(s string, size, width float64) string {
	return p.env.Text().Clip(s, p.f.Px(width), p.f.Px(size))
}

// Line strokes a line through points given in design units.
func (p Pen) Line(xs, ys []float64, width float64, c color.RGBA) {
	var l polyline
	for i := range xs {
		x, y := float32(p.f.X(xs[i])), float32(p.f.Y(ys[i]))
		if i == 0 {
			l.path.MoveTo(x, y)
		} else {
			l.path.LineTo(x, y)
		}
	}
	l.stroke = vector.StrokeOptions{Width: float32(p.f.Px(width)), LineJoin: vector.LineJoinRound, LineCap: vector.LineCapRound}
	l.op.AntiAlias = true
	l.op.ColorScale.ScaleWithColor(c)
	p.d.lines = append(p.d.lines, l)
}

// Texts are the sketch's words, in order; Lines counts its lines; Empty
// says whether it draws nothing. For tests and for what is said aloud.
func (d *Sketch) Texts() []string {
	out := make([]string, len(d.labels))
	for i, l := range d.labels {
		out[i] = l.text
	}
	return out
}

func (d *Sketch) Lines() int { return len(d.lines) }

// Marks counts the sketch's bars (and other fills), lines and dots.
func (d *Sketch) Marks() (fills, lines, dots int) { return len(d.fills), len(d.lines), len(d.dots) }

func (d *Sketch) Empty() bool {
	return len(d.panels)+len(d.frames)+len(d.fills)+len(d.lines)+len(d.dots)+len(d.labels) == 0
}

// Draw draws the sketch: the only work of its screen's Draw.
func (d *Sketch) Draw(env *Env, dst *ebiten.Image) {
	f, paint, text := env.Frame(), env.Paint(), env.Text()
	for _, r := range d.panels {
		paint.Box(dst, r, f.Px(12), render.FeltLight)
	}
	for _, fr := range d.frames {
		paint.Frame(dst, fr.r, f.Px(12), f.Px(1.5), fr.c)
	}
	for _, fl := range d.fills {
		vector.FillRect(dst, float32(fl.r.X), float32(fl.r.Y), float32(fl.r.W), float32(fl.r.H), fl.c, true)
	}
	for i := range d.lines {
		if env.Text().Dry(dst) {
			break // a fit check measures the words only
		}
		l := &d.lines[i]
		vector.StrokePath(dst, &l.path, &l.stroke, &l.op)
	}
	for _, dt := range d.dots {
		vector.FillCircle(dst, dt.x, dt.y, dt.r, dt.c, true)
	}
	for _, l := range d.labels {
		before := text.Within(dst, l.room)
		if l.bold {
			text.DrawBold(dst, l.text, l.x, l.y, l.size, l.c, l.align)
		} else {
			text.Draw(dst, l.text, l.x, l.y, l.size, l.c, l.align)
		}
		text.Restore(before)
	}
}
