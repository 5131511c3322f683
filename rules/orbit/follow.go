package orbit

// Every captain follows the General's order at the same time
// (../shared/design/ORBIT.md, docs/orbit/rulings.md #16): a follow touches
// only the follower's own ring, ships, market, deck and tracker, so the
// seats' follows, their refills included, may be played in any
// interleaving and leave the same table. A table at one screen lets them
// act one after another, from the General clockwise (CurrentPlayer,
// LegalActions, Apply); online, every seat acts at once (ToAct,
// LegalActionsFor, ApplyFor; Due and ChanceFor for the table's refills).
// The turn ends when every seat has finished; the end of the game and the
// next General come after.
//
// A table where several seats act at once (online) runs, after each step
// it applies:
//
//	for _, seat := range s.Due(buf) {          // the table's steps: refills
//		step, _ := s.ChanceFor(seat)           // (solo: the Emperor's roll)
//		s.ApplyFor(seat, step)                 // recorded as (seat, step)
//	}
//	for _, seat := range s.ToAct(buf) {        // every seat that may act
//		legal := s.LegalActionsFor(seat, dst)  // what it may do
//		obs := s.Observe(seat)                 // a computer seat decides on it
//	}
//
// and plays a seat's step with ApplyFor(seat, step): a step of a seat that
// has finished, or of a seat other than the General's while the order is
// given, is refused with ErrNotToAct; a step is never refused because
// another seat moved first, and a computer's follow (ai.Player.Decide)
// stays legal whatever the others play meanwhile. Records keep each step
// with its seat (Record.By); a client following a view plays them with
// FollowFor(seat, step).

// following reports whether the seats are following an order.
func (s *turnState) following() bool { return s.phase == PhaseFollow || s.phase == PhaseRefill }

// Status is where a seat stands in the follow of the order: SeatIdle
// while no order is followed.
func (s *State) Status(seat int) SeatStatus {
	if !s.following() || seat < 0 || seat >= int(s.n) {
		return SeatIdle
	}
	return s.at(seat).follow.status
}

// FollowedBy is how many times a seat has followed the order this turn.
func (s *State) FollowedBy(seat int) int {
	if !s.following() || seat < 0 || seat >= int(s.n) {
		return 0
	}
	followed, _ := s.countsOf(seat)
	return int(followed)
}

// ShipUsedBy reports whether a seat's ship has scouted or mined in its
// follow this turn.
func (s *State) ShipUsedBy(seat, ship int) bool {
	if !s.following() || seat < 0 || seat >= int(s.n) {
		return false
	}
	_, used := s.countsOf(seat)
	return shipUsed(used, ship)
}

// ToAct appends to buf the seats that may act now, by their own decision:
// the General while the order is given, the solo captain answering the
// Emperor, and while an order is followed every seat still following,
// clockwise from the General (the first is CurrentPlayer, unless the table
// refills its market). None while the table rolls, nor once the game is
// over. A seat's actions are LegalActionsFor(seat) and ApplyFor plays them.
func (s *State) ToAct(buf []int) []int {
	switch {
	case s.over:
	case s.phase == PhaseOrder || s.phase == PhaseAccept:
		buf = append(buf, int(s.acting))
	case s.following():
		for i := range int(s.n) {
			if seat := (int(s.general) + i) % int(s.n); s.at(seat).follow.status == SeatFollowing {
				buf = append(buf, seat)
			}
		}
	}
	return buf
}

// Due appends to buf the seats for which the table's step is due now: the
// solo captain whose dice the table rolls, and every seat that has
// followed a Buy or a Zap and whose market the table refills from its own
// deck, clockwise from the General. ChanceFor(seat) is the step, and
// ApplyFor(seat, step) plays it.
func (s *State) Due(buf []int) []int {
	switch {
	case s.over:
	case s.phase == PhaseRoll:
		buf = append(buf, int(s.acting))
	case s.following():
		for i := range int(s.n) {
			if seat := (int(s.general) + i) % int(s.n); s.at(seat).follow.status == SeatRefilling {
				buf = append(buf, seat)
			}
		}
	}
	return buf
}

// MayAct reports whether a seat may act now by its own decision (it is in
// ToAct).
func (s *State) MayAct(seat int) bool {
	switch {
	case s.over || seat < 0 || seat >= int(s.n):
		return false
	case s.phase == PhaseOrder || s.phase == PhaseAccept:
		return seat == int(s.acting)
	}
	return s.following() && s.at(seat).follow.status == SeatFollowing
}

// Status is where a seat stands in the follow of the order.
func (v *View) Status(seat int) SeatStatus {
	if !v.following() || seat < 0 || seat >= int(v.n) {
		return SeatIdle
	}
	return v.players[seat].follow.status
}

// FollowedBy is how many times a seat has followed the order this turn.
func (v *View) FollowedBy(seat int) int {
	switch {
	case !v.following() || seat < 0 || seat >= int(v.n):
		return 0
	case seat == int(v.acting):
		return int(v.followed)
	}
	return int(v.players[seat].follow.followed)
}

// ShipUsedBy reports whether a seat's ship has scouted or mined in its
// follow this turn.
func (v *View) ShipUsedBy(seat, ship int) bool {
	switch {
	case !v.following() || seat < 0 || seat >= int(v.n):
		return false
	case seat == int(v.acting):
		return shipUsed(v.usedShips, ship)
	}
	return shipUsed(v.players[seat].follow.usedShips, ship)
}

// ToAct appends to buf the seats that may act now, as State.ToAct does.
func (v *View) ToAct(buf []int) []int {
	switch {
	case v.over:
	case v.phase == PhaseOrder || v.phase == PhaseAccept:
		buf = append(buf, int(v.acting))
	case v.following():
		for i := range int(v.n) {
			if seat := (int(v.general) + i) % int(v.n); v.players[seat].follow.status == SeatFollowing {
				buf = append(buf, seat)
			}
		}
	}
	return buf
}

// Simultaneous reports whether several seats may act at once now: while an
// order is followed (a step then touches only its own seat's kit).
func (s *turnState) Simultaneous() bool { return s.following() }
