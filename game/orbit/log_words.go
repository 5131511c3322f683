package orbit

import (
	"orbis/game"
	"orbis/game/session"
	rules "orbis/rules/orbit"
)

// logLine tells one step of the game, as a phrase; a step that says
// nothing worth a line (a seat done, a hex drawn) gives none.
func logLine(m *match, before, after *rules.State, step session.Step[rules.Action]) (game.Phrase, bool) {
	a := step.Action
	seat := before.CurrentPlayer()
	if step.Seat >= 0 { // a seat's step names its seat: online, captains follow at once
		seat = step.Seat
	}
	if seat < 0 || seat >= len(m.Seats) {
		return game.Phrase{}, false
	}
	name := m.Seats[seat].Name
	pl := before.Player(seat)
	k := before.Kit()
	switch a.Kind {
	case rules.KindOrder:
		return game.Say("orbit.log.order", name, game.Say(keyOf(orderKeys[:], a.Order))), true
	case rules.KindRoll:
		return game.Say("orbit.log.roll", int(a.Roll), game.Say(keyOf(orderKeys[:], rules.EmperorOrder(int(a.Roll))))), true
	case rules.KindCountermand:
		cost := countermandCost(k, int(after.Player(seat).Countermands))
		return game.SayN("orbit.log.countermanded", cost, name, game.Say(keyOf(orderKeys[:], before.Rolled())), game.Say(keyOf(orderKeys[:], a.Order)), cost), true
	case rules.KindScout:
		to := after.Player(seat)
		return game.Say("orbit.log.scout", name, game.Say(keyOf(shipKeys[:], a.Ship)), sayHex(k.Hex(to.Ring[a.To].ID)), to.Value(k, int(a.To))), true
	case rules.KindMine:
		h := k.Hex(pl.Ring[pl.Ships[a.Ship]].ID)
		got := int(after.Player(seat).Track[h.Resource]) - int(pl.Track[h.Resource])
		return game.SayN("orbit.log.mine", got, name, game.Say(keyOf(resourceKeys[:], h.Resource)), game.Say(keyOf(shipKeys[:], a.Ship)), got), true
	case rules.KindBuy:
		return game.Say("orbit.log.buy", name, sayHex(k.Hex(pl.Market[a.Market])), game.Say(keyOf(paymentKeys[:], a.Pay))), true
	case rules.KindZap:
		switch {
		case a.Market >= 0 && a.Ship >= 0:
			return game.Say("orbit.log.zap_both", name, sayHex(k.Hex(pl.Market[a.Market])), sayHex(k.Hex(pl.Ring[pl.Ships[a.Ship]].ID))), true
		case a.Market >= 0:
			return game.Say("orbit.log.zap_market", name, sayHex(k.Hex(pl.Market[a.Market]))), true
		case a.Ship >= 0:
			return game.Say("orbit.log.zap_ring", name, sayHex(k.Hex(pl.Ring[pl.Ships[a.Ship]].ID))), true
		}
	case rules.KindPass:
		return game.Say("orbit.log.pass", name), true
	}
	if after.IsOver() && !before.IsOver() {
		return game.Say("orbit.log.over"), true
	}
	return game.Phrase{}, false
}

// sayHex names a hex as a phrase: its body and its resource.
func sayHex(h *rules.HexDef) game.Phrase {
	return game.Say("orbit.hex", game.Say(keyOf(bodyKeys[:], h.Body)), game.Say(keyOf(resourceKeys[:], h.Resource)))
}
