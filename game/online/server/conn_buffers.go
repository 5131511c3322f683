package server

import (
	"bufio"
	"bytes"
	"fmt"
	"net"
	"net/http"
)

// The buffers a WebSocket keeps for its life. net/http hands a hijacked
// connection over with its own 4 KiB reader and a new 4 KiB writer, which
// coder/websocket keeps: 80 MB at 10,000 connections that are idle most of
// the time. A client's messages are a few hundred bytes; a larger one is
// read past the buffer, straight into the message's. Of the server's, a
// step is under 512 bytes (Orbis' under 256); a longer message (the table
// as a client joins, 4 to 8 KiB) goes out in two writes, its head with
// the buffer and the rest straight from the message, never more.
const (
	wsReadBuffer  = 512
	wsWriteBuffer = 1 << 10
)

// smallBuffers is a ResponseWriter whose Hijack hands the connection over
// with small buffers. Any bytes net/http read past the upgrade (a client
// may send its first frames with it) wait in the new reader's buffer,
// where coder/websocket takes them from before it reads the connection
// (it resets the reader onto the connection).
type smallBuffers struct {
	http.ResponseWriter
}

func (w smallBuffers) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	nc, brw, err := http.NewResponseController(w.ResponseWriter).Hijack()
	if err != nil {
		return nil, nil, fmt.Errorf("hijacking the WebSocket's connection: %w", err)
	}
	br := bufio.NewReaderSize(nc, wsReadBuffer)
	if n := brw.Reader.Buffered(); n > 0 {
		// coder/websocket reads what its reader holds before the
		// connection: the early bytes go into the new reader's buffer.
		early, _ := brw.Reader.Peek(n)
		br = bufio.NewReaderSize(bytes.NewReader(early), max(wsReadBuffer, n))
		if _, err := br.Peek(n); err != nil {
			return nil, nil, fmt.Errorf("keeping the %d bytes read past the upgrade: %w", n, err)
		}
	}
	return nc, bufio.NewReadWriter(br, bufio.NewWriterSize(nc, wsWriteBuffer)), nil
}

// Unwrap lets http.ResponseController reach the writer under it.
func (w smallBuffers) Unwrap() http.ResponseWriter { return w.ResponseWriter }
