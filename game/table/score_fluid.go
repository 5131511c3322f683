package table

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/input"
	"orbis/render"
)

// The final score's measures on a phone's or a tablet's canvas, in CSS
// pixels: a finger's buttons, the margins of the screen.
const (
	fluidMargin = 16.0
	fluidGap    = 8.0
	fluidButton = 48.0 // a button's height: a finger's 44 and a little
	cardGap     = 12.0
	scrollStep  = 40.0 // what a notch of the wheel scrolls
)

// KindScroll is the hit kind of the cards' room where the cards do not
// fit it (a phone's): a drag or the wheel there scrolls them.
const KindScroll = game.KindButton + 40

// HeadLine is a line of the final score's head, as the game says it: its
// words, their size in design units, ink and weight.
type HeadLine struct {
	Text string
	Size float64
	Ink  color.Color
	Bold bool
}

// headRow is a head line wrapped to the room, where it stands.
type headRow struct {
	text string
	y    float64
	line *HeadLine
}

// fluid is where the final score stands on a phone's or a tablet's canvas.
type fluid struct {
	room   render.Rect // beside the buttons: the head over the cards' view
	view   render.Rect // the cards' room, under the head; they scroll in it
	head   []headRow
	heads  []HeadLine
	laid   []render.Rect // the cards from the view's top, unscrolled
	scroll float64       // how far the cards are scrolled up
	height float64       // the cards' height in all
	dragY  float64       // where a drag that scrolls was, in screen pixels
}

// placeButtons places the buttons on a phone's or a tablet's canvas:
// upright, in rows across the foot as many as fit a row; on its side, in a
// column down the right. The rest of the canvas is the room of the head
// and the cards.
func (s *Score) placeButtons(env *game.Env, buttons []render.MenuButton) {
	f, text := env.Frame(), env.Text()
	W, H := f.DW, f.DH
	widest := 120.0
	for _, b := range buttons {
		widest = max(widest, text.Width(b.Label, f.Px(16), true)/f.S+2*render.LabelMargin+8)
	}
	if f.Layout == render.Landscape {
		colW := min(widest, W/3)
		n := float64(len(buttons))
		step := min(fluidButton+fluidGap, (H-2*fluidMargin+fluidGap)/n)
		y := (H - n*step + fluidGap) / 2
		x := W - fluidMargin - colW/2
		s.Menu = render.Column(x, y+(step-fluidGap)/2, colW, step-fluidGap, step, buttons...)
		s.fluid.room = render.Rect{X: 0, Y: 0, W: W - fluidMargin - colW - fluidGap, H: H}
		return
	}
	room := W - 2*fluidMargin
	cols := max(1, min(len(buttons), int((room+fluidGap)/(widest+fluidGap))))
	rows := (len(buttons) + cols - 1) / cols
	w := (room - fluidGap*float64(cols-1)) / float64(cols)
	top := H - fluidMargin - float64(rows)*fluidButton - float64(rows-1)*fluidGap
	s.Menu = s.Menu[:0]
	for r := range rows {
		row := buttons[r*cols : min(len(buttons), (r+1)*cols)]
		// A last row shorter than the others is centred under them.
		left := fluidMargin + (room-(w*float64(len(row))+fluidGap*float64(len(row)-1)))/2
		s.Menu = append(s.Menu, render.Row(left, top+fluidButton/2+float64(r)*(fluidButton+fluidGap), w, fluidButton, fluidGap, row...)...)
	}
	s.fluid.room = render.Rect{X: 0, Y: 0, W: W, H: top - fluidGap}
}

// Fluid lays the head and n cards out on a phone's or a tablet's canvas,
// after Buttons: the head's lines wrapped across the top, the cards under
// it in as many columns as fit minW wide, each row as high as its tallest
// card (height: a card's for its width), scrolling where they do not fit.
// The scroll stays where it was, within the cards.
func (s *Score) Fluid(env *game.Env, head []HeadLine, n int, minW float64, height func(i int, w float64) float64) {
	f, text := env.Frame(), env.Text()
	fl := &s.fluid
	room := fl.room
	x, w := room.X+fluidMargin, room.W-2*fluidMargin
	fl.heads, fl.head = head, fl.head[:0]
	y := room.Y + 10.0
	for i := range fl.heads {
		h := &fl.heads[i]
		step := h.Size * 1.3
		for _, line := range text.Wrap(h.Text, f.Px(h.Size), f.Px(w)) {
			fl.head = append(fl.head, headRow{text: line, y: y + step/2, line: h})
			y += step
		}
	}
	fl.view = render.Rect{X: room.X, Y: y + 6, W: room.W, H: room.Y + room.H - y - 6}
	cols := max(1, min(n, int((w+cardGap)/(minW+cardGap))))
	cw := (w - cardGap*float64(cols-1)) / float64(cols)
	fl.laid = fl.laid[:0]
	top := 0.0
	for r := 0; r*cols < n; r++ {
		rowH := 0.0
		for i := r * cols; i < min(n, (r+1)*cols); i++ {
			rowH = max(rowH, height(i, cw))
		}
		for i := r * cols; i < min(n, (r+1)*cols); i++ {
			fl.laid = append(fl.laid, render.Rect{X: x + float64(i-r*cols)*(cw+cardGap), Y: top, W: cw, H: rowH})
		}
		top += rowH + cardGap
	}
	fl.height = max(0, top-cardGap)
	s.scrollBy(0)
}

