package orbis

import (
	"fmt"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/game/table"
	"orbis/input"
	"orbis/render"
	board "orbis/render/orbis"
	rules "orbis/rules/orbis"
)

// gameOver shows the final score. Its words are written once, when it
// opens: the score does not change.
type gameOver struct {
	g *Game
	m *match

	// What the cards show, written once.
	score     rules.Result
	seen      rules.View // the final table, as every seat sees it: what the cards draw
	order     []int      // seats by rank
	rows      []overRow  // by rank
	head, tie string

	final table.Score // the cards' places, the buttons, and the pointer over the score
	tip   string      // what the tile under the pointer scored, and why
	// baseY and linesY are where the pyramid's base row and the lines
	// stand on a card, in design units from its top.
	baseY, linesY float64
	viewer        *review // the game in the viewer, kept with its analysis
	// online: an online game's connection, kept for its rematch; nil
	// offline.
	online *table.OnlineRematch
	// ratings: a rated online game's changes, read from its client; nil
	// for an unrated one.
	ratings *table.Ratings
}

// overTile is the hit kind of a tile on a card: Index the card, Sub the slot.
const overTile = game.KindButton + 1

// layout writes the score's words in the player's language and places
// them with the cards and buttons for the frame: on the desktop the cards
// side by side over the buttons; on a phone or a tablet the head wrapped
// across the top, the cards under it as many abreast as fit (one under
// another upright), scrolling, the buttons at the foot or beside them.
func (g *gameOver) layout(env *game.Env) {
	f, text := env.Frame(), env.Text()
	g.head, g.tie = g.headline(env)
	for i := range g.rows {
		g.rows[i].rating, g.rows[i].rated = g.ratings.Line(env, g.rows[i].seat)
	}
	g.final.Buttons(env, env.T("orbis.analysis_view.analyse"))
	wrap := func(i int, w float64) float64 {
		b := &g.score.Players[g.rows[i].seat]
		var lines []string
		for _, part := range scoreParts(env, b) {
			lines = append(lines, text.Wrap(part, f.Px(13), f.Px(w-32))...)
		}
		g.rows[i].lines = append(lines, env.N("orbis.over.worshippers_left", b.Worshippers, b.Worshippers))
		return g.linesY + float64(g.rows[i].lineCount())*overLineStep
	}
	g.baseY, g.linesY = overBaseY, overLinesY
	if f.Fluid() {
		// A phone's card has no room to spare over its pyramid.
		g.baseY, g.linesY = overBaseY-overFluidLift, overLinesY-overFluidLift
		head := []table.HeadLine{{Text: env.T("over.title"), Size: 20, Ink: render.Ink, Bold: true}, {Text: g.head, Size: 24, Ink: render.Gold, Bold: true}}
		if g.tie != "" {
			head = append(head, table.HeadLine{Text: g.tie, Size: 14, Ink: render.InkDim})
		}
		head = g.ratings.YoursHead(env, head, 17)
		g.final.Fluid(env, head, len(g.rows), overCardMinW, wrap)
	} else {
		g.final.Cards = table.Cards(len(g.order), len(g.order), 340, overCardsY, overCardH)
		for i := range g.rows {
			wrap(i, g.card(i).W)
		}
	}
	g.final.Laid(env)
}

// Restyle lays the score out again in the player's language and for the
// window (a phone turned), scrolled as it was.
func (g *gameOver) Restyle(env *game.Env) { g.layout(env) }

// Responsive: the final score lays itself out for a phone's or a tablet's
// window.
func (g *gameOver) Responsive() bool { return true }

// overRow is one seat's card of the final score, in words.
type overRow struct {
	seat       int
	rank, name string
	lines      []string // the score part by part, then the worshippers left
	rating     table.RatingLine
	rated      bool // the rating line shows under the lines
}

// lineCount is how many lines the card shows under its pyramid.
func (r *overRow) lineCount() int {
	if r.rated {
		return len(r.lines) + 1
	}
	return len(r.lines)
}

