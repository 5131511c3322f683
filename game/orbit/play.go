package orbit

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/assets"
	"orbis/game"
	"orbis/game/session"
	"orbis/game/table"
	"orbis/input"
	"orbis/render"
	board "orbis/render/orbit"
	rules "orbis/rules/orbit"
)

// play is the table during a game of Orbit: it shows the session's game,
// takes a person's moves from the pointer and keys (play_input.go), paces
// the computer captains' moves and turns the session's events into ships
// on their way, log lines, sounds and saves.
type play struct {
	g     *Game
	m     *match
	speed game.Speed
	pace  game.Pace // when the next move a computer decided is shown
	lang  string

	layout *board.Layout
	seen   rules.View // what the table draws: what every seat may see, made in refresh
	view   board.TableView
	opts   []board.SystemOpts // each seat's, made in lights
	crowd  captains           // the others' grid, at a table of more than rules.MaxPlayers
	menu   []render.MenuButton
	legal  []rules.Action // the person's legal actions, when a person is to act
	prompt string         // what the person to act does now
	// The lines of the prompt's room (promptLines), the longest prompt's
	// measured for what fitKey names; the status's on a fluid table; the
	// length of the large ring, which a fluid table is laid out for.
	roomLines, fitLines, statusLines, ringLen int
	fitKey                                    string
	// What the person has picked on the way to a move.
	pickShip, pickMarket int // -1 for none
	pay                  rules.Payment
	zapSure              bool // Zap was pressed once: once more zaps
	drag                 board.Hit
	hover                board.Hit
	hoverButton          input.Target
	px, py               float64
	focus                int  // the keyboard's place among focusables, -1 for none
	inspect              int  // another seat drawn large to look at, or -1
	drawer               bool // a fluid table's drawer (the log, and what has no room) is open
	focusables           []focusTarget

	log     []game.Phrase
	overlay board.Overlay // what is drawn over the table, made in Update (speakOver)
	solo    board.Solo    // the solo game's column, which overlay shows alone
	flights []flight
	notice  game.Phrase
	status  game.Phrase
	until   time.Time // the notice's end
	over    time.Time // when the game ended, for a moment's pause before the score
	// Online: the server's link; nil offline.
	net *orbitNet
	// The tutorial's lessons (tutorial.go), or nil; where the lesson shown
	// points.
	coach   *coach
	coachAt render.Rect
	// still keeps the picture drawn last (still.go).
	still stillFrame
}

// flight is a ship on its way along a ring, or a hex just set in.
type flight struct {
	seat, ship int
	from, to   float64 // ring positions; to may pass the ring's end
	fresh      int     // a ring position lit, plus one
	start      time.Time
	dur        time.Duration
}

func newPlay(g *Game, env *game.Env, m *match, speed game.Speed) *play {
	p := &play{g: g, m: m, speed: speed, pickShip: -1, pickMarket: -1, focus: -1, inspect: -1}
	m.Sess.Drain()
	p.speak(env)
	return p
}

// speak writes the table's words in the player's language: the seats'
// names (a default one said in this language), the log told again, and
// what the table shows.
func (p *play) speak(env *game.Env) {
	p.g.sayNames(env, p.m.Seats)
	p.retell()
	p.refresh(env)
}

// retell writes the log again from the record: a resumed game tells what
// happened before it was saved.
func (p *play) retell() {
	p.log = p.log[:0]
	st := p.m.Sess.Start()
	for _, step := range p.m.Sess.History() {
		before := st
		apply := st.Apply
		if p.m.Following {
			apply = st.Follow // a view's dice and draws are as the server made them
		}
		if apply(step.Action) != nil {
			return
		}
		if line, ok := logLine(p.m, &before, &st, step); ok {
			p.log = append(p.log, line)
		}
	}
}

// Responsive: the table lays itself out for any window, a phone's upright
// or on its side, a tablet's, the desktop's (play_view.go, render/orbit).
func (p *play) Responsive() bool { return true }

// Rules: the rules overlay shows Orbit's rules over the table.
func (p *play) Rules() []game.RuleSection { return p.g.Rules() }

// Settled: every piece is drawn each frame.
func (p *play) Settled() bool { return true }

// Speed is the computers' pace at this table.
func (p *play) Speed() game.Speed { return p.speed }

// SetSpeed changes the computers' pace, from the pause menu.
func (p *play) SetSpeed(s game.Speed) { p.speed = s }

// Saved tells how a save from the pause menu went.
func (p *play) Saved(_ *game.Env, err error) { p.say(table.Saved(err)) }

// say shows a passing word over the table.
func (p *play) say(ph game.Phrase) { p.notice, p.until = ph, time.Now().Add(4*time.Second) }

