package orbis

import (
	"image"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/input"
	"orbis/render"
	board "orbis/render/orbis"
	rules "orbis/rules/orbis"
)

// legend explains the table's icons and glyphs over it: a region tile
// taken apart, the worshippers, the colours, the tokens, and the slots'
// glows. It is passive, like the rules: the game beneath goes on. Its
// words are written once, when it opens.
type legend struct {
	g         *Game
	sample    *rules.Tile // a tile to take apart: one with a cost of several colours
	parts     [][]string  // the sample's numbered parts, wrapped
	rows      []legendRow
	keys      []string // the keys that play the table, wrapped
	title     string
	keysTitle string
	close     string
	// under is drawn beneath the legend when it is the only scene (a
	// picture of it); over a game, the App draws the game.
	under game.Scene
	// On a phone's or a tablet's window: the legend is a column that
	// scrolls under its title, with a Close button a finger presses.
	fluid bool
	fl    legendFluid
}

// legendRow is one icon of the legend and what it means.
type legendRow struct {
	draw func(art *board.Sprites, dst *ebiten.Image, f *render.Frame, cx, cy float64)
	text []string // wrapped
}

// The legend's measures, in design units.
const (
	legendX, legendY, legendW, legendH = 50.0, 40.0, 1180.0, 720.0
	legendTileX, legendTileY           = 300.0, 260.0 // the sample tile's centre
	legendTileR                        = 110.0
	legendRowsX                        = 600.0 // where the rows of icons begin
	legendTextW                        = 540.0
)

func newLegend(g *Game, env *game.Env, set *rules.TileSet) *legend {
	lg := &legend{g: g, sample: legendSample(set)}
	game.LayOutFor(env, lg, func() { lg.Restyle(env) })
	return lg
}

// Restyle writes the legend's words for the window as it is now: the
// desktop's panel, or a phone's or a tablet's column.
func (lg *legend) Restyle(env *game.Env) {
	f, text := env.Frame(), env.Text()
	lg.fluid = f.Fluid()
	lg.title, lg.close = env.T("orbis.legend.title"), env.T(env.Pointing("orbis.legend.close", "orbis.legend.close_touch"))
	partsW, keysW, textW := legendRowsX-legendX-110, legendRowsX-legendX-60, legendTextW
	if lg.fluid {
		cw := legendColumn(f)
		partsW, keysW, textW = cw-legendNumberW, cw, cw-legendIconW
	}
	lg.parts, lg.keys, lg.rows = lg.parts[:0], lg.keys[:0], lg.rows[:0]
	for _, key := range []string{"orbis.legend.cost", "orbis.legend.cp", "orbis.legend.glyph", "orbis.legend.effect", "orbis.legend.level"} {
		lg.parts = append(lg.parts, text.Wrap(env.T(key), f.Px(14), f.Px(partsW)))
	}
	lg.keysTitle = env.T("orbis.legend.keys")
	for _, key := range legendKeys {
		lg.keys = append(lg.keys, text.Wrap(env.T(key), f.Px(13), f.Px(keysW))...)
	}
	wrap := func(s string) []string { return text.Wrap(s, f.Px(14), f.Px(textW)) }
	row := func(key string, draw func(art *board.Sprites, dst *ebiten.Image, f *render.Frame, cx, cy float64)) {
		lg.rows = append(lg.rows, legendRow{draw: draw, text: wrap(env.T(key))})
	}
	row("orbis.legend.pawns", func(art *board.Sprites, dst *ebiten.Image, f *render.Frame, cx, cy float64) {
		art.Pawn(dst, rules.Red, f.X(cx-12), f.Y(cy), f.Px(22))
		art.Pawn(dst, rules.Blue, f.X(cx+12), f.Y(cy), f.Px(22))
	})
	row("orbis.legend.cubes", func(art *board.Sprites, dst *ebiten.Image, f *render.Frame, cx, cy float64) {
		art.Cube(dst, rules.Yellow, f.X(cx), f.Y(cy), f.Px(24))
	})
	colours := make([]string, 0, rules.NumColors)
	for c := range rules.NumColors {
		colours = append(colours, colorWord(env, rules.Color(c)))
	}
	lg.rows = append(lg.rows, legendRow{text: wrap(env.T("orbis.legend.colours", env.And(colours...))), draw: func(art *board.Sprites, dst *ebiten.Image, f *render.Frame, cx, cy float64) {
		for c := range rules.NumColors {
			art.Glyph(dst, rules.Color(c), f.X(cx-30+15*float64(c)), f.Y(cy), f.Px(13), art.Art.Pal.Of(rules.Color(c)))
		}
	}})
	row("orbis.legend.temple_token", func(art *board.Sprites, dst *ebiten.Image, f *render.Frame, cx, cy float64) {
		art.TempleToken(dst, 7, f.X(cx), f.Y(cy), f.Px(18))
	})
	row("orbis.legend.reduction", func(art *board.Sprites, dst *ebiten.Image, f *render.Frame, cx, cy float64) {
		art.ReductionToken(dst, rules.Green, f.X(cx), f.Y(cy), f.Px(16))
	})
	row("orbis.legend.cancellation", func(art *board.Sprites, dst *ebiten.Image, f *render.Frame, cx, cy float64) {
		art.Cancellation(dst, f.X(cx), f.Y(cy), f.Px(16))
	})
	row("orbis.legend.wilderness", func(art *board.Sprites, dst *ebiten.Image, f *render.Frame, cx, cy float64) {
		art.Wilderness(dst, render.Hex{CX: f.X(cx), CY: f.Y(cy), R: f.Px(22)}, board.TileOpts{})
	})
	row("orbis.legend.slots", func(art *board.Sprites, dst *ebiten.Image, f *render.Frame, cx, cy float64) {
		for i, look := range []board.SlotLook{board.SlotFaceUp, board.SlotExchange, board.SlotWildOnly} {
			art.Slot(dst, render.Hex{CX: f.X(cx - 30 + 30*float64(i)), CY: f.Y(cy), R: f.Px(15)}, look)
		}
	})
	row("orbis.legend.god", func(art *board.Sprites, dst *ebiten.Image, f *render.Frame, cx, cy float64) {
		art.God(dst, rules.Love, render.Hex{CX: f.X(cx), CY: f.Y(cy), R: f.Px(22)}, board.TileOpts{})
	})
	if lg.fluid {
		lg.layFluid(env)
	}
}

