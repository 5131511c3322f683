package game

import (
	"fmt"
	"image/color"
	"math"
	"strings"
	"time"

	"orbis/render"
	board "orbis/render/orbis"
	rules "orbis/rules/orbis"
)

// dimColor darkens the table behind the pause menu.
var dimColor = color.RGBA{0, 0, 0, 0xa0}

// buildView prepares what Draw shows this frame.
func (p *play) buildView(a *App) {
	s := p.m.State()
	l := p.layout
	v := &p.view
	*v = board.TableView{S: s, Score: &p.score, Names: p.m.Names(), T: a.T, Active: l.Active, Log: p.log,
		HideDisplay: -1, HideGod: -1}
	v.Kinds = make([]string, len(p.m.Seats))
	for i, seat := range p.m.Seats {
		if seat.Human() {
			v.Kinds[i] = a.T("play.you")
		} else {
			v.Kinds[i] = a.T("play.computer", levelTitle(a, seat.Level))
		}
	}
	seat, dur := p.think.thinking()
	v.Thinking = seat
	v.Pulse = math.Mod(dur.Seconds()+float64(a.frame)/60, 1)
	v.Hover, v.Selected, v.Hint, v.HintText = p.hover, p.turn.Selected, p.turn.Hint, p.turn.HintText
	human := p.humanToAct()
	if human {
		v.FaceUp, v.WildOnly = p.turn.Highlights(s)
	}
	if d := p.turn.Dragging; d.Kind != board.None {
		dv := &board.DragView{X: p.px, Y: p.py, Tile: rules.NoTile}
		switch d.Kind {
		case board.DisplayTile:
			dv.Tile = s.Display(d.Index)
			v.HideDisplay = d.Index
			over := p.turn.DragOver
			dv.Valid = over.Kind == board.Slot && (v.FaceUp | v.WildOnly).Has(over.Index)
			dv.Wild = over.Kind == board.Slot && v.WildOnly.Has(over.Index)
			if pay, ok := s.Payment(d.Index); ok {
				v.Payment = &pay
			}
		case board.GodTile:
			dv.God = s.GodAt(d.Index)
			v.HideGod = d.Index
		}
		v.Drag = dv
	} else if p.turn.Selected.Kind == board.DisplayTile {
		if pay, ok := s.Payment(p.turn.Selected.Index); ok {
			v.Payment = &pay
		}
	}
	p.buttons(a, human)
	p.panelView(a)
	p.statusLine(a, human)
	p.flightsView(v)
	p.tooltip(a)
}

// buttons sets which buttons show and work.
func (p *play) buttons(a *App, human bool) {
	s := p.m.State()
	v := &p.view
	b := &v.Buttons
	b[board.BtnMenu] = render.ButtonView{Shown: true, Enabled: true, Label: a.T("play.menu")}
	b[board.BtnHelp] = render.ButtonView{Shown: true, Enabled: true, Label: a.T("play.help")}
	if !human {
		return
	}
	realm := s.RealmOf(s.CurrentPlayer())
	canExchange := false
	for c := range rules.NumColors {
		canExchange = canExchange || realm[c] >= 3
	}
	ph := s.Phase()
	panel := p.turn.Panel.Kind
	b[board.BtnEndTurn] = render.ButtonView{Shown: true, Primary: true, Label: a.T("play.end_turn"),
		Enabled: ph == rules.PhaseFinish && panel == NoPanel}
	b[board.BtnUndo] = render.ButtonView{Shown: true, Enabled: p.m.CanUndo(), Label: a.T("play.undo")}
	b[board.BtnHint] = render.ButtonView{Shown: true, Enabled: (ph == rules.PhaseChoose || ph == rules.PhasePlace) && p.hints == nil, Label: a.T("play.hint")}
	b[board.BtnExchange] = render.ButtonView{Shown: true, Label: a.T("play.exchange"),
		Enabled: canExchange && (ph == rules.PhaseChoose || ph == rules.PhasePlace || ph == rules.PhaseFinish) && (panel == NoPanel || panel == PanelDiscard)}
	b[board.BtnWild] = render.ButtonView{Shown: ph == rules.PhaseChoose || ph == rules.PhasePlace, Enabled: panel == NoPanel,
		Primary: p.turn.AsWild, Label: a.T("play.as_wild")}
	if panel != NoPanel {
		b[board.BtnConfirm] = render.ButtonView{Shown: panel != PanelExchange, Enabled: p.turn.Panel.Complete(), Primary: true, Label: a.T("play.confirm")}
		switch {
		case panel == PanelExchange:
			b[board.BtnDecline] = render.ButtonView{Shown: true, Enabled: true, Label: a.T("play.cancel")}
		case p.turn.Panel.CanDecline && (panel == PanelVillage || panel == PanelVolcano || panel == PanelDeath):
			b[board.BtnDecline] = render.ButtonView{Shown: true, Enabled: true, Label: a.T("play.decline")}
		}
	}
}