// SaveSlot is the game's place among the games in progress.
func (p *play) SaveSlot() game.SaveSlot { return p.m.Slot }

// SaveData is the game as the autosave keeps it: its record.
func (p *play) SaveData() []byte { return p.m.SaveData() }

// Close stops the computers' work, and leaves an online game waiting on
// its server.
func (p *play) Close() { p.m.Close(p.net) }

// Turns returns the turns played so far, for the frame-timing command.
func (p *play) Turns() int { return p.m.State().Turn() }

// humanToAct reports whether a person at this screen is to act.
func (p *play) humanToAct() bool { return p.m.HumanToAct(p.net) }

// viewer is the seat drawn large: the person to act, else the last person
// who did, else the seat to act (a table of computers).
func (p *play) viewer() int {
	last := -1
	if p.layout != nil {
		last = p.layout.Active
	}
	return p.m.Viewer(p.net, last)
}

// activeSeat is the seat drawn large: the viewer's, or another seat the
// person is looking at.
func (p *play) activeSeat() int { return p.m.ActiveSeat(p.inspect, p.viewer()) }

// Resting: the table waits for the person, with nothing moving, and the
// screen shows it as it is (another captain may follow meanwhile online).
func (p *play) Resting() bool {
	return p.humanToAct() && len(p.flights) == 0 && p.notice.Empty() && p.over.IsZero() && p.drag.Kind == board.HitNone && p.still.shown(p)
}

func (p *play) Hit(env *game.Env, x, y float64) input.Target {
	if t := game.HitMenu(env, p.menu, x, y); t.Kind != 0 {
		return t
	}
	if p.layout.Crowd && !p.drawer {
		if t := p.crowd.hit(env.Frame(), x, y); t.Kind != 0 {
			return t
		}
	}
	h := p.layout.Hit(&p.seen, x, y, p.placing())
	return input.Target{Kind: h.Kind, Index: h.Index, Sub: h.Sub}
}

// Draggable: the person's own ships (to scout) and market hexes (to buy).
func (p *play) Draggable(t input.Target) bool {
	if p.layout.Crowd && p.crowd.scrolls(t) {
		return true // the grid scrolls
	}
	if !p.humanToAct() || p.inspect >= 0 || p.m.State().Phase() != rules.PhaseFollow {
		return false
	}
	switch p.m.State().Order() {
	case rules.Scout:
		return t.Kind == board.HitShip && t.Sub == p.viewer()
	case rules.Buy:
		return t.Kind == board.HitMarket
	}
	return false
}

// Lifted: a ship or a market hex dragged by a finger rides above it.
func (p *play) Lifted(t input.Target) bool {
	return t.Kind == board.HitShip || t.Kind == board.HitMarket
}

func (p *play) Update(env *game.Env, intents []input.Intent) (game.Change, error) {
	if p.lang != env.Lang() {
		p.speak(env)
	}
	if p.net != nil {
		p.pumpNet(env)
		if lost := p.net.LostScene(env); lost != nil { // the seat is played elsewhere now, or gone
			p.Close()
			return game.Replace(lost), nil
		}
	}
	if p.m.State().IsOver() {
		if p.over.IsZero() {
			p.over = time.Now()
		}
		if time.Since(p.over) > 1500*time.Millisecond {
			if p.net != nil {
				return game.Replace(p.overOnline(env)), nil
			}
			p.Close()
			return game.Replace(newOver(p.g, env, p.m)), nil
		}
	}
	for _, in := range intents {
		if in.Kind == input.Hover || in.Kind == input.DragMove || in.Kind == input.DragStart {
			p.px, p.py = in.X, in.Y
		}
	}
	for i := range intents { // a target the table does not have is none
		intents[i].Target, intents[i].Over = p.valid(intents[i].Target), p.valid(intents[i].Over)
	}
	if p.layout.Crowd {
		intents = p.crowd.take(env, intents)
	}
	p.hoverButton = game.LatestHover(intents, p.hoverButton)
	t := p.hoverButton
	if t.Kind == game.KindButton {
		p.hover = board.Hit{}
	} else {
		p.hover = board.Hit{Kind: t.Kind, Index: t.Index, Sub: t.Sub}
	}
	for _, in := range p.keyboard(intents) {
		if change, done := p.handle(env, in); done {
			return change, nil
		}
	}
	if !p.humanToAct() && !p.m.State().IsOver() {
		p.computerTurn()
	}
	p.showEvents(env)
	p.teach(env, intents)
	p.refresh(env)
	p.coachAt = p.coachPoint()
	return game.Stay, nil
}

