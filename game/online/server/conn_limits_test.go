package server

import (
	"bufio"
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"orbis/game/online"
)

// bulkyGame is a game for tests of the connections: seat 0 plays any
// action, for ever, and every step shows the whole table again (a state
// of bulkyPad bytes and more), as a revealing step of a real game does;
// tally (tally_test.go) takes turns and shows little.
type bulkyGame struct{}

const bulkyPad = 8 << 10

type bulkyRecord struct {
	Seats   int      `json:"seats"`
	Actions []string `json:"actions"`
	Pad     string   `json:"pad"`
}

func (bulkyGame) ID() string                                { return "bulky" }
func (bulkyGame) Seats() (int, int)                         { return 2, 2 }
func (bulkyGame) ValidLevel(string) bool                    { return false }
func (g bulkyGame) OpenView(v []byte) (online.Match, error) { return g.Open(v) }
func (bulkyGame) Deal(seats []online.SeatInfo, _ uint64) ([]byte, error) {
	return json.Marshal(bulkyRecord{Seats: len(seats), Actions: []string{}, Pad: strings.Repeat("·", bulkyPad/2)})
}
func (bulkyGame) Open(data []byte) (online.Match, error) {
	var r bulkyRecord
	if err := json.Unmarshal(data, &r); err != nil {
		return nil, fmt.Errorf("bulky: %w: %w", online.ErrBadRecord, err)
	}
	return &bulkyMatch{r}, nil
}

type bulkyMatch struct{ r bulkyRecord }

func (m *bulkyMatch) Players() int             { return m.r.Seats }
func (m *bulkyMatch) ToAct() int               { return 0 }
func (m *bulkyMatch) Over() bool               { return false }
func (m *bulkyMatch) Steps() int               { return len(m.r.Actions) }
func (m *bulkyMatch) Reveals(online.Step) bool { return true }
func (m *bulkyMatch) Legal() []string          { return []string{"x"} }
func (m *bulkyMatch) Scores() []int            { return make([]int, m.r.Seats) }
func (m *bulkyMatch) Record() ([]byte, error)  { return json.Marshal(m.r) }
func (m *bulkyMatch) View() ([]byte, error)    { return json.Marshal(m.r) }
func (m *bulkyMatch) Follow(st online.Step) error {
	m.r.Actions = append(m.r.Actions, st.Action)
	return nil
}
func (m *bulkyMatch) Shared(int) bool            { return true }
func (m *bulkyMatch) AtOnce() bool               { return false }
func (m *bulkyMatch) Acting(buf []int) []int     { return append(buf, 0) }
func (m *bulkyMatch) Moved(from, _ int) bool     { return from < m.Steps() }
func (m *bulkyMatch) LegalFor(seat int) []string { return seatBySeatLegal(m, seat) }
func (m *bulkyMatch) Decide(context.Context, int, string, uint64) ([]string, error) {
	return []string{"x"}, nil
}
func (m *bulkyMatch) History(from int) []online.Step {
	var out []online.Step
	for _, a := range m.r.Actions[min(from, len(m.r.Actions)):] {
		out = append(out, online.Step{Seat: 0, Action: a})
	}
	return out
}
func (m *bulkyMatch) Play(seat int, actions []string) ([]online.Step, error) {
	if seat != 0 {
		return nil, online.ErrNotToAct
	}
	from := len(m.r.Actions)
	m.r.Actions = append(m.r.Actions, actions...)
	return m.History(from), nil
}

// logBook keeps the log's records, for tests that look for one.
type logBook struct {
	mu   sync.Mutex
	recs []loggedRecord
}

type loggedRecord struct {
	level slog.Level
	msg   string
	attrs map[string]any
}

