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
	seen  rules.View   // the final table, as every seat sees it: what the cards draw
	lines [][]string   // each card's lines, written once
	rows  [][]overLine // each card's lines wrapped to its width
	total []string     // each card's points
	tip   []string     // the tooltip of the hex under the pointer
	head  string
	lang  string   // the language the words are in
	ranks *ranking // a game of more than rules.MaxPlayers: the rows of the ranking; nil for cards
	// online: an online game's connection, kept for its rematch; nil
	// offline.
	online *table.OnlineRematch
	// ratings: a rated online game's changes, read from its client; nil
	// for an unrated one.
	ratings *table.Ratings
	rating  []ratingRow // each card's rating line, by seat
}

// ratingRow is a card's rating, when it shows one: at the right of the
// total's line where it fits there (the system keeps its size), else on a
// line of its own under the others.
type ratingRow struct {
	line  table.RatingLine
	shown bool
	at    int     // the line it stands at the right of; -1 for its own
	width float64 // screen pixels
}

func newOver(g *Game, env *game.Env, m *match) *over {
	o := &over{g: g, m: m, score: m.State().Score(), seen: m.State().View()}
	if crowdOver(o.score.N) {
		o.ranks = &ranking{}
	}
	o.speak(env)
	m.Finished(env, func(seat int) game.SeatResult {
		b := &o.score.Players[seat]
		return game.SeatResult{Name: m.Seats[seat].Name, Level: int(m.Seats[seat].Level), Score: b.Total, Rank: b.Rank, Tallies: seatTallies(b, m.State().Player(seat))}
	})
	return o
}

// layout places the cards and the buttons for the frame: on the desktop
// one row of up to three cards, two rows beyond, the buttons under them;
// on a phone or a tablet the head wrapped across the top, the cards under
// it as many abreast as fit (one under another upright), scrolling, the
// buttons at the foot or beside them.
func (o *over) layout(env *game.Env) {
	o.final.Buttons(env, "") // Orbit has no analysis: its place stays empty
	o.rating = o.rating[:0]
	for seat := range o.score.N {
		line, shown := o.ratings.Line(env, seat)
		o.rating = append(o.rating, ratingRow{line: line, shown: shown, at: -1})
	}
	if o.ranks != nil {
		o.layoutRanks(env)
		return
	}
	if f := env.Frame(); f.Fluid() {
		head := []table.HeadLine{{Text: env.T("over.title"), Size: 22, Ink: render.Gold, Bold: true}, {Text: o.head, Size: 17, Ink: render.Ink}}
		head = o.ratings.YoursHead(env, head, 17)
		o.final.Fluid(env, head, o.score.N, overCardMinW, func(seat int, w float64) float64 {
			// The system as wide as the card lets it be, the lines under it.
			o.wrap(env, seat, w)
			return overCardTop + 8 + fluidRadius(w)/0.36 + o.linesHeight(seat)
		})
	} else {
		o.final.Cards = table.Cards(o.score.N, min(o.score.N, 3), 400, 110, 600)
		for seat, c := range o.final.Cards {
			o.wrap(env, seat, c.W)
		}
	}
	o.final.Laid(env)
}

// layoutRanks lays out the ranking of a game of many captains: on a
// phone or a tablet the head (with the person's place) over the rows'
// view, as the cards' is; on the desktop under the head.
func (o *over) layoutRanks(env *game.Env) {
	var view render.Rect
	if env.Frame().Fluid() {
		head := []table.HeadLine{{Text: env.T("over.title"), Size: 22, Ink: render.Gold, Bold: true}, {Text: o.head, Size: 17, Ink: render.Ink}}
		if o.ranks.placeWords != "" {
			head = append(head, table.HeadLine{Text: o.ranks.placeWords, Size: 17, Ink: render.Gold, Bold: true})
		}
		head = o.ratings.YoursHead(env, head, 17)
		o.final.Fluid(env, head, 0, overCardMinW, nil)
		view = o.final.CardsView()
	}
	o.final.Cards = o.final.Cards[:0]
	o.ranks.layout(env, view)
	o.ranks.place(env, &o.score, o.m.Seats, o.total, o.ratings)
	o.final.Laid(env)
}

