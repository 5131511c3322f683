package ai

import (
	"fmt"

	rules "orbis/rules/orbis"
)

// policy makes the small choices of a turn once its Move is decided: the
// exchanges to afford a tile, the colours paid, discarded and gained, the
// worshippers a Volcano destroys, and whether to validate a Village or
// Death. Colours are valued by what the tiles on the display cost.
type policy struct {
	v       *valuer
	demand  [rules.NumColors]int
	legal   []rules.Action
	scratch []rules.Action // the actions of moves played in a search, not kept
	costsOf *rules.TileSet
	costs   [rules.MaxTiles]uint64 // packCosts
}

func newPolicy(v *valuer) *policy {
	return &policy{v: v, legal: make([]rules.Action, 0, 64), scratch: make([]rules.Action, 0, 64)}
}

// play applies a move like playMove without keeping its actions, reusing a
// buffer so a search allocates nothing.
func (p *policy) play(s *rules.State, m Move, end bool) error {
	var err error
	p.scratch, err = p.playMove(s, m, p.scratch[:0], end)
	return err
}

// readDemand counts the cost symbols of each colour on the display that the
// seat would have to pay.
func (p *policy) readDemand(s *rules.State, seat int) {
	set := s.Tiles()
	if set != p.costsOf {
		p.packCosts(set)
	}
	// One byte per colour: nine tiles' symbols of a colour stay far below 256.
	var sum uint64
	for pos := range rules.DisplaySize {
		if id := s.Display(pos); id != rules.NoTile {
			sum += p.costs[id]
		}
	}
	red := s.Seat(seat).Reductions
	for col := range rules.NumColors {
		p.demand[col] = 0
		if !red.Has(rules.Color(col)) {
			p.demand[col] = int(sum >> (8 * col) & 0xff)
		}
	}
}

// packCosts packs each tile's coloured cost symbols one byte per colour,
// once per tile set, so that the display's demand is a few additions.
func (p *policy) packCosts(set *rules.TileSet) {
	p.costsOf = set
	p.costs = [rules.MaxTiles]uint64{}
	for id := range set.Len() {
		c := set.Tile(rules.TileID(id)).Cost
		for col := range rules.NumColors {
			p.costs[id] |= uint64(c[col]) << (8 * col)
		}
	}
}

// spareColor is the colour the realm can best do without.
func (p *policy) spareColor(realm *rules.Cubes) rules.Color {
	best, bestSpare := rules.Color(0), -1<<30
	for c := range rules.NumColors {
		if realm[c] > 0 && int(realm[c])-p.demand[c] > bestSpare {
			best, bestSpare = rules.Color(c), int(realm[c])-p.demand[c]
		}
	}
	return best
}

// neededColor is the colour the realm lacks most.
func (p *policy) neededColor(realm *rules.Cubes) rules.Color {
	best, bestNeed := rules.Color(0), -1<<30
	for c := range rules.NumColors {
		if need := p.demand[c] - int(realm[c]); need > bestNeed {
			best, bestNeed = rules.Color(c), need
		}
	}
	return best
}

