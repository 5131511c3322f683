package orbit

import (
	"slices"
	"strconv"
	"time"

	"orbis/game"
	"orbis/render"
	board "orbis/render/orbit"
	rules "orbis/rules/orbit"
)

// refresh makes what the table shows from the state, the picks and the
// flights: the layout, the person's legal actions, the buttons, the words
// and the lights. Update calls it once a frame; Draw only draws it.
func (p *play) refresh(env *game.Env) {
	p.lang = env.Lang()
	s := p.m.State()
	p.seen = s.View()
	f := env.Frame()
	p.legal = p.legal[:0]
	if p.humanToAct() {
		p.legal = everyMine(s, s.LegalActions(p.legal))
		p.choosePayment()
	}
	p.prompt = p.coachWords(env, p.promptCase(env).text(env))
	v := p.activeSeat()
	ringLen := int(s.Player(v).RingLen)
	if l := p.layout; l == nil || l.W != f.W || l.H != f.H || l.Layout != f.Layout || l.Active != v || f.Fluid() && p.ringLen != ringLen {
		p.layout = board.NewLayoutFor(*f, s.NumPlayers(), v, ringLen)
		p.ringLen, p.roomLines = ringLen, -1
	}
	lines := p.promptLines(env)
	p.words(env)
	moves := p.moveButtons(env)
	widest := 0.0
	for _, b := range moves {
		widest = max(widest, env.Text().Width(b.Label, f.Px(moveLabelPx), true))
	}
	rows, status := 1, 0
	if f.Fluid() {
		_, rows = board.MoveGrid(f, p.layout.Moves.Width, len(moves), widest)
		status = len(p.view.StatusLines)
	}
	if lines != p.roomLines || rows != p.layout.Moves.Rows || status != p.statusLines {
		prompt := float64(lines) * promptSize(env) / f.S * promptPitch
		if f.Fluid() {
			statusH := float64(status) * board.StatusPitch
			if p.layout.Crowd {
				statusH += p.crowd.rowHeight() // the row that opens the grid
			}
			p.layout.Rooms(prompt, statusH, rows)
			p.tabWords(env)
		} else {
			p.layout.PromptRoom(prompt)
		}
		p.roomLines, p.statusLines = lines, status
	}
	p.layout.DrawerOpen = p.drawer && f.Fluid()
	p.menu = append(p.barButtons(env), p.layout.PlaceMoves(moves, widest)...)
	if p.layout.Crowd {
		viewer := p.viewer()
		p.crowd.place(env, p.layout, captainsInput{s: s, names: p.view.Names, scores: p.view.Scores, active: p.layout.Active, viewer: viewer, you: p.m.Seats[viewer].Human()})
		if p.crowd.open && f.Fluid() {
			p.menu = p.barButtons(env) // the grid is over the move's buttons
		}
		p.menu = append(p.menu, p.crowd.buttons...)
	}
	p.lights()
	if !p.notice.Empty() && time.Now().After(p.until) {
		p.notice = game.Phrase{}
	}
	p.focusables = p.focusList()
	p.speakOver(env)
	p.still.settle(env, p)
}

// everyMine adds to the person's moves the Mines the rules list in another
// ship's name (docs/orbit/rulings.md #15: two ships at one hex mine alike):
// the person mines with the ship clicked.
func everyMine(s *rules.State, legal []rules.Action) []rules.Action {
	if s.Phase() != rules.PhaseFollow || s.Order() != rules.Mine {
		return legal
	}
	for ship := range rules.Ships {
		if a := rules.MineWith(ship); s.IsLegal(a) && !slices.Contains(legal, a) {
			legal = append(legal, a)
		}
	}
	return legal
}

// choosePayment keeps the payment chosen for Buy one that can pay: the
// first the tracker holds, when the one chosen cannot.
func (p *play) choosePayment() {
	can := func(pay rules.Payment) bool {
		_, ok := p.find(func(a rules.Action) bool { return a.Kind == rules.KindBuy && a.Pay == pay })
		return ok
	}
	if can(p.pay) {
		return
	}
	for pay := range rules.NumPayments {
		if can(pay) {
			p.pay = pay
			return
		}
	}
}

// legalKind reports whether an action of a kind is legal.
func (p *play) legalKind(k rules.Kind) bool {
	_, ok := p.find(func(a rules.Action) bool { return a.Kind == k })
	return ok
}

// moveLabelPx is the least size a button's label shrinks to, in design
// units: a fluid row of buttons gives each label room at it.
const moveLabelPx = 13