// panelView describes the open choice.
func (p *play) panelView(a *App) {
	pn := &p.turn.Panel
	if pn.Kind == NoPanel || !p.humanToAct() {
		return
	}
	pv := &board.PanelView{Counts: pn.Counts, Limit: pn.Limit, Picks: pn.Picks, Rows: true}
	switch pn.Kind {
	case PanelPay:
		pv.Title, pv.Hint = a.N("panel.pay", pn.Need, pn.Need), a.T("panel.pay_hint")
	case PanelVillage:
		pv.Title, pv.Hint = a.T("panel.village", pn.Need), a.T("panel.village_hint")
	case PanelDeath:
		pv.Title, pv.Hint = a.T("panel.death"), a.T("panel.death_hint")
	case PanelVolcano:
		pv.Title, pv.Hint, pv.Rows = a.T("panel.volcano", costWords(a, pn.Volcano)), a.T("panel.volcano_hint"), false
	case PanelGain:
		pv.Title, pv.Hint = a.N("panel.gain", pn.Need, pn.Need), a.T("panel.gain_hint")
	case PanelDiscard:
		pv.Title, pv.Hint = a.T("panel.discard", pn.Need), a.T("panel.discard_hint")
	case PanelExchange:
		pv.Title, pv.PickOnly = a.T("panel.exchange"), true
		pv.Hint = a.T("panel.exchange_from")
		if pn.HasFrom {
			pv.Hint, pv.Marked[pn.From] = a.T("panel.exchange_to"), true
		}
		realm := p.m.State().RealmOf(p.m.State().CurrentPlayer())
		for c := range rules.NumColors {
			pv.Disabled[c] = !pn.HasFrom && realm[c] < 3
		}
	}
	if pn.Kind != PanelExchange {
		pv.Hint = a.T("panel.chosen", pn.Chosen(), pn.Need) + " · " + pv.Hint
	}
	p.view.Panel = pv
}

// costWords writes a Volcano's worshippers in words ("2 blue, 1 any").
func costWords(a *App, c rules.Cost) string {
	var parts []string
	for col := rules.Color(0); col <= rules.AnyColor; col++ {
		if c[col] > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", c[col], a.T("color."+col.String())))
		}
	}
	if len(parts) == 0 {
		return a.T("cost.free")
	}
	return strings.Join(parts, ", ")
}

// statusLine says what to do next, or why a move was refused.
func (p *play) statusLine(a *App, human bool) {
	v := &p.view
	s := p.m.State()
	switch {
	case p.turn.Message != "":
		v.Status, v.StatusErr = p.turn.Message, p.turn.Err
	case p.status != "":
		v.Status = p.status
	case !human:
	case s.Phase() == rules.PhaseChoose && s.Seat(s.CurrentPlayer()).RegionCount == rules.RegionTiles:
		v.Status = a.T("play.god_turn")
	case s.Phase() == rules.PhaseChoose || s.Phase() == rules.PhasePlace:
		v.Status = a.T("play.drag_help")
	case s.Phase() == rules.PhaseFinish && p.turn.Panel.Kind == NoPanel:
		v.Status = a.T("play.end_help")
	}
}

