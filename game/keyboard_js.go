//go:build js

package game

import (
	"strconv"
	"syscall/js"

	"orbis/render"
)

// pageKeyboard is the page's hidden input a phone's keyboard types into,
// and the fields a tap may give it to.
var pageKeyboard struct {
	input   js.Value // made at the first field offered
	fields  []TextField
	rects   []render.Rect // the fields in CSS pixels, from the page's corner
	owner   int           // the ID of the field that has the input, or -1 (once started)
	enter   bool          // Enter was pressed in the input
	started bool
}

// startKeyboard makes the input, off the screen, and listens to the page:
// a finger lifted on a field gives it the input within the gesture.
func startKeyboard() {
	k := &pageKeyboard
	if k.started {
		return
	}
	k.started, k.owner = true, -1
	doc := js.Global().Get("document")
	in := doc.Call("createElement", "input")
	in.Set("type", "text")
	in.Set("id", "orbis-keyboard")
	in.Call("setAttribute", "autocomplete", "off")
	in.Call("setAttribute", "autocapitalize", "words")
	in.Call("setAttribute", "enterkeyhint", "done")
	in.Call("setAttribute", "aria-hidden", "true")
	// Off the screen, yet laid out: a hidden element takes no focus. A
	// size of 16 CSS px keeps iOS from zooming in on it.
	style := in.Get("style")
	style.Set("position", "fixed")
	style.Set("left", "-1000px")
	style.Set("top", "0")
	style.Set("width", "10px")
	style.Set("fontSize", "16px")
	style.Set("opacity", "0")
	in.Call("addEventListener", "keydown", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if key := args[0].Get("key").String(); key == "Enter" || key == "Escape" {
			k.enter = true
		}
		return nil
	}))
	doc.Get("body").Call("appendChild", in)
	k.input = in
	doc.Call("addEventListener", "touchend", js.FuncOf(func(_ js.Value, args []js.Value) any {
		touches := args[0].Get("changedTouches")
		if touches.Length() == 0 {
			return nil
		}
		x, y := touches.Index(0).Get("clientX").Float(), touches.Index(0).Get("clientY").Float()
		for i, r := range k.rects {
			if r.Contains(x, y) {
				give(k.fields[i])
				return nil
			}
		}
		return nil
	}))
}

// offerFields keeps the fields, and where they are in the page.
func offerFields(fields []TextField, f *render.Frame) {
	k := &pageKeyboard
	if len(fields) == 0 && !k.started {
		return
	}
	startKeyboard()
	k.fields = append(k.fields[:0], fields...)
	k.rects = k.rects[:0]
	ox, oy := 0.0, 0.0
	if c := js.Global().Get("document").Call("querySelector", "canvas"); !c.IsNull() {
		r := c.Call("getBoundingClientRect")
		ox, oy = r.Get("left").Float(), r.Get("top").Float()
	}
	for _, fl := range fields {
		r := fl.Rect
		k.rects = append(k.rects, render.Rect{X: ox + f.CSSPx(r.X), Y: oy + f.CSSPx(r.Y), W: f.CSSPx(r.W), H: f.CSSPx(r.H)})
	}
}

// give hands the input to a field with its text, and focuses it.
func give(f TextField) {
	k := &pageKeyboard
	k.owner, k.enter = f.ID, false
	k.input.Set("value", f.Text)
	if f.Limit > 0 {
		k.input.Set("maxLength", strconv.Itoa(f.Limit))
	}
	k.input.Call("focus", map[string]any{"preventScroll": true})
}

func typeInto(f TextField) {
	k := &pageKeyboard
	if f.ID < 0 {
		if k.started && k.owner >= 0 {
			k.owner = -1
			k.input.Call("blur")
			if c := js.Global().Get("document").Call("querySelector", "canvas"); !c.IsNull() {
				c.Call("focus", map[string]any{"preventScroll": true}) // the game's keys again
			}
		}
		return
	}
	startKeyboard()
	// The field has it (a finger gave it, within its gesture): a phone's
	// keyboard stays open.
	if k.owner == f.ID && js.Global().Get("document").Get("activeElement").Equal(k.input) {
		return
	}
	give(f)
}

func typed() (int, string, bool) {
	k := &pageKeyboard
	if !k.started || k.owner < 0 {
		return -1, "", false
	}
	enter := k.enter
	k.enter = false
	return k.owner, k.input.Get("value").String(), enter
}
