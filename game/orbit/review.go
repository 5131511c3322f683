package orbit

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/game/session"
	"orbis/game/table"
	"orbis/input"
	"orbis/render"
	board "orbis/render/orbit"
	rules "orbis/rules/orbit"
)

// review is the replay viewer of a game of Orbit: the table as it was
// after any action of a record (or an autosave, which is one), the shell's
// review bar to move through it, and "play on from here" into a new match.
type review struct {
	*tableReplay
	bar    game.ReviewBar
	viewer table.Viewer // the bar's positions as the table shows them
	g      *Game
	said   []string      // what each action did, in the player's language
	lines  []game.Phrase // the game log, every line of the game
	count  []int         // the log's lines at each position

	layout  *board.Layout
	view    board.TableView
	opts    []board.SystemOpts // each seat's, made in lights
	crowd   captains           // the others' grid, at a table of more than rules.MaxPlayers
	seen    rules.State        // the position as the view shown may know it
	shown   rules.View         // what the table draws of it: what every seat may see
	menu    []render.MenuButton
	hover   input.Target // what the pointer rests on
	px, py  float64
	logHead string
	logRows []string
	solo    board.Solo
	overlay board.Overlay // what a fluid table draws over itself: the drawer
	drawer  bool          // a fluid table's drawer (the log) is open
	tip     []string      // what the piece under the pointer is
	tipFor  reviewTipKey
	an      reviewAnalysis // the post-game analysis (review_analysis.go)
	data    []byte         // the record as it is kept (its analysis is kept by it), or nil
}

// tableReplay is a record of Orbit replayed for the viewer.
type tableReplay = table.Replay[rules.State, rules.Action, rules.Observation, *rules.State, *rules.Record, SeatConfig]

// reviewTipKey is what a tooltip depends on.
type reviewTipKey struct {
	hover input.Target
	built table.Built
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
	return table.OpenFile(env, data, tableSpec.ReadFile, func(rec *rules.Record) (*review, error) { return newReview(g, env, rec) })
}

// ShowFile keeps the file the viewer shows, and shows the analysis kept
// with it: a game analysed before shows its analysis again.
func (r *review) ShowFile(env *game.Env, data []byte) {
	r.data = data
	r.readKeptAnalysis(env)
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
	r := &review{g: g, tableReplay: rp}
	r.an.opts = analysisOptions(rec, env.InBrowser())
	r.bar = rp.OpenBar(env, reviewWords, reviewControls)
	r.viewer = table.NewViewer(&r.bar, rp.Actors, r)
	// A turn begins where the General's order (the Emperor's dice, alone)
	// is next.
	r.bar.Turns = r.viewer.TurnStarts(func(pos int) int { return r.States[pos].Turn() }, false)
	r.speak(env)
	r.refresh(env)
	return r, nil
}

// speak writes the viewer's words in the player's language: what each
// action did, and the log.
func (r *review) speak(env *game.Env) {
	r.g.sayNames(env, r.Seats)
	table.Rename(r.Names, r.Seats)
	r.viewer.Rebuild()
	r.said, r.lines, r.count = r.describe(env)
	r.markAnalysis(env)
}

// Rules: the rules overlay shows Orbit's rules over the viewer.
func (r *review) Rules() []game.RuleSection { return r.g.Rules() }

// Settled: Orbit's pieces are drawn as paths, ready at once.
func (r *review) Settled() bool { return true }

// Resting: the viewer waits for the player unless it plays the game on.
func (r *review) Resting() bool { return r.bar.Resting() }

func (r *review) Hit(env *game.Env, x, y float64) input.Target {
	if t := r.hitCrowd(env, x, y); t.Kind != 0 {
		return t
	}
	if t := r.bar.Hit(env, x, y); t.Kind != 0 && !(r.crowd.open && env.Frame().Fluid()) { // the grid is open over the bar
		return t
	}
	if t := game.HitMenu(env, r.menu, x, y); t.Kind != 0 {
		return t
	}
	if r.hitChart(env, x, y) {
		return input.Target{Kind: hitReviewChart}
	}
	if w := r.bar.Words; !r.bar.Compact && env.Frame().R(w.X, w.Y, w.W, w.H).Contains(x, y) { // a compact bar's words are never cut
		return input.Target{Kind: hitReviewWords}
	}
	h := r.layout.Hit(&r.shown, x, y, false)
	if r.underChart(env, h) {
		return input.Target{}
	}
	return input.Target{Kind: h.Kind, Index: h.Index, Sub: h.Sub}
}

