//go:build !js

package cli

import (
	"cmp"
	"context"
	"image"
	"maps"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"orbis/game"
	"orbis/game/games"
	"orbis/game/online/server"
	"orbis/input"
	"orbis/render"
	board "orbis/render/orbis"
	rules "orbis/rules/orbis"
)

// phoneDPR is the phones' device scale in the browser tests: a phone's 2.
const phoneDPR = 2

// pageTitleLower is how much lower the page's title column stands than the
// desktop's on a phone upright: the page has no Quit, and the column is
// centred (game/title_layout.go: half a row of 48 and a gap of 8).
const pageTitleLower = (48 + 8) / 2

// phoneSettings are the settings the phone tests start with, in
// localStorage and in the test's own environment alike: the tutorial
// offered already, the computer quick, two seats, the person first.
const phoneSettings = `{"welcomed":true,"speed":"fast","game":"orbis","setups":{"orbis":{"players":2,"levels":["human","easy","easy","easy"],"first":0}}}`

// TestBrowserPhone plays Orbis by touch alone on a phone (mobile and touch
// emulated, a device scale of 2): upright at 390×844 a turn (New game and
// Start tapped where the game lays them out, a long press on a display
// tile that shows its tooltip, the tile dragged, held below the finger,
// onto a slot of the pyramid, End turn tapped); a tile picked up by a tap,
// the phone turned on its side, and a tap on the slot where the turned
// table puts it places that tile; on its side another turn, dragged and
// ended. window.orbisLayout says the layout and that every text is 12
// CSS px or more and every target 44. Then Orbit upright, two captains:
// the order Scout, a ship tapped, a lit hex tapped, Done, each tapped
// where the game lays it out.
func TestBrowserPhone(t *testing.T) {
	const portraitW, portraitH = 390, 844
	device := []chromedp.EmulateViewportOption{chromedp.EmulateScale(phoneDPR), chromedp.EmulateMobile}
	pg := openPhonePage(t, portraitW, portraitH, device...)
	env := phoneEnv(t)
	tap := pg.tap

	title := func() game.Scene { return game.Title(env) }
	x, y := whereOpens(t, env, portraitW, portraitH, title, "setup")
	pg.tapTo("title: New game", x, y+pageTitleLower, "setup")
	setup := func() game.Scene {
		s, _ := clickOpens(env, title(), x, y, portraitW, portraitH)
		return s
	}
	sx, sy := whereOpens(t, env, portraitW, portraitH, setup, "play")
	pg.tapTo("setup: Start", sx, sy, "orbis.play")
	pg.waitLayout("orbis.play", "portrait")

	table := phoneTable(portraitW, portraitH)
	tile, slot := table.Display[0], table.Seats[0].Slots[rules.SlotIndex(0, 2)]
	before := pg.ink()
	pg.run("long press on display tile 0", finger.press(tile.CX, tile.CY), pg.pause(700*time.Millisecond))
	held := before
	for try := 0; try < 20 && held < before+0.01; try++ {
		held = pg.ink()
		pg.run("hold", pg.pause(250*time.Millisecond))
	}
	pg.shot("browser-phone-long-press.png")
	pg.run("lift the finger", finger.release(tile.CX, tile.CY), pg.pause(400*time.Millisecond))
	t.Logf("the tooltip's ink on the screen: %.3f before, %.3f held", before, held)
	if held < before+0.01 {
		t.Errorf("a long press on a display tile shows no tooltip: its ink covers %.3f of the screen, %.3f before", held, before)
	}
	pg.drag("drag tile 0 onto slot 0,2, held below it", tile, slot, portraitH)
	pg.shot("browser-phone-dropped.png")
	pg.checkFigures("portrait")
	pg.endTurn(table, 1)
	pg.checkTurn(1, "0,2")

	// Tap and tap across a turn of the phone: the tile stays in hand.
	pg.waitTurn(3)
	tile = table.Display[0]
	tap("tile 0 in hand", tile.CX, tile.CY)
	pg.run("turn the phone on its side", chromedp.EmulateViewport(portraitH, portraitW, device...))
	pg.waitLayout("orbis.play", "landscape")
	side := phoneTable(portraitH, portraitW)
	slot = side.Seats[0].Slots[rules.SlotIndex(0, 3)]
	tap("slot 0,3 where the turned table puts it", slot.CX, slot.CY)
	pg.shot("browser-phone-turned.png")
	pg.checkFigures("landscape")
	pg.endTurn(side, 3)
	pg.checkTurn(3, "0,3")

	// On its side, a turn dragged and ended.
	pg.waitTurn(5)
	tile, slot = side.Display[0], side.Seats[0].Slots[rules.SlotIndex(0, 4)]
	pg.drag("drag tile 0 onto slot 0,4 on its side", tile, slot, portraitW)
	pg.shot("browser-phone-landscape-dropped.png")
	pg.endTurn(side, 5)
	pg.checkTurn(5, "0,4")

	// Orbit upright, two captains, the person's order first: Scout, a
	// ship tapped and a lit hex tapped, Done. Where each is the game says:
	// the order on a game of its own as it opens, the rest on the page's
	// game in progress, opened by Continue in the test's environment.
	pg.run("upright again, Orbit next", chromedp.EmulateViewport(portraitW, portraitH, device...),
		chromedp.Evaluate[chromedp.Void](`localStorage.setItem("orbis/settings.json", `+strconv.Quote(orbitSettings)+`)`), chromedp.Reload())
	pg.waitRunning()
	orbitEnv := phoneEnvWith(t, orbitSettings, nil)
	title = func() game.Scene { return game.Title(orbitEnv) }
	x, y = whereOpens(t, orbitEnv, portraitW, portraitH, title, "setup")
	pg.tapTo("Orbit's title: New game", x, y+pageTitleLower, "setup")
	setup = func() game.Scene {
		s, _ := clickOpens(orbitEnv, title(), x, y, portraitW, portraitH)
		return s
	}
	sx, sy = whereOpens(t, orbitEnv, portraitW, portraitH, setup, "play")
	pg.tapTo("Orbit's setup: Start", sx, sy, "orbit.play")
	order := planPhoneScout(t, orbitEnv, func() game.Scene { s, _ := clickOpens(orbitEnv, setup(), sx, sy, portraitW, portraitH); return s }, portraitW, portraitH, true)
	time.Sleep(time.Second)
	pg.tap("the order: Scout", order[0], order[1])
	time.Sleep(time.Second)
	follow := planPhoneScout(t, orbitEnv, func() game.Scene {
		s, _ := clickOpens(orbitEnv, setup(), sx, sy, portraitW, portraitH)
		clickOpens(orbitEnv, s, order[0], order[1], portraitW, portraitH)
		return s
	}, portraitW, portraitH, false)
	pg.tap("a ship", follow[0], follow[1])
	pg.tap("a lit hex", follow[2], follow[3])
	pg.shot("browser-phone-orbit-scouted.png")
	pg.tap("Done", follow[4], follow[5])
	// The person's follow, as the autosave writes it once the turn is over.
	scouted := func(a []string) bool {
		return len(a) >= 3 && a[0] == "order scout" && strings.HasPrefix(a[1], "scout ") && a[2] == "done"
	}
	var actions []string
	for deadline := time.Now().Add(30 * time.Second); !scouted(actions); time.Sleep(250 * time.Millisecond) {
		if time.Now().After(deadline) {
			pg.shot("browser-phone-orbit-stuck.png")
			t.Fatalf("the autosave holds %v, want order scout, scout …, done\nconsole:\n%s", actions, pg.consoleText())
		}
		actions = storedActions(t, pg.ctx)
	}
	t.Logf("Orbit's autosave: %v", actions)
	pg.checkConsole()
}

