package orbis

import (
	"errors"

	"orbis/game"
	"orbis/game/session"
	rules "orbis/rules/orbis"
)

// The words of the rules' refusals, one key per reason.
var refusalKeys = [rules.Reasons]string{
	rules.NotAGame:              "orbis.refusal.not_a_game",
	rules.GameIsOver:            "orbis.refusal.game_over",
	rules.Malformed:             "orbis.refusal.no_such_move",
	rules.UnknownKind:           "orbis.refusal.no_such_move",
	rules.WrongPhase:            "orbis.refusal.wrong_phase",
	rules.ExchangeSameColors:    "orbis.refusal.exchange_same",
	rules.ExchangeTooFew:        "orbis.refusal.exchange_too_few",
	rules.ExchangeStrands:       "orbis.refusal.exchange_strands",
	rules.NotAWorshipperColor:   "orbis.refusal.not_a_color",
	rules.DisplayEmpty:          "orbis.refusal.display_empty",
	rules.PyramidComplete:       "orbis.refusal.pyramid_complete",
	rules.GodAlreadyTaken:       "orbis.refusal.god_taken",
	rules.GodNotOnTable:         "orbis.refusal.god_gone",
	rules.CannotPay:             "orbis.refusal.cannot_pay",
	rules.NoWorshipperInRealm:   "orbis.refusal.no_worshipper",
	rules.RealmWithinLimit:      "orbis.refusal.realm_within_limit",
	rules.NotAnotherDisplayTile: "orbis.refusal.volcano_other_tiles",
	rules.NoWorshipperOnTile:    "orbis.refusal.no_worshipper_on_tile",
	rules.VolcanoNeedsNoMore:    "orbis.refusal.volcano_done",
	rules.ChoiceBegun:           "orbis.refusal.choice_begun",
	rules.RealmOverLimit:        "orbis.refusal.realm_over_limit",
	rules.NotInPile:             "orbis.refusal.not_in_pile",
	rules.NoSuchSlot:            "orbis.refusal.no_slot",
	rules.SlotTaken:             "orbis.refusal.slot_taken",
	rules.SlotNeedsColor:        "orbis.refusal.slot_needs_color",
	rules.BaseRowComplete:       "orbis.refusal.base_complete",
	rules.NotNextToBase:         "orbis.refusal.not_next_to_base",
	rules.NeedsTwoBeneath:       "orbis.refusal.needs_two_beneath",
}

// phaseKeys say what the game waits for in each phase, for a move refused
// because it is not its time.
var phaseKeys = [...]string{
	rules.PhaseChoose:  "orbis.phase.choose",
	rules.PhasePlace:   "orbis.phase.place",
	rules.PhasePay:     "orbis.phase.pay",
	rules.PhaseVillage: "orbis.phase.village",
	rules.PhaseVolcano: "orbis.phase.volcano",
	rules.PhaseGain:    "orbis.phase.gain",
	rules.PhaseDeath:   "orbis.phase.death",
	rules.PhaseFinish:  "orbis.phase.finish",
	rules.PhaseDraw:    "orbis.phase.draw",
	rules.PhaseOver:    "orbis.phase.over",
}

// refusalPhrase says why a move was refused: a rules refusal by its reason
// and values, a session's by what it is; s is the state the move was tried
// in. The rules' own English (err.Error()) is for the log only.
func refusalPhrase(s *rules.State, err error) game.Phrase {
	var r *rules.Refusal
	if !errors.As(err, &r) {
		switch {
		case errors.Is(err, session.ErrNotYourTurn):
			return game.Say("orbis.refusal.not_your_turn")
		case errors.Is(err, session.ErrNothingToUndo):
			return game.Say("orbis.refusal.nothing_to_undo")
		case errors.Is(err, session.ErrNothingToRedo):
			return game.Say("orbis.refusal.nothing_to_redo")
		case errors.Is(err, session.ErrOver):
			return game.Say("orbis.refusal.game_over")
		}
		return game.Say("orbis.refusal.other")
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
			return game.Say("orbis.refusal.other")
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
