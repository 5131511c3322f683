//go:build cluster && !js

package cli

// The cluster fault test runs from ./build.sh cluster, not ./build.sh
// test: it starts five processes and kills two of them mid-game.

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"orbis/game/online"
	"orbis/game/online/server"
)

// natsNode is an `orbis nats-node` process, one node of the test's cluster.
type natsNode struct {
	name              string
	port, clusterPort int
	data              string
	cmd               *exec.Cmd
	logs              *syncBuffer
}

func (n *natsNode) url() string { return fmt.Sprintf("nats://127.0.0.1:%d", n.port) }

func freePort(t *testing.T) int {
	t.Helper()
	_, port, err := net.SplitHostPort(freeAddr(t))
	if err != nil {
		t.Fatal(err)
	}
	var p int
	fmt.Sscan(port, &p)
	return p
}

// startCluster starts three NATS nodes routed to each other and waits
// until JetStream has a meta leader, so that a bucket can be made.
func startCluster(t *testing.T, bin string) []*natsNode {
	t.Helper()
	nodes := make([]*natsNode, 3)
	for i := range nodes {
		nodes[i] = &natsNode{name: fmt.Sprintf("n%d", i+1), port: freePort(t), clusterPort: freePort(t),
			data: filepath.Join(t.TempDir(), "nats"), logs: &syncBuffer{}}
	}
	for _, n := range nodes {
		var routes []string
		for _, o := range nodes {
			if o != n {
				routes = append(routes, fmt.Sprintf("nats://127.0.0.1:%d", o.clusterPort))
			}
		}
		n.cmd = exec.Command(bin, "nats-node", "--name", n.name, "--port", fmt.Sprint(n.port),
			"--cluster-port", fmt.Sprint(n.clusterPort), "--routes", strings.Join(routes, ","), "--data", n.data)
		n.cmd.Stdout, n.cmd.Stderr = n.logs, n.logs
		if err := n.cmd.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() {
			if n.cmd.ProcessState == nil {
				_ = n.cmd.Process.Kill()
				_ = n.cmd.Wait()
			}
		})
	}
	began := time.Now()
	nc, err := nats.Connect(clusterURL(nodes), nats.RetryOnFailedConnect(true), nats.MaxReconnects(-1), nats.ReconnectWait(200*time.Millisecond))
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(200 * time.Millisecond) {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		_, err := js.AccountInfo(ctx)
		cancel()
		if err == nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("JetStream has no meta leader after 30 s: %v\n%s", err, nodes[0].logs.String())
		}
	}
	t.Logf("three NATS nodes up, JetStream ready in %s", time.Since(began).Round(time.Millisecond))
	return nodes
}

// clusterURL lists the nodes' client URLs, as --nats takes them.
func clusterURL(nodes []*natsNode) string {
	var urls []string
	for _, n := range nodes {
		if n.cmd.ProcessState == nil {
			urls = append(urls, n.url())
		}
	}
	return strings.Join(urls, ",")
}

// clusterServer is an `orbis server --nats` process on the cluster.
type clusterServer struct {
	t      *testing.T
	name   string
	addr   string
	cmd    *exec.Cmd
	exited chan struct{}
	logs   *syncBuffer
}

// startClusterServer runs an orbis server on the cluster and waits for
// its /healthz; one that exits (say, the bucket could not be made yet) is
// started again. Flags in extra come after the test's own and win.
func startClusterServer(t *testing.T, bin, name, natsURL string, extra ...string) *clusterServer {
	t.Helper()
	s := &clusterServer{t: t, name: name, addr: freeAddr(t), logs: &syncBuffer{}}
	data := filepath.Join(t.TempDir(), "data") // unused with --nats, but kept apart
	t.Cleanup(func() { s.kill() })
	for deadline := time.Now().Add(60 * time.Second); ; {
		args := append([]string{"server", "--addr", s.addr, "--data", data, "--nats", natsURL, "--replicas", "3",
			"--log-level", "info", "--join-rate", "600"}, extra...)
		s.cmd = exec.Command(bin, args...)
		s.cmd.Stdout, s.cmd.Stderr = s.logs, s.logs
		if err := s.cmd.Start(); err != nil {
			t.Fatal(err)
		}
		s.exited = make(chan struct{})
		go func(cmd *exec.Cmd, exited chan struct{}) { _ = cmd.Wait(); close(exited) }(s.cmd, s.exited)
		if s.healthy(deadline) {
			return s
		}
		if time.Now().After(deadline) {
			t.Fatalf("server %s does not answer /healthz\n%s", name, s.logs.String())
		}
		time.Sleep(500 * time.Millisecond)
	}
}

