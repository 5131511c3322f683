//go:build !js

package cli

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestFPSWantsAGameAndItsSeats: orbis fps watches the game --game names,
// its seats bounded by that game's MaxPlayers; a wrong word is a usage
// error (exit 2) before any window opens.
func TestFPSWantsAGameAndItsSeats(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--game", "orbit", "--players", "7"}, "--players 1..6 for Orbit"},
		{[]string{"--game", "orbit", "--players", "0"}, "--players 1..6 for Orbit"},
		{[]string{"--game", "orbit", "--ai", "expert"}, "--ai easy|medium|hard"},
		{[]string{"--game", "orbis", "--players", "5"}, "--players 2..4 for Orbis"},
		{[]string{"--players", "1"}, "--players 2..4 for Orbis"},
		{[]string{"--game", "chess"}, "orbis or orbit"},
	}
	for _, tc := range tests {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			var out, errs bytes.Buffer
			if code := Run("fps", tc.args, &out, &errs); code != 2 || !strings.Contains(errs.String(), tc.want) {
				t.Errorf("exit %d, stderr %q; want 2 and %q", code, errs.String(), tc.want)
			}
		})
	}
}

// TestFPSRecordFlags: orbis fps --record plays the record's seats, of its
// own game; a file that is no record is an error naming it.
func TestFPSRecordFlags(t *testing.T) {
	dir := t.TempDir()
	orbit, orbis, junk := filepath.Join(dir, "orbit.json"), filepath.Join(dir, "orbis.json"), filepath.Join(dir, "junk.json")
	for _, r := range [][]string{{"--game", "orbit", "--players", "3", "--out", orbit}, {"--game", "orbis", "--players", "2", "--out", orbis}} {
		if code := Run("random", r, &bytes.Buffer{}, &bytes.Buffer{}); code != 0 {
			t.Fatalf("random %v exits %d", r, code)
		}
	}
	if err := os.WriteFile(junk, []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--record", orbit, "--players", "3"}, 2, "no --players or --ai"},
		{[]string{"--game", "orbis", "--record", orbit}, 2, "a record of Orbit, not of Orbis"},
		{[]string{"--record", orbis}, 2, "Orbis has no table to show a record on"},
		{[]string{"--record", junk}, 1, "junk.json: not a record of orbis or orbit"},
		{[]string{"--record", filepath.Join(dir, "none.json")}, 1, "none.json"},
	}
	for _, tc := range tests {
		t.Run(strings.Join(tc.args[:len(tc.args)-1], " "), func(t *testing.T) {
			var errs bytes.Buffer
			if code := Run("fps", tc.args, &bytes.Buffer{}, &errs); code != tc.code || !strings.Contains(errs.String(), tc.want) {
				t.Errorf("exit %d, stderr %q; want %d and %q", code, errs.String(), tc.code, tc.want)
			}
		})
	}
}

// TestOrbitFramesAreTheTableDrawnWhole: while six computer captains play
// Orbit at the fast pace, and while a recorded game whose captains scout
// from its first turn is shown, every frame the table shows (kept on the
// screen, copied from its still layer, or with ships flying over it) is,
// pixel for pixel, the table drawn whole.
func TestOrbitFramesAreTheTableDrawnWhole(t *testing.T) {
	bin := orbisBinary(t)
	display := xDisplay(t)
	record := filepath.Join(t.TempDir(), "scouts.json")
	if code := Run("random", []string{"--game", "orbit", "--players", "6", "--seed", "2", "--out", record}, &bytes.Buffer{}, &bytes.Buffer{}); code != 0 {
		t.Fatalf("random exits %d", code)
	}
	for _, run := range []struct {
		args  []string
		apart bool // ships are seen flying
	}{
		{[]string{"--players", "6", "--ai", "easy"}, false},
		{[]string{"--record", record}, true}, // seed 2 opens with Scout
	} {
		args := append([]string{"fps", "--game", "orbit", "--speed", "fast", "--seconds", "6", "--check-frames"}, run.args...)
		cmd := exec.Command(bin, args...)
		cmd.Env = append(os.Environ(), "DISPLAY="+display)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("orbis %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		var frames, apart, unlike int
		for _, line := range strings.Split(string(out), "\n") {
			if _, err := fmt.Sscanf(line, "frames checked %d (%d with ships apart), unlike the table drawn whole %d", &frames, &apart, &unlike); err == nil {
				break
			}
		}
		if frames == 0 || unlike != 0 || run.apart && apart == 0 {
			t.Fatalf("orbis %s: frames checked %d (%d with ships apart), unlike %d:\n%s", strings.Join(args, " "), frames, apart, unlike, out)
		}
		t.Logf("%v: %d frames checked, %d with ships flying apart", run.args, frames, apart)
	}
}

// TestUnlikePixelsAreCounted: the frame check says how many bytes of a
// picture differ, by how much at most, and where the first is.
func TestUnlikePixelsAreCounted(t *testing.T) {
	same := []byte{1, 2, 3, 255, 4, 5, 6, 255}
	for _, c := range []struct {
		name string
		got  []byte
		want pixelsUnlike
	}{
		{"the same", []byte{1, 2, 3, 255, 4, 5, 6, 255}, pixelsUnlike{0, 0, -1, -1}},
		{"one level in the second pixel", []byte{1, 2, 3, 255, 4, 6, 6, 255}, pixelsUnlike{1, 1, 1, 0}},
		{"darker and lighter", []byte{0, 2, 3, 255, 4, 5, 16, 255}, pixelsUnlike{2, 10, 0, 0}},
	} {
		if got := unlikeIn(c.got, same, 2); got != c.want {
			t.Errorf("%s: %+v, want %+v", c.name, got, c.want)
		}
	}
}
