package orbis

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/game/table"
	"orbis/input"
	"orbis/render"
	board "orbis/render/orbis"
	rules "orbis/rules/orbis"
)

// review is the replay viewer of a game of Orbis: the table as it was
// after any action of a record (or a save), the shell's review bar to move
// through it, and "play on from here" into a new match.
type review struct {
	*tableReplay
	bar    game.ReviewBar
	viewer table.Viewer // the bar's positions as the table shows them
	g      *Game
	data   []byte   // the record as it is kept (its analysis is kept by it), or nil
	said   []string // what each action did, in a sentence or a few
	log    gameLog  // the table's log, as far as the position shown
	logAt  reviewLog

	layout     *board.Layout
	view       board.TableView
	seen       rules.State // the position as the view shown may know it
	shown      rules.View  // what the table draws of it: what every seat may see
	score      rules.Result
	kinds      []string
	hover      board.Target
	px, py     float64  // where the pointer rests
	tipLines   []string // what the piece under it is, wrapped
	tipFor     tipKey   // what tipLines were written for
	an         reviewAnalysis
	drawer     bool     // a phone's log drawer is open
	shortKinds []string // the kinds shown where the whole is too long (kindsShown)
}

// tableReplay is a record of Orbis replayed for the viewer.
type tableReplay = table.Replay[rules.State, rules.Action, rules.Observation, *rules.State, *rules.Record, SeatConfig]

// Review opens a record or a save of Orbis in the viewer: ErrNotThisGame
// for another game's file, an error wrapping rules.ErrRecord for a record
// that cannot be read or replayed.
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
// at the end and with everything open for a finished game, at the last
// position with the first person's view for a game in progress.
func newReview(g *Game, env *game.Env, rec *rules.Record) (*review, error) {
	if len(rec.Players) < rules.MinPlayers {
		return nil, fmt.Errorf("orbis: review: %d players: %w", len(rec.Players), rules.ErrRecord)
	}
	rp, err := tableSpec.Replay(rec)
	if err != nil {
		return nil, err
	}
	r := &review{g: g, tableReplay: rp}
	r.bar = rp.OpenBar(env, reviewWords, reviewControls)
	r.viewer = table.NewViewer(&r.bar, rp.Actors, r)
	// A seat's turn begins where its first action is next, the table's
	// draw before it done.
	r.bar.Turns = r.viewer.TurnStarts(func(pos int) int { return r.States[pos].Turn() }, true)
	r.an.opts = analysisOptions(rec, env.InBrowser())
	r.speak(env)
	r.refresh(env)
	r.refreshAnalysis(env) // the bar's buttons and the analysis' are laid out for the first frame
	return r, nil
}

// speak writes the viewer's words in the player's language: who played
// each seat, what each action did, the log.
func (r *review) speak(env *game.Env) {
	r.g.sayNames(env, r.Seats)
	table.Rename(r.Names, r.Seats)
	r.kinds = r.kinds[:0]
	for _, seat := range r.Seats {
		if seat.Human() {
			r.kinds = append(r.kinds, env.T("play.you"))
		} else {
			r.kinds = append(r.kinds, env.T("play.computer", game.LevelWord(env, int(seat.Level))))
		}
	}
	r.said, r.logAt = r.describe(env)
	r.log = gameLog{follow: true, hovering: -1}
	r.viewer.Rebuild()
}

// Rules: the rules overlay shows Orbis' rules over the viewer.
func (r *review) Rules() []game.RuleSection { return r.g.Rules() }

// Settled reports whether every piece of the last frame was ready.
func (r *review) Settled() bool { return r.g.Settled() }

// Resting: the viewer waits for the player unless it plays the game on or
// analyses it.
func (r *review) Resting() bool { return r.bar.Resting() && r.g.Settled() && r.an.run == nil }

func (r *review) Hit(env *game.Env, x, y float64) input.Target {
	if t := r.bar.Hit(env, x, y); t.Kind != 0 {
		return t
	}
	if t, ok := r.hitSheet(env, x, y); ok {
		return t
	}
	if p := r.an.sketch.panel; r.an.open && env.Frame().R(p.X, p.Y, p.W, p.H).Contains(x, y) {
		return input.Target{} // the table's left column lies under the analysis
	}
	var cubes [rules.DisplaySize]rules.Cubes
	for pos := range cubes {
		cubes[pos] = r.seen.DisplayCubes(pos)
	}
	t := r.layout.Hit(x, y, board.NoPanel, r.seen.GodCount(), &cubes)
	if t.Kind == board.Button && !r.view.Buttons[t.Index].Shown {
		return input.Target{} // the play's buttons are not the viewer's
	}
	return input.Target(t)
}

