package game

import (
	"fmt"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/input"
	"orbis/render"
	board "orbis/render/orbis"
	rules "orbis/rules/orbis"
)

// gameOver shows the final score.
type gameOver struct {
	m      *Match
	score  rules.Result
	order  []int // seats by rank
	hover  input.Target
	layout *board.Layout
}

const (
	btnRematch = iota + 1
	btnNewGame
	btnTitle
)

func newGameOver(a *App, m *Match) *gameOver {
	g := &gameOver{m: m, score: m.State().Score()}
	for seat := range g.score.N {
		g.order = append(g.order, seat)
	}
	slices.SortStableFunc(g.order, func(x, y int) int { return g.score.Players[x].Rank - g.score.Players[y].Rank })
	return g
}

func (g *gameOver) buttons(a *App) []menuButton {
	return []menuButton{
		{id: btnRematch, x: 460, y: 740, w: 240, h: 50, label: a.T("over.rematch"), enabled: true, primary: true},
		{id: btnNewGame, x: 740, y: 740, w: 240, h: 50, label: a.T("over.new"), enabled: true},
		{id: btnTitle, x: 1000, y: 740, w: 220, h: 50, label: a.T("over.title_screen"), enabled: true},
	}
}

func (g *gameOver) Hit(a *App, x, y float64) input.Target {
	return hitButtons(a.Frame(), g.buttons(a), x, y)
}

func (g *gameOver) Draggable(input.Target) bool { return false }

func (g *gameOver) Update(a *App, intents []input.Intent) error {
	g.hover = latestHover(intents, g.hover)
	id, ok := clickedButton(intents)
	if !ok {
		return nil
	}
	switch id {
	case btnRematch:
		m, err := NewMatch(g.m.Seats, -1, g.m.Seed+1)
		if err != nil {
			return err
		}
		a.scene = newPlay(a, m, a.speed)
	case btnNewGame:
		a.scene = newSetup(a, len(g.m.Seats))
	case btnTitle:
		a.scene = newTitle(a, "")
	}
	return nil
}

// headline names the winner(s) and, when the tie-break decided, says so.
func (g *gameOver) headline(a *App) (string, string) {
	var winners []string
	for _, seat := range g.order {
		if g.score.Players[seat].Rank == 1 {
			winners = append(winners, g.m.Seats[seat].Name)
		}
	}
	head := a.T("over.winner", winners[0])
	if len(winners) > 1 {
		head = a.T("over.winners", strings.Join(winners, ", "))
	}
	// The tie-break decided when someone below the winner has the same total.
	best := g.score.Players[g.order[0]]
	for _, seat := range g.order[1:] {
		if b := g.score.Players[seat]; b.Total == best.Total && b.Rank > 1 {
			return head, a.T("over.tiebreak", best.Total, best.Worshippers)
		}
	}
	return head, ""
}

func (g *gameOver) Draw(a *App, dst *ebiten.Image) {
	f := a.Frame()
	dst.Fill(render.Felt)
	a.text.DrawBold(dst, a.T("over.title"), f.X(640), f.Y(44), f.Px(30), render.Ink, render.Center)
	head, tie := g.headline(a)
	a.text.DrawBold(dst, head, f.X(640), f.Y(92), f.Px(34), render.Gold, render.Center)
	if tie != "" {
		a.text.Draw(dst, tie, f.X(640), f.Y(128), f.Px(15), render.InkDim, render.Center)
	}
	cols := []struct {
		key   string
		x     float64
		align render.Align
	}{{"over.rank", 60, render.Center}, {"over.player", 240, render.Left}, {"over.tiles", 560, render.Right}, {"over.wilderness", 680, render.Right},
		{"over.temple", 810, render.Right}, {"over.god", 990, render.Right}, {"over.total", 1090, render.Right}, {"over.worshippers", 1230, render.Right}}
	y0 := 170.0
	for _, c := range cols {
		a.text.Draw(dst, a.T(c.key), f.X(c.x), f.Y(y0), f.Px(14), render.InkDim, c.align)
	}
	s := g.m.State()
	rowH := min(132.0, 500/float64(len(g.order)))
	for i, seat := range g.order {
		b := g.score.Players[seat]
		y := y0 + 30 + float64(i)*rowH
		a.paint.Box(dst, f.R(30, y, 1220, rowH-10), f.Px(10), render.FeltLight)
		cy := y + 34
		rankCol := render.Ink
		if b.Rank == 1 {
			rankCol = render.Gold
		}
		a.text.DrawBold(dst, fmt.Sprint(b.Rank), f.X(60), f.Y(cy), f.Px(26), rankCol, render.Center)
		a.text.DrawBold(dst, clipText(a, g.m.Seats[seat].Name, f.Px(250), f.Px(20)), f.X(240), f.Y(cy), f.Px(20), render.Ink, render.Left)
		god := "—"
		if b.God != rules.NoGod {
			god = fmt.Sprintf("%s  %+d", a.T("god."+b.God.String()+".name"), b.GodCP)
		}
		cells := []string{fmt.Sprintf("%+d", b.TileCP), fmt.Sprintf("%d", b.WildernessPenalty), fmt.Sprintf("%+d", b.TempleToken), god,
			fmt.Sprint(b.Total), fmt.Sprint(b.Worshippers)}
		for k, cell := range cells {
			c := cols[k+2]
			col, size := render.Ink, f.Px(18)
			if c.key == "over.total" {
				col, size = render.Gold, f.Px(26)
			}
			if c.key == "over.god" {
				size = f.Px(14)
			}
			a.text.DrawBold(dst, cell, f.X(c.x), f.Y(cy), size, col, c.align)
		}
		// The universe itself, small, under the name.
		g.miniPyramid(a, dst, f, s, seat, 96, y+46)
		a.text.Draw(dst, tileSummary(a, &b), f.X(240), f.Y(y+86), f.Px(13), render.InkDim, render.Left)
	}
	drawButtons(a, dst, f, g.buttons(a), g.hover)
}

// tileSummary counts how the tiles scored.
func tileSummary(a *App, b *rules.Breakdown) string {
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
	return a.T("over.summary", scored, validated, failed, b.Wilderness, b.TempleSymbols)
}

// miniPyramid draws a seat's universe in one row of small tiles, base first.
func (g *gameOver) miniPyramid(a *App, dst *ebiten.Image, f *board.Layout, s *rules.State, seat int, x, y float64) {
	pyr := s.PyramidOf(seat)
	r := 14.0
	w := r * 1.75
	for slot := range rules.PyramidSlots {
		row, col := rules.SlotRowCol(slot)
		h := render.Hex{CX: f.X(x + (float64(col)+float64(row)/2)*w), CY: f.Y(y + 40 - float64(row)*1.5*r), R: f.Px(r)}
		pl := pyr[slot]
		switch {
		case pl.Empty():
			a.table.Art.Slot(dst, h, board.SlotPlain)
		case pl.Wild:
			a.table.Art.Wilderness(dst, h, board.TileOpts{})
		default:
			a.table.Art.Tile(dst, s.Tiles().Tile(pl.Tile), h, board.TileOpts{Cancelled: pl.Cancelled})
		}
	}
}
