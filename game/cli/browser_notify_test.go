//go:build !js

package cli

import (
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"
)

// TestBrowserShowsTurnNotifications: the web build's page, installed as
// a web app on localhost (a secure origin, its service worker active),
// has no leave for notifications until the person gives it; once given,
// a turn's notification (as game/notify asks the page for it) is shown
// by the service worker, with the game's words and the room's tag, and
// the app's badge is set and cleared without an error.
func TestBrowserShowsTurnNotifications(t *testing.T) {
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
	waitFor := func(what, js string) {
		t.Helper()
		if _, err := chromedp.Run(ctx, chromedp.Poll[bool](js, chromedp.WithPollingTimeout(3*time.Minute), chromedp.WithPollingInterval(200*time.Millisecond))); err != nil {
			t.Fatalf("%s: %v\nconsole:\n%s", what, err, consoleText())
		}
	}
	evaluate := func(what, js string) string {
		t.Helper()
		v, err := chromedp.Run(ctx, chromedp.Evaluate[string](js))
		if err != nil {
			t.Fatalf("%s: %v\nconsole:\n%s", what, err, consoleText())
		}
		return v
	}
	run("open the page", chromedp.EmulateViewport(1280, 800), chromedp.Navigate(web.url+"/"))
	waitFor("the game runs", `window.orbisState === "running"`)
	waitFor("the service worker is active", `navigator.serviceWorker.getRegistration().then(r => !!(r && r.active && r.active.state === "activated"))`)
	if got := evaluate("the permission before", `window.orbisNotifyPermission()`); got == "granted" {
		t.Fatalf("the page has leave for notifications nobody gave: %q", got)
	}
	// The title's Options (game/title.go: the row of Rules and Options),
	// whose last row asks the browser's leave.
	waitFor("the title", `!!window.orbisLayout && window.orbisLayout.scene === "title"`)
	for attempt := 0; evaluate("the scene", `window.orbisLayout.scene`) != "options"; attempt++ {
		if attempt == 4 {
			t.Fatalf("the title's Options did not open them\nconsole:\n%s", consoleText())
		}
		run("click Options", mouse.hover(717, 641), chromedp.Sleep(300*time.Millisecond), mouse.press(717, 641),
			chromedp.Sleep(300*time.Millisecond), mouse.release(717, 641), chromedp.Sleep(time.Second))
	}
	keepScreenshot(t, ctx, "browser-notify-options-ask.png")
	if _, err := chromedp.CallBrowser(ctx, browser.SetPermission, browser.SetPermissionParams{
		Permission: &browser.PermissionDescriptor{Name: "notifications"}, Setting: browser.PermissionSettingGranted, Origin: web.url}); err != nil {
		t.Fatalf("granting notifications: %v", err)
	}
	if got := evaluate("the permission given", `window.orbisNotifyPermission()`); got != "granted" {
		t.Fatalf("the permission once given: %q, want granted", got)
	}
	run("the options drawn again", mouse.hover(700, 400), chromedp.Sleep(time.Second))
	keepScreenshot(t, ctx, "browser-notify-options-on.png")
	run("a turn's notification", chromedp.Evaluate[chromedp.Void](`window.orbisNotify("Your turn", "ORBIS: it is your turn · room ABCD-EFGH", "orbis-ABCDEFGH").then(ok => { window.notified = ok; })`))
	waitFor("the page says it was shown", `window.notified === true`)
	waitFor("the service worker shows it", `navigator.serviceWorker.getRegistration().then(r => r.getNotifications()).then(ns =>
		ns.some(n => n.title === "Your turn" && n.body === "ORBIS: it is your turn · room ABCD-EFGH" && n.tag === "orbis-ABCDEFGH"))`)
	run("the badge set and cleared", chromedp.Evaluate[chromedp.Void](`window.orbisBadge(true); window.orbisBadge(false)`), chromedp.Sleep(500*time.Millisecond))
	(&webPage{t: t, ctx: ctx, consoleText: consoleText, consoleMessages: consoleMessages}).checkConsole()
}