func (b *logBook) Enabled(context.Context, slog.Level) bool { return true }
func (b *logBook) WithAttrs([]slog.Attr) slog.Handler       { return b }
func (b *logBook) WithGroup(string) slog.Handler            { return b }
func (b *logBook) Handle(_ context.Context, r slog.Record) error {
	rec := loggedRecord{level: r.Level, msg: r.Message, attrs: map[string]any{}}
	r.Attrs(func(a slog.Attr) bool { rec.attrs[a.Key] = a.Value.Any(); return true })
	b.mu.Lock()
	b.recs = append(b.recs, rec)
	b.mu.Unlock()
	return nil
}

// find returns the records whose message starts with msg.
func (b *logBook) find(msg string) []loggedRecord {
	b.mu.Lock()
	defer b.mu.Unlock()
	var out []loggedRecord
	for _, r := range b.recs {
		if strings.HasPrefix(r.msg, msg) {
			out = append(out, r)
		}
	}
	return out
}

// waitFor waits until a record whose message starts with msg is logged.
func (b *logBook) waitFor(t *testing.T, msg string) loggedRecord {
	t.Helper()
	for end := time.Now().Add(safetyNet); time.Now().Before(end); time.Sleep(5 * time.Millisecond) {
		if recs := b.find(msg); len(recs) > 0 {
			return recs[0]
		}
	}
	t.Fatalf("no %q in the log", msg)
	return loggedRecord{}
}

// limitServer serves a server of the connection limits on 127.0.0.1 until
// the test ends, and returns it with its address and its log.
func limitServer(t *testing.T, lim ConnLimits) (*Server, string, *logBook) {
	t.Helper()
	book := &logBook{}
	srv, err := New(Config{Games: []online.Ruleset{bulkyGame{}}, Store: NewMemoryStore(), Logger: slog.New(book),
		MessagesPerSecond: 1 << 20, Conns: lim})
	if err != nil {
		t.Fatal(err)
	}
	return srv, serveOnLoopback(t, srv), book
}

// serveOnLoopback serves a server through Serve, whose listener counts
// the connections (httptest would bypass it), until the test ends; it
// returns the address.
func serveOnLoopback(t *testing.T, srv *Server) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, stop := context.WithCancel(context.Background())
	served := make(chan struct{})
	go func() { _ = srv.Serve(ctx, ln, "", ""); close(served) }()
	t.Cleanup(func() { stop(); <-served })
	return ln.Addr().String()
}

// fromAddr is an HTTP client whose connections come from a local address
// of 127.0.0.0/8, and are never kept for another request.
func fromAddr(local string) *http.Client {
	d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(local)}}
	return &http.Client{Transport: &http.Transport{DialContext: d.DialContext, DisableKeepAlives: true}}
}

// dialWS opens a WebSocket from a local address; on a refusal it returns
// the HTTP status and the body's text.
func dialWS(t *testing.T, addr, local string, opts *websocket.DialOptions) (*websocket.Conn, int, string) {
	t.Helper()
	if opts == nil {
		opts = &websocket.DialOptions{}
	}
	opts.HTTPClient = fromAddr(local)
	ctx, cancel := context.WithTimeout(context.Background(), safetyNet)
	defer cancel()
	ws, resp, err := websocket.Dial(ctx, "ws://"+addr+"/ws", opts)
	if err == nil {
		t.Cleanup(func() { _ = ws.CloseNow() })
		return ws, http.StatusSwitchingProtocols, ""
	}
	if resp == nil {
		t.Fatalf("dialling from %s: %v", local, err)
	}
	body, _ := io.ReadAll(resp.Body)
	return nil, resp.StatusCode, string(body)
}

// conns is how many connections the server counts for an address.
func (l *connLimiter) conns(key string) int {
	l.mu.Lock()
	defer l.mu.Unlock()
	if a := l.byAddr[key]; a != nil {
		return a.n
	}
	return 0
}

// waitConns waits until the server counts n connections of an address.
func waitConns(t *testing.T, srv *Server, key string, n int) {
	t.Helper()
	for end := time.Now().Add(safetyNet); time.Now().Before(end); time.Sleep(5 * time.Millisecond) {
		if srv.lim.conns(key) == n {
			return
		}
	}
	t.Fatalf("%s: %d connections counted, want %d", key, srv.lim.conns(key), n)
}

