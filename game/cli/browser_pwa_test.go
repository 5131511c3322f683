//go:build !js

package cli

import (
	"errors"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"orbis/game/online/server"
	board "orbis/render/orbis"
	rules "orbis/rules/orbis"
)

// TestBrowserOfflineAndUpdate: the web build, visited once on localhost
// (a secure origin), starts again with its server stopped: the service
// worker kept the page, its scripts and the program, which travelled
// once; offline, a game of Orbis and one of Orbit start and play. A
// new build served afterwards on the same address is noticed and offered
// by the game's banner; its Reload brings the new build, whose worker
// deletes the old build's cache, and localStorage (saves, settings) is
// as it was. The console shows no error all along.
//
// Offline, a solo turn of each game is played, by the page's real input:
// Orbis against a computer (a tile dragged onto the pyramid, the turn
// ended, the computer's turn after it), Orbit solo (a Scout); and Play
// online tries the page's server, which does not answer, and says so.
func TestBrowserOfflineAndUpdate(t *testing.T) {
	dir, chromium := webBuild(t)
	web := &restartableWeb{t: t}
	web.start(t, dir, "127.0.0.1:0")
	t.Cleanup(web.stop)
	ctx, consoleText, consoleMessages := startBrowser(t, chromium)
	run := func(what string, steps ...chromedp.Action[chromedp.Void]) {
		t.Helper()
		if err := chromedp.Do(ctx, steps...); err != nil {
			t.Fatalf("%s: %v\nconsole:\n%s", what, err, consoleText())
		}
	}
	// pollFor polls js until it is true or d has passed, through the
	// page's reloads (a reload ends a poll: it starts again in the new page).
	pollFor := func(js string, d time.Duration) error {
		until := time.Now().Add(d)
		for {
			_, err := chromedp.Run(ctx, chromedp.Poll[bool](js, chromedp.WithPollingTimeout(time.Until(until)), chromedp.WithPollingInterval(200*time.Millisecond)))
			if err == nil || time.Now().After(until) || ctx.Err() != nil {
				return err
			}
			time.Sleep(200 * time.Millisecond)
		}
	}
	waitFor := func(what, js string) {
		t.Helper()
		if err := pollFor(js, 3*time.Minute); err != nil {
			keepScreenshot(t, ctx, "browser-pwa-failed.png")
			t.Fatalf("%s: %v\nconsole:\n%s", what, err, consoleText())
		}
	}
	running := func(what string) {
		t.Helper()
		waitFor(what, `window.orbisState === "running" || window.orbisState === "failed"`)
		if state, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`window.orbisState`)); state != "running" {
			t.Fatalf("%s: the page says %q\nconsole:\n%s", what, state, consoleText())
		}
	}
	// clickUntil clicks at (x, y) until js is true: a click a frame of
	// software WebGL on a busy machine did not see is made again (a frame
	// can take a second there).
	clickUntil := func(what string, x, y float64, js string) {
		t.Helper()
		for attempt := 1; ; attempt++ {
			run(what, mouse.hover(x, y), chromedp.Sleep(300*time.Millisecond),
				mouse.press(x, y), chromedp.Sleep(400*time.Millisecond), mouse.release(x, y))
			err := pollFor(js, 15*time.Second)
			if err == nil {
				return
			}
			if attempt == 4 {
				keepScreenshot(t, ctx, "browser-pwa-failed.png")
				t.Fatalf("%s: clicked %d times, and not yet %s: %v\nconsole:\n%s", what, attempt, js, err, consoleText())
			}
		}
	}
	scene := func(name string) string { return `!!window.orbisLayout && window.orbisLayout.scene === "` + name + `"` }
	const notTitle = `!!window.orbisLayout && window.orbisLayout.scene !== "title"`
	const storageJS = `JSON.stringify(Object.keys(localStorage).sort().map(k => [k, localStorage.getItem(k)]))`

	run("open the page", chromedp.EmulateViewport(1280, 800), chromedp.Navigate(web.url+"/"))
	running("the first visit")
	firstBuild, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`window.orbisBuild`))
	waitFor("the service worker is active", `navigator.serviceWorker.getRegistration().then(r => !!(r && r.active && r.active.state === "activated"))`)
	run("reload while online", chromedp.Reload())
	running("the second visit")
	waitFor("the service worker controls the page", `!!navigator.serviceWorker.controller`)
	if n := web.wasmFetches.Load(); n != 1 {
		t.Errorf("the program was fetched from the server %d times over two visits and the worker's install, want once", n)
	}

	run("the settings a player has", chromedp.Evaluate[chromedp.Void](offlineSettingsJS))
	web.stop()
	run("reload with the server stopped", chromedp.Reload())
	running("the visit with no network")
	keepScreenshot(t, ctx, "browser-pwa-offline-title.png")

	// Each game offline, from the title to a turn played: Orbis against a
	// computer, by the mouse and Enter; online refused, saying why; Orbit
	// solo, a Scout.
	pg := &webPage{t: t, ctx: ctx, consoleText: consoleText, consoleMessages: consoleMessages}
	waitFor("the title", scene("title"))
	clickUntil("Orbis: New game", 640, 345, notTitle) // game/title.go: titleTop
	run("Orbis' setup: seat 1 plays first", pg.click(990, 220)...)
	clickUntil("Orbis: Start", 810, 730, scene("orbis.play"))
	time.Sleep(time.Second) // its pieces are painted a few a frame
	keepScreenshot(t, ctx, "browser-pwa-offline-orbis.png")
	table := board.NewLayout(1280, 800, 2, 0)
	pg.dragPiece("Orbis offline: drag tile 0 onto the pyramid", table.Display[0], table.Seats[0].Slots[rules.SlotIndex(0, 2)], mouse, 800)
	pg.checkTookAndPlaced(pg.endTurnByEnter(1), "0,2")
	waitFor("Orbis offline: the computer plays its turn", `(JSON.parse(`+latestSaveJS+` || "{}").actions || []).filter(a => a === "end").length >= 2`)
	keepScreenshot(t, ctx, "browser-pwa-offline-orbis-played.png")

	run("reload with no network, to the title", chromedp.Reload())
	running("the title again with no network")
	waitFor("the title", scene("title"))
	pg.offlineOnlineRefused(web.url)
	clickUntil("title: Orbit", 720, 40, `JSON.parse(localStorage.getItem("orbis/settings.json") || "{}").game === "orbit"`)
	clickUntil("Orbit: New game", 640, 345, notTitle)
	pg.playOrbitScout("Orbit offline", func() { clickUntil("Orbit: Start", 810, 730, scene("orbit.play")) })
	keepScreenshot(t, ctx, "browser-pwa-offline-orbit.png")
	saved, _ := chromedp.Run(ctx, chromedp.Evaluate[string](storageJS))

	// A new build on the same address: the open page is offered it.
	next := newerBuild(t, dir)
	web.start(t, next.dir, web.addr)
	run("the browser looks for a new version", chromedp.Evaluate[chromedp.Void](`navigator.serviceWorker.getRegistration().then(r => r.update())`))
	waitFor("the page hears of the new version", `window.orbisUpdate === "ready"`)
	time.Sleep(time.Second) // the game asks the page twice a second
	keepScreenshot(t, ctx, "browser-pwa-update-offered.png")
	if build, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`window.orbisBuild`)); build != firstBuild {
		t.Fatalf("the open page became build %q before the player asked, want %q still", build, firstBuild)
	}
	// The banner's Reload, at the top of the 1280x800 screen (page_banner.go).
	clickUntil("the banner: Reload", 933, 42, `window.orbisBuild === `+strconv.Quote(next.build)+` && window.orbisState === "running"`)
	waitFor("only the new build's cache is left", `caches.keys().then(k => k.filter(n => n.startsWith("orbis-")).join() === "orbis-`+next.build+`")`)
	if after, _ := chromedp.Run(ctx, chromedp.Evaluate[string](storageJS)); !strings.Contains(saved, "orbis/settings.json") || after != saved {
		t.Errorf("localStorage before the update %.300s, after %.300s: want the settings kept as they were", saved, after)
	}
	keepScreenshot(t, ctx, "browser-pwa-updated.png")
	pg.checkConsoleOffline(web.url)
}

