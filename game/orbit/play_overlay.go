package orbit

import (
	"orbis/game"
	"orbis/render"
	board "orbis/render/orbit"
	rules "orbis/rules/orbit"
)

// speakOver makes what is drawn over the table (board.Overlay), in Update
// so that Draw only draws it: the prompt's lines, the log's rows, the
// notice, the tooltip, alone the Emperor's column, and where the piece
// carried and the keyboard's focus are.
func (p *play) speakOver(env *game.Env) {
	f, text := env.Frame(), env.Text()
	w := &p.overlay
	w.PromptSize = promptSize(env)
	w.Prompt = text.Wrap(p.prompt, w.PromptSize, p.promptRoomW(env))
	if p.crowd.open && f.Fluid() {
		w.Prompt = nil // the grid is open over it
	}
	w.Scale = env.InterfaceScale()
	w.LogHead, w.GoalsHead = env.T("play.log"), env.T("orbit.goals")
	w.Drawer = p.drawer && f.Fluid()
	w.Notice = env.Say(p.notice)
	if w.Notice == "" {
		w.Notice = env.Say(p.status)
	}
	w.Tip, w.TipX, w.TipY = nil, p.px, p.py
	if p.drag.Kind == board.HitNone {
		w.Tip = fitTip(env, p.tooltip(env), w.Tip[:0])
	}
	w.Carried, w.CarryX, w.CarryY = p.drag, p.px, p.py
	w.Focus = board.Hit{}
	if p.focus >= 0 && p.focus < len(p.focusables) && p.focusables[p.focus].button == 0 {
		w.Focus = p.focusables[p.focus].hit
	}
	w.Solo = nil
	if s := p.m.State(); s.Solo() {
		rolled := -1
		if s.Phase() != rules.PhaseRoll && s.Phase() != rules.PhaseOver {
			rolled = lastRoll(p.m)
		}
		speakSoloIn(env, s, rolled, p.layout.Solo.W, &p.solo)
		w.Solo = &p.solo
		p.layout.LogUnder(p.layout.SoloHeight(&p.solo))
	}
	w.Log = fitLogIn(env, p.layout.LogSize*env.InterfaceScale(), p.layout.Log, p.log, w.Log)
}

// fitTip wraps a tooltip's lines to a phone's screen, the tooltip's
// margins kept (its words 14 px at the interface's scale, as DrawOver
// draws them), into out; on the desktop it keeps them as they are.
func fitTip(env *game.Env, lines, out []string) []string {
	f := env.Frame()
	if !f.Fluid() {
		return lines
	}
	width := f.W - f.Px(2*board.TipMargin)
	for _, line := range lines {
		out = append(out, env.Text().Wrap(line, f.Px(14)*env.InterfaceScale(), width)...)
	}
	return out
}

// focusedButton is the button the keyboard is on, or 0.
func (p *play) focusedButton() int {
	if p.focus >= 0 && p.focus < len(p.focusables) {
		return p.focusables[p.focus].button
	}
	return 0
}

// fitLog writes the newest entries of a log that fit whole under the
// desktop's tracker, oldest first, into rows.
func fitLog(env *game.Env, log []game.Phrase, rows []string) []string {
	f := env.Frame()
	return fitLogIn(env, board.LogTextSize(f, env.InterfaceScale()), board.LogRect(f), log, rows)
}

// fitLogIn writes the newest entries of a log that fit whole in a room r,
// at size, oldest first, into rows.
func fitLogIn(env *game.Env, size float64, r render.Rect, log []game.Phrase, rows []string) []string {
	text := env.Text()
	fit := int(r.H / (size * 1.3))
	rows = rows[:0]
	for i := len(log) - 1; i >= 0; i-- {
		lines := text.Wrap(env.Say(log[i]), size, r.W)
		if len(rows)+len(lines) > fit {
			break
		}
		rows = append(lines, rows...)
	}
	return rows
}

// speakSolo makes the solo column's words; rolled is the dice's total
// this turn, or -1.
func speakSolo(env *game.Env, s *rules.State, rolled int, w *board.Solo) {
	f := env.Frame()
	speakSoloIn(env, s, rolled, board.SoloRect(f).W, w)
}

