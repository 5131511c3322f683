package orbit

import (
	"math"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/game/table"
	"orbis/input"
	"orbis/render"
	board "orbis/render/orbit"
	rules "orbis/rules/orbit"
)

// over is the final score: a card per captain with its system, each goal's
// points, each hex's value, the penalty, the total and the rank.
type over struct {
	final table.Score // the cards' places, the buttons, and the pointer over the score
	g     *Game
	m     *match
	score rules.Score
	seen  rules.View // the final table, as every seat sees it: what the cards draw
	lines [][]string // each card's lines, written once
	total []string   // each card's points
	tip   []string   // the tooltip of the hex under the pointer
	head  string
}

func newOver(g *Game, env *game.Env, m *match) *over {
	o := &over{g: g, m: m, score: m.State().Score(), seen: m.State().View()}
	o.layout()
	o.speak(env)
	m.Finished(env, func(seat int) game.SeatResult {
		b := &o.score.Players[seat]
		return game.SeatResult{Name: m.Seats[seat].Name, Level: int(m.Seats[seat].Level), Score: b.Total, Rank: b.Rank, Tallies: seatTallies(b, m.State().Player(seat))}
	})
	return o
}

// layout places the cards: one row of up to three, two rows beyond.
func (o *over) layout() {
	o.final.Cards = table.Cards(o.score.N, min(o.score.N, 3), 400, 110, 600)
}

// speak writes the cards' words in the player's language.
func (o *over) speak(env *game.Env) {
	s := o.m.State()
	var winners []string
	for seat := range o.score.N {
		if o.score.Players[seat].Rank == 1 {
			winners = append(winners, o.m.Seats[seat].Name)
		}
	}
	if s.Solo() {
		total := o.score.Players[0].Total
		o.head = env.N("orbit.over.solo", total, total, env.T(rankFor(total)))
	} else {
		o.head = table.Winners(env, winners)
	}
	o.lines, o.total = o.lines[:0], o.total[:0]
	k := s.Kit()
	for seat := range o.score.N {
		b := &o.score.Players[seat]
		pl := s.Player(seat)
		var lines []string
		for i, id := range pl.Goals {
			g := k.Hex(id).Goal
			lines = append(lines, env.T("orbit.over.goal", goalName(env, g), b.Goals[i]))
		}
		var values []string
		for pos := range int(pl.RingLen) {
			values = append(values, itoa(pl.Value(k, pos)))
		}
		lines = append(lines, env.T("orbit.over.hexes", strings.Join(values, "+"), b.Hexes))
		if n := int(pl.Countermands); n > 0 {
			lines = append(lines, env.N("orbit.over.penalty", n, n, env.N("orbit.points", b.Penalty, b.Penalty)))
		}
		lines = append(lines, env.T("orbit.over.total", b.Total))
		o.total = append(o.total, env.N("orbit.points", b.Total, b.Total))
		lines = append(lines, env.T("orbit.over.resources", b.Resources))
		o.lines = append(o.lines, lines)
	}
	o.final.Buttons(env, "") // Orbit has no analysis: its place stays empty
}

// goalName says a goal in a few words: "Triangle, 2 per Comet", "Circle,
// 1 per water, up to 4".
func goalName(env *game.Env, g rules.Goal) string {
	var name string
	switch g.Shape {
	case rules.Circle:
		name = env.T("orbit.over.goal_circle", int(g.Points), resourceWord(env, g.Resource))
	case rules.Triangle:
		name = env.T("orbit.over.goal_triangle", int(g.Points), bodyWord(env, g.Body))
	default:
		name = env.T("orbit.over.goal_square", int(g.Points), bodyWord(env, g.Body), bodyWord(env, g.Other))
	}
	if g.Max > 0 {
		name = env.T("orbit.over.goal_max", name, int(g.Max))
	}
	return name
}

// systemAt is where a card draws its captain's system: the centre and the
// ring's radius, in screen pixels.
func (o *over) systemAt(env *game.Env, seat int) (cx, cy, radius float64) {
	f := env.Frame()
	c := o.final.Cards[seat]
	r := f.R(c.X, c.Y, c.W, c.H)
	textH := float64(len(o.lines[seat])) * f.Px(13) * 1.35
	radius = min(r.W*0.3, (r.H-f.Px(44)-textH)*0.36)
	return r.X + r.W/2, r.Y + f.Px(36) + (r.H-f.Px(36)-textH)/2, radius
}

