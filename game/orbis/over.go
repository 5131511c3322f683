package orbis

import (
	"fmt"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/input"
	"orbis/render"
	board "orbis/render/orbis"
	rules "orbis/rules/orbis"
)

// gameOver shows the final score. Its words are written once, when it
// opens: the score does not change.
type gameOver struct {
	g         *Game
	m         *match
	score     rules.Result
	order     []int // seats by rank
	hover     input.Target
	head, tie string
	rows      []overRow // by rank
	menu      []render.MenuButton
}

// overRow is one seat's line of the final score, in words.
type overRow struct {
	seat       int
	rank, name string
	cells      [6]string // tiles, Wilderness, temple token, god, total, worshippers
	summary    string
}

const (
	btnRematch = iota + 1
	btnNewGame
	btnTitle
)

func newGameOver(gm *Game, env *game.Env, m *match) *gameOver {
	g := &gameOver{g: gm, m: m, score: m.State().Score()}
	for seat := range g.score.N {
		g.order = append(g.order, seat)
	}
	slices.SortStableFunc(g.order, func(x, y int) int { return g.score.Players[x].Rank - g.score.Players[y].Rank })
	g.head, g.tie = g.headline(env)
	for _, seat := range g.order {
		b := g.score.Players[seat]
		god := env.T("over.no_god")
		if b.God != rules.NoGod {
			god = env.T("over.god_cp", godName(env, b.God), fmt.Sprintf("%+d", b.GodCP))
		}
		g.rows = append(g.rows, overRow{seat: seat, rank: fmt.Sprint(b.Rank), name: m.Seats[seat].Name,
			cells: [6]string{fmt.Sprintf("%+d", b.TileCP), fmt.Sprint(b.WildernessPenalty), fmt.Sprintf("%+d", b.TempleToken), god,
				fmt.Sprint(b.Total), fmt.Sprint(b.Worshippers)},
			summary: tileSummary(env, &b)})
	}
	g.menu = g.buttons(env)
	return g
}

func (g *gameOver) buttons(env *game.Env) []render.MenuButton {
	return render.Row(340, 740, 240, 50, 35,
		render.MenuButton{ID: btnRematch, Label: env.T("over.rematch"), Enabled: true, Primary: true},
		render.MenuButton{ID: btnNewGame, Label: env.T("over.new"), Enabled: true},
		render.MenuButton{ID: btnTitle, W: 220, Label: env.T("over.title_screen"), Enabled: true},
	)
}

func (g *gameOver) Hit(env *game.Env, x, y float64) input.Target {
	return game.HitMenu(env, g.menu, x, y)
}

func (g *gameOver) Draggable(input.Target) bool { return false }

// Resting: the final score changes only when the player acts.
func (g *gameOver) Resting() bool { return true }

// Rules: the rules overlay shows Orbis' rules over this scene.
func (g *gameOver) Rules() []game.RuleSection { return g.g.Rules() }

// Settled reports whether every piece of the last frame was ready.
func (g *gameOver) Settled() bool { return g.g.Settled() }

func (g *gameOver) Update(env *game.Env, intents []input.Intent) (game.Change, error) {
	g.hover = game.LatestHover(intents, g.hover)
	id, ok := game.ClickedButton(intents)
	if !ok {
		return game.Stay, nil
	}
	switch id {
	case btnRematch:
		m, err := newMatch(g.m.Seats, -1, g.m.Seed+1, env.InBrowser())
		if err != nil {
			return game.Stay, err
		}
		return game.Replace(newPlay(g.g, env, m, env.Speed())), nil
	case btnNewGame:
		return game.Replace(newSetup(g.g, env, 0)), nil
	case btnTitle:
		return game.Home(), nil
	}
	return game.Stay, nil
}

// headline names the winner(s) and, when the tie-break decided, says so.
func (g *gameOver) headline(env *game.Env) (string, string) {
	var winners []string
	for _, seat := range g.order {
		if g.score.Players[seat].Rank == 1 {
			winners = append(winners, g.m.Seats[seat].Name)
		}
	}
	head := env.T("over.winner", winners[0])
	if len(winners) > 1 {
		head = env.T("over.winners", env.And(winners...))
	}
	// The tie-break decided when someone below the winner has the same total.
	best := g.score.Players[g.order[0]]
	for _, seat := range g.order[1:] {
		if b := g.score.Players[seat]; b.Total == best.Total && b.Rank > 1 {
			return head, env.T("over.tiebreak", best.Total, best.Worshippers)
		}
	}
	return head, ""
}

