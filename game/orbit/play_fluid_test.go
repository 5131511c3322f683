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

// tapButton taps a button of the table by its place on the screen, and
// fails when it is smaller than a finger's 44×44 CSS pixels.
func tapButton(t *testing.T, env *game.Env, p *play, id int) {
	t.Helper()
	f := env.Frame()
	for _, b := range p.menu {
		if b.ID != id {
			continue
		}
		r := b.Rect(f)
		if f.CSSPx(r.W) < game.MinTouchTargetCSS || f.CSSPx(r.H) < game.MinTouchTargetCSS {
			t.Errorf("button %q is %.0f×%.0f CSS px, under a finger's 44", b.Label, f.CSSPx(r.W), f.CSSPx(r.H))
		}
		target := p.Hit(env, r.X+r.W/2, r.Y+r.H/2)
		if target.Kind != game.KindButton || target.Index != id {
			t.Fatalf("the middle of button %q hits %+v", b.Label, target)
		}
		if _, err := p.Update(env, []input.Intent{{Kind: input.Click, Target: target}}); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Fatalf("no button %d on the table: %+v", id, p.menu)
}

// TestAPhoneTurnIsPlayedByTaps: on a phone upright, with two captains,
// the person gives an order, scouts with a ship and ends the follow, each
// by a tap where the table draws the button or the piece; every button and
// piece tapped is a finger's size.
func TestAPhoneTurnIsPlayedByTaps(t *testing.T) {
	env := testEnv(t)
	m, err := demoMatch(env, 2, 3, func(m *match) bool { return m.State().Phase() == rules.PhaseOrder && m.State().Turn() > 0 })
	if err != nil {
		t.Fatal(err)
	}
	env.SetWindow(390, 844, 1)
	p := newPlay(New(), env, m, game.SpeedInstant)
	env.Enter(p)
	p.Restyle(env)
	turn := m.State().Turn()
	tapButton(t, env, p, btnOrder+int(rules.Scout))
	if s := m.State(); s.Phase() != rules.PhaseFollow || s.Order() != rules.Scout || s.CurrentPlayer() != 0 {
		t.Fatalf("after the tap on Scout: phase %v, order %v, seat %d to act", s.Phase(), s.Order(), s.CurrentPlayer())
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
	f := env.Frame()
	x, y, _ := p.layout.ShipCentre(&p.seen, 0, ship)
	target := p.Hit(env, x, y)
	if _, err := p.Update(env, []input.Intent{{Kind: input.Click, Target: target}}); err != nil {
		t.Fatal(err)
	}
	to := -1
	for pos, lit := range p.opts[0].Lit {
		if lit {
			to = pos
			break
		}
	}
	if to < 0 {
		t.Fatalf("the ship tapped (%+v) lights no hex", target)
	}
	hx, hy, hr := p.layout.HexCentre(&p.seen, 0, to)
	if f.CSSPx(2*hr) < game.MinTouchTargetCSS {
		t.Errorf("a hex is %.0f CSS px across, under a finger's 44", f.CSSPx(2*hr))
	}
	if _, err := p.Update(env, []input.Intent{{Kind: input.Click, Target: p.Hit(env, hx, hy)}}); err != nil {
		t.Fatal(err)
	}
	if got := int(m.State().Player(0).Ships[ship]); got != to {
		t.Fatalf("the tap on lit hex %d left the ship at %d", to, got)
	}
	if m.State().CurrentPlayer() == 0 {
		tapButton(t, env, p, btnDone)
	}
	if s := m.State(); s.CurrentPlayer() == 0 && s.Turn() == turn {
		t.Errorf("after Done the person is still to act in turn %d", turn+1)
	}
}

// TestThePhoneDrawerOpensAndCloses: the bar's Game log opens the drawer
// over the table (the log's rows in it, nothing of the table under it to
// hit), and a tap on it closes it.
func TestThePhoneDrawerOpensAndCloses(t *testing.T) {
	env := testEnv(t)
	m, err := demoMatch(env, 2, 3, following(rules.Scout))
	if err != nil {
		t.Fatal(err)
	}
	env.SetWindow(390, 844, 1)
	p := newPlay(New(), env, m, game.SpeedInstant)
	env.Enter(p)
	p.Restyle(env)
	me := m.State().CurrentPlayer()
	x, y, _ := p.layout.ShipCentre(&p.seen, me, 0)
	if got := p.Hit(env, x, y); got.Kind != board.HitShip {
		t.Fatalf("with the drawer shut a ship's centre hits %+v", got)
	}
	tapButton(t, env, p, btnLog)
	if !p.drawer || !p.layout.DrawerOpen || !p.overlay.Drawer {
		t.Fatalf("after a tap on Game log: drawer %v, laid out open %v, drawn %v", p.drawer, p.layout.DrawerOpen, p.overlay.Drawer)
	}
	if len(p.overlay.Log) == 0 {
		t.Error("the drawer shows no row of the log")
	}
	under := p.Hit(env, x, y)
	if under.Kind != board.HitNone {
		t.Errorf("the open drawer lets a tap through to %+v", under)
	}
	if _, err := p.Update(env, []input.Intent{{Kind: input.Click, Target: under}}); err != nil {
		t.Fatal(err)
	}
	if p.drawer || p.layout.DrawerOpen {
		t.Error("a tap on the open drawer leaves it open")
	}
	if got := p.Hit(env, x, y); got.Kind != board.HitShip {
		t.Errorf("with the drawer shut again the ship's centre hits %+v", got)
	}
}

// TestATapOnATabOpensThatSystem: on a phone upright, a tap on another
// captain's tab draws that system large (the person's own now a tab of the
// strip), and a tap on the table brings the person's back.
func TestATapOnATabOpensThatSystem(t *testing.T) {
	env := testEnv(t)
	m, err := demoMatch(env, 3, 3, following(rules.Scout))
	if err != nil {
		t.Fatal(err)
	}
	env.SetWindow(390, 844, 1)
	p := newPlay(New(), env, m, game.SpeedInstant)
	env.Enter(p)
	p.Restyle(env)
	me := p.viewer()
	other := (me + 1) % 3
	tab := p.layout.Systems[other].Box
	target := p.Hit(env, tab.X+tab.W/2, tab.Y+tab.H/2)
	if target.Kind != board.HitSystem || target.Index != other {
		t.Fatalf("the middle of seat %d's tab hits %+v", other, target)
	}
	if f := env.Frame(); f.CSSPx(min(tab.W, tab.H)) < game.MinTouchTargetCSS {
		t.Errorf("a tab is %.0f×%.0f CSS px, under a finger's 44", f.CSSPx(tab.W), f.CSSPx(tab.H))
	}
	if _, err := p.Update(env, []input.Intent{{Kind: input.Click, Target: target}}); err != nil {
		t.Fatal(err)
	}
	if p.layout.Active != other {
		t.Fatalf("after a tap on seat %d's tab seat %d is drawn large", other, p.layout.Active)
	}
	if own := p.layout.Systems[me].Box; own.H > p.layout.Systems[other].Box.H/2 {
		t.Errorf("the person's own system is %.0f high, not a tab of the strip", own.H)
	}
	big := p.layout.Systems[other]
	if _, err := p.Update(env, []input.Intent{{Kind: input.Click, Target: p.Hit(env, big.CX, big.CY)}}); err != nil {
		t.Fatal(err)
	}
	if p.layout.Active != me {
		t.Errorf("after a tap on the table seat %d is drawn large, want the person's %d", p.layout.Active, me)
	}
}

// TestAPhoneTooltipFitsTheScreen: on the narrowest phone upright, in every
// language, every line of every piece's tooltip (a long press's) is
// narrower than the screen, its margins kept.
func TestAPhoneTooltipFitsTheScreen(t *testing.T) {
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: lang, Games: []game.Game{New()}})
		if err != nil {
			t.Fatal(err)
		}
		m, err := demoMatch(env, 2, 3, following(rules.Scout))
		if err != nil {
			t.Fatal(err)
		}
		env.SetWindow(360, 640, 1)
		p := newPlay(New(), env, m, game.SpeedInstant)
		env.Enter(p)
		p.Restyle(env)
		f := env.Frame()
		me := p.layout.Active
		hits := []board.Hit{{Kind: board.HitTracker, Index: 0}, {Kind: board.HitSystem, Index: 1 - me}}
		for ship := range rules.Ships {
			hits = append(hits, board.Hit{Kind: board.HitShip, Index: ship, Sub: me})
		}
		for pos := range int(m.State().Player(me).RingLen) {
			hits = append(hits, board.Hit{Kind: board.HitRingHex, Index: pos, Sub: me})
		}
		for slot := range rules.MarketSize {
			hits = append(hits, board.Hit{Kind: board.HitMarket, Index: slot})
		}
		for _, h := range hits {
			p.hover = h
			p.speakOver(env)
			for _, line := range p.overlay.Tip {
				if w := env.Text().Width(line, f.Px(14), false); w > f.W-f.Px(2*board.TipMargin)+0.5 {
					t.Errorf("%s: the tooltip of %+v has a line %.0f px wide on a screen %.0f wide: %q", lang, h, w, f.W, line)
				}
			}
		}
	}
}
