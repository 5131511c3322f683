package orbis

import (
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
	lg := &legend{g: g, title: env.T("orbis.legend.title"), close: env.T("orbis.legend.close")}
	lg.sample = legendSample(set)
	f, text := env.Frame(), env.Text()
	for _, key := range []string{"orbis.legend.cost", "orbis.legend.cp", "orbis.legend.glyph", "orbis.legend.effect", "orbis.legend.level"} {
		lg.parts = append(lg.parts, text.Wrap(env.T(key), f.Px(14), f.Px(legendRowsX-legendX-110)))
	}
	lg.keysTitle = env.T("orbis.legend.keys")
	for _, key := range legendKeys {
		lg.keys = append(lg.keys, text.Wrap(env.T(key), f.Px(13), f.Px(legendRowsX-legendX-60))...)
	}
	wrap := func(s string) []string { return text.Wrap(s, f.Px(14), f.Px(legendTextW)) }
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
	return lg
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

func (lg *legend) Hit(*game.Env, float64, float64) input.Target { return input.Target{} }

func (lg *legend) Draggable(input.Target) bool { return false }

// Resting: the legend changes only when it is closed, once drawn whole.
func (lg *legend) Resting() bool { return lg.g.Settled() }

// Settled reports whether the legend's pieces are painted: it is shown
// whole once they are.
func (lg *legend) Settled() bool { return lg.g.Settled() }

func (lg *legend) Update(env *game.Env, intents []input.Intent) (game.Change, error) {
	if game.Pressed(intents, input.KeyCancel) || game.Pressed(intents, input.Click) || game.Pressed(intents, input.KeyLegend) {
		return game.Pop(), nil
	}
	return game.Stay, nil
}

func (lg *legend) Draw(env *game.Env, dst *ebiten.Image) {
	f, text, paint := env.Frame(), env.Text(), env.Paint()
	if lg.under != nil {
		lg.under.Draw(env, dst)
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
	// Where the art puts each part (see Art.Tile), and where its number sits.
	marks := [...][4]float64{
		{cx, cy - R*0.55, cx - R*1.25, cy - R*0.75},         // cost
		{cx - R*0.45, cy - R*0.15, cx - R*1.25, cy - R*0.2}, // CP
		{cx + R*0.45, cy - R*0.15, cx + R*1.25, cy - R*0.2}, // colour glyph
		{cx, cy + R*0.31, cx + R*1.25, cy + R*0.35},         // effect
		{cx, cy + R*0.72, cx - R*1.25, cy + R*0.75},         // level
	}
	for i, m := range marks {
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

// legendNumber draws a part's number in a gold disc at a design point.
func legendNumber(env *game.Env, dst *ebiten.Image, n int, x, y float64) {
	f := env.Frame()
	env.Paint().Box(dst, f.R(x-11, y-11, 22, 22), f.Px(11), render.Gold)
	env.Text().DrawBold(dst, strconv.Itoa(n), f.X(x), f.Y(y), f.Px(13), render.TileInk, render.Center)
}
