package orbit

import (
	"log"

	"orbis/game"
	"orbis/input"
	board "orbis/render/orbit"
	rules "orbis/rules/orbit"
)

// The table's buttons: in the top bar, and the row of the move at hand.
const (
	btnUndo = iota + 1
	btnRedo
	btnRules
	btnMenu
	btnDone
	btnPass
	btnZap
	btnAccept
	btnLog              // a fluid table's drawer: the log, and what has no room
	btnOrder       = 20 // + Order: give it (the General), or countermand for it (solo)
	btnCountermand = 30 // + Order
	btnPay         = 40 // + Payment
)

// handle plays one intent. It reports a change of scenes when one is due.
func (p *play) handle(env *game.Env, in input.Intent) (game.Change, bool) {
	if p.inspecting(in) || p.drawerTap(in) {
		return game.Stay, false
	}
	switch in.Kind {
	case input.KeyUndo:
		p.undo()
		return game.Stay, false
	case input.KeyRedo:
		p.redo()
		return game.Stay, false
	case input.KeyCancel:
		if p.pickShip >= 0 || p.pickMarket >= 0 || p.zapSure {
			p.unpick()
			return game.Stay, false
		}
		return game.Push(game.NewPause(env, p)), true
	case input.KeyHelp:
		return game.Push(game.Rules(env, p.Rules())), true
	}
	if in.Kind == input.Click && in.Target.Kind == game.KindButton && !p.enabled(in.Target.Index) {
		return game.Stay, false // a button not offered now
	}
	if in.Kind == input.Click && in.Target.Kind == game.KindButton && p.crowd.press(in.Target.Index) {
		p.drawer = false // the grid and the drawer open one at a time
		return game.Stay, false
	}
	if in.Kind == input.Click && in.Target.Kind == game.KindButton {
		switch in.Target.Index {
		case btnMenu:
			return game.Push(game.NewPause(env, p)), true
		case btnRules:
			return game.Push(game.Rules(env, p.Rules())), true
		case btnLog:
			p.drawer = !p.drawer
			p.crowd.open = false
			return game.Stay, false
		case btnUndo:
			p.undo()
			return game.Stay, false
		case btnRedo:
			p.redo()
			return game.Stay, false
		}
	}
	if !p.humanToAct() {
		return game.Stay, false
	}
	switch in.Kind {
	case input.Click:
		if in.Target.Kind == game.KindButton {
			p.button(in.Target.Index)
		} else {
			p.click(board.Hit{Kind: in.Target.Kind, Index: in.Target.Index, Sub: in.Target.Sub})
		}
	case input.DragStart:
		p.drag = board.Hit{Kind: in.Target.Kind, Index: in.Target.Index, Sub: in.Target.Sub}
		switch p.drag.Kind {
		case board.HitShip:
			p.pickShip = p.drag.Index
		case board.HitMarket:
			p.pickMarket = p.drag.Index
		}
	case input.Drop:
		over := board.Hit{Kind: in.Over.Kind, Index: in.Over.Index, Sub: in.Over.Sub}
		dragged := p.drag
		p.drag = board.Hit{}
		if over.Kind == board.HitNone || !p.click(over) {
			if dragged.Kind == board.HitShip || dragged.Kind == board.HitMarket {
				p.unpick() // dropped where it cannot go: back where it was
			}
		}
	case input.DragCancel:
		p.drag = board.Hit{}
		p.unpick()
	}
	return game.Stay, false
}

// inspecting opens another seat's system large on a click of its panel,
// and closes it on a click anywhere but a button, or Esc. It reports
// whether the intent was for that.
func (p *play) inspecting(in input.Intent) bool {
	switch {
	case in.Kind == input.Click && in.Target.Kind == board.HitSystem && in.Target.Index != p.viewer():
		p.inspect = in.Target.Index
		p.crowd.open = false // a phone's grid closes on the captain opened
		p.unpick()
		return true
	case p.inspect < 0:
		return false
	case in.Kind == input.KeyCancel || in.Kind == input.Click && in.Target.Kind != game.KindButton:
		p.inspect = -1
		return true
	}
	return false
}

