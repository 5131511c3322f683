package server

import (
	"bufio"
	"bytes"
	"context"
	"encoding/binary"
	"fmt"
	"net"
	"net/http"
	"runtime"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"

	"orbis/game/online"
)

// rawHandshake is a WebSocket upgrade as a client sends it, byte for byte.
const rawHandshake = "GET /ws HTTP/1.1\r\nHost: orbis.test\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n" +
	"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"

// dialRaw opens a WebSocket by hand: the upgrade, then early (frames sent
// in the same write, right behind it), and returns the connection once
// the server has switched protocols, with what it read past the answer's
// head. The client side holds no buffers or goroutines, so that what a
// connection costs the process is the server's.
func dialRaw(t *testing.T, addr string, early []byte) (net.Conn, *bufio.Reader) {
	t.Helper()
	nc, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = nc.Close() })
	_ = nc.SetDeadline(time.Now().Add(safetyNet))
	if _, err := nc.Write(append([]byte(rawHandshake), early...)); err != nil {
		t.Fatal(err)
	}
	br := bufio.NewReaderSize(nc, 64)
	resp, err := http.ReadResponse(br, nil)
	if err != nil {
		t.Fatalf("reading the upgrade's answer: %v", err)
	}
	if resp.StatusCode != http.StatusSwitchingProtocols {
		t.Fatalf("upgrade answered %s", resp.Status)
	}
	_ = nc.SetDeadline(time.Time{})
	return nc, br
}

// readServerFrame reads one unmasked frame's payload.
func readServerFrame(t *testing.T, nc net.Conn, br *bufio.Reader) []byte {
	t.Helper()
	_ = nc.SetReadDeadline(time.Now().Add(safetyNet))
	head := make([]byte, 2)
	if _, err := br.Read(head[:1]); err != nil {
		t.Fatalf("reading a frame: %v", err)
	}
	if _, err := br.Read(head[1:]); err != nil {
		t.Fatalf("reading a frame: %v", err)
	}
	n := int(head[1] & 0x7f)
	switch n {
	case 126:
		ext := make([]byte, 2)
		if _, err := fullRead(br, ext); err != nil {
			t.Fatal(err)
		}
		n = int(binary.BigEndian.Uint16(ext))
	case 127:
		ext := make([]byte, 8)
		if _, err := fullRead(br, ext); err != nil {
			t.Fatal(err)
		}
		n = int(binary.BigEndian.Uint64(ext))
	}
	payload := make([]byte, n)
	if _, err := fullRead(br, payload); err != nil {
		t.Fatalf("reading a frame's %d bytes: %v", n, err)
	}
	return payload
}

func fullRead(br *bufio.Reader, p []byte) (int, error) {
	got := 0
	for got < len(p) {
		n, err := br.Read(p[got:])
		got += n
		if err != nil {
			return got, err
		}
	}
	return got, nil
}

// TestAFrameRightBehindTheUpgradeIsRead: a client may send its first
// message in the same packet as its upgrade; the server, which reads the
// upgrade through net/http's buffer and the WebSocket through its own,
// loses none of it.
func TestAFrameRightBehindTheUpgradeIsRead(t *testing.T) {
	t.Parallel()
	_, addr, _ := limitServer(t, ConnLimits{})
	ping := fmt.Appendf(nil, `{"v":%d,"type":"ping","seq":7}`, online.Version)
	nc, br := dialRaw(t, addr, append(clientFrame(ping), clientFrame(ping)...))
	for range 2 {
		m, err := online.DecodeResponse(readServerFrame(t, nc, br))
		if err != nil || m.Type != online.TypePong || m.Seq != 7 {
			t.Fatalf("got %+v (%v), want the pong of seq 7", m, err)
		}
	}
}

// What an idle WebSocket may hold in the process: on the heap
// (6.6 KiB measured), coder/websocket's Conn (1.5 KiB with its locks,
// message reader and writer), the server's conn (0.7 KiB), buffers of
// wsReadBuffer and wsWriteBuffer bytes, a context, its timers and the TCP
// connection of both ends (2 KiB); and on the stack its reader's
// goroutine, which only reads (4 KiB). Before, net/http's 4 KiB reader
// and writer, its request and contexts, kept by a handler that never
// returned, and its serving goroutine's stack, grown to 8 KiB and more,
// made 25.7 KiB.
const (
	idleConnHeap  = 10 << 10
	idleConnStack = 6 << 10
)