// playMove applies a move and the turn's small choices to s, appending the
// actions to out. With end it also ends the turn; without, it stops where
// only EndTurn is left.
func (p *policy) playMove(s *rules.State, m Move, out []rules.Action, end bool) ([]rules.Action, error) {
	seat := s.CurrentPlayer()
	if seat < 0 {
		return out, fmt.Errorf("ai: the game is over")
	}
	p.readDemand(s, seat)
	do := func(a rules.Action) error {
		if err := s.Apply(a); err != nil {
			return fmt.Errorf("ai: %v: %w", m, err)
		}
		out = append(out, a)
		return nil
	}
	switch {
	case m.IsGod():
		if err := do(rules.TakeGod(m.God)); err != nil {
			return out, err
		}
	case m.Slot >= 0:
		if s.Phase() == rules.PhaseChoose {
			if err := do(rules.TakeTile(int(m.Pos))); err != nil {
				return out, err
			}
		}
		if m.Wild {
			if err := do(rules.PlaceWild(int(m.Slot))); err != nil {
				return out, err
			}
			break
		}
		taken, _ := s.TakenTile()
		cost := s.Tiles().Tile(taken).CostWith(s.Seat(seat).Reductions)
		plan, _ := rules.ExchangesToPay(s.RealmOf(seat), cost)
		for i := range plan.N {
			if err := do(rules.Exchange(plan.From[i], plan.To[i])); err != nil {
				return out, err
			}
		}
		if err := do(rules.Place(int(m.Slot))); err != nil {
			return out, err
		}
	}
	for {
		realm := s.RealmOf(seat)
		var a rules.Action
		switch s.Phase() {
		case rules.PhasePay:
			a = rules.Pay(p.spareColor(&realm))
		case rules.PhaseVillage:
			a = p.validateOrDecline(s, &realm, p.villageWorth(s))
		case rules.PhaseDeath:
			a = p.validateOrDecline(s, &realm, 3)
		case rules.PhaseVolcano:
			a = p.destroy(s)
		case rules.PhaseGain:
			a = rules.Gain(p.neededColor(&realm))
		case rules.PhaseFinish:
			over := realm.Total() - rules.RealmLimit
			switch {
			case over <= 0 && !end:
				return out, nil
			case over <= 0:
				a = rules.EndTurn()
			default:
				a = rules.Discard(p.spareColor(&realm))
				if spare, need := p.spareColor(&realm), p.neededColor(&realm); over >= 2 && realm[spare] >= 3 && spare != need {
					a = rules.Exchange(spare, need)
				}
			}
		case rules.PhaseOver:
			return out, nil
		default:
			return out, fmt.Errorf("ai: %v leaves the turn in the %v phase", m, s.Phase())
		}
		if err := do(a); err != nil {
			return out, err
		}
		if a.Kind == rules.KindEndTurn {
			// The table's draw follows the turn on the state played on (a
			// search's sample); it is no action of the seat's plan.
			if draw, ok := s.Chance(); ok {
				if err := s.Apply(draw); err != nil {
					return out, fmt.Errorf("ai: %v: %w", m, err)
				}
			}
			return out, nil
		}
	}
}

// villageWorth is the CP the pending Village scores when validated.
func (p *policy) villageWorth(s *rules.State) float32 {
	taken, _ := s.TakenTile()
	return float32(s.Tiles().Tile(taken).CP)
}

// validateOrDecline discards for a Village or Death when the CP it brings
// beats the worshippers it costs; once begun it must go on.
func (p *policy) validateOrDecline(s *rules.State, realm *rules.Cubes, cp float32) rules.Action {
	if !s.ChoiceBegun() {
		p.v.prepare(s, s.CurrentPlayer()) // for the worth of a worshipper, here only
		total := realm.Total()
		if cp <= p.v.realmWorth(total)-p.v.realmWorth(total-s.Remaining()) {
			return rules.Decline()
		}
	}
	return rules.Discard(p.spareColor(realm))
}

// destroy picks the Volcano's next worshipper from the display position
// holding the most worshippers: the pile the next player would like best.
func (p *policy) destroy(s *rules.State) rules.Action {
	p.legal = s.LegalActions(p.legal[:0])
	best, most := rules.Decline(), -1
	for _, a := range p.legal {
		if a.Kind != rules.KindDestroy {
			continue
		}
		c := s.DisplayCubes(int(a.Pos))
		if n := c.Total(); n > most {
			best, most = a, n
		}
	}
	return best
}

// Choose returns the turn policy's choice for the small decision the state
// waits for: a payment colour, a discard, a gain, a Volcano worshipper, or
// validating or declining a Village or Death. ok is false when the state
// waits for a main decision (a tile or god, a slot) or for EndTurn. A user
// interface pre-fills its choices with it.
func Choose(s *rules.State) (a rules.Action, ok bool) {
	seat := s.CurrentPlayer()
	if seat < 0 {
		return a, false
	}
	v := newValuer()
	p := newPolicy(v)
	v.prepare(s, seat)
	p.readDemand(s, seat)
	realm := s.RealmOf(seat)
	switch s.Phase() {
	case rules.PhasePay:
		return rules.Pay(p.spareColor(&realm)), true
	case rules.PhaseVillage:
		return p.validateOrDecline(s, &realm, p.villageWorth(s)), true
	case rules.PhaseDeath:
		return p.validateOrDecline(s, &realm, 3), true
	case rules.PhaseVolcano:
		return p.destroy(s), true
	case rules.PhaseGain:
		return rules.Gain(p.neededColor(&realm)), true
	case rules.PhaseFinish:
		if realm.Total() > rules.RealmLimit {
			return rules.Discard(p.spareColor(&realm)), true
		}
	}
	return a, false
}
