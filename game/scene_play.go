package game

import (
	"context"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/input"
	"orbis/render"
	board "orbis/render/orbis"
	rules "orbis/rules/orbis"
	"orbis/rules/orbis/ai"
)

// play is the table during a game.
type play struct {
	m      *Match
	turn   Turn
	think  *thinker
	speed  Speed
	queue  []rules.Action // a computer seat's plan, shown one action at a time
	nextAt time.Time

	layout  *board.Layout
	view    board.TableView
	score   rules.Result
	hover   board.Target
	px, py  float64
	log     []string
	flights []flight
	lastPos int // display position of the tile a computer seat just took

	paused     bool
	pauseHover input.Target
	status     string
	hints      chan hintResult
	hintCancel context.CancelFunc
	hintFor    int // actions recorded when the hint was asked: it is shown only for that position
	overSince  time.Time
}

// flight is a tile, god or worshipper moving across the table.
type flight struct {
	sprite             board.Sprite
	fromX, fromY, toX  float64
	toY, fromR, toR    float64
	start              time.Time
	dur                time.Duration
	hideSeat, hideSlot int
}

func newPlay(a *App, m *Match, speed Speed) *play {
	p := &play{m: m, speed: speed, lastPos: -1}
	th, err := newThinker(m.Seats, m.Seed)
	if err != nil {
		p.status = err.Error()
		th, _ = newThinker(nil, 0)
	}
	p.think = th
	p.turn.Reset(m)
	p.score = m.State().Score()
	p.log = turnLog(a, m)
	p.relayout(a)
	// A scene switch happens in Update and the same frame is drawn before
	// this scene's first Update: the view must be ready now.
	p.buildView(a)
	return p
}

// activeSeat is the seat drawn large: the one to act, or seat 0 at the end.
func (p *play) activeSeat() int { return max(0, p.m.State().CurrentPlayer()) }

func (p *play) relayout(a *App) {
	active := p.activeSeat()
	if p.layout == nil || p.layout.W != a.w || p.layout.H != a.h || p.layout.Active != active {
		p.layout = board.NewLayout(a.w, a.h, p.m.State().NumPlayers(), active)
	}
}

func (p *play) Hit(a *App, x, y float64) input.Target {
	if p.paused {
		return hitButtons(a.Frame(), p.pauseButtons(a), x, y)
	}
	return input.Target(p.tableHit(x, y))
}

// tableHit says what of the table is under a point.
func (p *play) tableHit(x, y float64) board.Target {
	t := p.layout.Hit(x, y, p.turn.Panel.Kind != NoPanel, p.m.State().GodCount())
	if t.Kind == board.None {
		if c, ok := p.layout.HitReduction(x, y, p.m.State().Seat(p.layout.Active).Reductions); ok {
			t = board.Target{Kind: board.Reduction, Index: int(c)}
		}
	}
	return t
}

func (p *play) Draggable(t input.Target) bool {
	_, cfg, ok := p.m.CurrentSeat()
	return ok && cfg.Human() && !p.paused && (t.Kind == board.DisplayTile || t.Kind == board.GodTile)
}

func (p *play) humanToAct() bool {
	_, cfg, ok := p.m.CurrentSeat()
	return ok && cfg.Human()
}

func (p *play) Update(a *App, intents []input.Intent) error {
	p.relayout(a)
	for _, in := range intents {
		if in.Kind == input.DragStart || in.Kind == input.DragMove || in.Kind == input.Hover {
			p.px, p.py = in.X, in.Y
		}
	}
	if p.paused {
		return p.updatePause(a, intents)
	}
	p.hover = board.Target(latestHover(intents, input.Target(p.hover)))
	if p.m.State().IsOver() {
		if p.overSince.IsZero() {
			p.overSince = time.Now()
		}
		if time.Since(p.overSince) > 1500*time.Millisecond || a.shot != nil {
			p.think.stop()
			a.scene = newGameOver(a, p.m)
		}
		p.buildView(a)
		return nil
	}
	for _, in := range intents {
		if in.Kind == input.KeyCancel && p.turn.Dragging.Kind == board.None && p.turn.Selected.Kind == board.None && p.turn.Panel.Kind != PanelExchange {
			p.paused = true
			return nil
		}
		if in.Kind == input.Click && in.Target.Kind == board.Button {
			switch board.ButtonID(in.Target.Index) {
			case board.BtnMenu:
				p.paused = true
				continue
			case board.BtnHelp:
				a.toggleRules()
				continue
			case board.BtnHint:
				p.startHint()
				continue
			}
		}
		if p.humanToAct() {
			turnBefore := p.m.State().Turn()
			took := p.m.State().Phase() == rules.PhaseChoose
			done := len(p.m.Record().Actions)
			if p.turn.Handle(p.m, in) {
				p.afterHumanAction(a, turnBefore, took, done)
			}
		}
	}
	if !p.humanToAct() {
		p.computerTurn(a)
	}
	p.pollHint(a)
	p.buildView(a)
	return nil
}