// valid returns a target if the table has it now (a seat, a ship, a ring
// position, a gap, a market slot, a goal, a resource within range), else
// no target: an intent never reaches past the state's arrays.
func (p *play) valid(t input.Target) input.Target {
	s := p.m.State()
	seatOK := t.Sub >= 0 && t.Sub < s.NumPlayers()
	ok := true
	switch t.Kind {
	case board.HitRingHex, board.HitGap:
		ok = seatOK && t.Index >= 0 && t.Index < int(s.Player(t.Sub).RingLen)
	case board.HitShip:
		ok = seatOK && t.Index >= 0 && t.Index < rules.Ships
	case board.HitMarket:
		ok = t.Index >= 0 && t.Index < rules.MarketSize
	case board.HitGoal:
		ok = t.Index >= 0 && t.Index < int(rules.NumShapes)-1
	case board.HitTracker:
		ok = t.Index >= 0 && t.Index < int(rules.NumResources)
	case board.HitSystem:
		ok = t.Index >= 0 && t.Index < s.NumPlayers()
	}
	if !ok {
		return input.Target{}
	}
	return t
}

// computerTurn lets the seat to act decide, and shows its decided moves
// one at a time at the chosen speed.
func (p *play) computerTurn() { p.m.ComputerTurn(&p.pace, p.speed, &p.status) }

// showEvents turns what happened into log lines, flights, a sound and the
// autosave, after every step: an Orbit turn is many follows, and a page
// closed in the middle of one must not lose them.
func (p *play) showEvents(env *game.Env) {
	events := p.m.Sess.Drain()
	if len(events) == 0 {
		return
	}
	sound, loud := assets.Effect(0), -1
	for i := range events {
		e := &events[i]
		if e.Kind == session.Undone {
			if len(p.log) > 0 {
				p.log = p.log[:len(p.log)-1]
			}
			p.flights = p.flights[:0]
			continue
		}
		if line, ok := logLine(p.m, &e.Before, &e.After, e.Step); ok {
			p.log = append(p.log, line)
		}
		p.fly(e)
		if fx, rank := soundOf(p, e); rank > loud {
			sound, loud = fx, rank
		}
	}
	if loud >= 0 && env.Sound() != nil {
		env.Sound().Play(sound)
	}
	p.status = p.m.Autosave(env, p.net)
	p.unpick()
}

// fly starts the animation of a step: a ship scouting along its ring, a
// hex bought lit where it went in.
func (p *play) fly(e *event) {
	a := e.Step.Action
	seat := actorOf(e)
	if seat < 0 || p.speed == game.SpeedInstant {
		return
	}
	dur := p.speed.Step() * 2 / 3
	switch a.Kind {
	case rules.KindScout:
		pl := e.Before.Player(seat)
		from, to := float64(pl.Ships[a.Ship]), float64(a.To)
		if to < from {
			to += float64(pl.RingLen)
		}
		p.flights = append(p.flights, flight{seat: seat, ship: int(a.Ship), from: from, to: to, start: time.Now(), dur: dur})
	case rules.KindBuy:
		before, after := e.Before.Player(seat), e.After.Player(seat)
		for pos := range int(after.RingLen) {
			if pos >= int(before.RingLen) || before.Ring[pos].ID != after.Ring[pos].ID {
				p.flights = append(p.flights, flight{seat: seat, ship: -1, fresh: pos + 1, start: time.Now(), dur: dur * 2})
				break
			}
		}
	}
}

// event is one of the session's events of Orbit.
type event = session.Event[rules.State, rules.Action]

// soundOf is the effect a step makes and its weight, when several come in
// one frame: the weightiest is played.
func soundOf(p *play, e *event) (assets.Effect, int) {
	switch {
	case e.After.IsOver() && !e.Before.IsOver():
		return assets.EffectEnd, 6
	case e.Before.CurrentPlayer() != e.After.CurrentPlayer() && e.After.CurrentPlayer() >= 0 && p.m.Seats[e.After.CurrentPlayer()].Human():
		return assets.EffectTurn, 5
	}
	switch e.Step.Action.Kind {
	case rules.KindZap, rules.KindCountermand:
		return assets.EffectCancel, 4
	case rules.KindBuy:
		return assets.EffectPlace, 3
	case rules.KindScout, rules.KindOrder:
		return assets.EffectTake, 2
	case rules.KindMine:
		return assets.EffectCubes, 1
	}
	return 0, -1
}

// Draw draws the table, its buttons and what is over it (still.go): the
// screen keeps the picture while it stays the same.
func (p *play) Draw(env *game.Env, dst *ebiten.Image) { p.still.draw(env, dst, p) }
