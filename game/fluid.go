package game

import (
	"orbis/input"
	"orbis/render"
)

// WheelStep is how far, in design units, a notch of the wheel scrolls.
const WheelStep = 40.0

// ScrollBy scrolls a column with the wheel and a finger's drag (a scene's
// Draggable says which presses drag it): the content follows the finger.
func ScrollBy(env *Env, intents []input.Intent, s *render.Scroll) {
	f := env.Frame()
	for _, in := range intents {
		switch in.Kind {
		case input.Scroll:
			s.By(-in.Amount * WheelStep)
		case input.DragStart:
			s.Grab(in.Y / f.S)
		case input.DragMove, input.Drop:
			s.DragTo(in.Y / f.S)
		}
	}
}

// LayOutFor runs lay in the frame scene s is drawn in, keeping the
// caller's: a scene made in another's Update (pushed over it) is laid out
// for its own canvas before its first frame.
func LayOutFor(env *Env, s Scene, lay func()) {
	saved := env.frame
	env.Enter(s)
	lay()
	env.frame = saved
}
