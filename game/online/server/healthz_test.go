package server

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"orbis/game/online"
)

// namedGame is a game that only has a name: /healthz plays nothing.
type namedGame struct{ online.Ruleset }

func (namedGame) ID() string { return "named" }

// healthzServer is a server on a memory store whose faults the test sets.
func healthzServer(t *testing.T) (*Server, *memStore) {
	t.Helper()
	store := NewMemoryStore().(*memStore)
	t.Cleanup(func() { store.Close() })
	srv, err := New(Config{Games: []online.Ruleset{namedGame{}}, Store: store, Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Close)
	return srv, store
}

// getHealthz asks for /healthz and reads its status and body.
func getHealthz(t *testing.T, srv *Server, ctx context.Context) (int, map[string]any) {
	t.Helper()
	rec := httptest.NewRecorder()
	srv.Handler().ServeHTTP(rec, httptest.NewRequestWithContext(ctx, http.MethodGet, "/healthz", nil))
	var body map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil {
		t.Fatalf("/healthz body %q: %v", rec.Body.String(), err)
	}
	return rec.Code, body
}

// TestHealthzSaysStoreOK: /healthz says the store takes writes, beside
// what it said before.
func TestHealthzSaysStoreOK(t *testing.T) {
	srv, _ := healthzServer(t)
	status, body := getHealthz(t, srv, t.Context())
	if status != http.StatusOK || body["store"] != "ok" || body["ok"] != true {
		t.Fatalf("/healthz = %d %v; want 200 with store ok", status, body)
	}
	for _, field := range []string{"protocol", "rooms_open", "connections"} {
		if _, ok := body[field]; !ok {
			t.Errorf("/healthz lost its field %q: %v", field, body)
		}
	}
}

// TestHealthzStoreFailing: a store that cannot take writes, or does not
// answer, makes /healthz answer 503 and say why; once it works again,
// /healthz is 200 again.
func TestHealthzStoreFailing(t *testing.T) {
	srv, store := healthzServer(t)
	store.setFault(func(ctx context.Context, op, _ string) error {
		return errors.New("no space left on device")
	})
	status, body := getHealthz(t, srv, t.Context())
	if status != http.StatusServiceUnavailable || body["ok"] != false ||
		!strings.Contains(body["store"].(string), "no space left on device") {
		t.Fatalf("/healthz with a failing store = %d %v; want 503 saying why", status, body)
	}

	// A store that never answers: the request's end ends the wait.
	asked := make(chan struct{})
	store.setFault(func(ctx context.Context, op, _ string) error {
		close(asked)
		<-ctx.Done()
		return ctx.Err()
	})
	ctx, cancel := context.WithCancel(t.Context())
	go func() { <-asked; cancel() }()
	if status, body := getHealthz(t, srv, ctx); status != http.StatusServiceUnavailable || body["store"] == "ok" {
		t.Fatalf("/healthz with a store that does not answer = %d %v; want 503", status, body)
	}

	store.setFault(nil)
	if status, body := getHealthz(t, srv, t.Context()); status != http.StatusOK || body["store"] != "ok" {
		t.Fatalf("/healthz once the store works again = %d %v; want 200 with store ok", status, body)
	}
}

// TestMetricsAreTheOperatorsOnly: /metrics (and /debug/pprof/) gives the server's own figures
// in Prometheus' text format (its rooms, connections, the moves it stored
// and how long its writes took, the process's CPU and memory) to a
// request from loopback or with the health token, and nothing to anyone
// else; a move stored counts.
func TestMetricsAreTheOperatorsOnly(t *testing.T) {
	ts := startServerWith(t, Config{Games: []online.Ruleset{&tally{goal: 1000}}, Store: NewMemoryStore(), HealthToken: "s3cret"})
	a0, a1 := dialClient(t, ts), dialClient(t, ts)
	code, _ := a0.create("tally", "human", "human")
	a1.join(code)
	a0.send(online.Message{Type: online.TypeAct, Step: 0, Actions: []string{"add 1"}})
	a1.await(online.TypeStep, stepAt(1))

	var get func(path, remote, auth string, header map[string]string) (int, string)
	scrape := func(remote, auth string, header map[string]string) (int, string) {
		return get("/metrics", remote, auth, header)
	}
	get = func(path, remote, auth string, header map[string]string) (int, string) {
		req := httptest.NewRequest(http.MethodGet, path, nil)
		req.RemoteAddr = remote
		if auth != "" {
			req.Header.Set("Authorization", "Bearer "+auth)
		}
		for k, v := range header {
			req.Header.Set(k, v)
		}
		rec := httptest.NewRecorder()
		ts.srv.Handler().ServeHTTP(rec, req)
		return rec.Code, rec.Body.String()
	}
	for _, c := range []struct {
		name, remote, auth string
		header             map[string]string
		ok                 bool
	}{
		{"loopback", "127.0.0.1:5000", "", nil, true},
		{"from afar with the token", "203.0.113.9:5000", "s3cret", nil, true},
		{"from afar", "203.0.113.9:5000", "", nil, false},
		{"from afar with another token", "203.0.113.9:5000", "guess", nil, false},
		{"relayed by a proxy on the machine", "127.0.0.1:5000", "", map[string]string{"X-Forwarded-For": "203.0.113.9"}, false},
	} {
		code, body := scrape(c.remote, c.auth, c.header)
		if !c.ok {
			if code != http.StatusNotFound || strings.Contains(body, "orbis_") {
				t.Errorf("%s: status %d, want 404 and no figures", c.name, code)
			}
			if code, _ := get("/debug/pprof/", c.remote, c.auth, c.header); code != http.StatusNotFound {
				t.Errorf("%s: the profiles' index: status %d, want 404", c.name, code)
			}
			continue
		}
		if code != http.StatusOK {
			t.Fatalf("%s: status %d", c.name, code)
		}
		if code, body := get("/debug/pprof/", c.remote, c.auth, c.header); code != http.StatusOK || !strings.Contains(body, "goroutine") {
			t.Errorf("%s: the profiles' index: status %d", c.name, code)
		}
		for _, want := range []string{"\norbis_rooms_open 1\n", "\norbis_connections 2\n", "\norbis_moves_total 1\n", "\norbis_store_write_seconds_count 1\n", "\nprocess_cpu_seconds_total ", "\nprocess_resident_memory_bytes "} {
			if !strings.Contains(body, want) {
				t.Errorf("%s: no %q in /metrics", c.name, strings.TrimSpace(want))
			}
		}
	}
}

// TestMetricsCountTheStoresSyncs: on the embedded NATS store syncing
// always, /metrics says how many writes waited for an fsync and in how
// many rounds (never more rounds than writes).
func TestMetricsCountTheStoresSyncs(t *testing.T) {
	st, err := OpenNATS(t.Context(), NATSOptions{DataDir: t.TempDir(), Logger: testLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	ts := startServerWith(t, Config{Games: []online.Ruleset{&tally{goal: 1000}}, Store: st})
	a0, a1 := dialClient(t, ts), dialClient(t, ts)
	code, _ := a0.create("tally", "human", "human")
	a1.join(code)
	a0.send(online.Message{Type: online.TypeAct, Step: 0, Actions: []string{"add 1"}})
	a1.await(online.TypeStep, stepAt(1))
	req := httptest.NewRequest(http.MethodGet, "/metrics", nil)
	req.RemoteAddr = "127.0.0.1:5000"
	rec := httptest.NewRecorder()
	ts.srv.Handler().ServeHTTP(rec, req)
	figure := func(name string) float64 {
		for line := range strings.Lines(rec.Body.String()) {
			if v, ok := strings.CutPrefix(strings.TrimSpace(line), name+" "); ok {
				f, err := strconv.ParseFloat(v, 64)
				if err != nil {
					t.Fatalf("%s %q: %v", name, v, err)
				}
				return f
			}
		}
		t.Fatalf("no %s in /metrics", name)
		return 0
	}
	writes, rounds := figure("orbis_store_synced_writes_total"), figure("orbis_store_syncs_total")
	if writes < 1 || rounds < 1 || rounds > writes {
		t.Errorf("%.0f writes synced in %.0f rounds", writes, rounds)
	}
}