// flightsView moves the flights along and drops the finished ones.
func (p *play) flightsView(v *board.TableView) {
	now := time.Now()
	kept := p.flights[:0]
	for _, f := range p.flights {
		t := float64(now.Sub(f.start)) / float64(max(f.dur, time.Millisecond))
		if t >= 1 {
			continue
		}
		e := t * t * (3 - 2*t) // smoothstep: leave and land gently
		sp := f.sprite
		sp.X, sp.Y, sp.R = f.fromX+(f.toX-f.fromX)*e, f.fromY+(f.toY-f.fromY)*e, f.fromR+(f.toR-f.fromR)*e
		v.Flying = append(v.Flying, sp)
		if f.hideSeat >= 0 {
			v.HideSlots[f.hideSeat] |= 1 << f.hideSlot
		}
		kept = append(kept, f)
	}
	p.flights = kept
}

// tooltip explains what the pointer rests on.
func (p *play) tooltip(a *App) {
	if p.turn.Dragging.Kind != board.None || p.paused {
		return
	}
	s := p.m.State()
	v := &p.view
	h := p.hover
	var tip string
	switch h.Kind {
	case board.DisplayTile:
		if id := s.Display(h.Index); id != rules.NoTile {
			tip = tileTip(a, s.Tiles().Tile(id))
		}
	case board.DisplayCube:
		tip = a.T("tip.cube_count", s.DisplayCubes(h.Index)[h.Sub], a.T("color."+rules.Color(h.Sub).String()))
	case board.GodTile:
		if h.Index < s.GodCount() {
			g := s.GodAt(h.Index)
			tip = a.T("god."+g.String()+".name") + ": " + a.T("god."+g.String()+".tip")
		}
	case board.Slot:
		if h.Index >= rules.PyramidSlots {
			if _, open := s.SlotsFor(p.layout.Active, rules.Red); open.Has(h.Index) {
				tip = a.T([2]string{"tip.base_left", "tip.base_right"}[h.Index-rules.PyramidSlots])
			}
			break
		}
		pl := s.PyramidOf(p.layout.Active)[h.Index]
		switch {
		case pl.Empty():
		case pl.Wild:
			tip = a.T("tip.wilderness")
		default:
			tip = tileTip(a, s.Tiles().Tile(pl.Tile))
			if pl.Cancelled {
				tip = a.T("tip.cancelled") + " " + tip
			}
		}
	case board.RealmCubes:
		realm := s.RealmOf(p.layout.Active)
		tip = a.T("tip.cube_count", realm[h.Index], a.T("color."+rules.Color(h.Index).String())) + " · " + a.T("tip.realm", realm.Total())
	case board.TempleToken:
		if tokens := s.TempleTokens(); h.Index < len(tokens) {
			tip = a.T("tip.temple_token", tokens[h.Index])
		}
	case board.Pile:
		tip = a.N("tip.pile", s.PileSize(h.Index+1), h.Index+1, s.PileSize(h.Index+1))
	case board.Reduction:
		tip = a.T("tip.reduction_token", a.T("color."+rules.Color(h.Index).String()))
	case board.SeatPanel:
		realm := s.RealmOf(h.Index)
		tip = fmt.Sprintf("%s · %s · %s", p.m.Seats[h.Index].Name, a.T("play.cp", p.score.Players[h.Index].Total), a.T("tip.realm", realm.Total()))
	}
	if tip != "" {
		v.Tooltip, v.TipX, v.TipY = tip, p.px, p.py
	}
}

// tileTip describes a tile: its header and its effect.
func tileTip(a *App, t *rules.Tile) string {
	return tileHeader(a, t) + " " + effectTip(a, t)
}