// legendKeys say which keys play the table, a line each.
var legendKeys = [...]string{"orbis.legend.keys_focus", "orbis.legend.keys_confirm", "orbis.legend.keys_cancel", "orbis.legend.keys_undo", "orbis.legend.keys_help", "orbis.legend.keys_log"}

// legendSample picks the tile the legend takes apart: one whose cost has
// several colours (a multicolour symbol if any), at level 2 or 3.
func legendSample(set *rules.TileSet) *rules.Tile {
	var best *rules.Tile
	bestScore := -1
	for id := range set.Len() {
		t := set.Tile(rules.TileID(id))
		score := int(t.Level) + 2*int(t.Cost[rules.AnyColor])
		for c := range rules.NumColors {
			if t.Cost[c] > 0 {
				score++
			}
		}
		if t.Color == rules.White || t.Effect == rules.SacredStone {
			score -= 10 // the star hides the colour glyph the legend explains
		}
		if score > bestScore {
			best, bestScore = t, score
		}
	}
	return best
}

// Passive: the game beneath goes on while the legend is read.
func (lg *legend) Passive() bool { return true }

func (lg *legend) Hit(env *game.Env, x, y float64) input.Target {
	if !lg.fluid {
		return input.Target{}
	}
	return lg.hitFluid(env, x, y)
}

// Draggable: on a fluid canvas a finger's drag on the legend scrolls it.
func (lg *legend) Draggable(t input.Target) bool { return lg.fluid && t.Kind == kindLegendText }

// Responsive: the legend lays itself out for a phone's or a tablet's
// window, whether the table beneath does or not.
func (lg *legend) Responsive() bool { return true }

// Resting: the legend changes only when it is closed, once drawn whole.
func (lg *legend) Resting() bool { return lg.g.Settled() }

// Settled reports whether the legend's pieces are painted: it is shown
// whole once they are.
func (lg *legend) Settled() bool { return lg.g.Settled() }