// haveSecondLoopback skips a test where 127.0.0.2 cannot be bound (only
// Linux routes all of 127.0.0.0/8 to the loopback).
func haveSecondLoopback(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.2:0")
	if err != nil {
		t.Skipf("no second loopback address: %v", err)
	}
	_ = ln.Close()
}

// TestConnsPerAddress: an address's connection past its bound is refused
// with why, before the upgrade for a WebSocket and for plain HTTP alike,
// another address is not, and a place freed is taken again.
func TestConnsPerAddress(t *testing.T) {
	haveSecondLoopback(t)
	srv, addr, book := limitServer(t, ConnLimits{PerAddr: 2})
	first, _, _ := dialWS(t, addr, "127.0.0.1", nil)
	if first == nil {
		t.Fatal("the first WebSocket was refused")
	}
	if ws, _, _ := dialWS(t, addr, "127.0.0.1", nil); ws == nil {
		t.Fatal("the second WebSocket was refused")
	}
	ws, status, why := dialWS(t, addr, "127.0.0.1", nil)
	if ws != nil || status != http.StatusTooManyRequests || !strings.Contains(why, "too many connections from your address") {
		t.Fatalf("the third WebSocket: %d %q, want 429 and why", status, why)
	}
	resp, err := fromAddr("127.0.0.1").Get("http://" + addr + "/healthz")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	_ = resp.Body.Close()
	if resp.StatusCode != http.StatusTooManyRequests || !strings.Contains(string(body), "too many connections") {
		t.Errorf("a third HTTP connection: %d %q, want 429 and why", resp.StatusCode, body)
	}
	if ws, status, why := dialWS(t, addr, "127.0.0.2", nil); ws == nil {
		t.Errorf("another address was refused: %d %q", status, why)
	}
	if recs := book.find("connection refused"); len(recs) == 0 || recs[0].level != slog.LevelWarn {
		t.Errorf("the refusal is not logged at Warn: %+v", recs)
	}
	_ = first.CloseNow()
	waitConns(t, srv, "127.0.0.1", 1)
	if ws, status, why := dialWS(t, addr, "127.0.0.1", nil); ws == nil {
		t.Errorf("after one closed, a WebSocket was refused: %d %q", status, why)
	}
}

// TestConnsInAll: past the server's bound any address is refused, with a
// 503 that says the server is full.
func TestConnsInAll(t *testing.T) {
	haveSecondLoopback(t)
	_, addr, _ := limitServer(t, ConnLimits{Max: 2, PerAddr: 10})
	for i := range 2 {
		if ws, status, why := dialWS(t, addr, "127.0.0.1", nil); ws == nil {
			t.Fatalf("WebSocket %d refused: %d %q", i+1, status, why)
		}
	}
	ws, status, why := dialWS(t, addr, "127.0.0.2", nil)
	if ws != nil || status != http.StatusServiceUnavailable || !strings.Contains(why, "the server is full") {
		t.Fatalf("the third WebSocket: %d %q, want 503 and why", status, why)
	}
}

// TestIdleKeepAliveMakesRoom: at an address's bound, its idle keep-alive
// connection is closed to let a new one in rather than the new one refused.
func TestIdleKeepAliveMakesRoom(t *testing.T) {
	srv, addr, _ := limitServer(t, ConnLimits{PerAddr: 2})
	if ws, _, _ := dialWS(t, addr, "127.0.0.1", nil); ws == nil {
		t.Fatal("the first WebSocket was refused")
	}
	idle, rd := keepAlive(t, addr)
	waitIdle(t, srv, 1)
	if ws, status, why := dialWS(t, addr, "127.0.0.1", nil); ws == nil {
		t.Fatalf("refused while a keep-alive connection idled: %d %q", status, why)
	}
	waitClosed(t, idle, rd)
}

