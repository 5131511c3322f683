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
	over, _ := fit(env, scenes, frames, false)
	return over
}

// Fit draws the scenes as Overflows does and returns, beside the texts
// beyond their room, each scene's figures: its smallest text and target.
// Each scene is drawn in its own frame (Enter), a responsive one laid out
// for the window first (Restyle).
func Fit(env *Env, scenes map[string]Scene, frames int) ([]string, map[string]Figures) {
	return fit(env, scenes, frames, true)
}

func fit(env *Env, scenes map[string]Scene, frames int, measure bool) ([]string, map[string]Figures) {
	dst := ebiten.NewImage(int(env.window[0]), int(env.window[1]))
	defer dst.Deallocate()
	var over []string
	var name string
	text := env.Text()
	text.CheckFit(func(o render.Overflow) {
		over = append(over, fmt.Sprintf("%s: %q is drawn at %.0f,%.0f %.0f×%.0f beyond its room %.0f,%.0f %.0f×%.0f",
			name, o.Text, o.Drawn.X, o.Drawn.Y, o.Drawn.W, o.Drawn.H, o.Room.X, o.Room.Y, o.Room.W, o.Room.H))
	})
	defer text.CheckFit(nil)
	figures := make(map[string]Figures, len(scenes))
	for _, name = range slices.Sorted(maps.Keys(scenes)) {
		s := scenes[name]
		env.Enter(s)
		if r, ok := s.(Responsive); ok && r.Responsive() {
			if rs, ok := s.(Restyler); ok {
				rs.Restyle(env)
			}
		}
		text.ResetSmallest()
		for i := 0; i < maxFitFrames; i++ {
			s.Draw(env, dst)
			if st, ok := s.(Settler); i+1 >= frames && (!ok || st.Settled()) {
				break
			}
		}
		if measure {
			f := env.Frame()
			fig := Figures{Scene: name, Layout: f.Layout, MinFont: f.CSSPx(text.Smallest()), MinPrint: f.CSSPx(text.SmallestPrint())}
			MeasureTargets(env, s, &fig)
			figures[name] = fig
		}
	}
	return slices.Compact(over), figures
}
