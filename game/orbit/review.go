package orbit

import (
	"fmt"
	"log"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/game/session"
	"orbis/input"
	"orbis/render"
	board "orbis/render/orbit"
	rules "orbis/rules/orbit"
)

// review is the replay viewer of a game of Orbit: the table as it was
// after any action of a record (or an autosave, which is one), the shell's
// review bar to move through it, and "play on from here" into a new match.
type review struct {
	g      *Game
	rec    *rules.Record
	seats  []SeatConfig
	names  []string
	states []rules.State // the position after each action; [0] is the deal
	actors []int         // who took each action: a seat, or session.Table
	said   []string      // what each action did, in the player's language
	lines  []game.Phrase // the game log, every line of the game
	count  []int         // the log's lines at each position

	bar     game.ReviewBar
	layout  *board.Layout
	view    board.TableView
	opts    [rules.MaxPlayers]board.SystemOpts
	seen    rules.State // the position as the view shown may know it
	shown   rules.View  // what the table draws of it: what every seat may see
	menu    []render.MenuButton
	hover   input.Target // what the pointer rests on
	px, py  float64
	logHead string
	logRows []string
	solo    board.Solo
	tip     []string // what the piece under the pointer is
	tipFor  reviewTipKey
	built   reviewBuilt // what the view was built for
}

// reviewBuilt is what the view shown depends on: it is built again when
// one changes.
type reviewBuilt struct {
	pos, view int
	lang      string
	w, h      float64
	reading   float64
}

// reviewTipKey is what a tooltip depends on.
type reviewTipKey struct {
	hover input.Target
	built reviewBuilt
}

// hitReviewWords is the bar's words, whose tooltip is the whole line on
// the action when the bar cuts it short: far from the table's kinds and
// the shell's.
const hitReviewWords = 800

// The viewer's buttons in the top bar.
const (
	btnReviewRules = iota + 1
	btnReviewClose
)

// Where the review bar goes: over the large system's prompt, the ring
// drawn smaller below it (reviewRing).
var (
	reviewWords    = render.Rect{X: 24, Y: 104, W: 316, H: 124}
	reviewControls = render.Rect{X: 348, Y: 104, W: 212, H: 180}
)

// reviewRing is the large ring's centre and radius under the bar, in
// design units.
const reviewRingX, reviewRingY, reviewRingR = 292, 538, 166

// Review opens a record or an autosave of Orbit in the viewer:
// ErrNotThisGame for another game's file, an error wrapping rules.ErrRecord
// for a record that cannot be read or replayed.
func (g *Game) Review(env *game.Env, data []byte) (game.Scene, error) {
	rec, err := tableSpec.ReadFile(data)
	if err != nil {
		return nil, err
	}
	return newReview(g, env, rec)
}

// newReview replays a record once, keeping every position, and opens it:
// at the end with everything open for a finished game, at the last
// position from the first person's seat for a game in progress.
func newReview(g *Game, env *game.Env, rec *rules.Record) (*review, error) {
	rp, err := tableSpec.Replay(rec)
	if err != nil {
		return nil, err
	}
	if n := rp.States[0].NumPlayers(); n != len(rp.Seats) {
		return nil, fmt.Errorf("orbit: review: %d players for %d seats: %w", len(rp.Seats), n, rules.ErrRecord)
	}
	r := &review{g: g, rec: rec, seats: rp.Seats, names: rp.Names, states: rp.States, actors: rp.Actors}
	r.bar = rp.Bar(env, reviewWords, reviewControls)
	r.bar.Turns = r.turnStarts()
	r.speak(env)
	r.refresh(env)
	return r, nil
}

// turnStarts are the positions where a turn begins: the General's order
// (the Emperor's dice, alone) is next.
func (r *review) turnStarts() []int {
	var out []int
	for pos := range r.rec.Actions {
		if pos == 0 || r.states[pos].Turn() != r.states[pos-1].Turn() {
			out = append(out, pos)
		}
	}
	return out
}

// speak writes the viewer's words in the player's language: what each
// action did, and the log.
func (r *review) speak(env *game.Env) {
	r.g.sayNames(env, r.seats)
	for i := range r.seats {
		r.names[i] = r.seats[i].Name
	}
	r.said, r.lines, r.count = r.describe(env)
	r.built.pos = -1
}

// Rules: the rules overlay shows Orbit's rules over the viewer.
func (r *review) Rules() []game.RuleSection { return r.g.Rules() }

// Settled: Orbit's pieces are drawn as paths, ready at once.
func (r *review) Settled() bool { return true }

// Resting: the viewer waits for the player unless it plays the game on.
func (r *review) Resting() bool { return r.bar.Resting() }