// Stale reports whether the score must be laid out again for the frame:
// never laid out, or the window changed since (a phone turned).
func (s *Score) Stale(env *game.Env) bool { return s.key != frameKey(env) }

// Laid notes the frame the score was laid out for.
func (s *Score) Laid(env *game.Env) { s.key = frameKey(env) }

// frameKey is what a layout depends on of the frame: its size and shape.
func frameKey(env *game.Env) [3]float64 {
	f := env.Frame()
	return [3]float64{f.W, f.H, float64(f.Layout) + 1}
}

// scrollBy scrolls the cards by d design units, kept within them, and
// places them in the view.
func (s *Score) scrollBy(d float64) {
	fl := &s.fluid
	fl.scroll = max(0, min(fl.scroll+d, fl.height-fl.view.H))
	s.Cards = s.Cards[:0]
	for _, c := range fl.laid {
		c.Y += fl.view.Y + 4 - fl.scroll
		s.Cards = append(s.Cards, c)
	}
}

// scrolls reports whether the cards are taller than their view.
func (s *Score) scrolls() bool { return s.fluid.height > s.fluid.view.H+0.5 }

// InView reports whether a point of the screen is where the cards show:
// anywhere on the desktop, in the view on a phone.
func (s *Score) InView(env *game.Env, x, y float64) bool {
	f := env.Frame()
	if !f.Fluid() {
		return true
	}
	v := s.fluid.view
	return f.R(v.X, v.Y, v.W, v.H).Contains(x, y)
}

// Shows reports whether a piece's box on the screen lies whole in the
// cards' view: a piece the view cuts is no target (the cards scroll to it).
func (s *Score) Shows(env *game.Env, r render.Rect) bool {
	f := env.Frame()
	if !f.Fluid() {
		return true
	}
	v := s.fluid.view
	v = f.R(v.X, v.Y, v.W, v.H)
	return r.X >= v.X && r.Y >= v.Y && r.X+r.W <= v.X+v.W && r.Y+r.H <= v.Y+v.H
}

// HitView is the cards' view where they scroll, for a point that is on
// none of their pieces; nothing elsewhere.
func (s *Score) HitView(env *game.Env, x, y float64) input.Target {
	if env.Frame().Fluid() && s.scrolls() && s.InView(env, x, y) {
		return input.Target{Kind: KindScroll}
	}
	return input.Target{}
}

// Draggable: where the cards scroll, a drag on them scrolls them.
func (s *Score) Draggable(t input.Target) bool { return s.scrolls() && t.Kind != game.KindButton }

// scrollWith scrolls the cards by the wheel over them and by a drag.
func (s *Score) scrollWith(env *game.Env, in input.Intent) {
	if !s.scrolls() {
		return
	}
	f := env.Frame()
	switch in.Kind {
	case input.Scroll:
		if s.InView(env, in.X, in.Y) {
			s.scrollBy(-in.Amount * scrollStep)
		}
	case input.DragStart:
		s.fluid.dragY = in.Y
	case input.DragMove, input.Drop:
		s.scrollBy((s.fluid.dragY - in.Y) / f.S)
		s.fluid.dragY = in.Y
	}
}

// View is the image the cards are drawn on: the screen, cut to the
// cards' view on a phone (where they scroll under the head and buttons).
func (s *Score) View(env *game.Env, dst *ebiten.Image) *ebiten.Image {
	f := env.Frame()
	if !f.Fluid() {
		return dst
	}
	v := s.fluid.view
	r := f.R(v.X, v.Y, v.W, v.H)
	return dst.SubImage(image.Rect(int(r.X), int(r.Y), int(math.Ceil(r.X+r.W)), int(math.Ceil(r.Y+r.H)))).(*ebiten.Image)
}

// DrawHead draws the head's lines on a phone's or a tablet's canvas,
// centred over the cards; false on the desktop, where the game draws its own.
func (s *Score) DrawHead(env *game.Env, dst *ebiten.Image) bool {
	f := env.Frame()
	if !f.Fluid() {
		return false
	}
	text := env.Text()
	cx := s.fluid.room.X + s.fluid.room.W/2
	for _, r := range s.fluid.head {
		if r.line.Bold {
			text.DrawBold(dst, r.text, f.X(cx), f.Y(r.y), f.Px(r.line.Size), r.line.Ink, render.Center)
		} else {
			text.Draw(dst, r.text, f.X(cx), f.Y(r.y), f.Px(r.line.Size), r.line.Ink, render.Center)
		}
	}
	return true
}

// drawScrollbar shows, beside cards that scroll, how far down they are.
func (s *Score) drawScrollbar(env *game.Env, dst *ebiten.Image) {
	if !env.Frame().Fluid() || !s.scrolls() {
		return
	}
	f, fl := env.Frame(), &s.fluid
	v := fl.view
	h := v.H * v.H / fl.height
	y := v.Y + (v.H-h)*fl.scroll/(fl.height-v.H)
	env.Paint().Box(dst, f.R(v.X+v.W-7, y, 4, h), f.Px(2), render.InkDim)
}

// CardsView is the cards' room on a phone's or a tablet's canvas, in
// design units, where they scroll; zero on the desktop.
func (s *Score) CardsView() render.Rect { return s.fluid.view }