func (lg *legend) Update(env *game.Env, intents []input.Intent) (game.Change, error) {
	if game.Pressed(intents, input.KeyCancel) || game.Pressed(intents, input.Click) || game.Pressed(intents, input.KeyLegend) {
		return game.Pop(), nil
	}
	if lg.fluid {
		lg.fl.hover = game.LatestHover(intents, lg.fl.hover)
		game.ScrollBy(env, intents, &lg.fl.scroll)
	}
	return game.Stay, nil
}

func (lg *legend) Draw(env *game.Env, dst *ebiten.Image) {
	if lg.fluid {
		lg.drawFluid(env, dst)
		return
	}
	f, text, paint := env.Frame(), env.Text(), env.Paint()
	if lg.under != nil {
		lg.under.Draw(env, dst)
		env.Text().ResetSmallest() // the table is measured as a scene of its own, as the App does
	}
	art := lg.g.drawer(env).Art
	if !art.Ready(func(dst *ebiten.Image) { lg.drawPieces(art, dst, f) }) {
		return // the legend opens whole, once its pieces are painted
	}
	paint.Box(dst, render.Rect{W: f.W, H: f.H}, 0, render.Dim)
	panel := f.R(legendX, legendY, legendW, legendH)
	paint.Box(dst, panel, f.Px(14), render.FeltLight)
	defer text.Restore(text.Within(dst, panel))
	text.DrawBold(dst, lg.title, f.X(legendX+28), f.Y(legendY+30), f.Px(22), render.Gold, render.Left)
	text.Draw(dst, lg.close, f.X(legendX+legendW-28), f.Y(legendY+30), f.Px(13), render.InkDim, render.Right)

	// The pieces; the sample tile's parts numbered.
	lg.drawPieces(art, dst, f)
	cx, cy, R := legendTileX, legendTileY, legendTileR
	for i, m := range legendMarks(cx, cy, R) {
		paint.Line(dst, f.X(m[2]), f.Y(m[3]), f.X(m[0]), f.Y(m[1]), f.Px(2), render.Gold)
		paint.Box(dst, f.R(m[0]-4, m[1]-4, 8, 8), f.Px(4), render.Gold)
		legendNumber(env, dst, i+1, m[2], m[3])
	}
	y := cy + R + 40
	for i, part := range lg.parts {
		legendNumber(env, dst, i+1, legendX+40, y)
		for _, line := range part {
			text.Draw(dst, line, f.X(legendX+62), f.Y(y), f.Px(14), render.Ink, render.Left)
			y += 19
		}
		y += 8
	}
	// The keys, under the parts.
	y += 14
	text.DrawBold(dst, lg.keysTitle, f.X(legendX+28), f.Y(y), f.Px(15), render.Gold, render.Left)
	for _, line := range lg.keys {
		y += 18
		text.Draw(dst, line, f.X(legendX+28), f.Y(y), f.Px(13), render.Ink, render.Left)
	}

	// What the icons mean, a row each.
	y = legendY + 70
	for _, row := range lg.rows {
		h := max(44, 19*float64(len(row.text))+8)
		for i, line := range row.text {
			text.Draw(dst, line, f.X(legendRowsX+80), f.Y(y+h/2+19*(float64(i)-float64(len(row.text)-1)/2)), f.Px(14), render.Ink, render.Left)
		}
		y += h + 6
	}
}

// drawPieces draws the legend's pieces: the sample tile, large, and the
// icon at the head of each row.
func (lg *legend) drawPieces(art *board.Sprites, dst *ebiten.Image, f *render.Frame) {
	if lg.sample != nil {
		art.Tile(dst, lg.sample, render.Hex{CX: f.X(legendTileX), CY: f.Y(legendTileY), R: f.Px(legendTileR)}, board.TileOpts{})
	}
	y := legendY + 70
	for _, row := range lg.rows {
		h := max(44, 19*float64(len(row.text))+8)
		row.draw(art, dst, f, legendRowsX+30, y+h/2)
		y += h + 6
	}
}

// legendMarks are where the art puts each part of a tile of radius R at
// cx, cy (see Art.Tile), and where its number sits.
func legendMarks(cx, cy, R float64) [5][4]float64 {
	return [...][4]float64{
		{cx, cy - R*0.55, cx - R*1.25, cy - R*0.75},         // cost
		{cx - R*0.45, cy - R*0.15, cx - R*1.25, cy - R*0.2}, // CP
		{cx + R*0.45, cy - R*0.15, cx + R*1.25, cy - R*0.2}, // colour glyph
		{cx, cy + R*0.31, cx + R*1.25, cy + R*0.35},         // effect
		{cx, cy + R*0.72, cx - R*1.25, cy + R*0.75},         // level
	}
}

