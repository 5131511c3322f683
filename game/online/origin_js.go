//go:build js

package online

import (
	"context"
	"syscall/js"
)

// askOrigin asks, once a WebSocket failed to open, whether the page's own
// server refused the page's origin (the browser hides a refused upgrade's
// answer from the page): an *OriginRefused when it did, nil when it did
// not, could not say, or wsURL is another site's. The page's script
// (loader.js: orbisRefusedOrigin) asks the server at wsURL+OriginPath: in
// JavaScript it costs the web build a third of what it does in Go.
func askOrigin(ctx context.Context, wsURL string) error {
	host := askPage(ctx, "orbisRefusedOrigin", wsURL, OriginPath)
	if host.Type() != js.TypeString || host.String() == "" {
		return nil
	}
	return &OriginRefused{Host: host.String()}
}

// askPage calls a function of the page's script (loader.js) that answers
// with a promise, and waits for its answer: undefined when the page has
// no such function, or ctx ends first.
func askPage(ctx context.Context, name string, args ...any) js.Value {
	ask := js.Global().Get(name)
	if ask.Type() != js.TypeFunction {
		return js.Undefined()
	}
	answered := make(chan js.Value, 1)
	var then js.Func
	then = js.FuncOf(func(_ js.Value, args []js.Value) any {
		answered <- args[0]
		go then.Release() // once it has returned
		return nil
	})
	ask.Invoke(args...).Call("then", then)
	select {
	case answer := <-answered:
		return answer
	case <-ctx.Done():
		return js.Undefined()
	}
}
