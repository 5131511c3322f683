//go:build js

package online

import (
	"context"
	"encoding/json"
	"errors"
	"net/url"
	"syscall/js"
)

// askOrigin asks the page's own server, once a WebSocket to it failed to
// open, whether it refused the page's origin (the browser hides a refused
// upgrade's answer from the page): an *OriginRefused when it did, nil
// when it did not, could not say, or wsURL is another site's (whose
// answer this page may not read).
func askOrigin(ctx context.Context, wsURL string) error {
	page := js.Global().Get("location").Get("origin")
	u, err := url.Parse(wsURL)
	if err != nil || page.Type() != js.TypeString {
		return nil
	}
	scheme := map[string]string{"ws": "http:", "wss": "https:"}[u.Scheme]
	if scheme == "" || scheme+"//"+u.Host != page.String() {
		return nil
	}
	check := page.String() + u.EscapedPath() + OriginPath + "?origin=" + url.QueryEscape(page.String())
	response, err := await(ctx, js.Global().Call("fetch", check, map[string]any{"cache": "no-store"}))
	if err != nil || !response.Get("ok").Bool() {
		return nil
	}
	text, err := await(ctx, response.Call("text"))
	if err != nil {
		return nil
	}
	var status OriginStatus
	if json.Unmarshal([]byte(text.String()), &status) != nil || status.Allowed || status.Host == "" {
		return nil
	}
	return &OriginRefused{Host: status.Host}
}

// await waits for a promise to settle. Its callbacks are released once it
// has: a promise left behind by ctx still finds them.
func await(ctx context.Context, promise js.Value) (js.Value, error) {
	type settled struct {
		v   js.Value
		err error
	}
	done := make(chan settled, 1)
	var then, fail js.Func
	release := func() { then.Release(); fail.Release() }
	then = js.FuncOf(func(_ js.Value, args []js.Value) any {
		done <- settled{v: args[0]}
		go release()
		return nil
	})
	fail = js.FuncOf(func(_ js.Value, args []js.Value) any {
		done <- settled{err: errors.New(js.Global().Get("String").Invoke(args[0]).String())}
		go release()
		return nil
	})
	promise.Call("then", then, fail)
	select {
	case s := <-done:
		return s.v, s.err
	case <-ctx.Done():
		return js.Undefined(), ctx.Err()
	}
}
