package orbit

// ringSet is a set of ring positions, a bit each.
type ringSet uint16

func (r ringSet) has(pos int) bool { return r&(1<<pos) != 0 }

// wormholes returns the ring positions of a player's wormholes.
func (s *State) wormholes(p *Player) (set ringSet, n int) {
	for pos := range int(p.RingLen) {
		if s.kit.Hexes[p.Ring[pos].ID].Body == Wormhole {
			set |= 1 << pos
			n++
		}
	}
	return set, n
}

// scoutTargets returns where a ship can stop: 1 to 3 steps clockwise, each
// step to the next hex or, with two wormholes or more, from a wormhole to
// another; never where it started, and only at a hex that can still turn.
func (s *State) scoutTargets(p *Player, ship int) ringSet {
	n := int(p.RingLen)
	holes, count := s.wormholes(p)
	start := int(p.Ships[ship])
	var reached ringSet
	frontier := ringSet(1) << start
	for range ScoutReach {
		var next ringSet
		for pos := range n {
			if !frontier.has(pos) {
				continue
			}
			next |= 1 << ((pos + 1) % n)
			if count >= 2 && holes.has(pos) {
				next |= holes &^ (1 << pos)
			}
		}
		reached |= next
		frontier = next
	}
	reached &^= 1 << start
	for pos := range n {
		if reached.has(pos) && !p.CanTurn(pos) {
			reached &^= 1 << pos
		}
	}
	return reached
}

// shipUsed reports whether a ship is among the used ones (a bit each).
func shipUsed(used uint8, ship int) bool { return used&(1<<ship) != 0 }

// canScout reports whether a ship may scout to a ring position now, given
// the ships used this follow.
func (s *State) canScout(p *Player, used uint8, ship, to int) bool {
	return ship >= 0 && ship < Ships && !shipUsed(used, ship) && to >= 0 && to < int(p.RingLen) && s.scoutTargets(p, ship).has(to)
}

// canMine reports whether a ship may mine now: it has not, and its hex is
// worth something.
func (s *State) canMine(p *Player, used uint8, ship int) bool {
	return ship >= 0 && ship < Ships && !shipUsed(used, ship) && p.Value(s.kit, int(p.Ships[ship])) > 0
}

// canPay reports whether the tracker holds a payment.
func canPay(p *Player, pay Payment) bool {
	if pay >= NumPayments {
		return false
	}
	cost := pay.Cost()
	for r := range NumResources {
		if p.Track[r] < cost[r] {
			return false
		}
	}
	return true
}

// canBuy reports whether a market hex can be bought with a payment and set
// beside a ship.
func (s *State) canBuy(p *Player, market int, pay Payment, ship int) bool {
	return market >= 0 && market < MarketSize && p.Market[market] != NoHex && ship >= 0 && ship < Ships &&
		int(p.RingLen) < MaxRing && canPay(p, pay)
}

// canZap reports whether a Zap with these parts may be done: the market
// part whenever the market holds a hex, the ring part whenever the ring has
// more than MinRing hexes, and at least one of them.
func (s *State) canZap(p *Player, market, ship int) bool {
	return canZapWith(p, marketHolds(p), market, ship)
}

// marketHolds reports whether a market holds a hex.
func marketHolds(p *Player) bool {
	for _, id := range p.Market {
		if id != NoHex {
			return true
		}
	}
	return false
}

// canZapWith is canZap, told whether the market holds a hex (the lists ask
// of every zap, the market the same).
func canZapWith(p *Player, marketHas bool, market, ship int) bool {
	ringCan := int(p.RingLen) > MinRing
	switch {
	case market == NoSlot && marketHas, ship == NoShip && ringCan:
		return false // a part that can be done must be
	case market == NoSlot && ship == NoShip:
		return false
	case market != NoSlot && (market < 0 || market >= MarketSize || p.Market[market] == NoHex):
		return false
	case ship != NoShip && (ship < 0 || ship >= Ships || !ringCan):
		return false
	}
	return true
}

// LegalActions appends the current seat's legal actions to dst (the
// seat-by-seat order of a table at one screen; LegalActionsFor gives any
// seat's), one for each table
// they can leave (docs/orbit/rulings.md #5 and #15): a buy set into one gap
// of the ring (beside either of its hexes, or either of two ships at one
// hex; the ring has no seam), a zap under either of two ships at one hex, a
// mine with either of two ships at one hex, or of hexes that leave the
// tracker alike once the follow ends, are listed once. IsLegal and Apply
// take the other spellings too, as written: records that name them replay
// as they were played.
func (s *State) LegalActions(dst []Action) []Action {
	return s.LegalActionsFor(int(s.acting), dst)
}