// healthy polls /healthz until it answers, the process exits or deadline.
func (s *clusterServer) healthy(deadline time.Time) bool {
	for time.Now().Before(deadline) {
		select {
		case <-s.exited:
			return false
		case <-time.After(100 * time.Millisecond):
		}
		resp, err := http.Get("http://" + s.addr + "/healthz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return true
			}
		}
	}
	return false
}

func (s *clusterServer) kill() {
	if s.cmd == nil {
		return
	}
	_ = s.cmd.Process.Signal(syscall.SIGKILL)
	<-s.exited
}

func (s *clusterServer) url() string { return "ws://" + s.addr + "/ws" }

// failover is what a load balancer in front of the servers does: each
// new connection goes to the first server that takes it.
type failover struct {
	ln      net.Listener
	targets []string
	mu      sync.Mutex
	conns   map[net.Conn]bool
	dialed  map[string]int
}

func newFailover(t *testing.T, targets ...string) *failover {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	f := &failover{ln: ln, targets: targets, conns: map[net.Conn]bool{}, dialed: map[string]int{}}
	go f.accept()
	t.Cleanup(func() {
		ln.Close()
		f.mu.Lock()
		for c := range f.conns {
			c.Close()
		}
		f.mu.Unlock()
	})
	return f
}

func (f *failover) url() string { return "ws://" + f.ln.Addr().String() + "/ws" }

func (f *failover) accept() {
	for {
		in, err := f.ln.Accept()
		if errors.Is(err, net.ErrClosed) {
			return
		}
		if err != nil { // out of files for a moment: a balancer goes on taking connections
			time.Sleep(10 * time.Millisecond)
			continue
		}
		var out net.Conn
		for _, target := range f.targets {
			if out, err = net.DialTimeout("tcp", target, time.Second); err == nil {
				f.mu.Lock()
				f.dialed[target]++
				f.mu.Unlock()
				break
			}
		}
		if out == nil {
			in.Close()
			continue
		}
		f.mu.Lock()
		f.conns[in], f.conns[out] = true, true
		f.mu.Unlock()
		go f.pipe(in, out)
		go f.pipe(out, in)
	}
}

// pipe copies through a buffer of its own: io.Copy between two TCP
// connections splices through a kernel pipe, two more files a direction,
// and 2,000 rooms' 4,000 connections needed 24,000 of the 20,000 files a
// process may open here.
func (f *failover) pipe(from, to net.Conn) {
	_, _ = io.CopyBuffer(struct{ io.Writer }{to}, struct{ io.Reader }{from}, make([]byte, 4096))
	from.Close()
	to.Close()
	f.mu.Lock()
	delete(f.conns, from)
	delete(f.conns, to)
	f.mu.Unlock()
}

func (f *failover) connections(target string) int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.dialed[target]
}

// seatSplit opens a room of game through urls[0] and seats a player of
// every other seat through urls[i]: the room code works on any server.
func seatSplit(t *testing.T, game string, urls []string) []*online.Client {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	seats := []online.SeatInfo{{Kind: "human"}}
	for range len(urls) - 1 {
		seats = append(seats, online.SeatInfo{Kind: "open"})
	}
	host, err := online.Dial(ctx, urls[0], onlineViews(), online.Message{Type: online.TypeCreate, Game: game, Name: "Host", Seats: seats})
	if err != nil {
		t.Fatal(err)
	}
	clients := []*online.Client{host}
	t.Cleanup(func() {
		for _, c := range clients {
			c.Close()
		}
	})
	code, _, _ := host.Seat()
	for i := 1; i < len(urls); i++ {
		c, err := online.Dial(ctx, urls[i], onlineViews(), online.Message{Type: online.TypeJoin, Code: online.ShowCode(strings.ToLower(code)), Name: fmt.Sprintf("Guest %d", i)})
		if err != nil {
			t.Fatalf("guest %d joins through %s: %v", i, urls[i], err)
		}
		if _, _, seat := c.Seat(); seat != i {
			t.Fatalf("guest %d sits at seat %d", i, seat)
		}
		clients = append(clients, c)
	}
	return clients
}

func stepsOf(c *online.Client) int {
	n := 0
	c.With(func(m online.Match, _ []online.SeatState, _ int64) {
		if m != nil {
			n = m.Steps()
		}
	})
	return n
}

