//go:build !js

package cli

import (
	"context"
	"net"
	"net/http"
	"os/exec"
	"path/filepath"
	"sync"
	"syscall"
	"testing"
	"time"

	"orbis/game/online"
	"orbis/game/online/server"
)

// serverProcess is a real `orbis server` with its embedded NATS.
type serverProcess struct {
	t    *testing.T
	bin  string
	addr string
	data string
	cmd  *exec.Cmd
	logs *syncBuffer
}

type syncBuffer struct {
	mu  sync.Mutex
	buf []byte
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.buf = append(b.buf, p...)
	return len(p), nil
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return string(b.buf)
}

func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

func startServerProcess(t *testing.T) *serverProcess {
	t.Helper()
	p := &serverProcess{t: t, bin: orbisBinary(t), addr: freeAddr(t), data: filepath.Join(t.TempDir(), "data"), logs: &syncBuffer{}}
	p.start()
	t.Cleanup(func() {
		if p.cmd != nil && p.cmd.ProcessState == nil {
			_ = p.cmd.Process.Kill()
			_ = p.cmd.Wait()
		}
	})
	return p
}

// start runs the server and waits for its /healthz.
func (p *serverProcess) start() {
	p.t.Helper()
	p.cmd = exec.Command(p.bin, "server", "--addr", p.addr, "--data", p.data, "--log-level", "warn", "--join-rate", "600")
	p.cmd.Stdout, p.cmd.Stderr = p.logs, p.logs
	if err := p.cmd.Start(); err != nil {
		p.t.Fatal(err)
	}
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		resp, err := http.Get("http://" + p.addr + "/healthz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return
			}
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("the server does not answer /healthz: %v\n%s", err, p.logs.String())
		}
	}
}

// kill ends the server as a crash would.
func (p *serverProcess) kill() {
	_ = p.cmd.Process.Signal(syscall.SIGKILL)
	_ = p.cmd.Wait()
}

// stop ends the server as an operator does.
func (p *serverProcess) stop() {
	_ = p.cmd.Process.Signal(syscall.SIGTERM)
	done := make(chan struct{})
	go func() { _ = p.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(15 * time.Second):
		p.t.Errorf("the server did not stop on SIGTERM\n%s", p.logs.String())
		p.kill()
	}
}

// store opens the stopped server's storage, as the next server would.
func (p *serverProcess) store() server.Store {
	p.t.Helper()
	st, err := server.OpenNATS(context.Background(), server.NATSOptions{DataDir: p.data})
	if err != nil {
		p.t.Fatal(err)
	}
	p.t.Cleanup(func() { _ = st.Close() })
	return st
}

func (p *serverProcess) url() string { return "ws://" + p.addr + "/ws" }

// waitSteps waits until a client has seen n steps of its game.
func waitSteps(t *testing.T, c *online.Client, n int) {
	t.Helper()
	for deadline := time.Now().Add(time.Minute); ; time.Sleep(20 * time.Millisecond) {
		steps := 0
		c.With(func(m online.Match, _ []online.SeatState, _ int64) { steps = m.Steps() })
		if steps >= n {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the game stalled at step %d", steps)
		}
	}
}

// TestServerProcessPlaysWholeGames: a real server process with its embedded NATS;
// four headless clients play a whole game of each game; the records the
// server kept equal the games the clients saw, replayed locally.
func TestServerProcessPlaysWholeGames(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the server")
	}
	p := startServerProcess(t)
	codes := map[string]string{}
	var histories = map[string][][]online.Step{}
	for _, game := range []string{"orbis", "orbit"} {
		clients := seatTable(t, p.url(), game, 4)
		histories[game] = playOut(t, clients, "medium", nil)
		codes[game], _, _ = clients[0].Seat()
	}
	p.stop()
	st := p.store()
	for game, code := range codes {
		checkKept(t, st, code, game, histories[game])
	}
}

// TestServerKilledMidGame: SIGKILL the server mid-game and start it again
// on its data: the room resumes where it was, the clients come back by
// themselves, and the game ends as if nothing happened.
func TestServerKilledMidGame(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the server")
	}
	p := startServerProcess(t)
	clients := seatTable(t, p.url(), "orbis", 4)
	killedAt := 0
	histories := playOut(t, clients, "medium", func() {
		waitSteps(t, clients[0], 60)
		p.kill()
		clients[0].With(func(m online.Match, _ []online.SeatState, _ int64) { killedAt = m.Steps() })
		time.Sleep(300 * time.Millisecond)
		p.start()
	})
	for i, c := range clients {
		if c.Reconnects() == 0 {
			t.Fatalf("client %d never reconnected", i+1)
		}
	}
	code, _, _ := clients[0].Seat()
	p.stop()
	checkKept(t, p.store(), code, "orbis", histories)
	t.Logf("killed at step %d of %d; every client came back by itself", killedAt, len(histories[0]))
}

// flakyProxy stands between clients and a server: it delays every chunk
// and, while cutting, drops every connection every few hundred ms.
type flakyProxy struct {
	ln     net.Listener
	target string
	delay  time.Duration
	mu     sync.Mutex
	conns  map[net.Conn]bool
	cuts   int
}

func newFlakyProxy(t *testing.T, target string, delay time.Duration) *flakyProxy {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &flakyProxy{ln: ln, target: target, delay: delay, conns: map[net.Conn]bool{}}
	go p.accept()
	t.Cleanup(func() { ln.Close(); p.cutAll() })
	return p
}

func (p *flakyProxy) accept() {
	for {
		in, err := p.ln.Accept()
		if err != nil {
			return
		}
		out, err := net.Dial("tcp", p.target)
		if err != nil {
			in.Close()
			continue
		}
		p.mu.Lock()
		p.conns[in], p.conns[out] = true, true
		p.mu.Unlock()
		go p.pipe(in, out)
		go p.pipe(out, in)
	}
}

func (p *flakyProxy) pipe(from, to net.Conn) {
	buf := make([]byte, 32<<10)
	for {
		n, err := from.Read(buf)
		if n > 0 {
			time.Sleep(p.delay)
			if _, werr := to.Write(buf[:n]); werr != nil {
				break
			}
		}
		if err != nil {
			break
		}
	}
	from.Close()
	to.Close()
}

func (p *flakyProxy) cutAll() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for c := range p.conns {
		c.Close()
	}
	p.conns = map[net.Conn]bool{}
	p.cuts++
}

// TestDroppedAndDelayedConnections: every client's connection is slow
// (20 ms each way) and is cut again and again mid-game; the clients come
// back by themselves and the game ends the same for all.
func TestDroppedAndDelayedConnections(t *testing.T) {
	store, url := testServer(t, server.Config{JoinsPerMinute: 6000})
	target := url[len("ws://") : len(url)-len("/ws")]
	proxy := newFlakyProxy(t, target, 20*time.Millisecond)
	purl := "ws://" + proxy.ln.Addr().String() + "/ws"
	clients := seatTable(t, purl, "orbit", 3)
	histories := playOut(t, clients, "medium", func() {
		for range 6 {
			time.Sleep(400 * time.Millisecond)
			proxy.cutAll()
		}
	})
	code, _, _ := clients[0].Seat()
	drops := 0
	for _, c := range clients {
		drops += c.Reconnects()
	}
	if drops == 0 {
		t.Fatal("no connection was cut and made again")
	}
	checkKept(t, store, code, "orbit", histories)
	t.Logf("game %s: %d steps, %d reconnections", code, len(histories[0]), drops)
}