// restartableWeb serves a web build on one address, stopped and started
// again (with another build) as a server is: the page's origin stays.
type restartableWeb struct {
	t           *testing.T
	srv         *http.Server
	addr, url   string
	wasmFetches atomic.Int32 // requests that reached the server for a program
}

func (w *restartableWeb) start(t *testing.T, dir, addr string) {
	t.Helper()
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		t.Fatalf("serving the web build on %s: %v", addr, err)
	}
	w.addr, w.url = ln.Addr().String(), "http://"+ln.Addr().String()
	files := server.WebFiles(dir)
	w.srv = &http.Server{Handler: http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, ".wasm") {
			w.wasmFetches.Add(1)
		}
		files.ServeHTTP(rw, r)
	})}
	go func() {
		if err := w.srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			t.Errorf("serving the web build: %v", err)
		}
	}()
}

// stop closes the server and every connection to it.
func (w *restartableWeb) stop() {
	if w.srv != nil {
		w.srv.Close()
		w.srv = nil
	}
}

// newerBuild is a copy of the web build dir as another build: the same
// program and scripts, the page and the service worker of
// another build's hash, as plain files (their compressed copies would be
// the old build's).
func newerBuild(t *testing.T, dir string) (next struct{ dir, build string }) {
	t.Helper()
	next.dir = t.TempDir()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		name := e.Name()
		if slices.Contains([]string{"index.html.br", "index.html.gz", "sw.js.br", "sw.js.gz"}, name) {
			continue
		}
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		writeFile(t, filepath.Join(next.dir, name), data)
	}
	page := readFile(t, filepath.Join(dir, "index.html"))
	old := regexp.MustCompile(`data-build="([0-9a-f]{16})"`).FindStringSubmatch(page)
	if old == nil {
		t.Fatalf("%s/index.html names no build", dir)
	}
	next.build = strings.Repeat("0", 16)
	if old[1] == next.build {
		next.build = strings.Repeat("1", 16)
	}
	for _, name := range []string{"index.html", "sw.js"} {
		text := readFile(t, filepath.Join(dir, name))
		if !strings.Contains(text, old[1]) {
			t.Fatalf("%s/%s does not name the build %s", dir, name, old[1])
		}
		writeFile(t, filepath.Join(next.dir, name), []byte(strings.ReplaceAll(text, old[1], next.build)))
	}
	return next
}

