//go:build !js

package cli

import (
	"context"
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"orbis/game/online"
	"orbis/game/online/server"
)

// TestBrowserOnlineOriginRefused: a friend opens the server's page by a
// host name the server was not told (orbis.test, which the browser here
// resolves to the server itself, as a rebound name would). Joining is
// refused before the WebSocket opens; the page learns why from the
// server and says to start it with --origin orbis.test; the server logs
// the refusal; and the page's Content-Security-Policy refuses nothing the
// page does.
func TestBrowserOnlineOriginRefused(t *testing.T) {
	dir, chromium := webBuild(t)
	store := server.NewMemoryStore()
	var logs syncBuffer
	srv, err := server.New(server.Config{Games: onlineGames(), Store: store, WebDir: dir, Logger: slog.New(slog.NewJSONHandler(&logs, nil))})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(func() { hs.Close(); srv.Close(); _ = store.Close() })
	port := hs.URL[strings.LastIndex(hs.URL, ":")+1:]

	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	host, err := online.Dial(ctx, "ws"+hs.URL[len("http"):]+"/ws", onlineViews(),
		online.Message{Type: online.TypeCreate, Game: "orbis", Name: "Host", Seats: []online.SeatInfo{{Kind: "human"}, {Kind: "open"}}})
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	code, _, _ := host.Seat()

	pg := &webPage{t: t}
	pg.ctx, pg.consoleText, pg.consoleMessages = startBrowser(t, chromium, chromedp.Flag("host-resolver-rules", "MAP orbis.test 127.0.0.1"))
	pg.run("open the room's link by the name", chromedp.EmulateViewport(1280, 800), chromedp.Navigate("http://orbis.test:"+port+"/?room="+online.ShowCode(code)))
	if _, err := chromedp.Run(pg.ctx, chromedp.Poll[bool](`window.orbisState === "running" || window.orbisState === "failed"`,
		chromedp.WithPollingTimeout(3*time.Minute), chromedp.WithPollingInterval(200*time.Millisecond))); err != nil {
		t.Fatalf("the game did not start: %v\nconsole:\n%s", err, pg.consoleText())
	}
	time.Sleep(time.Second)
	pg.run("the lobby: Join", pg.click(900, 372)...) // game/online_lobby.go: the Join button
	waitFor(t, pg, "the page says why", func() bool { return strings.Contains(pg.consoleText(), "--origin orbis.test") })
	pg.shot("browser-online-origin-refused.png")
	if !strings.Contains(logs.String(), `"origin":"http://orbis.test:`+port+`"`) {
		t.Errorf("the server did not log the refused origin:\n%s", logs.String())
	}
	for _, m := range pg.consoleMessages() {
		refusedUpgrade := strings.Contains(m.Text, "WebSocket") && strings.Contains(m.Text, "403")
		if strings.Contains(m.Text, "Content Security Policy") || m.IsException() || strings.Contains(m.Text, "panic:") ||
			(m.Type == chromedp.ConsoleError && !refusedUpgrade) {
			t.Errorf("the console shows: %v", m)
		}
	}
}