// streamLeader names the node that leads the rooms bucket's stream.
func streamLeader(ctx context.Context, natsURL string) (string, error) {
	nc, err := nats.Connect(natsURL)
	if err != nil {
		return "", fmt.Errorf("connect: %w", err)
	}
	defer nc.Close()
	js, err := jetstream.New(nc)
	if err != nil {
		return "", fmt.Errorf("jetstream: %w", err)
	}
	st, err := js.Stream(ctx, "KV_orbis-rooms")
	if err != nil {
		return "", fmt.Errorf("rooms stream: %w", err)
	}
	if ci := st.CachedInfo().Cluster; ci != nil && ci.Leader != "" {
		return ci.Leader, nil
	}
	return "", errors.New("the rooms stream has no leader")
}

// fault is what the cluster test kills once a player has seen step at:
// the node leading the rooms' stream, server A, or both at once.
type fault struct {
	at           int
	node, server bool
}

// TestCluster: three NATS nodes, two orbis servers sharing them with
// three copies of each room, four players split across the servers.
// Mid-game one server and the node leading the rooms' stream are killed,
// together or one after the other; the dead server's players come back
// through the other server, the cluster elects a new leader, and the game
// ends the same for all four and as the cluster kept it.
func TestCluster(t *testing.T) {
	t.Run("together", func(t *testing.T) { clusterGame(t, []fault{{at: 60, node: true, server: true}}) })
	// The node first, while both servers play: each must still hear of
	// the other's moves and get its own kept.
	t.Run("apart", func(t *testing.T) { clusterGame(t, []fault{{at: 60, node: true}, {at: 120, server: true}}) })
}

func clusterGame(t *testing.T, faults []fault) {
	began := time.Now()
	bin := orbisBinary(t)
	nodes := startCluster(t, bin)
	natsURL := clusterURL(nodes)
	a := startClusterServer(t, bin, "A", natsURL)
	b := startClusterServer(t, bin, "B", natsURL)
	t.Logf("servers A %s and B %s up (%s)", a.addr, b.addr, time.Since(began).Round(time.Millisecond))
	defer func() {
		if t.Failed() {
			t.Logf("server A's log:\n%s\nserver B's log:\n%s", a.logs.String(), b.logs.String())
			for _, n := range nodes {
				t.Logf("node %s's log (tail):\n%s", n.name, tail(n.logs.String(), 40))
			}
		}
	}()

	// A's players connect through a failover: once A is gone it sends them
	// on to B, as a load balancer would.
	lb := newFailover(t, a.addr, b.addr)
	clients := seatSplit(t, "orbis", []string{lb.url(), lb.url(), b.url(), b.url()})
	code, _, _ := clients[0].Seat()
	t.Logf("room %s: seats 1-2 on server A (through the failover), 3-4 on server B", code)

	var summary []string
	histories := playOut(t, clients, "medium", func() {
		for _, f := range faults {
			if !killFault(t, f, nodes, a, clients, &summary) {
				return
			}
		}
	})
	if t.Failed() {
		return
	}
	for i, c := range clients[:2] {
		if c.Reconnects() == 0 {
			t.Fatalf("player %d of the killed server never came back", i+1)
		}
	}
	st, err := server.OpenNATS(context.Background(), server.NATSOptions{URL: clusterURL(nodes), Replicas: 3})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	checkKept(t, st, code, "orbis", histories)
	for _, s := range []*clusterServer{a, b} {
		if ev := events(s.logs.String()); ev != "" {
			t.Logf("server %s's store and NATS events, warnings and errors:\n%s", s.name, ev)
		}
	}
	t.Logf("game of %d steps ended the same for all four players and as the cluster kept it", len(histories[0]))
	t.Logf("%s; reconnects %d %d %d %d; failover connections to A %d, to B %d; %s in all",
		strings.Join(summary, "; "), clients[0].Reconnects(), clients[1].Reconnects(), clients[2].Reconnects(), clients[3].Reconnects(),
		lb.connections(a.addr), lb.connections(b.addr), time.Since(began).Round(time.Millisecond))
}

