package orbit

import (
	"errors"
	"fmt"
)

// ErrIllegal is wrapped by the error of an action that may not be played.
var ErrIllegal = errors.New("illegal action")

// Apply plays an action. An illegal one changes nothing and returns an
// error wrapping ErrIllegal; Apply never panics.
func (s *State) Apply(a Action) error {
	if !s.IsLegal(a) {
		return fmt.Errorf("orbit: %v in phase %d (seat %d): %w", a, s.phase, s.acting, ErrIllegal)
	}
	p := &s.players[s.acting]
	switch a.Kind {
	case KindOrder:
		s.startFollowing(a.Order)
	case KindRoll:
		s.roll(int(a.Roll))
	case KindAccept:
		s.startFollowing(s.rolled)
	case KindCountermand:
		p.Gone |= 1 << p.Deck[p.DeckTop]
		p.DeckTop++ // out of the game
		p.Countermands++
		s.startFollowing(a.Order)
	case KindScout:
		p.Ships[a.Ship] = uint8(a.To)
		p.Ring[a.To].Turns++
		s.followedOnce(int(a.Ship))
	case KindMine:
		pos := int(p.Ships[a.Ship])
		r := s.kit.Hexes[p.Ring[pos].ID].Resource
		p.Track[r] = uint8(min(TrackMax, int(p.Track[r])+p.Value(s.kit, pos)))
		s.followedOnce(int(a.Ship))
	case KindBuy:
		cost := a.Pay.Cost()
		for r := range NumResources {
			p.Track[r] -= cost[r]
		}
		at := int(p.Ships[a.Ship])
		if a.After {
			at++
		}
		p.insert(at, p.Market[a.Market])
		p.Market[a.Market] = NoHex
		s.followedOnce(-1)
	case KindZap:
		if a.Market != NoSlot {
			p.Gone |= 1 << p.Market[a.Market]
			p.Market[a.Market] = NoHex // out of the game
		}
		if a.Ship != NoShip {
			p.Gone |= 1 << p.Ring[p.Ships[a.Ship]].ID
			p.remove(int(p.Ships[a.Ship]))
		}
		s.followedOnce(-1)
	case KindDone, KindPass:
		s.endFollow()
	case KindDraw:
		p.DeckTop++
		for i := range p.Market {
			if p.Market[i] == NoHex {
				p.Market[i] = a.Hex
				break
			}
		}
		if !s.marketOpen(p) {
			s.nextSeat()
		}
	}
	return nil
}

// roll takes the solo Emperor's roll of the dice: his order for it.
func (s *State) roll(total int) {
	s.dice.Uint64() // the roll Chance gave, now spent
	s.rolled, s.phase = EmperorOrder(total), PhaseAccept
}

// insert puts a hex into the ring at index at, starting edge up; the
// ships stay at their hexes.
func (p *Player) insert(at int, id HexID) {
	copy(p.Ring[at+1:p.RingLen+1], p.Ring[at:p.RingLen])
	p.Ring[at] = RingHex{ID: id}
	p.RingLen++
	for i := range p.Ships {
		if int(p.Ships[i]) >= at {
			p.Ships[i]++
		}
	}
}

// remove takes the ring hex at pos out of the game; the ships at it move
// on to the next hex clockwise (which does not turn).
func (p *Player) remove(pos int) {
	copy(p.Ring[pos:p.RingLen-1], p.Ring[pos+1:p.RingLen])
	p.RingLen--
	p.Ring[p.RingLen] = RingHex{}
	for i := range p.Ships {
		switch at := int(p.Ships[i]); {
		case at > pos:
			p.Ships[i]--
		case at == pos:
			p.Ships[i] = uint8(pos % int(p.RingLen))
		}
	}
}

// startFollowing begins the order with the General's follow.
func (s *State) startFollowing(o Order) {
	s.order, s.phase = o, PhaseFollow
	s.acting, s.followed, s.usedShips = s.general, 0, 0
}

// followedOnce counts a follow, with the ship it used (-1: none); after the
// second, or when no second is possible, the seat is done.
func (s *State) followedOnce(ship int) {
	s.followed++
	if ship >= 0 {
		s.usedShips |= 1 << ship
	}
	if s.followed >= MaxFollows || !s.canFollow() {
		s.endFollow()
	}
}

// marketOpen reports whether a market has an empty slot the deck can fill.
func (s *State) marketOpen(p *Player) bool {
	if p.DeckLeft() == 0 {
		return false
	}
	for _, id := range p.Market {
		if id == NoHex {
			return true
		}
	}
	return false
}

// endFollow ends the acting seat's follow: a market bought or zapped from
// is refilled first.
func (s *State) endFollow() {
	if (s.order == Buy || s.order == Zap) && s.followed > 0 && s.marketOpen(&s.players[s.acting]) {
		s.phase = PhaseRefill
		return
	}
	s.nextSeat()
}

// nextSeat hands the order to the next seat, or ends the turn once every
// seat has followed it.
func (s *State) nextSeat() {
	next := (int(s.acting) + 1) % int(s.n)
	if next != int(s.general) {
		s.acting, s.phase, s.followed, s.usedShips = uint8(next), PhaseFollow, 0, 0
		return
	}
	s.turn++
	s.followed, s.usedShips = 0, 0 // the table keeps nothing of a follow once the turn is over
	if s.turn >= MaxTurns {
		s.over, s.phase = true, PhaseOver
		return
	}
	for seat := range int(s.n) {
		p := &s.players[seat]
		if p.RingLen >= EndRing || p.DeckLeft() == 0 {
			s.over, s.phase = true, PhaseOver
			return
		}
	}
	s.general = uint8((int(s.general) + 1) % int(s.n))
	s.acting = s.general
	s.phase = PhaseOrder
	if s.n == 1 {
		s.phase = PhaseRoll
	}
}
