//go:build !js

package orbit

import (
	"testing"

	"orbis/game"
	"orbis/input"
	rules "orbis/rules/orbit"
)

// TestTouchPlaysOrbit: in a solo scout, a long press on a ship shows its
// tooltip and picks nothing up; a finger drags the ship with it riding
// TouchLift above the finger, and it scouts to the hex under the ship, not
// the one under the finger; one tap on the top bar's Menu opens the pause
// menu (a phone has no Esc).
func TestTouchPlaysOrbit(t *testing.T) {
	env := testEnv(t)
	p := soloAt(t, env, following(rules.Scout))
	var m input.Machine
	m.Draggable, m.Lifted = p.Draggable, p.Lifted
	var out []input.Intent
	var change game.Change
	frame := func(x, y float64, down bool) {
		t.Helper()
		out = m.Update(input.Pointer{X: x, Y: y, Down: down, Touch: true}, input.Keys{},
			func(x, y float64) input.Target { return p.Hit(env, x, y) }, out[:0])
		change = update(t, env, p, out...)
	}
	var a rules.Action
	for _, l := range p.legal {
		if l.Kind == rules.KindScout {
			a = l
			break
		}
	}
	seat := p.m.State().CurrentPlayer()
	sx, sy, _ := p.layout.ShipCentre(&p.seen, seat, int(a.Ship))
	for range input.LongPressFrames + 2 {
		frame(sx, sy, true)
	}
	frame(sx, sy, false)
	if len(p.overlay.Tip) == 0 || p.pickShip >= 0 {
		t.Fatalf("a long press on ship %d shows the tooltip %q and picks ship %d, want a tooltip and none", a.Ship, p.overlay.Tip, p.pickShip)
	}

	hx, hy, _ := p.layout.HexCentre(&p.seen, seat, int(a.To))
	lift := float64(input.TouchLift)
	frame(sx, sy, true)
	for i := 1; i <= 10; i++ {
		frame(sx+(hx-sx)*float64(i)/10, sy+(hy+lift-sy)*float64(i)/10, true)
	}
	if p.overlay.CarryY != hy || p.drag.Index != int(a.Ship) {
		t.Fatalf("ship %d is carried at y %v (dragging %+v), want at y %v, above the finger", a.Ship, p.overlay.CarryY, p.drag, hy)
	}
	before := len(p.m.Sess.History())
	frame(hx, hy+lift, false)
	h := p.m.Sess.History()
	if len(h) != before+1 || h[before].Action != a {
		t.Fatalf("the ship dropped over hex %d played %v, want %v", a.To, h[before:], a)
	}

	for _, b := range p.menu {
		if b.ID != btnMenu {
			continue
		}
		r := b.Rect(env.Frame())
		x, y := r.X+r.W/2, r.Y+r.H/2
		frame(x, y, true)
		frame(x, y, true)
		frame(x, y, false)
		if change == game.Stay {
			t.Error("a tap on the top bar's Menu opens no menu")
		}
		return
	}
	t.Error("the table has no Menu button")
}
