//go:build !js

package cli

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	orbisinput "orbis/input"
	"orbis/render"
	board "orbis/render/orbis"
	rules "orbis/rules/orbis"
)

// TestBrowserTouch plays Orbis turns by touch alone on a tablet (a mobile
// viewport of 1280×800, touch emulated: the size at which the
// desktop's layout shows): taps through the title and the setup, a long
// press on a display tile that shows its tooltip and leaves it shown once
// the finger lifts, a drag of that tile held below the finger onto the
// pyramid, and taps that end the turn; the page, which could scroll, never
// scrolls or zooms; a tap on a name field gives the keyboard to the page's
// input, which a phone's keyboard types into. Then a notch: the game keeps inside the safe area, and
// a tap on a tile and a tap on a slot place it.
func TestBrowserTouch(t *testing.T) {
	const width, height, dpr = 1280, 800, 1
	pg := openPage(t, width, height, chromedp.EmulateScale(dpr), chromedp.EmulateMobile)
	pg.run("enable touch", chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, emulation.SetTouchEmulationEnabled, emulation.SetTouchEmulationEnabledParams{Enabled: true, MaxTouchPoints: 1})
		return err
	}))
	// Something below the canvas makes the page taller than the screen: a
	// touch the page took for its own would scroll it.
	pg.run("make the page scrollable", chromedp.Evaluate[chromedp.Void](`(() => {
		const tall = document.createElement("div"); // styled by script: the page's policy allows no inline style
		Object.assign(tall.style, {position: "absolute", left: "0", top: "0", width: "10px", height: "3000px"});
		document.body.append(tall);
		window.scrollTo(0, 40);
	})()`))
	if y := pg.evalFloat(`window.scrollY`); y != 40 {
		t.Fatalf("the page cannot scroll (scrollY %v): the test would prove nothing", y)
	}
	pg.run("scroll back", chromedp.Evaluate[chromedp.Void](`window.scrollTo(0, 0)`))
	tap := func(what string, x, y float64) {
		t.Helper()
		pg.run(what, finger.press(x, y), pg.pause(120*time.Millisecond), finger.release(x, y), pg.pause(600*time.Millisecond))
	}
	time.Sleep(time.Second)
	tap("title: New game", 640, 345) // game/title.go: titleTop
	// The name field opens the phone's keyboard: the page's input has the
	// focus, and what it types is the name.
	tap("setup: seat 1's name", 265, 204)
	if id := pg.evalString(`document.activeElement.id`); id != "orbis-keyboard" {
		t.Fatalf("a tap on a name field gives the focus to %q, not the page's input a phone's keyboard types into", id)
	}
	pg.run("type a name", chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, input.InsertText, input.InsertTextParams{Text: "Zoë"})
		return err
	}), pg.pause(300*time.Millisecond))
	pg.shot("browser-touch-name-typed.png")
	tap("setup: seat 1 plays first", 990, 220)
	if id := pg.evalString(`document.activeElement.id`); id == "orbis-keyboard" {
		t.Error("the page's input keeps the focus once the name field is left")
	}
	tap("setup: Start", 810, 730)
	time.Sleep(time.Second)

	table := board.NewLayout(width, height, 2, 0)
	tile := table.Display[0]
	tipAt := image.Rect(int(tile.CX)+20, int(tile.CY)+24, int(tile.CX)+220, int(tile.CY)+64) // below and right of the finger
	before := tooltipInk(t, screenshot(t, pg), tipAt, dpr)
	// Half a second is 30 updates; software WebGL may draw them late.
	pg.run("long press on display tile 0", finger.press(tile.CX, tile.CY), pg.pause(700*time.Millisecond))
	held := 0.0
	for try := 0; try < 20 && held < before+0.5; try++ {
		held = tooltipInk(t, screenshot(t, pg), tipAt, dpr)
		pg.run("hold", pg.pause(250*time.Millisecond))
	}
	pg.shot("browser-touch-long-press.png")
	pg.run("lift the finger", finger.release(tile.CX, tile.CY), pg.pause(600*time.Millisecond))
	lifted := tooltipInk(t, screenshot(t, pg), tipAt, dpr)
	t.Logf("the tooltip's ink below the tile: %.2f before, %.2f held, %.2f lifted", before, held, lifted)
	if held < before+0.5 || lifted < before+0.5 {
		t.Errorf("a long press on a display tile shows no tooltip, or it goes when the finger lifts: its ink covers %.2f before, %.2f held, %.2f lifted", before, held, lifted)
	}

	// The tile rides above the finger: the finger stops below the slot (at
	// the bottom of the screen, less far), and the tile lands in the slot.
	slot := table.Seats[0].Slots[rules.SlotIndex(0, 2)]
	drag := []chromedp.Action[chromedp.Void]{finger.press(tile.CX, tile.CY), pg.pause(200 * time.Millisecond)}
	for i := 1; i <= 12; i++ {
		x, y := tile.CX+(slot.CX-tile.CX)*float64(i)/12, tile.CY+(finger.grip(slot.CY, height)-tile.CY)*float64(i)/12
		drag = append(drag, finger.move(x, y), pg.pause(60*time.Millisecond))
	}
	pg.run("drag tile 0 over the slot, held below it", drag...)
	pg.shot("browser-touch-dragging.png")
	pg.run("drop it", finger.release(slot.CX, finger.grip(slot.CY, height)), pg.pause(600*time.Millisecond))
	if moved := pg.evalFloat(`window.scrollX + window.scrollY + Math.abs(visualViewport.scale - 1) + visualViewport.offsetTop`); moved != 0 {
		t.Errorf("a touch drag on the table scrolled or zoomed the page (scrollY %v, zoom %v)", pg.evalFloat(`window.scrollY`), pg.evalFloat(`visualViewport.scale`))
	}

	// endTurn taps Confirm for what the tile asks, if anything, and End
	// turn, on a table laid out at (dx, dy), until turn turns has ended.
	endTurn := func(table *board.Layout, dx, dy float64, turns int) {
		t.Helper()
		confirm, end := rectCentre(table.Buttons[board.BtnConfirm]), rectCentre(table.Buttons[board.BtnEndTurn])
		for range 4 {
			if countEnds(storedActions(t, pg.ctx)) >= turns {
				return
			}
			tap("End turn", dx+end[0], dy+end[1])
			if countEnds(storedActions(t, pg.ctx)) < turns {
				tap("Confirm", dx+confirm[0], dy+confirm[1])
			}
		}
	}
	checkTurn := func(turns int, slot string) {
		t.Helper()
		turn := turnOf(storedActions(t, pg.ctx), turns)
		if len(turn) < 3 || turn[0] != "take 0" || turn[1] != "place "+slot && turn[1] != "wild "+slot {
			t.Fatalf("turn %d played by touch is %v in the autosave, want take 0, then place/wild %s, …, end", turns, turn, slot)
		}
	}
	endTurn(table, 0, 0, 1)
	pg.shot("browser-touch-turn-ended.png")
	checkTurn(1, "0,2")
	if name := pg.evalString(`(JSON.parse(` + latestSaveJS + ` || "{}").players || [{}])[0].name`); name != "Zoë" {
		t.Errorf("seat 1 plays as %q, not the name typed on the page's keyboard", name)
	}

	// The computer's turn; then a screen with a notch on the left and
	// a bar above: the page keeps the game inside its safe area, and taps
	// land where they touch. Tap the tile, tap the slot.
	if _, err := chromedp.Run(pg.ctx, chromedp.Poll[bool](`(JSON.parse(`+latestSaveJS+` || "{}").actions || []).filter(a => a === "end").length >= 2`,
		chromedp.WithPollingTimeout(time.Minute), chromedp.WithPollingInterval(200*time.Millisecond))); err != nil {
		t.Fatalf("the computer did not play its turn: %v\nconsole:\n%s", err, pg.consoleText())
	}
	const left, top = 60, 50
	pg.run("a notch", chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		l, tp, zero := int64(left), int64(top), int64(0)
		_, err := cdp.Call(ctx, tg, emulation.SetSafeAreaInsetsOverride, emulation.SetSafeAreaInsetsOverrideParams{
			Insets: &emulation.SafeAreaInsets{Top: &tp, Left: &l, Bottom: &zero, Right: &zero}})
		return err
	}), pg.pause(time.Second))
	box, err := chromedp.Run(pg.ctx, chromedp.Evaluate[[4]float64](`(r => [r.left, r.top, r.width, r.height])(document.querySelector("canvas").getBoundingClientRect())`))
	if err != nil {
		t.Fatal(err)
	}
	if box != [4]float64{left, top, width - left, height - top} {
		t.Fatalf("the canvas is at %v (left, top, width, height) on a screen whose safe area begins at %d, %d", box, left, top)
	}
	inset := board.LayoutIn(render.NewFrameFor(box[2], box[3], dpr), 2, 0, false, false) // smaller than the desktop's: laid out for itself
	tile, slot = inset.Display[0], inset.Seats[0].Slots[rules.SlotIndex(0, 3)]
	tap("tile 0", left+tile.CX, top+tile.CY)
	tap("slot 0,3", left+slot.CX, top+slot.CY)
	pg.shot("browser-touch-notch.png")
	endTurn(inset, left, top, 3)
	checkTurn(3, "0,3")
	pg.checkConsole()
}

