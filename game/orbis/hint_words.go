package orbis

import (
	"orbis/game"
	rules "orbis/rules/orbis"
)

// hintWords says what a hinted move does, in the player's language. Every
// sentence states a fact of the outcome the rules computed for the move
// (where the tile goes, what it costs and brings, how it scores), so a hint
// can never promise what the move does not do. s is the state the hint was
// asked in.
func hintWords(env *game.Env, s *rules.State, o *rules.Outcome) string {
	var lines []string
	say := func(line string) { lines = append(lines, line) }
	if o.God != rules.NoGod {
		say(env.T("orbis.hint.take_god", godName(env, o.God)))
		if n := o.Gained.Total(); n > 0 {
			say(env.N("orbis.hint.gain", n, n))
		}
		say(godOutcomeWords(env, o))
		if n := o.Excess.Total(); n > 0 {
			say(env.N("orbis.hint.discard", n, n))
		}
		say(env.T("orbis.hint.score", o.TotalBefore, o.Total))
		return sentences(env, lines...)
	}
	t := s.Tiles().Tile(o.Tile)
	name, where := tileName(env, t), placeWords(env, o.Target)
	taken, _ := s.TakenTile()
	switch {
	case taken != rules.NoTile && o.Wild:
		say(env.T("orbis.hint.place_wild", name, where))
	case taken != rules.NoTile:
		say(env.T("orbis.hint.place_face_up", name, where))
	case o.Wild:
		say(env.T("orbis.hint.take_wild", name, where))
	default:
		say(env.T("orbis.hint.take_face_up", name, where))
	}
	if n := o.Collected.Total(); n > 0 {
		say(env.N("orbis.hint.collect", n, n))
	}
	if o.Exchanges > 0 {
		say(env.N("orbis.hint.exchanges", o.Exchanges, o.Exchanges))
	}
	if n := o.Paid.Total(); n > 0 {
		say(env.N("orbis.hint.pay", n, n))
	}
	if o.Wild {
		if o.CP < 0 {
			say(env.T("orbis.hint.wilderness"))
		} else {
			say(env.T("orbis.hint.wilderness_idleness"))
		}
	} else {
		say(tileOutcomeWords(env, t, o))
	}
	if n := o.Gained.Total(); n > 0 {
		say(env.N("orbis.hint.gain", n, n))
	}
	if n := o.Excess.Total(); n > 0 {
		say(env.N("orbis.hint.discard", n, n))
	}
	say(env.T("orbis.hint.score", o.TotalBefore, o.Total))
	return sentences(env, lines...)
}

// sayPlace names a placement target: a slot by row and column from the
// base, or an end beyond the base row, which shifts the pyramid.
func sayPlace(target int) game.Phrase {
	switch target {
	case rules.BaseLeft:
		return game.Say("orbis.hint.where.left_end")
	case rules.BaseRight:
		return game.Say("orbis.hint.where.right_end")
	}
	r, c := rules.SlotRowCol(target)
	return game.Say("orbis.hint.where.slot", r+1, c+1)
}

// placeWords is sayPlace in words.
func placeWords(env *game.Env, target int) string { return env.Say(sayPlace(target)) }

// tileOutcomeWords says how a tile placed face up scores after the move.
func tileOutcomeWords(env *game.Env, t *rules.Tile, o *rules.Outcome) string {
	switch o.Status {
	case rules.StatusCancelled:
		return cancelledWords(env, t, o)
	case rules.StatusForestShort:
		return env.N("orbis.hint.forest_short", o.Need, o.Need, o.Have, int(t.CP))
	}
	switch t.Effect {
	case rules.Village:
		n := o.Discarded.Total()
		return env.N("orbis.hint.village_validated", n, n, o.CP)
	case rules.Volcano:
		n := o.Destroyed.Total()
		return env.N("orbis.hint.volcano_validated", n, n, o.CP)
	case rules.Irrigation:
		return env.T("orbis.hint.irrigation_validated", colorWord(env, t.EffectColor), o.CP)
	case rules.Forest:
		return env.N("orbis.hint.forest_validated", o.Have, o.Have, o.Need, o.CP)
	case rules.Temple:
		return env.N("orbis.hint.temple", int(t.Amount), int(t.Amount), o.CP)
	case rules.Farm:
		return env.T("orbis.hint.farm", colorWord(env, t.EffectColor), o.CP)
	}
	return env.N("orbis.hint.scores", o.CP, o.CP)
}

// cancelledWords says why a tile placed face up is cancelled.
func cancelledWords(env *game.Env, t *rules.Tile, o *rules.Outcome) string {
	switch {
	case t.Effect == rules.Irrigation && rules.InBase(o.Target):
		return env.T("orbis.hint.irrigation_base")
	case t.Effect == rules.Irrigation:
		return env.T("orbis.hint.irrigation_cancelled", colorWord(env, t.EffectColor))
	case o.Declined && t.Effect == rules.Village:
		return env.N("orbis.hint.village_declined", int(t.Amount), int(t.Amount))
	case t.Effect == rules.Village:
		return env.N("orbis.hint.village_short", int(t.Amount), int(t.Amount))
	case o.Declined:
		return env.T("orbis.hint.volcano_declined")
	}
	return env.T("orbis.hint.volcano_short")
}

// godOutcomeWords says how the god taken scores after the move.
func godOutcomeWords(env *game.Env, o *rules.Outcome) string {
	switch o.God {
	case rules.Death:
		if o.GodMet {
			n := o.Discarded.Total()
			return env.N("orbis.hint.death_validated", n, n, o.GodCP)
		}
		return env.T("orbis.hint.death_cancelled")
	case rules.Equilibrium:
		if o.GodMet {
			return env.T("orbis.hint.god.equilibrium.met", o.GodCP)
		}
		return env.T("orbis.hint.god.equilibrium.not_met", o.GodMine)
	case rules.Oceans, rules.Fire, rules.Nature, rules.Harvests, rules.Technology:
		keys := godMostKeys[o.God]
		if o.GodMet {
			return env.T(keys.met, o.GodMine, o.GodBest, o.GodCP)
		}
		return env.T(keys.notMet, o.GodMine, o.GodBest)
	}
	return env.N("orbis.hint.scores", o.GodCP, o.GodCP)
}

// godMostKeys are the words of the gods that score for the most (or
// fewest) tiles of a kind, with the condition met so far and not.
var godMostKeys = map[rules.God]struct{ met, notMet string }{
	rules.Oceans:     {"orbis.hint.god.oceans.met", "orbis.hint.god.oceans.not_met"},
	rules.Fire:       {"orbis.hint.god.fire.met", "orbis.hint.god.fire.not_met"},
	rules.Nature:     {"orbis.hint.god.nature.met", "orbis.hint.god.nature.not_met"},
	rules.Harvests:   {"orbis.hint.god.harvests.met", "orbis.hint.god.harvests.not_met"},
	rules.Technology: {"orbis.hint.god.technology.met", "orbis.hint.god.technology.not_met"},
}
