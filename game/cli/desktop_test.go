//go:build !js

package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// desktop is the real game started by a test in a window of its own X
// display, driven with real mouse and keyboard events (xdotool). Points are
// given on the 1280x800 design canvas, which the game scales to the window.
type desktop struct {
	t       *testing.T
	display string
	home    string // the game's configuration folder
	win     string
	logs    *strings.Builder
	scale   float64
	ox, oy  float64
}

// startDesktop starts the game binary under Xvfb with home as its
// configuration folder; prepare may put files there first.
func startDesktop(t *testing.T, prepare func(home string)) *desktop {
	t.Helper()
	display := xDisplay(t)
	if _, err := exec.LookPath("xdotool"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("xdotool is missing on CI: .ci/run must install it")
		}
		t.Skip("xdotool is not installed")
	}
	bin := orbisBinary(t)
	d := &desktop{t: t, display: display, home: t.TempDir(), logs: &strings.Builder{}}
	if prepare != nil {
		prepare(d.home)
	}
	game := exec.Command(bin)
	game.Env = gameEnv(display, d.home)
	game.Stdout, game.Stderr = d.logs, d.logs
	if err := game.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = game.Process.Kill(); _ = game.Wait() })

	d.win = strings.Fields(d.xdo("search", "--sync", "--onlyvisible", "--name", "^Orbis$"))[0]
	geo := map[string]int{}
	for _, line := range strings.Split(d.xdo("getwindowgeometry", "--shell", d.win), "\n") {
		if k, v, ok := strings.Cut(line, "="); ok {
			var n int
			fmt.Sscan(v, &n)
			geo[k] = n
		}
	}
	// The table is designed at 1280x800 and scaled to the window, centred.
	d.scale = min(float64(geo["WIDTH"])/1280, float64(geo["HEIGHT"])/800)
	d.ox = float64(geo["X"]) + (float64(geo["WIDTH"])-1280*d.scale)/2
	d.oy = float64(geo["Y"]) + (float64(geo["HEIGHT"])-800*d.scale)/2
	time.Sleep(time.Second)
	return d
}

// xdo runs xdotool on the game's display and returns its output.
func (d *desktop) xdo(args ...string) string {
	d.t.Helper()
	cmd := exec.Command("xdotool", args...)
	cmd.Env = append(os.Environ(), "DISPLAY="+d.display)
	out, err := cmd.CombinedOutput()
	if err != nil {
		d.t.Fatalf("xdotool %v: %v\n%s\ngame output:\n%s", args, err, out, d.logs.String())
	}
	return strings.TrimSpace(string(out))
}

// at is a design point on the screen.
func (d *desktop) at(x, y float64) []string {
	return []string{fmt.Sprint(int(d.ox + x*d.scale)), fmt.Sprint(int(d.oy + y*d.scale))}
}

// moveTo moves the pointer to a design point and waits until it is there.
func (d *desktop) moveTo(x, y float64) {
	d.t.Helper()
	d.xdo(append([]string{"mousemove", "--sync"}, d.at(x, y)...)...)
}

// click clicks at a design point.
func (d *desktop) click(x, y float64) {
	d.t.Helper()
	d.moveTo(x, y)
	time.Sleep(150 * time.Millisecond)
	d.xdo("click", "1")
	time.Sleep(400 * time.Millisecond)
}

// drag presses at one design point and releases at another with real mouse
// events, at a person's pace: the game sees the press before the pointer
// moves, and the pointer rest on the target before the release.
func (d *desktop) drag(fromX, fromY, toX, toY float64, steps int) {
	d.t.Helper()
	d.moveTo(fromX, fromY)
	time.Sleep(300 * time.Millisecond)
	d.xdo("mousedown", "1")
	time.Sleep(300 * time.Millisecond)
	for i := 1; i <= steps; i++ {
		f := float64(i) / float64(steps)
		d.moveTo(fromX+(toX-fromX)*f, fromY+(toY-fromY)*f)
		time.Sleep(60 * time.Millisecond)
	}
	// The last step is on the target: moving there again would make
	// --sync wait for a motion that never comes.
	time.Sleep(300 * time.Millisecond)
	d.xdo("mouseup", "1")
	time.Sleep(400 * time.Millisecond)
}

// key presses keys (xdotool names, e.g. "Return", "ctrl+z") in the window.
func (d *desktop) key(keys ...string) {
	d.t.Helper()
	for _, k := range keys {
		d.xdo("key", "--window", d.win, k)
		time.Sleep(400 * time.Millisecond)
	}
}

// autosave is the game's configuration folder, where the games in
// progress are saved.
func (d *desktop) autosave() string { return d.home + "/orbis" }

// savedActions reads the actions of the latest played game in progress
// saved in a configuration folder, or nil if there is none.
func savedActions(t *testing.T, dir string) []string {
	var index struct {
		Games []struct {
			ID string `json:"id"`
		} `json:"games"`
	}
	if data, err := os.ReadFile(filepath.Join(dir, "in-progress.json")); err != nil || json.Unmarshal(data, &index) != nil || len(index.Games) == 0 {
		return nil
	}
	data, err := os.ReadFile(filepath.Join(dir, "in-progress", index.Games[0].ID+".json"))
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

// ends counts the turns ended in a list of recorded actions.
func ends(actions []string) int {
	n := 0
	for _, a := range actions {
		if a == "end" {
			n++
		}
	}
	return n
}
