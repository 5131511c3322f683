//go:build !js

package orbit

import (
	"testing"

	"orbis/game"
	"orbis/input"
	"orbis/render"
	board "orbis/render/orbit"
	rules "orbis/rules/orbit"
)

// TestTurningThePhoneKeepsTheShipPicked: a ship picked mid-follow on a
// phone held upright stays picked, its hexes lit, when the phone is turned
// on its side and back; the table is laid out afresh each time (Restyle,
// as the App does on a resize), the ship still where a finger finds it.
func TestTurningThePhoneKeepsTheShipPicked(t *testing.T) {
	env := testEnv(t)
	m, err := demoMatch(env, 2, 3, following(rules.Scout))
	if err != nil {
		t.Fatal(err)
	}
	env.SetWindow(390, 844, 1)
	p := newPlay(New(), env, m, game.SpeedInstant)
	env.Enter(p)
	p.Restyle(env)
	if p.layout.Layout != render.Portrait {
		t.Fatalf("at 390×844 the table is laid out %v, want portrait", p.layout.Layout)
	}
	me := m.State().CurrentPlayer()
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
	tap := func() {
		x, y, _ := p.layout.ShipCentre(&p.seen, me, ship)
		target := p.Hit(env, x, y)
		if target.Kind != board.HitShip || target.Sub != me {
			t.Fatalf("%v: the ship's centre %.0f,%.0f hits %+v", p.layout.Layout, x, y, target)
		}
		if _, err := p.Update(env, []input.Intent{{Kind: input.Click, Target: target}}); err != nil {
			t.Fatal(err)
		}
	}
	tap()
	if p.pickShip != ship {
		t.Fatalf("a tap on ship %d picked %d", ship, p.pickShip)
	}
	for _, turn := range []struct {
		w, h float64
		want render.Layout
	}{{844, 390, render.Landscape}, {390, 844, render.Portrait}, {1280, 800, render.Desktop}} {
		env.SetWindow(turn.w, turn.h, 1)
		env.Enter(p)
		p.Restyle(env)
		if _, err := p.Update(env, nil); err != nil {
			t.Fatal(err)
		}
		if p.layout.Layout != turn.want || p.layout.W != turn.w {
			t.Errorf("turned to %.0f×%.0f: the table is laid out %v for %.0f wide, want %v", turn.w, turn.h, p.layout.Layout, p.layout.W, turn.want)
		}
		if p.pickShip != ship {
			t.Errorf("turned to %.0f×%.0f: the ship picked is %d, want %d", turn.w, turn.h, p.pickShip, ship)
		}
		lit := false
		for _, l := range p.opts[me].Lit {
			lit = lit || l
		}
		if !lit {
			t.Errorf("turned to %.0f×%.0f: no hex lit for the ship picked", turn.w, turn.h)
		}
		x, y, _ := p.layout.ShipCentre(&p.seen, me, ship)
		if x < 0 || y < 0 || x > turn.w || y > turn.h {
			t.Errorf("turned to %.0f×%.0f: the ship is drawn at %.0f,%.0f, off the screen", turn.w, turn.h, x, y)
		}
	}
	// And it still scouts: a tap on a lit hex moves it.
	for pos, l := range p.opts[me].Lit {
		if !l {
			continue
		}
		x, y, _ := p.layout.HexCentre(&p.seen, me, pos)
		target := p.Hit(env, x, y)
		if _, err := p.Update(env, []input.Intent{{Kind: input.Click, Target: target}}); err != nil {
			t.Fatal(err)
		}
		if got := int(m.State().Player(me).Ships[ship]); got != pos {
			t.Errorf("a tap on lit hex %d after the turns left the ship at %d", pos, got)
		}
		break
	}
}
