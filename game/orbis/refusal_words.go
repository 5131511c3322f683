package orbis

import (
	"errors"

	"orbis/game"
	"orbis/game/session"
	rules "orbis/rules/orbis"
)

// The words of the rules' refusals, one key per reason.
var refusalKeys = [rules.Reasons]string{
	rules.NotAGame:              "refusal.not_a_game",
	rules.GameIsOver:            "refusal.game_over",
	rules.Malformed:             "refusal.no_such_move",
	rules.UnknownKind:           "refusal.no_such_move",
	rules.WrongPhase:            "refusal.wrong_phase",
	rules.ExchangeSameColors:    "refusal.exchange_same",
	rules.ExchangeTooFew:        "refusal.exchange_too_few",
	rules.ExchangeStrands:       "refusal.exchange_strands",
	rules.NotAWorshipperColor:   "refusal.not_a_color",
	rules.DisplayEmpty:          "refusal.display_empty",
	rules.PyramidComplete:       "refusal.pyramid_complete",
	rules.GodAlreadyTaken:       "refusal.god_taken",
	rules.GodNotOnTable:         "refusal.god_gone",
	rules.CannotPay:             "refusal.cannot_pay",
	rules.NoWorshipperInRealm:   "refusal.no_worshipper",
	rules.RealmWithinLimit:      "refusal.realm_within_limit",
	rules.NotAnotherDisplayTile: "refusal.volcano_other_tiles",
	rules.NoWorshipperOnTile:    "refusal.no_worshipper_on_tile",
	rules.VolcanoNeedsNoMore:    "refusal.volcano_done",
	rules.ChoiceBegun:           "refusal.choice_begun",
	rules.RealmOverLimit:        "refusal.realm_over_limit",
	rules.NotInPile:             "refusal.not_in_pile",
	rules.NoSuchSlot:            "refusal.no_slot",
	rules.SlotTaken:             "refusal.slot_taken",
	rules.SlotNeedsColor:        "refusal.slot_needs_color",
	rules.BaseRowComplete:       "refusal.base_complete",
	rules.NotNextToBase:         "refusal.not_next_to_base",
	rules.NeedsTwoBeneath:       "refusal.needs_two_beneath",
}

// phaseKeys say what the game waits for in each phase, for a move refused
// because it is not its time.
var phaseKeys = [...]string{
	rules.PhaseChoose:  "phase.choose",
	rules.PhasePlace:   "phase.place",
	rules.PhasePay:     "phase.pay",
	rules.PhaseVillage: "phase.village",
	rules.PhaseVolcano: "phase.volcano",
	rules.PhaseGain:    "phase.gain",
	rules.PhaseDeath:   "phase.death",
	rules.PhaseFinish:  "phase.finish",
	rules.PhaseDraw:    "phase.draw",
	rules.PhaseOver:    "phase.over",
}

// refusalPhrase says why a move was refused: a rules refusal by its reason
// and values, a session's by what it is; s is the state the move was tried
// in. The rules' own English (err.Error()) is for the log only.
func refusalPhrase(s *rules.State, err error) game.Phrase {
	var r *rules.Refusal
	if !errors.As(err, &r) {
		switch {
		case errors.Is(err, session.ErrNotYourTurn):
			return game.Say("refusal.not_your_turn")
		case errors.Is(err, session.ErrNothingToUndo):
			return game.Say("refusal.nothing_to_undo")
		case errors.Is(err, session.ErrNothingToRedo):
			return game.Say("refusal.nothing_to_redo")
		case errors.Is(err, session.ErrOver):
			return game.Say("refusal.game_over")
		}
		return game.Say("refusal.other")
	}
	key := keyOf(refusalKeys[:], r.Reason)
	switch r.Reason {
	case rules.WrongPhase:
		return game.Say(key, game.Say(keyOf(phaseKeys[:], r.Phase)))
	case rules.ExchangeTooFew:
		return game.SayN(key, r.Have, r.Have, sayColor(r.Color))
	case rules.ExchangeStrands:
		return game.SayN(key, r.Count, r.Count)
	case rules.RealmWithinLimit, rules.RealmOverLimit:
		return game.SayN(key, r.Have, r.Have)
	case rules.GodAlreadyTaken, rules.GodNotOnTable:
		return game.Say(key, sayGod(r.God))
	case rules.CannotPay:
		if s.Tiles() == nil || int(r.Tile) >= s.Tiles().Len() {
			return game.Say("refusal.other")
		}
		return game.Say(key, sayTile(s.Tiles().Tile(r.Tile)))
	case rules.NoWorshipperInRealm, rules.NoWorshipperOnTile, rules.VolcanoNeedsNoMore:
		return game.Say(key, sayColor(r.Color))
	case rules.SlotTaken, rules.NeedsTwoBeneath:
		return game.Say(key, sayPlace(r.Slot))
	case rules.SlotNeedsColor:
		return game.Say(key, sayPlace(r.Slot), sayColor(r.Color))
	}
	return game.Say(key)
}