func (g *gameOver) Draw(env *game.Env, dst *ebiten.Image) {
	f, text, paint := env.Frame(), env.Text(), env.Paint()
	art := g.g.drawer(env).Art
	art.BeginFrame()
	dst.Fill(render.Felt)
	text.DrawBold(dst, env.T("over.title"), f.X(640), f.Y(44), f.Px(30), render.Ink, render.Center)
	text.DrawBold(dst, g.head, f.X(640), f.Y(92), f.Px(34), render.Gold, render.Center)
	if g.tie != "" {
		text.Draw(dst, g.tie, f.X(640), f.Y(128), f.Px(15), render.InkDim, render.Center)
	}
	cols := []struct {
		key   string
		x     float64
		align render.Align
	}{{"over.rank", 60, render.Center}, {"over.player", 240, render.Left}, {"over.tiles", 560, render.Right}, {"over.wilderness", 680, render.Right},
		{"over.temple", 810, render.Right}, {"over.god", 990, render.Right}, {"over.total", 1090, render.Right}, {"over.worshippers", 1230, render.Right}}
	y0 := 170.0
	for _, c := range cols {
		text.Draw(dst, env.T(c.key), f.X(c.x), f.Y(y0), f.Px(14), render.InkDim, c.align)
	}
	s := g.m.State()
	rowH := min(132.0, 500/float64(len(g.rows)))
	for i, row := range g.rows {
		y := y0 + 30 + float64(i)*rowH
		paint.Box(dst, f.R(30, y, 1220, rowH-10), f.Px(10), render.FeltLight)
		cy := y + 34
		rankCol := render.Ink
		if g.score.Players[row.seat].Rank == 1 {
			rankCol = render.Gold
		}
		text.DrawBold(dst, row.rank, f.X(60), f.Y(cy), f.Px(26), rankCol, render.Center)
		text.DrawBold(dst, text.Clip(row.name, f.Px(250), f.Px(20)), f.X(240), f.Y(cy), f.Px(20), render.Ink, render.Left)
		for k, cell := range row.cells {
			c := cols[k+2]
			col, size := render.Ink, f.Px(18)
			if c.key == "over.total" {
				col, size = render.Gold, f.Px(26)
			}
			if c.key == "over.god" {
				size = f.Px(14)
			}
			text.DrawBold(dst, cell, f.X(c.x), f.Y(cy), size, col, c.align)
		}
		// The universe itself, small, under the name.
		miniPyramid(art, dst, f, s, row.seat, 96, y+46)
		text.Draw(dst, row.summary, f.X(240), f.Y(y+86), f.Px(13), render.InkDim, render.Left)
	}
	game.DrawMenu(env, dst, g.menu, g.hover)
}

// tileSummary counts how the tiles scored.
func tileSummary(env *game.Env, b *rules.Breakdown) string {
	var scored, validated, failed int
	for _, t := range b.Tiles {
		switch t.Status {
		case rules.StatusScored:
			scored++
		case rules.StatusValidated:
			validated++
		case rules.StatusCancelled, rules.StatusForestShort:
			failed++
		}
	}
	return separated(env,
		env.N("over.scored", scored, scored),
		env.N("over.validated", validated, validated),
		env.N("over.not_validated", failed, failed),
		env.N("over.wildernesses", b.Wilderness, b.Wilderness),
		env.N("over.temple_symbols", b.TempleSymbols, b.TempleSymbols))
}

// miniPyramid draws a seat's universe in one row of small tiles, base first.
func miniPyramid(art *board.Sprites, dst *ebiten.Image, f *render.Frame, s *rules.State, seat int, x, y float64) {
	pyr := s.PyramidOf(seat)
	r := 14.0
	w := r * 1.75
	for slot := range rules.PyramidSlots {
		row, col := rules.SlotRowCol(slot)
		h := render.Hex{CX: f.X(x + (float64(col)+float64(row)/2)*w), CY: f.Y(y + 40 - float64(row)*1.5*r), R: f.Px(r)}
		pl := pyr[slot]
		switch {
		case pl.Empty():
			art.Slot(dst, h, board.SlotPlain)
		case pl.Wild:
			art.Wilderness(dst, h, board.TileOpts{})
		default:
			art.Tile(dst, s.Tiles().Tile(pl.Tile), h, board.TileOpts{Cancelled: pl.Cancelled})
		}
	}
}
