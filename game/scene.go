package game

import (
	"github.com/hajimehoshi/ebiten/v2"

	"orbis/input"
)

// Scene is one screen of the application, or an overlay on one.
type Scene interface {
	// Update reacts to this frame's intents. The Change it returns is the
	// only way scenes change.
	Update(env *Env, intents []input.Intent) (Change, error)
	// Draw draws the scene; it changes nothing.
	Draw(env *Env, dst *ebiten.Image)
	// Hit says what is under a point, for the pointer state machine.
	Hit(env *Env, x, y float64) input.Target
	// Draggable says which targets can be dragged.
	Draggable(t input.Target) bool
}

// Responsive is a scene that lays itself out for any window: given a
// fluid frame (a phone's portrait or landscape canvas, in CSS pixels) it
// places its texts and targets for that canvas (render.Frame's DW, DH and
// Layout). Any other scene keeps the desktop's 1280x800 canvas, scaled.
type Responsive interface {
	Responsive() bool
}

// Wide is a responsive scene that also uses a wide screen's width: on a
// desktop window wider than the canvas's 16:10 its canvas is as wide as the
// window, from its left edge (render.NewWideFrameFor). The others keep the
// 1280x800 canvas centred, which suits a menu or a dialog.
type Wide interface {
	Wide() bool
}

// Overlay is a scene drawn over the scene beneath it (a menu, the rules).
// A passive overlay lets the scene beneath go on, without the intents.
type Overlay interface {
	Scene
	Passive() bool
}

// Change says how the scene stack changes after an Update.
type Change struct {
	op    changeOp
	scene Scene
}

type changeOp uint8

const (
	stay changeOp = iota
	push
	replace
	pop
	home
	quit
)

// Scene is the scene the change opens (pushes, or puts in the current
// one's place); nil for a change that opens none.
func (c Change) Scene() Scene { return c.scene }

// Leaves reports whether the change closes the current scene (for
// another, the one beneath, the title, or the end): a scene that holds a
// connection lets go of it then.
func (c Change) Leaves() bool { return c.op == replace || c.op == pop || c.op == home || c.op == quit }

// Stay keeps the scenes as they are.
var Stay = Change{}

// Push puts a scene (an overlay) on top of the current one.
func Push(s Scene) Change { return Change{op: push, scene: s} }

// Replace puts a scene in the place of the current one.
func Replace(s Scene) Change { return Change{op: replace, scene: s} }

// Pop closes the current scene, back to the one beneath.
func Pop() Change { return Change{op: pop} }

// Home closes every scene and opens the title screen.
func Home() Change { return Change{op: home} }

// Quit ends the application (on the desktop; a page is closed with its tab).
func Quit() Change { return Change{op: quit} }

// Resting is a scene that knows when it looks the same until the next
// input: while every scene drawn rests, the App draws nothing, and
// Ebitengine presents nothing, so an idle screen costs no CPU. A scene
// that does not say so is drawn every frame.
type Resting interface {
	Resting() bool
}

// Restyler is a scene that keeps words or a layout made from the settings
// (the language, the colours, the interface scale): when a setting
// changes, the App restyles every scene on the stack at once, those an
// overlay covers too, and draws them all again.
type Restyler interface {
	Restyle(env *Env)
}

// Settler is a scene whose pieces are painted a few a frame: until it is
// settled the App keeps drawing it, under an overlay too, so that the
// pieces it waits for get painted.
type Settler interface {
	Settled() bool
}

// Stacked is a first scene given as several, bottom first: a diagnostic's
// picture of an overlay over the scene it covers. The App opens them as its
// stack; as a scene it is its top one.
func Stacked(scenes ...Scene) Scene { return stacked{Scene: scenes[len(scenes)-1], all: scenes} }

type stacked struct {
	Scene
	all []Scene
}

// Responsive: a picture's stack is measured as its top is laid out.
func (s stacked) Responsive() bool {
	r, ok := s.Scene.(Responsive)
	return ok && r.Responsive()
}

// Wide: a picture's stack is measured as its top is laid out.
func (s stacked) Wide() bool {
	w, ok := s.Scene.(Wide)
	return ok && w.Wide()
}

// Restyle restyles the top, which Fit measures.
func (s stacked) Restyle(env *Env) {
	if r, ok := s.Scene.(Restyler); ok {
		r.Restyle(env)
	}
}

// Title returns the title screen, for a diagnostic that stacks a scene
// over it.
func Title(env *Env) Scene { return newTitle(env) }