// waitIdle waits until the server counts n keep-alive connections idle:
// the client reads its answer before the server marks the connection idle.
func waitIdle(t *testing.T, srv *Server, n int) {
	t.Helper()
	for give := time.Now().Add(safetyNet); ; time.Sleep(time.Millisecond) {
		srv.lim.mu.Lock()
		idle := len(srv.lim.idle)
		srv.lim.mu.Unlock()
		if idle >= n {
			return
		}
		if time.Now().After(give) {
			t.Fatalf("%d keep-alive connections idle, want %d", idle, n)
		}
	}
}

// keepAlive opens a connection, makes one request on it and leaves it
// open, idle.
func keepAlive(t *testing.T, addr string) (net.Conn, *bufio.Reader) {
	t.Helper()
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = c.Close() })
	if _, err := fmt.Fprintf(c, "GET /healthz HTTP/1.1\r\nHost: %s\r\n\r\n", addr); err != nil {
		t.Fatal(err)
	}
	rd := bufio.NewReader(c)
	resp, err := http.ReadResponse(rd, nil)
	if err != nil {
		t.Fatal(err)
	}
	_, _ = io.Copy(io.Discard, resp.Body)
	_ = resp.Body.Close()
	if resp.StatusCode != http.StatusOK || resp.Close {
		t.Fatalf("the request: %d, close %v; want 200 and the connection kept", resp.StatusCode, resp.Close)
	}
	return c, rd
}

// waitClosed waits for the server to close a connection.
func waitClosed(t *testing.T, c net.Conn, rd *bufio.Reader) {
	t.Helper()
	_ = c.SetReadDeadline(time.Now().Add(safetyNet))
	if _, err := rd.ReadByte(); err == nil || errors.Is(err, context.DeadlineExceeded) || isTimeout(err) {
		t.Fatalf("the connection is still open: %v", err)
	}
}

func isTimeout(err error) bool {
	var ne net.Error
	return errors.As(err, &ne) && ne.Timeout()
}

// TestIdleKeepAliveClosed: a keep-alive connection idle past the idle
// timeout is closed by the server.
func TestIdleKeepAliveClosed(t *testing.T) {
	_, addr, _ := limitServer(t, ConnLimits{IdleTimeout: 50 * time.Millisecond})
	c, rd := keepAlive(t, addr)
	waitClosed(t, c, rd)
}

// TestWebSocketOutlivesHTTPTimeouts: the HTTP server's read, write and
// idle timeouts do not cut a WebSocket (the upgrade clears the deadlines),
// which lives on while it answers the pings.
func TestWebSocketOutlivesHTTPTimeouts(t *testing.T) {
	short := 30 * time.Millisecond
	_, addr, _ := limitServer(t, ConnLimits{IdleTimeout: short, ReadTimeout: short, WriteTimeout: short, PingEvery: short, PongWait: safetyNet})
	pings := make(chan struct{}, 100)
	ws, status, why := dialWS(t, addr, "127.0.0.1", &websocket.DialOptions{OnPingReceived: func(context.Context, []byte) bool {
		pings <- struct{}{}
		return true
	}})
	if ws == nil {
		t.Fatalf("refused: %d %q", status, why)
	}
	msgs := make(chan []byte, 10)
	go func() {
		for {
			_, data, err := ws.Read(context.Background())
			if err != nil {
				close(msgs)
				return
			}
			msgs <- data
		}
	}()
	// A keep-alive connection opened after the WebSocket and closed for
	// idling: the timeouts have run out for the WebSocket too.
	c, rd := keepAlive(t, addr)
	waitClosed(t, c, rd)
	for i := range 3 {
		select {
		case <-pings:
		case <-time.After(safetyNet):
			t.Fatalf("ping %d never came", i+1)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), safetyNet)
	defer cancel()
	req, _ := online.Encode(online.Message{Type: online.TypePing, Seq: 7})
	if err := ws.Write(ctx, websocket.MessageText, req); err != nil {
		t.Fatalf("the WebSocket was cut: %v", err)
	}
	data, ok := <-msgs
	if !ok || !strings.Contains(string(data), `"pong"`) {
		t.Fatalf("no pong: %q (open %v)", data, ok)
	}
}

