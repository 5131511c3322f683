//go:build !js

package cli

import (
	"context"
	"io"
	"log/slog"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"orbis/game/online"
	"orbis/game/online/server"
	board "orbis/render/orbis"
	rules "orbis/rules/orbis"
)

// TestBrowserJoinsOnlineRoom: a server serves the web build beside its
// rooms; a player opens the room's link in headless Chromium, joins with
// one click, and plays a turn with real pointer events and the keyboard
// against a headless client at the other end, which sees the turn.
func TestBrowserJoinsOnlineRoom(t *testing.T) {
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

	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	host, err := online.Dial(ctx, "ws"+hs.URL[len("http"):]+"/ws", onlineViews(),
		online.Message{Type: online.TypeCreate, Game: "orbis", Name: "Host", Seats: []online.SeatInfo{{Kind: "human"}, {Kind: "open"}}})
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	code, _, _ := host.Seat()

	pg := &webPage{t: t}
	pg.ctx, pg.consoleText, pg.consoleMessages = startBrowser(t, chromium)
	pg.run("open the room's link", chromedp.EmulateViewport(width, height), chromedp.Navigate(hs.URL+"/?room="+online.ShowCode(code)))
	if _, err := chromedp.Run(pg.ctx, chromedp.Poll[bool](`window.orbisState === "running" || window.orbisState === "failed"`,
		chromedp.WithPollingTimeout(3*time.Minute), chromedp.WithPollingInterval(200*time.Millisecond))); err != nil {
		t.Fatalf("the game did not start: %v\nconsole:\n%s", err, pg.consoleText())
	}
	time.Sleep(time.Second)
	pg.shot("browser-online-lobby.png")
	pg.run("the lobby: Join", pg.click(900, 372)...) // game/lobby/lobby.go: the Join button
	waitFor(t, pg, "the browser took seat 2", func() bool {
		ok := false
		host.With(func(_ online.Match, table []online.SeatState, _ int64) {
			ok = len(table) == 2 && table[1].Kind == "human" && table[1].Here
		})
		return ok
	})

	// The host plays its turns; the browser's seat plays one of its own.
	go func() { _ = host.PlayAs(ctx, "medium", 7) }()
	waitFor(t, pg, "seat 2's turn", func() bool { return toAct(host) == 1 })
	pg.shot("browser-online-turn.png")
	// The page shows the host's turn at its pace before its own begins: the
	// drag and Enter are tried again until the turn is played.
	table := board.NewLayout(width, height, 2, 1)
	from, to := table.Display[0], table.Seats[1].Slots[rules.SlotIndex(0, 2)]
	for try := 0; try < 12 && !seatEnded(host, 1); try++ {
		time.Sleep(time.Second)
		drag := []chromedp.Action[chromedp.Void]{mouse.hover(from.CX, from.CY), pg.pause(300 * time.Millisecond), mouse.press(from.CX, from.CY), pg.pause(300 * time.Millisecond)}
		for i := 1; i <= 12; i++ {
			drag = append(drag, mouse.move(from.CX+(to.CX-from.CX)*float64(i)/12, from.CY+(to.CY-from.CY)*float64(i)/12), pg.pause(60*time.Millisecond))
		}
		drag = append(drag, pg.pause(300*time.Millisecond), mouse.release(to.CX, to.CY), pg.pause(500*time.Millisecond))
		pg.run("drag tile 0 onto the pyramid", drag...)
		for range 3 {
			if seatEnded(host, 1) {
				break
			}
			pg.run("press Enter", chromedp.KeyEvent("\r"), pg.pause(700*time.Millisecond))
		}
	}
	waitFor(t, pg, "the host sees the browser's turn", func() bool { return seatEnded(host, 1) })
	pg.shot("browser-online-played.png")
	var steps []online.Step
	host.With(func(m online.Match, _ []online.SeatState, _ int64) { steps = m.History(0) })
	for _, st := range steps {
		if st.Seat == 1 {
			t.Logf("the browser's seat played %q", st.Action)
		}
	}
	pg.checkConsole()
}

func toAct(c *online.Client) int {
	seat := -1
	c.With(func(m online.Match, _ []online.SeatState, _ int64) {
		if m != nil {
			seat = m.ToAct()
		}
	})
	return seat
}

// seatEnded reports whether a seat has ended a turn in the client's view.
func seatEnded(c *online.Client, seat int) bool {
	ended := false
	c.With(func(m online.Match, _ []online.SeatState, _ int64) {
		for _, st := range m.History(0) {
			ended = ended || st.Seat == seat && st.Action == "end"
		}
	})
	return ended
}

func waitFor(t *testing.T, pg *webPage, what string, ok func() bool) {
	t.Helper()
	for deadline := time.Now().Add(time.Minute); !ok(); time.Sleep(100 * time.Millisecond) {
		if time.Now().After(deadline) {
			pg.shot("browser-online-stuck.png")
			t.Fatalf("%s: not within a minute\nconsole:\n%s", what, pg.consoleText())
		}
	}
}
