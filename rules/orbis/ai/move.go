// Package ai holds the computer players of Orbis: Easy (a heuristic player
// with human-like slips), Medium (one-step look-ahead with an evaluation)
// and Hard (open-loop Information Set MCTS). It sees only a seat's
// rules.Observation and decides whole turns as legal rules actions.
package ai

import (
	"fmt"

	rules "orbis/rules/orbis"
)

// Move is the main decision of a turn: which region tile (or god) and where
// it goes. The small choices of the turn (which worshippers pay, are
// discarded, gained or destroyed, which exchanges) are the turn policy's.
type Move struct {
	God  rules.God // rules.NoGod for a region tile
	Pos  int8      // display position of the region tile
	Slot int8      // pyramid slot; -1 to finish a turn already past placing
	Wild bool
}

// finishMove finishes a turn whose tile is already placed (or a god turn
// under way): only the small choices are left.
var finishMove = Move{God: rules.NoGod, Pos: -1, Slot: -1}

// IsGod reports whether the move takes a god.
func (m Move) IsGod() bool { return m.God != rules.NoGod }

// key identifies a move across determinizations (open loop): the same
// display position and slot are the same move whatever tile lies there.
func (m Move) key() uint16 {
	switch {
	case m.IsGod():
		return 0x8000 | uint16(m.God)
	case m.Slot < 0:
		return 0x7fff
	}
	k := uint16(m.Pos)<<8 | uint16(m.Slot)<<1
	if m.Wild {
		k |= 1
	}
	return k
}

// String describes the move in the action notation's words.
func (m Move) String() string {
	switch {
	case m.IsGod():
		return "god " + m.God.String()
	case m.Slot < 0:
		return "finish the turn"
	}
	r, c := rules.SlotRowCol(int(m.Slot))
	how := "place"
	if m.Wild {
		how = "wild"
	}
	return fmt.Sprintf("take %d, %s %d,%d", m.Pos, how, r, c)
}

// limits on the candidate moves per tile, which keep the search's
// branching small: the best face-up slots and the best Wilderness slots
// by the slot heuristic.
type breadth struct{ faceUp, wild int }

// scoredMove is a candidate with its heuristic value for the mover.
type scoredMove struct {
	Move
	value float32
}

// appendMoves appends the candidate moves of the player to act, each with
// its quick value, pruned to the given breadth per tile.
func (v *valuer) appendMoves(dst []scoredMove, s *rules.State, b breadth) []scoredMove {
	seat := s.CurrentPlayer()
	if seat < 0 {
		return dst
	}
	v.prepare(s, seat)
	switch s.Phase() {
	case rules.PhaseChoose:
		if v.regionCount < rules.RegionTiles {
			for pos := range rules.DisplaySize {
				if s.Display(pos) != rules.NoTile {
					dst = v.appendTileMoves(dst, s, int8(pos), true, b)
				}
			}
		}
		if v.god == rules.NoGod {
			for i := range s.GodCount() {
				g := s.GodAt(i)
				dst = append(dst, scoredMove{Move{God: g, Pos: -1, Slot: -1}, v.godMoveValue(s, g)})
			}
		}
	case rules.PhasePlace:
		_, pos := s.TakenTile()
		dst = v.appendTileMoves(dst, s, int8(pos), false, b)
	default:
		dst = append(dst, scoredMove{finishMove, 0})
	}
	return dst
}

// appendTileMoves appends the best placements of the tile at pos.
func (v *valuer) appendTileMoves(dst []scoredMove, s *rules.State, pos int8, onDisplay bool, b breadth) []scoredMove {
	v.considerTile(s, pos, onDisplay)
	var best [rules.PlaceTargets]scoredMove
	n := 0
	insert := func(m scoredMove, limit int) {
		// Keep the best `limit` in best[:n] (a short insertion list).
		i := n
		if n < limit {
			n++
		} else if limit == 0 || m.value <= best[n-1].value {
			return
		} else {
			i = n - 1
		}
		for ; i > 0 && best[i-1].value < m.value; i-- {
			best[i] = best[i-1]
		}
		best[i] = m
	}
	if v.tileAffordable {
		for slot := range rules.PlaceTargets {
			if v.tileFaceUp.Has(slot) {
				insert(scoredMove{Move{God: rules.NoGod, Pos: pos, Slot: int8(slot)}, v.faceUpValue(s, slot)}, b.faceUp)
			}
		}
	}
	dst = append(dst, best[:n]...)
	n = 0
	for slot := range rules.PlaceTargets {
		if v.tileOpen.Has(slot) {
			insert(scoredMove{Move{God: rules.NoGod, Pos: pos, Slot: int8(slot), Wild: true}, v.wildValue(slot)}, b.wild)
		}
	}
	return append(dst, best[:n]...)
}
