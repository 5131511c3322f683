package orbis

import (
	"testing"

	"orbis/game"
	"orbis/input"
	board "orbis/render/orbis"
	rules "orbis/rules/orbis"
)

// fingerOn runs a play scene under a finger: real pointer frames through
// the input machine and the scene's own Hit, one Update a frame.
type fingerOn struct {
	t   *testing.T
	env *game.Env
	p   *play
	m   input.Machine
	out []input.Intent
	// change is the scene change the last frame asked for.
	change game.Change
}

func newFinger(t *testing.T, env *game.Env, p *play) *fingerOn {
	f := &fingerOn{t: t, env: env, p: p}
	f.m.Draggable, f.m.Lifted = p.Draggable, p.Lifted
	return f
}

// frame is one frame of the finger at (x, y), down or lifted.
func (f *fingerOn) frame(x, y float64, down bool) {
	f.t.Helper()
	f.out = f.m.Update(input.Pointer{X: x, Y: y, Down: down, Touch: true}, input.Keys{},
		func(x, y float64) input.Target { return f.p.Hit(f.env, x, y) }, f.out[:0])
	var err error
	if f.change, err = f.p.Update(f.env, f.out); err != nil {
		f.t.Fatal(err)
	}
}

// hold keeps the finger down at (x, y) for n frames.
func (f *fingerOn) hold(n int, x, y float64) {
	f.t.Helper()
	for range n {
		f.frame(x, y, true)
	}
}

// slide moves the finger, down, from one point to another in steps.
func (f *fingerOn) slide(fromX, fromY, toX, toY float64) {
	f.t.Helper()
	const steps = 10
	for i := 1; i <= steps; i++ {
		f.frame(fromX+(toX-fromX)*float64(i)/steps, fromY+(toY-fromY)*float64(i)/steps, true)
	}
}

// TestTouchPlaysOrbis: a long press on a display tile shows its tooltip,
// which stays once the finger lifts and picks nothing up; a finger drags a
// tile with the tile riding TouchLift above it, the slot under the tile
// lit and the tile placed there, not where the finger is; a tap on a tile
// and a tap on a slot place it too; one tap on the top bar opens the
// pause menu (a phone has no Esc).
func TestTouchPlaysOrbis(t *testing.T) {
	env := testEnv(t)
	m, err := newMatch([]SeatConfig{{Name: "Ada"}, {Name: "Bob"}}, 0, 7, false)
	if err != nil {
		t.Fatal(err)
	}
	p := newPlay(New(), env, m, game.SpeedInstant)
	f := newFinger(t, env, p)
	f.frame(0, 0, false)
	tile := p.layout.Display[0]

	f.hold(input.LongPressFrames+2, tile.CX, tile.CY)
	if p.view.Tooltip == "" || p.view.Hover != (board.Target{Kind: board.DisplayTile, Index: 0}) {
		t.Fatalf("a long press on display tile 0 shows no tooltip (hover %+v)", p.view.Hover)
	}
	f.frame(tile.CX, tile.CY, false)
	f.hold(5, tile.CX, tile.CY) // (lifted: the finger rests nowhere)
	if p.view.Tooltip == "" {
		t.Error("the long press's tooltip went when the finger lifted")
	}
	if p.turn.Selected.Kind != board.None {
		t.Errorf("the release of a long press picked up %+v", p.turn.Selected)
	}
	f.frame(tile.CX, tile.CY, false)

	// Drag tile 0 so that the tile, not the finger, is over a slot it can go to.
	s := m.State()
	faceUp, _ := s.Placements(0)
	slot := faceUp.Slots()[0]
	to := p.layout.Seats[p.layout.Active].Slots[slot]
	lift := float64(input.TouchLift)
	f.frame(to.CX, to.CY, false) // a finger lands where it lands
	f.frame(tile.CX, tile.CY, true)
	f.slide(tile.CX, tile.CY, to.CX, to.CY+lift)
	if d := p.view.Drag; d == nil || d.Y != to.CY || !d.Valid || p.turn.DragOver != (board.Target{Kind: board.Slot, Index: slot}) {
		t.Fatalf("the dragged tile is %+v over %+v, want at y %v over slot %d, lit", d, p.turn.DragOver, to.CY, slot)
	}
	f.frame(to.CX, to.CY+lift, false)
	f.frame(to.CX, to.CY+lift, false)
	if got := m.State().PyramidOf(0)[slot]; got.Tile == rules.NoTile {
		t.Fatalf("the tile dropped over slot %d is not there (history %d)", slot, len(m.Sess.History()))
	}
	if p.view.Tooltip != "" || p.view.Hover.Kind != board.None {
		t.Errorf("after the finger lifted, %+v is hovered (tooltip %q)", p.view.Hover, p.view.Tooltip)
	}

	// Next turn, Bob's: a tap on a tile, a tap on a slot.
	f.frame(0, 0, false)
	p.Update(env, []input.Intent{{Kind: input.KeyConfirm}})
	p.Update(env, []input.Intent{{Kind: input.KeyConfirm}})
	if m.State().CurrentPlayer() != 1 {
		t.Fatalf("Ada's turn did not end: phase %v", m.State().Phase())
	}
	p.Update(env, nil)
	tile = p.layout.Display[1]
	faceUp, _ = m.State().Placements(1)
	slot = faceUp.Slots()[0]
	to = p.layout.Seats[p.layout.Active].Slots[slot]
	f.hold(3, tile.CX, tile.CY)
	f.frame(tile.CX, tile.CY, false)
	if p.turn.Selected != (board.Target{Kind: board.DisplayTile, Index: 1}) {
		t.Fatalf("a tap on display tile 1 picked up %+v", p.turn.Selected)
	}
	f.hold(3, to.CX, to.CY)
	f.frame(to.CX, to.CY, false)
	if got := m.State().PyramidOf(1)[slot]; got.Tile == rules.NoTile {
		t.Fatalf("tapping slot %d did not place the tile in hand", slot)
	}
	menu := p.layout.Buttons[board.BtnMenu]
	f.hold(3, menu.X+menu.W/2, menu.Y+menu.H/2)
	f.frame(menu.X+menu.W/2, menu.Y+menu.H/2, false)
	if f.change == game.Stay {
		t.Error("a tap on the top bar's Menu opens no menu")
	}
}