// TestPingWithoutPongCloses: a client that does not answer the server's
// ping is closed.
func TestPingWithoutPongCloses(t *testing.T) {
	short := 20 * time.Millisecond
	_, addr, _ := limitServer(t, ConnLimits{PingEvery: short, PongWait: short})
	pinged := make(chan struct{}, 100)
	ws, status, why := dialWS(t, addr, "127.0.0.1", &websocket.DialOptions{OnPingReceived: func(context.Context, []byte) bool {
		pinged <- struct{}{}
		return false // no pong
	}})
	if ws == nil {
		t.Fatalf("refused: %d %q", status, why)
	}
	ctx, cancel := context.WithTimeout(context.Background(), safetyNet)
	defer cancel()
	_, _, err := ws.Read(ctx)
	if err == nil || ctx.Err() != nil {
		t.Fatalf("still open: %v", err)
	}
	select {
	case <-pinged:
	default:
		t.Fatalf("closed without a ping first: %v", err)
	}
}

// TestSlowReaderDroppedByQueueBytes: a player who stops reading while
// the other plays on is dropped once its queue holds the bound in bytes,
// after little more than the bound went into the kernel for it (its send
// buffer is small), and no more than the bound ever waits for it; the
// player who reads plays on.
func TestSlowReaderDroppedByQueueBytes(t *testing.T) {
	const bound = 64 << 10
	_, addr, book := limitServer(t, ConnLimits{SendQueueBytes: bound})
	host, _, _ := dialWS(t, addr, "127.0.0.1", nil)
	if host == nil {
		t.Fatal("the host's WebSocket was refused")
	}
	ctx, cancel := context.WithTimeout(context.Background(), safetyNet)
	defer cancel()
	sendMsg := func(m online.Message) {
		t.Helper()
		data, _ := online.Encode(m)
		if err := host.Write(ctx, websocket.MessageText, data); err != nil {
			t.Fatal(err)
		}
	}
	// await reads the host's messages until one of a type that satisfies
	// ok, and returns it and how many bytes came meanwhile; on the way it
	// notes the tables that show the slow player in, then gone.
	slowIn, slowGone := false, false
	await := func(typ string, ok func(online.Message) bool) (online.Message, int) {
		t.Helper()
		n := 0
		for {
			_, data, err := host.Read(ctx)
			if err != nil {
				t.Fatalf("the host, who reads, was cut off: %v", err)
			}
			n += len(data)
			var m online.Message
			if err := json.Unmarshal(data, &m); err != nil {
				t.Fatal(err)
			}
			if m.Type == online.TypeRefused {
				t.Fatalf("refused: %+v", m)
			}
			if m.Type == online.TypeTable && len(m.Table) == 2 {
				slowGone = slowIn && !m.Table[1].Here
				slowIn = slowIn || m.Table[1].Here
			}
			if m.Type == typ && ok(m) {
				return m, n
			}
		}
	}
	any := func(online.Message) bool { return true }
	sendMsg(online.Message{Type: online.TypeCreate, Game: "bulky", Name: "Ann", Seats: []online.SeatInfo{{Name: "Ann", Kind: "human"}, {Kind: "open"}}})
	joined, _ := await(online.TypeJoined, any)

	// The slow player joins by hand and never reads again.
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	_ = c.(*net.TCPConn).SetReadBuffer(4 << 10)
	fmt.Fprintf(c, "GET /ws HTTP/1.1\r\nHost: %s\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"+
		"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n", addr)
	resp, err := http.ReadResponse(bufio.NewReader(c), nil)
	if err != nil || resp.StatusCode != http.StatusSwitchingProtocols {
		t.Fatalf("the upgrade: %v %v", resp, err)
	}
	join, _ := online.Encode(online.Message{Type: online.TypeJoin, Code: joined.Code, Name: "Bo"})
	if _, err := c.Write(clientFrame(join)); err != nil {
		t.Fatal(err)
	}
	await(online.TypeTable, func(online.Message) bool { return slowIn })

	// The host plays on; each step sends both a state of the whole table.
	sent := 0
	for step := 0; !slowGone; step++ {
		if step > 1000 {
			t.Fatalf("the slow player is still in after %d steps, %d bytes sent to each", step, sent)
		}
		sendMsg(online.Message{Type: online.TypeAct, Step: step, Actions: []string{"x"}})
		_, n := await(online.TypeState, func(m online.Message) bool { return m.Step == step+1 })
		sent += n
	}
	rec := book.waitFor(t, "client too slow")
	t.Logf("dropped after %d bytes sent to each: %v", sent, rec.attrs)
	peak, _ := rec.attrs["peak_bytes"].(int64)
	if peak <= 0 || peak > bound {
		t.Errorf("at most %d bytes waited for the slow player, want 1 to %d: %v", peak, bound, rec.attrs)
	}
	if n, _ := rec.attrs["queued"].(int64); n >= sendQueue {
		t.Errorf("dropped with %d messages waiting: the message bound bit, not the bytes", n)
	}
	if runtime.GOOS == "linux" && sent > 1<<20 {
		t.Errorf("%d bytes went to the slow player before it was dropped: the kernel took them, not the queue", sent)
	}
	sendMsg(online.Message{Type: online.TypePing, Seq: 99})
	await(online.TypePong, func(m online.Message) bool { return m.Seq == 99 })
}