// orbitSettings start Orbit's game of two captains, the person first.
const orbitSettings = `{"welcomed":true,"welcomed_games":["orbit"],"speed":"fast","game":"orbit","setups":{"orbit":{"players":2,"levels":["human","easy"],"first":0}}}`

// scoutTries is how many games a scout planned on Orbit's table must be
// legal in, to be legal in the page's game too.
const scoutTries = 8

// targetsOf is the centre of each target of a scene laid out for a phone
// of w×h CSS px.
func targetsOf(env *game.Env, s game.Scene, w, h float64) map[input.Target][2]float64 {
	place(env, s, w, h)
	type spot struct{ x, y, n float64 }
	spots := map[input.Target]*spot{}
	const step = 4.0
	for py := step / 2; py < h; py += step {
		for px := step / 2; px < w; px += step {
			tg := s.Hit(env, px*phoneDPR, py*phoneDPR)
			if tg.Kind == 0 {
				continue
			}
			sp := spots[tg]
			if sp == nil {
				sp = &spot{}
				spots[tg] = sp
			}
			sp.x, sp.y, sp.n = sp.x+px, sp.y+py, sp.n+1
		}
	}
	out := make(map[input.Target][2]float64, len(spots))
	for tg, sp := range spots {
		out[tg] = [2]float64{sp.x / sp.n, sp.y / sp.n}
	}
	return out
}