func newGameOver(gm *Game, env *game.Env, m *match) *gameOver {
	g := &gameOver{g: gm, m: m, score: m.State().Score(), seen: m.State().View()}
	for seat := range g.score.N {
		g.order = append(g.order, seat)
	}
	slices.SortStableFunc(g.order, func(x, y int) int { return g.score.Players[x].Rank - g.score.Players[y].Rank })
	for _, seat := range g.order {
		g.rows = append(g.rows, overRow{seat: seat, rank: fmt.Sprint(g.score.Players[seat].Rank), name: m.Seats[seat].Name})
	}
	g.layout(env)
	m.Finished(env, func(seat int) game.SeatResult {
		b := &g.score.Players[seat]
		return game.SeatResult{Name: m.Seats[seat].Name, Level: int(m.Seats[seat].Level), Score: b.Total, Rank: b.Rank, Tallies: seatTallies(b)}
	})
	return g
}

func (g *gameOver) Hit(env *game.Env, x, y float64) input.Target {
	if t := g.final.Hit(env, x, y); t.Kind != 0 {
		return t
	}
	if !g.final.InView(env, x, y) {
		return input.Target{}
	}
	f := env.Frame()
	for i := range g.rows {
		for slot := range rules.PyramidSlots {
			d := g.tileHex(i, slot)
			h := render.Hex{CX: f.X(d.CX), CY: f.Y(d.CY), R: f.Px(d.R)}
			if h.Contains(x, y) && g.final.Shows(env, render.Rect{X: h.CX - h.R, Y: h.CY - h.R, W: 2 * h.R, H: 2 * h.R}) {
				return input.Target{Kind: overTile, Index: i, Sub: slot}
			}
		}
	}
	return g.final.HitView(env, x, y)
}

// Draggable: where the cards scroll (a phone's), a drag on them scrolls.
func (g *gameOver) Draggable(t input.Target) bool { return g.final.Draggable(t) }

// Resting: the final score changes only when the player acts, once every
// piece of it is drawn (a rated game's changes, when they come, stir it).
func (g *gameOver) Resting() bool {
	return g.g.Settled() && (g.online == nil || !g.online.Busy())
}

// Rules: the rules overlay shows Orbis' rules over this scene.
func (g *gameOver) Rules() []game.RuleSection { return g.g.Rules() }

// Settled reports whether every piece of the last frame was ready.
func (g *gameOver) Settled() bool { return g.g.Settled() }

func (g *gameOver) Update(env *game.Env, intents []input.Intent) (game.Change, error) {
	return g.online.Update(env, func() { g.layout(env) }, func() (game.Change, error) { return g.update(env, intents) })
}

func (g *gameOver) update(env *game.Env, intents []input.Intent) (game.Change, error) {
	if g.ratings.Take(env) || g.final.Stale(env) {
		g.layout(env)
	}
	g.final.Point(intents)
	g.final.Scroll(env, intents)
	g.tip = ""
	if g.final.Hover.Kind == overTile {
		g.tip = g.tileTip(env, g.final.Hover.Index, g.final.Hover.Sub)
	}
	c, _, err := g.final.Press(env, intents, g)
	return c, err
}

// Rematch deals a new game for the same seats, with the next seed; an
// online game's rematch is asked of its server (nil until it comes).
func (g *gameOver) Rematch(env *game.Env) (game.Scene, error) {
	if g.online != nil {
		g.online.Ask()
		return nil, nil
	}
	m, err := newMatch(g.m.Seats, -1, g.m.Seed+1, env.InBrowser())
	if err != nil {
		return nil, err
	}
	return newPlay(g.g, env, m, env.Speed()), nil
}

// Setup is Orbis' setup, for a new game.
func (g *gameOver) Setup(env *game.Env) game.Scene { return g.g.Setup(env) }

// headline names the winner(s) and, when the tie-break decided, says so.
func (g *gameOver) headline(env *game.Env) (string, string) {
	var winners []string
	for _, seat := range g.order {
		if g.score.Players[seat].Rank == 1 {
			winners = append(winners, g.m.Seats[seat].Name)
		}
	}
	head := table.Winners(env, winners)
	// Where players have the same total, the worshippers left decide: say
	// so for every such group, naming who had how many.
	var ties []string
	for i := 0; i < len(g.order); {
		j := i + 1
		for j < len(g.order) && g.score.Players[g.order[j]].Total == g.score.Players[g.order[i]].Total {
			j++
		}
		if j-i > 1 {
			var who []string
			for _, seat := range g.order[i:j] {
				who = append(who, env.T("orbis.over.tie_who", g.m.Seats[seat].Name, g.score.Players[seat].Worshippers))
			}
			ties = append(ties, env.T("orbis.over.tiebreak", g.score.Players[g.order[i]].Total, env.And(who...)))
		}
		i = j
	}
	return head, sentences(env, ties...)
}

