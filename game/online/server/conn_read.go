package server

import (
	"context"
	"io"
	"sync"

	"github.com/coder/websocket"
)

// messageBuffers hold a client's message while it is served: the message
// is decoded into strings of its own, so its buffer serves the next one.
// coder/websocket's Read allocated one for every message, 512 bytes and
// up: a twentieth of a loaded server's allocations.
var messageBuffers = sync.Pool{New: func() any { b := make([]byte, 0, 512); return &b }}

// maxKeptMessageBuffer is the largest buffer kept for another message: a
// rare long one (a chat, a profile's request) is not held on to.
const maxKeptMessageBuffer = 4 << 10

// readMessage reads the client's next message into a buffer of
// messageBuffers; release gives it back once the message is served.
func (c *conn) readMessage(ctx context.Context) (typ websocket.MessageType, data []byte, release func(), err error) {
	typ, r, err := c.ws.Reader(ctx)
	if err != nil {
		return 0, nil, nil, err
	}
	buf := messageBuffers.Get().(*[]byte)
	data, err = appendAll((*buf)[:0], r)
	release = func() {
		if cap(data) <= maxKeptMessageBuffer {
			*buf = data[:0]
			messageBuffers.Put(buf)
		}
	}
	if err != nil {
		release()
		return 0, nil, nil, err
	}
	return typ, data, release, nil
}

// appendAll appends what r reads until it ends, as io.ReadAll does.
func appendAll(b []byte, r io.Reader) ([]byte, error) {
	for {
		if len(b) == cap(b) {
			b = append(b, 0)[:len(b)]
		}
		n, err := r.Read(b[len(b):cap(b)])
		b = b[:len(b)+n]
		if err == io.EOF {
			return b, nil
		}
		if err != nil {
			return b, err
		}
	}
}
