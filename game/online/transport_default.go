//go:build !js

package online

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"runtime"
	"syscall"

	"github.com/coder/websocket"
)

type desktopSocket struct{ ws *websocket.Conn }

// dial opens a WebSocket to a server. Its error says why where it can: a
// *DialRefused (the server's status and words), ErrNothingListens or
// ErrNoSuchHost.
func dial(ctx context.Context, url string) (socket, error) {
	ws, resp, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		return nil, dialError(err, resp)
	}
	ws.SetReadLimit(MaxServerMessage)
	return desktopSocket{ws}, nil
}

// dialError tells why a dial failed, from its error and the answer it got.
func dialError(err error, resp *http.Response) error {
	var dns *net.DNSError
	switch {
	case resp != nil && resp.StatusCode != http.StatusSwitchingProtocols:
		// Refused before the upgrade (too many connections, a full server,
		// not a game server at all): the status and the server's words.
		body, _ := io.ReadAll(io.LimitReader(resp.Body, maxRefusalText))
		return dialRefused(resp.StatusCode, body)
	case connRefused(err):
		return fmt.Errorf("%w: %w", ErrNothingListens, err)
	case errors.As(err, &dns) && dns.IsNotFound:
		return fmt.Errorf("%w: %w", ErrNoSuchHost, err)
	}
	return err
}

// connRefused reports whether a dial found the host but nothing listening
// on its port (Windows says so with its own number, WSAECONNREFUSED).
func connRefused(err error) bool {
	var errno syscall.Errno
	return errors.As(err, &errno) && (errno == syscall.ECONNREFUSED || runtime.GOOS == "windows" && errno == 10061)
}

// closeStatus is the WebSocket close status a read's error carries; -1
// for a connection that ended without one.
func closeStatus(err error) int { return int(websocket.CloseStatus(err)) }

func (s desktopSocket) Read(ctx context.Context) ([]byte, error) {
	_, data, err := s.ws.Read(ctx)
	return data, err
}

func (s desktopSocket) Write(ctx context.Context, data []byte) error {
	return s.ws.Write(ctx, websocket.MessageText, data)
}

func (s desktopSocket) Close() { _ = s.ws.CloseNow() }
