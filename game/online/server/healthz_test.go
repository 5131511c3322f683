package server

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"net/http/httptest"
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
