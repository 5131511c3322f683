package lobby

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/render"
)

// The screens of a room for many seats (its size, its wait for the
// start) lay out as a column of lines and rows of buttons, on the
// desktop's canvas and a phone's alike: 48-unit buttons, 16 units and up
// of text, the whole centred.

// column is a screen's content from top down, as it is laid out: each
// line a wrapped sentence, each row buttons side by side (or one under
// another where their labels do not fit).
type column struct {
	left, width float64
	lines       []placed
	inks        []color.Color
	menu        []render.MenuButton
	h           float64 // the room taken so far, from 0
}

func newColumn(env *game.Env) *column { return newColumnOf(env, fluidPanel) }

// newColumnOf is a column as wide as the canvas allows up to most.
func newColumnOf(env *game.Env, most float64) *column {
	left, w := fluidColumn(env.Frame(), most)
	return &column{left: left, width: w}
}

// title adds the screen's title.
func (c *column) title(env *game.Env, s string) {
	p := placed{para: headingPara(env, s, fluidTitle+4, c.width), x: c.left + c.width/2, top: c.h, align: render.Center}
	c.lines, c.inks = append(c.lines, p), append(c.inks, render.Gold)
	c.h += p.height() + 2*fluidGap
}

// say adds a sentence, wrapped to the column.
func (c *column) say(env *game.Env, s string, size float64, ink color.Color) {
	if s == "" {
		return
	}
	p := placed{para: wrapPara(env, s, size, c.width), x: c.left + c.width/2, top: c.h, align: render.Center}
	c.lines, c.inks = append(c.lines, p), append(c.inks, ink)
	c.h += p.height() + fluidGap
}

// row adds buttons across the column's width (or less, as wide as most
// each).
func (c *column) row(env *game.Env, most float64, buttons ...render.MenuButton) {
	if len(buttons) == 0 {
		return
	}
	w := min(c.width, most*float64(len(buttons))+fluidGap*float64(len(buttons)-1))
	b, h := buttonRow(env, c.left+(c.width-w)/2, c.h, w, buttons...)
	c.menu = append(c.menu, b...)
	c.h += h
}

// fits reports whether buttons side by side across the column keep their
// labels within them.
func (c *column) fits(env *game.Env, buttons ...render.MenuButton) bool {
	f, paint := env.Frame(), env.Paint()
	w := (c.width - fluidGap*float64(len(buttons)-1)) / float64(len(buttons))
	for _, b := range buttons {
		if !paint.LabelFits(b.Label, f.Px(w), f.S) {
			return false
		}
	}
	return true
}

// grid adds texts in cells, cols to a row across the column, each
// wrapped to its cell and centred in it.
func (c *column) grid(env *game.Env, texts []string, cols int, size float64, ink color.Color) {
	cellW := (c.width - fluidGap*float64(cols-1)) / float64(cols)
	for i := 0; i < len(texts); i += cols {
		rowH := 0.0
		for j := i; j < min(i+cols, len(texts)); j++ {
			p := wrapPara(env, texts[j], size, cellW)
			x := c.left + float64(j-i)*(cellW+fluidGap) + cellW/2
			c.lines, c.inks = append(c.lines, placed{para: p, x: x, top: c.h, align: render.Center}), append(c.inks, ink)
			rowH = max(rowH, p.height())
		}
		c.h += rowH + fluidGap
	}
}

// stepper adds a value between buttons that change it: the buttons
// before it on its left, those after on its right, the value's words in
// the middle. Where the column is too narrow for them all, the outer
// ones (the larger steps) are left out.
func (c *column) stepper(env *game.Env, value string, before, after []render.MenuButton) {
	const most, least, mid = 56.0, 44.0, 96.0
	for len(before) > 1 && (c.width-mid)/float64(len(before)+len(after))-fluidGap < least {
		before, after = before[1:], after[:len(after)-1]
	}
	n := float64(len(before) + len(after))
	bw := max(least, min(most, (c.width-mid)/n-fluidGap))
	midW := c.width - n*(bw+fluidGap)
	x := c.left
	for i := range before {
		before[i].X, before[i].Y, before[i].W, before[i].H = x+bw/2, c.h+fluidButton/2, bw, fluidButton
		x += bw + fluidGap
	}
	p := wrapPara(env, value, fluidText+4, midW)
	p.bold = true
	c.lines = append(c.lines, placed{para: p, x: x + midW/2, top: c.h + (fluidButton-p.height())/2, align: render.Center})
	c.inks = append(c.inks, render.Ink)
	x += midW
	for i := range after {
		x += fluidGap
		after[i].X, after[i].Y, after[i].W, after[i].H = x+bw/2, c.h+fluidButton/2, bw, fluidButton
		x += bw
	}
	c.menu = append(c.menu, before...)
	c.menu = append(c.menu, after...)
	c.h += max(fluidStep, p.height()+fluidGap)
}

// halves are two columns side by side under this one's content so far,
// a gap between them: a wide, low canvas's. join takes them back in.
func (c *column) halves() (l, r *column) {
	w := (c.width - 2*fluidGap) / 2
	return &column{left: c.left, width: w, h: c.h}, &column{left: c.left + w + 2*fluidGap, width: w, h: c.h}
}

// join takes the halves' content into the column, which goes on under
// the taller.
func (c *column) join(halves ...*column) {
	for _, o := range halves {
		c.lines, c.inks, c.menu = append(c.lines, o.lines...), append(c.inks, o.inks...), append(c.menu, o.menu...)
		c.h = max(c.h, o.h)
	}
}

// gap adds room between parts.
func (c *column) gap(h float64) { c.h += h }

// centre moves the whole column to the canvas' middle, or to its top
// margin when it is taller than the canvas.
func (c *column) centre(env *game.Env) {
	dy := max(fluidMargin, (env.Frame().DH-c.h)/2)
	for i := range c.lines {
		c.lines[i].top += dy
	}
	for i := range c.menu {
		c.menu[i].Y += dy
	}
}

// draw draws the column's words; its buttons are the scene's menu.
func (c *column) draw(env *game.Env, dst *ebiten.Image) {
	for i, p := range c.lines {
		p.drawIn(env, dst, c.inks[i])
	}
}
