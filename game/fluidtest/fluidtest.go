// Package fluidtest checks the menus' layouts on a fluid canvas in tests:
// it stays out of the program.
package fluidtest

import (
	"fmt"
	"math"

	"orbis/render"
)

// Misfits lists, a line each, the buttons of a fluid canvas that a finger
// cannot use: smaller than FluidTarget's 44 floor, beyond the canvas, or
// over another button. Tests check their scenes' layouts with it.
func Misfits(f *render.Frame, buttons []render.MenuButton) []string {
	var out []string
	for i, b := range buttons {
		if b.W < 44 || b.H < 44 {
			out = append(out, fmt.Sprintf("button %d %q is %.0f×%.0f, under a finger's 44", b.ID, b.Label, b.W, b.H))
		}
		if b.X-b.W/2 < -0.5 || b.X+b.W/2 > f.DW+0.5 || b.Y-b.H/2 < -0.5 || b.Y+b.H/2 > f.DH+0.5 {
			out = append(out, fmt.Sprintf("button %d %q at %.0f,%.0f %.0f×%.0f is beyond the %.0f×%.0f canvas", b.ID, b.Label, b.X, b.Y, b.W, b.H, f.DW, f.DH))
		}
		for _, o := range buttons[i+1:] {
			if math.Abs(b.X-o.X) < (b.W+o.W)/2 && math.Abs(b.Y-o.Y) < (b.H+o.H)/2 {
				out = append(out, fmt.Sprintf("buttons %d %q and %d %q overlap", b.ID, b.Label, o.ID, o.Label))
			}
		}
	}
	return out
}