// afterHumanAction animates the worshippers a take collected and a shift
// of the pyramid, and handles the end of a turn. done is the number of
// actions recorded before the human's.
func (p *play) afterHumanAction(a *App, turnBefore int, took bool, done int) {
	if took && p.m.State().Phase() != rules.PhaseChoose {
		if _, pos := p.m.State().TakenTile(); pos >= 0 {
			p.flyGenerated(pos)
			p.flyCollected(pos, p.activeSeat())
		}
	}
	if actions := p.m.Record().Actions; done <= len(actions) {
		for _, act := range actions[done:] {
			if act.Kind == rules.KindPlace {
				p.slidePyramid(p.activeSeat(), int(act.Pos))
			}
		}
	}
	if p.m.State().Turn() != turnBefore {
		p.turnEnded(a)
	}
}

// computerTurn asks the computer seat for its plan and shows it.
func (p *play) computerTurn(a *App) {
	if len(p.queue) == 0 {
		r, ok := p.think.poll()
		switch {
		case ok && r.err != nil && len(r.plan) == 0:
			p.status = r.err.Error()
		case ok && r.turn == p.m.State().Turn():
			p.queue, p.nextAt = r.plan, time.Now().Add(p.speed.step()/2)
		default:
			p.think.start(p.m) // nothing under way: think (a no-op while thinking)
		}
		return
	}
	for len(p.queue) > 0 && !time.Now().Before(p.nextAt) {
		act := p.queue[0]
		p.queue = p.queue[1:]
		seat := p.activeSeat()
		st := p.m.State()
		godIndex := -1
		if act.Kind == rules.KindTakeGod {
			for i := range st.GodCount() {
				if st.GodAt(i) == rules.God(act.Pos) {
					godIndex = i
				}
			}
		}
		turnBefore := st.Turn()
		if err := p.m.Apply(act); err != nil {
			p.status = err.Error() // a computer plan the rules refuse: stop it, the seat plans again
			p.queue = nil
			return
		}
		p.animate(act, seat, godIndex)
		if p.m.State().Turn() != turnBefore {
			p.turnEnded(a)
		}
		p.nextAt = time.Now().Add(p.speed.step())
		if p.speed != SpeedInstant {
			return
		}
	}
}

// animate starts the flights an applied action shows.
func (p *play) animate(act rules.Action, seat, godIndex int) {
	l := p.layout
	dur := p.speed.step() * 8 / 10
	switch act.Kind {
	case rules.KindTakeTile:
		p.lastPos = int(act.Pos)
		p.flyGenerated(int(act.Pos))
		p.flyCollected(int(act.Pos), seat)
	case rules.KindPlace:
		if p.lastPos < 0 || dur == 0 {
			return
		}
		slot, _ := rules.Landing(int(act.Pos))
		from, to := l.Display[p.lastPos], l.Seats[seat].Slots[slot]
		pl := p.m.State().PyramidOf(seat)[slot]
		p.flights = append(p.flights, flight{sprite: board.Sprite{Tile: pl.Tile, Wild: pl.Wild},
			fromX: from.CX, fromY: from.CY, fromR: from.R, toX: to.CX, toY: to.CY, toR: to.R,
			start: time.Now(), dur: dur, hideSeat: seat, hideSlot: slot})
		p.slidePyramid(seat, int(act.Pos))
		p.lastPos = -1
	case rules.KindTakeGod:
		if godIndex < 0 || godIndex >= len(l.Gods) || dur == 0 {
			return
		}
		from, to := l.Gods[godIndex], l.Seats[seat].God
		p.flights = append(p.flights, flight{sprite: board.Sprite{Tile: rules.NoTile, God: rules.God(act.Pos)},
			fromX: from.CX, fromY: from.CY, fromR: from.R, toX: to.CX, toY: to.CY, toR: to.R,
			start: time.Now(), dur: dur, hideSeat: -1, hideSlot: -1})
	}
}

