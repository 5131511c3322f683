package orbis

import "fmt"

// Outcome is what the actions of one turn do, as the rules compute them:
// the facts a hint states about a move and a log line tells about a turn.
// Nothing in it is estimated.
type Outcome struct {
	Seat   int
	God    God    // the god taken, NoGod on a region turn
	Tile   TileID // the region tile taken, NoTile on a god turn
	Target int    // where the tile was aimed: a slot, BaseLeft or BaseRight; -1 before placing
	Slot   int    // where the tile lies after the actions (see Landing); -1 before placing
	Wild   bool   // placed face down

	Collected Cubes // worshippers on the display tile, now in the realm
	Paid      Cubes // worshippers paid for the tile's cost
	Exchanges int   // exchanges made, 3 worshippers for 1 each
	Gained    Cubes // Proselytism, Goddess of Love
	Discarded Cubes // for a Village or the God of Death
	Excess    Cubes // discarded down to 10 at the end of the turn
	Destroyed Cubes // Volcano: worshippers removed from the display
	Declined  bool  // a Village, Volcano or God of Death refused

	// The placed tile in the provisional score once the actions are done.
	Status     TileStatus
	CP         int // what it adds to the total now (-1 for a Wilderness)
	Have, Need int // Forest: matching neighbours now, neighbours needed

	// The god taken, in the provisional score once the actions are done.
	GodMet bool
	GodCP  int
	// GodMine and GodBest are the numbers a "most" or "fewest" god compares:
	// the seat's count and the best count among the others (validated tiles
	// of the god's effect; Wilderness tiles for the God of Technology; for
	// Equilibrium, how many of a validated Village, a Temple and a validated
	// Volcano the seat has).
	GodMine, GodBest int

	TotalBefore, Total int // the seat's provisional score before and after
}

// Outcome applies actions of the current turn, up to but not including its
// end (the refill reveals a tile, so it is no part of what a move does), to
// a copy of s and reports what they did. It returns an error naming the
// first action the rules refuse.
func (s *State) Outcome(actions []Action) (Outcome, error) {
	seat := s.CurrentPlayer()
	if seat < 0 {
		return Outcome{}, fmt.Errorf("rules: outcome: the game is over")
	}
	out := Outcome{Seat: seat, God: NoGod, Tile: NoTile, Target: -1, Slot: -1}
	out.TotalBefore = s.Score().Players[seat].Total
	st := *s
	if tile, _ := st.TakenTile(); tile != NoTile {
		out.Tile = tile
	}
	if st.Phase() > PhasePlace && st.cur.slot != noSlot {
		out.Slot, out.Target = int(st.cur.slot), int(st.cur.slot)
		out.Wild = st.seats[seat].Pyramid[st.cur.slot].Wild
	}
	for i, a := range actions {
		if a.Kind == KindEndTurn {
			return Outcome{}, fmt.Errorf("rules: outcome: action %d: %v ends the turn", i+1, a)
		}
		// What an action takes from the realm is its own (a payment, a
		// discard); what comes in besides is the engine's doing (a
		// Proselytism resolving once the tile is paid for).
		var spends Cubes
		switch {
		case a.Kind == KindPlace && !a.Wild && st.phase == PhasePlace:
			c := effectiveCost(&st.set.tiles[st.cur.tile], st.seats[seat].Reductions)
			copy(spends[:], c[:NumColors])
		case a.Kind == KindPay || a.Kind == KindDiscard:
			spends[a.Color%NumColors] = 1
		}
		before, phase := st.seats[seat].Realm, st.phase
		if err := st.Apply(a); err != nil {
			return Outcome{}, fmt.Errorf("rules: outcome: action %d: %w", i+1, err)
		}
		if st.CurrentPlayer() != seat {
			return Outcome{}, fmt.Errorf("rules: outcome: action %d: %v passes the turn", i+1, a)
		}
		var came Cubes // what came into the realm besides what the action spent
		for c := range NumColors {
			came[c] = st.seats[seat].Realm[c] + spends[c] - before[c]
		}
		switch a.Kind {
		case KindTakeTile:
			out.Tile, out.Collected = st.cur.tile, came
		case KindTakeGod:
			out.God = God(a.Pos)
		case KindExchange:
			out.Exchanges++
		case KindPlace, KindPay:
			if a.Kind == KindPlace {
				out.Target, out.Slot, out.Wild = int(a.Pos), int(st.cur.slot), a.Wild
			}
			addCubes(&out.Paid, &spends)
			addCubes(&out.Gained, &came) // a Proselytism of a colour, once paid for
		case KindGain:
			addCubes(&out.Gained, &came)
		case KindDiscard:
			if phase == PhaseFinish {
				addCubes(&out.Excess, &spends)
			} else {
				addCubes(&out.Discarded, &spends)
			}
		case KindDestroy:
			out.Destroyed[a.Color]++
		case KindDecline:
			out.Declined = true
		}
	}
	res := st.Score()
	b := &res.Players[seat]
	out.Total = b.Total
	if out.Slot >= 0 {
		ts := b.Tiles[out.Slot]
		out.Status, out.CP, out.Have, out.Need = ts.Status, ts.CP, int(ts.Have), int(ts.Need)
	}
	if out.God != NoGod {
		out.GodMet, out.GodCP = b.GodMet, b.GodCP
		out.GodMine, out.GodBest = godCounts(&res, seat)
	}
	return out, nil
}

// Shift returns how many columns the pyramid moved for the placement: +1
// right, -1 left, 0 none.
func (o *Outcome) Shift() int {
	_, shift := Landing(o.Target)
	return shift
}

func addCubes(dst, add *Cubes) {
	for c := range NumColors {
		dst[c] += add[c]
	}
}

// godCounts returns the numbers seat's god compares with the others (see
// Outcome.GodMine).
func godCounts(r *Result, seat int) (mine, best int) {
	b := &r.Players[seat]
	count := func(q int) int {
		p := &r.Players[q]
		switch b.God {
		case Technology:
			return p.Wilderness
		case Equilibrium:
			return b2i(p.Validated[Village] > 0) + b2i(p.Validated[Temple] > 0) + b2i(p.Validated[Volcano] > 0)
		}
		if e, ok := godEffect[b.God]; ok {
			return int(p.Validated[e])
		}
		return 0
	}
	mine, best = count(seat), -1
	for q := range r.N {
		if q == seat {
			continue
		}
		switch c := count(q); {
		case best < 0:
			best = c
		case b.God == Technology:
			best = min(best, c) // fewest is best
		default:
			best = max(best, c)
		}
	}
	return mine, max(best, 0)
}

// godEffect is the effect a "most validated" god counts.
var godEffect = map[God]Effect{Oceans: Irrigation, Fire: Volcano, Nature: Forest, Harvests: Village}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
