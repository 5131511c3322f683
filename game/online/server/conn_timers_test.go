package server

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"testing"
	"time"

	"github.com/coder/websocket"

	"orbis/game/online"
)

// stallSteps' states (bulkyPad bytes each) are more than the kernel holds
// for a client who does not read, and fewer than sendQueue messages.
const stallSteps = 100

// timedServer is limitServer with a connection's idle and write timeouts
// set before it serves.
func timedServer(t *testing.T, lim ConnLimits, idleAfter, writeWithin time.Duration) (*Server, string, *logBook) {
	t.Helper()
	book := &logBook{}
	srv, err := New(Config{Games: []online.Ruleset{bulkyGame{}}, Store: NewMemoryStore(), Logger: slog.New(book),
		MessagesPerSecond: 1 << 20, Conns: lim})
	if err != nil {
		t.Fatal(err)
	}
	srv.lim.idleAfter, srv.lim.writeWithin = idleAfter, writeWithin
	return srv, serveOnLoopback(t, srv), book
}

// TestASilentClientIsClosed: a WebSocket that sends nothing for the idle
// timeout is closed by the server (its connection's timer, not a context
// a read), and one that keeps talking is not, while it talks.
func TestASilentClientIsClosed(t *testing.T) {
	t.Parallel()
	_, addr, _ := timedServer(t, ConnLimits{}, time.Second, writeTimeout)
	talker, _, _ := dialWS(t, addr, "127.0.0.1", nil)
	silent, br := dialRaw(t, addr, nil)
	_ = silent.SetReadDeadline(time.Now().Add(safetyNet))
	closed := make(chan error, 1)
	go func() {
		_, err := br.ReadByte()
		closed <- err
	}()
	ctx, cancel := context.WithTimeout(context.Background(), safetyNet)
	defer cancel()
	ping, _ := online.Encode(online.Message{Type: online.TypePing, Seq: 1})
	for talked := 0; ; talked++ {
		select {
		case err := <-closed:
			var ne net.Error
			if !errors.Is(err, io.EOF) && !(errors.As(err, &ne) && !ne.Timeout()) {
				t.Fatalf("the silent client's connection: %v, want it closed", err)
			}
			if talked == 0 {
				t.Fatal("closed before the talker said anything")
			}
			return
		default:
		}
		if err := talker.Write(ctx, websocket.MessageText, ping); err != nil {
			t.Fatalf("the talker, after %d pings: %v", talked, err)
		}
		if _, _, err := talker.Read(ctx); err != nil {
			t.Fatalf("the talker, after %d pings: %v", talked, err)
		}
	}
}

// TestAStalledWriteDropsTheClient: a client that stops reading, its queue
// unbounded, is dropped once a message has waited the write timeout to
// go into its connection (its connection's timer, not a context a write),
// and the player who reads plays on.
func TestAStalledWriteDropsTheClient(t *testing.T) {
	t.Parallel()
	_, addr, book := timedServer(t, ConnLimits{SendQueueBytes: 1 << 30}, idleTimeout, 200*time.Millisecond)
	host, _, _ := dialWS(t, addr, "127.0.0.1", nil)
	host.SetReadLimit(online.MaxServerMessage)
	ctx, cancel := context.WithTimeout(context.Background(), safetyNet)
	defer cancel()
	send := func(m online.Message) {
		t.Helper()
		data, _ := online.Encode(m)
		if err := host.Write(ctx, websocket.MessageText, data); err != nil {
			t.Fatal(err)
		}
	}
	slowIn, slowGone := false, false
	await := func(ok func(online.Message) bool) online.Message {
		t.Helper()
		for {
			_, data, err := host.Read(ctx)
			if err != nil {
				t.Fatalf("the host, who reads, was cut off: %v", err)
			}
			m, err := online.DecodeResponse(data)
			if err != nil {
				t.Fatal(err)
			}
			if m.Type == online.TypeRefused {
				t.Fatalf("refused: %+v", m)
			}
			if m.Type == online.TypeTable && len(m.Table) == 2 {
				slowGone = slowIn && !m.Table[1].Here
				slowIn = slowIn || m.Table[1].Here
			}
			if ok(m) {
				return m
			}
		}
	}
	send(online.Message{Type: online.TypeCreate, Game: "bulky", Name: "Ann", Seats: []online.SeatInfo{{Name: "Ann", Kind: "human"}, {Kind: "open"}}})
	joined := await(func(m online.Message) bool { return m.Type == online.TypeJoined })

	// The slow player joins by hand and never reads again.
	join, _ := online.Encode(online.Message{Type: online.TypeJoin, Code: joined.Code, Name: "Bo"})
	slow, _ := dialRaw(t, addr, clientFrame(join))
	_ = slow.(*net.TCPConn).SetReadBuffer(4 << 10)
	await(func(online.Message) bool { return slowIn })
	// Enough steps to fill the kernel's buffers (the slow one's send buffer
	// is small), fewer than its queue's sendQueue messages: then the host
	// waits, and the write that cannot go on times out.
	for step := range stallSteps {
		send(online.Message{Type: online.TypeAct, Step: step, Actions: []string{"x"}})
		await(func(m online.Message) bool { return m.Type == online.TypeState && m.Step == step+1 })
	}
	if !slowGone { // it may have gone while the host played, under load
		await(func(online.Message) bool { return slowGone })
	}
	rec := book.waitFor(t, "client too slow")
	if rec.msg != "client too slow: a write timed out" {
		t.Fatalf("the slow player went as %q %v, want by the write timeout", rec.msg, rec.attrs)
	}
}

// TestAWebSocketCountsUntilItCloses: a client's WebSockets count for its
// address while they are open, though their handlers returned at once,
// and no longer once closed.
func TestAWebSocketCountsUntilItCloses(t *testing.T) {
	t.Parallel()
	trusted, _ := ParseTrustedProxies("127.0.0.9")
	srv, err := New(Config{Games: []online.Ruleset{bulkyGame{}}, Store: NewMemoryStore(), Logger: slog.New(slog.DiscardHandler),
		TrustedProxies: trusted, Conns: ConnLimits{PerAddr: 2}})
	if err != nil {
		t.Fatal(err)
	}
	addr := serveOnLoopback(t, srv)
	from := func() (*websocket.Conn, int) {
		ws, status, _ := dialWS(t, addr, "127.0.0.9", &websocket.DialOptions{HTTPHeader: http.Header{"X-Forwarded-For": {"198.51.100.7"}}})
		return ws, status
	}
	first, _ := from()
	if _, st := from(); st != http.StatusSwitchingProtocols {
		t.Fatalf("a second WebSocket: HTTP %d", st)
	}
	if _, st := from(); st != http.StatusTooManyRequests {
		t.Fatalf("a third WebSocket while two are open: HTTP %d, want %d", st, http.StatusTooManyRequests)
	}
	_ = first.Close(websocket.StatusNormalClosure, "")
	counted := func() int {
		srv.lim.mu.Lock()
		defer srv.lim.mu.Unlock()
		return srv.lim.ws["198.51.100.7"]
	}
	for deadline := time.Now().Add(safetyNet); counted() > 1; time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("%d WebSockets counted after one of two closed", counted())
		}
	}
	if _, st := from(); st != http.StatusSwitchingProtocols {
		t.Fatalf("a WebSocket after one closed: HTTP %d", st)
	}
}
