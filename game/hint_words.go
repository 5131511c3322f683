package game

import (
	"strings"

	rules "orbis/rules/orbis"
)

// hintWords says what a hinted move does, in the player's language. Every
// sentence states a fact of the outcome the rules computed for the move
// (where the tile goes, what it costs and brings, how it scores), so a hint
// can never promise what the move does not do. s is the state the hint was
// asked in.
func hintWords(a *App, s *rules.State, o *rules.Outcome) string {
	var lines []string
	say := func(line string) { lines = append(lines, line) }
	if o.God != rules.NoGod {
		say(a.T("hint.take_god", a.T("god."+o.God.String()+".name")))
		if n := o.Gained.Total(); n > 0 {
			say(a.N("hint.gain", n, n))
		}
		say(godOutcomeWords(a, o))
		if n := o.Excess.Total(); n > 0 {
			say(a.N("hint.discard", n, n))
		}
		say(a.T("hint.score", o.TotalBefore, o.Total))
		return strings.Join(lines, " ")
	}
	t := s.Tiles().Tile(o.Tile)
	name, where := tileName(a, t), placeWords(a, o.Target)
	taken, _ := s.TakenTile()
	switch {
	case taken != rules.NoTile && o.Wild:
		say(a.T("hint.place_wild", name, where))
	case taken != rules.NoTile:
		say(a.T("hint.place_face_up", name, where))
	case o.Wild:
		say(a.T("hint.take_wild", name, where))
	default:
		say(a.T("hint.take_face_up", name, where))
	}
	if n := o.Collected.Total(); n > 0 {
		say(a.N("hint.collect", n, n))
	}
	if o.Exchanges > 0 {
		say(a.N("hint.exchanges", o.Exchanges, o.Exchanges))
	}
	if n := o.Paid.Total(); n > 0 {
		say(a.N("hint.pay", n, n))
	}
	if o.Wild {
		if o.CP < 0 {
			say(a.T("hint.wilderness"))
		} else {
			say(a.T("hint.wilderness_idleness"))
		}
	} else {
		say(tileOutcomeWords(a, t, o))
	}
	if n := o.Gained.Total(); n > 0 {
		say(a.N("hint.gain", n, n))
	}
	if n := o.Excess.Total(); n > 0 {
		say(a.N("hint.discard", n, n))
	}
	say(a.T("hint.score", o.TotalBefore, o.Total))
	return strings.Join(lines, " ")
}

// placeWords names a placement target: a slot by row and column from the
// base, or an end beyond the base row, which shifts the pyramid.
func placeWords(a *App, target int) string {
	switch target {
	case rules.BaseLeft:
		return a.T("hint.where.left_end")
	case rules.BaseRight:
		return a.T("hint.where.right_end")
	}
	r, c := rules.SlotRowCol(target)
	return a.T("hint.where.slot", r+1, c+1)
}

// tileOutcomeWords says how a tile placed face up scores after the move.
func tileOutcomeWords(a *App, t *rules.Tile, o *rules.Outcome) string {
	switch o.Status {
	case rules.StatusCancelled:
		return cancelledWords(a, t, o)
	case rules.StatusForestShort:
		return a.N("hint.forest_short", o.Need, o.Need, o.Have, int(t.CP))
	}
	switch t.Effect {
	case rules.Village:
		n := o.Discarded.Total()
		return a.N("hint.village_validated", n, n, o.CP)
	case rules.Volcano:
		n := o.Destroyed.Total()
		return a.N("hint.volcano_validated", n, n, o.CP)
	case rules.Irrigation:
		return a.T("hint.irrigation_validated", a.T("color."+t.EffectColor.String()), o.CP)
	case rules.Forest:
		return a.N("hint.forest_validated", o.Have, o.Have, o.Need, o.CP)
	case rules.Temple:
		return a.N("hint.temple", int(t.Amount), int(t.Amount), o.CP)
	case rules.Farm:
		return a.T("hint.farm", a.T("color."+t.EffectColor.String()), o.CP)
	}
	return a.N("hint.scores", o.CP, o.CP)
}

// cancelledWords says why a tile placed face up is cancelled.
func cancelledWords(a *App, t *rules.Tile, o *rules.Outcome) string {
	switch {
	case t.Effect == rules.Irrigation && rules.InBase(o.Target):
		return a.T("hint.irrigation_base")
	case t.Effect == rules.Irrigation:
		return a.T("hint.irrigation_cancelled", a.T("color."+t.EffectColor.String()))
	case o.Declined && t.Effect == rules.Village:
		return a.N("hint.village_declined", int(t.Amount), int(t.Amount))
	case t.Effect == rules.Village:
		return a.N("hint.village_short", int(t.Amount), int(t.Amount))
	case o.Declined:
		return a.T("hint.volcano_declined")
	}
	return a.T("hint.volcano_short")
}

// godOutcomeWords says how the god taken scores after the move.
func godOutcomeWords(a *App, o *rules.Outcome) string {
	switch o.God {
	case rules.Death:
		if o.GodMet {
			n := o.Discarded.Total()
			return a.N("hint.death_validated", n, n, o.GodCP)
		}
		return a.T("hint.death_cancelled")
	case rules.Equilibrium:
		if o.GodMet {
			return a.T("hint.god.equilibrium.met", o.GodCP)
		}
		return a.T("hint.god.equilibrium.not_met", o.GodMine)
	case rules.Oceans, rules.Fire, rules.Nature, rules.Harvests, rules.Technology:
		key := "hint.god." + o.God.String()
		if o.GodMet {
			return a.T(key+".met", o.GodMine, o.GodBest, o.GodCP)
		}
		return a.T(key+".not_met", o.GodMine, o.GodBest)
	}
	return a.N("hint.scores", o.GodCP, o.GodCP)
}
