//go:build !js

package cli

import (
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
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
	run("setup: type the seed", chromedp.KeyEvent(strconv.Itoa(orbitSeed)), pause(300*time.Millisecond))
	shot("browser-orbit-setup.png")
	run("setup: Start", click(810, 730)...)
	time.Sleep(time.Second)
	shot("browser-orbit-table.png")

	plan := planScout(t)
	run("answer the Emperor with a Scout", click(plan.answerX, plan.answerY)...)
	fromX, fromY, toX, toY := plan.fromX, plan.fromY, plan.toX, plan.toY
	drag := []chromedp.Action[chromedp.Void]{mouse.hover(fromX, fromY), pause(300 * time.Millisecond), mouse.press(fromX, fromY), pause(300 * time.Millisecond)}
	for i := 1; i <= 12; i++ {
		drag = append(drag, mouse.move(fromX+(toX-fromX)*float64(i)/12, fromY+(toY-fromY)*float64(i)/12), pause(60*time.Millisecond))
	}
	drag = append(drag, pause(300*time.Millisecond), mouse.release(toX, toY), pause(800*time.Millisecond))
	run("drag a ship along the ring", drag...)
	shot("browser-orbit-scouted.png")
	run("Done", click(plan.doneX, plan.doneY)...)
	time.Sleep(time.Second)
	actions := storedActions(t, ctx)
	want := plan.want
	if !slices.Contains(actions, want) {
		t.Fatalf("the autosave holds %v, want %q among them\nconsole:\n%s", actions, want, consoleText())
	}
	shot("browser-orbit-next-turn.png")
	pg.checkConsole()
}
