package orbis

import (
	"strings"
	"time"

	"orbis/game"
	"orbis/render"
	board "orbis/render/orbis"
	rules "orbis/rules/orbis"
)

// buildView prepares what Draw shows this frame.
func (p *play) buildView(env *game.Env) {
	s := p.m.State()
	l := p.layout
	v := &p.view
	*v = board.TableView{S: &p.seen, Names: p.names, Kinds: p.kinds,
		Still: board.Still{Active: l.Active, HideDisplay: -1, HideGod: -1}}
	if l.Log.W > 0 { // a phone's drawer closed: wrapped when it opens
		p.log.wrap(env, l)
	}
	p.log.hover(p.hover)
	p.log.view(v)
	v.Thinking = p.m.Sess.Thinking()
	if p.net != nil && !p.netThinking(v.Thinking) {
		v.Thinking = -1 // an open seat, or a player away, is not thinking
	}
	if v.Thinking >= 0 {
		v.Dots = env.Frames() / 15 % 4 // a dot more every quarter second
	}
	v.Words = p.words.get(env, &p.seen, &p.score, p.names, v.Thinking)
	v.Hover, v.Selected, v.Hint, v.HintText = p.hover, p.turn.Selected, p.turn.Hint, p.turn.HintText
	v.Focus = p.focusRing()
	if p.turn.Pending.Kind != board.None {
		v.Hint = p.turn.Pending // outlined: where the tile goes once the exchange is confirmed
	}
	human := p.humanToAct() && p.inspect < 0 // a seat looked at is only looked at
	if human {
		v.FaceUp, v.Exchange, v.WildOnly = p.turn.Highlights(s)
	}
	if d := p.turn.Dragging; d.Kind != board.None {
		dv := &board.DragView{X: p.px, Y: p.py, Tile: rules.NoTile}
		switch d.Kind {
		case board.DisplayTile:
			dv.Tile = s.Display(d.Index)
			v.HideDisplay = d.Index
			over := p.turn.DragOver
			dv.Valid = over.Kind == board.Slot && (v.FaceUp | v.Exchange | v.WildOnly).Has(over.Index)
			dv.Wild = over.Kind == board.Slot && v.WildOnly.Has(over.Index)
			if pay, ok := s.Payment(d.Index); ok {
				v.Payment = pay
			}
		case board.GodTile:
			dv.God = s.GodAt(d.Index)
			v.HideGod = d.Index
		}
		v.Drag = dv
	} else if p.turn.Selected.Kind == board.DisplayTile {
		if pay, ok := s.Payment(p.turn.Selected.Index); ok {
			v.Payment = pay
		}
	}
	p.buttons(env, human)
	p.panelView(env)
	p.statusLine(env, human)
	p.flightsView(v)
	p.noticeView()
	if !p.view.Panel.Open {
		showCoach(env, p)
	}
	p.tooltip(env)
}

