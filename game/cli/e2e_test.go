//go:build !js

package cli

import (
	"slices"
	"strconv"
	"testing"
	"time"
)

// TestEndToEndDragAndDrop starts the real game under Xvfb, sets up a game
// against a computer seat with real mouse clicks, drags a display tile onto
// the pyramid with real mouse events, ends the turn with the keyboard, and
// checks the result in the autosave.
func TestEndToEndDragAndDrop(t *testing.T) {
	if testing.Short() {
		t.Skip("starts the game in a window")
	}
	d := startDesktop(t, nil)
	d.click(640, 345) // title: New game (game/title.go: titleTop)
	d.click(990, 220) // setup: seat 1 (Human) plays first
	d.click(810, 730) // setup: Start (seat 2 is a Medium computer)
	time.Sleep(500 * time.Millisecond)

	save := d.autosave()
	// endTurn presses Enter, which confirms any choice the tile asks for and
	// then ends the turn, until the autosave holds ends turns.
	endTurn := func(want int) []string {
		var actions []string
		for range 8 {
			d.key("Return")
			if actions = savedActions(t, save); ends(actions) >= want {
				break
			}
		}
		return actions
	}

	// Display tile 0 to the right end of the base row: column 4 (the last base slot).
	d.drag(96, 102, 936, 740, 12)
	actions := endTurn(1)
	if len(actions) < 3 {
		t.Fatalf("no turn in the autosave (actions %v)\ngame output:\n%s", actions, d.logs.String())
	}
	if actions[0] != "take 0" || (actions[1] != "place 0,4" && actions[1] != "wild 0,4") {
		t.Fatalf("the turn in the autosave starts %v, want take 0 then place/wild 0,4", actions[:2])
	}
	if !slices.Contains(actions, "end") {
		t.Fatalf("the turn was not ended: %v", actions)
	}

	// The computer plays; then the base grows beyond column 4: the tile goes
	// on the marker right of the base row and the pyramid shifts left.
	for deadline := time.Now().Add(30 * time.Second); ends(actions) < 2; {
		if time.Now().After(deadline) {
			t.Fatalf("the computer did not end its turn: %v\ngame output:\n%s", actions, d.logs.String())
		}
		time.Sleep(300 * time.Millisecond)
		actions = savedActions(t, save)
	}
	before := len(actions)
	d.drag(96, 102, 1012, 740, 4)
	actions = endTurn(3)
	mine := actions[before:]
	if len(mine) < 3 || mine[0] != "take 0" || (mine[1] != "place 0,5" && mine[1] != "wild 0,5") {
		t.Fatalf("the second turn is %v, want take 0 then place/wild 0,5 (beyond column 4)\ngame output:\n%s", mine, d.logs.String())
	}
}

// TestEndToEndOrbit starts the real game under Xvfb, picks Orbit on the
// title, sets up a solo game with a seed by real clicks and keys, answers
// the Emperor with a Scout, drags a ship along its ring with real mouse
// events, ends the follow, and finds the scout in the next turn's
// autosave.
func TestEndToEndOrbit(t *testing.T) {
	if testing.Short() {
		t.Skip("starts the game in a window")
	}
	plan := planScout(t)
	d := startDesktop(t, nil)
	d.click(720, 40)  // title: the second game, Orbit
	d.click(640, 345) // title: New game
	d.click(560, 130) // setup: one player
	d.click(590, 590) // setup: the seed field
	for _, digit := range strconv.Itoa(orbitSeed) {
		d.key(string(digit))
	}
	d.click(810, 730) // setup: Start
	time.Sleep(500 * time.Millisecond)
	d.click(plan.answerX, plan.answerY)
	d.drag(plan.fromX, plan.fromY, plan.toX, plan.toY, 12)
	d.click(plan.doneX, plan.doneY)
	var actions []string
	for deadline := time.Now().Add(10 * time.Second); !slices.Contains(actions, plan.want); {
		if time.Now().After(deadline) {
			t.Fatalf("the autosave holds %v, want %q among them\ngame output:\n%s", actions, plan.want, d.logs.String())
		}
		time.Sleep(200 * time.Millisecond)
		actions = savedActions(t, d.autosave())
	}
}
