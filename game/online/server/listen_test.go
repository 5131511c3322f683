package server

import (
	"fmt"
	"log/slog"
	"math"
	"net"
	"net/netip"
	"os"
	"syscall"
	"testing"
	"time"
)

func TestAddrKey(t *testing.T) {
	tests := []struct{ a, b string }{ // a and b share a key
		{"192.0.2.1", "::ffff:192.0.2.1"},
		{"2001:db8:1:2::1", "2001:db8:1:2:ffff:ffff:ffff:ffff"},
	}
	for _, tt := range tests {
		if ka, kb := addrKey(netip.MustParseAddr(tt.a)), addrKey(netip.MustParseAddr(tt.b)); ka != kb {
			t.Errorf("%s → %q, %s → %q: want one key", tt.a, ka, tt.b, kb)
		}
	}
	apart := []string{"192.0.2.1", "192.0.2.2", "2001:db8:1:2::1", "2001:db8:1:3::1", "::1"}
	seen := map[string]string{}
	for _, a := range apart {
		k := addrKey(netip.MustParseAddr(a))
		if other, ok := seen[k]; ok {
			t.Errorf("%s and %s share the key %q", a, other, k)
		}
		seen[k] = a
	}
	if k := addrKey(netip.Addr{}); k == "" {
		t.Error("an unknown address has no key")
	}
}

func TestConnLimitsUnderFileLimit(t *testing.T) {
	tests := []struct {
		max     int
		files   uint64
		want    int
		lowered bool
	}{
		{0, 0, defaultMaxConns, false},         // limit unknown
		{0, 1 << 62, defaultMaxConns, false},   // no limit
		{0, 1_048_576, defaultMaxConns, false}, // a container's
		{0, 1024, 800, true},                   // ulimit -n 1024
		{500, 1024, 500, false},
		{5000, 100, 1, true},
		{-1, 1024, 800, false}, // all the limit allows
		{-1, 0, math.MaxInt, false},
	}
	for _, tt := range tests {
		got, lowered := ConnLimits{Max: tt.max}.withDefaults(tt.files)
		if got.Max != tt.want || lowered != tt.lowered {
			t.Errorf("Max %d under %d files: %d (lowered %v), want %d (%v)", tt.max, tt.files, got.Max, lowered, tt.want, tt.lowered)
		}
		if tt.files > 0 && tt.files < 1<<40 && tt.files > 200 && uint64(got.Max+refusalSlots+64) > tt.files {
			t.Errorf("Max %d leaves too little of %d files", got.Max, tt.files)
		}
		if got.PerAddr != defaultConnsPerAddr || got.IdleTimeout <= 0 || got.ReadTimeout <= 0 || got.WriteTimeout <= 0 ||
			got.PingEvery <= 0 || got.PongWait <= 0 || got.SendQueueBytes != defaultSendQueue {
			t.Errorf("defaults not filled in: %+v", got)
		}
	}
}

func TestConnsPerAddrUnbounded(t *testing.T) {
	if got, _ := (ConnLimits{PerAddr: -1}).withDefaults(1024); got.PerAddr != math.MaxInt {
		t.Errorf("PerAddr -1 is %d, want no bound", got.PerAddr)
	}
}

// clock is a time the test moves.
type clock struct{ t time.Time }

func (c *clock) now() time.Time { return c.t }

func TestSparseLog(t *testing.T) {
	book := &logBook{}
	clk := &clock{t: time.Unix(1000, 0)}
	l := newSparseLog(slog.New(book), slog.LevelWarn, 10*time.Second)
	l.now = clk.now
	for range 50 {
		l.write("flood", "n", 1)
		clk.t = clk.t.Add(100 * time.Millisecond)
	}
	clk.t = clk.t.Add(10 * time.Second)
	l.write("flood", "n", 1)
	recs := book.find("flood")
	if len(recs) != 2 {
		t.Fatalf("%d lines, want 2: %+v", len(recs), recs)
	}
	if _, ok := recs[0].attrs["suppressed"]; ok || recs[0].level != slog.LevelWarn {
		t.Errorf("the first line: %+v", recs[0])
	}
	if n, _ := recs[1].attrs["suppressed"].(int64); n != 49 {
		t.Errorf("the second line says %v held back, want 49", recs[1].attrs["suppressed"])
	}
}

// failingListener fails its accepts with an error, then says it is closed.
type failingListener struct {
	net.Listener
	fails int
	err   error
}

func (l *failingListener) Accept() (net.Conn, error) {
	if l.fails > 0 {
		l.fails--
		return nil, l.err
	}
	return nil, net.ErrClosed
}

// TestAcceptErrorsAtWarn: accept errors (too many open files) reach the
// log at Warn, a line at most every few seconds with how many were held
// back; a closed listener is not an error.
func TestAcceptErrorsAtWarn(t *testing.T) {
	book := &logBook{}
	lim := newConnLimiter(ConnLimits{}, slog.New(book))
	clk := &clock{t: time.Unix(1000, 0)}
	lim.acceptErr.now = clk.now
	emfile := &net.OpError{Op: "accept", Net: "tcp", Err: os.NewSyscallError("accept4", syscall.EMFILE)}
	ln := lim.listener(&failingListener{Listener: stubAddr{}, fails: 30, err: emfile})
	for range 30 {
		if _, err := ln.Accept(); err == nil {
			t.Fatal("an accept error was swallowed")
		}
	}
	clk.t = clk.t.Add(time.Minute)
	ln.(*limitListener).Listener.(*failingListener).fails = 1
	_, _ = ln.Accept()
	_, _ = ln.Accept() // closed: not logged
	recs := book.find("accepting a connection")
	if len(recs) != 2 {
		t.Fatalf("%d lines, want 2: %+v", len(recs), recs)
	}
	for _, r := range recs {
		if r.level != slog.LevelWarn || fmt.Sprint(r.attrs["err"]) != emfile.Error() {
			t.Errorf("line %+v, want Warn with %q", r, emfile)
		}
	}
	if n, _ := recs[1].attrs["suppressed"].(int64); n != 29 {
		t.Errorf("the second line says %v held back, want 29", recs[1].attrs["suppressed"])
	}
}

// stubAddr is a listener that only has an address.
type stubAddr struct{ net.Listener }

func (stubAddr) Addr() net.Addr { return &net.TCPAddr{IP: net.IPv4(127, 0, 0, 1), Port: 8080} }
