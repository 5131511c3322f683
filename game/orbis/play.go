package orbis

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/game/session"
	"orbis/game/table"
	"orbis/input"
	"orbis/render"
	board "orbis/render/orbis"
	rules "orbis/rules/orbis"
)

// play is the table during a game: it shows the session's game, takes a
// person's moves from the pointer and keys, paces the computer seats' moves
// and turns the session's events into animations, log lines and saves.
type play struct {
	g     *Game
	m     *match
	turn  Turn
	speed game.Speed
	pace  game.Pace // when the next move a computer decided is shown

	layout  *board.Layout
	view    board.TableView
	seen    rules.View // what the table shows: what every seat may see, no pile's tiles or order
	names   []string   // the seats' names
	kinds   []string   // who plays each seat, in words
	score   rules.Result
	words   phrasedTable // the table's words, phrased when they change
	hover   board.Target // what the tooltips speak of: the keyboard's focus, else the pointer's
	px, py  float64      // where that is: the tooltip's corner, or the pointer dragging
	log     gameLog
	flights []flight
	status  game.Phrase

	hint      *session.Job // the Hint button's work, or nil
	hintWork  *hintWork
	hintFor   int // the history's length when the hint was asked: it is shown only there
	overSince time.Time

	coach   *coach // the tutorial's lessons, or nil
	seenBy  int    // the seat whose observation the table shows (see viewer)
	inspect int    // another seat drawn large to look at, or -1
	drawer  bool   // a phone's log drawer is open

	notice string // a passing word over the table, until noticeUntil
	lang   string // the language the table's words are in
	// The keyboard's focus (play_keys.go): what it is on, what it can be
	// on now, and the intents with its keys turned into clicks.
	focus       board.Target
	focusable   []board.Target
	keyIntents  []input.Intent
	cubesSeen   [rules.DisplaySize]rules.Cubes
	noticeUntil time.Time
	// pointer is what the pointer rests on, at pointerX, pointerY.
	pointer            board.Target
	pointerX, pointerY float64
	// next is the scene after the game, instead of the final score: the
	// next game of a diagnostic's computer seats.
	next func(*game.Env) (game.Scene, error)
	// Online: the server's link, and which seats' players are here (a bit
	// each); nil offline.
	net  *orbisNet
	here uint8
}

// flight is a tile, god or worshipper moving across the table.
type flight struct {
	sprite             board.Sprite
	from, to           render.Hex // where it leaves and lands, and its size at each end
	start              time.Time
	dur                time.Duration
	hideSeat, hideSlot int
	hideDisplay        int // a display position the piece is flying to, or -1
}

func newPlay(g *Game, env *game.Env, m *match, speed game.Speed) *play {
	p := &play{g: g, m: m, speed: speed, seenBy: -1, inspect: -1}
	m.Sess.Drain() // what happened before the table opened is in the log already
	p.turn.Reset(m)
	p.speak(env)
	p.relayout(env)
	p.observe()
	// A scene switch happens in Update and the same frame is drawn before
	// this scene's first Update: the view must be ready now.
	p.buildView(env)
	return p
}

// speak writes the table's words in the player's language: the log (told
// again from the record), who plays each seat. The options may change the
// language in the middle of a game; words already on their way (a notice,
// a hint) are dropped rather than left in the language before.
func (p *play) speak(env *game.Env) {
	p.lang = env.Lang()
	p.g.sayNames(env, p.m.Seats)
	p.names = p.m.Names()
	p.log = newGameLog(env, p.m)
	p.kinds = p.kinds[:0]
	for i, seat := range p.m.Seats {
		if p.net != nil {
			p.kinds = append(p.kinds, p.seatKind(env, i))
			continue
		}
		if seat.Human() {
			p.kinds = append(p.kinds, env.T("play.you"))
		} else {
			p.kinds = append(p.kinds, env.T("play.computer", game.LevelWord(env, int(seat.Level))))
		}
	}
	p.notice, p.turn.HintText = "", ""
}

// Rules: the rules overlay shows Orbis' rules over the table.
func (p *play) Rules() []game.RuleSection { return p.g.Rules() }

// Settled reports whether every piece of the last frame was ready.
func (p *play) Settled() bool { return p.g.Settled() }

// Turns returns the turns played so far, for the frame-timing command.
func (p *play) Turns() int { return p.m.State().Turn() }

// viewer is the seat whose view the table shows: the person at the table.
// Computer turns are watched where their seats sit, so the table does not
// jump; at a hot seat it is the person to act, else the last who acted. A
// table of computers only shows the seat to act.
func (p *play) viewer() int { return p.m.Viewer(p.net, p.seenBy) }