// killFault waits for the fault's step, kills what it says and waits until
// the game goes on; false (the test failed) when it does not.
func killFault(t *testing.T, f fault, nodes []*natsNode, a *clusterServer, clients []*online.Client, summary *[]string) bool {
	var victim *natsNode
	if f.node {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		leader, err := streamLeader(ctx, clusterURL(nodes))
		cancel()
		if err != nil {
			t.Errorf("finding the stream's leader: %v", err)
			return false
		}
		for _, n := range nodes {
			if n.name == leader {
				victim = n
			}
		}
		if victim == nil {
			t.Errorf("the stream's leader %q is no node of the test's", leader)
			return false
		}
	}
	waitSteps(t, clients[0], f.at)
	killedAt := stepsOf(clients[0])
	killed := time.Now()
	var what []string
	if f.server {
		a.kill()
		what = append(what, "server A")
	}
	if victim != nil {
		_ = victim.cmd.Process.Signal(syscall.SIGKILL)
		_ = victim.cmd.Wait()
		what = append(what, "NATS node "+victim.name+" (the rooms stream's leader)")
	}
	// Steps in flight may still arrive: the game went on once every player
	// has seen a step beyond all that any had when the kill was done.
	seen := 0
	for _, c := range clients {
		seen = max(seen, stepsOf(c))
	}
	t.Logf("step %d: killed %s (players had up to step %d)", killedAt, strings.Join(what, " and "), seen)
	// The dead server's players, once back.
	back := make([]time.Duration, 2)
	for deadline := time.Now().Add(2 * time.Minute); ; time.Sleep(10 * time.Millisecond) {
		all := true
		for i, c := range clients {
			if f.server && i < len(back) && back[i] == 0 && c.Reconnects() > 0 {
				back[i] = time.Since(killed)
			}
			all = all && stepsOf(c) > seen && (!f.server || i >= len(back) || back[i] > 0)
		}
		if all {
			break
		}
		if time.Now().After(deadline) {
			t.Errorf("the game did not go on after the kill: steps %d %d %d %d", stepsOf(clients[0]), stepsOf(clients[1]), stepsOf(clients[2]), stepsOf(clients[3]))
			return false
		}
	}
	recovered := time.Since(killed).Round(time.Millisecond)
	if f.server {
		t.Logf("A's players were back on B %s and %s after the kill", back[0].Round(time.Millisecond), back[1].Round(time.Millisecond))
	}
	t.Logf("every player saw the game go on %s after the kill", recovered)
	*summary = append(*summary, fmt.Sprintf("killed %s at step %d, game went on after %s", strings.Join(what, " and "), killedAt, recovered))
	return true
}

// tail is the last n lines of s.
func tail(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

// events are a server's JSON log lines of level WARN or ERROR and those
// of its store and NATS connection, at most 30.
func events(log string) string {
	var out []string
	for _, l := range strings.Split(log, "\n") {
		if strings.Contains(l, `"level":"WARN"`) || strings.Contains(l, `"level":"ERROR"`) ||
			strings.Contains(l, `"msg":"store:`) || strings.Contains(l, `"msg":"nats:`) {
			out = append(out, l)
		}
	}
	if len(out) > 30 {
		out = append(out[:30], fmt.Sprintf("… and %d more", len(out)-30))
	}
	return strings.Join(out, "\n")
}

// TestFailoverHoldsTwoFilesAConnection: the failover in front of a server
// of the cluster load test must hold thousands of connections within the
// process's files; a pipe a copy direction ran it out at 2,000 rooms.
func TestFailoverHoldsTwoFilesAConnection(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() { // an echo server behind the failover
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go func() { _, _ = io.Copy(struct{ io.Writer }{c}, struct{ io.Reader }{c}); c.Close() }()
		}
	}()
	f := newFailover(t, ln.Addr().String())
	files := func() int {
		entries, err := os.ReadDir("/proc/self/fd")
		if err != nil {
			t.Skipf("no /proc here: %v", err)
		}
		return len(entries)
	}
	before := files()
	const conns = 50
	var clients []net.Conn
	defer func() {
		for _, c := range clients {
			c.Close()
		}
	}()
	for range conns {
		c, err := net.Dial("tcp", f.ln.Addr().String())
		if err != nil {
			t.Fatal(err)
		}
		clients = append(clients, c)
		if _, err := c.Write([]byte("ping")); err != nil {
			t.Fatal(err)
		}
		buf := make([]byte, 4)
		if _, err := io.ReadFull(c, buf); err != nil || string(buf) != "ping" {
			t.Fatalf("through the failover: %q %v", buf, err)
		}
	}
	// Each connection: the client's end, the failover's two, the echo's.
	if got, most := files()-before, conns*4+8; got > most {
		t.Fatalf("%d connections through the failover hold %d more files, want at most %d", conns, got, most)
	}
}
