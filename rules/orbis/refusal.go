package orbis

import "fmt"

// Reason says why the rules refuse an action. It is for the game to phrase
// in the player's language, with the Refusal's values; the rules' own words
// (Refusal.Error) are English, for logs, records and developers.
type Reason uint8

// The reasons the rules refuse an action, and the values each one sets.
const (
	NoReason              Reason = iota
	NotAGame                     // the state was not dealt
	GameIsOver                   // no move is left to make
	Malformed                    // fields the action's kind does not use are set
	UnknownKind                  // the action's kind is none the rules know
	WrongPhase                   // Phase: the phase the game is in
	ExchangeSameColors           // an exchange gives and takes the same colour (or not a worshipper colour)
	ExchangeTooFew               // Color, Have: an exchange gives 3 of Color, the realm has Have
	ExchangeStrands              // Phase, Count: after it the realm could not give the Count worshippers the choice takes
	NotAWorshipperColor          // Color
	DisplayEmpty                 // Pos: the display position holds no tile
	PyramidComplete              // 14 region tiles: a god is what is left to take
	GodAlreadyTaken              // God: the god the seat has
	GodNotOnTable                // God
	CannotPay                    // Tile: the realm cannot pay its cost
	NoWorshipperInRealm          // Color
	RealmWithinLimit             // Have: no discards are due at the end of the turn
	NotAnotherDisplayTile        // Pos: a Volcano destroys on the other 8 display tiles
	NoWorshipperOnTile           // Color, Pos
	VolcanoNeedsNoMore           // Color
	ChoiceBegun                  // a choice begun is all or nothing: no decline
	RealmOverLimit               // Have: discard down to RealmLimit before ending the turn
	NotInPile                    // Tile: a draw comes from the lowest pile with tiles
	NoSuchSlot                   // Slot
	SlotTaken                    // Slot
	SlotNeedsColor               // Slot, Color: face up needs a tile of Color (or a Wilderness) beneath
	BaseRowComplete              // Slot
	NotNextToBase                // Slot
	NeedsTwoBeneath              // Slot
	numReasons
)

// Reasons is how many reasons there are; Reason values run from 1 to
// Reasons-1.
const Reasons = int(numReasons)

// Refusal is the error Apply returns for an illegal action: the action, the
// reason, and the values the reason names (see the Reason constants). It
// wraps ErrIllegal.
type Refusal struct {
	Action Action
	Reason Reason
	Phase  Phase
	Color  Color
	God    God
	Tile   TileID
	Pos    int // a display position
	Slot   int // a placement target (rules.BaseLeft/BaseRight beyond the base row)
	Have   int // worshippers the realm holds (of Color, or in all)
	Count  int // worshippers a choice still takes
	id     string
}

func (r *Refusal) Unwrap() error { return ErrIllegal }

// Error says, in English, what was refused and why.
func (r *Refusal) Error() string {
	return fmt.Sprintf("rules: %v: %s: %v", r.Action, r.why(), ErrIllegal)
}

// why is the reason in English.
func (r *Refusal) why() string {
	switch r.Reason {
	case NotAGame:
		return "the state is not a game"
	case GameIsOver:
		return "the game is over"
	case Malformed:
		return "malformed action"
	case UnknownKind:
		return fmt.Sprintf("unknown action kind %d", r.Action.Kind)
	case WrongPhase:
		if r.Action.Kind == KindExchange {
			return fmt.Sprintf("no exchange during the %v phase", r.Phase)
		}
		return fmt.Sprintf("not allowed during the %v phase", r.Phase)
	case ExchangeSameColors:
		return "an exchange takes two different colours"
	case ExchangeTooFew:
		return fmt.Sprintf("the realm has %d %v worshippers, an exchange needs %d", r.Have, r.Color, exchangeRate)
	case ExchangeStrands:
		return fmt.Sprintf("after the exchange the realm could not give the %d worshippers the %v phase still takes", r.Count, r.Phase)
	case NotAWorshipperColor:
		return fmt.Sprintf("%v is not a worshipper colour", r.Color)
	case DisplayEmpty:
		return fmt.Sprintf("display position %d holds no tile", r.Pos)
	case PyramidComplete:
		return "the pyramid is complete: take a god"
	case GodAlreadyTaken:
		return fmt.Sprintf("a god was taken already (%v)", r.God)
	case GodNotOnTable:
		return fmt.Sprintf("god %v is not on the table", r.God)
	case CannotPay:
		return fmt.Sprintf("the realm cannot pay for %s", r.id)
	case NoWorshipperInRealm:
		return fmt.Sprintf("no %v worshipper in the realm", r.Color)
	case RealmWithinLimit:
		return fmt.Sprintf("the realm holds %d worshippers, no more than %d", r.Have, RealmLimit)
	case NotAnotherDisplayTile:
		return fmt.Sprintf("display position %d is not one of the other 8", r.Pos)
	case NoWorshipperOnTile:
		return fmt.Sprintf("no %v worshipper on display position %d", r.Color, r.Pos)
	case VolcanoNeedsNoMore:
		return fmt.Sprintf("the volcano needs no more %v worshippers", r.Color)
	case ChoiceBegun:
		return "the choice has begun: it is all or nothing"
	case RealmOverLimit:
		return fmt.Sprintf("the realm holds %d worshippers: discard down to %d first", r.Have, RealmLimit)
	case NotInPile:
		return fmt.Sprintf("tile %d is not in the pile the refill comes from", r.Tile)
	case NoSuchSlot:
		return fmt.Sprintf("slot %d does not exist", r.Slot)
	case SlotTaken:
		return fmt.Sprintf("slot %s is taken", slotName(r.Slot))
	case SlotNeedsColor:
		return fmt.Sprintf("slot %s needs a %v tile or a Wilderness beneath", slotName(r.Slot), r.Color)
	case BaseRowComplete:
		return fmt.Sprintf("slot %s: the base row is complete", slotName(r.Slot))
	case NotNextToBase:
		return fmt.Sprintf("slot %s is not next to a base tile", slotName(r.Slot))
	case NeedsTwoBeneath:
		return fmt.Sprintf("slot %s needs two tiles beneath", slotName(r.Slot))
	}
	return fmt.Sprintf("reason %d", r.Reason)
}