// drawerTap closes an open drawer on a tap anywhere but a button or a
// piece it holds. It reports whether the intent was for that.
func (p *play) drawerTap(in input.Intent) bool {
	if !p.drawer || in.Kind != input.Click || in.Target.Kind == game.KindButton || in.Target.Kind != board.HitNone {
		return false
	}
	p.drawer = false
	return true
}

// enabled reports whether a button is on the table and can be pressed.
func (p *play) enabled(id int) bool {
	for _, b := range p.menu {
		if b.ID == id {
			return b.Enabled
		}
	}
	return false
}

// unpick forgets what the person picked on the way to a move.
func (p *play) unpick() {
	p.pickShip, p.pickMarket, p.zapSure = -1, -1, false
}

// submit plays the person's action; a refusal is shown, never lost.
func (p *play) submit(a rules.Action) bool {
	seat := p.here()
	if err := p.m.Sess.Submit(seat, a); err != nil {
		log.Printf("orbit: %v refused: %v", a, err)
		p.say(game.Say("orbit.refused"))
		return false
	}
	p.unpick()
	return true
}

func (p *play) undo() {
	if seat := p.here(); seat >= 0 && p.m.Sess.CanUndo(seat) {
		if err := p.m.Sess.Undo(seat); err != nil {
			log.Printf("orbit: undo: %v", err)
		}
		p.unpick()
	}
}

func (p *play) redo() {
	if seat := p.here(); seat >= 0 && p.m.Sess.CanRedo(seat) {
		if err := p.m.Sess.Redo(seat); err != nil {
			log.Printf("orbit: redo: %v", err)
		}
		p.unpick()
	}
}

// find returns the first legal action that matches.
func (p *play) find(match func(a rules.Action) bool) (rules.Action, bool) {
	for _, a := range p.legal {
		if match(a) {
			return a, true
		}
	}
	return rules.Action{}, false
}

// button plays a button of the move at hand.
func (p *play) button(id int) {
	switch {
	case id == btnDone:
		p.submit(rules.Done())
	case id == btnPass:
		p.submit(rules.Pass())
	case id == btnAccept:
		p.submit(rules.Accept())
	case id >= btnOrder && id < btnOrder+int(rules.NumOrders):
		p.submit(rules.GiveOrder(rules.Order(id - btnOrder)))
	case id >= btnCountermand && id < btnCountermand+int(rules.NumOrders):
		p.submit(rules.Countermand(rules.Order(id - btnCountermand)))
	case id >= btnPay && id < btnPay+int(rules.NumPayments):
		p.pay = rules.Payment(id - btnPay)
	case id == btnZap:
		a, ok := p.zapAction()
		switch {
		case !ok:
		case p.zapSure:
			p.submit(a)
		default:
			p.zapSure = true // a zap puts hexes out of the game: once more to be sure
		}
	}
}

// zapAction is the Zap of what is picked, when it is legal.
func (p *play) zapAction() (rules.Action, bool) {
	market, ship := p.pickMarket, p.pickShip
	if market < 0 {
		market = rules.NoSlot
	}
	if ship < 0 {
		ship = rules.NoShip
	}
	return p.find(func(a rules.Action) bool {
		return a.Kind == rules.KindZap && int(a.Market) == market && int(a.Ship) == ship
	})
}

