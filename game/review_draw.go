package game

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"orbis/render"
)

// Draw draws the words on their panel, the slider and the buttons.
func (b *ReviewBar) Draw(env *Env, dst *ebiten.Image) {
	f, text, paint := env.Frame(), env.Text(), env.Paint()
	w := b.Words
	box := f.R(w.X, w.Y, w.W, w.H)
	paint.Box(dst, box, f.Px(10), render.FeltLight)
	if b.Compact && b.fluid {
		b.drawRow(env, dst)
	}
	before := text.Within(dst, box)
	hs := b.headSize
	if hs == 0 { // not laid out yet
		hs = 15
	}
	heads := b.heads
	if len(heads) == 0 {
		heads = []string{b.Head}
	}
	headY := 20.0
	if b.fluid && b.Compact {
		headY = compactHead
	}
	for i, h := range heads {
		text.DrawBold(dst, h, f.X(w.X+14), f.Y(w.Y+headY+16*float64(i)), f.Px(hs), render.Gold, render.Left)
	}
	size := b.lineSize()
	for i, line := range b.lines {
		text.Draw(dst, line, f.X(w.X+14), f.Y(w.Y+b.lineY(i)), f.Px(size), render.Ink, render.Left)
	}
	text.Restore(before)
	// The slider: a line, a tick at each turn's start, the handle.
	t := b.track()
	mid := f.Y(t.Y + t.H/2)
	paint.Box(dst, render.Rect{X: f.X(t.X), Y: mid - f.Px(2), W: f.Px(t.W), H: f.Px(4)}, f.Px(2), render.FeltDark)
	at := func(pos int) float64 {
		if b.Len == 0 {
			return f.X(t.X)
		}
		return f.X(t.X + t.W*float64(pos)/float64(b.Len))
	}
	if b.Len > 0 {
		paint.Box(dst, render.Rect{X: f.X(t.X), Y: mid - f.Px(2), W: at(b.Pos) - f.X(t.X), H: f.Px(4)}, f.Px(2), render.Shade(render.Gold, 0.7))
	}
	for _, turn := range b.Turns {
		paint.Box(dst, render.Rect{X: at(turn) - f.Px(0.5), Y: mid - f.Px(5), W: f.Px(1), H: f.Px(10)}, 0, render.InkDim)
	}
	for _, m := range b.Marks { // a game's marks stand above the track
		paint.Box(dst, render.Rect{X: at(m.Pos) - f.Px(1.5), Y: mid - f.Px(4+m.Height), W: f.Px(3), H: f.Px(m.Height)}, f.Px(1), m.Color)
	}
	for i := range b.keyMarks {
		if env.Text().Dry(dst) {
			break
		}
		vector.FillPath(dst, &b.keyMarks[i], &vector.FillOptions{}, &b.keyInk)
	}
	handle := render.Rect{X: at(b.Pos) - f.Px(7), Y: mid - f.Px(9), W: f.Px(14), H: f.Px(18)}
	col := render.Gold
	if b.hover.Kind == KindReviewSlider || b.sliding {
		col = render.Shade(render.Gold, 1.15)
	}
	paint.Box(dst, handle, f.Px(4), col)
	paint.Menu(dst, f, b.menu, b.hover.Index, b.hover.Kind == KindReviewButton, b.focus)
	if len(b.tip) > 0 {
		scale := env.InterfaceScale()
		paint.Tooltip(dst, b.tip, f.Px(14*scale), f.Px(19*scale), b.tipX, b.tipY, f.S, render.Rect{W: f.W, H: f.H})
	}
}

// keyDiamonds builds the diamonds over the key marks, in screen pixels.
func (b *ReviewBar) keyDiamonds(env *Env) {
	f := env.Frame()
	t := b.track()
	b.keyMarks = b.keyMarks[:0]
	for _, m := range b.Marks {
		if !m.Key {
			continue
		}
		x, y, d := float32(f.X(b.markX(m.Pos))), float32(f.Y(t.Y+t.H/2-m.Height-11)), float32(f.Px(5.5))
		var p vector.Path
		p.MoveTo(x, y-d)
		p.LineTo(x+d, y)
		p.LineTo(x, y+d)
		p.LineTo(x-d, y)
		p.Close()
		b.keyMarks = append(b.keyMarks, p)
	}
	b.keyInk = vector.DrawPathOptions{AntiAlias: true}
	b.keyInk.ColorScale.ScaleWithColor(render.Gold)
}