func (g *gameOver) Draw(env *game.Env, dst *ebiten.Image) {
	f, text, paint := env.Frame(), env.Text(), env.Paint()
	art := g.g.drawer(env).Art
	art.BeginFrame()
	dst.Fill(render.Felt)
	if !g.final.DrawHead(env, dst) {
		text.DrawBold(dst, env.T("over.title"), f.X(640), f.Y(36), f.Px(26), render.Ink, render.Center)
		text.DrawBold(dst, g.head, f.X(640), f.Y(78), f.Px(34), render.Gold, render.Center)
		if g.tie != "" {
			text.Draw(dst, g.tie, f.X(640), f.Y(114), f.Px(15), render.InkDim, render.Center)
		}
		g.ratings.DrawYours(env, dst)
	}
	cards := dst
	dst = g.final.View(env, cards) // the cards, cut to their view where they scroll
	s := &g.seen
	// The pyramids come whole, once all their pieces are painted.
	whole := art.Ready(func(dst *ebiten.Image) {
		for i, row := range g.rows {
			g.pieces(env, art, dst, i, row.seat, s, &g.score.Players[row.seat])
		}
	})
	for i, row := range g.rows {
		c := g.card(i)
		b := &g.score.Players[row.seat]
		paint.Box(dst, f.R(c.X, c.Y, c.W, c.H), f.Px(12), render.FeltLight)
		before := text.Within(dst, f.R(c.X, c.Y, c.W, c.H))
		rankCol := render.Ink
		if b.Rank == 1 {
			rankCol = render.Gold
			paint.Frame(dst, f.R(c.X, c.Y, c.W, c.H), f.Px(12), f.Px(2), render.Gold)
		}
		text.DrawBold(dst, row.rank, f.X(c.X+22), f.Y(c.Y+28), f.Px(24), rankCol, render.Center)
		text.DrawBold(dst, text.Clip(row.name, f.Px(c.W-150), f.Px(19)), f.X(c.X+44), f.Y(c.Y+28), f.Px(19), render.Ink, render.Left)
		text.DrawBold(dst, env.T("orbis.play.cp", b.Total), f.X(c.X+c.W-16), f.Y(c.Y+28), f.Px(24), render.Gold, render.Right)
		g.pyramid(env, art, dst, i, row.seat, s, b, whole)
		y := c.Y + g.linesY
		for _, line := range row.lines {
			text.Draw(dst, line, f.X(c.X+16), f.Y(y), f.Px(13), render.Ink, render.Left)
			y += overLineStep
		}
		if row.rated {
			row.rating.Draw(env, dst, f.X(c.X+16), f.Y(y), f.Px(13))
		}
		text.Restore(before)
	}
	dst = cards
	g.final.DrawButtons(env, dst)
	if g.tip != "" {
		lines := text.Wrap(g.tip, f.Px(14*env.InterfaceScale()), f.Px(420*env.InterfaceScale()))
		paint.Tooltip(dst, lines, f.Px(14*env.InterfaceScale()), f.Px(19*env.InterfaceScale()), g.final.PX, g.final.PY, f.S, render.Rect{W: f.W, H: f.H})
	}
}

// Where the parts of a player's card are, in design units from its top.
const (
	overCardsY = 140.0 // the cards' top
	overCardH  = 560.0
	overTileR  = 30.0 // a pyramid tile's radius
	overBaseY  = 250.0
	overLinesY = 318.0
	// overLineStep is a line's height on a card; overCardMinW the
	// narrowest card on a phone (the pyramid and its god, with margins).
	overLineStep = 19.0
	overCardMinW = 300.0
	// overFluidLift is how much higher the pyramid and lines stand on a
	// phone's card than on the desktop's, closer under the name.
	overFluidLift = 36.0
)