// slidePyramid shows the shift a placement beyond an end of the base row
// makes: every other tile of the seat's pyramid slides one column from
// where it was to where it is now.
func (p *play) slidePyramid(seat, target int) {
	placed, shift := rules.Landing(target)
	if shift == 0 {
		return
	}
	dur := max(p.speed.step(), 300*time.Millisecond) * 8 / 10
	area := &p.layout.Seats[seat]
	pyr := p.m.State().PyramidOf(seat)
	for slot, pl := range pyr {
		if slot == placed || pl.Empty() {
			continue
		}
		r, c := rules.SlotRowCol(slot)
		from, to := area.Slots[rules.SlotIndex(r, c-shift)], area.Slots[slot]
		p.flights = append(p.flights, flight{sprite: board.Sprite{Tile: pl.Tile, Wild: pl.Wild, Cancelled: pl.Cancelled},
			fromX: from.CX, fromY: from.CY, fromR: from.R, toX: to.CX, toY: to.CY, toR: to.R,
			start: time.Now(), dur: dur, hideSeat: seat, hideSlot: slot})
	}
}

// flyGenerated sends one worshipper of the taken tile's colour from its
// place to each neighbouring display tile.
func (p *play) flyGenerated(pos int) {
	s := p.m.State()
	id, _ := s.TakenTile()
	if id == rules.NoTile {
		return
	}
	c := s.Tiles().Tile(id).Color
	l := p.layout
	dur := max(p.speed.step(), 300*time.Millisecond) * 8 / 10
	from := l.Display[pos]
	for _, n := range rules.DisplayNeighbours(pos) {
		if s.Display(n) == rules.NoTile {
			continue
		}
		tx, ty := l.Cubes[n][c].Center()
		p.flights = append(p.flights, flight{sprite: board.Sprite{Tile: rules.NoTile, Cube: true, Color: c},
			fromX: from.CX, fromY: from.CY, fromR: l.Px(13), toX: tx, toY: ty, toR: l.Px(13),
			start: time.Now(), dur: dur, hideSeat: -1, hideSlot: -1})
	}
}

// flyCollected sends the worshippers just collected from a display tile to
// the seat's realm. They are already counted there; the flight shows it.
func (p *play) flyCollected(pos, seat int) {
	dur := max(p.speed.step(), 300*time.Millisecond) * 8 / 10
	l := p.layout
	realm := p.m.State().RealmOf(seat)
	h := l.Display[pos]
	for c := range rules.NumColors {
		if realm[c] == 0 {
			continue
		}
		to := l.Seats[seat].Realm[c]
		tx, ty := to.Center()
		p.flights = append(p.flights, flight{sprite: board.Sprite{Tile: rules.NoTile, Cube: true, Color: rules.Color(c)},
			fromX: h.CX, fromY: h.CY, fromR: l.Px(14), toX: tx, toY: ty, toR: l.Px(14),
			start: time.Now(), dur: dur, hideSeat: -1, hideSlot: -1})
	}
}

// turnEnded logs the turn, autosaves and resets the turn's interface.
func (p *play) turnEnded(a *App) {
	p.log = append(p.log, describeLastTurn(a, p.m))
	if a.store != nil {
		if err := writeRecord(a.store, p.m.Record()); err != nil {
			p.status = a.T("play.save_failed", err.Error())
		}
	}
	p.turn.Reset(p.m)
	p.score = p.m.State().Score()
	p.lastPos = -1
	if p.hintCancel != nil {
		p.hintCancel()
		p.hintCancel, p.hints = nil, nil
	}
}

// hintResult is a finished hint, or why there is none.
type hintResult struct {
	hint ai.Hint
	err  error
}

// startHint asks a Medium player for the human seat's best turn.
func (p *play) startHint() {
	if !p.humanToAct() || p.hints != nil {
		return
	}
	seat := p.m.State().CurrentPlayer()
	obs := p.m.State().Observe(seat)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	p.hintCancel, p.hints, p.hintFor = cancel, make(chan hintResult, 1), len(p.m.Record().Actions)
	ch, turn := p.hints, uint64(p.m.State().Turn())
	go func() {
		player, _ := ai.NewPlayer(ai.Config{Level: ai.Medium, Seed: turn})
		h, err := player.Suggest(ctx, &obs)
		ch <- hintResult{hint: h, err: err}
	}()
	p.status = "…"
}

