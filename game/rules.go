package game

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/input"
	"orbis/render"
)

// rulesOverlay shows a game's rules, in the catalogue's words, over any
// scene (F1). It is passive: a game beneath it goes on.
type rulesOverlay struct {
	sections []RuleSection
	lines    []ruleLine
	offset   float64 // scrolled, in design units
	width    float64
	scale    float64 // the interface scale of its text
	// On a phone's or a tablet's window: the text's room, scrolled by the
	// wheel and a finger, and the Close button a finger presses.
	fluid  bool
	scroll render.Scroll
	top    float64
	titleY float64
	close  []render.MenuButton
	hover  input.Target
}

type ruleLine struct {
	text    string
	heading bool
}

const (
	rulesBodySize = 16.0
	rulesLineH    = 23.0
	// kindRulesText is the rules' text on a fluid canvas, which a
	// finger's drag scrolls.
	kindRulesText = 2
	btnRulesClose = 1
)

// newRulesOverlay lays out a game's rules, section by section.
func newRulesOverlay(env *Env, sections []RuleSection) *rulesOverlay {
	o := &rulesOverlay{sections: sections}
	LayOutFor(env, o, func() { o.Restyle(env) })
	return o
}

// Restyle wraps the rules for the window and the interface scale as they
// are now: the desktop's 900 units wide, a phone's or a tablet's width.
func (o *rulesOverlay) Restyle(env *Env) {
	f := env.Frame()
	o.width, o.scale, o.fluid = 900, env.InterfaceScale(), f.Fluid()
	if o.fluid {
		o.layFluid(env)
	}
	o.lines = o.lines[:0]
	for _, sec := range o.sections {
		o.lines = append(o.lines, ruleLine{text: env.T(sec.Title), heading: true})
		for _, para := range strings.Split(env.T(sec.Body), "\n") {
			for _, line := range env.Text().Wrap(para, f.Px(rulesBodySize*o.scale), f.Px(o.width)) {
				o.lines = append(o.lines, ruleLine{text: line})
			}
		}
		o.lines = append(o.lines, ruleLine{})
	}
	o.scroll.Content = float64(len(o.lines)) * rulesLineH * o.scale
	o.scroll.Clamp()
}

// The fluid rules' measures, in CSS pixels.
const (
	rulesFluidTitle = 22.0
	rulesFluidWidth = 680.0 // a line at its longest, for the eye
)

// layFluid places the rules' title, room and Close button on a phone's or
// a tablet's window: Close under the text, or beside the title where the
// window is on its side.
func (o *rulesOverlay) layFluid(env *Env) {
	f, text := env.Frame(), env.Text()
	W, H := f.DW, f.DH
	m := render.FluidMargin
	o.width = min(W-2*m-render.FluidGap, rulesFluidWidth)
	label := env.T("review.close")
	bw := min(W-2*m, max(160, render.LabelNeed(text, f, label)))
	close := render.MenuButton{ID: btnRulesClose, Label: label, Enabled: true, Primary: true}
	bottom := H - m/2
	if f.Layout == render.Landscape {
		o.close, _ = render.Grid(W-m-bw, m/2, bw, render.FluidTarget, 0, 1, close)
		o.titleY, o.top = m/2+render.FluidTarget/2, m/2+render.FluidTarget+render.FluidGap
	} else {
		o.close, _ = render.Grid((W-bw)/2, H-m-render.FluidTarget, bw, render.FluidTarget, 0, 1, close)
		o.titleY, o.top = m+rulesFluidTitle/2, m+rulesFluidTitle+render.FluidGap
		bottom = H - m - render.FluidTarget - render.FluidGap
	}
	o.scroll.Room = bottom - o.top
}

func (o *rulesOverlay) Passive() bool { return true }

func (o *rulesOverlay) Hit(env *Env, x, y float64) input.Target {
	if !o.fluid {
		return input.Target{}
	}
	if t := HitMenu(env, o.close, x, y); t.Kind != 0 {
		return t
	}
	f := env.Frame()
	if d := (y - f.Y(0)) / f.S; d >= o.top && d < o.top+o.scroll.Room {
		return input.Target{Kind: kindRulesText}
	}
	return input.Target{}
}

// Draggable: on a fluid canvas a finger's drag on the text scrolls it.
func (o *rulesOverlay) Draggable(t input.Target) bool { return o.fluid && t.Kind == kindRulesText }

