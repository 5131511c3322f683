package orbis

import (
	"testing"

	"orbis/game"
	"orbis/input"
	"orbis/render"
	board "orbis/render/orbis"
	rules "orbis/rules/orbis"
)

// faceUp finds a display tile and a pyramid slot it goes to face up.
func faceUp(s *rules.State) (pos, slot int, ok bool) {
	for pos := range rules.DisplaySize {
		if s.Display(pos) == rules.NoTile {
			continue
		}
		up, _ := s.Placements(pos)
		for _, slot := range up.Slots() {
			if slot < rules.PyramidSlots {
				return pos, slot, true
			}
		}
	}
	return 0, 0, false
}

// TestATurnedPhoneKeepsTheTileInHand: a tile picked up on a phone held
// upright, by a drag or by a tap, is still in hand when the phone is turned
// on its side in the middle of the move; the table is laid out again for
// the window on its side at once, and the tile goes to the slot where the
// finger lets it go there. Every target is found by the table's own hit
// test, at the places each layout draws them.
func TestATurnedPhoneKeepsTheTileInHand(t *testing.T) {
	for _, way := range []string{"drag", "tap"} {
		t.Run(way, func(t *testing.T) {
			env := testEnv(t)
			m := matchWhere(t, func(s *rules.State) bool { _, _, ok := faceUp(s); return ok })
			pos, slot, _ := faceUp(m.State())
			seat := m.State().CurrentPlayer()
			p := newPlay(New(), env, m, game.SpeedInstant)
			turn := func(w, h float64) { // as the App does when the window's size changes
				env.SetWindow(w, h, 1)
				env.Enter(p)
				p.Restyle(env)
			}
			update := func(in input.Intent) {
				t.Helper()
				if _, err := p.Update(env, []input.Intent{in}); err != nil {
					t.Fatal(err)
				}
			}
			at := func(h render.Hex) (input.Target, float64, float64) {
				x, y := h.CX, h.CY-h.R/3
				return p.Hit(env, x, y), x, y
			}
			turn(390, 844)
			if p.layout.Layout != render.Portrait {
				t.Fatalf("a phone upright is laid out %v", p.layout.Layout)
			}
			tile, x, y := at(p.layout.Display[pos])
			if board.Target(tile) != (board.Target{Kind: board.DisplayTile, Index: pos}) {
				t.Fatalf("display tile %d is not where it is drawn: %+v", pos, tile)
			}
			if way == "drag" {
				update(input.Intent{Kind: input.DragStart, Target: tile, Over: tile, X: x, Y: y})
			} else {
				update(input.Intent{Kind: input.Click, Target: tile, Over: tile, X: x, Y: y})
			}
			turn(844, 390)
			if p.layout.Layout != render.Landscape || p.layout.DW != 844 {
				t.Fatalf("the phone on its side is laid out %v, %v wide", p.layout.Layout, p.layout.DW)
			}
			held := p.turn.Selected
			if way == "drag" {
				held = p.turn.Dragging
				if p.view.Drag == nil {
					t.Errorf("the tile dragged is not drawn after the turn")
				}
			}
			if held != board.Target(tile) {
				t.Fatalf("the tile in hand was lost when the phone turned: holding %+v", held)
			}
			over, x, y := at(p.layout.Seats[seat].Slots[slot])
			if board.Target(over) != (board.Target{Kind: board.Slot, Index: slot}) {
				t.Fatalf("slot %d is not where it is drawn on the phone's side: %+v", slot, over)
			}
			if way == "drag" {
				update(input.Intent{Kind: input.DragMove, Target: tile, Over: over, X: x, Y: y})
				update(input.Intent{Kind: input.Drop, Target: tile, Over: over, X: x, Y: y})
			} else {
				update(input.Intent{Kind: input.Click, Target: over, Over: over, X: x, Y: y})
			}
			if m.State().PyramidOf(seat)[slot].Empty() && p.turn.Panel.Kind == NoPanel {
				t.Fatalf("the tile did not go to slot %d", slot)
			}
		})
	}
}
