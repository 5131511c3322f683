package orbit

import (
	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/render"
	art "orbis/render/orbit"
	rules "orbis/rules/orbit"
)

// overWords are the words drawn over the table, made in Update (refresh)
// so that Draw only draws them: the prompt's lines, the log's rows, the
// notice, the tooltip and, alone, the Emperor's column.
type overWords struct {
	prompt, log, tip []string
	logHead, notice  string
	solo             soloWords
}

// soloWords is the solo column: the order of each total of the dice (the
// one rolled this turn lit), the countermands and the ranks (yours lit).
type soloWords struct {
	head, said, ranksHead string
	orders                [11]string
	rolled                int
	penalty               [rules.PenaltySteps][2]string
	ranks                 [][]string
	lit                   int
}

// speakOver makes the words drawn over the table.
func (p *play) speakOver(env *game.Env) {
	f, text := env.Frame(), env.Text()
	w := &p.overlay
	w.prompt = text.Wrap(p.prompt, promptSize(env), f.Px(promptWidth))
	w.logHead = env.T("play.log")
	w.log = fitLog(env, p.log, w.log)
	w.notice = env.Say(p.notice)
	if w.notice == "" {
		w.notice = env.Say(p.status)
	}
	w.tip = nil
	if p.drag.Kind == art.HitNone {
		w.tip = p.tooltip(env)
	}
	if s := p.m.State(); s.Solo() {
		rolled := -1
		if s.Phase() != rules.PhaseRoll && s.Phase() != rules.PhaseOver {
			rolled = lastRoll(p.m)
		}
		speakSolo(env, s, rolled, &w.solo)
	}
}

// fitLog writes the newest entries of a log that fit whole under the
// tracker, oldest first, into rows.
func fitLog(env *game.Env, log []game.Phrase, rows []string) []string {
	f, text := env.Frame(), env.Text()
	size := f.Px(12.5) * env.InterfaceScale()
	fit := int(logRect(f).H / (size * 1.3))
	rows = rows[:0]
	for i := len(log) - 1; i >= 0; i-- {
		lines := text.Wrap(env.Say(log[i]), size, logRect(f).W)
		if len(rows)+len(lines) > fit {
			break
		}
		rows = append(lines, rows...)
	}
	return rows
}

// logRect is where the log's rows go, under the tracker.
func logRect(f *render.Frame) render.Rect { return f.R(596, 636, 276, 150) }

// soloRect is the solo game's column.
func soloRect(f *render.Frame) render.Rect { return f.R(896, 52, 372, 740) }

