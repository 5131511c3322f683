package game

// The words a guide says depend on what the player presses with: "click"
// to a mouse, "tap" to a finger. The press says it, not the window's size:
// a laptop's small window is clicked, a tablet's large screen tapped.
// Before any press, a phone's or a tablet's window (a fluid frame) is
// taken for a touch screen.

// SetTouch notes what the player last pressed with: a finger (true) or
// the mouse.
func (e *Env) SetTouch(finger bool) { e.pressed, e.touch = true, finger }

// Touch reports whether the player presses with a finger: the last press
// was a finger's, or none yet on a fluid frame.
func (e *Env) Touch() bool {
	if !e.pressed {
		return e.frame.Fluid()
	}
	return e.touch
}

// Pointing is the key of a guide's words for what the player presses
// with: mouse's words (click), or touch's (tap) for a finger (Touch).
func (e *Env) Pointing(mouse, touch string) string {
	if e.Touch() {
		return touch
	}
	return mouse
}
