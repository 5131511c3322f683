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

// DrawMenu draws menu buttons, the hovered one lit and the one with the
// keyboard's focus (an id; 0 for none) ringed.
func DrawMenu(env *Env, dst *ebiten.Image, buttons []render.MenuButton, hover input.Target, focus int) {
	env.Paint().Menu(dst, env.Frame(), buttons, hover.Index, hover.Kind == KindButton, focus)
}

// MenuKeys plays a menu from the keyboard: Tab, Shift+Tab and the arrows
// move the focus (a button's id, 0 for none) among the enabled buttons in
// their order; Space, or Enter while a button has the focus, presses it. A
// click hands the menu back to the pointer: the focus goes.
func MenuKeys(intents []input.Intent, buttons []render.MenuButton, focus *int) (id int, ok bool) {
	var enabled []int
	for _, b := range buttons {
		if b.Enabled {
			enabled = append(enabled, b.ID)
		}
	}
	at := -1
	for i, bid := range enabled {
		if bid == *focus {
			at = i
		}
	}
	if at < 0 {
		*focus = 0 // the focused button went, or was disabled
	}
	for _, in := range intents {
		step := 0
		switch in.Kind {
		case input.Click:
			*focus = 0
			return 0, false
		case input.KeyNext:
			step = int(in.Amount)
		case input.KeyDown, input.KeyRight:
			step = 1
		case input.KeyUp, input.KeyLeft:
			step = -1
		case input.KeyActivate, input.KeyConfirm:
			if *focus != 0 {
				return *focus, true
			}
		}
		if step == 0 || len(enabled) == 0 {
			continue
		}
		at = StepFocus(at, step, len(enabled))
		*focus = enabled[at]
	}
	return 0, false
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

// StepFocus moves a keyboard's place among n things by step (Tab: 1,
// Shift+Tab: -1), round the ends; from nowhere (-1) forwards is the first
// and backwards the last.
func StepFocus(at, step, n int) int {
	switch {
	case n == 0:
		return -1
	case at < 0 && step > 0:
		return 0
	case at < 0:
		return n - 1
	}
	return ((at+step)%n + n) % n
}