// barButtons lays out the top bar's buttons: undo, redo, the rules and the
// menu; on a fluid table the log's drawer instead of the rules (the pause
// menu has them).
func (p *play) barButtons(env *game.Env) []render.MenuButton {
	seat := p.here()
	human := p.humanToAct()
	third := render.MenuButton{ID: btnRules, Label: env.T("pause.rules"), Enabled: true}
	if env.Frame().Fluid() {
		third = render.MenuButton{ID: btnLog, Label: env.T("play.log"), Enabled: true, Marked: p.drawer}
	}
	return p.layout.PlaceBar([]render.MenuButton{
		{ID: btnUndo, Label: env.T("play.undo"), Enabled: human && p.m.Sess.CanUndo(seat)},
		{ID: btnRedo, Label: env.T("play.redo"), Enabled: human && p.m.Sess.CanRedo(seat)},
		third,
		{ID: btnMenu, Label: env.T("play.menu"), Enabled: true},
	})
}

// moveButtons are the buttons of the move at hand, not yet placed.
func (p *play) moveButtons(env *game.Env) []render.MenuButton {
	s := p.m.State()
	if !p.humanToAct() || p.inspect >= 0 || p.crowd.open && env.Frame().Fluid() {
		return nil
	}
	if row, ok := p.coachButtons(env); ok {
		return row
	}
	var row []render.MenuButton
	switch s.Phase() {
	case rules.PhaseOrder:
		for o := rules.Order(0); o < rules.NumOrders; o++ {
			_, ok := p.find(func(a rules.Action) bool { return a.Kind == rules.KindOrder && a.Order == o })
			row = append(row, render.MenuButton{ID: btnOrder + int(o), Label: orderWord(env, o), Enabled: ok, Primary: ok})
		}
	case rules.PhaseAccept:
		row = append(row, render.MenuButton{ID: btnAccept, Label: env.T("orbit.btn.accept", orderWord(env, s.Rolled())), Enabled: p.legalKind(rules.KindAccept), Primary: true})
		for o := rules.Order(0); o < rules.NumOrders; o++ {
			if o == s.Rolled() {
				continue
			}
			_, ok := p.find(func(a rules.Action) bool { return a.Kind == rules.KindCountermand && a.Order == o })
			row = append(row, render.MenuButton{ID: btnCountermand + int(o), Label: orderWord(env, o), Enabled: ok})
		}
	case rules.PhaseFollow:
		if s.Order() == rules.Buy && p.legalKind(rules.KindBuy) {
			for pay := range rules.NumPayments {
				_, ok := p.find(func(a rules.Action) bool { return a.Kind == rules.KindBuy && a.Pay == pay })
				row = append(row, render.MenuButton{ID: btnPay + int(pay), Label: env.T(paymentKeys[pay]), Enabled: ok, Marked: ok && pay == p.pay})
			}
		}
		if s.Order() == rules.Zap && p.legalKind(rules.KindZap) {
			_, ok := p.zapAction()
			label := env.T("orbit.btn.zap")
			if p.zapSure {
				label = env.T("orbit.btn.zap_sure")
			}
			row = append(row, render.MenuButton{ID: btnZap, Label: label, Enabled: ok, Primary: p.zapSure})
		}
		if p.legalKind(rules.KindDone) {
			row = append(row, render.MenuButton{ID: btnDone, Label: env.T("orbit.btn.done"), Enabled: true, Primary: !p.zapSure})
		}
		if p.legalKind(rules.KindPass) {
			row = append(row, render.MenuButton{ID: btnPass, Label: env.T("orbit.btn.pass"), Enabled: true, Primary: true})
		}
	}
	return row
}

// lights sets what each system shows beyond the state: the ships used,
// the hexes a picked ship may reach, the gaps a picked hex may go into,
// the hex to zap, and the ships and hexes on their way.
func (p *play) lights() {
	s := p.m.State()
	now := time.Now()
	if len(p.opts) != s.NumPlayers() {
		p.opts = make([]board.SystemOpts, s.NumPlayers())
	}
	for seat := range s.NumPlayers() {
		o := &p.opts[seat]
		*o = board.SystemOpts{}
		pl := s.Player(seat)
		for ship := range rules.Ships {
			o.ShipAt[ship] = float64(pl.Ships[ship])
			o.Used[ship] = seat == p.here() && s.Phase() == rules.PhaseFollow && s.ShipUsedBy(seat, ship)
		}
		p.view.Systems[seat] = o
	}
	live := p.flights[:0]
	for _, fl := range p.flights {
		t := render.Progress(fl.start, now, fl.dur)
		if t >= 1 || fl.seat >= s.NumPlayers() {
			continue
		}
		live = append(live, fl)
		o := &p.opts[fl.seat]
		if fl.fresh > 0 {
			o.Fresh = fl.fresh
			continue
		}
		o.Flying = true
		o.ShipAt[fl.ship] = render.Lerp(fl.from, fl.to, render.Ease(t))
	}
	p.flights = live
	p.view.MarketPicked, p.view.MarketHidden = 0, 0
	if !p.humanToAct() || s.Phase() != rules.PhaseFollow {
		return
	}
	me := p.here()
	o := &p.opts[me]
	o.Picked = p.pickShip + 1
	if p.drag.Kind == board.HitShip {
		o.Hidden = p.drag.Index + 1
	}
	p.view.MarketPicked = p.pickMarket + 1
	if p.drag.Kind == board.HitMarket {
		p.view.MarketHidden = p.drag.Index + 1
	}
	pl := s.Player(me)
	for _, a := range p.legal {
		switch {
		case a.Kind == rules.KindScout && int(a.Ship) == p.pickShip:
			o.Lit[a.To] = true
		case a.Kind == rules.KindMine:
			o.Lit[pl.Ships[a.Ship]] = true
		case a.Kind == rules.KindBuy && int(a.Market) == p.pickMarket && a.Pay == p.pay:
			g := int(pl.Ships[a.Ship])
			if !a.After {
				g = (g - 1 + int(pl.RingLen)) % int(pl.RingLen)
			}
			o.Gaps[g] = true
		}
	}
	if s.Order() == rules.Zap && p.pickShip >= 0 {
		o.Marked = int(pl.Ships[p.pickShip]) + 1
	}
}

