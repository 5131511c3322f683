//go:build js

package input

import "syscall/js"

// canvas is the page's canvas the game draws in, once found.
var canvas js.Value

// pageOffset is where the game's canvas sits in the page (CSS pixels): the
// page keeps it inside the screen's safe area, away from a notch, and
// Ebitengine reads positions as if it sat in the corner.
func pageOffset() (x, y float64) {
	if canvas.IsUndefined() || canvas.IsNull() {
		canvas = js.Global().Get("document").Call("querySelector", "canvas")
		if canvas.IsNull() {
			return 0, 0
		}
	}
	r := canvas.Call("getBoundingClientRect")
	return r.Get("left").Float(), r.Get("top").Float()
}