// pollHint shows a finished hint, unless the player moved meanwhile.
func (p *play) pollHint(a *App) {
	if p.hints == nil {
		return
	}
	select {
	case r := <-p.hints:
		p.hints, p.hintCancel, p.status = nil, nil, ""
		switch {
		case len(p.m.Record().Actions) != p.hintFor:
		case r.err != nil && len(r.hint.Actions) == 0:
			p.turn.Message, p.turn.Err = r.err.Error(), true
		default:
			p.showHint(a, &r.hint)
		}
	default:
	}
}

// showHint shows a hint for the position it was asked in: what the move
// does in words, the tile or god selected and the slot marked.
func (p *play) showHint(a *App, h *ai.Hint) {
	st := p.m.State()
	p.turn.HintText, p.turn.Message, p.turn.Err = hintWords(a, st, &h.Outcome), "", false
	if h.Outcome.Target >= 0 {
		p.turn.Hint = board.Target{Kind: board.Slot, Index: h.Outcome.Target}
	}
	switch {
	case h.Move.IsGod():
		for i := range st.GodCount() {
			if st.GodAt(i) == h.Move.God {
				p.turn.Selected = board.Target{Kind: board.GodTile, Index: i}
			}
		}
	case h.Move.Slot >= 0 && st.Phase() == rules.PhaseChoose:
		p.turn.Selected = board.Target{Kind: board.DisplayTile, Index: int(h.Move.Pos)}
		p.turn.AsWild = h.Move.Wild
	}
}

// Pause menu.
const (
	btnResume = iota + 1
	btnSave
	btnPauseRules
	btnToTitle
	btnPauseSpeed
)

func (p *play) pauseButtons(a *App) []menuButton {
	return []menuButton{
		{id: btnResume, x: 640, y: 330, w: 300, h: 50, label: a.T("pause.resume"), enabled: true, primary: true},
		{id: btnSave, x: 640, y: 392, w: 300, h: 50, label: a.T("pause.save"), enabled: a.store != nil},
		{id: btnPauseSpeed, x: 640, y: 454, w: 300, h: 50, label: a.T("pause.speed", p.speed.label(a)), enabled: true},
		{id: btnPauseRules, x: 640, y: 516, w: 300, h: 50, label: a.T("pause.rules"), enabled: true},
		{id: btnToTitle, x: 640, y: 578, w: 300, h: 50, label: a.T("pause.quit"), enabled: true},
	}
}

func (p *play) updatePause(a *App, intents []input.Intent) error {
	p.pauseHover = latestHover(intents, p.pauseHover)
	if pressed(intents, input.KeyCancel) {
		p.paused = false
		return nil
	}
	id, ok := clickedButton(intents)
	if !ok {
		return nil
	}
	switch id {
	case btnResume:
		p.paused = false
	case btnSave:
		if err := writeRecord(a.store, p.m.Record()); err != nil {
			p.status = a.T("play.save_failed", err.Error())
		} else {
			p.status = a.T("play.saved")
		}
		p.paused = false
	case btnPauseSpeed:
		p.speed = (p.speed + 1) % (SpeedInstant + 1)
		a.setSpeed(p.speed)
	case btnPauseRules:
		a.toggleRules()
	case btnToTitle:
		p.think.stop()
		if a.store != nil {
			_ = writeRecord(a.store, p.m.Record()) // best effort: the last turn is saved already
		}
		a.scene = newTitle(a, "")
	}
	return nil
}

func (p *play) Draw(a *App, dst *ebiten.Image) {
	a.table.Draw(dst, p.layout, &p.view, p.paused || a.rules != nil || a.shot != nil)
	if p.paused {
		f := a.Frame()
		a.paint.Box(dst, render.Rect{W: f.W, H: f.H}, 0, dimColor)
		a.paint.Box(dst, f.R(440, 220, 400, 400), f.Px(14), render.FeltLight)
		a.text.DrawBold(dst, a.T("pause.title"), f.X(640), f.Y(262), f.Px(28), render.Gold, render.Center)
		drawButtons(a, dst, f, p.pauseButtons(a), p.pauseHover)
	}
}
