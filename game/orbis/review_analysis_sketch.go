package orbis

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"orbis/game"
	"orbis/render"
)

// sketch is what the analysis draws, in order, in screen pixels: made in
// Update when what it shows changes, so that Draw only draws.
type sketch struct {
	panels  []render.Rect
	fills   []sketchFill
	lines   []sketchLine
	dots    []sketchDot
	labels  []sketchLabel
	moments []render.MenuButton // the key moments' buttons, for the bar
	panel   render.Rect         // the open panel, in design units: the table under it is not hit
}

type sketchFill struct {
	r render.Rect
	c color.RGBA
}

type sketchLine struct {
	path   vector.Path
	stroke vector.StrokeOptions
	op     vector.DrawPathOptions
}

type sketchDot struct {
	x, y, r float32
	c       color.RGBA
}

// sketchLabel is a text and the room it must stay in.
type sketchLabel struct {
	text       string
	x, y, size float64
	bold       bool
	c          color.RGBA
	align      render.Align
	room       render.Rect
}

// pen adds to a sketch in design units; the frame turns them into pixels.
type pen struct {
	env *game.Env
	f   *render.Frame
	s   *sketch
}

func newPen(env *game.Env, s *sketch) pen { return pen{env: env, f: env.Frame(), s: s} }

func (p pen) panel(r render.Rect) { p.s.panels = append(p.s.panels, p.f.R(r.X, r.Y, r.W, r.H)) }

func (p pen) rect(x, y, w, h float64, c color.RGBA) {
	if w > 0 && h > 0 {
		p.s.fills = append(p.s.fills, sketchFill{p.f.R(x, y, w, h), c})
	}
}

func (p pen) dot(x, y, r float64, c color.RGBA) {
	p.s.dots = append(p.s.dots, sketchDot{float32(p.f.X(x)), float32(p.f.Y(y)), float32(p.f.Px(r)), c})
}

// text places a text by its anchor (its middle, vertically); room is the
// design box it must stay in.
func (p pen) text(s string, x, y, size float64, bold bool, c color.RGBA, align render.Align, room render.Rect) {
	p.s.labels = append(p.s.labels, sketchLabel{s, p.f.X(x), p.f.Y(y), p.f.Px(size), bold, c, align, p.f.R(room.X, room.Y, room.W, room.H)})
}

// width is a text's width in design units.
func (p pen) width(s string, size float64, bold bool) float64 {
	return p.env.Text().Width(s, p.f.Px(size), bold) / p.f.S
}

// wrap breaks a text into lines of at most width design units.
func (p pen) wrap(s string, size, width float64) []string {
	return p.env.Text().Wrap(s, p.f.Px(size), p.f.Px(width))
}

// line strokes a line through points given in design units.
func (p pen) line(xs, ys []float64, width float64, c color.RGBA) {
	var l sketchLine
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
	p.s.lines = append(p.s.lines, l)
}

// draw draws the sketch: the only work of the analysis in Draw.
func (s *sketch) draw(env *game.Env, dst *ebiten.Image) {
	f, paint, text := env.Frame(), env.Paint(), env.Text()
	for _, r := range s.panels {
		paint.Box(dst, r, f.Px(12), render.FeltLight)
	}
	for _, fl := range s.fills {
		vector.FillRect(dst, float32(fl.r.X), float32(fl.r.Y), float32(fl.r.W), float32(fl.r.H), fl.c, true)
	}
	for i := range s.lines {
		l := &s.lines[i]
		vector.StrokePath(dst, &l.path, &l.stroke, &l.op)
	}
	for _, d := range s.dots {
		vector.FillCircle(dst, d.x, d.y, d.r, d.c, true)
	}
	for _, l := range s.labels {
		before := text.Within(dst, l.room)
		if l.bold {
			text.DrawBold(dst, l.text, l.x, l.y, l.size, l.c, l.align)
		} else {
			text.Draw(dst, l.text, l.x, l.y, l.size, l.c, l.align)
		}
		text.Restore(before)
	}
}