func tileHeader(a *App, t *rules.Tile) string {
	return a.T("tip.tile_header", int(t.Level), a.T("color."+t.Color.String()), costWords(a, t.Cost), int(t.CP))
}

func colorList(a *App, set rules.ColorSet) string {
	var names []string
	for _, c := range set.Colors() {
		names = append(names, a.T("color."+c.String()))
	}
	return strings.Join(names, "/")
}

func effectTip(a *App, t *rules.Tile) string {
	color := func(c rules.Color) string { return a.T("color." + c.String()) }
	switch t.Effect {
	case rules.Farm:
		return a.T("tip.farm", color(t.EffectColor), int(t.CP))
	case rules.Village:
		return a.T("tip.village", int(t.Amount), int(t.CP))
	case rules.Forest:
		return a.T("tip.forest", int(t.Amount), colorList(a, t.ForestColors), int(t.CP))
	case rules.Volcano:
		return a.T("tip.volcano", costWords(a, t.VolcanoCubes), int(t.CP))
	case rules.Irrigation:
		return a.T("tip.irrigation", color(t.EffectColor), int(t.CP))
	case rules.Temple:
		return a.T("tip.temple", int(t.Amount), int(t.CP))
	case rules.Proselytism:
		if t.EffectColor == rules.AnyColor {
			return a.T("tip.proselytism_any", int(t.Amount), int(t.CP))
		}
		return a.T("tip.proselytism", int(t.Amount), color(t.EffectColor), int(t.CP))
	}
	return a.T("tip.sacred_stone", int(t.CP))
}

// tileName names a tile in the log.
func tileName(a *App, t *rules.Tile) string {
	return a.T("tile.name", int(t.Level), a.T("color."+t.Color.String()), a.T("effect."+t.Effect.String()+".name"))
}

// describeLastTurn writes the turn that just ended in words.
func describeLastTurn(a *App, m *Match) string {
	actions := m.Record().Actions
	start := len(actions)
	for start > 0 && (actions[start-1].Kind == rules.KindDraw || actions[start-1].Kind == rules.KindEndTurn) {
		start-- // the turn's end, and the table's draw after it
	}
	for start > 0 && actions[start-1].Kind != rules.KindEndTurn && actions[start-1].Kind != rules.KindDraw {
		start--
	}
	return describeTurn(a, m.Seats, m.State(), actions[start:])
}

// turnLog describes every finished turn of a match, for a resumed game.
func turnLog(a *App, m *Match) []string {
	st, err := m.Record().Start()
	if err != nil {
		return nil
	}
	var lines []string
	from := 0
	for i, act := range m.Record().Actions {
		turn := st.Turn()
		if st.Apply(act) != nil {
			break
		}
		if st.Turn() != turn {
			lines = append(lines, describeTurn(a, m.Seats, &st, m.Record().Actions[from:i+1]))
			from = i + 1
		}
	}
	return lines
}

// describeTurn writes one turn in words from the state just after it.
func describeTurn(a *App, seats []SeatConfig, after *rules.State, turn []rules.Action) string {
	seat := (after.StartPlayer() + after.Turn() - 1) % after.NumPlayers()
	name := seats[seat].Name
	for _, act := range turn {
		switch act.Kind {
		case rules.KindTakeGod:
			line := a.T("log.god", name, a.T("god."+rules.God(act.Pos).String()+".name"))
			if after.Seat(seat).GodCancelled {
				line += " " + a.T("log.cancelled")
			}
			return line
		case rules.KindPlace:
			slot, _ := rules.Landing(int(act.Pos))
			pl := after.PyramidOf(seat)[slot]
			t := after.Tiles().Tile(pl.Tile)
			if pl.Wild {
				return a.T("log.take_wild", name, tileName(a, t))
			}
			line := a.T("log.take_face_up", name, tileName(a, t))
			if pl.Cancelled {
				line += " " + a.T("log.cancelled")
			}
			return line
		}
	}
	return name
}