func (r *review) Draggable(t input.Target) bool {
	return r.bar.Draggable(t) || t.Kind == board.LogLine || t.Kind == kindSheet
}

func (r *review) Update(env *game.Env, intents []input.Intent) (game.Change, error) {
	if r.viewer.Built.Lang != env.Lang() {
		r.speak(env)
	}
	r.hover = board.Target(game.LatestHover(intents, input.Target(r.hover)))
	for _, in := range intents {
		if in.Kind == input.Hover {
			r.px, r.py = in.X, in.Y
		}
	}
	var rest []input.Intent // what the table does not take is the bar's
	for _, in := range intents {
		t := board.Target(in.Target)
		switch {
		case in.Target.Kind == kindSheet && (in.Kind == input.Scroll || in.Kind == input.DragStart || in.Kind == input.DragMove || in.Kind == input.Drop):
			game.ScrollBy(env, []input.Intent{in}, &r.an.scroll) // a phone's sheet's column
		case in.Kind == input.Click && in.Target.Kind == kindSheetButton:
			r.pressAnalysis(env, in.Target.Index)
		case in.Kind == input.Scroll || in.Kind == input.KeyPageUp || in.Kind == input.KeyPageDown || (in.Kind == input.DragStart || in.Kind == input.DragMove || in.Kind == input.Drop) && t.Kind == board.LogLine:
			r.log.handle(r.layout, in)
		case in.Kind == input.KeyLegend:
			return game.Push(newLegend(r.g, env, r.seen.Tiles())), nil
		case in.Kind == input.Click && t.Kind == board.Button:
			switch board.ButtonID(t.Index) {
			case board.BtnMenu:
				r.cancelAnalysis()
				return game.Pop(), nil
			case board.BtnHelp:
				return game.Push(game.Rules(env, r.Rules())), nil
			case board.BtnLegend:
				return game.Push(newLegend(r.g, env, r.seen.Tiles())), nil
			case board.BtnLog:
				r.openDrawer(!r.drawer)
			}
		case in.Kind == input.Click && r.drawer && t.Kind == board.None:
			r.openDrawer(false) // a tap beside the drawer closes it
		case in.Kind == input.Click && (t.Kind == board.SeatPanel || t.Kind == board.SeatSlot) && t.Index != r.layout.Active:
			r.bar.View = t.Index // a seat's universe, large
		default:
			rest = append(rest, in)
		}
	}
	ev := r.bar.Update(env, rest)
	if c, done := r.viewer.Event(ev, r.cancelAnalysis, func() game.Change { return r.playOn(env) }); done {
		return c, nil
	}
	if ev == game.ReviewPressed {
		r.pressAnalysis(env, r.bar.Pressed)
	}
	if r.an.open && r.drawer {
		r.openDrawer(false) // the sheet opened over it
	}
	r.pollAnalysis(env)
	r.refresh(env)
	r.refreshAnalysis(env)
	r.retip(env)
	return game.Stay, nil
}

// OpenSeat is the seat a position is shown from with everything open:
// the seat to act, the last to act once the game is over.
func (r *review) OpenSeat(pos int) int {
	if seat := r.States[pos].CurrentPlayer(); seat >= 0 {
		return seat
	}
	for i := pos - 1; i >= 0; i-- {
		if r.Actors[i] >= 0 {
			return r.Actors[i]
		}
	}
	return 0
}

// refresh builds the view again when the position, the seat watched, the
// language or the window changed: Draw only draws it.
func (r *review) refresh(env *game.Env) {
	if f := env.Frame(); r.layout != nil && (r.layout.Layout != f.Layout || r.layout.DW != f.DW) {
		r.viewer.Rebuild() // the same window on another canvas: a scene made before it was entered
	}
	pos := r.bar.Pos
	moved, stale := r.viewer.Stale(env)
	if !stale {
		r.hoverView()
		return
	}
	st := &r.States[pos]
	active := r.viewer.Watched(pos)
	if r.bar.View >= 0 {
		obs := st.Observe(active)
		r.seen = obs.Public()
	} else {
		r.seen = *st // everything open: the piles as they lie
	}
	r.shown = r.seen.View()
	r.score = st.Score()
	r.place(env, st.NumPlayers(), active)
	if moved {
		r.log.follow = true
	}
	r.logAt.show(&r.log, pos)
	v := &r.view
	*v = board.TableView{S: &r.shown, Names: r.Names, Kinds: r.kindsShown(env),
		Still: board.Still{Active: active, Thinking: -1, HideDisplay: -1, HideGod: -1, Words: tableWords(env, &r.shown, &r.score, r.Names, -1)}}
	r.topButtons(env, v)
	r.log.wrap(env, r.layout)
	r.hoverView()
}

