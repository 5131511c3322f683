package lobby

import (
	"context"
	"io"
	"log/slog"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/assets"
	"orbis/game"
	"orbis/game/gametest"
	"orbis/game/online"
	"orbis/game/online/onlinetest"
	"orbis/game/online/server"
	"orbis/render"
)

// TestConnectingSaysWhichBoundRefusedIt: joining a server that holds as
// many connections from this address as it takes says so, not "cannot
// connect".
func TestConnectingSaysWhichBoundRefusedIt(t *testing.T) {
	url := testServer(t, onlinetest.Game(10), server.ConnLimits{PerAddr: 1})
	env := newTestEnv(t, "en")
	first := dialTest(t, url, online.Message{Type: online.TypeCreate, Game: onlinetest.ID, Name: "Ana", Seats: []online.SeatInfo{{Kind: "human"}, {Kind: "open"}}})
	code, _, _ := first.Seat()
	if got := connectingSays(t, env, url, online.Message{Type: online.TypeJoin, Code: code, Name: "Bo"}); got.Key != "online.conn.too_many_from_address" {
		t.Errorf("a join past the bound per address says %+v", got)
	}
}

// TestRoomFailedScreen: a table whose room failed on the server says so
// and that the server's log says why, with Back alone, which leads to the
// lobby; the game stays among my games (a restarted server may take it
// again), the client has not come back by itself, and resuming the game
// from my games says the server could not go on with it.
func TestRoomFailedScreen(t *testing.T) {
	url := testServer(t, onlinetest.Failing(10, 2), server.ConnLimits{})
	env := newTestEnv(t, "en")
	c := dialTest(t, url, online.Message{Type: online.TypeCreate, Game: onlinetest.ID, Name: "Ana", Seats: []online.SeatInfo{{Kind: "human"}, {Kind: "ai:easy"}}})
	code, token, seat := c.Seat()
	env.RememberOnline(game.OnlineRef{Server: url, Code: code, Token: token, Seat: seat})
	if SeatLostScene(env, c) != nil {
		t.Fatal("a client that plays its seat shows it lost")
	}
	if err := c.Act(0, []string{onlinetest.Move}); err != nil { // the computer's move panics on the server
		t.Fatal(err)
	}
	waitErr(t, c)
	s := SeatLostScene(env, c)
	if s == nil {
		t.Fatalf("the client ended with %v and no screen says so", c.Err())
	}
	l := s.(*seatLost)
	if l.reason != online.ReasonRoomFailed || len(l.menu) != 1 || l.menu[0].ID != btnLostBack || !l.menu[0].Primary {
		t.Fatalf("a failed room's screen: %q, buttons %+v; want Back alone", l.reason, l.menu)
	}
	texts := drawnTexts(env, l)
	for _, want := range []string{
		"The server could not go on with the game in room " + online.ShowCode(code) + ".",
		"Whoever runs the server finds why in its log.",
	} {
		if !slices.Contains(texts, want) {
			t.Errorf("the screen shows %q, not %q", texts, want)
		}
	}
	ch, _ := l.Update(env, gametest.Click(btnLostBack))
	if _, ok := ch.Scene().(*lobby); ch != game.Replace(ch.Scene()) || !ok {
		t.Fatalf("Back opens %+v, want the lobby", ch)
	}
	if !slices.ContainsFunc(env.OnlineGames(), func(r game.OnlineRef) bool { return r.Code == code }) {
		t.Error("a failed room's game left my games")
	}
	if c.Reconnects() != 0 {
		t.Errorf("the client came back %d times to a failed room", c.Reconnects())
	}
	if got := connectingSays(t, env, url, online.Message{Type: online.TypeResume, Code: code, Token: token}); got.Key != "online.refused.room_failed" {
		t.Errorf("resuming the failed room from my games says %+v", got)
	}
}

