package orbit

import (
	"math"

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
		c.drawSystem(dst, art, seen, cell)
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

// cellArt is a cell's system drawn once on an image of its own, and what
// it was drawn from: drawn again only when its ring or ships moved or the
// window changed its size, so that a frame draws a hundred captains' rings
// as pictures, not as paths.
type cellArt struct {
	img    *ebiten.Image
	ring   [rules.MaxRing]rules.RingHex
	ships  [rules.Ships]uint8
	n      uint8
	radius float64
	fluid  bool // the art's ships stand as a finger's table has them
}

// drawSystem draws a cell's system from its picture, drawn afresh where
// the system changed.
func (c *captains) drawSystem(dst *ebiten.Image, art *board.Art, seen *rules.View, cell *captainCell) {
	for len(c.art) < seen.NumPlayers() {
		c.art = append(c.art, cellArt{})
	}
	a := &c.art[cell.seat]
	p := seen.Player(cell.seat)
	half := math.Ceil(board.RingReach(cell.radius) + 2)
	if a.img == nil || a.radius != cell.radius {
		if a.img != nil {
			a.img.Deallocate()
		}
		a.img, a.radius, a.n = ebiten.NewImage(int(2*half), int(2*half)), cell.radius, 0
	}
	if a.n == 0 || a.n != p.RingLen || a.ring != p.Ring || a.ships != p.Ships || a.fluid != art.Fluid {
		a.img.Clear()
		art.System(a.img, seen, cell.seat, half, half, cell.radius, &c.opts)
		a.ring, a.ships, a.n, a.fluid = p.Ring, p.Ships, p.RingLen, art.Fluid
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(math.Round(cell.cx-half), math.Round(cell.cy-half))
	dst.DrawImage(a.img, &op)
}
