//go:build !js

package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"orbis/game"
	"orbis/game/orbis"
	"orbis/game/orbit"
)

// TestBrowserReviewsAndAnalyses: in the web build, with a history of
// finished games and one kept game in localStorage, the title opens the
// statistics with their charts, the replay viewer opens the kept game from
// the list and steps back through it, and the analysis runs in slices that
// leave the tab drawing until it is cancelled; the console shows no error.
func TestBrowserReviewsAndAnalyses(t *testing.T) {
	const width, height = 1280, 800
	pg := openPage(t, width, height)
	stats, err := json.Marshal(game.DemoStats([]game.Game{orbis.New(), orbit.New()}, 7))
	if err != nil {
		t.Fatal(err)
	}
	record, err := randomOrbis(4, 5, 0)
	if err != nil {
		t.Fatal(err)
	}
	index, err := json.Marshal(map[string]any{"version": 1, "games": []game.KeptGame{
		{File: "games/00.json", Game: "orbis", Ended: time.Date(2026, 11, 25, 10, 0, 0, 0, time.UTC), Names: []string{"Ada", "Basil", "Chandra", "Dmitri"}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	put := func(key string, data []byte) chromedp.Action[chromedp.Void] {
		return chromedp.Evaluate[chromedp.Void](`localStorage.setItem(` + strconv.Quote(key) + `, ` + strconv.Quote(string(data)) + `)`)
	}
	running := chromedp.Poll[bool](`window.orbisState === "running"`, chromedp.WithPollingTimeout(3*time.Minute), chromedp.WithPollingInterval(200*time.Millisecond))
	pg.run("store a history and a kept game, and reload",
		put("orbis/stats.json", stats), put("orbis/games/index.json", index), put("orbis/games/00.json", record),
		chromedp.Reload(), chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := running(ctx, tg)
			return err
		}), pg.pause(time.Second))
	title := screenshot(t, pg)

	// The title's Statistics and Review buttons share the row under Options.
	pg.run("title: Statistics", pg.click(563, 697)...)
	pg.shot("browser-stats.png")
	if bytes.Equal(screenshot(t, pg), title) {
		t.Fatal("the statistics did not open")
	}
	pg.run("statistics: back", chromedp.KeyEvent(kb.Escape), pg.pause(500*time.Millisecond))

	pg.run("title: Review a game", pg.click(717, 697)...)
	pg.shot("browser-review-list.png")
	pg.run("the list: the kept game", pg.click(640, 216)...)
	time.Sleep(time.Second)
	end := screenshot(t, pg)
	pg.shot("browser-review-end.png")
	pg.run("step back five actions", chromedp.KeyEvent(kb.ArrowLeft), chromedp.KeyEvent(kb.ArrowLeft), chromedp.KeyEvent(kb.ArrowLeft),
		chromedp.KeyEvent(kb.ArrowLeft), chromedp.KeyEvent(kb.ArrowLeft), pg.pause(800*time.Millisecond))
	pg.shot("browser-review-back.png")
	if bytes.Equal(screenshot(t, pg), end) {
		t.Fatal("stepping back did not change the table")
	}

	// The analysis steps a slice per frame: the page keeps drawing.
	pg.run("time the frames", chromedp.Evaluate[chromedp.Void](`window.orbisFrames = {count: 0, longest: 0};
		(function frame(last) { requestAnimationFrame(now => {
			if (last) { orbisFrames.count++; orbisFrames.longest = Math.max(orbisFrames.longest, now - last); }
			frame(now);
		}); })(0);`))
	pg.run("Analyse", pg.click(931, 22)...)
	time.Sleep(3 * time.Second)
	pg.shot("browser-analysing.png")
	frames, err := chromedp.Run(pg.ctx, chromedp.Evaluate[struct {
		Count   int     `json:"count"`
		Longest float64 `json:"longest"`
	}](`window.orbisFrames`))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("while the analysis ran: %d frames, the longest %.0f ms", frames.Count, frames.Longest)
	if frames.Count < 5 || frames.Longest >= 1000 {
		t.Errorf("%d frames in about 3 s, the longest %.0f ms: the analysis blocks the page", frames.Count, frames.Longest)
	}
	pg.run("Cancel", pg.click(946, 22)...)
	pg.shot("browser-analysis-cancelled.png")
	pg.checkConsole()
}

// screenshot returns the page as a PNG.
func screenshot(t *testing.T, pg *webPage) []byte {
	t.Helper()
	png, err := chromedp.Run(pg.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	return png
}