// TestRefusedScreensFitInEveryLanguage: the connecting screen with each
// refusal of a connection, and the screen of a failed room, hold their
// words in every language.
func TestRefusedScreensFitInEveryLanguage(t *testing.T) {
	phrases := []game.Phrase{game.Say("online.refused.room_failed"), game.Say("online.conn.refused_status", 500), game.Say("online.conn.no_such_host"),
		game.Say("online.conn.nothing_listens"), game.Say("online.conn.not_game_server"), game.Say("online.conn.gateway"), game.Say("online.refused.server_full"),
		game.Say("online.conn.too_many_from_address")}
	for _, lang := range assets.Languages() {
		env := newTestEnv(t, lang)
		scenes := map[string]game.Scene{}
		whole := map[string][]string{} // what each scene must show unclipped, on one line or wrapped
		for _, p := range phrases {
			c := &connecting{at: game.Hosted{Local: "ws://orbis.lan:8080/ws"}}
			c.fail(env, p)
			scenes[p.Key], whole[p.Key] = c, []string{env.Say(p)}
		}
		failed := &seatLost{reason: online.ReasonRoomFailed, code: "K9E81GJR"}
		failed.menu = failed.buttons(env)
		scenes["room failed"] = failed
		whole["room failed"] = []string{env.T("online.lost_room_failed", online.ShowCode(failed.code)), env.T("online.lost_room_failed_hint")}
		if over := game.Overflows(env, scenes, 1); len(over) > 0 {
			t.Errorf("%s: %d texts overflow:\n%s", lang, len(over), strings.Join(over, "\n"))
		}
		for name, want := range whole {
			texts := drawnTexts(env, scenes[name])
			for _, w := range want {
				if !slices.Contains(texts, w) && !strings.Contains(strings.Join(texts, " "), w) {
					t.Errorf("%s: %s shows %q, not the whole of %q", lang, name, texts, w)
				}
			}
		}
	}
}

// testServer is the WebSocket URL of a server of a game (the count game's
// clients follow it), with conns as its bounds of connections.
func testServer(t *testing.T, game online.Ruleset, conns server.ConnLimits) (url string) {
	t.Helper()
	store := server.NewMemoryStore()
	srv, err := server.New(server.Config{Games: []online.Ruleset{game}, Store: store, Conns: conns,
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(func() { hs.Close(); srv.Close(); _ = store.Close() })
	return "ws" + strings.TrimPrefix(hs.URL, "http") + "/ws"
}

func newTestEnv(t *testing.T, lang string) *game.Env {
	t.Helper()
	env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: lang, Games: []game.Game{&gametest.Teacher{}}})
	if err != nil {
		t.Fatal(err)
	}
	return env
}

func dialTest(t *testing.T, url string, hello online.Message) *online.Client {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	c, err := online.Dial(ctx, url, []online.Viewer{onlinetest.Game(10)}, hello)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	return c
}

// waitErr waits until a client has ended.
func waitErr(t *testing.T, c *online.Client) {
	t.Helper()
	deadline := time.After(5 * time.Second)
	for c.Err() == nil {
		select {
		case <-c.Changed():
		case <-deadline:
			t.Fatal("the client plays on")
		}
	}
}

// connectingSays is what the connecting screen of hello says once the
// server answered.
func connectingSays(t *testing.T, env *game.Env, url string, hello online.Message) game.Phrase {
	t.Helper()
	c := newConnecting(env, game.Hosted{Local: url}, hello)
	defer c.cancel()
	r := <-c.done
	if r.c != nil {
		r.c.Close()
		t.Fatalf("%s was seated", hello.Type)
	}
	c.done <- r
	if _, err := c.Update(env, nil); err != nil {
		t.Fatal(err)
	}
	return c.message
}

// drawnTexts is every text a scene draws outside its buttons: measured on
// an image of one pixel, where each overflows.
func drawnTexts(env *game.Env, s game.Scene) []string {
	dst := ebiten.NewImage(1, 1)
	defer dst.Deallocate()
	var texts []string
	env.Text().CheckFit(func(o render.Overflow) { texts = append(texts, o.Text) })
	defer env.Text().CheckFit(nil)
	s.Draw(env, dst)
	return texts
}
