package orbit

import (
	"orbis/game"
	"orbis/input"
	board "orbis/render/orbit"
	rules "orbis/rules/orbit"
)

// focusTarget is a thing the keyboard can reach: a button, or a piece of
// the table (a ship, a hex, a gap, a market hex).
type focusTarget struct {
	button int // a button's id, or 0
	hit    board.Hit
}

// focusList is what the keyboard can reach now, in reading order: the
// pieces the move at hand acts on, then the buttons of the move.
func (p *play) focusList() []focusTarget {
	out := p.focusables[:0]
	s := p.m.State()
	if p.humanToAct() && s.Phase() == rules.PhaseFollow {
		me := p.here()
		pl := s.Player(me)
		o := &p.opts[me]
		switch s.Order() {
		case rules.Scout, rules.Mine, rules.Zap:
			for ship := range rules.Ships {
				if s.Order() == rules.Zap || p.shipCan(ship) {
					out = append(out, focusTarget{hit: board.Hit{Kind: board.HitShip, Index: ship, Sub: me}})
				}
			}
		}
		if s.Order() == rules.Buy || s.Order() == rules.Zap {
			for slot, id := range pl.Market {
				if id != rules.NoHex {
					out = append(out, focusTarget{hit: board.Hit{Kind: board.HitMarket, Index: slot}})
				}
			}
		}
		for pos := range int(pl.RingLen) {
			if o.Lit[pos] && s.Order() == rules.Scout {
				out = append(out, focusTarget{hit: board.Hit{Kind: board.HitRingHex, Index: pos, Sub: me}})
			}
			if o.Gaps[pos] {
				out = append(out, focusTarget{hit: board.Hit{Kind: board.HitGap, Index: pos, Sub: me}})
			}
		}
	}
	for _, b := range p.menu {
		if b.Enabled && b.ID >= btnDone {
			out = append(out, focusTarget{button: b.ID})
		}
	}
	return out
}

// shipCan reports whether a ship has a legal scout or mine.
func (p *play) shipCan(ship int) bool {
	_, ok := p.find(func(a rules.Action) bool {
		return (a.Kind == rules.KindScout || a.Kind == rules.KindMine) && int(a.Ship) == ship
	})
	return ok
}

// keyboard moves the focus with Tab and the arrows, and turns Space and
// Enter on the focus into a click on it; the other intents pass through.
func (p *play) keyboard(intents []input.Intent) []input.Intent {
	out := intents[:0:0]
	for _, in := range intents {
		step := 0
		switch in.Kind {
		case input.KeyNext:
			step = int(in.Amount)
		case input.KeyRight, input.KeyDown:
			step = 1
		case input.KeyLeft, input.KeyUp:
			step = -1
		case input.KeyActivate, input.KeyConfirm:
			if p.focus >= 0 && p.focus < len(p.focusables) {
				out = append(out, p.clickOn(p.focusables[p.focus]))
				continue
			}
		case input.Click:
			p.focus = -1 // the pointer has it back
		}
		if step == 0 {
			out = append(out, in)
			continue
		}
		p.focus = game.StepFocus(min(p.focus, len(p.focusables)-1), step, len(p.focusables))
	}
	return out
}

// clickOn is a click on a focused thing.
func (p *play) clickOn(f focusTarget) input.Intent {
	if f.button != 0 {
		return input.Intent{Kind: input.Click, Target: input.Target{Kind: game.KindButton, Index: f.button}}
	}
	return input.Intent{Kind: input.Click, Target: input.Target{Kind: f.hit.Kind, Index: f.hit.Index, Sub: f.hit.Sub}}
}