// fingerFor is where a finger holds a piece it drags to be at y, on a
// page height high (CSS pixels): input.Lift above the finger.
func fingerFor(y, height float64) float64 {
	for f := y; f <= height; f += 0.25 {
		if f-orbisinput.Lift(f, height, 1) >= y {
			return f
		}
	}
	return height
}

// evalString evaluates a string in the page.
func (pg *webPage) evalString(js string) string {
	pg.t.Helper()
	v, err := chromedp.Run(pg.ctx, chromedp.Evaluate[string](js))
	if err != nil {
		pg.t.Fatalf("%s: %v", js, err)
	}
	return v
}

// evalFloat evaluates a number in the page.
func (pg *webPage) evalFloat(js string) float64 {
	pg.t.Helper()
	v, err := chromedp.Run(pg.ctx, chromedp.Evaluate[float64](js))
	if err != nil {
		pg.t.Fatalf("%s: %v", js, err)
	}
	return v
}

// turnOf is turn number n's actions in a record's (the table's draws
// left out).
func turnOf(actions []string, n int) []string {
	var turn []string
	for _, a := range actions {
		switch {
		case strings.HasPrefix(a, "draw "):
		case a == "end":
			if n--; n == 0 {
				return append(turn, a)
			}
			turn = turn[:0]
		default:
			turn = append(turn, a)
		}
	}
	return nil
}

func rectCentre(r render.Rect) [2]float64 { return [2]float64{r.X + r.W/2, r.Y + r.H/2} }

// tooltipInk is the share of a region (CSS pixels) of a screenshot taken
// at a device scale that is the tooltip's dark ink.
func tooltipInk(t *testing.T, shot []byte, r image.Rectangle, scale int) float64 {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(shot))
	if err != nil {
		t.Fatalf("the screenshot: %v", err)
	}
	r = image.Rect(r.Min.X*scale, r.Min.Y*scale, r.Max.X*scale, r.Max.Y*scale).Intersect(img.Bounds())
	ink, all := 0, 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if near(img.At(x, y), 0x0e, 0x13, 0x1a, 10) { // render.tooltipInk, nearly opaque

				ink++
			}
			all++
		}
	}
	if all == 0 {
		return 0
	}
	return float64(ink) / float64(all)
}
