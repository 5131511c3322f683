package orbit

import (
	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/render"
	board "orbis/render/orbit"
	rules "orbis/rules/orbit"
)

// draw draws the grid as place wrote it: a fluid table's row under the
// status; the panel, its head and the cells in view (the sort buttons are
// the table's menu's).
func (c *captains) draw(env *game.Env, dst *ebiten.Image, art *board.Art, seen *rules.View) {
	f, text, paint := env.Frame(), env.Text(), env.Paint()
	if f.Fluid() && !c.open {
		c.drawHead(text, dst, f, c.row)
		return
	}
	p := f.R(c.panel.X, c.panel.Y, c.panel.W, c.panel.H)
	fill := render.FeltLight
	if f.Fluid() {
		fill = render.FeltDark // over the table
	}
	paint.Box(dst, p, f.Px(10), fill)
	if f.Fluid() {
		c.drawHead(text, dst, f, c.row)
	} else {
		c.drawHead(text, dst, f, c.panel)
	}
	for i := range c.cells {
		cell := &c.cells[i]
		paint.Box(dst, cell.box, f.Px(8), render.Felt)
		if cell.marked {
			paint.Frame(dst, cell.box, f.Px(8), f.Px(2), render.Gold)
		}
		before := text.Within(dst, cell.box)
		x, y := cell.box.X+f.Px(captainPad), cell.box.Y+f.Px(captainPad+captainPitch/2)
		text.DrawBold(dst, cell.name, x, y, f.Px(captainNamePx), render.Ink, render.Left)
		y += f.Px(captainPitch)
		text.DrawBold(dst, cell.score, x, y, f.Px(captainNamePx), render.Gold, render.Left)
		for _, line := range cell.status {
			y += f.Px(captainPitch)
			text.Draw(dst, line, x, y, f.Px(captainWordPx), cell.ink, render.Left)
		}
		text.Restore(before)
		art.System(dst, seen, cell.seat, cell.cx, cell.cy, cell.radius, &c.opts)
	}
	c.drawScrollbar(env, dst)
}

// drawHead draws the head's words, within a room (design units).
func (c *captains) drawHead(text *render.Text, dst *ebiten.Image, f *render.Frame, r render.Rect) {
	defer text.Restore(text.Within(dst, f.R(r.X, r.Y, r.W, r.H)))
	for i := range c.head {
		c.head[i].Draw(text, dst, f, 0)
	}
}

// drawScrollbar shows, beside cells that scroll, how far down they are.
func (c *captains) drawScrollbar(env *game.Env, dst *ebiten.Image) {
	s := &c.scroll
	if !s.Scrolls() {
		return
	}
	f, r := env.Frame(), c.room
	h := r.H * r.H / s.Content
	y := r.Y + (r.H-h)*s.Offset/s.Max()
	env.Paint().Box(dst, f.R(r.X+r.W+captainPad/2-2, y, 4, h), f.Px(2), render.InkDim)
}
