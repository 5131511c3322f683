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

// TestBrowserSaysWhyAJoinWasRefused: a friend opens a room's link and
// joins, and the server refuses the WebSocket before it opens, which the
// browser hides from the page; the page learns why from its own server
// and says so, and the page's Content-Security-Policy refuses nothing the
// page does. origin: the page was opened by a host name the server was
// not told (orbis.test, which the browser here resolves to the server
// itself, as a rebound name would); the page says to start the server
// with --origin orbis.test, and the server logs the refusal. too many
// connections: the address already holds as many WebSockets as the
// server takes from one (429); the page says so, not only that it could
// not connect.
func TestBrowserSaysWhyAJoinWasRefused(t *testing.T) {
	dir, chromium := webBuild(t)
	tests := []struct {
		name   string
		host   string            // the name the page is opened by, which the browser resolves to the server
		conns  server.ConnLimits // the server's bounds: its handler's, per address (the page's files are plain requests it lets through)
		says   string            // in the console, where the game logs why
		status string            // the refusal's status, which the console shows as an error
		logged func(port string) string
	}{
		{"origin", "orbis.test", server.ConnLimits{}, "--origin orbis.test", "403",
			func(port string) string { return `"origin":"http://orbis.test:` + port + `"` }},
		{"too many connections", "127.0.0.1", server.ConnLimits{PerAddr: 1}, "refused with HTTP 429: too many connections from your address (1)", "429", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			store := server.NewMemoryStore()
			var logs syncBuffer
			srv, err := server.New(server.Config{Games: onlineGames(), Store: store, WebDir: dir, Conns: tc.conns, Logger: slog.New(slog.NewJSONHandler(&logs, nil))})
			if err != nil {
				t.Fatal(err)
			}
			hs := httptest.NewServer(srv.Handler())
			t.Cleanup(func() { hs.Close(); srv.Close(); _ = store.Close() })
			port := hs.URL[strings.LastIndex(hs.URL, ":")+1:]

			ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
			defer cancel()
			host, err := online.Dial(ctx, "ws"+hs.URL[len("http"):]+"/ws", onlineViews(), // this address's first WebSocket
				online.Message{Type: online.TypeCreate, Game: "orbis", Name: "Host", Seats: []online.SeatInfo{{Kind: "human"}, {Kind: "open"}}})
			if err != nil {
				t.Fatal(err)
			}
			defer host.Close()
			code, _, _ := host.Seat()

			pg := &webPage{t: t}
			pg.ctx, pg.consoleText, pg.consoleMessages = startBrowser(t, chromium, chromedp.Flag("host-resolver-rules", "MAP orbis.test 127.0.0.1"))
			pg.run("open the room's link", chromedp.EmulateViewport(1280, 800), chromedp.Navigate("http://"+tc.host+":"+port+"/?room="+online.ShowCode(code)))
			if _, err := chromedp.Run(pg.ctx, chromedp.Poll[bool](`window.orbisState === "running" || window.orbisState === "failed"`,
				chromedp.WithPollingTimeout(3*time.Minute), chromedp.WithPollingInterval(200*time.Millisecond))); err != nil {
				t.Fatalf("the game did not start: %v\nconsole:\n%s", err, pg.consoleText())
			}
			time.Sleep(time.Second)
			pg.run("the lobby: Join", pg.click(900, 372)...) // game/lobby/lobby.go: the Join button
			waitFor(t, pg, "the page says why", func() bool { return strings.Contains(pg.consoleText(), tc.says) })
			pg.shot("browser-online-refused-" + strings.ReplaceAll(tc.name, " ", "-") + ".png")
			if tc.logged != nil && !strings.Contains(logs.String(), tc.logged(port)) {
				t.Errorf("the server did not log the refusal:\n%s", logs.String())
			}
			for _, m := range pg.consoleMessages() {
				refused := strings.Contains(m.Text, tc.status) // the WebSocket's handshake, and the page's question when it meets the same bound
				if strings.Contains(m.Text, "Content Security Policy") || m.IsException() || strings.Contains(m.Text, "panic:") ||
					(m.Type == chromedp.ConsoleError && !refused) {
					t.Errorf("the console shows: %v", m)
				}
			}
		})
	}
}
