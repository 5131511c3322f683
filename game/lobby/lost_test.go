package lobby

import (
	"errors"
	"testing"
	"time"

	"orbis/game"
	"orbis/game/gametest"
	"orbis/game/online"
	"orbis/game/online/onlinetest"
	"orbis/game/online/server"
	"orbis/render"
)

// TestSeatLostScreens: a seat taken up on another device offers to play
// here, which resumes the seat (the client never does it by itself); a
// seat left says so, and the game leaves my games.
func TestSeatLostScreens(t *testing.T) {
	url := testServer(t, onlinetest.Game(10), server.ConnLimits{})
	env := newTestEnv(t, "en")
	dial := func(hello online.Message) *online.Client { t.Helper(); return dialTest(t, url, hello) }
	lostScene := func(c *online.Client) *seatLost {
		t.Helper()
		deadline := time.After(5 * time.Second)
		for {
			if s := SeatLostScene(env, c); s != nil {
				return s.(*seatLost)
			}
			select {
			case <-c.Changed():
			case <-deadline:
				t.Fatalf("the client plays on: %v", c.Err())
			}
		}
	}

	first := dial(online.Message{Type: online.TypeCreate, Game: onlinetest.ID, Name: "Ana", Seats: []online.SeatInfo{{Kind: "human"}, {Kind: "open"}}})
	if SeatLostScene(env, first) != nil {
		t.Fatal("a client that plays its seat shows it lost")
	}
	code, token, _ := first.Seat()
	dial(online.Message{Type: online.TypeResume, Code: code, Token: token})
	elsewhere := lostScene(first)
	if elsewhere.reason != online.ByeOtherDevice || !menuHas(elsewhere.menu, btnLostPlayHere) {
		t.Fatalf("a seat taken up elsewhere: %q, buttons %+v; want Play here", elsewhere.reason, elsewhere.menu)
	}
	ch, _ := elsewhere.Update(env, gametest.Click(btnLostPlayHere))
	conn, ok := ch.Scene().(*connecting)
	if ch != game.Replace(ch.Scene()) || !ok || conn.hello.Type != online.TypeResume || conn.hello.Code != code || conn.hello.Token != token || conn.at.Local != url {
		t.Fatalf("Play here opens %+v, want a resume of the seat at %s", ch, url)
	}
	conn.cancel()

	guest := dial(online.Message{Type: online.TypeJoin, Code: code, Name: "Bo"})
	gcode, gtoken, gseat := guest.Seat()
	env.RememberOnline(game.OnlineRef{Server: url, Code: gcode, Token: gtoken, Seat: gseat})
	if err := guest.Send(online.Message{Type: online.TypeLeave}); err != nil {
		t.Fatal(err)
	}
	left := lostScene(guest)
	if left.reason != online.ByeLeft || menuHas(left.menu, btnLostPlayHere) {
		t.Fatalf("a seat left: %q, buttons %+v; want Back alone", left.reason, left.menu)
	}
	for _, ref := range env.OnlineGames() {
		if ref.Code == gcode {
			t.Fatal("a game whose seat I left is still among my games")
		}
	}
	var lost *online.SeatLost
	if !errors.As(guest.Err(), &lost) || guest.Reconnects() != 0 {
		t.Fatalf("after a leave the client ends with %v, %d reconnects", guest.Err(), guest.Reconnects())
	}
}

func menuHas(menu []render.MenuButton, id int) bool {
	for _, b := range menu {
		if b.ID == id {
			return true
		}
	}
	return false
}
