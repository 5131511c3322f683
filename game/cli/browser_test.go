//go:build !js

package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"orbis/game/online/server"
	"orbis/render"
	board "orbis/render/orbis"
	rules "orbis/rules/orbis"
)

// TestBrowserDragAndDrop loads the web build (./build.sh web; the folder in
// ORBIS_WEB_DIR) in headless Chromium with software WebGL, starts a game
// against a computer seat with real pointer events, drags a display tile onto
// the pyramid, ends the turn with the keyboard, checks the turn in the
// autosave in localStorage, that the page drew frames while the Hard seat
// thought (counted between the autosaves, not timed), and that the console
// shows no error, and keeps a screenshot (ORBIS_SCREENSHOT_DIR, else the
// test's temporary folder).
func TestBrowserDragAndDrop(t *testing.T) {
	const width, height = 1280, 800
	pg := openPage(t, width, height)
	ctx, consoleText, run, shot, click := pg.ctx, pg.consoleText, pg.run, pg.shot, pg.click
	// The computers at the instant speed: a turn decided is played and
	// saved in the same frame (what the frames while Hard thinks count on).
	run("the instant speed", chromedp.Evaluate[chromedp.Void](`localStorage.setItem("orbis/settings.json", JSON.stringify(Object.assign(
		JSON.parse(localStorage.getItem("orbis/settings.json") || "{}"), {speed: "instant"})))`), chromedp.Reload())
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`window.orbisState === "running"`,
		chromedp.WithPollingTimeout(3*time.Minute), chromedp.WithPollingInterval(200*time.Millisecond))); err != nil {
		t.Fatalf("the game did not start again: %v\nconsole:\n%s", err, consoleText())
	}
	time.Sleep(time.Second)
	shot("browser-title.png")
	run("title: New game", click(640, 345)...) // game/title.go: titleTop
	run("setup: seat 1 plays first", click(990, 220)...)
	run("setup: seat 2 played by Hard", click(708, 299)...)
	shot("browser-setup.png")
	run("setup: Start", click(810, 730)...)
	time.Sleep(time.Second)

	// Where the table puts things, seat 1 (0-based 0) to act.
	table := board.NewLayout(width, height, 2, 0)
	tile0 := table.Display[0]
	slot := func(row, col int) render.Hex { return table.Seats[0].Slots[rules.SlotIndex(row, col)] }
	pg.dragPiece("drag tile 0 onto the pyramid", tile0, slot(0, 2), mouse, height)
	shot("browser-dropped.png")

	// From here the page's frames and autosaves are noted in order: Hard
	// thinks after this turn, and must do it in slices that leave the tab
	// drawing.
	run("note the frames and the autosaves", chromedp.Evaluate[chromedp.Void](thinkingFramesJS))

	pg.checkTookAndPlaced(pg.endTurnByEnter(1), "0,2")
	shot("browser-turn-ended.png")

	// Let the computer seat take its turn, then read the console.
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`(JSON.parse(`+latestSaveJS+` || "{}").actions || []).filter(a => a === "end").length >= 2`,
		chromedp.WithPollingTimeout(time.Minute), chromedp.WithPollingInterval(100*time.Millisecond))); err != nil {
		t.Fatalf("the Hard computer seat did not finish its turn: %v\nconsole:\n%s", err, consoleText())
	}
	events, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`window.orbisEvents`))
	if err != nil {
		t.Fatal(err)
	}
	frames, err := framesBetweenSaves(events, 1, 2)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("while Hard thought: %d frames drawn between the autosave of turn 1 and that of turn 2", frames)
	// At the instant speed Hard's turn is played, ended and saved in the
	// frame its search ends: a search that did not give the frame back
	// would start and end between two frames.
	if frames < minThinkingFrames {
		t.Errorf("%d frames were drawn while Hard thought, want %d or more: the search blocks the page", frames, minThinkingFrames)
	}
	shot("browser-after-computer.png")

	// The page again: Continue picks the game up from localStorage, and
	// the next turn goes on from there.
	run("reload the page", chromedp.Reload())
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`window.orbisState === "running"`,
		chromedp.WithPollingTimeout(3*time.Minute), chromedp.WithPollingInterval(200*time.Millisecond))); err != nil {
		t.Fatalf("the game did not start again: %v\nconsole:\n%s", err, consoleText())
	}
	time.Sleep(time.Second)
	shot("browser-reloaded.png")
	run("title: Continue", click(640, 457)...) // titleTop + 2 titleStep
	time.Sleep(time.Second)
	// This turn by touch, as on a tablet.
	run("enable touch", chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, emulation.SetTouchEmulationEnabled, emulation.SetTouchEmulationEnabledParams{Enabled: true, MaxTouchPoints: 1})
		return err
	}))
	shot("browser-continued-title.png")
	pg.dragPiece("drag tile 0 onto the pyramid by touch", tile0, slot(0, 3), finger, height)
	shot("browser-continued-dropped.png")
	pg.checkTookAndPlaced(pg.endTurnByEnter(3), "0,3")
	shot("browser-continued.png")

	pg.checkConsole()
}

