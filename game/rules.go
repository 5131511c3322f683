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
	lines  []ruleLine
	offset float64 // scrolled, in design units
	width  float64
	scale  float64 // the interface scale of its text
}

type ruleLine struct {
	text    string
	heading bool
}

const (
	rulesBodySize = 16.0
	rulesLineH    = 23.0
)

// newRulesOverlay lays out a game's rules, section by section.
func newRulesOverlay(env *Env, sections []RuleSection) *rulesOverlay {
	o := &rulesOverlay{width: 900, scale: env.InterfaceScale()}
	f := env.Frame()
	for _, sec := range sections {
		o.lines = append(o.lines, ruleLine{text: env.T(sec.Title), heading: true})
		for _, para := range strings.Split(env.T(sec.Body), "\n") {
			for _, line := range env.Text().Wrap(para, f.Px(rulesBodySize*o.scale), f.Px(o.width)) {
				o.lines = append(o.lines, ruleLine{text: line})
			}
		}
		o.lines = append(o.lines, ruleLine{})
	}
	return o
}

func (o *rulesOverlay) Passive() bool { return true }

func (o *rulesOverlay) Hit(*Env, float64, float64) input.Target { return input.Target{} }

func (o *rulesOverlay) Draggable(input.Target) bool { return false }

// Resting: the rules change only when the player turns a page.
func (o *rulesOverlay) Resting() bool { return true }

func (o *rulesOverlay) Update(env *Env, intents []input.Intent) (Change, error) {
	if Pressed(intents, input.KeyCancel) || Pressed(intents, input.Click) {
		return Pop(), nil
	}
	o.scroll()
	return Stay, nil
}

// scroll follows the mouse wheel and the arrow keys.
func (o *rulesOverlay) scroll() {
	_, dy := ebiten.Wheel()
	o.offset -= dy * 40
	if ebiten.IsKeyPressed(ebiten.KeyDown) {
		o.offset += 12
	}
	if ebiten.IsKeyPressed(ebiten.KeyUp) {
		o.offset -= 12
	}
	o.offset = max(0, min(o.offset, float64(len(o.lines))*rulesLineH*o.scale-560))
}

func (o *rulesOverlay) Draw(env *Env, dst *ebiten.Image) {
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
		if line.heading {
			text.DrawBold(dst, line.text, f.X(200), f.Y(y), f.Px(19*o.scale), render.Gold, render.Left)
		} else {
			text.Draw(dst, line.text, f.X(200), f.Y(y), f.Px(rulesBodySize*o.scale), render.Ink, render.Left)
		}
	}
	text.Draw(dst, env.T("rules.close"), f.X(640), f.Y(740), f.Px(13), render.InkDim, render.Center)
}

// Rules returns the rules overlay of the game whose rules the catalogue
// keeps under key, for a scene's own rules button.
func Rules(env *Env, sections []RuleSection) Scene { return newRulesOverlay(env, sections) }
