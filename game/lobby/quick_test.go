package lobby

import (
	"context"
	"crypto/rand"
	"io"
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"orbis/game"
	"orbis/game/gametest"
	"orbis/game/online"
	"orbis/game/online/onlinetest"
	"orbis/game/online/profile"
	"orbis/game/online/server"
	"orbis/input"
)

// quickMatchOver is Play now with the server's answer as given (nil: not
// answered yet), laid out for the window.
func quickMatchOver(env *game.Env, a *quickAnswer) *quickMatch {
	q := &quickMatch{server: "ws://orbis.example.org:8080/ws", game: &gametest.Teacher{}, name: "Ada", sizes: []int{2, 3, 4}, answer: a}
	inOwnFrame(env, q, func() { q.lay(env) })
	return q
}

// crowdedQuickAnswer is the server's answer at its most crowded: tables of
// long names, a full leaderboard, the person's own row.
func crowdedQuickAnswer() *quickAnswer {
	long := "Wwwwwwwwwwwwwwwwwwwwwwww"
	a := &quickAnswer{mine: &online.RatingRow{Rank: 12, Name: "Ada", Rating: 1623.4, Deviation: 88.2, Games: 14}}
	for i := range quickTablesShown + 1 {
		a.tables = append(a.tables, online.PublicTable{Code: "K9E81GJR", Game: "teacher", Players: 4, Open: 1 + i%3,
			Seats: []online.TablePlace{{Name: long, Rating: 1500}, {Name: "Bea", Rating: 1480}, {Name: long[:12], Rating: 1700}}[:1+i%3]})
	}
	for i := range quickRowsShown + 2 {
		a.rows = append(a.rows, online.RatingRow{Rank: i + 1, Name: long, Rating: 2100 - 50*float64(i), Deviation: 60, Games: 40})
	}
	return a
}

// TestPlayNowJoinsATableOrAsksTheQuickMatch: a table's button joins it by
// its code, a size's asks the quick match for a table of that size, and
// Back goes back to the lobby.
func TestPlayNowJoinsATableOrAsksTheQuickMatch(t *testing.T) {
	env := newTestEnv(t, "en")
	env.SetWindow(1280, 800, 1)
	tests := []struct {
		click int
		want  online.Message
	}{
		{btnQuickJoin + 1, online.Message{Type: online.TypeJoin, Code: "K9E81GJR", Name: "Ada"}},
		{btnQuickSize + 3, online.Message{Type: online.TypeQuick, Game: (&gametest.Teacher{}).ID(), Players: 3}},
	}
	for _, tt := range tests {
		q := quickMatchOver(env, crowdedQuickAnswer())
		env.Enter(q)
		if !menuHas(q.col.menu, tt.click) {
			t.Fatalf("no button %d", tt.click)
		}
		change, err := q.Update(env, gametest.Click(tt.click))
		if err != nil {
			t.Fatal(err)
		}
		c, ok := change.Scene().(*connecting)
		if !ok {
			t.Fatalf("button %d opens %T, want connecting", tt.click, change.Scene())
		}
		c.cancel()
		if c.hello.Type != tt.want.Type || c.hello.Code != tt.want.Code || c.hello.Players != tt.want.Players || c.hello.Game != tt.want.Game {
			t.Errorf("button %d sends %+v, want %+v", tt.click, c.hello, tt.want)
		}
	}
	q := quickMatchOver(env, crowdedQuickAnswer())
	env.Enter(q)
	if change, _ := q.Update(env, gametest.Click(btnQuickBack)); func() bool { _, ok := change.Scene().(*lobby); return !ok }() {
		t.Errorf("Back opens %T, want the lobby", change.Scene())
	}
}

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