// clientFrame is a masked text frame, as a client sends one.
func clientFrame(payload []byte) []byte {
	var f []byte
	switch n := len(payload); {
	case n < 126:
		f = []byte{0x81, 0x80 | byte(n)}
	default:
		f = []byte{0x81, 0x80 | 126, 0, 0}
		binary.BigEndian.PutUint16(f[2:], uint16(n))
	}
	f = append(f, 0, 0, 0, 0) // a mask of zeros leaves the payload as it is
	return append(f, payload...)
}

// TestATalkingClientIsNotPinged: a client whose messages keep coming is
// not pinged; once it falls silent for PingEvery, it is.
func TestATalkingClientIsNotPinged(t *testing.T) {
	every := 200 * time.Millisecond
	_, addr, _ := limitServer(t, ConnLimits{PingEvery: every, PongWait: safetyNet})
	pings := make(chan time.Time, 100)
	ws, status, why := dialWS(t, addr, "127.0.0.1", &websocket.DialOptions{OnPingReceived: func(context.Context, []byte) bool {
		pings <- time.Now()
		return true
	}})
	if ws == nil {
		t.Fatalf("refused: %d %q", status, why)
	}
	go func() { // pongs are answered by the reader
		for {
			if _, _, err := ws.Read(context.Background()); err != nil {
				return
			}
		}
	}()
	ctx, cancel := context.WithTimeout(context.Background(), safetyNet)
	defer cancel()
	req, _ := online.Encode(online.Message{Type: online.TypePing, Seq: 1})
	talked := time.Now()
	for time.Since(talked) < 5*every {
		if err := ws.Write(ctx, websocket.MessageText, req); err != nil {
			t.Fatalf("writing: %v", err)
		}
		time.Sleep(every / 10)
	}
	silent := time.Now()
	select {
	case at := <-pings:
		if at.Before(silent) {
			t.Fatalf("pinged %v into a talk of %v, a message every %v", at.Sub(talked), 5*every, every/10)
		}
	case <-time.After(safetyNet):
		t.Fatal("a silent client was never pinged")
	}
}
