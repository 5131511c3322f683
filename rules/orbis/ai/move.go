// Package ai holds the computer players of Orbis: Easy (a heuristic player
// with human-like slips), Medium (one-step look-ahead with an evaluation),
// Hard (open-loop Information Set MCTS) and Expert (the same search with
// progressive widening). It sees only a seat's rules.Observation and
// decides whole turns as legal rules actions.
package ai

import (
	"fmt"
	"math/bits"

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

// appendTileMoves appends the best placements of the tile at pos, best
// first (ties to the lower slot).
func (v *valuer) appendTileMoves(dst []scoredMove, s *rules.State, pos int8, onDisplay bool, b breadth) []scoredMove {
	v.considerTile(s, pos, onDisplay)
	if v.tileAffordable && b.faceUp > 0 {
		if e := v.tile.Effect; e == rules.Irrigation || e == rules.Forest {
			dst = v.appendRanked(dst, s, pos, b.faceUp)
		} else {
			// Elsewhere a face-up value differs between slots only by the
			// row's bonus: the best slots are the highest rows, lowest first.
			dst = v.appendInOrder(dst, s, pos, faceUpOrder[:], v.tileFaceUp, b.faceUp, false)
		}
	}
	if b.wild > 0 {
		// A Wilderness is worth the same anywhere but in the base row.
		dst = v.appendInOrder(dst, s, pos, wildOrder[:], v.tileOpen, b.wild, true)
	}
	return dst
}

// appendInOrder appends the first limit slots of set, taking the groups
// of order one after the other and each group's slots by number, valued.
// A value is worked out once: a Wilderness's is the same in a whole group
// (the base row or not), a face-up tile's is one core and the row.
func (v *valuer) appendInOrder(dst []scoredMove, s *rules.State, pos int8, order []rules.SlotSet, set rules.SlotSet, limit int, wild bool) []scoredMove {
	var core float32
	known := false
	for _, group := range order {
		m := set & group
		if m == 0 {
			continue
		}
		var value float32
		if first := bits.TrailingZeros16(uint16(m)); wild {
			value = v.wildValue(first)
		} else if !known {
			core, known = v.faceUpCore(s, first), true
		}
		for ; m != 0; m &= m - 1 {
			if limit == 0 {
				return dst
			}
			slot := bits.TrailingZeros16(uint16(m))
			if !wild {
				value = v.rowValue(core, slot)
			}
			dst = append(dst, scoredMove{Move{God: rules.NoGod, Pos: pos, Slot: int8(slot), Wild: wild}, value})
			limit--
		}
	}
	return dst
}

// appendRanked values every face-up slot and appends the best limit.
func (v *valuer) appendRanked(dst []scoredMove, s *rules.State, pos int8, limit int) []scoredMove {
	var best [rules.PlaceTargets]scoredMove
	n := 0
	for set := v.tileFaceUp; set != 0; set &= set - 1 {
		slot := bits.TrailingZeros16(uint16(set))
		m := scoredMove{Move{God: rules.NoGod, Pos: pos, Slot: int8(slot)}, v.faceUpValue(s, slot)}
		// Keep the best limit in best[:n] (a short insertion list).
		i := n
		if n < limit {
			n++
		} else if m.value <= best[n-1].value {
			continue
		} else {
			i = n - 1
		}
		for ; i > 0 && best[i-1].value < m.value; i-- {
			best[i] = best[i-1]
		}
		best[i] = m
	}
	return append(dst, best[:n]...)
}

// faceUpOrder groups the placement targets by row, highest first;
// wildOrder the base row's targets, then the others.
var faceUpOrder, wildOrder = func() (up [rules.PyramidRows]rules.SlotSet, wild [2]rules.SlotSet) {
	for slot := range rules.PlaceTargets {
		row, _ := rules.SlotRowCol(slot)
		up[rules.PyramidRows-1-row] |= 1 << slot
		if rules.InBase(slot) {
			wild[0] |= 1 << slot
		} else {
			wild[1] |= 1 << slot
		}
	}
	return up, wild
}()

// slotRow is each placement target's row.
var slotRow = func() (r [rules.PlaceTargets]int8) {
	for slot := range r {
		row, _ := rules.SlotRowCol(slot)
		r[slot] = int8(row)
	}
	return r
}()
