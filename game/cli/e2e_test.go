//go:build !js

package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
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
	display := xDisplay(t)
	if _, err := exec.LookPath("xdotool"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("xdotool is missing on CI: .ci/run must install it")
		}
		t.Skip("xdotool is not installed")
	}
	bin := orbisBinary(t)
	home := t.TempDir()
	game := exec.Command(bin)
	game.Env = gameEnv(display, home)
	var logs strings.Builder
	game.Stdout, game.Stderr = &logs, &logs
	if err := game.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = game.Process.Kill(); _ = game.Wait() })

	xdo := func(args ...string) string {
		t.Helper()
		cmd := exec.Command("xdotool", args...)
		cmd.Env = append(os.Environ(), "DISPLAY="+display)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("xdotool %v: %v\n%s\ngame output:\n%s", args, err, out, logs.String())
		}
		return strings.TrimSpace(string(out))
	}
	win := strings.Fields(xdo("search", "--sync", "--onlyvisible", "--name", "^Orbis$"))[0]
	geo := map[string]int{}
	for _, line := range strings.Split(xdo("getwindowgeometry", "--shell", win), "\n") {
		if k, v, ok := strings.Cut(line, "="); ok {
			var n int
			fmt.Sscan(v, &n)
			geo[k] = n
		}
	}
	// The table is designed at 1280x800 and scaled to the window, centred.
	scale := min(float64(geo["WIDTH"])/1280, float64(geo["HEIGHT"])/800)
	ox := float64(geo["X"]) + (float64(geo["WIDTH"])-1280*scale)/2
	oy := float64(geo["Y"]) + (float64(geo["HEIGHT"])-800*scale)/2
	at := func(x, y float64) []string {
		return []string{fmt.Sprint(int(ox + x*scale)), fmt.Sprint(int(oy + y*scale))}
	}
	click := func(x, y float64) {
		xdo(append([]string{"mousemove", "--sync"}, at(x, y)...)...)
		time.Sleep(150 * time.Millisecond)
		xdo("click", "1")
		time.Sleep(400 * time.Millisecond)
	}
	time.Sleep(time.Second)
	click(640, 420) // title: New game
	click(990, 220) // setup: seat 1 (Human) plays first
	click(810, 730) // setup: Start (seat 2 is a Medium computer)
	time.Sleep(500 * time.Millisecond)

	// drag moves display tile 0 onto a design point with real mouse
	// events, at a person's pace: the game sees the press before the pointer
	// moves, and the pointer rest on the target before the release.
	drag := func(toX, toY float64, steps int) {
		xdo(append([]string{"mousemove", "--sync"}, at(96, 102)...)...)
		time.Sleep(300 * time.Millisecond)
		xdo("mousedown", "1")
		time.Sleep(300 * time.Millisecond)
		for i := 1; i <= steps; i++ {
			x := 96 + (toX-96)*float64(i)/float64(steps)
			y := 102 + (toY-102)*float64(i)/float64(steps)
			xdo(append([]string{"mousemove", "--sync"}, at(x, y)...)...)
			time.Sleep(60 * time.Millisecond)
		}
		// The last step is on the target: moving there again would make
		// --sync wait for a motion that never comes.
		time.Sleep(300 * time.Millisecond)
		xdo("mouseup", "1")
		time.Sleep(400 * time.Millisecond)
	}
	save := filepath.Join(home, "orbis", "autosave.json")
	// endTurn presses Enter, which confirms any choice the tile asks for and
	// then ends the turn, until the autosave holds ends turns.
	endTurn := func(ends int) []string {
		var actions []string
		for range 8 {
			xdo("key", "--window", win, "Return")
			time.Sleep(400 * time.Millisecond)
			if actions = savedActions(t, save); strings.Count(strings.Join(actions, "|")+"|", "end|") >= ends {
				break
			}
		}
		return actions
	}

	// The right end of the base row: column 4 (the last base slot).
	drag(936, 740, 12)
	actions := endTurn(1)
	if len(actions) < 3 {
		t.Fatalf("no turn in the autosave (actions %v)\ngame output:\n%s", actions, logs.String())
	}
	if actions[0] != "take 0" || (actions[1] != "place 0,4" && actions[1] != "wild 0,4") {
		t.Fatalf("the turn in the autosave starts %v, want take 0 then place/wild 0,4", actions[:2])
	}
	if !slices.Contains(actions, "end") {
		t.Fatalf("the turn was not ended: %v", actions)
	}

	// The computer plays; then the base grows beyond column 4: the tile goes
	// on the marker right of the base row and the pyramid shifts left.
	for deadline := time.Now().Add(30 * time.Second); strings.Count(strings.Join(actions, "|")+"|", "end|") < 2; {
		if time.Now().After(deadline) {
			t.Fatalf("the computer did not end its turn: %v\ngame output:\n%s", actions, logs.String())
		}
		time.Sleep(300 * time.Millisecond)
		actions = savedActions(t, save)
	}
	before := len(actions)
	drag(1012, 740, 4)
	actions = endTurn(3)
	mine := actions[before:]
	if len(mine) < 3 || mine[0] != "take 0" || (mine[1] != "place 0,5" && mine[1] != "wild 0,5") {
		t.Fatalf("the second turn is %v, want take 0 then place/wild 0,5 (beyond column 4)\ngame output:\n%s", mine, logs.String())
	}
}

// savedActions reads the actions of the autosave, or nil if there is none.
func savedActions(t *testing.T, path string) []string {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil
	}
	var rec struct {
		Actions []string `json:"actions"`
	}
	if err := json.Unmarshal(data, &rec); err != nil {
		t.Fatalf("the autosave is not a record: %v", err)
	}
	return rec.Actions
}
