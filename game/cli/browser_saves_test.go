//go:build !js

package cli

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	rules "orbis/rules/orbis"
)

// TestBrowserSaysAFullStorage: the single autosave of an earlier version in
// localStorage is brought into the games in progress and continued; once
// the page's quota is full, localStorage.setItem throws at the next turn's
// save: the game goes on, the failure is said (the log names it; the
// table's words are checked in game/orbis), and the game's last save stays
// as it was.
func TestBrowserSaysAFullStorage(t *testing.T) {
	pg := openPage(t, 1280, 800)
	seed := uint64(3)
	_, setup, err := rules.NewGame(rules.Config{Players: 2, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	old, err := rules.NewRecord([]rules.PlayerInfo{{Name: "Ada", Kind: "ai:easy"}, {Name: "Basil", Kind: "ai:easy"}}, &seed, setup).Marshal()
	if err != nil {
		t.Fatal(err)
	}
	running := chromedp.Poll[bool](`window.orbisState === "running"`, chromedp.WithPollingTimeout(3*time.Minute), chromedp.WithPollingInterval(200*time.Millisecond))
	pg.run("an autosave of an earlier version, and the page again",
		chromedp.Evaluate[chromedp.Void](`localStorage.setItem("orbis/autosave.json", `+strconv.Quote(string(old))+`)`),
		chromedp.Reload(), chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := running(ctx, tg)
			return err
		}), pg.pause(time.Second))
	pg.run("title: Continue", pg.click(640, 457)...) // game/title.go: titleTop + 2 titleStep
	turns := func(n int) chromedp.Action[chromedp.Void] {
		return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := chromedp.Poll[bool](`(JSON.parse(`+latestSaveJS+` || "{}").actions || []).filter(a => a === "end").length >= `+strconv.Itoa(n),
				chromedp.WithPollingTimeout(time.Minute), chromedp.WithPollingInterval(100*time.Millisecond))(ctx, tg)
			return err
		})
	}
	pg.run("a turn saved", turns(1))
	if stored, _ := chromedp.Run(pg.ctx, chromedp.Evaluate[bool](`localStorage.getItem("orbis/autosave.json") === null`)); !stored {
		t.Fatal("the old autosave is still where it was")
	}
	// Fill the quota to the last byte: halving pieces until none fits.
	pg.run("fill localStorage", chromedp.Evaluate[chromedp.Void](`(() => {
		let n = 0;
		for (let size = 1 << 20; size >= 1; size >>= 1) {
			for (;;) {
				try { localStorage.setItem("fill/" + n++, "x".repeat(size)); } catch (e) { break; }
			}
		}
	})()`))
	before, err := chromedp.Run(pg.ctx, chromedp.Evaluate[string](latestSaveJS))
	if err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(time.Minute)
	for !strings.Contains(pg.consoleText(), "the game could not be saved") {
		if time.Now().After(deadline) {
			t.Fatalf("no save refused in a minute\nconsole:\n%s", pg.consoleText())
		}
		time.Sleep(200 * time.Millisecond)
	}
	pg.shot("browser-storage-full.png")
	after, err := chromedp.Run(pg.ctx, chromedp.Evaluate[string](latestSaveJS))
	if err != nil || after != before || after == "" {
		t.Errorf("the last save changed when the quota was full (%v)", err)
	}
	if text := pg.consoleText(); strings.Contains(text, "panic:") || strings.Contains(text, "fatal error") {
		t.Errorf("the page broke:\n%s", text)
	}
}