// webPage is the web build open in headless Chromium, its game running.
type webPage struct {
	t               *testing.T
	ctx             context.Context
	consoleText     func() string
	consoleMessages func() []chromedp.ConsoleMessage
}

// openPage serves the web build, opens it in a viewport of width×height
// (of a device: a phone's scale, touch) and waits for the game's first
// frame.
func openPage(t *testing.T, width, height int64, device ...chromedp.EmulateViewportOption) *webPage {
	t.Helper()
	dir, chromium := webBuild(t)
	srv := httptest.NewServer(server.WebFiles(dir))
	t.Cleanup(srv.Close)
	pg := &webPage{t: t}
	pg.ctx, pg.consoleText, pg.consoleMessages = startBrowser(t, chromium)
	opened := time.Now()
	pg.run("open the page", chromedp.EmulateViewport(width, height, device...), chromedp.Navigate(srv.URL+"/"))
	// Loading 15 MB of WebAssembly and the first frame through software WebGL.
	if _, err := chromedp.Run(pg.ctx, chromedp.Poll[bool](`window.orbisState === "running" || window.orbisState === "failed"`,
		chromedp.WithPollingTimeout(3*time.Minute), chromedp.WithPollingInterval(200*time.Millisecond))); err != nil {
		t.Fatalf("the game did not start: %v\nconsole:\n%s", err, pg.consoleText())
	}
	if state, _ := chromedp.Run(pg.ctx, chromedp.Evaluate[string](`window.orbisState`)); state != "running" {
		pg.shot("browser-failed.png")
		t.Fatalf("the page says the game failed to start\nconsole:\n%s", pg.consoleText())
	}
	t.Logf("the first frame %.1f s after opening the page", time.Since(opened).Seconds())
	return pg
}

// run performs steps on the page, and fails the test with the console
// when one fails.
func (pg *webPage) run(what string, steps ...chromedp.Action[chromedp.Void]) {
	pg.t.Helper()
	if err := chromedp.Do(pg.ctx, steps...); err != nil {
		pg.t.Fatalf("%s: %v\nconsole:\n%s", what, err, pg.consoleText())
	}
}

// shot keeps a screenshot of the page.
func (pg *webPage) shot(name string) { keepScreenshot(pg.t, pg.ctx, name) }

func (pg *webPage) pause(d time.Duration) chromedp.Action[chromedp.Void] { return chromedp.Sleep(d) }

// click is a person's click with the mouse: over, press, release.
func (pg *webPage) click(x, y float64) []chromedp.Action[chromedp.Void] {
	return []chromedp.Action[chromedp.Void]{
		mouse.hover(x, y), pg.pause(150 * time.Millisecond),
		mouse.press(x, y), pg.pause(150 * time.Millisecond),
		mouse.release(x, y), pg.pause(500 * time.Millisecond),
	}
}

// checkConsole fails the test for every error, exception or panic the
// page's console shows.
func (pg *webPage) checkConsole() {
	pg.t.Helper()
	for _, m := range pg.consoleMessages() {
		if m.Type == chromedp.ConsoleError || m.IsException() || strings.Contains(m.Text, "panic:") || strings.Contains(m.Text, "fatal error") {
			pg.t.Errorf("the console shows: %v", m)
		}
	}
}

// webBuild returns the web build's folder and Chromium's path, or skips the
// test when either is missing outside CI.
func webBuild(t *testing.T) (dir, chromium string) {
	t.Helper()
	if testing.Short() {
		t.Skip("runs the web build in a browser")
	}
	if os.Getenv("ORBIS_DISPLAY_TESTS") == "later" {
		t.Skip("the browser tests run in a pass of their own (./build.sh test)")
	}
	dir = os.Getenv("ORBIS_WEB_DIR")
	chromium, lookErr := exec.LookPath("chromium")
	switch {
	case dir == "" && os.Getenv("CI") == "true":
		t.Fatal("ORBIS_WEB_DIR is not set on CI: ./build.sh test builds the web version and sets it")
	case dir == "":
		t.Skip("no web build: ORBIS_WEB_DIR is not set (./build.sh test sets it)")
	case lookErr != nil && os.Getenv("CI") == "true":
		t.Fatal("chromium is missing on CI: ./build.sh test must install it")
	case lookErr != nil:
		t.Skip("chromium is not installed")
	}
	if wasm, _ := filepath.Glob(filepath.Join(dir, "orbis.*.wasm")); len(wasm) != 1 {
		t.Fatalf("ORBIS_WEB_DIR=%s holds no web build: %d programs named orbis.<hash>.wasm, want 1", dir, len(wasm))
	}
	return dir, chromium
}