// hitCrowd finds the grid's buttons and cells at a table of more than
// rules.MaxPlayers; nothing at a smaller one.
func (r *review) hitCrowd(env *game.Env, x, y float64) input.Target {
	if !r.layout.Crowd {
		return input.Target{}
	}
	if t := game.HitMenu(env, r.crowd.buttons, x, y); t.Kind != 0 {
		return t
	}
	return r.crowd.hit(env.Frame(), x, y)
}

func (r *review) Draggable(t input.Target) bool {
	return r.bar.Draggable(t) || r.layout.Crowd && r.crowd.scrolls(t)
}

func (r *review) Update(env *game.Env, intents []input.Intent) (game.Change, error) {
	if r.viewer.Built.Lang != env.Lang() {
		r.speak(env)
	}
	r.hover = game.LatestHover(intents, r.hover)
	if r.layout.Crowd {
		intents = r.crowd.take(env, intents)
	}
	r.pollAnalysis(env)
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
		case in.Kind == input.Click && in.Target.Kind == game.KindButton && in.Target.Index == btnReviewAnalyse:
			r.pressAnalyse(env)
		case in.Kind == input.Click && in.Target.Kind == game.KindButton && in.Target.Index == btnReviewLog:
			r.drawer = !r.drawer
			r.an.chart.open = r.an.chart.open && !r.drawer // the drawer opens where the chart lies
			r.viewer.Rebuild()
		case in.Kind == input.Click && r.drawer && in.Target.Kind == board.HitNone:
			r.drawer = false // a tap beside the drawer closes it
			r.viewer.Rebuild()
		case in.Kind == input.Click && in.Target.Kind == game.KindButton && r.crowd.press(in.Target.Index):
			r.drawer = false // the grid, the drawer and the chart open one at a time
			r.an.chart.open = r.an.chart.open && !r.crowd.open
			r.viewer.Rebuild()
		case in.Kind == input.Click && in.Target.Kind == board.HitSystem && in.Target.Index < len(r.Seats):
			r.bar.View = in.Target.Index // a seat's system, large
			r.crowd.open = false
		default:
			rest = append(rest, in)
		}
	}
	if c, done := r.viewer.Event(r.bar.Update(env, rest), nil, func() game.Change { return r.playOn(env) }); done {
		return c, nil
	}
	r.refresh(env)
	return game.Stay, nil
}

// OpenSeat is the seat a position is shown from with everything open:
// the seat the action shown was of (its market, for a draw), where it
// shows; at the deal the seat to act.
func (r *review) OpenSeat(pos int) int {
	if pos > 0 {
		return actedFor(&r.States[pos-1])
	}
	return max(0, r.States[0].CurrentPlayer())
}

// actedFor is the seat an action from a state is of: the seat to act,
// whose market the table refills and for whom, alone, it rolls.
func actedFor(before *rules.State) int { return max(0, before.CurrentPlayer()) }

// refresh builds the view again when the position, the seat watched, the
// language or the window changed, and the tooltip when what it speaks of
// did: Draw only draws them.
func (r *review) refresh(env *game.Env) {
	if _, stale := r.viewer.Stale(env); stale {
		r.build(env, r.bar.Pos)
	}
	if r.layout.Crowd { // the grid scrolls and sorts between builds
		r.crowd.place(env, r.layout, captainsInput{s: &r.seen, names: r.view.Names, scores: r.view.Scores, active: r.layout.Active, viewer: r.layout.Active})
	}
	r.retip(env)
}