// LegalActionsFor appends a seat's legal actions now to dst, as
// LegalActions lists them: nothing for a seat not to act; for a seat whose
// market the table refills, the table's draw.
func (s *State) LegalActionsFor(seat int, dst []Action) []Action {
	var p *Player
	var followed, used uint8
	if seat == int(s.acting) {
		switch s.phase {
		case PhaseOver:
			return dst
		case PhaseRoll, PhaseRefill:
			if a, ok := s.Chance(); ok {
				dst = append(dst, a)
			}
			return dst
		case PhaseOrder:
			for o := range Order(NumOrders) {
				dst = append(dst, GiveOrder(o))
			}
			return dst
		case PhaseAccept:
			dst = append(dst, Accept())
			if s.at(seat).DeckLeft() > 0 {
				for o := range Order(NumOrders) {
					if o != s.rolled {
						dst = append(dst, Countermand(o))
					}
				}
			}
			return dst
		}
		p, followed, used = s.at(seat), s.followed, s.usedShips
	} else {
		// Another seat acts only while the order is followed.
		if seat < 0 || seat >= int(s.n) || !s.following() {
			return dst
		}
		p = s.at(seat)
		switch p.follow.status {
		case SeatRefilling:
			if a, ok := s.ChanceFor(seat); ok {
				dst = append(dst, a)
			}
			return dst
		case SeatFollowing:
			followed, used = p.follow.followed, p.follow.usedShips
		default:
			return dst
		}
	}
	dst = s.follows(p, followed, used, dst)
	switch {
	case followed == 0 && !s.canFollow(p, used):
		dst = append(dst, Pass())
	case followed > 0:
		dst = append(dst, Done())
	}
	return dst
}

// countsOf is a seat's follow so far: how many times it followed, the
// ships it used.
func (s *State) countsOf(seat int) (followed, used uint8) {
	if seat == int(s.acting) {
		return s.followed, s.usedShips
	}
	f := &s.at(seat).follow
	return f.followed, f.usedShips
}

// CanFollow reports whether a seat still following can follow the order
// (once more, if it has once): false once it must pass or be done.
func (s *State) CanFollow(seat int) bool {
	if s.Status(seat) != SeatFollowing {
		return false
	}
	followed, used := s.countsOf(seat)
	return followed < MaxFollows && s.canFollow(s.at(seat), used)
}

// canFollow reports whether a seat (its kit p, the ships it used) can
// follow the order once more, in any way the rules allow: a follow goes on
// while it can, and a seat passes when it cannot.
func (s *State) canFollow(p *Player, used uint8) bool {
	switch s.order {
	case Scout:
		for ship := range Ships {
			if !shipUsed(used, ship) && s.scoutTargets(p, ship) != 0 {
				return true
			}
		}
	case Mine:
		for ship := range Ships {
			if s.canMine(p, used, ship) {
				return true
			}
		}
	case Buy:
		for m := range MarketSize {
			for pay := range NumPayments {
				if s.canBuy(p, m, pay, 0) {
					return true
				}
			}
		}
	case Zap:
		has := marketHolds(p)
		for m := NoSlot; m < MarketSize; m++ {
			for ship := NoShip; ship <= 0; ship++ {
				if canZapWith(p, has, m, ship) {
					return true
				}
			}
		}
	}
	return false
}

// follows appends the ways a seat (its kit p, its follow so far) can
// follow the order once more.
func (s *State) follows(p *Player, followed, used uint8, dst []Action) []Action {
	switch s.order {
	case Scout:
		for ship := range Ships {
			if shipUsed(used, ship) {
				continue
			}
			targets := s.scoutTargets(p, ship)
			for to := range int(p.RingLen) {
				if targets.has(to) {
					dst = append(dst, ScoutTo(ship, to))
				}
			}
		}
	case Mine:
		dst = s.mines(p, followed, used, dst)
	case Buy:
		n := int(p.RingLen)
		for m := range MarketSize {
			for pay := range NumPayments {
				if !s.canBuy(p, m, pay, 0) {
					continue
				}
				var places ringSet // gaps listed already, by the index a hex set into them takes
				for ship := range Ships {
					for _, after := range [2]bool{false, true} {
						at := int(p.Ships[ship])
						if after {
							at = (at + 1) % n // after the last hex is before the first
						}
						if !places.has(at) {
							places |= 1 << at
							dst = append(dst, BuyHex(m, pay, ship, after))
						}
					}
				}
			}
		}
	case Zap:
		has := marketHolds(p)
		for m := NoSlot; m < MarketSize; m++ {
			var under ringSet
			for ship := NoShip; ship < Ships; ship++ {
				if ship >= 0 {
					pos := int(p.Ships[ship])
					if under.has(pos) {
						continue
					}
					under |= 1 << pos
				}
				if canZapWith(p, has, m, ship) {
					dst = append(dst, ZapWith(m, ship))
				}
			}
		}
	}
	return dst
}

