package server

import (
	"bytes"
	"context"
	"runtime"
	"testing"
	"time"

	"github.com/coder/websocket"

	"orbis/game/online"
)

// connGoroutines counts the goroutines running a connection's code other
// than its reader (which serves the connection's HTTP request).
func connGoroutines() int {
	buf := make([]byte, 1<<20)
	for {
		n := runtime.Stack(buf, true)
		if n < len(buf) {
			buf = buf[:n]
			break
		}
		buf = make([]byte, 2*len(buf))
	}
	count := 0
	for g := range bytes.SplitSeq(buf, []byte("\n\n")) {
		if bytes.Contains(g, []byte("online/server.(*conn).")) && !bytes.Contains(g, []byte("online/server.(*conn).reader")) {
			count++
		}
	}
	return count
}

// TestAnIdleConnectionHoldsOnlyItsReader: a connection with nothing to
// write holds no goroutine but the one reading it (a writer's or a
// pinger's stack for each of 10,000 connections was a sixth of a server's
// memory); what comes to it is written all the same, in order.
func TestAnIdleConnectionHoldsOnlyItsReader(t *testing.T) {
	ts := startServer(t, NewMemoryStore(), &tally{goal: 1000})
	host := dialClient(t, ts)
	code, _ := host.create("tally", "human", "human")
	guest := dialClient(t, ts)
	guest.join(code)
	for step := range 3 {
		host.send(online.Message{Type: online.TypeAct, Step: step * 2, Actions: []string{"add 1"}})
		guest.await(online.TypeStep, stepAt(step*2+1))
		guest.send(online.Message{Type: online.TypeAct, Step: step*2 + 1, Actions: []string{"add 1"}})
		host.await(online.TypeStep, stepAt(step*2+2))
	}
	deadline := time.Now().Add(safetyNet)
	for n := connGoroutines(); n > 0; n = connGoroutines() {
		if time.Now().After(deadline) {
			t.Fatalf("%d goroutines of two idle connections besides their readers", n)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestPingsGoOnWhilePongsCome: a client that answers the server's pings
// is pinged again and again and stays.
func TestPingsGoOnWhilePongsCome(t *testing.T) {
	t.Parallel()
	short := 10 * time.Millisecond
	_, addr, _ := limitServer(t, ConnLimits{PingEvery: short, PongWait: time.Minute})
	pinged := make(chan struct{}, 100)
	ws, status, why := dialWS(t, addr, "127.0.0.1", &websocket.DialOptions{OnPingReceived: func(context.Context, []byte) bool {
		select {
		case pinged <- struct{}{}:
		default:
		}
		return true
	}})
	if ws == nil {
		t.Fatalf("refused: %d %q", status, why)
	}
	// The client's reader takes the pings in and answers them.
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	read := make(chan error, 1)
	go func() {
		_, _, err := ws.Read(ctx)
		read <- err
	}()
	for i := range 5 {
		select {
		case <-pinged:
		case err := <-read:
			t.Fatalf("closed after %d pings: %v", i, err)
		case <-time.After(safetyNet):
			t.Fatalf("only %d pings came", i)
		}
	}
}
