//go:build !js

package orbit

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/input"
	"orbis/render"
	board "orbis/render/orbit"
)

// stillDemo is a table where the person follows a Scout, some turns in.
func stillDemo(t *testing.T, env *game.Env) *play {
	t.Helper()
	s, err := New().Demo(env, "play", 3, 7)
	if err != nil {
		t.Fatal(err)
	}
	p := s.(*play)
	t.Cleanup(p.Close)
	return p
}

// TestThePictureChangesWithTheTable: the picture the screen keeps is
// drawn again after anything the table shows changes (a step, the
// pointer over a button, a notice, a ship picked, the keyboard's focus, a
// hex lit, the colours, the language, the window), and only then.
func TestThePictureChangesWithTheTable(t *testing.T) {
	changes := []struct {
		name   string
		change func(env *game.Env, p *play)
	}{
		{"a step", func(_ *game.Env, p *play) {
			seat := p.m.State().CurrentPlayer()
			if err := p.m.Sess.Submit(seat, p.legal[0]); err != nil {
				t.Fatal(err)
			}
		}},
		{"the pointer over a button", func(_ *game.Env, p *play) {
			p.hoverButton = input.Target{Kind: game.KindButton, Index: btnMenu}
		}},
		{"a notice", func(_ *game.Env, p *play) { p.say(game.Say("play.saved")) }},
		{"a ship picked", func(_ *game.Env, p *play) { p.pickShip = 0 }},
		{"the keyboard's focus", func(_ *game.Env, p *play) { p.focus = 0 }},
		{"a hex lit", func(_ *game.Env, p *play) {
			p.flights = append(p.flights, flight{seat: 1, ship: -1, fresh: 1, start: time.Now(), dur: time.Minute})
		}},
		{"the colours", func(env *game.Env, _ *play) { env.SetSafeColours(true) }},
		{"the language", func(env *game.Env, _ *play) {
			if err := env.SetLanguage("de"); err != nil {
				t.Fatal(err)
			}
		}},
		{"the window", func(env *game.Env, _ *play) { env.SetSize(1920, 1080) }},
	}
	for _, tc := range changes {
		t.Run(tc.name, func(t *testing.T) {
			env := testEnv(t)
			p := stillDemo(t, env)
			before := p.still.pic
			p.refresh(env)
			if p.still.pic != before {
				t.Fatal("the picture changed with nothing changed")
			}
			tc.change(env, p)
			p.Update(env, nil)
			if p.still.pic == before {
				t.Fatalf("the picture is the same after %s", tc.name)
			}
		})
	}
}

// TestTheCrowdIsInThePicture: at a table of many captains, the grid of
// the others is in the picture: scrolled, it is drawn again.
func TestTheCrowdIsInThePicture(t *testing.T) {
	env := testEnv(t)
	s, err := New().Demo(env, "play", 40, 7)
	if err != nil {
		t.Fatal(err)
	}
	p := s.(*play)
	t.Cleanup(p.Close)
	if !p.layout.Crowd || !p.crowd.scroll.Scrolls() {
		t.Fatalf("a table of 40 captains: crowd %v, scrolls %v", p.layout.Crowd, p.crowd.scroll.Scrolls())
	}
	before := p.still.pic
	p.crowd.scroll.By(100)
	p.refresh(env)
	if p.still.pic == before {
		t.Fatal("the picture is the same with the grid scrolled")
	}
}

// TestAShipFliesOverTheStillPicture: a computer's ship on its way is drawn
// apart, over the picture, which stays the same while it flies; it is
// drawn in the picture when a tooltip (drawn over any system) is shown.
func TestAShipFliesOverTheStillPicture(t *testing.T) {
	env := testEnv(t)
	p := stillDemo(t, env)
	seat := (p.viewer() + 1) % p.m.State().NumPlayers()
	from := float64(p.m.State().Player(seat).Ships[0])
	fly := func(progress float64) {
		dur := time.Minute
		p.flights = append(p.flights[:0], flight{seat: seat, ship: 0, from: from, to: from + 1, start: time.Now().Add(-time.Duration(progress * float64(dur))), dur: dur})
		p.refresh(env)
	}
	fly(0.02)
	first := p.still.pic
	if !p.ShipsApart() || p.view.Systems[seat].Aloft != 1 {
		t.Fatalf("a ship on its way is not apart: aloft %d", p.view.Systems[seat].Aloft)
	}
	fly(0.08)
	if p.still.pic != first || p.view.Systems[seat].ShipAt[0] == from {
		t.Fatal("the still picture changed while a ship flew over it")
	}
	p.hover = board.Hit{Kind: board.HitRingHex, Index: 0, Sub: seat} // a hex's tooltip, which may lie over the ship
	fly(0.08)
	if len(p.overlay.Tip) == 0 || p.ShipsApart() || p.view.Systems[seat].Aloft != 0 || p.still.pic == first {
		t.Fatalf("a ship flies apart under a tooltip (%d lines): aloft %d", len(p.overlay.Tip), p.view.Systems[seat].Aloft)
	}
	p.hover = board.Hit{}
	p.flights = p.flights[:0]
	p.refresh(env)
	if p.ShipsApart() || p.still.pic == first {
		t.Fatal("the ship landed is not in the picture")
	}
}

// TestRestingOnlyWhenShown: a table that waits for the person rests (the
// App draws nothing) only while the screen shows it as it is: a change
// made meanwhile (another captain's follow online, a name) is drawn first.
func TestRestingOnlyWhenShown(t *testing.T) {
	env := testEnv(t)
	p := stillDemo(t, env)
	if !p.humanToAct() {
		t.Fatal("the demo's person is not to act")
	}
	f := env.Frame()
	dst := ebiten.NewImage(int(f.W), int(f.H))
	if p.Resting() {
		t.Fatal("a table never drawn rests")
	}
	p.Draw(env, dst)
	if !p.Resting() {
		t.Fatal("a table drawn as it is does not rest")
	}
	p.m.Seats[1].Name = "Vega"
	p.Update(env, nil)
	if p.Resting() {
		t.Fatal("a table changed since it was drawn rests")
	}
	p.Draw(env, dst)
	if !p.Resting() {
		t.Fatal("the table drawn again does not rest")
	}
}

// TestTheTutorialsFrameIsInThePicture: the frame the tutorial draws round
// what its lesson points at, placed after the table's refresh, is in the
// picture: moved, the table no longer rests until it is drawn.
func TestTheTutorialsFrameIsInThePicture(t *testing.T) {
	env := testEnv(t)
	p := stillDemo(t, env)
	f := env.Frame()
	dst := ebiten.NewImage(int(f.W), int(f.H))
	p.Draw(env, dst)
	if !p.Resting() {
		t.Fatal("a table drawn as it is does not rest")
	}
	p.coachAt = render.Rect{X: 100, Y: 100, W: 80, H: 40} // as Update places it, after refresh
	if p.Resting() {
		t.Fatal("the tutorial's frame moved, and the table rests")
	}
	p.Draw(env, dst)
	if !p.Resting() {
		t.Fatal("the table drawn again does not rest")
	}
}