// words writes the table's words: the status, the panels' heads, each
// seat's score and where it stands in the order.
func (p *play) words(env *game.Env) {
	s := p.m.State()
	v := &p.view
	v.Names = p.m.Names()
	if p.net != nil {
		for seat := range p.m.Seats {
			p.m.Seats[seat].Label = p.onlineKind(env, seat)
		}
	}
	tableWords(env, s, p.m.Seats, p.layout.Active, v, p.net != nil && p.m.Sess.AtOnce())
	v.StatusLines = v.StatusLines[:0]
	if f := env.Frame(); f.Fluid() {
		v.StatusLines = env.Text().Wrap(v.Status, f.Px(board.StatusPx), p.layout.Status.W)
		p.tabWords(env)
	}
}

// tabWords writes each other captain's tab on a fluid table: the name,
// wrapped (a word too long for the tab broken, the rest of a name with no
// room ended with an ellipsis: the tab opened shows it whole), and the
// score on the last line (its number alone in a narrow tab).
func (p *play) tabWords(env *game.Env) {
	st := p.m.State()
	writeTabs(env, &p.view, p.layout, st.NumPlayers(), func(seat int) int { return st.ScoreOf(seat).Total })
}

// writeTabs writes each other captain's tab of a fluid table, the play's
// and the replay viewer's alike, total giving a seat's points.
func writeTabs(env *game.Env, v *board.TableView, l *board.Layout, players int, total func(seat int) int) {
	f, text := env.Frame(), env.Text()
	size := f.Px(board.TabPx)
	for seat := range players {
		v.Tabs[seat] = v.Tabs[seat][:0]
		if seat == l.Active || !l.Drawn(seat) || seat >= len(v.Names) || seat >= len(v.Scores) {
			continue // a crowd's others are in the grid, not in tabs
		}
		width, room := l.TabRoom(seat)
		lines := wrapHard(text, v.Names[seat], size, width)
		if len(lines) > room-1 {
			lines = lines[:max(room-1, 0)]
			if len(lines) > 0 {
				lines[len(lines)-1] = fitEllipsis(text, lines[len(lines)-1], size, width)
			}
		}
		score := v.Scores[seat]
		if l.NarrowTab(seat) {
			score = itoa(total(seat)) // the number alone, as the panel opened says it
		}
		v.Tabs[seat] = append(append(v.Tabs[seat], lines...), score)
	}
}

// wrapHard wraps s to width at size, breaking a word wider than the width
// between its letters.
func wrapHard(text *render.Text, s string, size, width float64) []string {
	var out []string
	for _, line := range text.Wrap(s, size, width) {
		for text.Width(line, size, true) > width {
			r := []rune(line)
			n := len(r) - 1
			for n > 1 && text.Width(string(r[:n]), size, true) > width {
				n--
			}
			out = append(out, string(r[:n]))
			line = string(r[n:])
		}
		out = append(out, line)
	}
	return out
}

// fitEllipsis ends a line with an ellipsis, as much of it kept as fits.
func fitEllipsis(text *render.Text, line string, size, width float64) string {
	r := []rune(line)
	for n := len(r); n > 0; n-- {
		if s := string(r[:n]) + "…"; text.Width(s, size, true) <= width {
			return s
		}
	}
	return "…"
}

