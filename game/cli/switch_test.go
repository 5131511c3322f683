//go:build !js

package cli

import (
	"fmt"
	"image"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestASettingShowsAtOnceAndWhole changes the colours, the language and
// the interface scale over Orbis' table in a real window, as the options
// do, and reads every frame drawn after: each is the table as it was or as
// it is now, whole (never one with pieces missing), and the last is the
// table drawn afresh in the new settings.
func TestASettingShowsAtOnceAndWhole(t *testing.T) {
	if testing.Short() {
		t.Skip("renders the table three times over in a window")
	}
	display := xDisplay(t)
	bin := orbisBinary(t)
	dir := t.TempDir()
	shot := func(out string, args ...string) {
		t.Helper()
		cmd := exec.Command(bin, append([]string{"screenshot", "--scene", "play", "--players", "4", "--seed", "5", "--out", out}, args...)...)
		cmd.Env = gameEnv(display, dir)
		if msg, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("screenshot %v: %v\n%s", args, err, msg)
		}
	}
	tests := []struct {
		name         string
		from, change []string
		fresh        []string
		freshDiffers float64 // what the last frame may differ from the fresh picture by
		freshDiffWhy string
	}{
		{"colours", []string{"--lang", "en"}, []string{"--switch-safe-colours"}, []string{"--lang", "en", "--safe-colours"}, 0.001, ""},
		{"language", []string{"--lang", "de"}, []string{"--switch-lang", "fr"}, []string{"--lang", "fr"}, 0.02,
			"the demo's seats keep the names it gave them in the first language"},
		{"scale", []string{"--lang", "pl"}, []string{"--switch-scale", "150"}, []string{"--lang", "pl", "--scale", "150"}, 0.001, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			frames := filepath.Join(dir, tc.name)
			if err := os.Mkdir(frames, 0o755); err != nil {
				t.Fatal(err)
			}
			last, fresh := filepath.Join(frames, "last.png"), filepath.Join(dir, tc.name+"-fresh.png")
			shot(last, append(append(tc.from, tc.change...), "--frames", frames)...)
			shot(fresh, tc.fresh...)
			before, after := loadPNG(t, filepath.Join(frames, "before.png")), loadPNG(t, last)
			if d := differ(before, after); d < 0.005 {
				t.Fatalf("the table looks the same after the change (%.2f%% of the pixels differ)", 100*d)
			}
			for n := 1; ; n++ {
				path := filepath.Join(frames, fmt.Sprintf("frame-%03d.png", n))
				if _, err := os.Stat(path); err != nil {
					if n == 1 {
						t.Fatal("no frame was drawn after the change")
					}
					break
				}
				img := loadPNG(t, path)
				if db, da := differ(img, before), differ(img, after); db > 0.001 && da > 0.001 {
					t.Errorf("frame %d after the change is neither the table before (%.2f%% differ) nor after it (%.2f%%): pieces missing, or words half changed", n, 100*db, 100*da)
				}
			}
			if d := differ(after, loadPNG(t, fresh)); d > tc.freshDiffers {
				t.Errorf("the table after the change differs from one drawn afresh in the new settings by %.2f%% of its pixels (%s)", 100*d, tc.freshDiffWhy)
			}
		})
	}
}

// differ is the share of the pixels of two pictures of one size that differ
// by more than a little in a channel.
func differ(a, b image.Image) float64 {
	r := a.Bounds()
	if r != b.Bounds() {
		return 1
	}
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			ar, ag, ab, _ := a.At(x, y).RGBA()
			if !near(b.At(x, y), uint8(ar>>8), uint8(ag>>8), uint8(ab>>8), 8) {
				n++
			}
		}
	}
	return float64(n) / float64(r.Dx()*r.Dy())
}