// buttons sets which buttons show and work.
func (p *play) buttons(env *game.Env, human bool) {
	s := p.m.State()
	v := &p.view
	b := &v.Buttons
	b[board.BtnMenu] = render.ButtonView{Shown: true, Enabled: true, Label: env.T("play.menu")}
	b[board.BtnHelp] = render.ButtonView{Shown: true, Enabled: true, Label: env.T("orbis.play.help")}
	b[board.BtnLegend] = render.ButtonView{Shown: true, Enabled: true, Label: env.T("orbis.play.legend")}
	if p.layout.Fluid() { // no key to name on a phone's
		b[board.BtnLegend].Label = env.T("orbis.play.legend_touch")
		b[board.BtnLog] = render.ButtonView{Shown: true, Enabled: true, Primary: p.layout.Drawer, Label: env.T("play.log")}
	}
	if !human {
		return
	}
	ph := s.Phase()
	panel := p.turn.Panel.Kind
	endLabel := env.T("orbis.play.end_turn")
	if p.turn.AskedEnd {
		endLabel = env.T("orbis.play.end_turn_confirm")
	}
	b[board.BtnEndTurn] = render.ButtonView{Shown: true, Primary: true, Label: endLabel,
		Enabled: ph == rules.PhaseFinish && panel == NoPanel}
	seat := s.CurrentPlayer()
	b[board.BtnUndo] = render.ButtonView{Shown: true, Enabled: p.m.Sess.CanUndo(seat), Label: env.T("play.undo")}
	b[board.BtnRedo] = render.ButtonView{Shown: true, Enabled: p.m.Sess.CanRedo(seat), Label: env.T("play.redo")}
	b[board.BtnHint] = render.ButtonView{Shown: true, Enabled: (ph == rules.PhaseChoose || ph == rules.PhasePlace) && p.hint == nil, Label: env.T("orbis.play.hint")}
	b[board.BtnExchange] = render.ButtonView{Shown: true, Label: env.T("orbis.play.exchange"), Enabled: s.CanExchange() && panel != PanelExchange}
	b[board.BtnWild] = render.ButtonView{Shown: ph == rules.PhaseChoose || ph == rules.PhasePlace, Enabled: panel == NoPanel,
		Primary: p.turn.AsWild, Label: env.T("orbis.play.as_wild")}
	if panel != NoPanel {
		b[board.BtnConfirm] = render.ButtonView{Shown: panel != PanelExchange || p.turn.Panel.HasTo, Enabled: p.turn.Panel.Complete(), Primary: true, Label: env.T("orbis.play.confirm")}
		switch {
		case panel == PanelExchange || panel == PanelWild:
			b[board.BtnDecline] = render.ButtonView{Shown: true, Enabled: true, Label: env.T("orbis.play.cancel")}
		case p.turn.Panel.CanDecline && (panel == PanelVillage || panel == PanelVolcano || panel == PanelDeath):
			b[board.BtnDecline] = render.ButtonView{Shown: true, Enabled: true, Label: env.T("orbis.play.decline")}
		}
	}
}

// panelView describes the open choice.
func (p *play) panelView(env *game.Env) {
	pn := &p.turn.Panel
	if pn.Kind == NoPanel || !p.humanToAct() || p.inspect >= 0 {
		return
	}
	pv := &p.view.Panel
	*pv = board.PanelView{Open: true, Counts: pn.Counts, Limit: pn.Limit, Picks: pn.Picks, Rows: true}
	switch pn.Kind {
	case PanelPay:
		pv.Title, pv.Hint = env.N("orbis.panel.pay", pn.Need, pn.Need), env.T("orbis.panel.pay_hint")
	case PanelVillage:
		pv.Title, pv.Hint = env.N("orbis.panel.village", pn.Need, pn.Need), env.T("orbis.panel.village_hint")
	case PanelDeath:
		pv.Title, pv.Hint = env.T("orbis.panel.death"), env.T("orbis.panel.death_hint")
	case PanelVolcano:
		pv.Title, pv.Hint, pv.Rows = env.T("orbis.panel.volcano", costWords(env, pn.Volcano)), env.T(env.Pointing("orbis.panel.volcano_hint", "orbis.panel.volcano_hint_touch")), false
	case PanelGain:
		pv.Title, pv.Hint = env.N("orbis.panel.gain", pn.Need, pn.Need), env.T(env.Pointing("orbis.panel.gain_hint", "orbis.panel.gain_hint_touch"))
	case PanelDiscard:
		pv.Title, pv.Hint = env.N("orbis.panel.discard", pn.Need, pn.Need), env.T("orbis.panel.discard_hint")
	case PanelWild:
		p.wildQuestion(env, pv)
	case PanelExchange:
		pv.Title, pv.Exchange, pv.Rows = env.T("orbis.panel.exchange"), true, false
		pv.GiveLabel, pv.GetLabel = env.T("orbis.panel.give"), env.T("orbis.panel.get")
		pv.Held = p.m.State().RealmOf(p.m.State().CurrentPlayer())
		switch {
		case pn.HasFrom && pn.HasTo:
			pv.Hint = env.T("orbis.panel.exchange_confirm", colorWord(env, pn.From), colorWord(env, pn.To))
			if p.turn.Pending.Kind != board.None {
				pv.Hint = env.T("orbis.panel.exchange_for_tile", colorWord(env, pn.From), colorWord(env, pn.To))
			}
		case pn.HasFrom:
			pv.Hint = env.T("orbis.panel.exchange_to")
		default:
			pv.Hint = env.T("orbis.panel.exchange_from")
		}
		for c := range rules.NumColors {
			pv.Marked[c] = pn.HasFrom && pn.From == rules.Color(c)
			pv.To[c] = pn.HasTo && pn.To == rules.Color(c)
			pv.Disabled[c] = pv.Held[c] < 3                       // nothing to give
			pv.NoGet[c] = pn.HasFrom && pn.From == rules.Color(c) // nothing gained
		}
	}
	if pn.Kind != PanelExchange && pn.Kind != PanelWild {
		pv.Hint = separated(env, env.T("orbis.panel.chosen", pn.Chosen(), pn.Need), pv.Hint)
	}
}