// startBrowser starts headless Chromium, drawing WebGL in software, with
// the extra flags given, and collects its console.
func startBrowser(t *testing.T, chromium string, flags ...chromedp.ExecAllocatorOption) (ctx context.Context, consoleText func() string, consoleMessages func() []chromedp.ConsoleMessage) {
	t.Helper()
	opts := append([]chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chromium),
		chromedp.Headless,
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1280, 800),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("use-angle", "swiftshader"),
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("no-first-run", true),
	}, flags...)
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancelAlloc)
	ctx, cancel := chromedp.NewContext(alloc)
	t.Cleanup(cancel)

	var mu sync.Mutex
	var console []chromedp.ConsoleMessage
	messages := chromedp.Console(ctx)
	go func() {
		for m, err := range messages {
			if err != nil {
				return
			}
			mu.Lock()
			console = append(console, m)
			mu.Unlock()
		}
	}()
	consoleMessages = func() []chromedp.ConsoleMessage {
		mu.Lock()
		defer mu.Unlock()
		return slices.Clone(console)
	}
	consoleText = func() string {
		var b strings.Builder
		for _, m := range consoleMessages() {
			fmt.Fprintln(&b, m)
		}
		return b.String()
	}
	return ctx, consoleText, consoleMessages
}

// TestBrowserWithoutWebGLOrWebAssembly: a browser that cannot draw, or
// cannot run the game, says so on the page instead of showing a loading
// bar forever.
func TestBrowserWithoutWebGLOrWebAssembly(t *testing.T) {
	dir, chromium := webBuild(t)
	srv := httptest.NewServer(server.WebFiles(dir))
	defer srv.Close()
	tests := []struct {
		name   string
		flags  []chromedp.ExecAllocatorOption
		script string // run before the page's own
		want   string
	}{
		{name: "no WebGL", flags: []chromedp.ExecAllocatorOption{chromedp.Flag("disable-webgl", true), chromedp.Flag("disable-webgl2", true)},
			want: "failed: This browser cannot draw with WebGL 2."},
		{name: "no WebAssembly", script: "delete window.WebAssembly;", want: "failed: This browser cannot run WebAssembly."},
		// The page speaks the language the game remembers, else the browser's.
		{name: "remembered German", script: `localStorage.setItem("orbis/settings.json", '{"language":"de"}'); delete window.WebAssembly;`,
			want: "failed: Dieser Browser kann kein WebAssembly ausführen."},
		{name: "a Polish browser", script: `Object.defineProperty(navigator, "languages", {get: () => ["pl-PL", "en"]}); delete window.WebAssembly;`,
			want: "failed: Ta przeglądarka nie obsługuje WebAssembly."},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ctx, consoleText, _ := startBrowser(t, chromium, tc.flags...)
			hide := chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
				if tc.script == "" {
					return nil
				}
				_, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: tc.script})
				return err
			})
			if err := chromedp.Do(ctx, hide, chromedp.Navigate(srv.URL+"/")); err != nil {
				t.Fatal(err)
			}
			if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`window.orbisState === "failed" || window.orbisState === "running"`,
				chromedp.WithPollingTimeout(time.Minute))); err != nil {
				t.Fatalf("the page did not settle: %v\nconsole:\n%s", err, consoleText())
			}
			text, err := chromedp.Run(ctx, chromedp.Evaluate[string](`window.orbisState + ": " + document.getElementById("problem").innerText`))
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(text, tc.want) {
				t.Fatalf("the page says %q, want %q", text, tc.want)
			}
		})
	}
}

// pointing is a way to point at the page: the mouse or a finger. grip is
// where it holds a piece it drags to be at y, on a page height high: a
// finger holds it below, in sight (input.Lift).
type pointing struct {
	hover, press, move, release func(x, y float64) chromedp.Action[chromedp.Void]
	grip                        func(y, height float64) float64
}

// mouse points with real mouse events, the left button for pressing.
var mouse = pointing{
	grip: func(y, height float64) float64 { return y },
	hover: func(x, y float64) chromedp.Action[chromedp.Void] {
		return chromedp.MouseEvent(chromedp.MouseMoved, x, y)
	},
	press: func(x, y float64) chromedp.Action[chromedp.Void] {
		return chromedp.MouseEvent(chromedp.MousePressed, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1))
	},
	move: func(x, y float64) chromedp.Action[chromedp.Void] {
		return chromedp.MouseEvent(chromedp.MouseMoved, x, y, chromedp.ButtonLeft)
	},
	release: func(x, y float64) chromedp.Action[chromedp.Void] {
		return chromedp.MouseEvent(chromedp.MouseReleased, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1))
	},
}

