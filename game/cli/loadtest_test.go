//go:build !js

package cli

import (
	"bufio"
	"context"
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"
)

// TestLoadTestRuns: a short load test in process (a server on embedded
// NATS and five rooms of scripted clients) plays moves without an error
// and reports their latency and memory; ./build.sh load runs the real one.
func TestLoadTestRuns(t *testing.T) {
	cfg := loadConfig{Rooms: 5, Players: 2, Game: "orbis", Duration: 2 * time.Second, Seed: 1,
		Log: slog.New(slog.NewTextHandler(io.Discard, nil))}
	rep, err := runLoad(context.Background(), cfg, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Moves == 0 || rep.MovesPerSec <= 0 {
		t.Fatalf("no moves: %+v", rep)
	}
	if len(rep.Errors) != 0 {
		t.Errorf("errors: %v %v", rep.Errors, rep.Examples)
	}
	if rep.LatencyP50 <= 0 || rep.LatencyP99 < rep.LatencyP50 || rep.LatencyMax < rep.LatencyP99 {
		t.Errorf("latencies p50 %.1f, p99 %.1f, max %.1f ms", rep.LatencyP50, rep.LatencyP99, rep.LatencyMax)
	}
	if rep.Reaches == 0 || rep.ReachP50 <= 0 || rep.ReachP99 < rep.ReachP50 || rep.ReachMax < rep.ReachP99 {
		t.Errorf("%d acts reached every seat: p50 %.1f, p99 %.1f, max %.1f ms", rep.Reaches, rep.ReachP50, rep.ReachP99, rep.ReachMax)
	}
	if rep.Clients != 10 || rep.HeapInUse <= 0 {
		t.Errorf("%d clients, %.1f MiB heap", rep.Clients, rep.HeapInUse)
	}
	t.Logf("%.0f moves/s, p50 %.1f ms, p99 %.1f ms", rep.MovesPerSec, rep.LatencyP50, rep.LatencyP99)
}

// TestLoadTestThinks: with --think, a client waits at least half of it
// before each act, so two rooms of two seats acting in turn make at most
// one act a room each half think; without it they make hundreds.
func TestLoadTestThinks(t *testing.T) {
	const think, window, rooms = 200 * time.Millisecond, 2 * time.Second, 2
	cfg := loadConfig{Rooms: rooms, Players: 2, Game: "orbis", Duration: window, Think: think, Seed: 1, Memory: true,
		Log: slog.New(slog.NewTextHandler(io.Discard, nil))}
	rep, err := runLoad(context.Background(), cfg, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	// The window may run a little past its time, and a seat may have
	// thought through the opening before it: one act a room more each.
	most := int64(rooms * (int(rep.Seconds*float64(time.Second)/float64(think/2)) + 1))
	if rep.Moves == 0 || rep.Moves > most || len(rep.Errors) != 0 {
		t.Fatalf("%d moves in %.1f s thinking %s (want 1 to %d), errors %v", rep.Moves, rep.Seconds, think, most, rep.Errors)
	}
	if rep.Think != think.Seconds() {
		t.Errorf("the report's think %.2f s, want %.2f", rep.Think, think.Seconds())
	}
}

// TestParseSync: --sync of orbis server and loadtest is "always" or a
// positive duration, nothing else.
func TestParseSync(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want time.Duration
		ok   bool
	}{
		{"always", 0, true},
		{"1m", time.Minute, true},
		{"250ms", 250 * time.Millisecond, true},
		{"0s", 0, false},
		{"-1s", 0, false},
		{"never", 0, false},
		{"", 0, false},
	} {
		got, err := parseSync(tt.in)
		if (err == nil) != tt.ok || got != tt.want {
			t.Errorf("parseSync(%q) = %v, %v; want %v, ok %v", tt.in, got, err, tt.want, tt.ok)
		}
	}
}

// TestLoadTestReadsTheServersFigures: against a server at --url, the load
// test reads the server's /metrics when the window begins and ends, and
// reports the server's own CPU a move and moves stored.
func TestLoadTestReadsTheServersFigures(t *testing.T) {
	cfg := loadConfig{Rooms: 3, Players: 2, Game: "orbis", Duration: time.Second, Seed: 1, Memory: true,
		Log: slog.New(slog.NewTextHandler(io.Discard, nil))}
	stop, url, err := startLoadServer(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer stop()
	cfg.URL = url
	rep, err := runLoad(context.Background(), cfg, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	// A room whose game ended makes way for a new one: at the window's end
	// each of the load's rooms is open, closing or opening again.
	if rep.ServerFigures != "" || rep.ServerMoves <= 0 || rep.ServerCPUPerMove <= 0 || rep.ServerRooms < 1 || rep.ServerRooms > 2*float64(cfg.Rooms) {
		t.Fatalf("the server's figures: %q, %.0f moves stored, %.3f ms a move, %.0f rooms open", rep.ServerFigures, rep.ServerMoves, rep.ServerCPUPerMove, rep.ServerRooms)
	}
}

// TestServerFiguresAreRead: the figures a load test needs are read from
// Prometheus' text format, and a page without one of them is an error.
func TestServerFiguresAreRead(t *testing.T) {
	const page = "# HELP process_cpu_seconds_total x\n# TYPE process_cpu_seconds_total counter\nprocess_cpu_seconds_total 12.5\n" +
		"process_resident_memory_bytes 1.048576e+06\norbis_moves_total 300\norbis_rooms_open 2\ngo_goroutines 9\n"
	for _, c := range []struct {
		name, page string
		want       serverFigures
		ok         bool
	}{
		{"every figure", page, serverFigures{CPU: 12.5, RSS: 1 << 20, Moves: 300, Rooms: 2}, true},
		{"no moves", strings.Replace(page, "orbis_moves_total 300\n", "", 1), serverFigures{}, false},
		{"a word for a number", strings.Replace(page, "orbis_rooms_open 2", "orbis_rooms_open two", 1), serverFigures{}, false},
	} {
		got, err := parseFigures(bufio.NewScanner(strings.NewReader(c.page)))
		if (err == nil) != c.ok || c.ok && got != c.want {
			t.Errorf("%s: %+v, %v; want %+v, ok %v", c.name, got, err, c.want, c.ok)
		}
	}
	for in, want := range map[string]string{"ws://127.0.0.1:8080/ws": "http://127.0.0.1:8080/metrics", "wss://orbis.example/ws?x=1": "https://orbis.example/metrics", "http://x/ws": ""} {
		if got, err := metricsURL(in); got != want || (err == nil) != (want != "") {
			t.Errorf("metricsURL(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
}
