package orbis

import (
	"orbis/game"
	"orbis/rules/orbis/analysis"
)

// The analysis returns facts (classes, moves, the reasons of its key
// moments with their figures); these are its words, for the viewer and
// the headless orbis analyse.

// classKeys name the classes of a decision.
var classKeys = [...]string{
	analysis.Best: "analysis.class.best", analysis.Good: "analysis.class.good", analysis.Inaccuracy: "analysis.class.inaccuracy",
	analysis.Mistake: "analysis.class.mistake", analysis.Blunder: "analysis.class.blunder",
}

// SayClass names a decision's class: "Blunder".
func SayClass(c analysis.Class) game.Phrase { return game.Say(keyOf(classKeys[:], c)) }

// SayChoice says what a decision took: the god, or the tile, its colour,
// how and in which row it was placed.
func SayChoice(c analysis.Choice) game.Phrase {
	switch c.Took {
	case analysis.TookGod:
		return sayGod(c.God)
	case analysis.TookFaceUp:
		return game.Say("orbis.analysis.move.face_up", sayEffect(c), sayColor(c.Color), c.Row)
	case analysis.TookWild:
		return game.Say("orbis.analysis.move.wild", sayEffect(c), sayColor(c.Color), c.Row)
	}
	return game.Say("orbis.analysis.move.finish")
}

// sayTaken names a move by what it takes: the god, a Wilderness, or the
// tile's effect.
func sayTaken(c analysis.Choice) game.Phrase {
	switch c.Took {
	case analysis.TookGod:
		return sayGod(c.God)
	case analysis.TookWild:
		return game.Say("orbis.analysis.term.wilderness")
	case analysis.TookFaceUp:
		return sayEffect(c)
	}
	return game.Say("orbis.analysis.move.finish")
}

// sayEffect names the tile a move took by its effect: "Forest".
func sayEffect(c analysis.Choice) game.Phrase { return game.Say(keyOf(effectNameKeys[:], c.Effect)) }

// momentArg is what an argument of a key moment's sentence names.
type momentArg uint8

const (
	argPlayed     momentArg = iota // the move played, by what it took (sayTaken)
	argBest                        // the preferred move, by what it took
	argPlayedTile                  // the tile played, by its effect
	argBestTile                    // the tile preferred, by its effect
	argMarginCP                    // Why's figures
	argGainCP
	argChancePoints
	argWorshippers
	argHave
	argNeed
	argNext
)

// noCount marks a sentence with no plural forms.
const noCount momentArg = 0xFF

// momentWords are the key moments' sentences by reason: the key, the
// figure that chooses its plural form, and what each argument names. The
// moments are phrased from it, and a report of version 1, which wrote the
// sentences' keys and arguments, is read back by it.
var momentWords = [...]struct {
	key   string
	count momentArg
	args  []momentArg
}{
	analysis.ReasonMargin:       {"orbis.analysis.moment.margin", noCount, []momentArg{argBest, argMarginCP}},
	analysis.ReasonChance:       {"orbis.analysis.moment.chance", argChancePoints, []momentArg{argChancePoints, argBest}},
	analysis.ReasonOtherGod:     {"orbis.analysis.moment.other_god", noCount, []momentArg{argBest, argPlayed, argMarginCP}},
	analysis.ReasonGodTooEarly:  {"orbis.analysis.moment.god_too_early", noCount, []momentArg{argPlayed, argBestTile, argMarginCP}},
	analysis.ReasonGodWorthMore: {"orbis.analysis.moment.god_worth_more", noCount, []momentArg{argBest, argPlayed, argMarginCP}},
	analysis.ReasonWildSame:     {"orbis.analysis.moment.wild_same", noCount, []momentArg{argPlayedTile, argGainCP}},
	analysis.ReasonWildGaveUp:   {"orbis.analysis.moment.wild_gave_up", noCount, []momentArg{argPlayedTile, argBestTile, argGainCP}},
	analysis.ReasonCancelled:    {"orbis.analysis.moment.cancelled", noCount, []momentArg{argPlayedTile, argBest, argGainCP}},
	analysis.ReasonForestShort:  {"orbis.analysis.moment.forest_short", argNeed, []momentArg{argHave, argNeed, argBest, argMarginCP}},
	analysis.ReasonFewerPoints:  {"orbis.analysis.moment.fewer_points", noCount, []momentArg{argPlayedTile, argBestTile, argGainCP}},
	analysis.ReasonGift:         {"orbis.analysis.moment.gift", argWorshippers, []momentArg{argWorshippers, argNext}},
	analysis.ReasonExcess:       {"orbis.analysis.moment.excess", argWorshippers, []momentArg{argWorshippers, argBest}},
}

// SayKeyMoment says in the game's terms why a key moment cost what it did.
func SayKeyMoment(m *analysis.KeyMoment) game.Phrase {
	if int(m.Reason) >= len(momentWords) {
		return game.Phrase{} // no reason the report can hold
	}
	w := momentWords[m.Reason]
	args := make([]any, len(w.args))
	for i, a := range w.args {
		args[i] = momentValue(m, a)
	}
	if w.count != noCount {
		return game.SayN(w.key, momentValue(m, w.count).(int), args...)
	}
	return game.Say(w.key, args...)
}

// momentValue is what an argument of a key moment's sentence names.
func momentValue(m *analysis.KeyMoment, a momentArg) any {
	switch a {
	case argPlayed:
		return sayTaken(m.Played)
	case argBest:
		return sayTaken(m.Best)
	case argPlayedTile:
		return sayEffect(m.Played)
	case argBestTile:
		return sayEffect(m.Best)
	case argMarginCP:
		return m.MarginCP
	case argGainCP:
		return m.GainCP
	case argChancePoints:
		return m.ChancePoints
	case argWorshippers:
		return m.Worshippers
	case argHave:
		return m.Have
	case argNeed:
		return m.Need
	}
	return m.Next
}