// phonePage is the web build open on an emulated phone.
type phonePage struct{ *webPage }

// openPhonePage opens the web build on a phone of width×height CSS px,
// touch emulated, with phoneSettings in its localStorage.
func openPhonePage(t *testing.T, width, height int64, device ...chromedp.EmulateViewportOption) phonePage {
	t.Helper()
	dir, chromium := webBuild(t)
	srv := newWebServer(t, dir)
	pg := &webPage{t: t}
	pg.ctx, pg.consoleText, pg.consoleMessages = startBrowser(t, chromium)
	settings := `if (!localStorage.getItem("orbis/settings.json")) localStorage.setItem("orbis/settings.json", ` + strconv.Quote(phoneSettings) + `);`
	pg.run("open the page on a phone", chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		if _, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: settings}); err != nil {
			return err
		}
		_, err := cdp.Call(ctx, tg, emulation.SetTouchEmulationEnabled, emulation.SetTouchEmulationEnabledParams{Enabled: true, MaxTouchPoints: 1})
		return err
	}), chromedp.EmulateViewport(width, height, device...), chromedp.Navigate(srv+"/"))
	pp := phonePage{pg}
	pp.waitRunning()
	return pp
}

// newWebServer serves the web build's folder for the test.
func newWebServer(t *testing.T, dir string) string {
	t.Helper()
	srv := httptest.NewServer(server.WebFiles(dir))
	t.Cleanup(srv.Close)
	return srv.URL
}

// waitRunning waits for the game's first frame.
func (pg phonePage) waitRunning() {
	pg.t.Helper()
	if _, err := chromedp.Run(pg.ctx, chromedp.Poll[bool](`window.orbisState === "running" || window.orbisState === "failed"`,
		chromedp.WithPollingTimeout(3*time.Minute), chromedp.WithPollingInterval(200*time.Millisecond))); err != nil {
		pg.t.Fatalf("the game did not start: %v\nconsole:\n%s", err, pg.consoleText())
	}
	if state := pg.evalString(`window.orbisState`); state != "running" {
		pg.t.Fatalf("the page says the game failed to start\nconsole:\n%s", pg.consoleText())
	}
	pg.waitLayout("title", "")
}

// tap is a finger's tap at x, y (CSS px).
func (pg phonePage) tap(what string, x, y float64) {
	pg.t.Helper()
	pg.run(what, finger.press(x, y), pg.pause(100*time.Millisecond), finger.release(x, y), pg.pause(400*time.Millisecond))
}

// tapTo taps at x, y until the scene on screen is the one named (a first
// tap too soon after the start may go unseen).
func (pg phonePage) tapTo(what string, x, y float64, scene string) {
	pg.t.Helper()
	pg.t.Logf("%s: a tap at %.0f,%.0f", what, x, y)
	for range 3 {
		pg.tap(what, x, y)
		for deadline := time.Now().Add(3 * time.Second); time.Now().Before(deadline); time.Sleep(150 * time.Millisecond) {
			if pg.layout().Scene == scene {
				return
			}
		}
	}
	pg.shot("browser-phone-stuck.png")
	pg.t.Fatalf("%s: the taps at %.0f,%.0f open no %s (window.orbisLayout %+v)", what, x, y, scene, pg.layout())
}

