//go:build linux

package server

import (
	"context"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"syscall"
	"testing"

	"orbis/game/online"
)

// TestWebSocketSendBufferIsSmall: a WebSocket's connection gets a small,
// fixed kernel send buffer (Linux reports it doubled), so that what waits
// for a slow client waits in its queue, which is bounded and counted.
func TestWebSocketSendBufferIsSmall(t *testing.T) {
	srv, err := New(Config{Games: []online.Ruleset{bulkyGame{}}, Store: NewMemoryStore(), Logger: slog.New(&logBook{})})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	client, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	sc, err := ln.Accept()
	if err != nil {
		t.Fatal(err)
	}
	defer sc.Close()
	tc := &trackedConn{Conn: sc, lim: srv.lim, key: "127.0.0.1"}
	req := httptest.NewRequestWithContext(context.WithValue(t.Context(), trackedKey{}, tc), "GET", "/ws", nil)
	req.RemoteAddr = client.LocalAddr().String()
	before, during := sendBuffer(t, sc), 0
	srv.limitWS(func(_ http.ResponseWriter, _ *http.Request, done func()) { during = sendBuffer(t, sc); done() }).ServeHTTP(httptest.NewRecorder(), req)
	if during != 2*wsSendBuffer {
		t.Errorf("a WebSocket's send buffer is %d bytes (%d before), want %d", during, before, 2*wsSendBuffer)
	}
}

func sendBuffer(t *testing.T, c net.Conn) int {
	t.Helper()
	raw, err := c.(*net.TCPConn).SyscallConn()
	if err != nil {
		t.Fatal(err)
	}
	var n int
	var serr error
	if err := raw.Control(func(fd uintptr) { n, serr = syscall.GetsockoptInt(int(fd), syscall.SOL_SOCKET, syscall.SO_SNDBUF) }); err != nil || serr != nil {
		t.Fatal(err, serr)
	}
	return n
}