// card is where the i-th card by rank is, in design units.
func (g *gameOver) card(i int) render.Rect { return g.final.Cards[i] }

// tileHex is where a card's pyramid slot is, in design units.
func (g *gameOver) tileHex(i, slot int) render.Hex {
	c := g.card(i)
	w := overTileR * math.Sqrt(3)
	row, col := rules.SlotRowCol(slot)
	x0 := c.X + c.W/2 - 2*w
	return render.Hex{CX: x0 + (float64(col)+float64(row)/2)*w, CY: c.Y + g.baseY - float64(row)*1.5*overTileR, R: overTileR * 0.96}
}

// pyramid draws a card's universe with what each tile scored on it: a
// badge of its CP, red where it counted nothing.
func (g *gameOver) pyramid(env *game.Env, art *board.Sprites, dst *ebiten.Image, i, seat int, s *rules.View, b *rules.Breakdown, whole bool) {
	f, text, paint := env.Frame(), env.Text(), env.Paint()
	if whole {
		g.pieces(env, art, dst, i, seat, s, b)
	}
	pyr := s.PyramidOf(seat)
	for slot := range rules.PyramidSlots {
		if pyr[slot].Empty() {
			continue
		}
		d := g.tileHex(i, slot)
		ts := b.Tiles[slot]
		badge := render.Rect{X: f.X(d.CX + 6), Y: f.Y(d.CY + 4), W: f.Px(22), H: f.Px(16)}
		ink := render.Gold
		switch ts.Status {
		case rules.StatusCancelled, rules.StatusForestShort:
			ink = render.Danger
		case rules.StatusWilderness:
			ink = render.InkDim
		}
		paint.Box(dst, badge, f.Px(5), render.FeltDark)
		bx, by := badge.Center()
		text.DrawBold(dst, signed(ts.CP), bx, by, f.Px(12), ink, render.Center)
	}
}

// pieces draws the tiles (or empty slots) of a card's pyramid, and its god.
func (g *gameOver) pieces(env *game.Env, art *board.Sprites, dst *ebiten.Image, i, seat int, s *rules.View, b *rules.Breakdown) {
	f := env.Frame()
	pyr := s.PyramidOf(seat)
	for slot := range rules.PyramidSlots {
		d := g.tileHex(i, slot)
		h := render.Hex{CX: f.X(d.CX), CY: f.Y(d.CY), R: f.Px(d.R)}
		switch pl := pyr[slot]; {
		case pl.Empty():
			art.Slot(dst, h, board.SlotPlain)
		case pl.Wild:
			art.Wilderness(dst, h, board.TileOpts{})
		default:
			art.Tile(dst, s.Tiles().Tile(pl.Tile), h, board.TileOpts{Cancelled: pl.Cancelled})
		}
	}
	if b.God != rules.NoGod {
		apex := g.tileHex(i, rules.SlotIndex(3, 1))
		gh := render.Hex{CX: f.X(apex.CX + overTileR*1.9), CY: f.Y(apex.CY), R: f.Px(overTileR * 0.85)}
		art.God(dst, b.God, gh, board.TileOpts{Cancelled: s.Seat(seat).GodCancelled})
	}
}

// tileTip says what a card's tile scored and why, then what it is.
func (g *gameOver) tileTip(env *game.Env, card, slot int) string {
	seat := g.rows[card].seat
	s := g.m.State()
	pl := s.PyramidOf(seat)[slot]
	ts := g.score.Players[seat].Tiles[slot]
	if pl.Empty() {
		return ""
	}
	if pl.Wild {
		return env.T("orbis.over.tile_wilderness", signed(ts.CP))
	}
	var why string
	switch ts.Status {
	case rules.StatusValidated:
		why = env.T("orbis.over.tile_validated", signed(ts.CP))
	case rules.StatusCancelled:
		why = env.T("orbis.over.tile_cancelled")
	case rules.StatusForestShort:
		why = env.N("orbis.over.tile_forest_short", int(ts.Need), int(ts.Have), int(ts.Need))
	default:
		why = env.T("orbis.over.tile_scored", signed(ts.CP))
	}
	return why + "\n" + tileTip(env, s.Tiles().Tile(pl.Tile))
}