// speakSolo makes the solo column's words; rolled is the dice's total
// this turn, or -1.
func speakSolo(env *game.Env, s *rules.State, rolled int, w *soloWords) {
	f, text := env.Frame(), env.Text()
	w.head, w.ranksHead = env.T("orbit.solo.orders"), env.T("orbit.solo.ranks")
	w.rolled = rolled
	for total := 2; total <= 12; total++ {
		w.orders[total-2] = orderWord(env, rules.EmperorOrder(total))
	}
	n := int(s.Player(0).Countermands)
	w.said = env.T("orbit.solo.no_countermands")
	if n > 0 {
		w.said = env.N("orbit.solo.countermands", n, n, s.Kit().PenaltyFor(n))
	}
	w.penalty = penaltyWords(s.Kit())
	score := s.ScoreOf(0).Total
	w.ranks = w.ranks[:0]
	for i, rk := range rankKeys {
		if rankFor(score) == rk.key {
			w.lit = i
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
		w.ranks = append(w.ranks, text.Wrap(label, f.Px(13), soloRect(f).W-f.Px(32)))
	}
}

// drawOver draws what lies over the table: the prompt, the buttons, the
// log, the solo table, a piece carried by the pointer, the keyboard's
// focus, a notice and the tooltip.
func (p *play) drawOver(env *game.Env, dst *ebiten.Image) {
	f, text, paint := env.Frame(), env.Text(), env.Paint()
	w := &p.overlay
	// The prompt: under the name of the large system, in its room.
	room := p.layout.Prompt
	before := text.Within(dst, room)
	size := promptSize(env)
	for i, line := range w.prompt {
		text.Draw(dst, line, room.X, room.Y+size*(promptPitch/2+float64(i)*promptPitch), size, render.Ink, render.Left)
	}
	text.Restore(before)
	game.DrawMenu(env, dst, p.menu, p.hoverButton, p.focusedButton())
	drawLog(env, dst, w.logHead, w.log)
	if p.m.State().Solo() {
		drawSolo(env, dst, &w.solo)
	}
	p.drawCarried(env, dst)
	p.drawFocus(env, dst)
	if w.notice != "" {
		r := f.R(300, 60, 680, 40)
		paint.Box(dst, r, f.Px(10), render.FeltDark)
		before := text.Within(dst, r)
		text.Draw(dst, w.notice, r.X+r.W/2, r.Y+r.H/2, f.Px(15), render.Gold, render.Center)
		text.Restore(before)
	}
	if len(w.tip) > 0 {
		sc := env.InterfaceScale()
		paint.Tooltip(dst, w.tip, f.Px(14)*sc, f.Px(19)*sc, p.px, p.py, f.S, render.Rect{W: f.W, H: f.H})
	}
}

// focusedButton is the button the keyboard is on, or 0.
func (p *play) focusedButton() int {
	if p.focus >= 0 && p.focus < len(p.focusables) {
		return p.focusables[p.focus].button
	}
	return 0
}

// drawFocus rings the piece of the table the keyboard is on.
func (p *play) drawFocus(env *game.Env, dst *ebiten.Image) {
	if p.focus < 0 || p.focus >= len(p.focusables) || p.focusables[p.focus].button != 0 {
		return
	}
	h := p.focusables[p.focus].hit
	s := &p.seen
	var x, y, r float64
	switch h.Kind {
	case art.HitShip:
		x, y, r = p.layout.ShipCentre(s, h.Sub, h.Index)
		r *= 1.8
	case art.HitRingHex:
		x, y, r = p.layout.HexCentre(s, h.Sub, h.Index)
	case art.HitGap:
		x, y, r = p.layout.GapCentre(s, h.Sub, h.Index)
	case art.HitMarket:
		m := p.layout.Market[h.Index]
		x, y, r = m.CX, m.CY, m.R
	default:
		return
	}
	env.Paint().FocusRing(dst, render.Rect{X: x - r, Y: y - r, W: 2 * r, H: 2 * r}, env.Frame().S)
}

// drawCarried draws the ship or hex the pointer carries.
func (p *play) drawCarried(env *game.Env, dst *ebiten.Image) {
	s := &p.seen
	a := p.g.drawer(env).Art
	switch p.drag.Kind {
	case art.HitShip:
		_, _, size := p.layout.ShipCentre(s, p.drag.Sub, p.drag.Index)
		a.Ship(dst, p.drag.Index, p.px, p.py, size*1.3, 0, false)
	case art.HitMarket:
		pl := s.Player(s.CurrentPlayer())
		if id := pl.Market[p.drag.Index]; id != rules.NoHex {
			a.RingHex(dst, s.Kit().Hex(id), 0, p.px, p.py, p.layout.Market[p.drag.Index].R*0.9, art.HexOpts{Lit: true})
		}
	}
}

// drawLog draws the last lines of the log under the tracker.
func drawLog(env *game.Env, dst *ebiten.Image, head string, rows []string) {
	f, text := env.Frame(), env.Text()
	r := logRect(f)
	before := text.Within(dst, render.Rect{X: r.X, Y: r.Y - f.Px(24), W: r.W, H: r.H + f.Px(24)})
	defer text.Restore(before)
	size := f.Px(12.5) * env.InterfaceScale()
	text.DrawBold(dst, head, r.X, r.Y-f.Px(12), f.Px(15), render.InkDim, render.Left)
	for i, line := range rows {
		text.Draw(dst, line, r.X, r.Y+size*0.8+float64(i)*size*1.3, size, render.Ink, render.Left)
	}
}

// drawSolo draws the Emperor's table in the solo game's empty column: the
// order of each total of the dice, the countermands so far and their cost,
// the penalty row and the ranks.
func drawSolo(env *game.Env, dst *ebiten.Image, w *soloWords) {
	f, text, paint := env.Frame(), env.Text(), env.Paint()
	r := soloRect(f)
	paint.Box(dst, r, f.Px(10), render.FeltLight)
	before := text.Within(dst, r)
	defer text.Restore(before)
	x, y := r.X+f.Px(16), r.Y+f.Px(28)
	text.DrawBold(dst, w.head, x, y, f.Px(17), render.Gold, render.Left)
	y += f.Px(30)
	for i, order := range w.orders {
		col := render.Ink
		if i+2 == w.rolled {
			col = render.Gold
		}
		text.Draw(dst, totalWords[i], x+f.Px(20), y, f.Px(15), col, render.Right)
		text.Draw(dst, order, x+f.Px(40), y, f.Px(15), col, render.Left)
		y += f.Px(22)
	}
	y += f.Px(14)
	text.DrawBold(dst, w.said, x, y, f.Px(15), render.Ink, render.Left)
	y += f.Px(24)
	for i, pen := range w.penalty {
		cx := x + f.Px(20) + float64(i)*f.Px(54)
		text.Draw(dst, pen[0], cx, y, f.Px(13), render.InkDim, render.Center)
		text.Draw(dst, pen[1], cx, y+f.Px(18), f.Px(14), render.Ink, render.Center)
	}
	y += f.Px(50)
	text.DrawBold(dst, w.ranksHead, x, y, f.Px(17), render.Gold, render.Left)
	y += f.Px(26)
	for i, lines := range w.ranks {
		col := render.InkDim
		if i == w.lit {
			col = render.Gold
		}
		for _, line := range lines {
			text.Draw(dst, line, x, y, f.Px(13), col, render.Left)
			y += f.Px(17)
		}
		y += f.Px(3)
	}
}

// totalWords are the totals of two dice, written.
var totalWords = [11]string{"2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"}

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
func tableTip(env *game.Env, s *rules.State, active int, names []string, h art.Hit) []string {
	k := s.Kit()
	switch h.Kind {
	case art.HitRingHex:
		pl := s.Player(h.Sub)
		if h.Index < int(pl.RingLen) {
			rh := pl.Ring[h.Index]
			return hexTip(env, k.Hex(rh.ID), int(rh.Turns))
		}
	case art.HitShip:
		pl := s.Player(h.Sub)
		pos := int(pl.Ships[h.Index])
		lines := []string{env.T("orbit.tip.ship", shipWord(env, h.Index), hexWord(env, k.Hex(pl.Ring[pos].ID)), pl.Value(k, pos))}
		if h.Sub == s.CurrentPlayer() && s.Phase() == rules.PhaseFollow && s.ShipUsed(h.Index) {
			lines = append(lines, env.T("orbit.tip.ship_used"))
		}
		return lines
	case art.HitMarket:
		pl := s.Player(active)
		if id := pl.Market[h.Index]; id != rules.NoHex {
			return append(hexTip(env, k.Hex(id), 0), env.T("orbit.tip.market"))
		}
	case art.HitGoal:
		pl := s.Player(active)
		b := s.ScoreOf(active)
		return goalTip(env, k.Hex(pl.Goals[h.Index]).Goal, b.Goals[h.Index])
	case art.HitTracker:
		pl := s.Player(active)
		return []string{env.T("orbit.tip.tracker", resourceWord(env, rules.Resource(h.Index)), int(pl.Track[h.Index]))}
	case art.HitGap:
		return []string{env.T("orbit.tip.gap")}
	case art.HitSystem:
		b := s.ScoreOf(h.Index)
		return []string{names[h.Index], env.N("orbit.tip.system", b.Total, b.Total, b.Hexes)}
	}
	return nil
}
