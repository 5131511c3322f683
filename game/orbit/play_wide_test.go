//go:build !js

package orbit

import (
	"testing"

	"orbis/game"
	"orbis/game/table/tabletest"
	"orbis/input"
	board "orbis/render/orbit"
	rules "orbis/rules/orbit"
)

// TestAWideTableIsHitWhereDrawn: on a 2560×1080 window the table is laid
// out on the wide canvas, its top bar's buttons at the right edge and the
// others' systems over its width; a pointer on a ship, on the menu button
// or on another's system hits it where it is drawn; a ship picked stays
// picked as the window is made 1280×800 (the desktop's table again) and
// wide once more.
func TestAWideTableIsHitWhereDrawn(t *testing.T) {
	env := testEnv(t)
	m, err := demoMatch(env, 4, 3, following(rules.Scout))
	if err != nil {
		t.Fatal(err)
	}
	p := newPlay(New(), env, m, game.SpeedInstant)
	resize := func(w, h float64) {
		t.Helper()
		tabletest.Resize(t, env, p, w, h)
		if p.layout.Frame != *env.Frame() {
			t.Fatalf("%v×%v: the table is laid out for %v×%v", w, h, p.layout.W, p.layout.H)
		}
	}
	resize(2560, 1080)
	l, f := p.layout, env.Frame()
	if l.Extra() <= 0 || l.X(l.DW) != 2560 {
		t.Fatalf("the table's canvas is %v wide, to %v: not the wide screen's", l.DW, l.X(l.DW))
	}
	menu := false
	for _, b := range p.menu {
		if b.ID != btnMenu {
			continue
		}
		r := b.Rect(f)
		if r.X+r.W > 2560 || r.X+r.W < 2560-l.Px(24) {
			t.Errorf("the menu button ends at %v, not at the window's right edge", r.X+r.W)
		}
		if got := p.Hit(env, r.X+r.W/2, r.Y+r.H/2); got.Kind != game.KindButton || got.Index != btnMenu {
			t.Errorf("the menu button's middle hits %+v", got)
		}
		menu = true
	}
	if !menu {
		t.Fatal("no menu button")
	}
	me := m.State().CurrentPlayer()
	for seat := range 4 {
		if seat == me {
			continue
		}
		s := l.Systems[seat]
		if s.Box.X+s.Box.W > 2560 || s.CX+board.RingReach(s.Radius) > s.Box.X+s.Box.W || s.CY+board.RingReach(s.Radius) > s.Box.Y+s.Box.H {
			t.Errorf("seat %d's system (%.0f, %.0f, r %.0f) beyond its box %v or the window", seat, s.CX, s.CY, s.Radius, s.Box)
		}
		if got := p.Hit(env, s.CX, s.CY); got.Kind == 0 {
			t.Errorf("seat %d's sun at (%.0f, %.0f) hits nothing", seat, s.CX, s.CY)
		}
	}
	ship := -1
	for s := range rules.Ships {
		if p.shipCan(s) {
			ship = s
			break
		}
	}
	if ship < 0 {
		t.Fatal("no ship can scout")
	}
	x, y, _ := l.ShipCentre(&p.seen, me, ship)
	target := p.Hit(env, x, y)
	if target.Kind != board.HitShip || target.Sub != me {
		t.Fatalf("the ship's centre %.0f,%.0f hits %+v", x, y, target)
	}
	if _, err := p.Update(env, []input.Intent{{Kind: input.Click, Target: target}}); err != nil {
		t.Fatal(err)
	}
	if p.pickShip != ship {
		t.Fatalf("a click on ship %d picked %d", ship, p.pickShip)
	}
	resize(1280, 800)
	if p.layout.Extra() != 0 || p.layout.X(0) != 0 || p.layout.S != 1 {
		t.Errorf("at 1280×800 the table's canvas is %v wide from %v", p.layout.DW, p.layout.X(0))
	}
	resize(2560, 1080)
	if p.pickShip != ship {
		t.Errorf("after 1280×800 and back the ship picked is %d, want %d", p.pickShip, ship)
	}
	x, y, _ = p.layout.ShipCentre(&p.seen, me, ship)
	if got := p.Hit(env, x, y); got.Kind != board.HitShip || got.Sub != me {
		t.Errorf("after 1280×800 and back the ship's centre hits %+v", got)
	}
}