// drag drags a piece from one hex to another at a person's pace, the
// finger below it by the lift, on a page height high.
func (pg phonePage) drag(what string, from, to render.Hex, height float64) {
	pg.t.Helper()
	steps := []chromedp.Action[chromedp.Void]{finger.press(from.CX, from.CY), pg.pause(150 * time.Millisecond)}
	for i := 1; i <= 10; i++ {
		x, y := from.CX+(to.CX-from.CX)*float64(i)/10, from.CY+(finger.grip(to.CY, height)-from.CY)*float64(i)/10
		steps = append(steps, finger.move(x, y), pg.pause(50*time.Millisecond))
	}
	steps = append(steps, pg.pause(150*time.Millisecond), finger.release(to.CX, finger.grip(to.CY, height)), pg.pause(400*time.Millisecond))
	pg.run(what, steps...)
}

// phoneLayout is window.orbisLayout.
type phoneLayout struct {
	Scene     string  `json:"scene"`
	Layout    string  `json:"layout"`
	MinFont   float64 `json:"minFontCssPx"`
	MinTarget float64 `json:"minTargetCssPx"`
}

func (pg phonePage) layout() phoneLayout {
	pg.t.Helper()
	l, err := chromedp.Run(pg.ctx, chromedp.Evaluate[phoneLayout](`window.orbisLayout || {}`))
	if err != nil {
		pg.t.Fatalf("window.orbisLayout: %v", err)
	}
	return l
}

// waitLayout waits until window.orbisLayout names the scene (and the
// layout, unless ""), then a little for the frames to settle.
func (pg phonePage) waitLayout(scene, layout string) {
	pg.t.Helper()
	var l phoneLayout
	for deadline := time.Now().Add(time.Minute); ; time.Sleep(150 * time.Millisecond) {
		if l = pg.layout(); l.Scene == scene && (layout == "" || l.Layout == layout) {
			break
		}
		if time.Now().After(deadline) {
			pg.shot("browser-phone-stuck.png")
			pg.t.Fatalf("window.orbisLayout is %+v, want scene %q, layout %q\nconsole:\n%s", l, scene, layout, pg.consoleText())
		}
	}
	time.Sleep(300 * time.Millisecond)
}

// checkFigures checks window.orbisLayout during play: the layout, texts
// of 12 CSS px and more, targets of 44.
func (pg phonePage) checkFigures(layout string) {
	pg.t.Helper()
	time.Sleep(1200 * time.Millisecond) // the figures of an unchanged scene are taken again every second
	l := pg.layout()
	pg.t.Logf("window.orbisLayout: %+v", l)
	if l.Scene != "orbis.play" || l.Layout != layout || l.MinFont < game.MinFontCSS || l.MinTarget < game.MinTouchTargetCSS {
		pg.t.Errorf("window.orbisLayout is %+v during play, want orbis.play, %s, texts >= %d px, targets >= %d px", l, layout, game.MinFontCSS, game.MinTouchTargetCSS)
	}
}

// ink is the share of the screen that is the tooltip's dark ink.
func (pg phonePage) ink() float64 {
	pg.t.Helper()
	return tooltipInk(pg.t, screenshot(pg.t, pg.webPage), image.Rect(0, 0, 5000, 5000), phoneDPR)
}

// endTurn taps Confirm for what the tile asks, if anything, and End turn
// until turn turns has ended.
func (pg phonePage) endTurn(table *board.Layout, turns int) {
	pg.t.Helper()
	confirm, end := rectCentre(table.Buttons[board.BtnConfirm]), rectCentre(table.Buttons[board.BtnEndTurn])
	for range 4 {
		if countEnds(storedActions(pg.t, pg.ctx)) >= turns {
			return
		}
		pg.tap("End turn", end[0], end[1])
		if countEnds(storedActions(pg.t, pg.ctx)) < turns {
			pg.tap("Confirm", confirm[0], confirm[1])
		}
	}
}

// checkTurn checks turn number turns in the autosave: tile 0 taken and
// placed on the slot.
func (pg phonePage) checkTurn(turns int, slot string) {
	pg.t.Helper()
	turn := turnOf(storedActions(pg.t, pg.ctx), turns)
	if len(turn) < 3 || turn[0] != "take 0" || turn[1] != "place "+slot && turn[1] != "wild "+slot {
		pg.shot("browser-phone-turn-" + strconv.Itoa(turns) + ".png")
		pg.t.Fatalf("turn %d played by touch is %v in the autosave, want take 0, then place/wild %s, …, end\nconsole:\n%s", turns, turn, slot, pg.consoleText())
	}
}