// legendNumber draws a part's number in a gold disc at a design point.
func legendNumber(env *game.Env, dst *ebiten.Image, n int, x, y float64) {
	f := env.Frame()
	env.Paint().Box(dst, f.R(x-11, y-11, 22, 22), f.Px(11), render.Gold)
	env.Text().DrawBold(dst, strconv.Itoa(n), f.X(x), f.Y(y), f.Px(13), render.TileInk, render.Center)
}

// The fluid legend's measures, in CSS pixels.
const (
	kindLegendText = 2    // the legend's column, which a finger's drag scrolls
	legendNumberW  = 30.0 // a part's number, left of its words
	legendIconW    = 90.0 // an icon, left of what it means
	legendWidest   = 640.0
	legendTitle    = 22.0
)

// legendFluid is where the legend's parts stand on a phone's or a
// tablet's window, in the column's units (from its top, before scrolling).
type legendFluid struct {
	scroll              render.Scroll
	top, titleY         float64
	close               []render.MenuButton
	hover               input.Target
	left, width         float64
	tileX, tileY, tileR float64
	parts, rows         []float64 // each part's first line's middle, each row's top
	keys                float64   // the keys' title's middle
}

// legendColumn is the width of the legend's column on a fluid canvas.
func legendColumn(f *render.Frame) float64 {
	return min(f.DW-2*render.FluidMargin-render.FluidGap, legendWidest)
}

// legendRowH is the height of a row of the legend of n lines.
func legendRowH(n int) float64 { return max(44, 19*float64(n)+8) }

// layFluid places the legend on a phone's or a tablet's window: the
// sample tile and its numbered parts, then the icons a row each, then the
// keys, in one column that scrolls; Close at the foot, or beside the
// title on a window on its side.
func (lg *legend) layFluid(env *game.Env) {
	f, text := env.Frame(), env.Text()
	W, H := f.DW, f.DH
	m := render.FluidMargin
	fl := &lg.fl
	fl.width = legendColumn(f)
	fl.left = (W - fl.width) / 2
	label := env.T("review.close")
	bw := min(W-2*m, max(160, render.LabelNeed(text, f, label)))
	close := render.MenuButton{ID: 1, Label: label, Enabled: true, Primary: true}
	bottom := H - m/2
	if f.Layout == render.Landscape {
		fl.close, _ = render.Grid(W-m-bw, m/2, bw, render.FluidTarget, 0, 1, close)
		fl.titleY, fl.top = m/2+render.FluidTarget/2, m/2+render.FluidTarget+render.FluidGap
	} else {
		fl.close, _ = render.Grid((W-bw)/2, H-m-render.FluidTarget, bw, render.FluidTarget, 0, 1, close)
		fl.titleY, fl.top = m+legendTitle/2, m+legendTitle+render.FluidGap
		bottom = H - m - render.FluidTarget - render.FluidGap
	}
	fl.tileR = min(80, fl.width/4.2)
	fl.tileX, fl.tileY = fl.left+fl.width/2, 14+fl.tileR
	y := fl.tileY + fl.tileR + 28
	fl.parts, fl.rows = fl.parts[:0], fl.rows[:0]
	for _, part := range lg.parts {
		fl.parts = append(fl.parts, y)
		y += 19*float64(len(part)) + 8
	}
	y += 4
	for _, row := range lg.rows {
		fl.rows = append(fl.rows, y)
		y += legendRowH(len(row.text)) + 6
	}
	fl.keys = y + 14
	y = fl.keys + 18*float64(len(lg.keys)) + 12
	fl.scroll.Room, fl.scroll.Content = bottom-fl.top, y
	fl.scroll.Clamp()
}

// hitFluid is Close, or the column a drag scrolls.
func (lg *legend) hitFluid(env *game.Env, x, y float64) input.Target {
	if t := game.HitMenu(env, lg.fl.close, x, y); t.Kind != 0 {
		return t
	}
	f, fl := env.Frame(), &lg.fl
	if d := (y - f.Y(0)) / f.S; d >= fl.top && d < fl.top+fl.scroll.Room {
		return input.Target{Kind: kindLegendText}
	}
	return input.Target{}
}

