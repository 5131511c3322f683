//go:build !js

package cli

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestScenePictures renders every scene for 2, 3 and 4 players in a real
// window under Xvfb and checks each picture: the right size, not blank,
// and the regions each scene must draw.
func TestScenePictures(t *testing.T) {
	if testing.Short() {
		t.Skip("renders 15 pictures")
	}
	display := xDisplay(t)
	bin := orbisBinary(t)
	dir := t.TempDir()
	keep := os.Getenv("ORBIS_PICTURES") // a folder to keep the pictures in, for looking at them
	for _, scene := range []string{"title", "setup", "play", "exchange", "gameover"} {
		for players := 2; players <= 4; players++ {
			name := fmt.Sprintf("%s-%dp", scene, players)
			t.Run(name, func(t *testing.T) {
				out := filepath.Join(dir, name+".png")
				cmd := exec.Command(bin, "screenshot", "--scene", scene, "--players", fmt.Sprint(players), "--seed", "5", "--out", out)
				cmd.Env = gameEnv(display, dir)
				if msg, err := cmd.CombinedOutput(); err != nil {
					t.Fatalf("screenshot: %v\n%s", err, msg)
				}
				img := loadPNG(t, out)
				if keep != "" {
					data, _ := os.ReadFile(out)
					_ = os.WriteFile(filepath.Join(keep, name+".png"), data, 0o644)
				}
				checkPicture(t, img, scene, players)
			})
		}
	}
}

func loadPNG(t *testing.T, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// near reports whether two colours are within d per channel.
func near(c color.Color, r, g, b uint8, d int) bool {
	cr, cg, cb, _ := c.RGBA()
	abs := func(x int) int { return max(x, -x) }
	return abs(int(cr>>8)-int(r)) <= d && abs(int(cg>>8)-int(g)) <= d && abs(int(cb>>8)-int(b)) <= d
}

// count counts the pixels of a design-unit region close to a colour.
func count(img image.Image, x0, y0, x1, y1 int, r, g, b uint8, d int) int {
	n := 0
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			if near(img.At(x, y), r, g, b, d) {
				n++
			}
		}
	}
	return n
}

func checkPicture(t *testing.T, img image.Image, scene string, players int) {
	b := img.Bounds()
	if b.Dx() != 1280 || b.Dy() != 800 {
		t.Fatalf("picture is %dx%d, want the 1280x800 window", b.Dx(), b.Dy())
	}
	colours := map[color.RGBA]bool{}
	for y := 0; y < b.Dy(); y += 3 {
		for x := 0; x < b.Dx(); x += 3 {
			r, g, bl, _ := img.At(x, y).RGBA()
			colours[color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(bl >> 8), 255}] = true
		}
	}
	if len(colours) < 150 {
		t.Fatalf("only %d colours: the picture is (nearly) blank", len(colours))
	}
	goldPx := func(x0, y0, x1, y1 int) int { return count(img, x0, y0, x1, y1, 0xf2, 0xc1, 0x4e, 30) }
	feltLight := func(x, y int) bool { return near(img.At(x, y), 0x2a, 0x38, 0x48, 6) }
	switch scene {
	case "title":
		if n := goldPx(470, 190, 810, 310); n < 3000 {
			t.Errorf("the gold title has %d pixels", n)
		}
	case "setup":
		if n := goldPx(690, 712, 930, 748); n < 6000 {
			t.Errorf("the Start button has %d gold pixels", n)
		}
		for seat := range 4 {
			// The name field's left edge, inside the button, clear of its text
			// (drawn plain or lit by the pointer): anything but the bare table.
			// Orbis' rows are 95 apart, with room for a rival's line under each.
			drawn := !near(img.At(360, 204+95*seat), 0x1f, 0x2a, 0x36, 4)
			if drawn != (seat < players) {
				t.Errorf("seat row %d drawn %v, want %v", seat+1, drawn, seat < players)
			}
		}
	case "play":
		// The display holds tiles of several colours.
		hues := 0
		for _, c := range [][3]uint8{{0xd9, 0x48, 0x3b}, {0x3d, 0x7d, 0xd8}, {0xf0, 0xc4, 0x2e}, {0x3f, 0xa8, 0x5a}} {
			if count(img, 30, 55, 400, 430, c[0], c[1], c[2], 40) > 400 {
				hues++
			}
		}
		if hues < 2 {
			t.Errorf("the display shows %d tile colours", hues)
		}
		// One compact panel per other seat, sharing the row above the
		// pyramid: as many runs of panel along it as other seats.
		panels, inside := 0, false
		for x := 452; x < 1268; x++ {
			if on := feltLight(x, 57); on != inside {
				inside = on
				if on {
					panels++
				}
			}
		}
		if panels != players-1 {
			t.Errorf("%d seat panels along the row, want %d", panels, players-1)
		}
		if !feltLight(1262, 560) {
			t.Error("the active seat's side column is missing")
		}
	case "exchange":
		// A slot glows blue for "face up after an exchange", and the
		// exchange is open above the pyramid, its Confirm button gold.
		if n := count(img, 440, 440, 1030, 800, 0x6c, 0xb8, 0xf0, 24); n < 300 {
			t.Errorf("the slots needing an exchange have %d blue pixels", n)
		}
		if n := goldPx(900, 340, 1020, 376); n < 2000 {
			t.Errorf("the exchange's Confirm button has %d gold pixels", n)
		}
	case "gameover":
		// A card per player side by side, the winner's first, its total in gold.
		cards, inside := 0, false
		for x := range 1280 {
			if on := feltLight(x, 650); on != inside {
				inside = on
				if on {
					cards++
				}
			}
		}
		if cards != players {
			t.Errorf("%d score cards, want %d", cards, players)
		}
		w := min(340, (1240-16*(players-1))/players)
		x0 := 640 - (players*w+(players-1)*16)/2
		if n := goldPx(x0+w-110, 150, x0+w-10, 190); n < 25 {
			t.Errorf("the winner's total has %d gold pixels", n)
		}
	}
}
