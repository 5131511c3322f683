//go:build js

package online

import (
	"context"
	"errors"
	"fmt"
	"syscall/js"
)

// closedError is a connection that ended with a close event: its status.
type closedError struct{ code int }

func (e *closedError) Error() string { return fmt.Sprintf("%v (%d)", errClosed, e.code) }
func (e *closedError) Unwrap() error { return errClosed }

// closeStatus is the WebSocket close status a read's error carries; -1
// for a connection that ended without one.
func closeStatus(err error) int {
	var closed *closedError
	if errors.As(err, &closed) {
		return closed.code
	}
	return -1
}

// askRefusal asks, once a WebSocket failed to open, whether the page's own
// server refused it before the upgrade (too many connections from this
// address, a full server), which the browser hides from the page: a
// *DialRefused when it did, nil when it did not, could not say, or wsURL
// is another site's. The page's script asks (loader.js:
// orbisRefusedStatus), with a plain request to the same URL.
func askRefusal(ctx context.Context, wsURL string) error {
	answer := askPage(ctx, "orbisRefusedStatus", wsURL)
	if answer.Type() != js.TypeObject {
		return nil
	}
	return dialRefused(answer.Get("status").Int(), []byte(answer.Get("detail").String()))
}
