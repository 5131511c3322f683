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

// canScout reports whether a ship may scout to a ring position now.
func (s *State) canScout(p *Player, ship, to int) bool {
	return ship >= 0 && ship < Ships && !s.ShipUsed(ship) && to >= 0 && to < int(p.RingLen) && s.scoutTargets(p, ship).has(to)
}

// canMine reports whether a ship may mine now: it has not, and its hex is
// worth something.
func (s *State) canMine(p *Player, ship int) bool {
	return ship >= 0 && ship < Ships && !s.ShipUsed(ship) && p.Value(s.kit, int(p.Ships[ship])) > 0
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
	marketHas := false
	for _, id := range p.Market {
		marketHas = marketHas || id != NoHex
	}
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

// LegalActions appends the actions legal now to dst, one for each table
// they can leave (docs/orbit/rulings.md #5 and #15): a buy set into one gap
// of the ring (beside either of its hexes, or either of two ships at one
// hex; the ring has no seam), a zap under either of two ships at one hex, a
// mine with either of two ships at one hex, or of hexes that leave the
// tracker alike once the follow ends, are listed once. IsLegal and Apply
// take the other spellings too, as written: records that name them replay
// as they were played.
func (s *State) LegalActions(dst []Action) []Action {
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
		if s.players[s.acting].DeckLeft() > 0 {
			for o := range Order(NumOrders) {
				if o != s.rolled {
					dst = append(dst, Countermand(o))
				}
			}
		}
		return dst
	}
	dst = s.follows(dst)
	switch {
	case s.followed == 0 && !s.canFollow():
		dst = append(dst, Pass())
	case s.followed > 0:
		dst = append(dst, Done())
	}
	return dst
}

// canFollow reports whether the acting seat can follow the order once
// more, in any way the rules allow: a follow goes on while it can, and a
// seat passes when it cannot.
func (s *State) canFollow() bool {
	p := &s.players[s.acting]
	switch s.order {
	case Scout:
		for ship := range Ships {
			if !s.ShipUsed(ship) && s.scoutTargets(p, ship) != 0 {
				return true
			}
		}
	case Mine:
		for ship := range Ships {
			if s.canMine(p, ship) {
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
		for m := NoSlot; m < MarketSize; m++ {
			for ship := NoShip; ship <= 0; ship++ {
				if s.canZap(p, m, ship) {
					return true
				}
			}
		}
	}
	return false
}

// follows appends the ways to follow the order once more.
func (s *State) follows(dst []Action) []Action {
	p := &s.players[s.acting]
	switch s.order {
	case Scout:
		for ship := range Ships {
			if s.ShipUsed(ship) {
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
		dst = s.mines(p, dst)
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
				if s.canZap(p, m, ship) {
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
func (s *State) mines(p *Player, dst []Action) []Action {
	var can [Ships]bool
	able := 0
	for ship := range Ships {
		if s.canMine(p, ship) {
			can[ship] = true
			able++
		}
	}
	// After a Mine the other ships can mine as before: the follow ends
	// when it was the second, or when no other ship can.
	ends := int(s.followed)+1 >= MaxFollows || able == 1
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
			if got == int(p.Track[r]) && s.followed > 0 {
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

// IsLegal reports whether an action may be played now.
func (s *State) IsLegal(a Action) bool {
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
			return a == Countermand(a.Order) && a.Order < NumOrders && a.Order != s.rolled && s.players[s.acting].DeckLeft() > 0
		}
		return false
	}
	p := &s.players[s.acting]
	switch a.Kind {
	case KindDone:
		return a == Done() && s.followed > 0
	case KindPass:
		return a == Pass() && s.followed == 0 && !s.canFollow()
	case KindScout:
		return s.order == Scout && a == ScoutTo(int(a.Ship), int(a.To)) && s.canScout(p, int(a.Ship), int(a.To))
	case KindMine:
		return s.order == Mine && a == MineWith(int(a.Ship)) && s.canMine(p, int(a.Ship))
	case KindBuy:
		return s.order == Buy && a == BuyHex(int(a.Market), a.Pay, int(a.Ship), a.After) && s.canBuy(p, int(a.Market), a.Pay, int(a.Ship))
	case KindZap:
		return s.order == Zap && a == ZapWith(int(a.Market), int(a.Ship)) && s.canZap(p, int(a.Market), int(a.Ship))
	}
	return false
}

// Chance returns the table's step when one is due: the Emperor's dice in a
// solo game, or the deck's top hex to refill a market.
func (s *State) Chance() (Action, bool) {
	switch s.phase {
	case PhaseRoll:
		d := s.dice
		return RollDice(rollOf(d.Uint64())), true
	case PhaseRefill:
		p := &s.players[s.acting]
		if p.DeckLeft() > 0 {
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