// tableWords writes the table's words of a state: the status, the panels'
// heads, each seat's score and where it stands in the order (v.Names are
// the seats' names); atOnce: the captains follow at the same time.
func tableWords(env *game.Env, s *rules.State, seats []SeatConfig, active int, v *board.TableView, atOnce bool) {
	general := v.Names[s.General()]
	switch {
	case s.IsOver():
		v.Status = env.T("play.game_over")
	case s.Solo() && s.Phase() == rules.PhaseFollow && s.Order() != s.Rolled():
		cost := countermandCost(s.Kit(), int(s.Player(0).Countermands))
		v.Status = env.N("orbit.status_countermanded", cost, s.Turn()+1, orderWord(env, s.Rolled()), orderWord(env, s.Order()), cost)
	case s.Solo() && s.Phase() == rules.PhaseFollow:
		v.Status = env.T("orbit.status_solo", s.Turn()+1, orderWord(env, s.Order()))
	case s.Solo() && s.Phase() == rules.PhaseAccept:
		v.Status = env.T("orbit.status_solo", s.Turn()+1, orderWord(env, s.Rolled()))
	case s.Solo():
		v.Status = env.T("orbit.status_roll", s.Turn()+1)
	case s.Phase() == rules.PhaseOrder:
		v.Status = env.T("orbit.status_order", s.Turn()+1, general)
	default:
		v.Status = env.T("orbit.status", s.Turn()+1, general, orderWord(env, s.Order()))
	}
	v.Status = withTurnsLeft(env, s, v.Status)
	v.GoalsHead = env.T("orbit.goals")
	me := s.Player(active)
	v.Market = env.N("orbit.market", me.DeckLeft(), me.DeckLeft())
	v.Tracker = env.T("orbit.tracker")
	v.Scores, v.Notes = v.Scores[:0], v.Notes[:0]
	for seat := range s.NumPlayers() {
		v.Scores = append(v.Scores, env.N("orbit.points", s.ScoreOf(seat).Total, s.ScoreOf(seat).Total))
		v.Notes = append(v.Notes, seatNote(env, s, seats, seat, atOnce))
	}
}

// turnsCounted is how near the cap of rules.MaxTurns the top bar counts
// the turns left to it.
const turnsCounted = 10

// withTurnsLeft adds to the status, in the last turns before the cap of
// rules.MaxTurns, how many are left (the game ends after the last).
func withTurnsLeft(env *game.Env, s *rules.State, status string) string {
	left := s.TurnsLeft()
	if s.IsOver() || left > turnsCounted || left < 1 {
		return status
	}
	return turnsLeftWords(env, status, left)
}

// desktopStatusW and desktopStatusPx are the desktop's top bar's room for
// the status, in design units, and its words' size (board's NewLayoutFor
// and Table.Draw): a status too long for it with the turns left in words
// says them in short.
const desktopStatusW, desktopStatusPx = 762.0, 17.0

// turnsLeftWords adds the turns left to a status: in words ("3 turns
// left"), or in short ("3 left") where the desktop's one line has no room
// for the words (a wrapped fluid status always has).
func turnsLeftWords(env *game.Env, status string, left int) string {
	long := env.T("text.separated", status, env.N("orbit.turns_left", left, left))
	f := env.Frame()
	if f.Fluid() || env.Text().Width(long, f.Px(desktopStatusPx), false) <= f.Px(desktopStatusW+f.Extra()) {
		return long
	}
	return env.T("text.separated", status, env.N("orbit.turns_left_short", left, left))
}

// seatNote says where a seat stands in the turn: the General, following,
// has followed, to follow. atOnce: every captain follows at the same time
// (online), so a seat not finished is following, none waits its turn.
func seatNote(env *game.Env, s *rules.State, seats []SeatConfig, seat int, atOnce bool) string {
	if s.IsOver() {
		return ""
	}
	kind := env.T("play.you")
	switch {
	case seats[seat].Label != "":
		kind = seats[seat].Label
	case !seats[seat].Human():
		kind = env.T("play.computer", game.LevelWord(env, int(seats[seat].Level)))
	}
	if s.Solo() {
		return kind
	}
	n := s.NumPlayers()
	place := (seat - s.General() + n) % n
	acting := (s.CurrentPlayer() - s.General() + n) % n
	var where string
	switch {
	case s.Status(seat) == rules.SeatFinished: // online every captain follows at once: some finish early
		where = env.T("orbit.note.followed")
	case s.Phase() == rules.PhaseOrder && place == 0:
		where = env.T("orbit.note.ordering")
	case s.Phase() == rules.PhaseOrder:
		where = env.T("orbit.note.waiting")
	case atOnce && s.Status(seat) != rules.SeatIdle: // following, or its market refilled
		where = env.T("orbit.note.following")
	case place < acting:
		where = env.T("orbit.note.followed")
	case place == acting:
		where = env.T("orbit.note.following")
	default:
		where = env.T("orbit.note.to_follow")
	}
	if place == 0 {
		where = env.T("orbit.note.general", where)
	}
	return env.T("text.separated", kind, where)
}

// itoa writes a number.
func itoa(n int) string { return strconv.Itoa(n) }