func (r *review) Hit(env *game.Env, x, y float64) input.Target {
	if t := r.bar.Hit(env, x, y); t.Kind != 0 {
		return t
	}
	if t := game.HitMenu(env, r.menu, x, y); t.Kind != 0 {
		return t
	}
	if w := reviewWords; env.Frame().R(w.X, w.Y, w.W, w.H).Contains(x, y) {
		return input.Target{Kind: hitReviewWords}
	}
	h := r.layout.Hit(&r.shown, x, y, false)
	return input.Target{Kind: h.Kind, Index: h.Index, Sub: h.Sub}
}

func (r *review) Draggable(t input.Target) bool { return r.bar.Draggable(t) }

func (r *review) Update(env *game.Env, intents []input.Intent) (game.Change, error) {
	if r.built.lang != env.Lang() {
		r.speak(env)
	}
	r.hover = game.LatestHover(intents, r.hover)
	var rest []input.Intent // what the table does not take is the bar's
	for _, in := range intents {
		if in.Kind == input.Hover || in.Kind == input.DragMove {
			r.px, r.py = in.X, in.Y
		}
		switch {
		case in.Kind == input.KeyHelp:
			return game.Push(game.Rules(env, r.Rules())), nil
		case in.Kind == input.Click && in.Target.Kind == game.KindButton && in.Target.Index == btnReviewRules:
			return game.Push(game.Rules(env, r.Rules())), nil
		case in.Kind == input.Click && in.Target.Kind == game.KindButton && in.Target.Index == btnReviewClose:
			return game.Pop(), nil
		case in.Kind == input.Click && in.Target.Kind == board.HitSystem && in.Target.Index < len(r.seats):
			r.bar.View = in.Target.Index // a seat's system, large
		default:
			rest = append(rest, in)
		}
	}
	switch r.bar.Update(env, rest) {
	case game.ReviewClosed:
		return game.Pop(), nil
	case game.ReviewBranch:
		return r.playOn(env)
	}
	r.refresh(env)
	return game.Stay, nil
}

// watched is the seat the view is from: the seat chosen, or with
// everything open the seat the action shown was of (its market, for a
// draw), where it shows; at the deal the seat to act.
func (r *review) watched(pos int) int {
	if r.bar.View >= 0 {
		return r.bar.View
	}
	if pos > 0 {
		return actedFor(&r.states[pos-1])
	}
	return max(0, r.states[0].CurrentPlayer())
}

// actedFor is the seat an action from a state is of: the seat to act,
// whose market the table refills and for whom, alone, it rolls.
func actedFor(before *rules.State) int { return max(0, before.CurrentPlayer()) }

// refresh builds the view again when the position, the seat watched, the
// language or the window changed, and the tooltip when what it speaks of
// did: Draw only draws them.
func (r *review) refresh(env *game.Env) {
	f := env.Frame()
	pos := r.bar.Pos
	now := reviewBuilt{pos: pos, view: r.bar.View, lang: env.Lang(), w: f.W, h: f.H, reading: env.InterfaceScale()}
	if now != r.built {
		r.built = now
		r.build(env, pos)
	}
	r.retip(env)
}

// build makes what the table shows at a position.
func (r *review) build(env *game.Env, pos int) {
	f := env.Frame()
	st := &r.states[pos]
	active := r.watched(pos)
	if r.bar.View >= 0 {
		obs := st.Observe(active)
		r.seen = obs.Public() // the decks' order and the dice hidden
	} else {
		r.seen = *st // everything open
	}
	r.shown = r.seen.View()
	if l := r.layout; l == nil || l.W != f.W || l.H != f.H || l.Active != active {
		r.layout = reviewLayout(f.W, f.H, st.NumPlayers(), active)
	}
	r.bar.CanPlay = !st.IsOver()
	r.bar.Head, r.bar.Line = r.words(env, pos)
	r.menu = render.Row(1080, 22, 92, 32, 8,
		render.MenuButton{ID: btnReviewRules, Label: env.T("pause.rules"), Enabled: true},
		render.MenuButton{ID: btnReviewClose, Label: env.T("review.close"), Enabled: true})
	r.view.Names = r.names
	tableWords(env, &r.seen, r.seats, active, &r.view)
	r.lights(pos)
	r.logHead = env.T("play.log")
	r.logRows = fitLog(env, r.lines[:r.count[pos]], r.logRows)
	if r.seen.Solo() {
		rolled := -1
		if ph := r.seen.Phase(); ph != rules.PhaseRoll && ph != rules.PhaseOver {
			rolled = rollBefore(pos, func(i int) rules.Action { return r.rec.Actions[i] })
		}
		speakSolo(env, &r.seen, rolled, &r.solo)
	}
}

// reviewLayout is the table's layout with the large ring smaller and lower,
// under the review bar.
func reviewLayout(w, h float64, players, active int) *board.Layout {
	l := board.NewLayout(w, h, players, active)
	big := &l.Systems[active]
	big.CX, big.CY, big.Radius = l.X(reviewRingX), l.Y(reviewRingY), l.Px(reviewRingR)
	return l
}