// wildQuestion asks whether the tile in hand goes face down where it was
// dropped, and says what a Wilderness costs: −1 CP, unless the seat's god
// is the Goddess of Idleness.
func (p *play) wildQuestion(env *game.Env, pv *board.PanelView) {
	s := p.m.State()
	row, _ := rules.SlotRowCol(p.turn.Pending.Index)
	pv.Rows, pv.Question = false, true
	if s.Seat(s.CurrentPlayer()).God == rules.Idleness {
		pv.Title, pv.Hint = env.T("orbis.panel.wild_free"), env.T("orbis.panel.wild_free_hint", row+1)
		return
	}
	pv.Title, pv.Hint = env.T("orbis.panel.wild"), env.T("orbis.panel.wild_hint", row+1)
}

// statusLine says what to do next, or why a move was refused.
func (p *play) statusLine(env *game.Env, human bool) {
	v := &p.view
	s := p.m.State()
	switch {
	case p.inspect >= 0:
		v.Status = env.T(env.Pointing("orbis.play.inspecting", "orbis.play.inspecting_touch"), p.names[p.inspect])
	case !p.turn.Message.Empty():
		v.Status, v.StatusErr = env.Say(p.turn.Message), p.turn.Err
	case !p.status.Empty():
		v.Status = env.Say(p.status)
	case !human && p.net != nil:
		v.Status = p.net.Status(env, p.m.Sess)
	case !human:
	case s.Phase() == rules.PhaseChoose && s.Seat(s.CurrentPlayer()).RegionCount == rules.RegionTiles:
		v.Status = env.T("orbis.play.god_turn")
	case p.turn.AsWild && (s.Phase() == rules.PhaseChoose || s.Phase() == rules.PhasePlace):
		v.Status = env.T(env.Pointing("orbis.play.as_wild_on", "orbis.play.as_wild_on_touch"))
	case s.Phase() == rules.PhaseChoose || s.Phase() == rules.PhasePlace:
		v.Status = env.T(env.Pointing("orbis.play.drag_help", "orbis.play.drag_help_touch"))
	case s.Phase() == rules.PhaseFinish && p.turn.Panel.Kind == NoPanel:
		v.Status = env.T(env.Pointing("orbis.play.end_help", "orbis.play.end_help_touch"))
	}
}

// flightsView moves the flights along and drops the finished ones.
func (p *play) flightsView(v *board.TableView) {
	now := time.Now()
	kept := p.flights[:0]
	for _, f := range p.flights {
		t := render.Progress(f.start, now, f.dur)
		if t >= 1 {
			continue
		}
		e := render.Ease(t)
		sp := f.sprite
		sp.X, sp.Y, sp.R = render.Lerp(f.from.CX, f.to.CX, e), render.Lerp(f.from.CY, f.to.CY, e), render.Lerp(f.from.R, f.to.R, e)
		v.Flying = append(v.Flying, sp)
		if f.hideSeat >= 0 {
			v.HideSlots[f.hideSeat] |= 1 << f.hideSlot
		}
		if f.hideDisplay >= 0 && v.HideDisplay < 0 {
			v.HideDisplay = f.hideDisplay
		}
		kept = append(kept, f)
	}
	p.flights = kept
}

