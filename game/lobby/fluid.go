package lobby

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/render"
)

// The measures of online play's screens on a phone's or a tablet's
// canvas, in CSS pixels: a finger's buttons, texts read at arm's length.
const (
	fluidMargin = 16.0
	fluidButton = 48.0 // a button's height: a finger's 44 and a little
	fluidGap    = 8.0
	fluidStep   = fluidButton + fluidGap
	fluidTitle  = 26.0 // a screen's title, at its largest
	fluidText   = 16.0 // a sentence
	fluidSmall  = 14.0 // a label, a hint
	fluidPanel  = 560.0
)

// inOwnFrame lays a scene out in the frame it is drawn in, whichever
// scene's frame env holds now (a scene opened from a table laid out on
// the desktop's canvas), and gives env its frame back.
func inOwnFrame(env *game.Env, s game.Scene, lay func()) {
	f := env.Frame()
	prev := *f
	env.Enter(s)
	lay()
	*f = prev
}

// para is a text wrapped for a fluid canvas: its lines, their size and
// the step from one line to the next, in design units.
type para struct {
	lines      []string
	size, step float64
	bold       bool
}

// wrapPara wraps s to a width at a size, breaking a link or an address
// too long for a line anywhere.
func wrapPara(env *game.Env, s string, size, width float64) para {
	f := env.Frame()
	return para{lines: env.Text().WrapAnywhere(s, f.Px(size), f.Px(width)), size: size, step: size * 1.3}
}

// headingPara is a title for a width: on one line, smaller down to 20,
// or on lines of its own.
func headingPara(env *game.Env, s string, size, width float64) para {
	f, text := env.Frame(), env.Text()
	px := text.FitSize(s, f.Px(size), f.Px(20), f.Px(width), true)
	lines := []string{s}
	if text.Width(s, px, true) > f.Px(width) {
		lines = text.Wrap(s, px, f.Px(width)*0.9) // bold is wider than what Wrap measures
	}
	size = px / f.S
	return para{lines: lines, size: size, step: size * 1.25, bold: true}
}

// height is the room the lines take.
func (p para) height() float64 { return float64(len(p.lines)) * p.step }

// draw draws the lines from top down, at x as align says.
func (p para) draw(env *game.Env, dst *ebiten.Image, x, top float64, col color.Color, align render.Align) {
	f, text := env.Frame(), env.Text()
	for i, line := range p.lines {
		y := f.Y(top + p.step*(float64(i)+0.5))
		if p.bold {
			text.DrawBold(dst, line, f.X(x), y, f.Px(p.size), col, align)
		} else {
			text.Draw(dst, line, f.X(x), y, f.Px(p.size), col, align)
		}
	}
}

// placed is a para where it is drawn: x as its align says, its top.
type placed struct {
	para
	x, top float64
	align  render.Align
}

func (p placed) drawIn(env *game.Env, dst *ebiten.Image, col color.Color) {
	p.draw(env, dst, p.x, p.top, col, p.align)
}

// buttonRow places buttons side by side across a width from left, their
// height fluidButton, sharing the width; in a column instead when a label
// would not keep its margins. It returns them and the room they took.
func buttonRow(env *game.Env, left, top, width float64, buttons ...render.MenuButton) ([]render.MenuButton, float64) {
	f, paint := env.Frame(), env.Paint()
	n := float64(len(buttons))
	w := (width - fluidGap*(n-1)) / n
	fits := true
	for _, b := range buttons {
		fits = fits && paint.LabelFits(b.Label, f.Px(w), f.S)
	}
	if fits {
		return render.Row(left, top+fluidButton/2, w, fluidButton, fluidGap, buttons...), fluidStep
	}
	return render.Column(left+width/2, top+fluidButton/2, width, fluidButton, fluidStep, buttons...), fluidStep * n
}

// fluidColumn is the column a fluid screen's content stands in: centred,
// as wide as the canvas allows up to most.
func fluidColumn(f *render.Frame, most float64) (left, width float64) {
	width = min(most, f.DW-2*fluidMargin)
	return (f.DW - width) / 2, width
}

// said is a sentence of a notice, its size and colour.
type said struct {
	text string
	size float64
	ink  color.Color
}

// noticePlace is where a notice's words stand: its title, its sentences.
type noticePlace struct {
	title placed
	says  []placed
	inks  []color.Color
}

// placeNotice lays out a screen that says something (connecting, refused,
// a seat lost) on a fluid canvas: its title, its sentences wrapped, and
// its buttons side by side where their labels fit, else one under
// another, the whole centred on the canvas.
func placeNotice(env *game.Env, title string, says []said, buttons ...render.MenuButton) (noticePlace, []render.MenuButton) {
	f := env.Frame()
	left, w := fluidColumn(f, fluidPanel)
	var np noticePlace
	np.title = placed{para: headingPara(env, title, fluidTitle+4, w), x: left + w/2, align: render.Center}
	for _, s := range says {
		p := placed{para: wrapPara(env, s.text, s.size, w), x: left + w/2, align: render.Center}
		np.says, np.inks = append(np.says, p), append(np.inks, s.ink)
	}
	bw := min(w, 280*float64(len(buttons))+fluidGap*float64(len(buttons)-1))
	b, bh := buttonRow(env, left+(w-bw)/2, 0, bw, buttons...)
	stackCentred(f, &np.title, np.says, 3*fluidGap, b, bh)
	return np, b
}

// stackHeight is how tall a title and its lines stand one under another
// (stackCentred), without the buttons.
func stackHeight(title placed, lines []placed) float64 {
	h := title.height() + 2*fluidGap
	for _, l := range lines {
		h += l.height() + fluidGap
	}
	return h
}

// stackCentred stands a title, its lines and then the buttons (laid out
// from 0, bh tall) one under another, gap above the buttons, the whole
// centred in the canvas's height.
func stackCentred(f *render.Frame, title *placed, lines []placed, gap float64, b []render.MenuButton, bh float64) {
	y := max(fluidMargin, (f.DH-stackHeight(*title, lines)-gap-bh)/2)
	title.top = y
	y += title.height() + 2*fluidGap
	for i := range lines {
		lines[i].top = y
		y += lines[i].height() + fluidGap
	}
	y += gap
	for i := range b {
		b[i].Y += y
	}
}

// draw draws the notice's words.
func (np *noticePlace) draw(env *game.Env, dst *ebiten.Image) {
	np.title.drawIn(env, dst, render.Gold)
	for i, p := range np.says {
		p.drawIn(env, dst, np.inks[i])
	}
}
