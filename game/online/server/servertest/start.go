package servertest

import (
	"io"
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"

	"orbis/game/online"
	"orbis/game/online/server"
)

// Start runs a server of the games on a memory store of its own behind
// an httptest server, closed when the test ends, and returns the URL its
// clients dial (ws://…/ws).
func Start(t testing.TB, games ...online.Ruleset) string {
	t.Helper()
	store := server.NewMemoryStore()
	srv, err := server.New(server.Config{Games: games, Store: store, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatalf("servertest: a server of %d games: %v", len(games), err)
	}
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(func() { hs.Close(); srv.Close(); _ = store.Close() })
	return "ws" + strings.TrimPrefix(hs.URL, "http") + "/ws"
}
