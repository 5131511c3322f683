package game

import (
	"fmt"
	"maps"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/render"
)

// Overflows draws scenes, in the order of their names, frames times each
// (pieces may be drawn a few a frame), and returns every text drawn beyond
// its room (a button, a panel, the screen), a line each: the fit check
// the screens' tests run in every language and size.
func Overflows(env *Env, scenes map[string]Scene, frames int) []string {
	f := env.Frame()
	dst := ebiten.NewImage(int(f.W), int(f.H))
	defer dst.Deallocate()
	var over []string
	var name string
	env.Text().CheckFit(func(o render.Overflow) {
		over = append(over, fmt.Sprintf("%s: %q is drawn at %.0f,%.0f %.0f×%.0f beyond its room %.0f,%.0f %.0f×%.0f",
			name, o.Text, o.Drawn.X, o.Drawn.Y, o.Drawn.W, o.Drawn.H, o.Room.X, o.Room.Y, o.Room.W, o.Room.H))
	})
	defer env.Text().CheckFit(nil)
	for _, name = range slices.Sorted(maps.Keys(scenes)) {
		for range frames {
			scenes[name].Draw(env, dst)
		}
	}
	return slices.Compact(over)
}
