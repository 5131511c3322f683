//go:build !js

package cli

import (
	"context"
	"io"
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"orbis/game/online"
	"orbis/game/online/server"
)

// TestBrowserSaysTooManyConnections: a friend's page, served by the server
// it joins, opens its WebSocket from an address that already holds as many
// as the server takes from one. The server refuses it with 429 before the
// upgrade, which the browser hides from the page; the page asks its own
// server the same URL once more, learns the status and the server's
// words, and says there are too many connections from its address, not
// only that it could not connect.
func TestBrowserSaysTooManyConnections(t *testing.T) {
	dir, chromium := webBuild(t)
	store := server.NewMemoryStore()
	// One WebSocket per address; the page's own files are plain requests,
	// which this server (its handler, without the listener's bounds) lets through.
	srv, err := server.New(server.Config{Games: onlineGames(), Store: store, WebDir: dir, Conns: server.ConnLimits{PerAddr: 1},
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(func() { hs.Close(); srv.Close(); _ = store.Close() })

	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	host, err := online.Dial(ctx, "ws"+hs.URL[len("http"):]+"/ws", onlineViews(), // the address's one WebSocket
		online.Message{Type: online.TypeCreate, Game: "orbis", Name: "Host", Seats: []online.SeatInfo{{Kind: "human"}, {Kind: "open"}}})
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	code, _, _ := host.Seat()

	pg := &webPage{t: t}
	pg.ctx, pg.consoleText, pg.consoleMessages = startBrowser(t, chromium)
	pg.run("open the room's link", chromedp.EmulateViewport(1280, 800), chromedp.Navigate(hs.URL+"/?room="+online.ShowCode(code)))
	if _, err := chromedp.Run(pg.ctx, chromedp.Poll[bool](`window.orbisState === "running" || window.orbisState === "failed"`,
		chromedp.WithPollingTimeout(3*time.Minute), chromedp.WithPollingInterval(200*time.Millisecond))); err != nil {
		t.Fatalf("the game did not start: %v\nconsole:\n%s", err, pg.consoleText())
	}
	time.Sleep(time.Second)
	pg.run("the lobby: Join", pg.click(900, 372)...) // game/online_lobby.go: the Join button
	waitFor(t, pg, "the page learns the refusal", func() bool {
		return strings.Contains(pg.consoleText(), "refused with HTTP 429: too many connections from your address (1)")
	})
	pg.shot("browser-online-too-many-connections.png")
	for _, m := range pg.consoleMessages() {
		refused := strings.Contains(m.Text, "429") // the WebSocket's handshake and the page's question, both answered 429
		if strings.Contains(m.Text, "Content Security Policy") || m.IsException() || strings.Contains(m.Text, "panic:") ||
			(m.Type == chromedp.ConsoleError && !refused) {
			t.Errorf("the console shows: %v", m)
		}
	}
}