// Responsive: the rules lay themselves out for a phone's or a tablet's
// window.
func (o *rulesOverlay) Responsive() bool { return true }

// Resting: the rules change only when the player turns a page.
func (o *rulesOverlay) Resting() bool { return true }

func (o *rulesOverlay) Update(env *Env, intents []input.Intent) (Change, error) {
	o.hover = LatestHover(intents, o.hover)
	if Pressed(intents, input.KeyCancel) || Pressed(intents, input.Click) {
		return Pop(), nil
	}
	if o.fluid {
		ScrollBy(env, intents, &o.scroll)
		o.scroll.By(o.keys() * 12)
		return Stay, nil
	}
	o.scroll1()
	return Stay, nil
}

// keys is the way the arrow keys held scroll: 1 down, -1 up, 0 none.
func (o *rulesOverlay) keys() float64 {
	d := 0.0
	if ebiten.IsKeyPressed(ebiten.KeyDown) {
		d++
	}
	if ebiten.IsKeyPressed(ebiten.KeyUp) {
		d--
	}
	return d
}

// scroll1 follows the mouse wheel and the arrow keys on the desktop.
func (o *rulesOverlay) scroll1() {
	_, dy := ebiten.Wheel()
	o.offset -= dy * 40
	o.offset += o.keys() * 12
	o.offset = max(0, min(o.offset, float64(len(o.lines))*rulesLineH*o.scale-560))
}

func (o *rulesOverlay) Draw(env *Env, dst *ebiten.Image) {
	if o.fluid {
		o.drawFluid(env, dst)
		return
	}
	f, text, paint := env.Frame(), env.Text(), env.Paint()
	paint.Box(dst, render.Rect{W: f.W, H: f.H}, 0, render.Dim)
	panel := f.R(170, 40, 940, 720)
	paint.Box(dst, panel, f.Px(14), render.FeltDark)
	paint.Frame(dst, panel, f.Px(14), f.Px(1.5), render.Gold)
	defer text.Restore(text.Within(dst, panel))
	text.DrawBold(dst, env.T("rules.title"), f.X(640), f.Y(76), f.Px(26), render.Gold, render.Center)
	top, bottom := 118.0, 712.0
	for i, line := range o.lines {
		y := top + float64(i)*rulesLineH*o.scale - o.offset
		if y < top-4 || y > bottom {
			continue
		}
		o.drawLine(env, dst, line, 200, y)
	}
	text.Draw(dst, env.T("rules.close"), f.X(640), f.Y(740), f.Px(13), render.InkDim, render.Center)
}

// drawLine draws a line of the rules, its middle at y.
func (o *rulesOverlay) drawLine(env *Env, dst *ebiten.Image, line ruleLine, x, y float64) {
	f, text := env.Frame(), env.Text()
	if line.heading {
		text.DrawBold(dst, line.text, f.X(x), f.Y(y), f.Px(19*o.scale), render.Gold, render.Left)
	} else {
		text.Draw(dst, line.text, f.X(x), f.Y(y), f.Px(rulesBodySize*o.scale), render.Ink, render.Left)
	}
}

// drawFluid draws the rules on a phone's or a tablet's window: the lines
// wholly in the text's room, none cut.
func (o *rulesOverlay) drawFluid(env *Env, dst *ebiten.Image) {
	f, text, paint := env.Frame(), env.Text(), env.Paint()
	paint.Box(dst, render.Rect{W: f.W, H: f.H}, 0, render.FeltDark)
	text.DrawBold(dst, env.T("rules.title"), f.X(render.FluidMargin), f.Y(o.titleY), f.Px(rulesFluidTitle), render.Gold, render.Left)
	step := rulesLineH * o.scale
	x := (f.DW - o.width) / 2
	first := max(0, int(o.scroll.Offset/step))
	for i := first; i < len(o.lines); i++ {
		y := float64(i) * step
		if y-o.scroll.Offset+step > o.scroll.Room+0.5 {
			break
		}
		if o.scroll.Shows(y, step) {
			o.drawLine(env, dst, o.lines[i], x, o.top+y-o.scroll.Offset+step/2)
		}
	}
	paint.ScrollBar(dst, f, f.DW-render.FluidMargin/2, o.top, &o.scroll)
	DrawMenu(env, dst, o.close, o.hover, 0)
}

// Rules returns the rules overlay of the game whose rules the catalogue
// keeps under key, for a scene's own rules button.
func Rules(env *Env, sections []RuleSection) Scene { return newRulesOverlay(env, sections) }