// build makes what the table shows at a position.
func (r *review) build(env *game.Env, pos int) {
	f := env.Frame()
	st := &r.States[pos]
	active := r.viewer.Watched(pos)
	if r.bar.View >= 0 {
		obs := st.Observe(active)
		r.seen = obs.Public() // the decks' order and the dice hidden
	} else {
		r.seen = *st // everything open
	}
	r.shown = r.seen.View()
	r.view.Names = r.Names
	tableWords(env, &r.seen, r.Seats, active, &r.view, false)
	r.place(env, st.NumPlayers(), active)
	// The analysis' words join the bar's as they fit the bar as placed, and
	// the bar is placed again to make their room.
	said := r.bar.Line
	if r.sayAnalysis(env, pos); r.bar.Line != said {
		r.place(env, st.NumPlayers(), active)
	}
	r.lights(pos)
	r.sketchChart(env, pos)
	r.logHead = env.T("play.log")
	rolled := -1
	if ph := r.seen.Phase(); r.seen.Solo() && ph != rules.PhaseRoll && ph != rules.PhaseOver {
		rolled = rollBefore(pos, func(i int) rules.Action { return r.Rec.Actions[i] })
	}
	if f.Fluid() {
		r.solo.Rolled = rolled
		r.speakOver(env)
		return
	}
	r.logRows = fitLog(env, r.lines[:r.count[pos]], r.logRows)
	if r.seen.Solo() {
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
	if len(r.opts) != s.NumPlayers() {
		r.opts = make([]board.SystemOpts, s.NumPlayers())
	}
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
	if pos == 0 || r.Actors[pos-1] < 0 {
		return
	}
	seat, a := r.Actors[pos-1], r.Rec.Actions[pos-1]
	before := r.States[pos-1].Player(seat)
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

// Words are the bar's two lines on the position shown: which action of
// the game, in which turn, by whom; and what it did. Where the action
// ended the turn, the head is the next turn's, its General's, as the
// table's top says it.
func (r *review) Words(env *game.Env, pos int) (head, line string) {
	if pos == 0 {
		st := &r.States[0]
		if st.Solo() {
			return env.T("review.head_start"), env.T("orbit.review.first_solo", r.Names[0])
		}
		return env.T("review.head_start"), env.T("orbit.review.first_general", r.Names[st.General()])
	}
	before, after := &r.States[pos-1], &r.States[pos]
	n, turn, who := len(r.Rec.Actions), before.Turn()+1, r.Actors[pos-1]
	if !after.IsOver() && after.Turn() != before.Turn() { // a new turn: its General gives the order
		turn, who = after.Turn()+1, after.General()
		if after.Solo() {
			who = session.Table // the Emperor's dice give it
		}
	}
	if who == session.Table || who < 0 || who >= len(r.Names) { // the dice or a draw: the line says which
		head = env.T("orbit.review.head_table", pos, n, turn)
	} else {
		head = env.T("orbit.review.head", pos, n, turn, r.Names[who])
	}
	line = r.said[pos-1]
	if r.States[pos].IsOver() {
		line = env.T("text.sentences", line, env.T("review.over"))
	}
	return head, line
}

// playOn starts a match from the position shown (see Spec.PlayOn).
func (r *review) playOn(env *game.Env) game.Change {
	pos := r.bar.Pos
	return tableSpec.PlayOn(env, r.Rec, &r.States[pos], pos, r.viewer.Watched(pos), func(m *match) game.Scene {
		return newPlay(r.g, env, m, env.Speed())
	})
}

// branch makes the match that plays on from the position shown; nil at
// the end of a game.
func (r *review) branch(env *game.Env) (*match, error) {
	pos := r.bar.Pos
	return tableSpec.Branch(r.Rec, &r.States[pos], pos, r.viewer.Watched(pos), env.InBrowser())
}

// retip writes the tooltip again when what it speaks of may have changed.
func (r *review) retip(env *game.Env) {
	key := reviewTipKey{hover: r.hover, built: r.viewer.Built}
	if key == r.tipFor {
		return
	}
	r.tipFor = key
	h := board.Hit{Kind: r.hover.Kind, Index: r.hover.Index, Sub: r.hover.Sub}
	r.tip = r.tableTip(env, h)
}

func (r *review) Draw(env *game.Env, dst *ebiten.Image) {
	table := r.g.drawer(env)
	table.Draw(dst, r.layout, &r.shown, &r.view)
	if r.layout.Crowd {
		r.crowd.draw(env, dst, table.Art, &r.shown)
		game.DrawMenu(env, dst, r.crowd.buttons, r.hover, 0)
	}
	game.DrawMenu(env, dst, r.menu, r.hover, 0)
	if r.layout.Fluid() {
		table.DrawOver(dst, r.layout, &r.shown, &r.overlay)
		r.drawChart(env, dst)
		if !r.crowd.open { // the grid is open over the bar's words
			r.bar.Draw(env, dst)
		}
		r.drawTip(env, dst)
		return
	}
	if r.an.chart.shown() { // over the log's column
		r.drawChart(env, dst)
	} else {
		table.DrawLog(dst, r.layout, r.logHead, r.logRows, env.InterfaceScale())
	}
	if r.seen.Solo() {
		table.DrawSolo(dst, r.layout, &r.solo)
	}
	r.bar.Draw(env, dst)
	r.drawTip(env, dst)
}

// drawTip draws the tooltip of what the pointer rests on, over the bar.
func (r *review) drawTip(env *game.Env, dst *ebiten.Image) {
	if len(r.tip) > 0 {
		f, sc := env.Frame(), env.InterfaceScale()
		env.Paint().Tooltip(dst, r.tip, f.Px(14)*sc, f.Px(19)*sc, r.px, r.py, f.S, render.Rect{W: f.W, H: f.H})
	}
}

// reviewMatch opens the game just played in the viewer, over the final
// score it goes back to.
func reviewMatch(g *Game, env *game.Env, m *match) (game.Change, error) {
	return table.ReviewFinished("orbit", func() (game.Scene, error) { return newReview(g, env, m.Record()) }), nil
}
