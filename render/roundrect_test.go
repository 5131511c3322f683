package render

import (
	"image/color"
	"testing"
)

// TestRoundRectImage: a box is filled inside and to its straight edges,
// empty beyond its rounded corners, soft along their curves; a frame is a
// ring.
func TestRoundRectImage(t *testing.T) {
	c := color.RGBA{200, 100, 50, 255}
	box := roundRectImage(40, 20, 0, 8, 0, c)
	tests := []struct {
		x, y int
		want string
	}{{20, 10, "full"}, {0, 0, "empty"}, {1, 1, "empty"}, {20, 0, "full"}, {39, 10, "full"}}
	for _, tc := range tests {
		a := box.RGBAAt(tc.x, tc.y).A
		got := map[bool]string{true: "partial"}[a > 0 && a < 255]
		if a == 255 {
			got = "full"
		} else if a == 0 {
			got = "empty"
		}
		if got != tc.want {
			t.Errorf("box pixel %d,%d has alpha %d: %s, want %s", tc.x, tc.y, a, got, tc.want)
		}
	}
	soft := 0 // a rounded corner is smoothed
	for y := range 8 {
		for x := range 8 {
			if a := box.RGBAAt(x, y).A; a > 0 && a < 255 {
				soft++
			}
		}
	}
	if soft < 4 {
		t.Errorf("a corner has %d soft pixels", soft)
	}
	ring := roundRectImage(40, 20, 2, 8, 2, c)
	if a := ring.RGBAAt(22, 12).A; a != 0 {
		t.Errorf("a frame's middle has alpha %d", a)
	}
	if a := ring.RGBAAt(22, 2).A; a == 0 {
		t.Error("a frame's top edge is empty")
	}
	if px := box.RGBAAt(20, 10); px != c {
		t.Errorf("the inside is %v, want %v", px, c)
	}
}