// Hit finds a button, or a hex of a card's ring (its tooltip says what it
// scored).
func (o *over) Hit(env *game.Env, x, y float64) input.Target {
	if t := o.final.Hit(env, x, y); t.Kind != 0 {
		return t
	}
	s := o.m.State()
	for seat := range o.final.Cards {
		cx, cy, radius := o.systemAt(env, seat)
		n := int(s.Player(seat).RingLen)
		for pos := range n {
			hx, hy := board.RingPoint(cx, cy, radius, pos, n)
			if math.Hypot(x-hx, y-hy) < board.HexRadius(radius, n)*0.88 {
				return input.Target{Kind: board.HitRingHex, Index: pos, Sub: seat}
			}
		}
	}
	return input.Target{}
}

func (o *over) Draggable(input.Target) bool { return false }

// Resting: the score changes only when the player acts.
func (o *over) Resting() bool { return true }

// Rules: the rules overlay shows Orbit's rules over the score.
func (o *over) Rules() []game.RuleSection { return o.g.Rules() }

func (o *over) Update(env *game.Env, intents []input.Intent) (game.Change, error) {
	o.speak(env) // the language may have changed in the options
	o.final.Point(intents)
	o.tip = o.tooltip(env)
	if c, pressed, err := o.final.Press(env, intents, o); pressed {
		return c, err
	}
	if game.Pressed(intents, input.KeyCancel) {
		return game.Home(), nil
	}
	return game.Stay, nil
}

// Rematch is the table of a new game for the same seats (see rematch).
func (o *over) Rematch(env *game.Env) (game.Scene, error) {
	m, err := o.rematch(env)
	if err != nil {
		return nil, err
	}
	return newPlay(o.g, env, m, env.Speed()), nil
}

// Setup is Orbit's setup, for a new game.
func (o *over) Setup(env *game.Env) game.Scene { return o.g.Setup(env) }

// Review opens the game just played in the viewer, over the score; Orbit
// has no analysis.
func (o *over) Review(env *game.Env, _ bool) (game.Change, error) {
	return reviewMatch(o.g, env, o.m)
}

// rematch deals a new game for the same seats, with the next seed (the
// first General drawn again); an online game's seats are played here.
func (o *over) rematch(env *game.Env) (*match, error) {
	seats := slices.Clone(o.m.Seats)
	for i := range seats {
		seats[i].Label = ""
	}
	return newMatch(seats, -1, o.m.Seed+1, env.InBrowser())
}

func (o *over) Draw(env *game.Env, dst *ebiten.Image) {
	f, text, paint := env.Frame(), env.Text(), env.Paint()
	a := o.g.drawer(env).Art
	dst.Fill(render.Felt)
	text.DrawBold(dst, env.T("over.title"), f.X(640), f.Y(40), f.Px(30), render.Gold, render.Center)
	text.Draw(dst, o.head, f.X(640), f.Y(80), f.Px(19), render.Ink, render.Center)
	for seat, c := range o.final.Cards {
		r := f.R(c.X, c.Y, c.W, c.H)
		paint.Box(dst, r, f.Px(10), render.FeltLight)
		if o.score.Players[seat].Rank == 1 {
			paint.Frame(dst, r, f.Px(10), f.Px(2.5), render.Gold)
		}
		before := text.Within(dst, r)
		text.DrawBold(dst, o.m.Seats[seat].Name, r.X+f.Px(12), r.Y+f.Px(20), f.Px(17), render.Ink, render.Left)
		text.DrawBold(dst, o.total[seat], r.X+r.W-f.Px(12), r.Y+f.Px(20), f.Px(17), render.Gold, render.Right)
		lines := o.lines[seat]
		size := f.Px(13)
		textH := float64(len(lines)) * size * 1.35
		cx, cy, radius := o.systemAt(env, seat)
		a.System(dst, &o.seen, seat, cx, cy, radius, nil)
		y := r.Y + r.H - textH - f.Px(4)
		for i, line := range lines {
			col := render.Ink
			if i == len(lines)-2 {
				col = render.Gold
			}
			text.Draw(dst, line, r.X+f.Px(14), y+float64(i)*size*1.35, size, col, render.Left)
		}
		text.Restore(before)
	}
	o.final.DrawButtons(env, dst)
	if len(o.tip) > 0 {
		sc := env.InterfaceScale()
		paint.Tooltip(dst, o.tip, f.Px(14)*sc, f.Px(19)*sc, o.final.PX, o.final.PY, f.S, render.Rect{W: f.W, H: f.H})
	}
}

// tooltip says what the hex under the pointer is and what it scored.
func (o *over) tooltip(env *game.Env) []string {
	h := o.final.Hover
	if h.Kind != board.HitRingHex {
		return nil
	}
	s := o.m.State()
	pl := s.Player(h.Sub)
	if h.Index >= int(pl.RingLen) {
		return nil
	}
	rh := pl.Ring[h.Index]
	return append(hexTip(env, s.Kit().Hex(rh.ID), int(rh.Turns)), env.T("orbit.over.hex_scored", pl.Value(s.Kit(), h.Index)))
}