// waitTurn waits until the computer has ended its turn, turn turns-1.
func (pg phonePage) waitTurn(turns int) {
	pg.t.Helper()
	if _, err := chromedp.Run(pg.ctx, chromedp.Poll[bool](`(JSON.parse(`+latestSaveJS+` || "{}").actions || []).filter(a => a === "end").length >= `+strconv.Itoa(turns-1),
		chromedp.WithPollingTimeout(time.Minute), chromedp.WithPollingInterval(200*time.Millisecond))); err != nil {
		pg.t.Fatalf("the computer did not play its turn: %v\nconsole:\n%s", err, pg.consoleText())
	}
	time.Sleep(time.Second) // its pieces come to rest
}

// phoneTable is Orbis' table of two, the person to act, as the game lays
// it out on a phone of w×h CSS px: a design unit of a phone's frame is a
// CSS px, whatever its density.
func phoneTable(w, h float64) *board.Layout {
	return board.LayoutIn(render.NewFrameFor(w, h, 1), 2, 0, false, false)
}

// phoneEnv is an environment of the game as the page's: both games, the
// phone tests' settings.
func phoneEnv(t *testing.T) *game.Env { return phoneEnvWith(t, phoneSettings, nil) }

// phoneEnvWith is an environment of the game as the page's, with these
// settings and files (by name in the configuration folder).
func phoneEnvWith(t *testing.T, settings string, files map[string]string) *game.Env {
	t.Helper()
	dir := t.TempDir()
	files = maps.Clone(files)
	if files == nil {
		files = map[string]string{}
	}
	files["settings.json"] = settings
	for name, data := range files {
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	env, err := game.NewEnv(game.Options{ConfigDir: dir, Lang: "en", Games: games.Games()})
	if err != nil {
		t.Fatal(err)
	}
	return env
}

// whereOpens asks the game where, on a scene laid out for a phone of w×h
// CSS px, a tap opens a scene whose name holds want: it probes the
// scene's targets and clicks each on a scene made anew; the centre of the
// first, top to bottom, that opens it, in CSS px.
func whereOpens(t *testing.T, env *game.Env, w, h float64, fresh func() game.Scene, want string) (x, y float64) {
	t.Helper()
	s := fresh()
	spots := targetsOf(env, s, w, h)
	order := slices.SortedFunc(maps.Keys(spots), func(a, b input.Target) int {
		return cmp.Or(cmp.Compare(spots[a][1], spots[b][1]), cmp.Compare(spots[a][0], spots[b][0]))
	})
	for _, tg := range order {
		at := spots[tg]
		if opened, ok := clickOpens(env, fresh(), at[0], at[1], w, h); ok && strings.Contains(game.SceneName(opened), want) {
			return at[0], at[1]
		}
	}
	t.Fatalf("no target of %s at %.0f×%.0f opens a scene named %q (%d targets)", game.SceneName(s), w, h, want, len(order))
	return 0, 0
}

// clickOpens clicks at x, y (CSS px) on a scene laid out for a phone of
// w×h and returns the scene that opens, if any.
func clickOpens(env *game.Env, s game.Scene, x, y, w, h float64) (game.Scene, bool) {
	place(env, s, w, h)
	tg := s.Hit(env, x*phoneDPR, y*phoneDPR)
	change, err := s.Update(env, []input.Intent{{Kind: input.Click, Target: tg, Over: tg, X: x * phoneDPR, Y: y * phoneDPR}})
	if err != nil || change.Scene() == nil {
		return nil, false
	}
	return change.Scene(), true
}

// place lays a scene out for a phone of w×h CSS px.
func place(env *game.Env, s game.Scene, w, h float64) {
	env.SetWindow(w*phoneDPR, h*phoneDPR, phoneDPR)
	env.Enter(s)
	if r, ok := s.(game.Restyler); ok {
		r.Restyle(env)
	}
}