// overLine is a line of a card, wrapped; the total's in gold.
type overLine struct {
	text string
	gold bool
}

// wrap wraps a card's lines to its width w, in design units.
func (o *over) wrap(env *game.Env, seat int, w float64) {
	f := env.Frame()
	for len(o.rows) <= seat {
		o.rows = append(o.rows, nil)
	}
	o.rows[seat] = o.rows[seat][:0]
	lines := o.lines[seat]
	for i, line := range lines {
		for _, part := range env.Text().Wrap(line, f.Px(overLineSize), f.Px(w-28)) {
			o.rows[seat] = append(o.rows[seat], overLine{text: part, gold: i == len(lines)-2})
		}
	}
	if rt := &o.rating[seat]; rt.shown {
		rt.width, rt.at = rt.line.Width(env, f.Px(overLineSize)), -1
		for i, row := range o.rows[seat] {
			if row.gold && env.Text().Width(row.text, f.Px(overLineSize), false)+f.Px(overLineSize)+rt.width <= f.Px(w-28) {
				rt.at = i
			}
		}
	}
}

// fluidRadius is a system's ring on a phone's card w wide: as large as the
// card holds, up to the largest (its hexes' words at 12 px and more).
func fluidRadius(w float64) float64 { return min(overFluidRadius, (w-8)/2.75) }

// The fluid card's measures, in design units: the narrowest card, the
// largest system's ring, the name's row over it, a line's height.
const (
	overCardMinW    = 300.0
	overFluidRadius = 112.0
	overCardTop     = 36.0
	overLineSize    = 13.0
)

// linesHeight is how high a card's lines stand under its system, its
// rating line last.
func (o *over) linesHeight(seat int) float64 {
	n := len(o.rows[seat])
	if rt := o.rating[seat]; rt.shown && rt.at < 0 {
		n++
	}
	return float64(n) * overLineSize * 1.35
}

// Restyle writes the score in the player's language and lays it out for
// the window again (a phone turned), scrolled as it was.
func (o *over) Restyle(env *game.Env) { o.speak(env) }

// Responsive: the final score lays itself out for a phone's or a
// tablet's window.
func (o *over) Responsive() bool { return true }

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
	if o.ranks != nil {
		o.ranks.rank(env, &o.score, o.m.Seats)
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
	o.lang = env.Lang()
	o.layout(env)
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
	textH := f.Px(o.linesHeight(seat))
	wide := r.W * 0.3
	if f.Fluid() {
		wide = f.Px(fluidRadius(c.W))
	}
	radius = min(wide, (r.H-f.Px(overCardTop+8)-textH)*0.36)
	return r.X + r.W/2, r.Y + f.Px(overCardTop) + (r.H-f.Px(overCardTop)-textH)/2, radius
}

// Hit finds a button, or a hex of a card's ring (its tooltip says what it
// scored).
func (o *over) Hit(env *game.Env, x, y float64) input.Target {
	if t := o.final.Hit(env, x, y); t.Kind != 0 {
		return t
	}
	if o.ranks != nil {
		return o.ranks.hit(env.Frame(), x, y)
	}
	if !o.final.InView(env, x, y) {
		return input.Target{}
	}
	s := o.m.State()
	for seat := range o.final.Cards {
		cx, cy, radius := o.systemAt(env, seat)
		n := int(s.Player(seat).RingLen)
		for pos := range n {
			hx, hy := board.RingPoint(cx, cy, radius, pos, n)
			if r := board.HexRadius(radius, n) * 0.88; math.Hypot(x-hx, y-hy) < r && o.final.Shows(env, render.Rect{X: hx - r, Y: hy - r, W: 2 * r, H: 2 * r}) {
				return input.Target{Kind: board.HitRingHex, Index: pos, Sub: seat}
			}
		}
	}
	return o.final.HitView(env, x, y)
}

// Draggable: where the cards scroll (a phone's), a drag on them scrolls.
func (o *over) Draggable(t input.Target) bool {
	if o.ranks != nil {
		return t.Kind == kindRanking
	}
	return o.final.Draggable(t)
}

