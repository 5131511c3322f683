//go:build !js

package cli

import (
	"io"
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"orbis/game/online/server"
)

// TestBrowserInvitesAFriend: a player hosts a room on the page's server
// from a browser; the invitation shows the room's link as text of the
// page, which a player can select and copy, over the canvas where it is
// drawn, and takes it away with the invitation.
func TestBrowserInvitesAFriend(t *testing.T) {
	const width, height = 1280, 800
	dir, chromium := webBuild(t)
	store := server.NewMemoryStore()
	srv, err := server.New(server.Config{Games: onlineGames(), Store: store, WebDir: dir,
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(func() { hs.Close(); srv.Close(); _ = store.Close() })

	pg := &webPage{t: t}
	pg.ctx, pg.consoleText, pg.consoleMessages = startBrowser(t, chromium)
	// A link to a room opens the lobby with the page's server filled in.
	pg.run("open the lobby", chromedp.EmulateViewport(width, height), chromedp.Navigate(hs.URL+"/?room=ZZZZ-ZZZZ"))
	if _, err := chromedp.Run(pg.ctx, chromedp.Poll[bool](`window.orbisState === "running" || window.orbisState === "failed"`,
		chromedp.WithPollingTimeout(3*time.Minute), chromedp.WithPollingInterval(200*time.Millisecond))); err != nil {
		t.Fatalf("the game did not start: %v\nconsole:\n%s", err, pg.consoleText())
	}
	time.Sleep(3 * time.Second)                                    // a first click too soon after the start may go unseen
	pg.run("the lobby: Host on the server", pg.click(480, 282)...) // game/lobby/lobby.go: a browser's host row, Host on the server beside Play now
	pg.shot("browser-invite-setup.png")
	pg.run("the room's setup: Start", pg.click(810, 734)...) // game/setup/layout.go
	link := ""
	for deadline := time.Now().Add(time.Minute); !strings.Contains(link, "/?room="); time.Sleep(200 * time.Millisecond) {
		if time.Now().After(deadline) {
			pg.shot("browser-invite-stuck.png")
			t.Fatalf("no link to select on the page (%q)\nconsole:\n%s", link, pg.consoleText())
		}
		link, _ = chromedp.Run(pg.ctx, chromedp.Evaluate[string](`(document.getElementById("orbis-link") || {}).value || ""`))
	}
	if !strings.HasPrefix(link, hs.URL+"/?room=") {
		t.Errorf("the page offers the link %q, want the room's at %s", link, hs.URL)
	}
	pg.shot("browser-invite.png")
	// The field is where the link is drawn, and its text can be selected.
	box, err := chromedp.Run(pg.ctx, chromedp.Evaluate[struct{ X, Y, W, H float64 }](`(() => {
		const e = document.getElementById("orbis-link"), r = e.getBoundingClientRect();
		e.focus();
		return {X: r.left, Y: r.top, W: r.width, H: r.height};
	})()`))
	if err != nil || box.X < 250 || box.X > 270 || box.Y < 270 || box.Y > 280 || box.W < 500 || box.H < 40 {
		t.Errorf("the link's field is at %+v (%v), want over the link drawn at 260,274", box, err)
	}
	selected, _ := chromedp.Run(pg.ctx, chromedp.Evaluate[string](`(() => { const e = document.getElementById("orbis-link"); return e.value.substring(e.selectionStart, e.selectionEnd); })()`))
	if selected != link {
		t.Errorf("the field selects %q as it takes the focus, want the link", selected)
	}
	// A phone upright: the invitation is laid out for it, and the field
	// follows the link's box there (game/lobby/invite_layout.go: a column
	// 16 CSS px from the sides, Copy under the link).
	pg.run("a phone's window", chromedp.EmulateViewport(390, 844))
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(200 * time.Millisecond) {
		box, err = chromedp.Run(pg.ctx, chromedp.Evaluate[struct{ X, Y, W, H float64 }](`(() => {
			const r = document.getElementById("orbis-link").getBoundingClientRect();
			return {X: r.left, Y: r.top, W: r.width, H: r.height};
		})()`))
		if err == nil && box.X > 14 && box.X < 18 && box.W > 354 && box.W < 360 && box.H >= 44 && box.Y > 0 && box.Y+box.H < 844 {
			break
		}
		if time.Now().After(deadline) {
			pg.shot("browser-invite-phone.png")
			t.Fatalf("on a phone the link's field is at %+v (%v), want over the link's box 16 px from the sides", box, err)
		}
	}
	pg.shot("browser-invite-phone.png")
	pg.run("the desktop's window again", chromedp.EmulateViewport(width, height))
	time.Sleep(time.Second)
	pg.run("the invitation: To the table", pg.click(640, 564)...)
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(200 * time.Millisecond) {
		gone, _ := chromedp.Run(pg.ctx, chromedp.Evaluate[bool](`!document.getElementById("orbis-link")`))
		if gone {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the link's field stays over the table")
		}
	}
	pg.checkConsole()
}
