//go:build !js

package cli

import (
	"context"
	"errors"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/chromedp/chromedp"

	"orbis/game"
	"orbis/game/lobby"
)

// What TestBrowserOfflineAndUpdate does with no network, by the page's
// real input at 1280×800: the mouse and the keyboard.

// clickTo clicks at x, y until the scene on screen (window.orbisLayout)
// is the one named: a click a frame of software WebGL on a busy machine
// did not see is made again.
func (pg *webPage) clickTo(what string, x, y float64, scene string) {
	pg.t.Helper()
	on := chromedp.Poll[bool](`!!window.orbisLayout && window.orbisLayout.scene === `+strconv.Quote(scene),
		chromedp.WithPollingTimeout(10*time.Second), chromedp.WithPollingInterval(150*time.Millisecond))
	for range 4 {
		pg.run(what, pg.click(x, y)...)
		// A page that no longer answers fails the poll too.
		ctx, cancel := context.WithTimeout(pg.ctx, 15*time.Second)
		_, err := chromedp.Run(ctx, on)
		cancel()
		if err == nil {
			return
		}
		if pg.ctx.Err() != nil || errors.Is(err, context.DeadlineExceeded) {
			pg.t.Fatalf("%s: the page does not answer: %v\nconsole:\n%s", what, err, pg.consoleText())
		}
	}
	pg.shot("browser-offline-stuck.png")
	pg.t.Fatalf("%s: the clicks at %.0f,%.0f open no %s (window.orbisLayout %+v)\nconsole:\n%s", what, x, y, scene, phonePage{pg}.layout(), pg.consoleText())
}

// offlineSettingsJS gives the settings what the offline part of the test
// needs, as a player who played before has them: a name to play online
// with, and the computers at the instant speed (no time waited on them).
const offlineSettingsJS = `localStorage.setItem("orbis/settings.json", JSON.stringify(Object.assign(
	JSON.parse(localStorage.getItem("orbis/settings.json") || "{}"), {online_name: "Offline", speed: "instant"})))`

// offlineOnlineRefused opens Play online from the title with no network
// and hosts a room on the page's own server (pageURL), which does not
// answer: the page says it could not connect, with Back and Retry (only
// then is there a button where Back is), and Back leads to the lobby,
// and the lobby's Back to the title. The name a room needs is in the
// settings (offlineSettingsJS).
func (pg *webPage) offlineOnlineRefused(pageURL string) {
	pg.t.Helper()
	// Where the lobby and its setup put Host and Start, the game says: the
	// same screens in the test's own environment, the page's server and
	// name in its settings.
	env := phoneEnvWith(pg.t, `{"welcomed":true,"online_name":"Offline","online_server":`+strconv.Quote(pageURL)+`}`, nil)
	const w, h = 1280, 800
	probed := time.Now()
	hostX, hostY := whereOpens(pg.t, env, w, h, func() game.Scene { return lobby.New(env) }, "setup")
	startX, startY := whereOpens(pg.t, env, w, h, func() game.Scene {
		s, _ := clickOpens(env, lobby.New(env), hostX, hostY, w, h)
		return s
	}, "connecting")
	pg.t.Logf("the lobby's Host at %.0f,%.0f, its setup's Start at %.0f,%.0f (found in %.1f s)", hostX, hostY, startX, startY, time.Since(probed).Seconds())

	// game/title.go: Play online below Continue, 16 apart, and Games in
	// progress (the game of Orbis just played).
	pg.clickTo("title: Play online", 640, 585, "lobby")
	pg.shot("browser-pwa-offline-lobby.png")
	pg.clickTo("the lobby: host a room on the page's server", hostX, hostY, "setup")
	pg.clickTo("the room's setup: Start", startX, startY, "lobby.connecting")
	// game/lobby/connect.go: a failed connection's Back (and Retry) in a
	// row from x 380 at y 470, where Cancel stood alone from x 520 while it
	// tried.
	const backX, backY = 430, 470
	time.Sleep(2 * time.Second) // a connection refused at once: its words are on the screen
	pg.shot("browser-pwa-offline-refused.png")
	var failed bool
	for try := 0; try < 40 && !failed; try++ {
		pg.run("the lobby's refusal: Back", pg.click(backX, backY)...)
		failed = phonePage{pg}.layout().Scene == "lobby"
	}
	if !failed {
		pg.shot("browser-offline-stuck.png")
		pg.t.Fatalf("online with no network: the page shows no failed connection's Back (window.orbisLayout %+v)\nconsole:\n%s", phonePage{pg}.layout(), pg.consoleText())
	}
	if state := pg.evalString(`window.orbisState`); state != "running" {
		pg.t.Fatalf("after online was refused, the page says %q\nconsole:\n%s", state, pg.consoleText())
	}
	pg.clickTo("the lobby: Back", 640, 746, "title") // game/lobby/lobby.go: the desktop's Back
}