// speakSoloIn makes the solo column's words for a column width wide.
func speakSoloIn(env *game.Env, s *rules.State, rolled int, width float64, w *board.Solo) {
	f, text := env.Frame(), env.Text()
	w.Head, w.RanksHead = env.T("orbit.solo.orders"), env.T("orbit.solo.ranks")
	w.Rolled = rolled
	for total := 2; total <= 12; total++ {
		w.Orders[total-2] = orderWord(env, rules.EmperorOrder(total))
	}
	n := int(s.Player(0).Countermands)
	w.Said = env.T("orbit.solo.no_countermands")
	if n > 0 {
		w.Said = env.N("orbit.solo.countermands", n, n, s.Kit().PenaltyFor(n))
	}
	w.Penalty = penaltyWords(s.Kit())
	score := s.ScoreOf(0).Total
	w.Ranks = w.Ranks[:0]
	for i, rk := range rankKeys {
		if rankFor(score) == rk.key {
			w.Lit = i
		}
		label := env.T(rk.key)
		switch {
		case i == 0:
			label = env.T("orbit.solo.rank_from", rk.from, label)
		case i == len(rankKeys)-1:
			label = env.T("orbit.solo.rank_below", 0, label)
		default:
			label = env.T("orbit.solo.rank_range", rk.from, rankKeys[i-1].from-1, label)
		}
		w.Ranks = append(w.Ranks, text.Wrap(label, f.Px(13), width-f.Px(32)))
	}
}

// penaltyWords are the penalty row's columns: the countermands ("6+" the
// last) and what they cost ("−21").
func penaltyWords(k *rules.Kit) (out [rules.PenaltySteps][2]string) {
	for i, pen := range k.Penalty {
		out[i][0] = itoa(i + 1)
		if i == rules.PenaltySteps-1 {
			out[i][0] += "+"
		}
		out[i][1] = "−" + itoa(int(pen))
	}
	return out
}

// lastRoll is the total of the dice this turn, or -1.
func lastRoll(m *match) int {
	h := m.Sess.History()
	return rollBefore(len(h), func(i int) rules.Action { return h[i].Action })
}

// rollBefore is the total of the dice this turn after the first n actions
// of a game (action gives each), or -1.
func rollBefore(n int, action func(int) rules.Action) int {
	for i := n - 1; i >= 0; i-- {
		switch a := action(i); a.Kind {
		case rules.KindRoll:
			return int(a.Roll)
		case rules.KindDone, rules.KindPass, rules.KindDraw:
			return -1
		}
	}
	return -1
}

// tooltip is what the thing under the pointer says of itself.
func (p *play) tooltip(env *game.Env) []string {
	return tableTip(env, p.m.State(), p.layout.Active, p.view.Names, p.hover)
}

// tableTip is what a thing of the table says of itself: active is the seat
// drawn large, names the seats' names.
func tableTip(env *game.Env, s *rules.State, active int, names []string, h board.Hit) []string {
	k := s.Kit()
	switch h.Kind {
	case board.HitRingHex:
		pl := s.Player(h.Sub)
		if h.Index < int(pl.RingLen) {
			rh := pl.Ring[h.Index]
			return hexTip(env, k.Hex(rh.ID), int(rh.Turns))
		}
	case board.HitShip:
		pl := s.Player(h.Sub)
		pos := int(pl.Ships[h.Index])
		lines := []string{env.T("orbit.tip.ship", shipWord(env, h.Index), hexWord(env, k.Hex(pl.Ring[pos].ID)), pl.Value(k, pos))}
		if s.Phase() == rules.PhaseFollow && s.ShipUsedBy(h.Sub, h.Index) {
			lines = append(lines, env.T("orbit.tip.ship_used"))
		}
		return lines
	case board.HitMarket:
		pl := s.Player(active)
		if id := pl.Market[h.Index]; id != rules.NoHex {
			return append(hexTip(env, k.Hex(id), 0), env.T("orbit.tip.market"))
		}
	case board.HitGoal:
		pl := s.Player(active)
		b := s.ScoreOf(active)
		return goalTip(env, k.Hex(pl.Goals[h.Index]).Goal, b.Goals[h.Index])
	case board.HitTracker:
		pl := s.Player(active)
		return []string{env.T("orbit.tip.tracker", resourceWord(env, rules.Resource(h.Index)), int(pl.Track[h.Index]))}
	case board.HitGap:
		return []string{env.T("orbit.tip.gap")}
	case board.HitSystem:
		b := s.ScoreOf(h.Index)
		return []string{names[h.Index], env.N("orbit.tip.system", b.Total, b.Total, b.Hexes)}
	}
	return nil
}
