//go:build !js

package lobby

// The public table's test over a server: the server and a profile's keys
// are the desktop's and the server's, not the browser's.

import (
	"context"
	"crypto/rand"
	"io"
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"orbis/game/gametest"
	"orbis/game/online"
	"orbis/game/online/onlinetest"
	"orbis/game/online/profile"
	"orbis/game/online/server"
	"orbis/input"
)

// TestPublicTableOffersComputersOnlyAfterTheServerDoes: at a public table
// nobody is offered a start (it starts by itself when full) until the
// server's fill offer comes; then "Play with computers" starts it, the
// open seats played by computers, and the table opens; a drop is never
// offered.
func TestPublicTableOffersComputersOnlyAfterTheServerDoes(t *testing.T) {
	env := newTestEnv(t, "en")
	og := &onlineTest{}
	for _, offerAfter := range []time.Duration{time.Hour, time.Nanosecond} {
		srv, err := server.New(server.Config{Games: []online.Ruleset{onlinetest.Game(20)}, Store: server.NewMemoryStore(),
			Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), Match: server.MatchLimits{FillOfferAfter: offerAfter}})
		if err != nil {
			t.Fatal(err)
		}
		hs := httptest.NewServer(srv.Handler())
		url := "ws" + strings.TrimPrefix(hs.URL, "http") + "/ws"
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		d, err := profile.NewDevice(rand.Reader)
		if err != nil {
			t.Fatal(err)
		}
		c, err := online.DialAs(ctx, url, []online.Viewer{og.OnlineView()}, online.Message{Type: online.TypeQuick, Game: onlinetest.ID, Players: 3},
			online.NewDeviceIdentity(d, "Ada", nil))
		if err != nil {
			t.Fatal(err)
		}
		s, err := Waiting(env, c, og)
		if err != nil {
			t.Fatal(err)
		}
		w := s.(*waitingRoom)
		for range 20 { // what the server sent since the seat was taken
			if _, err := w.Update(env, nil); err != nil {
				t.Fatal(err)
			}
			time.Sleep(5 * time.Millisecond)
		}
		offered := menuHas(w.col.menu, btnWaitComputers)
		if offered != (offerAfter < time.Second) || menuHas(w.col.menu, btnWaitDrop) {
			t.Fatalf("a public table offered after %v: start with computers %v, drop %v", offerAfter, offered, menuHas(w.col.menu, btnWaitDrop))
		}
		if offered {
			opened := false
			for deadline := time.Now().Add(5 * time.Second); !opened && time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
				clicks := []input.Intent{}
				if menuHas(w.col.menu, btnWaitComputers) {
					clicks = gametest.Click(btnWaitComputers)
				}
				ch, err := w.Update(env, clicks)
				if err != nil {
					t.Fatal(err)
				}
				opened = ch.Scene() == &og.table
			}
			if !opened {
				t.Fatal("Play with computers did not open the table")
			}
		}
		c.Close()
		cancel()
		hs.Close()
		srv.Close()
	}
}
