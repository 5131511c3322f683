package orbit

import (
	"orbis/game"
	rules "orbis/rules/orbit"
	"orbis/rules/orbit/analysis"
)

// The analysis returns facts (classes, moves, the reasons of its key
// moments with their figures); these are its words, for the viewer and the
// headless orbis analyse. The classes and the labels both games' analyses
// show are Orbis' words (orbis_analysis.json); Orbit's own are in
// orbit_analysis.json.

// analysisClassKeys name the classes of a decision.
var analysisClassKeys = [...]string{
	analysis.Best: "analysis.class.best", analysis.Good: "analysis.class.good", analysis.Inaccuracy: "analysis.class.inaccuracy",
	analysis.Mistake: "analysis.class.mistake", analysis.Blunder: "analysis.class.blunder",
}

// sayClass names a decision's class: "Blunder".
func sayClass(c analysis.Class) game.Phrase { return game.Say(keyOf(analysisClassKeys[:], c)) }

// sayMove says a decision's move in words: its actions one after another
// ("the red ship scouts to position 4, and stop there").
func sayMove(w game.Words, c analysis.Choice) string {
	var parts []string
	for _, a := range c.Actions {
		if p := sayAction(a); !p.Empty() {
			parts = append(parts, p.In(w))
		}
	}
	return joinAnd(w, parts)
}

// joinAnd joins items as a list: "a", "a and b", "a, b and c".
func joinAnd(w game.Words, items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	s := items[0]
	for _, it := range items[1 : len(items)-1] {
		s = w.T("list.comma", s, it)
	}
	return w.T("list.and", s, items[len(items)-1])
}

// sayAction says one action of a move.
func sayAction(a rules.Action) game.Phrase {
	switch a.Kind {
	case rules.KindOrder:
		return game.Say("orbit.analysis.move.order", game.Say(keyOf(orderKeys[:], a.Order)))
	case rules.KindAccept:
		return game.Say("orbit.analysis.move.accept")
	case rules.KindCountermand:
		return game.Say("orbit.analysis.move.countermand", game.Say(keyOf(orderKeys[:], a.Order)))
	case rules.KindScout:
		return game.Say("orbit.analysis.move.scout", game.Say(keyOf(shipKeys[:], a.Ship)), int(a.To)+1)
	case rules.KindMine:
		return game.Say("orbit.analysis.move.mine", game.Say(keyOf(shipKeys[:], a.Ship)))
	case rules.KindBuy:
		return game.Say("orbit.analysis.move.buy", int(a.Market)+1, game.Say(keyOf(paymentKeys[:], a.Pay)))
	case rules.KindZap:
		return game.Say("orbit.analysis.move.zap")
	case rules.KindDone:
		return game.Say("orbit.analysis.move.done")
	case rules.KindPass:
		return game.Say("orbit.analysis.move.pass")
	}
	return game.Phrase{}
}

// sayKeyMoment says why a key moment cost what it did.
func sayKeyMoment(w game.Words, m *analysis.KeyMoment) string {
	best := sayMove(w, m.Best)
	order := func() game.Phrase {
		o, err := rules.ParseAction("order " + m.Order)
		if err != nil {
			return game.Phrase{}
		}
		return game.Say(keyOf(orderKeys[:], o.Order))
	}
	var p game.Phrase
	switch m.Reason {
	case analysis.ReasonChance:
		p = game.SayN("orbit.analysis.moment.chance", m.ChancePoints, m.ChancePoints, best)
	case analysis.ReasonOtherOrder:
		p = game.SayN("orbit.analysis.moment.other_order", m.MarginPoints, order(), m.MarginPoints)
	case analysis.ReasonCountermanded:
		p = game.SayN("orbit.analysis.moment.countermanded", m.MarginPoints, m.MarginPoints)
	case analysis.ReasonCountermand:
		p = game.SayN("orbit.analysis.moment.countermand", m.MarginPoints, order(), m.MarginPoints)
	case analysis.ReasonStoppedEarly:
		p = game.SayN("orbit.analysis.moment.stopped_early", m.MarginPoints, best, m.MarginPoints)
	case analysis.ReasonFewerPoints:
		p = game.SayN("orbit.analysis.moment.fewer_points", m.GainPoints, best, m.GainPoints)
	default:
		p = game.SayN("orbit.analysis.moment.margin", m.MarginPoints, best, m.MarginPoints)
	}
	return p.In(w)
}