// click plays a click (or a drop) on a piece of the table, as the order at
// hand reads it. It reports whether the click did something.
func (p *play) click(h board.Hit) bool {
	s := p.m.State()
	me := p.here()
	if s.Phase() != rules.PhaseFollow {
		return false
	}
	if (h.Kind == board.HitShip || h.Kind == board.HitRingHex) && h.Sub != me {
		p.say(game.Say("orbit.refuse.not_yours"))
		return false
	}
	pl := s.Player(me)
	switch s.Order() {
	case rules.Scout:
		switch h.Kind {
		case board.HitShip:
			if _, ok := p.find(func(a rules.Action) bool { return a.Kind == rules.KindScout && int(a.Ship) == h.Index }); ok {
				p.toggleShip(h.Index)
				return true
			}
			p.refuseShip(h.Index, "orbit.refuse.no_stop")
		case board.HitRingHex:
			a, ok := p.find(func(a rules.Action) bool {
				return a.Kind == rules.KindScout && int(a.To) == h.Index && (p.pickShip < 0 || int(a.Ship) == p.pickShip)
			})
			return ok && p.submit(a)
		}
	case rules.Mine:
		ship := h.Index
		if h.Kind == board.HitRingHex {
			ship = shipAt(pl, h.Index, func(ship int) bool { return p.canMine(ship) })
		} else if h.Kind != board.HitShip {
			return false
		}
		if a, ok := p.find(func(a rules.Action) bool { return a.Kind == rules.KindMine && int(a.Ship) == ship }); ok {
			return p.submit(a)
		}
		if h.Kind == board.HitShip {
			p.refuseShip(ship, "orbit.refuse.nothing_to_mine")
		}
	case rules.Buy:
		switch h.Kind {
		case board.HitMarket:
			if _, ok := p.find(func(a rules.Action) bool { return a.Kind == rules.KindBuy && int(a.Market) == h.Index }); ok {
				p.toggleMarket(h.Index)
				return true
			}
			if pl.Market[h.Index] != rules.NoHex {
				p.say(game.Say("orbit.refuse.cannot_pay"))
			}
		case board.HitGap:
			if a, ok := p.buyInto(h.Index); ok {
				return p.submit(a)
			}
			p.say(game.Say("orbit.refuse.gap"))
		}
	case rules.Zap:
		switch h.Kind {
		case board.HitMarket:
			p.toggleMarket(h.Index)
			p.zapSure = false
			return true
		case board.HitShip, board.HitRingHex:
			ship := h.Index
			if h.Kind == board.HitRingHex {
				ship = shipAt(pl, h.Index, func(int) bool { return true })
			}
			if ship >= 0 {
				p.toggleShip(ship)
				p.zapSure = false
				return true
			}
		}
	}
	return false
}

// refuseShip says why a ship cannot do what was asked: it has acted in
// this follow, or why (a key taking the ship's name).
func (p *play) refuseShip(ship int, why string) {
	s := p.m.State()
	if s.ShipUsedBy(p.here(), ship) {
		why = "orbit.refuse.ship_used"
	}
	p.say(game.Say(why, game.Say(keyOf(shipKeys[:], ship))))
}

func (p *play) toggleShip(ship int) {
	if p.pickShip == ship {
		p.pickShip = -1
		return
	}
	p.pickShip = ship
}

func (p *play) toggleMarket(slot int) {
	if p.pickMarket == slot {
		p.pickMarket = -1
		return
	}
	p.pickMarket = slot
}

// canMine reports whether a ship may mine now.
func (p *play) canMine(ship int) bool {
	_, ok := p.find(func(a rules.Action) bool { return a.Kind == rules.KindMine && int(a.Ship) == ship })
	return ok
}

// shipAt returns the first ship at a ring position that ok accepts, or -1.
func shipAt(pl *rules.Player, pos int, ok func(ship int) bool) int {
	for ship, at := range pl.Ships {
		if int(at) == pos && ok(ship) {
			return ship
		}
	}
	return -1
}

// buyInto is the Buy of the picked market hex, paid as chosen, into gap g
// (after ring position g): beside a ship at g (after it) or at the next
// position (before it).
func (p *play) buyInto(g int) (rules.Action, bool) {
	pl := p.m.State().Player(p.here())
	n := int(pl.RingLen)
	return p.find(func(a rules.Action) bool {
		if a.Kind != rules.KindBuy || int(a.Market) != p.pickMarket || a.Pay != p.pay {
			return false
		}
		at := int(pl.Ships[a.Ship])
		return a.After && at == g || !a.After && at == (g+1)%n
	})
}

// placing reports whether a market hex is picked to buy: the gaps of the
// ring are then places to click or drop on.
func (p *play) placing() bool {
	s := p.m.State()
	return p.humanToAct() && s.Phase() == rules.PhaseFollow && s.Order() == rules.Buy && p.pickMarket >= 0
}
