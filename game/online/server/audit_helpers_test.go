package server

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"orbis/game/online"
	"orbis/game/online/onlinetest"
)

// auditGame is the game of the audit's tests: seats take turns saying
// "move", its record lists its moves, and it replays at once.
func auditGame() online.Ruleset { return onlinetest.Game(1 << 20) }

// auditRecord is what the audit's tests read of its record.
type auditRecord struct {
	Actions []string `json:"actions"`
}

// auditServer is a server of the count game on a store, answering HTTP on
// a loopback address; it stops at the test's end, or when stop is called.
type auditServer struct {
	*Server
	url string // http://127.0.0.1:port
	hs  *httptest.Server
}

func startAuditServer(t *testing.T, store Store, cfg Config) *auditServer {
	t.Helper()
	cfg.Games, cfg.Store = []online.Ruleset{auditGame()}, store
	// Every room comes from 127.0.0.1: lift the limits per address.
	cfg.JoinsPerMinute, cfg.MessagesPerSecond = 1<<20, 1<<20
	cfg.Limits.CreatesPerMinute, cfg.Limits.OpenRoomsPerAddress = 1<<20, 1<<20
	if cfg.Logger == nil {
		cfg.Logger = testLogger(t)
	}
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(s.Handler())
	ts := &auditServer{Server: s, url: hs.URL, hs: hs}
	t.Cleanup(ts.stop)
	return ts
}

// stop closes the connections and the server, which writes its marks.
func (ts *auditServer) stop() {
	ts.hs.CloseClientConnections()
	ts.hs.Close()
	ts.Close()
}

// audited waits for the check of the stored rooms to end.
func (ts *auditServer) audited(t *testing.T) auditJSON {
	t.Helper()
	select {
	case <-ts.report.done:
	case <-time.After(20 * time.Second):
		t.Fatal("the check of the stored rooms did not end")
	}
	return ts.report.json()
}

// dial takes a seat with hello.
func (ts *auditServer) dial(t *testing.T, hello online.Message) *online.Client {
	t.Helper()
	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
	defer cancel()
	c, err := online.Dial(ctx, "ws"+strings.TrimPrefix(ts.url, "http")+"/ws", []online.Viewer{auditGame()}, hello)
	if err != nil {
		t.Fatalf("%s: %v", hello.Type, err)
	}
	t.Cleanup(c.Close)
	return c
}

// host opens a room of one seat, the host's.
func (ts *auditServer) host(t *testing.T) *online.Client {
	return ts.dial(t, online.Message{Type: online.TypeCreate, Game: onlinetest.ID, Name: "Ada", Seats: []online.SeatInfo{{Kind: "human"}}})
}

// steps is how many steps a client's table holds.
func steps(c *online.Client) (n int) {
	c.With(func(m online.Match, _ []online.SeatState, _ int64) {
		if m != nil {
			n = m.Steps()
		}
	})
	return n
}

// move plays one move and waits until the server has taken it.
func move(t *testing.T, c *online.Client) {
	t.Helper()
	n := steps(c)
	if err := c.Act(n, []string{onlinetest.Move}); err != nil {
		t.Fatal(err)
	}
	deadline := time.After(10 * time.Second)
	for steps(c) <= n {
		select {
		case <-c.Changed():
		case <-deadline:
			t.Fatalf("move %d was not taken: %v", n+1, c.Err())
		}
		c.Drain()
	}
}

// detail reads /healthz?detail as the operator (from loopback).
func (ts *auditServer) detail(t *testing.T) map[string]any {
	t.Helper()
	resp, err := http.Get(ts.url + "/healthz?detail")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out map[string]any
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		t.Fatal(err)
	}
	return out
}

// problemsOf lists a report's problems as "ROOM kind kept/had".
func problemsOf(a auditJSON) map[string]string {
	out := map[string]string{}
	for _, p := range a.Problems {
		out[p.Room] = fmt.Sprintf("%s %d/%d", p.Problem, p.Steps, p.HadSteps)
	}
	return out
}

func jsonBody(w *httptest.ResponseRecorder, v any) error {
	return json.Unmarshal(w.Body.Bytes(), v)
}
