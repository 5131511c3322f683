package orbis

import (
	"orbis/assets"
	"orbis/game"
	rules "orbis/rules/orbis"
)

// soundOf is the effect a step of the game makes, if any: a tile taken,
// worshippers landing, a tile placed or cancelled, a person's turn
// beginning, the end of the game. The last of these wins where a step is
// several (the last placement ends the game).
func soundOf(p *play, e *event) (assets.Effect, bool) {
	a := e.Step.Action
	switch {
	case e.After.IsOver() && !e.Before.IsOver():
		return assets.EffectEnd, true
	case e.After.Turn() != e.Before.Turn():
		if seat := e.After.CurrentPlayer(); seat >= 0 && p.m.Seats[seat].Human() {
			return assets.EffectTurn, true
		}
		return 0, false
	}
	switch a.Kind {
	case rules.KindTakeTile, rules.KindTakeGod:
		return assets.EffectTake, true
	case rules.KindPlace:
		if _, cancelled := cancelledByRules(&e.Before, &e.After, e.Step.Seat, a); a.Wild || cancelled {
			return assets.EffectCancel, true
		}
		return assets.EffectPlace, true
	case rules.KindDecline:
		return assets.EffectCancel, true
	case rules.KindExchange, rules.KindPay, rules.KindDiscard, rules.KindGain, rules.KindDestroy:
		return assets.EffectCubes, true
	}
	return 0, false
}

// soundRank orders the effects when several steps come in one frame (a
// computer at the instant speed): one sound is played, the weightiest.
var soundRank = [assets.NumEffects]int{
	assets.EffectCubes: 1, assets.EffectTake: 2, assets.EffectPlace: 3,
	assets.EffectCancel: 4, assets.EffectTurn: 5, assets.EffectEnd: 6,
}

// frameSound collects the steps of one frame and plays the weightiest
// effect among them.
type frameSound struct {
	fx  assets.Effect
	any bool
}

func (f *frameSound) add(p *play, e *event) {
	if fx, ok := soundOf(p, e); ok && (!f.any || soundRank[fx] > soundRank[f.fx]) {
		f.fx, f.any = fx, true
	}
}

func (f *frameSound) play(env *game.Env) {
	if f.any {
		env.Sound().Play(f.fx)
	}
}