// tooltip explains what the pointer rests on.
func (p *play) tooltip(env *game.Env) {
	if p.turn.Dragging.Kind != board.None {
		return
	}
	s := p.m.State()
	v := &p.view
	h := p.hover
	var tip string
	switch h.Kind {
	case board.DisplayTile:
		if id := s.Display(h.Index); id != rules.NoTile {
			tip = tileTip(env, s.Tiles().Tile(id))
		}
	case board.DisplayCube:
		n := int(s.DisplayCubes(h.Index)[h.Sub])
		tip = env.N("orbis.tip.cube_count", n, n, colorWord(env, rules.Color(h.Sub)))
	case board.DisplayTray:
		tip = trayTip(env, s.DisplayCubes(h.Index))
	case board.GodTile:
		if h.Index < s.GodCount() {
			g := s.GodAt(h.Index)
			tip = env.T("orbis.tip.god", godName(env, g), env.T(keyOf(godTipKeys[:], g)))
		}
	case board.Slot:
		if v.Exchange.Has(h.Index) {
			pos := p.turn.Selected.Index
			if p.turn.Selected.Kind != board.DisplayTile {
				pos = -1
			}
			if _, plan := s.ExchangePlacements(pos); plan.N > 0 {
				tip = env.T("orbis.tip.needs_exchange", colorWord(env, plan.From[0]), colorWord(env, plan.To[0]))
				break
			}
		}
		if h.Index >= rules.PyramidSlots {
			if _, open := s.SlotsFor(p.layout.Active, rules.Red); open.Has(h.Index) {
				tip = env.T([2]string{"orbis.tip.base_left", "orbis.tip.base_right"}[h.Index-rules.PyramidSlots])
			}
			break
		}
		tip = placedTip(env, s, s.PyramidOf(p.layout.Active)[h.Index])
	case board.RealmCubes:
		realm := s.RealmOf(p.layout.Active)
		n := int(realm[h.Index])
		tip = separated(env, env.N("orbis.tip.cube_count", n, n, colorWord(env, rules.Color(h.Index))), env.T("orbis.tip.realm", realm.Total()))
	case board.TempleToken:
		if tokens := s.TempleTokens(); h.Index < len(tokens) {
			tip = env.T("orbis.tip.temple_token", tokens[h.Index])
		}
	case board.Pile:
		tip = env.N("orbis.tip.pile", s.PileSize(h.Index+1), h.Index+1, s.PileSize(h.Index+1))
	case board.Reduction:
		tip = env.T("orbis.tip.reduction_token", colorWord(env, rules.Color(h.Index)))
	case board.SeatPanel:
		realm := s.RealmOf(h.Index)
		tip = scoreTip(env, p.m.Seats[h.Index].Name, &p.score.Players[h.Index], s.IsOver()) + "\n" + env.T("orbis.tip.realm", realm.Total())
		if h.Index != p.layout.Active {
			tip += "\n" + env.T(env.Pointing("orbis.tip.inspect", "orbis.tip.inspect_touch"))
		}
	case board.SeatSlot:
		tip = placedTip(env, s, s.PyramidOf(h.Index)[h.Sub])
		if tip == "" {
			tip = env.T(env.Pointing("orbis.tip.inspect", "orbis.tip.inspect_touch"))
		}
	case board.Button:
		if board.ButtonID(h.Index) == board.BtnWild && v.Buttons[board.BtnWild].Shown {
			v.Tooltip, v.TipX, v.TipY = env.T(env.Pointing("orbis.tip.as_wild", "orbis.tip.as_wild_touch")), p.px, p.py // what it does, before any tile is held
		}
	}
	if tip != "" {
		v.Tooltip, v.TipX, v.TipY = tip+"\n"+env.T("orbis.tip.legend"), p.px, p.py
	}
}

// placedTip explains a tile in a pyramid: face down, or face up (and
// cancelled); "" for an empty slot.
func placedTip(env *game.Env, s *rules.State, pl rules.Placed) string {
	switch {
	case pl.Empty():
		return ""
	case pl.Wild:
		return env.T("orbis.tip.wilderness")
	case pl.Cancelled:
		return env.T("orbis.tip.cancelled") + "\n" + tileTip(env, s.Tiles().Tile(pl.Tile))
	}
	return tileTip(env, s.Tiles().Tile(pl.Tile))
}

// trayTip tells the worshippers on a display tile, a colour a line.
func trayTip(env *game.Env, cubes rules.Cubes) string {
	var lines []string
	for c := range rules.NumColors {
		if n := int(cubes[c]); n > 0 {
			lines = append(lines, env.N("orbis.tip.cube_count", n, n, colorWord(env, rules.Color(c))))
		}
	}
	return strings.Join(lines, "\n")
}
