//go:build !js

package cli

import (
	"time"

	"github.com/chromedp/chromedp"

	"orbis/render"
)

// Orbis' turns played on the web build by real pointer events and the
// keyboard, as a person plays them.

// dragPiece drags a piece from one hex to another at a person's pace, the
// button (or the finger, which holds it below, in sight) held all the way,
// on a page height high.
func (pg *webPage) dragPiece(what string, from, to render.Hex, by pointing, height float64) {
	pg.t.Helper()
	toY := by.grip(to.CY, height)
	drag := []chromedp.Action[chromedp.Void]{
		by.hover(from.CX, from.CY), pg.pause(300 * time.Millisecond),
		by.press(from.CX, from.CY), pg.pause(300 * time.Millisecond),
	}
	for i := 1; i <= 12; i++ {
		drag = append(drag, by.move(from.CX+(to.CX-from.CX)*float64(i)/12, from.CY+(toY-from.CY)*float64(i)/12), pg.pause(60*time.Millisecond))
	}
	drag = append(drag, pg.pause(300*time.Millisecond), by.release(to.CX, toY), pg.pause(500*time.Millisecond))
	pg.run(what, drag...)
}

// endTurnByEnter presses Enter, which confirms any choice the tile asks
// for and then ends the turn, until the autosave has turns turns; it
// returns the actions of turn number turns (the computer may have played
// the next already).
func (pg *webPage) endTurnByEnter(turns int) []string {
	pg.t.Helper()
	var actions []string
	for range 6 {
		pg.run("press Enter", chromedp.KeyEvent("\r"), pg.pause(500*time.Millisecond))
		if actions = storedActions(pg.t, pg.ctx); countEnds(actions) >= turns {
			break
		}
	}
	if countEnds(actions) < turns {
		pg.shot("browser-turn-not-ended.png")
		pg.t.Fatalf("turn %d is not in the autosave in localStorage (actions %v)\nconsole:\n%s", turns, actions, pg.consoleText())
	}
	return turnOf(actions, turns)
}

// checkTookAndPlaced checks a turn of the autosave: display tile 0 taken
// and placed (face up or as a Wilderness) on the slot ("row,col").
func (pg *webPage) checkTookAndPlaced(turn []string, slot string) {
	pg.t.Helper()
	if len(turn) < 3 || turn[0] != "take 0" || (turn[1] != "place "+slot && turn[1] != "wild "+slot) {
		pg.t.Fatalf("the turn in the autosave is %v, want take 0, then place/wild %s, …, end\nconsole:\n%s", turn, slot, pg.consoleText())
	}
}