// hoverView lights what the pointer rests on, and the piece the log line
// under it, or else the action shown, speaks of.
func (r *review) hoverView() {
	v := &r.view
	v.Hover = r.hover
	r.log.hover(r.hover)
	r.log.view(v)
	if v.LogHover < 0 {
		if e, ok := r.logAt.lastOf(r.bar.Pos); ok {
			v.Mark = board.Mark{Seat: e.seat, Slot: e.slot, Pos: e.pos}
		}
	}
	if r.an.open && r.layout.Fluid() {
		v.Mark = board.Mark{Seat: -1, Slot: -1, Pos: -1} // under a phone's sheet, its light would show at its edges
	}
}

// Words are the bar's two lines on the position shown: which action of
// the game, in which round and whose turn, as the table says them; and
// what the action did. Where the action passed the turn (the display
// refilled, or a turn ended without a refill) the head is the next turn's,
// as the table's top and the analysis of that turn say it.
func (r *review) Words(env *game.Env, pos int) (head, line string) {
	n := len(r.Rec.Actions)
	if pos == 0 {
		start := r.States[0].CurrentPlayer()
		if start < 0 {
			return env.T("review.head_start"), ""
		}
		return env.T("review.head_start"), env.T("orbis.review.first", r.Names[start])
	}
	before, after := &r.States[pos-1], &r.States[pos]
	who := r.Actors[pos-1]
	seat, round := who, before.Round()
	if next := after.CurrentPlayer(); next >= 0 && (who < 0 || after.Turn() != before.Turn()) {
		seat, round = next, after.Round()
	}
	if seat >= 0 && seat < len(r.Names) {
		head = env.T("orbis.review.head", pos, n, round, r.Names[seat])
	}
	line = r.said[pos-1]
	if line == "" && who >= 0 {
		line = env.T("orbis.review.ended", r.Names[who]) // the end of a turn says nothing of itself
	}
	if r.States[pos].IsOver() {
		line = sentences(env, line, env.T("review.over"))
	}
	return head, line
}

// playOn starts a match from the position shown (see Spec.PlayOn).
func (r *review) playOn(env *game.Env) game.Change {
	pos := r.bar.Pos
	return tableSpec.PlayOn(env, r.Rec, &r.States[pos], pos, r.viewer.Watched(pos), func(m *match) game.Scene {
		r.cancelAnalysis()
		return newPlay(r.g, env, m, env.Speed())
	})
}

// branch makes the match that plays on from the position shown; nil at
// the end of a game.
func (r *review) branch(env *game.Env) (*match, error) {
	pos := r.bar.Pos
	return tableSpec.Branch(r.Rec, &r.States[pos], pos, r.viewer.Watched(pos), env.InBrowser())
}

func (r *review) Draw(env *game.Env, dst *ebiten.Image) {
	table := r.g.drawer(env)
	table.Art.BeginFrame()
	table.Draw(dst, r.layout, &r.view, true) // the bar is drawn over it every frame
	r.an.sketch.draw(env, dst)
	r.drawSheet(env, dst)
	r.bar.Draw(env, dst)
	if len(r.tipLines) > 0 { // over the bar, which the table's own would be under
		l := r.layout
		env.Paint().Tooltip(dst, r.tipLines, l.TipTextSize(), l.TipLineHeight(), r.px, r.py, l.S, render.Rect{W: l.W, H: l.H})
	}
}

// Review opens the game just played in the viewer, over the final score
// it goes back to, with its analysis running when asked for: the same
// viewer each time, so that an analysis done stays.
func (g *gameOver) Review(env *game.Env, analyse bool) (game.Change, error) {
	return table.ReviewFinished("orbis", func() (game.Scene, error) {
		if g.viewer == nil {
			r, err := newReview(g.g, env, g.m.Record())
			if err != nil {
				return nil, err
			}
			r.data, _ = g.m.File() // as Keep kept it: its analysis is kept with it
			g.viewer = r
		}
		if analyse {
			g.viewer.startAnalysis(env)
			g.viewer.an.open = g.viewer.an.report != nil || g.viewer.an.open
		}
		return g.viewer, nil
	}), nil
}