// TestAnIdleConnectionIsSmall: what 400 idle WebSockets that each served
// a request add to the process's heap and stacks, over 400, stays under
// idleConnHeap and idleConnStack.
func TestAnIdleConnectionIsSmall(t *testing.T) {
	srv, addr, _ := limitServer(t, ConnLimits{Max: -1, PerAddr: -1})
	const n = 400
	openConns := func() int {
		srv.mu.Lock()
		defer srv.mu.Unlock()
		return srv.conns
	}
	settle := func(want int) {
		deadline := time.Now().Add(safetyNet)
		for openConns() != want {
			if time.Now().After(deadline) {
				t.Fatalf("%d connections open, want %d", openConns(), want)
			}
			time.Sleep(5 * time.Millisecond)
		}
	}
	used := func() (heap, stack uint64) {
		var ms runtime.MemStats
		for range 2 {
			runtime.GC()
		}
		runtime.ReadMemStats(&ms)
		return ms.HeapAlloc, ms.StackInuse
	}
	ping := fmt.Appendf(nil, `{"v":%d,"type":"ping","seq":1}`, online.Version)
	// A first connection warms the server's pools and its goroutines up.
	warm, br := dialRaw(t, addr, clientFrame(ping))
	readServerFrame(t, warm, br)
	_ = warm.Close()
	settle(0)
	heap0, stack0 := used()
	conns := make([]net.Conn, 0, n)
	for range n {
		nc, br := dialRaw(t, addr, clientFrame(ping))
		readServerFrame(t, nc, br) // its pong
		conns = append(conns, nc)
	}
	settle(n)
	heap1, stack1 := used()
	heap, stack := int64(heap1-heap0)/n, int64(stack1-stack0)/n
	t.Logf("%d bytes of heap and %d of stack a connection (%d connections)", heap, stack, len(conns))
	if heap > idleConnHeap {
		t.Errorf("an idle connection holds %d bytes of heap, at most %d", heap, idleConnHeap)
	}
	if stack > idleConnStack && !raceDetector {
		t.Errorf("an idle connection holds %d bytes of stack, at most %d", stack, idleConnStack)
	}
}

// countedConn counts its writes.
type countedConn struct {
	net.Conn
	writes *atomic.Int64
}

func (c countedConn) Write(p []byte) (int, error) {
	c.writes.Add(1)
	return c.Conn.Write(p)
}

type countedListener struct {
	net.Listener
	writes *atomic.Int64
}

func (l countedListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	return countedConn{c, l.writes}, nil
}

// TestALongMessageGoesOutInTwoWrites: with the small write buffer, a
// message that fits goes out in one write to the connection, and a
// longer one (the table as a client joins) in two, however long.
func TestALongMessageGoesOutInTwoWrites(t *testing.T) {
	t.Parallel()
	var writes atomic.Int64
	sizes := []int{100, wsWriteBuffer - 20, 8 << 10, 256 << 10}
	counted := make(chan []int64, 1)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	hs := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ws, err := websocket.Accept(smallBuffers{w}, r, &websocket.AcceptOptions{CompressionMode: websocket.CompressionDisabled})
		if err != nil {
			t.Error(err)
			return
		}
		defer ws.CloseNow()
		var per []int64
		for _, n := range sizes {
			before := writes.Load()
			if err := ws.Write(t.Context(), websocket.MessageText, bytes.Repeat([]byte("x"), n)); err != nil {
				t.Error(err)
				return
			}
			per = append(per, writes.Load()-before)
		}
		counted <- per
		_, _, _ = ws.Read(t.Context()) // until the client goes
	})}
	go func() { _ = hs.Serve(countedListener{ln, &writes}) }()
	t.Cleanup(func() { _ = hs.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), safetyNet)
	defer cancel()
	client, _, err := websocket.Dial(ctx, "ws://"+ln.Addr().String()+"/", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer client.CloseNow()
	client.SetReadLimit(-1)
	for _, n := range sizes {
		if _, data, err := client.Read(ctx); err != nil || len(data) != n {
			t.Fatalf("read %d bytes (%v), want %d", len(data), err, n)
		}
	}
	per := <-counted
	for i, n := range sizes {
		want := int64(1)
		if n+14 > wsWriteBuffer { // past the buffer, with a frame's head
			want = 2
		}
		if per[i] != want {
			t.Errorf("a message of %d bytes took %d writes, want %d", n, per[i], want)
		}
	}
}
