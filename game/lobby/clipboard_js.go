//go:build js

package lobby

import (
	"errors"
	"fmt"
	"syscall/js"

	"orbis/game"
	"orbis/render"
)

// canCopy reports whether the page may write the clipboard: the browser
// lets only a secure context (https, or this computer) do it, not a plain
// http:// address on a home network.
func canCopy() bool {
	w := js.Global()
	return w.Get("isSecureContext").Truthy() && w.Get("navigator").Get("clipboard").Truthy()
}

// copyText writes text to the clipboard; done is told how it went.
func copyText(text string, done chan<- error) {
	if !canCopy() {
		done <- errors.New("the page is not a secure context: no clipboard")
		return
	}
	var then, fail js.Func
	release := func() { then.Release(); fail.Release() }
	then = js.FuncOf(func(js.Value, []js.Value) any { release(); done <- nil; return nil })
	fail = js.FuncOf(func(_ js.Value, args []js.Value) any {
		release()
		why := "refused"
		if len(args) > 0 {
			why = args[0].Call("toString").String()
		}
		done <- fmt.Errorf("clipboard: %s", why)
		return nil
	})
	js.Global().Get("navigator").Get("clipboard").Call("writeText", text).Call("then", then, fail)
}

// linkField is the link as text a player can select and copy by hand: a
// read-only text area of the page over the box the link is drawn in,
// since the canvas' text cannot be selected; on a narrow screen it wraps
// the link as the canvas does.
type linkField struct {
	input     js.Value
	selectAll js.Func // selects the whole link as the field takes the focus
}

// show puts the field over box (frame pixels) with text, or moves it
// there when the window changed: its lines of size and step (design
// units) centred in it as the canvas draws them.
func (l *linkField) show(env *game.Env, box render.Rect, text string, size, step float64, lines int) {
	doc := js.Global().Get("document")
	canvas := doc.Call("querySelector", "canvas")
	if !canvas.Truthy() {
		return
	}
	if !l.input.Truthy() {
		l.input = doc.Call("createElement", "textarea")
		l.input.Set("readOnly", true)
		l.input.Set("id", "orbis-link")
		st := l.input.Get("style")
		for k, v := range map[string]string{
			"position": "fixed", "zIndex": "5", "border": "none", "outline": "none", "textAlign": "center",
			"background": "#161e28", "color": "#f4eedc", "borderRadius": "6px", "padding": "0",
			"userSelect": "text", "webkitUserSelect": "text", "font": "16px system-ui, sans-serif",
			"resize": "none", "overflow": "hidden", "wordBreak": "break-all", "boxSizing": "border-box",
		} {
			st.Set(k, v)
		}
		l.selectAll = js.FuncOf(func(this js.Value, _ []js.Value) any { this.Call("select"); return nil })
		l.input.Set("onfocus", l.selectAll)
		doc.Get("body").Call("appendChild", l.input)
	}
	l.input.Set("value", text)
	r := canvas.Call("getBoundingClientRect")
	f := env.Frame()
	k := r.Get("width").Float() / f.W // CSS pixels per frame pixel
	st := l.input.Get("style")
	st.Set("left", fmt.Sprintf("%.1fpx", r.Get("left").Float()+box.X*k))
	st.Set("top", fmt.Sprintf("%.1fpx", r.Get("top").Float()+box.Y*k))
	st.Set("width", fmt.Sprintf("%.1fpx", box.W*k))
	st.Set("height", fmt.Sprintf("%.1fpx", box.H*k))
	st.Set("fontSize", fmt.Sprintf("%.1fpx", size*f.S*k))
	st.Set("lineHeight", fmt.Sprintf("%.1fpx", step*f.S*k))
	// One line scrolls, as the canvas' one line is shrunk to fit, rather
	// than wrap the page's font onto a line the box has no room for; lines
	// wrap as the canvas' do, and scroll if the page's font needs more.
	wrap, overflow := "pre", "hidden"
	if lines > 1 {
		wrap, overflow = "pre-wrap", "auto"
	}
	st.Set("whiteSpace", wrap)
	st.Set("overflowY", overflow)
	pad := max(0, box.H/f.S-step*float64(lines)) / 2
	st.Set("padding", fmt.Sprintf("%.1fpx %.1fpx 0", pad*f.S*k, 10*f.S*k))
}

// hide takes the field away with the screen.
func (l *linkField) hide() {
	if l.input.Truthy() {
		l.input.Call("remove")
		l.selectAll.Release()
		l.input = js.Value{}
	}
}