// playOrbitScout sets up a solo game of Orbit with orbitSeed on the setup
// on screen, starts it (start: Start clicked until the table shows), and
// plays its first order by the mouse: the Emperor's Scout followed (or
// countermanded for), a ship dragged along its ring, Done. Orbit saves
// each step: each is made again until the autosave holds it (a press a
// frame of software WebGL on a busy machine did not see).
func (pg *webPage) playOrbitScout(what string, start func()) {
	pg.t.Helper()
	// Pressed long enough for a frame to see the button down: a field
	// missed would leave the seed drawn.
	held := func(x, y float64) []chromedp.Action[chromedp.Void] {
		return []chromedp.Action[chromedp.Void]{mouse.hover(x, y), pg.pause(300 * time.Millisecond),
			mouse.press(x, y), pg.pause(600 * time.Millisecond), mouse.release(x, y), pg.pause(600 * time.Millisecond)}
	}
	pg.run(what+": setup: one player", held(560, 130)...)
	pg.run(what+": setup: the seed", held(590, 590)...)
	pg.run(what+": setup: type the seed", chromedp.KeyEvent(strconv.Itoa(orbitSeed)), pg.pause(600*time.Millisecond))
	start()
	time.Sleep(time.Second)
	plan := planScout(pg.t)
	// until does a step until the autosave holds want.
	until := func(step string, want func(actions []string) bool, do ...chromedp.Action[chromedp.Void]) {
		pg.t.Helper()
		var actions []string
		for range 4 {
			pg.run(what+": "+step, do...)
			for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(250 * time.Millisecond) {
				if actions = storedActions(pg.t, pg.ctx); want(actions) {
					return
				}
			}
		}
		pg.shot("browser-offline-orbit-stuck.png")
		pg.t.Fatalf("%s: %s: the autosave holds %v\nconsole:\n%s", what, step, actions, pg.consoleText())
	}
	until("answer the Emperor with a Scout", func(a []string) bool {
		return slices.Contains(a, "accept") || slices.Contains(a, "countermand scout")
	}, held(plan.answerX, plan.answerY)...)
	drag := []chromedp.Action[chromedp.Void]{mouse.hover(plan.fromX, plan.fromY), pg.pause(300 * time.Millisecond), mouse.press(plan.fromX, plan.fromY), pg.pause(300 * time.Millisecond)}
	for i := 1; i <= 12; i++ {
		drag = append(drag, mouse.move(plan.fromX+(plan.toX-plan.fromX)*float64(i)/12, plan.fromY+(plan.toY-plan.fromY)*float64(i)/12), pg.pause(60*time.Millisecond))
	}
	drag = append(drag, pg.pause(300*time.Millisecond), mouse.release(plan.toX, plan.toY), pg.pause(800*time.Millisecond))
	until("drag a ship along the ring", func(a []string) bool { return slices.Contains(a, plan.want) }, drag...)
	until("Done", func(a []string) bool {
		i := slices.Index(a, plan.want)
		return i >= 0 && slices.Contains(a[i:], "done")
	}, held(plan.doneX, plan.doneY)...)
}

// checkConsoleOffline is checkConsole for a page that tried its server
// with none there: the browser's own reports of the connections to the
// server's WebSocket path (pageURL/ws, and the questions the page asks
// there once it failed) refused are what the test made happen.
func (pg *webPage) checkConsoleOffline(pageURL string) {
	pg.t.Helper()
	for _, m := range pg.consoleMessages() {
		refused := strings.Contains(m.Text, "net::ERR_CONNECTION_REFUSED") &&
			(strings.Contains(m.Text, "ws"+strings.TrimPrefix(pageURL, "http")+"/ws") || strings.HasPrefix(m.URL, pageURL+"/ws"))
		if refused {
			continue
		}
		if m.Type == chromedp.ConsoleError || m.IsException() || strings.Contains(m.Text, "panic:") || strings.Contains(m.Text, "fatal error") {
			pg.t.Errorf("the console shows: %v (from %s)", m, m.URL)
		}
	}
}
