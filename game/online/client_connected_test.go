package online_test

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"orbis/game/online"
	"orbis/game/online/onlinetest"
	"orbis/game/online/server"
)

// TestConnectedSaysWhileTheClientComesBack: a dropped client is not
// connected while the server turns its new connections away, and is once
// one is taken (a load test waits for its comeback, not for an answer).
func TestConnectedSaysWhileTheClientComesBack(t *testing.T) {
	store := server.NewMemoryStore()
	srv, err := server.New(server.Config{Games: []online.Ruleset{onlinetest.Game(20)}, Store: store,
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	var closed atomic.Bool // the door: new connections turned away
	h := srv.Handler()
	hs := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if closed.Load() {
			http.Error(w, "not now", http.StatusServiceUnavailable)
			return
		}
		h.ServeHTTP(w, r)
	}))
	t.Cleanup(func() { hs.Close(); srv.Close(); _ = store.Close() })
	url := "ws" + strings.TrimPrefix(hs.URL, "http") + "/ws"
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	c, err := online.Dial(ctx, url, []online.Viewer{onlinetest.Game(20)},
		online.Message{Type: online.TypeCreate, Game: onlinetest.ID, Name: "Ana", Seats: []online.SeatInfo{{Kind: "human"}, {Kind: "ai:easy"}}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	if !c.Connected() {
		t.Fatal("a client just seated is not connected")
	}
	closed.Store(true)
	c.Drop()
	if c.Connected() {
		t.Fatal("a dropped client is still connected")
	}
	for !c.Connected() && ctx.Err() == nil && c.Reconnects() == 0 {
		closed.Store(false) // let it back in
		select {
		case <-c.Changed():
		case <-ctx.Done():
		}
	}
	if !c.Connected() || c.Reconnects() != 1 {
		t.Fatalf("after the door opened: connected %v, %d reconnects (%v)", c.Connected(), c.Reconnects(), ctx.Err())
	}
}