// TestBrowserPlainHTTPPlaysWithoutWorker: a page opened over plain HTTP
// by a name other than localhost is no secure origin: no service worker
// is registered and nothing is cached, and the game plays all the same.
func TestBrowserPlainHTTPPlaysWithoutWorker(t *testing.T) {
	dir, chromium := webBuild(t)
	web := &restartableWeb{t: t}
	web.start(t, dir, "127.0.0.1:0")
	t.Cleanup(web.stop)
	_, port, _ := net.SplitHostPort(web.addr)
	ctx, consoleText, _ := startBrowser(t, chromium, chromedp.Flag("host-resolver-rules", "MAP orbis.test 127.0.0.1"))
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 800), chromedp.Navigate("http://orbis.test:"+port+"/")); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`window.orbisState === "running" || window.orbisState === "failed"`,
		chromedp.WithPollingTimeout(3*time.Minute), chromedp.WithPollingInterval(200*time.Millisecond))); err != nil {
		t.Fatalf("the game did not start: %v\nconsole:\n%s", err, consoleText())
	}
	got, err := chromedp.Run(ctx, chromedp.Evaluate[struct {
		State   string `json:"state"`
		Secure  bool   `json:"secure"`
		Workers bool   `json:"workers"`
	}](`({state: window.orbisState, secure: window.isSecureContext, workers: !!(navigator.serviceWorker && navigator.serviceWorker.controller) || "caches" in window})`))
	if err != nil {
		t.Fatal(err)
	}
	if got.State != "running" || got.Secure || got.Workers {
		t.Fatalf("over plain HTTP: %+v; want the game running, no secure context, no worker nor cache\nconsole:\n%s", got, consoleText())
	}
	time.Sleep(2 * time.Second)
	if n := web.wasmFetches.Load(); n != 1 {
		t.Errorf("the program was fetched %d times, want once", n)
	}
}
