package game

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/input"
	"orbis/render"
)

// rulesOverlay shows the rules in the game's own words over any scene.
type rulesOverlay struct {
	lines  []ruleLine
	offset float64 // scrolled, in design units
	width  float64
}

type ruleLine struct {
	text    string
	heading bool
}

const (
	rulesBodySize = 16.0
	rulesLineH    = 23.0
)

func newRulesOverlay(a *App) *rulesOverlay {
	o := &rulesOverlay{width: 900}
	f := a.Frame()
	for _, id := range strings.Split(a.T("rules.sections"), ",") {
		id = strings.TrimSpace(id)
		o.lines = append(o.lines, ruleLine{text: a.T("rules." + id + ".title"), heading: true})
		for _, para := range strings.Split(a.T("rules."+id+".body"), "\n") {
			for _, line := range a.text.Wrap(para, f.Px(rulesBodySize), f.Px(o.width)) {
				o.lines = append(o.lines, ruleLine{text: line})
			}
		}
		o.lines = append(o.lines, ruleLine{})
	}
	return o
}

func (o *rulesOverlay) handle(a *App, in input.Intent) {
	if in.Kind == input.KeyCancel || in.Kind == input.Click {
		a.rules = nil
	}
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
	o.offset = max(0, min(o.offset, float64(len(o.lines))*rulesLineH-560))
}

func (o *rulesOverlay) draw(a *App, dst *ebiten.Image) {
	f := a.Frame()
	a.paint.Box(dst, render.Rect{W: f.W, H: f.H}, 0, dimColor)
	panel := f.R(170, 40, 940, 720)
	a.paint.Box(dst, panel, f.Px(14), render.FeltDark)
	a.paint.Frame(dst, panel, f.Px(14), f.Px(1.5), render.Gold)
	a.text.DrawBold(dst, a.T("rules.title"), f.X(640), f.Y(76), f.Px(26), render.Gold, render.Center)
	top, bottom := 118.0, 712.0
	for i, line := range o.lines {
		y := top + float64(i)*rulesLineH - o.offset
		if y < top-4 || y > bottom {
			continue
		}
		if line.heading {
			a.text.DrawBold(dst, line.text, f.X(200), f.Y(y), f.Px(19), render.Gold, render.Left)
		} else {
			a.text.Draw(dst, line.text, f.X(200), f.Y(y), f.Px(rulesBodySize), render.Ink, render.Left)
		}
	}
	a.text.Draw(dst, a.T("rules.close"), f.X(640), f.Y(740), f.Px(13), render.InkDim, render.Center)
}