// mines appends the Mines that leave different tables. While the follow
// goes on, a Mine is listed once per hex: two ships at one hex mine the
// same, and the ship left is at the same hex (the first ship there that
// can mine is the one listed). A Mine that ends the follow is listed once
// per tracker it leaves, and a second one that gains nothing is not listed
// at all: it leaves the table as Done does.
func (s *State) mines(p *Player, followed, used uint8, dst []Action) []Action {
	var can [Ships]bool
	able := 0
	for ship := range Ships {
		if s.canMine(p, used, ship) {
			can[ship] = true
			able++
		}
	}
	// After a Mine the other ships can mine as before: the follow ends
	// when it was the second, or when no other ship can.
	ends := int(followed)+1 >= MaxFollows || able == 1
	var listed [Ships]uint16 // what each listed Mine leaves: a hex, or a tracker
	n := 0
	for ship := range Ships {
		if !can[ship] {
			continue
		}
		pos := int(p.Ships[ship])
		key := uint16(pos)
		if ends {
			r := s.kit.Hexes[p.Ring[pos].ID].Resource
			got := min(TrackMax, int(p.Track[r])+p.Value(s.kit, pos))
			if got == int(p.Track[r]) && followed > 0 {
				continue // the same as Done
			}
			key = 1<<15 | uint16(r)<<8 | uint16(got)
		}
		seen := false
		for _, k := range listed[:n] {
			seen = seen || k == key
		}
		if seen {
			continue
		}
		listed[n] = key
		n++
		dst = append(dst, MineWith(ship))
	}
	return dst
}

// IsLegal reports whether an action of the current seat may be played now.
func (s *State) IsLegal(a Action) bool { return s.IsLegalFor(int(s.acting), a) }

// IsLegalFor reports whether an action of a seat may be played now.
func (s *State) IsLegalFor(seat int, a Action) bool {
	var p *Player
	var followed, used uint8
	if seat == int(s.acting) {
		switch s.phase {
		case PhaseOver:
			return false
		case PhaseRoll, PhaseRefill:
			c, ok := s.Chance()
			return ok && a == c
		case PhaseOrder:
			return a.Kind == KindOrder && a.Order < NumOrders && a == GiveOrder(a.Order)
		case PhaseAccept:
			switch a.Kind {
			case KindAccept:
				return a == Accept()
			case KindCountermand:
				return a == Countermand(a.Order) && a.Order < NumOrders && a.Order != s.rolled && s.at(seat).DeckLeft() > 0
			}
			return false
		}
		p, followed, used = s.at(seat), s.followed, s.usedShips
	} else {
		// Another seat acts only while the order is followed.
		if seat < 0 || seat >= int(s.n) || !s.following() {
			return false
		}
		p = s.at(seat)
		switch p.follow.status {
		case SeatRefilling:
			c, ok := s.ChanceFor(seat)
			return ok && a == c
		case SeatFollowing:
			followed, used = p.follow.followed, p.follow.usedShips
		default:
			return false
		}
	}
	switch a.Kind {
	case KindDone:
		return a == Done() && followed > 0
	case KindPass:
		return a == Pass() && followed == 0 && !s.canFollow(p, used)
	case KindScout:
		return s.order == Scout && a == ScoutTo(int(a.Ship), int(a.To)) && s.canScout(p, used, int(a.Ship), int(a.To))
	case KindMine:
		return s.order == Mine && a == MineWith(int(a.Ship)) && s.canMine(p, used, int(a.Ship))
	case KindBuy:
		return s.order == Buy && a == BuyHex(int(a.Market), a.Pay, int(a.Ship), a.After) && s.canBuy(p, int(a.Market), a.Pay, int(a.Ship))
	case KindZap:
		return s.order == Zap && a == ZapWith(int(a.Market), int(a.Ship)) && s.canZap(p, int(a.Market), int(a.Ship))
	}
	return false
}

// Chance returns the table's step when one is due for the current seat:
// the Emperor's dice in a solo game, or the deck's top hex to refill its
// market.
func (s *State) Chance() (Action, bool) {
	switch s.phase {
	case PhaseRoll:
		d := s.dice
		return RollDice(rollOf(d.Uint64())), true
	case PhaseRefill: // the current seat is refilling
		p := s.at(int(s.acting))
		if p.DeckLeft() > 0 {
			return Draw(p.Deck[p.DeckTop]), true
		}
	}
	return Action{}, false
}

// ChanceFor returns the table's step due for a seat (Due lists them): the
// Emperor's dice in a solo game, or the top hex of the seat's own deck to
// refill its market. It is played with ApplyFor(seat, step).
func (s *State) ChanceFor(seat int) (Action, bool) {
	if seat == int(s.acting) {
		return s.Chance()
	}
	if seat >= 0 && seat < int(s.n) && s.following() {
		p := s.at(seat)
		if p.follow.status == SeatRefilling && p.DeckLeft() > 0 {
			return Draw(p.Deck[p.DeckTop]), true
		}
	}
	return Action{}, false
}

// rollOf turns a random word into the total of two six-sided dice.
func rollOf(u uint64) int { return 2 + int((u>>32)%6) + int((u&0xffffffff)%6) }

// emperor is the solo order for each total of the dice.
var emperor = [13]Order{2: Zap, 3: Zap, 4: Buy, 5: Scout, 6: Mine, 7: Scout, 8: Mine, 9: Scout, 10: Buy, 11: Buy, 12: Zap}

// EmperorOrder is the solo order a total of the dice gives.
func EmperorOrder(total int) Order { return emperor[min(max(total, 2), 12)] }