// activeSeat is the seat drawn large: the viewer's, or another seat the
// person is looking at.
func (p *play) activeSeat() int { return p.m.ActiveSeat(p.inspect, p.viewer()) }

func (p *play) relayout(env *game.Env) {
	f := env.Frame()
	if v := p.viewer(); v != p.seenBy {
		p.seenBy = v
		p.observe() // another seat's view: what it may know
	}
	active := p.activeSeat()
	drawer, picking := p.drawer && f.Fluid(), p.turn.Panel.Kind == PanelVolcano && f.Fluid()
	if p.layout == nil || p.layout.Frame != *f || p.layout.Active != active || p.layout.Reading != env.InterfaceScale() || p.layout.Drawer != drawer || p.layout.Picking != picking {
		p.layout = board.LayoutIn(*f, p.m.State().NumPlayers(), active, drawer, picking)
		p.layout.Reading = env.InterfaceScale()
	}
	p.layout.Pick = p.turn.Panel.PickColors()
}

// Responsive: the table lays itself out for a phone's or a tablet's
// window, upright or on its side, and again when the window turns.
func (p *play) Responsive() bool { return true }

func (p *play) Hit(env *game.Env, x, y float64) input.Target {
	shape := board.NoPanel
	switch p.turn.Panel.Kind {
	case NoPanel:
	case PanelExchange:
		shape = board.ExchangePanel
	case PanelWild:
		shape = board.QuestionPanel
	case PanelVolcano:
		shape = board.PickPanel
	default:
		shape = board.CountsPanel
	}
	var cubes [rules.DisplaySize]rules.Cubes
	for pos := range cubes {
		cubes[pos] = p.seen.DisplayCubes(pos)
	}
	if p.coach.Active() && shape == board.NoPanel && p.layout.Notes.Contains(x, y) {
		return input.Target{Kind: board.CoachBox}
	}
	t := p.layout.Hit(x, y, shape, p.m.State().GodCount(), &cubes)
	if t.Kind == board.None {
		if c, ok := p.layout.HitReduction(x, y, p.m.State().Seat(p.layout.Active).Reductions); ok {
			t = board.Target{Kind: board.Reduction, Index: int(c)}
		}
	}
	return input.Target(t)
}

// Resting: the table waits for the person to act, with nothing in flight
// and every piece drawn.
func (p *play) Resting() bool {
	return p.humanToAct() && len(p.flights) == 0 && p.hint == nil && p.notice == "" && p.g.Settled() && p.overSince.IsZero()
}

func (p *play) Draggable(t input.Target) bool {
	return t.Kind == board.LogLine || p.humanToAct() && p.inspect < 0 && (t.Kind == board.DisplayTile || t.Kind == board.GodTile)
}

// Lifted: a tile or a god dragged by a finger rides above it; the log
// scrolled by a drag follows it.
func (p *play) Lifted(t input.Target) bool {
	return t.Kind == board.DisplayTile || t.Kind == board.GodTile
}

// humanToAct reports whether a person at this screen is to act.
func (p *play) humanToAct() bool { return p.m.HumanToAct(p.net) }

func (p *play) Update(env *game.Env, intents []input.Intent) (game.Change, error) {
	if p.lang != env.Lang() {
		p.speak(env) // changed in the options, over the game
	}
	if p.net != nil {
		p.pumpNet(env)
		if lost := p.net.LostScene(env); lost != nil { // the seat is played elsewhere now, or gone
			p.close()
			return game.Replace(lost), nil
		}
	}
	p.relayout(env)
	for _, in := range intents {
		if in.Kind == input.DragStart || in.Kind == input.DragMove || in.Kind == input.Hover {
			p.pointerX, p.pointerY = in.X, in.Y
		}
	}
	p.pointer = board.Target(game.LatestHover(intents, input.Target(p.pointer)))
	intents = p.keyboard(intents)
	if p.m.State().IsOver() {
		if p.overSince.IsZero() {
			p.overSince = time.Now()
		}
		if time.Since(p.overSince) > 1500*time.Millisecond {
			if p.net != nil {
				return game.Replace(p.overOnline(env)), nil
			}
			p.close()
			if p.next != nil {
				next, err := p.next(env)
				return game.Replace(next), err
			}
			return game.Replace(newGameOver(p.g, env, p.m)), nil
		}
		p.buildView(env)
		return game.Stay, nil
	}
	clicked := false // on the tutorial's coach
	for _, in := range intents {
		if in.Kind == input.Click && in.Target.Kind == board.CoachBox {
			clicked = true
			continue
		}
		if p.log.handle(p.layout, in) || p.inspecting(in) {
			continue
		}
		if in.Kind == input.KeyLegend {
			return game.Push(newLegend(p.g, env, p.m.State().Tiles())), nil
		}
		if in.Kind == input.KeyCancel && p.turn.Dragging.Kind == board.None && p.turn.Selected.Kind == board.None && p.turn.Panel.Kind != PanelExchange && p.turn.Panel.Kind != PanelWild {
			return game.Push(game.NewPause(env, p)), nil
		}
		if in.Kind == input.Click && in.Target.Kind == board.Button {
			switch board.ButtonID(in.Target.Index) {
			case board.BtnMenu:
				return game.Push(game.NewPause(env, p)), nil
			case board.BtnHelp:
				return game.Push(game.Rules(env, p.Rules())), nil
			case board.BtnLegend:
				return game.Push(newLegend(p.g, env, p.m.State().Tiles())), nil
			case board.BtnHint:
				p.startHint(env)
				continue
			case board.BtnLog:
				p.drawer = !p.drawer
				continue
			}
		}
		if p.humanToAct() && p.inspect < 0 {
			p.turn.ConfirmEnd = env.ConfirmEndTurn()
			p.turn.Handle(p.m, in)
		}
	}
	p.relayout(env) // a seat looked at, or no longer
	if !p.humanToAct() {
		p.computerTurn()
	}
	p.showEvents(env)
	p.pollHint(env)
	p.coach.Update(env, p, clicked)
	p.buildView(env)
	return game.Stay, nil
}