// drawPiecesFluid draws the sample tile and the rows' icons dy lower than
// the column places them.
func (lg *legend) drawPiecesFluid(art *board.Sprites, dst *ebiten.Image, f *render.Frame, dy float64) {
	fl := &lg.fl
	if lg.sample != nil {
		art.Tile(dst, lg.sample, render.Hex{CX: f.X(fl.tileX), CY: f.Y(fl.tileY + dy), R: f.Px(fl.tileR)}, board.TileOpts{})
	}
	for i, row := range lg.rows {
		row.draw(art, dst, f, fl.left+42, fl.rows[i]+dy+legendRowH(len(row.text))/2)
	}
}

// drawFluid draws the legend on a phone's or a tablet's window, over the
// whole of it: the pieces cut at the column's edges as a scrolled page's,
// the words only where a line shows whole.
func (lg *legend) drawFluid(env *game.Env, dst *ebiten.Image) {
	f, text, paint := env.Frame(), env.Text(), env.Paint()
	fl := &lg.fl
	dy := fl.top - fl.scroll.Offset
	art := lg.g.drawer(env).Art
	if lg.under != nil {
		art.BeginFrame() // no table drawn beneath starts the frame's painting
	}
	if !art.Ready(func(dst *ebiten.Image) { lg.drawPiecesFluid(art, dst, f, dy) }) {
		return // the legend opens whole, once its pieces are painted
	}
	paint.Box(dst, render.Rect{W: f.W, H: f.H}, 0, render.FeltLight)
	text.DrawBold(dst, lg.title, f.X(render.FluidMargin), f.Y(fl.titleY), f.Px(legendTitle), render.Gold, render.Left)
	r := f.R(0, fl.top, f.DW, fl.scroll.Room)
	column := dst.SubImage(image.Rect(int(r.X), int(math.Ceil(r.Y)), int(math.Ceil(r.X+r.W)), int(r.Y+r.H))).(*ebiten.Image)
	lg.drawPiecesFluid(art, column, f, dy)
	shows := func(y, h float64) bool { return fl.scroll.Shows(y-h/2, h) }
	for i, m := range legendMarks(fl.tileX, fl.tileY, fl.tileR) {
		paint.Line(column, f.X(m[2]), f.Y(m[3]+dy), f.X(m[0]), f.Y(m[1]+dy), f.Px(2), render.Gold)
		paint.Box(column, f.R(m[0]-4, m[1]+dy-4, 8, 8), f.Px(4), render.Gold)
		if shows(m[3], 22) {
			legendNumber(env, dst, i+1, m[2], m[3]+dy)
		} else {
			paint.Box(column, f.R(m[2]-11, m[3]+dy-11, 22, 22), f.Px(11), render.Gold)
		}
	}
	line := func(s string, x, y, size float64, bold bool) {
		if !shows(y, 19) {
			return
		}
		if bold {
			text.DrawBold(dst, s, f.X(x), f.Y(y+dy), f.Px(size), render.Gold, render.Left)
			return
		}
		text.Draw(dst, s, f.X(x), f.Y(y+dy), f.Px(size), render.Ink, render.Left)
	}
	for i, part := range lg.parts {
		if y := fl.parts[i]; shows(y, 22) {
			legendNumber(env, dst, i+1, fl.left+11, y+dy)
		}
		for k, s := range part {
			line(s, fl.left+legendNumberW, fl.parts[i]+19*float64(k), 14, false)
		}
	}
	for i, row := range lg.rows {
		h := legendRowH(len(row.text))
		for k, s := range row.text {
			line(s, fl.left+legendIconW, fl.rows[i]+h/2+19*(float64(k)-float64(len(row.text)-1)/2), 14, false)
		}
	}
	line(lg.keysTitle, fl.left, fl.keys, 15, true)
	for k, s := range lg.keys {
		line(s, fl.left, fl.keys+18*float64(k+1), 13, false)
	}
	paint.ScrollBar(dst, f, f.DW-render.FluidMargin/2, fl.top, &fl.scroll)
	game.DrawMenu(env, dst, fl.close, fl.hover, 0)
}
