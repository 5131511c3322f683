package game

import (
	"fmt"
	"maps"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/render"
)

// Overflows draws scenes, in the order of their names, frames times each
// and on until the pieces of a Settler are all painted (they are painted a
// few a frame, and a picture may wait for them to be drawn whole), up to
// maxFitFrames; it returns every text drawn beyond
// its room (a button, a panel, the screen), a line each: the fit check
// the screens' tests run in every language and size.
// maxFitFrames bounds the frames Overflows draws a scene waiting for its
// pieces.
const maxFitFrames = 200

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
		for i := 0; i < maxFitFrames; i++ {
			scenes[name].Draw(env, dst)
			if s, ok := scenes[name].(Settler); i+1 >= frames && (!ok || s.Settled()) {
				break
			}
		}
	}
	return slices.Compact(over)
}
