package online

import "context"

// socket is a WebSocket as the client uses it: whole text messages each
// way. The desktop's is coder/websocket's; the browser's is its own
// WebSocket object, since coder/websocket's wasm side brings net/http with
// it, which the web build's size cannot afford.
type socket interface {
	Read(ctx context.Context) ([]byte, error)
	Write(ctx context.Context, data []byte) error
	// Close ends the connection at once.
	Close()
}