// inspecting opens another seat's universe large on a click of its panel,
// and closes it on a click anywhere or Esc. It reports whether the intent
// was for that.
func (p *play) inspecting(in input.Intent) bool {
	t := board.Target(in.Target)
	switch {
	case in.Kind == input.Click && (t.Kind == board.SeatPanel || t.Kind == board.SeatSlot) && t.Index != p.viewer() && t.Index != p.inspect:
		p.inspect = t.Index
		p.turn.Selected = board.Target{}
		return true
	case p.inspect < 0:
		return false
	case in.Kind == input.KeyCancel || in.Kind == input.Click && t.Kind != board.Button:
		p.inspect = -1
		return true
	}
	return false
}

// computerTurn lets the seat to act decide, and shows its decided moves
// one at a time at the chosen speed.
func (p *play) computerTurn() { p.m.ComputerTurn(&p.pace, p.speed, &p.status) }

// showEvents turns what happened in the session into animations, the turn
// log and the autosave.
func (p *play) showEvents(env *game.Env) {
	events := p.m.Sess.Drain()
	if len(events) > 0 {
		p.observe()
	}
	var sound frameSound
	defer sound.play(env)
	for _, e := range events {
		switch e.Kind {
		case session.Undone:
			p.log.event(env, p.m, &e)
			p.flights = p.flights[:0]
			continue
		default:
			p.log.event(env, p.m, &e)
		}
		p.animate(&e)
		sound.add(p, &e)
		p.explainCancel(env, &e)
		if e.Step.Seat == session.Table || e.After.Turn() != e.Before.Turn() {
			p.turnEnded(env)
		}
	}
}

// observe takes from the session what the table shows once the game
// changed: the observation of the seat drawn large (what any seat may
// know), and the provisional score.
func (p *play) observe() {
	obs := p.m.Sess.Observe(p.seenBy)
	p.seen, p.score = obs.View(), p.m.State().Score()
}

// turnEnded logs the turn, autosaves and resets the turn's interface.
func (p *play) turnEnded(env *game.Env) {
	p.status = p.m.Autosave(env, p.net) // a status speaks of the turn it was said in
	p.turn.Reset(p.m)
	p.cancelHint()
}

// Online reports whether a server keeps this table's game.
func (p *play) Online() bool { return p.net != nil }

// Speed is the computers' pace at this table.
func (p *play) Speed() game.Speed { return p.speed }

// SetSpeed changes the computers' pace, from the pause menu.
func (p *play) SetSpeed(s game.Speed) { p.speed = s }

// Saved tells how a save from the pause menu went.
func (p *play) Saved(env *game.Env, err error) {
	said := table.Saved(err)
	if err != nil {
		p.status = said // the table says it until the next save
	}
	p.notify(env.Say(said))
}

// SaveSlot is the game's place among the games in progress.
func (p *play) SaveSlot() game.SaveSlot { return p.m.Slot }

// SaveData is the game as the autosave keeps it: its record.
func (p *play) SaveData() []byte { return p.m.SaveData() }

// Close stops the computers' work, when a diagnostic ends the game.
func (p *play) Close() { p.close() }

// close stops the computers' and the hint's work: the scene is left.
func (p *play) close() {
	p.m.Close(p.net)
	p.cancelHint()
}

func (p *play) Draw(env *game.Env, dst *ebiten.Image) {
	table := p.g.drawer(env)
	table.Art.BeginFrame()
	table.Draw(dst, p.layout, &p.view, env.Redraw())
}
