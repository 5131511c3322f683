//go:build js

package main

import "syscall/js"

// started tells the page the first frame is drawn.
func started() {
	if f := js.Global().Get("orbisStarted"); f.Type() == js.TypeFunction {
		f.Invoke()
	}
}
