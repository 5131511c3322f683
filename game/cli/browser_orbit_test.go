//go:build !js

package cli

import (
	"slices"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	art "orbis/render/orbit"
	orbit "orbis/rules/orbit"
)

// TestBrowserPlaysOrbit: in the web build, a player picks Orbit on the
// title, sets up a solo game with a seed, takes (or countermands for) a
// Scout, drags a ship along its ring with the mouse, and ends the follow;
// the next turn's autosave in localStorage holds the scout, and the
// console shows no error.
func TestBrowserPlaysOrbit(t *testing.T) {
	const width, height = 1280, 800
	pg := openPage(t, width, height)
	ctx, consoleText, run, shot, click, pause := pg.ctx, pg.consoleText, pg.run, pg.shot, pg.click, pg.pause
	time.Sleep(time.Second)
	run("title: Orbit", click(720, 40)...) // the second game's button
	shot("browser-orbit-title.png")
	run("title: New game", click(640, 345)...)
	run("setup: one player", click(560, 130)...)
	run("setup: the seed", click(590, 590)...)
	run("setup: type 42", chromedp.KeyEvent("42"), pause(300*time.Millisecond))
	shot("browser-orbit-setup.png")
	run("setup: Start", click(810, 730)...)
	time.Sleep(time.Second)
	shot("browser-orbit-table.png")

	// The same game here: seed 42, the Emperor's first roll.
	st, _, err := orbit.NewGame(orbit.Config{Players: 1, Seed: 42, FirstGeneral: -1})
	if err != nil {
		t.Fatal(err)
	}
	settle := func() {
		for {
			a, ok := st.Chance()
			if !ok {
				return
			}
			if err := st.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	settle()
	if st.Phase() != orbit.PhaseAccept {
		t.Fatalf("the solo game opens in phase %d, want the Emperor's order to accept", st.Phase())
	}
	// The answer row: Follow, then the three other orders to countermand
	// for, 128 wide from x 24 (game/orbit/play_view.go).
	answer := orbit.Accept()
	x := 24.0 + 64
	if st.Rolled() != orbit.Scout {
		answer, x = orbit.Countermand(orbit.Scout), 24+64+136
	}
	if err := st.Apply(answer); err != nil {
		t.Fatal(err)
	}
	run("answer the Emperor with a Scout", click(x, 764)...)
	var scout orbit.Action
	for _, a := range st.LegalActions(nil) {
		if a.Kind == orbit.KindScout {
			scout = a
			break
		}
	}
	if scout.Kind != orbit.KindScout {
		t.Skip("seed 42 offers no scout to drag")
	}
	l := art.NewLayout(width, height, 1, 0)
	fromX, fromY, _ := l.ShipCentre(&st, 0, int(scout.Ship))
	toX, toY, _ := l.HexCentre(&st, 0, int(scout.To))
	drag := []chromedp.Action[chromedp.Void]{mouse.hover(fromX, fromY), pause(300 * time.Millisecond), mouse.press(fromX, fromY), pause(300 * time.Millisecond)}
	for i := 1; i <= 12; i++ {
		drag = append(drag, mouse.move(fromX+(toX-fromX)*float64(i)/12, fromY+(toY-fromY)*float64(i)/12), pause(60*time.Millisecond))
	}
	drag = append(drag, pause(300*time.Millisecond), mouse.release(toX, toY), pause(800*time.Millisecond))
	run("drag a ship along the ring", drag...)
	shot("browser-orbit-scouted.png")
	run("Done", click(292, 764)...) // one button in the row: Done
	time.Sleep(time.Second)
	actions := storedActions(t, ctx)
	want := scout.String()
	if !slices.Contains(actions, want) {
		t.Fatalf("the autosave holds %v, want %q among them\nconsole:\n%s", actions, want, consoleText())
	}
	shot("browser-orbit-next-turn.png")
	pg.checkConsole()
}