// finger points with real touch events; a finger cannot hover.
var finger = pointing{
	grip:  fingerFor,
	hover: func(x, y float64) chromedp.Action[chromedp.Void] { return chromedp.Sleep(0) },
	press: func(x, y float64) chromedp.Action[chromedp.Void] {
		return touch(input.DispatchTouchEventTypeTouchStart, x, y)
	},
	move: func(x, y float64) chromedp.Action[chromedp.Void] {
		return touch(input.DispatchTouchEventTypeTouchMove, x, y)
	},
	release: func(x, y float64) chromedp.Action[chromedp.Void] {
		return touch(input.DispatchTouchEventTypeTouchEnd, x, y)
	},
}

// touch dispatches one touch event at x, y (a touch's end has no point).
func touch(typ input.DispatchTouchEventType, x, y float64) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		points := []*input.TouchPoint{{X: x, Y: y}}
		if typ == input.DispatchTouchEventTypeTouchEnd {
			points = []*input.TouchPoint{}
		}
		_, err := cdp.Call(ctx, tg, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: points})
		return err
	})
}

// TestBrowserKeepsAnUnreadableSave: a broken autosave of an earlier
// version in localStorage is moved aside at start, never lost, and the
// game still starts.
func TestBrowserKeepsAnUnreadableSave(t *testing.T) {
	dir, chromium := webBuild(t)
	srv := httptest.NewServer(server.WebFiles(dir))
	defer srv.Close()
	ctx, consoleText, _ := startBrowser(t, chromium)
	const broken = `{"format":"orbis-record","version":1,"players":[`
	running := chromedp.Poll[bool](`window.orbisState === "running"`, chromedp.WithPollingTimeout(3*time.Minute), chromedp.WithPollingInterval(200*time.Millisecond))
	if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/"), chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := running(ctx, tg)
		return err
	}), chromedp.Evaluate[chromedp.Void](`localStorage.setItem("orbis/autosave.json", `+strconv.Quote(broken)+`)`), chromedp.Reload(), chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := running(ctx, tg)
		return err
	})); err != nil {
		t.Fatalf("%v\nconsole:\n%s", err, consoleText())
	}
	stored, err := chromedp.Run(ctx, chromedp.Evaluate[map[string]string](`Object.fromEntries(Object.keys(localStorage).map(k => [k, localStorage.getItem(k)]))`))
	if err != nil {
		t.Fatal(err)
	}
	kept := ""
	for k, v := range stored {
		if strings.HasPrefix(k, "orbis/autosave.unreadable-") && v == broken {
			kept = k
		}
	}
	keepScreenshot(t, ctx, "browser-unreadable-save.png")
	if _, still := stored["orbis/autosave.json"]; still || kept == "" {
		t.Fatalf("localStorage after the start: %v", stored)
	}
}

// keepScreenshot saves the page as a PNG in ORBIS_SCREENSHOT_DIR, else in
// the test's temporary folder.
func keepScreenshot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Logf("screenshot %s: %v", name, err)
		return
	}
	out := os.Getenv("ORBIS_SCREENSHOT_DIR")
	if out == "" {
		out = t.TempDir()
	}
	path := filepath.Join(out, name)
	if err := os.MkdirAll(out, 0o755); err == nil && os.WriteFile(path, png, 0o644) == nil {
		t.Logf("screenshot: %s", path)
	}
}

// countEnds counts the ended turns in a record's actions.
func countEnds(actions []string) int {
	n := 0
	for _, a := range actions {
		if a == "end" {
			n++
		}
	}
	return n
}

// latestSaveJS is, in the page, the latest played game in progress in
// localStorage (game/save.go: its index names it first), or "".
const latestSaveJS = `(() => {
	const games = (JSON.parse(localStorage.getItem("orbis/in-progress.json") || "{}").games || []);
	return games.length ? (localStorage.getItem("orbis/in-progress/" + games[0].id + ".json") || "") : "";
})()`

// storedActions reads the actions of the latest played game in progress in
// the page's localStorage, or nil if there is none.
func storedActions(t *testing.T, ctx context.Context) []string {
	t.Helper()
	data, err := chromedp.Run(ctx, chromedp.Evaluate[string](latestSaveJS))
	if err != nil {
		t.Fatalf("reading localStorage: %v", err)
	}
	if data == "" {
		return nil
	}
	var rec struct {
		Actions []string `json:"actions"`
	}
	if err := json.Unmarshal([]byte(data), &rec); err != nil {
		t.Fatalf("the autosave in localStorage is not a record: %v", err)
	}
	return rec.Actions
}