// lights sets what each system shows beyond the state: the ships used in
// the follow under way, and the hex the action shown acted on.
func (r *review) lights(pos int) {
	s := &r.seen
	for seat := range s.NumPlayers() {
		o := &r.opts[seat]
		*o = board.SystemOpts{}
		pl := s.Player(seat)
		for ship := range rules.Ships {
			o.ShipAt[ship] = float64(pl.Ships[ship])
			o.Used[ship] = seat == s.CurrentPlayer() && s.Phase() == rules.PhaseFollow && s.ShipUsed(ship)
		}
		r.view.Systems[seat] = o
	}
	if pos == 0 || r.actors[pos-1] < 0 {
		return
	}
	seat, a := r.actors[pos-1], r.rec.Actions[pos-1]
	before := r.states[pos-1].Player(seat)
	o := &r.opts[seat]
	switch a.Kind {
	case rules.KindScout:
		o.Lit[a.To] = true
	case rules.KindMine:
		o.Lit[before.Ships[a.Ship]] = true
	case rules.KindBuy:
		at := int(before.Ships[a.Ship])
		if a.After {
			at++
		}
		o.Fresh = at + 1
	}
}

// words are the bar's two lines on the position shown: which action of
// the game, in which turn, by whom; and what it did. Where the action
// ended the turn, the head is the next turn's, its General's, as the
// table's top says it.
func (r *review) words(env *game.Env, pos int) (head, line string) {
	if pos == 0 {
		st := &r.states[0]
		if st.Solo() {
			return env.T("review.head_start"), env.T("orbit.review.first_solo", r.names[0])
		}
		return env.T("review.head_start"), env.T("orbit.review.first_general", r.names[st.General()])
	}
	before, after := &r.states[pos-1], &r.states[pos]
	n, turn, who := len(r.rec.Actions), before.Turn()+1, r.actors[pos-1]
	if !after.IsOver() && after.Turn() != before.Turn() { // a new turn: its General gives the order
		turn, who = after.Turn()+1, after.General()
		if after.Solo() {
			who = session.Table // the Emperor's dice give it
		}
	}
	if who == session.Table || who < 0 || who >= len(r.names) { // the dice or a draw: the line says which
		head = env.T("orbit.review.head_table", pos, n, turn)
	} else {
		head = env.T("orbit.review.head", pos, n, turn, r.names[who])
	}
	line = r.said[pos-1]
	if r.states[pos].IsOver() {
		line = env.T("text.sentences", line, env.T("review.over"))
	}
	return head, line
}

// retip writes the tooltip again when what it speaks of may have changed.
func (r *review) retip(env *game.Env) {
	key := reviewTipKey{hover: r.hover, built: r.built}
	if key == r.tipFor {
		return
	}
	r.tipFor = key
	h := board.Hit{Kind: r.hover.Kind, Index: r.hover.Index, Sub: r.hover.Sub}
	r.tip = r.tableTip(env, h)
}

// playOn starts a match from the position shown, through the same match
// and session as any game: the seat watched is the person, the others are
// the computers they were, a person's seat a Hard computer.
func (r *review) playOn(env *game.Env) (game.Change, error) {
	pos := r.bar.Pos
	return tableSpec.PlayOn(env, r.rec, &r.states[pos], pos, r.watched(pos), func(m *match) game.Scene {
		return newPlay(r.g, env, m, env.Speed())
	}), nil
}

// branch makes the match that plays on from the position shown; nil at
// the end of a game.
func (r *review) branch(env *game.Env) (*match, error) {
	pos := r.bar.Pos
	return tableSpec.Branch(r.rec, &r.states[pos], pos, r.watched(pos), env.InBrowser())
}

func (r *review) Draw(env *game.Env, dst *ebiten.Image) {
	r.g.drawer(env).Draw(dst, r.layout, &r.shown, &r.view)
	game.DrawMenu(env, dst, r.menu, r.hover, 0)
	table := r.g.drawer(env)
	table.DrawLog(dst, r.layout, r.logHead, r.logRows, env.InterfaceScale())
	if r.seen.Solo() {
		table.DrawSolo(dst, r.layout, &r.solo)
	}
	r.bar.Draw(env, dst)
	if len(r.tip) > 0 { // over the bar
		f, sc := env.Frame(), env.InterfaceScale()
		env.Paint().Tooltip(dst, r.tip, f.Px(14)*sc, f.Px(19)*sc, r.px, r.py, f.S, render.Rect{W: f.W, H: f.H})
	}
}

// reviewMatch opens the game just played in the viewer, over the final
// score it goes back to.
func reviewMatch(g *Game, env *game.Env, m *match) (game.Change, error) {
	r, err := newReview(g, env, m.Record())
	if err != nil { // a game just played replays; if not, the final score stays
		log.Printf("orbit: review: %v", err)
		return game.Stay, nil
	}
	return game.Push(r), nil
}
