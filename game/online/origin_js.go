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
	ask := js.Global().Get("orbisRefusedOrigin")
	if ask.Type() != js.TypeFunction {
		return nil
	}
	answered := make(chan string, 1)
	var then js.Func
	then = js.FuncOf(func(_ js.Value, args []js.Value) any {
		answered <- args[0].String()
		go then.Release() // once it has returned
		return nil
	})
	ask.Invoke(wsURL, OriginPath).Call("then", then)
	select {
	case host := <-answered:
		if host == "" {
			return nil
		}
		return &OriginRefused{Host: host}
	case <-ctx.Done():
		return nil
	}
}
