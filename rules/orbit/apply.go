package orbit

import (
	"errors"
	"fmt"
)

// ErrIllegal is wrapped by the error of an action that may not be played.
var ErrIllegal = errors.New("illegal action")

// ErrNotToAct is wrapped by the error of an action for a seat that is not
// to act now: a seat that has finished following, a seat that is not the
// General while the order is given, a seat the game does not have, any
// seat once the game is over. It wraps ErrIllegal.
var ErrNotToAct = fmt.Errorf("seat not to act: %w", ErrIllegal)

// Apply plays an action of the current seat (CurrentPlayer): the seat-by-
// seat order of a table at one screen. An illegal one changes nothing and
// returns an error wrapping ErrIllegal; Apply never panics.
func (s *State) Apply(a Action) error {
	if !s.play(int(s.acting), a) {
		return fmt.Errorf("orbit: %v in phase %d (seat %d): %w", a, s.phase, s.acting, ErrIllegal)
	}
	return nil
}

// ApplyFor plays an action of a seat: while an order is followed, any seat
// still following may act, in any interleaving with the others (each
// follow touches only its own seat's kit), and the table's draw refills
// the market of the seat it names. A seat that is not to act is refused
// with an error wrapping ErrNotToAct, an action the rules do not allow it
// with one wrapping ErrIllegal; either changes nothing, and ApplyFor never
// panics.
func (s *State) ApplyFor(seat int, a Action) error {
	if s.play(seat, a) { // a seat not to act plays nothing
		return nil
	}
	if err := s.notToAct(seat); err != nil {
		return err
	}
	return fmt.Errorf("orbit: %v in phase %d (seat %d): %w", a, s.Phase(), seat, ErrIllegal)
}

// notToAct explains why a seat may not act now, or returns nil.
func (s *State) notToAct(seat int) error {
	switch {
	case seat < 0 || seat >= int(s.n):
		return fmt.Errorf("orbit: seat %d of a game of %d: %w", seat, s.n, ErrNotToAct)
	case s.over:
		return fmt.Errorf("orbit: seat %d: the game is over: %w", seat, ErrNotToAct)
	case s.phase == PhaseOrder && seat != int(s.general):
		return fmt.Errorf("orbit: seat %d: seat %d is the General and gives the order: %w", seat, s.general, ErrNotToAct)
	case (s.phase == PhaseFollow || s.phase == PhaseRefill) && s.at(seat).follow.status == SeatFinished:
		return fmt.Errorf("orbit: seat %d has finished following the order: %w", seat, ErrNotToAct)
	}
	return nil
}

