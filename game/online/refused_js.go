//go:build js

package online

import (
	"errors"
	"fmt"
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
