//go:build !js

package cli

import (
	"context"
	"io"
	"log/slog"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"orbis/game/online/server"
)

// TestBrowserOpensASharedReplay: a finished game's link, /?replay=CODE,
// opens it in the browser's replay viewer. Opened while the game is under
// way, the page says so and waits; once the game is over, Try again opens
// the viewer, whose Analyse runs on it; the console shows no error.
func TestBrowserOpensASharedReplay(t *testing.T) {
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
	host, code := hostWatched(t, "ws"+strings.TrimPrefix(hs.URL, "http")+"/ws", "orbis")

	pg := &webPage{t: t}
	pg.ctx, pg.consoleText, pg.consoleMessages = startBrowser(t, chromium)
	pg.run("open the link of a game under way", chromedp.EmulateViewport(width, height), chromedp.Navigate(hs.URL+"/?replay="+code))
	onScene := func(scene string) bool {
		ok, _ := chromedp.Run(pg.ctx, chromedp.Evaluate[bool](`!!window.orbisLayout && window.orbisLayout.scene === `+strconv.Quote(scene)))
		return ok
	}
	waitScene := func(scene string) {
		t.Helper()
		for deadline := time.Now().Add(3 * time.Minute); !onScene(scene); time.Sleep(200 * time.Millisecond) {
			if time.Now().After(deadline) {
				pg.shot("browser-replay-stuck.png")
				t.Fatalf("the page never showed %s (window.orbisLayout %+v)\nconsole:\n%s", scene, phonePage{pg}.layout(), pg.consoleText())
			}
		}
	}
	waitScene("lobby.sharedReplay")
	time.Sleep(2 * time.Second) // the server's answer: not over
	if !onScene("lobby.sharedReplay") {
		t.Fatalf("a game under way left the shared replay's screen for %+v", phonePage{pg}.layout())
	}
	pg.shot("browser-replay-not-over.png")

	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	if err := host.PlayAs(ctx, "easy", 1); err != nil {
		t.Fatal(err)
	}
	pg.run("Try again", pg.click(780, 470)...) // game/lobby/replay.go: Back and Try again, side by side
	waitScene("orbis.review")
	time.Sleep(time.Second)
	end := screenshot(t, pg)
	pg.shot("browser-replay.png")
	pg.run("Analyse", pg.click(931, 22)...) // as in TestBrowserReviewsAndAnalyses
	time.Sleep(3 * time.Second)
	pg.shot("browser-replay-analysing.png")
	if string(screenshot(t, pg)) == string(end) {
		t.Error("Analyse changed nothing on the shared game")
	}
	pg.checkConsole()
}