// play plays an action of a seat if it is legal, and reports whether it
// was.
func (s *State) play(seat int, a Action) bool {
	if !s.IsLegalFor(seat, a) {
		return false
	}
	switch a.Kind {
	case KindOrder:
		s.startFollowing(a.Order)
	case KindRoll:
		s.roll(int(a.Roll))
	case KindAccept:
		s.startFollowing(s.rolled)
	case KindCountermand:
		p := s.mut(seat)
		p.Gone |= 1 << p.Deck[p.DeckTop]
		p.DeckTop++ // out of the game
		p.Countermands++
		s.startFollowing(a.Order)
	case KindScout:
		p := s.mut(seat)
		p.Ships[a.Ship] = uint8(a.To)
		p.Ring[a.To].Turns++
		s.followedOnce(seat, p, int(a.Ship))
	case KindMine:
		p := s.mut(seat)
		pos := int(p.Ships[a.Ship])
		r := s.kit.Hexes[p.Ring[pos].ID].Resource
		p.Track[r] = uint8(min(TrackMax, int(p.Track[r])+p.Value(s.kit, pos)))
		s.followedOnce(seat, p, int(a.Ship))
	case KindBuy:
		p := s.mut(seat)
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
		s.followedOnce(seat, p, -1)
	case KindZap:
		p := s.mut(seat)
		if a.Market != NoSlot {
			p.Gone |= 1 << p.Market[a.Market]
			p.Market[a.Market] = NoHex // out of the game
		}
		if a.Ship != NoShip {
			p.Gone |= 1 << p.Ring[p.Ships[a.Ship]].ID
			p.remove(int(p.Ships[a.Ship]))
		}
		s.followedOnce(seat, p, -1)
	case KindDone, KindPass:
		s.endFollow(seat, s.mut(seat))
	case KindDraw:
		p := s.mut(seat)
		p.DeckTop++
		for i := range p.Market {
			if p.Market[i] == NoHex {
				p.Market[i] = a.Hex
				break
			}
		}
		if !s.marketOpen(p) {
			s.finish(seat, p)
		}
	}
	return true
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

// startFollowing sets every seat following the order at once; the
// General is the current seat.
func (s *State) startFollowing(o Order) {
	s.order, s.phase = o, PhaseFollow
	s.acting, s.followed, s.usedShips, s.left = s.general, 0, 0, s.n
	for i := range min(int(s.n), MaxPlayers) {
		s.players[i].follow = seatFollow{status: SeatFollowing}
	}
	if s.more != nil {
		s.unshare()
		for _, p := range s.more.seats {
			p.follow = seatFollow{status: SeatFollowing}
		}
	}
}

// followedOnce counts a seat's follow, with the ship it used (-1: none);
// after the second, or when no second is possible, the seat is done.
func (s *State) followedOnce(seat int, p *Player, ship int) {
	if seat == int(s.acting) {
		s.followed++
		if ship >= 0 {
			s.usedShips |= 1 << ship
		}
		if s.followed >= MaxFollows || !s.canFollow(p, s.usedShips) {
			s.endFollow(seat, p)
		}
		return
	}
	f := &p.follow
	f.followed++
	if ship >= 0 {
		f.usedShips |= 1 << ship
	}
	if f.followed >= MaxFollows || !s.canFollow(p, f.usedShips) {
		s.endFollow(seat, p)
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

// endFollow ends a seat's follow: a market bought or zapped from is
// refilled first.
func (s *State) endFollow(seat int, p *Player) {
	followed := p.follow.followed
	if seat == int(s.acting) {
		followed = s.followed
	}
	if (s.order == Buy || s.order == Zap) && followed > 0 && s.marketOpen(p) {
		p.follow.status = SeatRefilling
		if seat == int(s.acting) {
			s.phase = PhaseRefill
		}
		return
	}
	s.finish(seat, p)
}

// finish marks a seat as having finished following (the table keeps
// nothing of its follow); once the current seat has, the next seat
// clockwise that has not becomes current, and once every seat has, the
// turn ends.
func (s *State) finish(seat int, p *Player) {
	p.follow = seatFollow{status: SeatFinished}
	s.left--
	if seat != int(s.acting) {
		return
	}
	s.followed, s.usedShips = 0, 0
	if s.left == 0 {
		s.endTurn()
		return
	}
	next, q := seat, p
	for q.follow.status == SeatFinished {
		if next++; next == int(s.n) {
			next = 0
		}
		q = s.at(next)
	}
	s.acting, s.phase = uint8(next), PhaseFollow
	if q.follow.followed != 0 || q.follow.usedShips != 0 {
		// It followed before it was current: its follow moves here.
		s.followed, s.usedShips = q.follow.followed, q.follow.usedShips
		q = s.mut(next)
		q.follow.followed, q.follow.usedShips = 0, 0
	}
	if q.follow.status == SeatRefilling {
		s.phase = PhaseRefill
	}
}

// endTurn ends the turn once every seat has followed the order: the game
// ends, or the next General orders.
func (s *State) endTurn() {
	// The last seat clockwise is current as the turn ends, whichever
	// finished last: as seat by seat.
	s.acting = s.general - 1
	if s.general == 0 {
		s.acting = s.n - 1
	}
	s.turn++
	s.followed, s.usedShips = 0, 0 // the table keeps nothing of a follow once the turn is over
	if s.turn >= MaxTurns {
		s.over, s.phase = true, PhaseOver
		return
	}
	for seat := range int(s.n) {
		p := s.at(seat)
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
