//go:build !js

package orbit

import (
	"fmt"
	"slices"

	"orbis/game"
	"orbis/input"
	board "orbis/render/orbit"
	rules "orbis/rules/orbit"
)

// A newcomer at the tutorial's table, for its pictures and its test: what
// a person who does what each lesson asks presses next, through the
// table's own input (a drag, a click, a button), one press a frame.

// newcomer is the person's next press: the coach's "go on" on a lesson to
// read; a countermand when that lesson asks for one; else the order
// followed by its first legal move, then Done. Nothing while the table
// plays its dice and draws.
func newcomer(p *play) []input.Intent {
	s := p.m.State()
	if !p.humanToAct() {
		return nil
	}
	click := func(kind, index int) []input.Intent {
		return []input.Intent{{Kind: input.Click, Target: input.Target{Kind: kind, Index: index}}}
	}
	button := func(id int) []input.Intent { return click(game.KindButton, id) }
	if p.coach.GoesOn(p) {
		return button(btnLesson)
	}
	switch s.Phase() {
	case rules.PhaseAccept:
		if p.coach.Active() && p.coach.Step == lessonCountermand {
			for o := range rules.Order(rules.NumOrders) {
				if p.enabled(btnCountermand + int(o)) {
					return button(btnCountermand + int(o))
				}
			}
		}
		return button(btnAccept)
	case rules.PhaseFollow:
	default:
		return nil
	}
	switch {
	case p.legalKind(rules.KindPass):
		return button(btnPass)
	case s.Followed() > 0 && p.legalKind(rules.KindDone):
		return button(btnDone)
	}
	me := s.CurrentPlayer()
	ring := func(kind, index int) input.Target { return input.Target{Kind: kind, Index: index, Sub: me} }
	switch s.Order() {
	case rules.Scout: // a drag along the ring, from the ship to the hex it stops at
		if a, ok := p.find(func(a rules.Action) bool { return a.Kind == rules.KindScout }); ok {
			return []input.Intent{
				{Kind: input.DragStart, Target: ring(board.HitShip, int(a.Ship))},
				{Kind: input.Drop, Target: ring(board.HitShip, int(a.Ship)), Over: ring(board.HitRingHex, int(a.To))},
			}
		}
	case rules.Mine:
		if a, ok := p.find(func(a rules.Action) bool { return a.Kind == rules.KindMine }); ok {
			return []input.Intent{{Kind: input.Click, Target: ring(board.HitShip, int(a.Ship))}}
		}
	case rules.Buy: // the payment, the market hex, then the gap beside a ship
		if a, ok := p.find(func(a rules.Action) bool { return a.Kind == rules.KindBuy }); ok {
			pl := s.Player(me)
			gap := int(pl.Ships[a.Ship])
			if !a.After {
				gap = (gap - 1 + int(pl.RingLen)) % int(pl.RingLen)
			}
			switch {
			case p.pay != a.Pay:
				return button(btnPay + int(a.Pay))
			case p.pickMarket != int(a.Market):
				return click(board.HitMarket, int(a.Market))
			}
			return []input.Intent{{Kind: input.Click, Target: ring(board.HitGap, gap)}}
		}
	case rules.Zap: // the market hex, the ship, then Zap twice
		if a, ok := p.find(func(a rules.Action) bool {
			return a.Kind == rules.KindZap && a.Market != rules.NoSlot && a.Ship != rules.NoShip
		}); ok {
			switch {
			case p.pickMarket != int(a.Market):
				return click(board.HitMarket, int(a.Market))
			case p.pickShip != int(a.Ship):
				return []input.Intent{{Kind: input.Click, Target: ring(board.HitShip, int(a.Ship))}}
			}
			return button(btnZap)
		}
	}
	if p.legalKind(rules.KindDone) {
		return button(btnDone)
	}
	return nil
}

// demoLesson plays the tutorial's deal as a newcomer until the lesson of
// key is shown, and shows it.
func demoLesson(g *Game, env *game.Env, key string) (*play, error) {
	at := slices.IndexFunc(lessons[:], func(l lesson) bool { return l.Key == key })
	if at < 0 {
		return nil, fmt.Errorf("orbit: the tutorial has no lesson %q", key)
	}
	p := g.Tutorial(env).(*play)
	p.speed = game.SpeedInstant
	for range 2000 {
		if p.coach.Active() && p.coach.Step == at && p.humanToAct() {
			p.flights = p.flights[:0]
			p.speed = env.Speed()
			p.refresh(env)
			p.coachAt = p.coachPoint()
			return p, nil
		}
		if _, err := p.Update(env, newcomer(p)); err != nil {
			return nil, err
		}
		if p.m.State().IsOver() {
			break
		}
	}
	return nil, fmt.Errorf("orbit: the tutorial's lesson %q never comes", key)
}
