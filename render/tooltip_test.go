package render

import "testing"

// TestTooltipStaysOnScreen: wherever the pointer is, the tooltip is wholly
// inside the screen and, where there is room, clear of the pointer.
func TestTooltipStaysOnScreen(t *testing.T) {
	screen := Rect{W: 1280, H: 800}
	for _, size := range [][2]float64{{200, 60}, {560, 300}, {560, 780}, {1270, 40}} {
		for px := 0.0; px <= 1280; px += 40 {
			for py := 0.0; py <= 800; py += 40 {
				r := TooltipBox(size[0], size[1], px, py, 6, screen)
				if r.X < 0 || r.Y < 0 || r.X+r.W > 1280 || r.Y+r.H > 800 {
					t.Fatalf("a %vx%v tooltip for a pointer at %v,%v is at %+v, off the screen", size[0], size[1], px, py, r)
				}
				if size[1] <= 300 && size[0] <= 560 && r.Contains(px, py) {
					t.Fatalf("a %vx%v tooltip for a pointer at %v,%v covers it: %+v", size[0], size[1], px, py, r)
				}
			}
		}
	}
}
