package game

import (
	"github.com/hajimehoshi/ebiten/v2"

	"orbis/input"
	"orbis/render"
)

// KindButton is the hit region of a menu button: Index is the button's id.
const KindButton = 1

// HitMenu finds the enabled menu button under a point.
func HitMenu(env *Env, buttons []render.MenuButton, x, y float64) input.Target {
	if id, ok := render.HitMenu(env.Frame(), buttons, x, y); ok {
		return input.Target{Kind: KindButton, Index: id}
	}
	return input.Target{}
}

// DrawMenu draws menu buttons, the hovered one lit.
func DrawMenu(env *Env, dst *ebiten.Image, buttons []render.MenuButton, hover input.Target) {
	env.Paint().Menu(dst, env.Frame(), buttons, hover.Index, hover.Kind == KindButton)
}

// LatestHover returns the last target the pointer rested on or dragged
// over among the intents, or old.
func LatestHover(intents []input.Intent, old input.Target) input.Target {
	for _, in := range intents {
		if in.Kind == input.Hover || in.Kind == input.DragMove {
			old = in.Over
		}
	}
	return old
}

// ClickedButton returns the menu button clicked this frame, if any.
func ClickedButton(intents []input.Intent) (int, bool) {
	for _, in := range intents {
		if in.Kind == input.Click && in.Target.Kind == KindButton {
			return in.Target.Index, true
		}
	}
	return 0, false
}

// Pressed reports whether a key intent of the kind came this frame.
func Pressed(intents []input.Intent, kind input.Kind) bool {
	for _, in := range intents {
		if in.Kind == kind {
			return true
		}
	}
	return false
}
