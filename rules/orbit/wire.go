package orbit

import (
	"fmt"
	"slices"
)

// View returns the record as every seat may know it: no seed, no dice, and
// each deck's hexes not yet drawn in a canonical order (by id); what was
// drawn stays where it was. A client replays a view to the same
// observation as the full record, and follows the server's table steps.
func (r *Record) View() (*Record, error) {
	s, err := r.Replay()
	if err != nil {
		return nil, err
	}
	v := *r
	v.Seed = nil
	v.Players = slices.Clone(r.Players)
	v.Actions = slices.Clone(r.Actions)
	v.By = slices.Clone(r.By)
	v.Setup.Dice = [2]uint64{}
	v.Setup.Seats = slices.Clone(r.Setup.Seats)
	for i := range v.Setup.Seats {
		deck := slices.Clone(r.Setup.Seats[i].Deck)
		top := min(int(s.at(i).DeckTop), len(deck))
		slices.Sort(deck[top:])
		v.Setup.Seats[i].Deck = deck
	}
	return &v, nil
}

// Follow plays a step as the seats see it happen. A seat's action is
// applied as Apply does; the table's steps are taken as the table made
// them, since a view knows neither the dice nor the decks' order: the roll
// is the roll given, the hex drawn comes from wherever it lies in the deck.
func (s *State) Follow(a Action) error { return s.FollowFor(int(s.acting), a) }

// FollowFor plays a seat's step as the seats see it happen, as Follow
// does: the table's draw refills that seat's market.
func (s *State) FollowFor(seat int, a Action) error {
	switch {
	case s.phase == PhaseRoll && a.Kind == KindRoll && seat == int(s.acting):
		if a != RollDice(int(a.Roll)) || a.Roll < 2 || a.Roll > 12 {
			return fmt.Errorf("orbit: a roll of %d: %w", a.Roll, ErrIllegal)
		}
		s.roll(int(a.Roll))
		return nil
	case a.Kind == KindDraw && s.Status(seat) == SeatRefilling:
		p := s.mut(seat)
		at := slices.Index(p.Deck[p.DeckTop:p.DeckLen], a.Hex)
		if at < 0 {
			return fmt.Errorf("orbit: %v is not in seat %d's deck: %w", a, seat, ErrIllegal)
		}
		top := int(p.DeckTop)
		p.Deck[top], p.Deck[top+at] = p.Deck[top+at], p.Deck[top]
	}
	return s.ApplyFor(seat, a)
}

// Reveals reports whether an action shows more than its words: a
// countermand puts the deck's top hex out of the game, and which hex that
// was only the full record knows.
func Reveals(a Action) bool { return a.Kind == KindCountermand }

// ReadView reads a view's JSON without replaying it: a view's table steps
// are followed (Follow), not checked against secrets it does not hold.
func ReadView(data []byte) (*Record, error) { return decodeRecord(data) }