// Resting: the score changes only when the player acts (a rated game's
// changes, when they come, stir it).
func (o *over) Resting() bool { return o.online == nil || !o.online.Busy() }

// Rules: the rules overlay shows Orbit's rules over the score.
func (o *over) Rules() []game.RuleSection { return o.g.Rules() }

func (o *over) Update(env *game.Env, intents []input.Intent) (game.Change, error) {
	return o.online.Update(env, func() { o.layout(env) }, func() (game.Change, error) { return o.update(env, intents) })
}

func (o *over) update(env *game.Env, intents []input.Intent) (game.Change, error) {
	if o.lang != env.Lang() { // the language changed in the options
		o.speak(env)
	} else if o.ratings.Take(env) || o.final.Stale(env) {
		o.layout(env)
	}
	o.final.Point(intents)
	o.final.Scroll(env, intents)
	if o.ranks != nil {
		o.ranks.take(env, intents)
		o.ranks.place(env, &o.score, o.m.Seats, o.total, o.ratings)
	}
	o.tip = o.tooltip(env)
	if c, pressed, err := o.final.Press(env, intents, o); pressed {
		return c, err
	}
	if game.Pressed(intents, input.KeyCancel) {
		return game.Home(), nil
	}
	return game.Stay, nil
}

// Rematch is the table of a new game for the same seats (see rematch);
// an online game's rematch is asked of its server (nil until it comes).
func (o *over) Rematch(env *game.Env) (game.Scene, error) {
	if o.online != nil {
		o.online.Ask()
		return nil, nil
	}
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
	a.TextFloor = board.WordFloor(f) // the hexes' words as legible as the table's
	dst.Fill(render.Felt)
	if !o.final.DrawHead(env, dst) {
		text.DrawBold(dst, env.T("over.title"), f.X(640), f.Y(40), f.Px(30), render.Gold, render.Center)
		text.Draw(dst, o.head, f.X(640), f.Y(80), f.Px(19), render.Ink, render.Center)
		if o.ranks != nil {
			text.DrawBold(dst, o.ranks.placeWords, f.X(640), f.Y(rankPlaceY), f.Px(17), render.Gold, render.Center)
		}
		o.ratings.DrawYours(env, dst)
	}
	if o.ranks != nil {
		o.ranks.draw(env, dst)
		o.final.DrawButtons(env, dst)
		return
	}
	screen := dst
	dst = o.final.View(env, screen) // the cards, cut to their view where they scroll
	for seat, c := range o.final.Cards {
		r := f.R(c.X, c.Y, c.W, c.H)
		paint.Box(dst, r, f.Px(10), render.FeltLight)
		if o.score.Players[seat].Rank == 1 {
			paint.Frame(dst, r, f.Px(10), f.Px(2.5), render.Gold)
		}
		before := text.Within(dst, r)
		text.DrawBold(dst, o.m.Seats[seat].Name, r.X+f.Px(12), r.Y+f.Px(20), f.Px(17), render.Ink, render.Left)
		text.DrawBold(dst, o.total[seat], r.X+r.W-f.Px(12), r.Y+f.Px(20), f.Px(17), render.Gold, render.Right)
		size := f.Px(overLineSize)
		textH := f.Px(o.linesHeight(seat))
		cx, cy, radius := o.systemAt(env, seat)
		a.System(dst, &o.seen, seat, cx, cy, radius, nil)
		y := r.Y + r.H - textH - f.Px(4)
		for i, line := range o.rows[seat] {
			col := render.Ink
			if line.gold {
				col = render.Gold
			}
			text.Draw(dst, line.text, r.X+f.Px(14), y+float64(i)*size*1.35, size, col, render.Left)
		}
		switch rt := o.rating[seat]; {
		case rt.shown && rt.at >= 0:
			rt.line.Draw(env, dst, r.X+r.W-f.Px(14)-rt.width, y+float64(rt.at)*size*1.35, size)
		case rt.shown:
			rt.line.Draw(env, dst, r.X+f.Px(14), y+float64(len(o.rows[seat]))*size*1.35, size)
		}
		text.Restore(before)
	}
	dst = screen
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
