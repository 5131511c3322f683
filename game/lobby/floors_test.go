package lobby

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"orbis/assets"
	"orbis/game"
	"orbis/game/gametest"
	"orbis/game/online"
)

// onlineScreens are online play's screens at their most crowded: the
// lobby with five games of mine and a message, connecting and refused,
// the invitation with a long link, the chat, the players of six seats with
// long names, each question, a refusal, a seat lost and a room failed.
func onlineScreens(t *testing.T, env *game.Env) map[string]game.Scene {
	t.Helper()
	scenes := map[string]game.Scene{"lobby": New(env)}
	full := New(env).(*lobby)
	for i := range minePerPage {
		full.mine = append(full.mine, game.OnlineRef{Server: "ws://orbis.example.org:8080/ws", Code: fmt.Sprintf("K9E81GJ%d", i), Game: "teacher",
			Joined: time.Date(2026, 11, 27, 15, 4, 0, 0, time.UTC)})
	}
	full.message = game.Say("online.refused.bad_name")
	scenes["lobby, my games"] = full
	pictureScreens(env, scenes)
	scenes["play now, asking"] = quickMatchOver(env, nil)
	scenes["play now"] = quickMatchOver(env, crowdedQuickAnswer())
	scenes["play now, nothing yet"] = quickMatchOver(env, &quickAnswer{})

	trying := &connecting{at: game.Hosted{Local: "wss://orbis.a-rather-long-host-name.example.org:44300/ws"}, cancel: func() {}}
	scenes["connecting"] = trying
	for _, p := range []game.Phrase{game.Say("online.conn.too_many_from_address"), game.Say("online.refused.origin", "orbis.a-rather-long-host-name.example.org")} {
		c := &connecting{at: trying.at, cancel: func() {}}
		c.fail(env, p)
		scenes["refused "+p.Key] = c
	}

	inv := game.Invitation{Link: "https://orbis.a-rather-long-host-name.example.org:44300/?room=K9E8-1GJR", Address: "https://orbis.a-rather-long-host-name.example.org:44300", Code: "K9E8-1GJR"}
	env.SetRoom(fakeRoom{inv: inv, open: true})
	withCopy := newInvite(env, inv, &gametest.Still{})
	withCopy.copy, withCopy.said = true, game.Say("online.copy_failed")
	scenes["invite"] = withCopy
	scenes["invite, no link"] = newInvite(env, game.Invitation{Address: "192.168.100.200:65535", Code: inv.Code}, nil)
	scenes["chat"] = newChat(env, &quiet{})

	six := fourSeats(0)
	six.table = append(six.table, online.SeatState{Name: "Wwwwwwwwwwwwwwwwwwwwwwww", Kind: "ai:expert"}, online.SeatState{Name: "Seat 6", Kind: "open"})
	scenes["seats"] = seatsOver(env, six)
	for _, c := range []seatChange{{online.TypeLeave, 0}, {online.TypeToComputer, 4}} {
		s := seatsOver(env, six)
		s.pending = c
		scenes["seats asking "+c.typ] = s
	}
	refused := fourSeats(0)
	refused.refusal = game.Say("online.seat_refused.player_here")
	scenes["seats refused"] = seatsOver(env, refused)
	scenes["seats guest"] = seatsOver(env, fourSeats(1))
	for _, reason := range []string{online.ByeOtherDevice, online.ByeRemoved, online.ReasonRoomFailed} {
		scenes["lost "+reason] = &seatLost{reason: reason, code: "K9E81GJR"}
	}
	return scenes
}

// TestOnlineScreensKeepTheFloors: every screen of online play lays itself
// out for the window (game.Responsive) and keeps the floors at every
// window of game.FitWindows in every language: no text beyond its room or
// cut short, every text at 12 CSS px or more, every target 44 CSS px by
// touch (24 by mouse) or more.
func TestOnlineScreensKeepTheFloors(t *testing.T) {
	for _, lang := range assets.Languages() {
		env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: lang, Games: []game.Game{&gametest.Teacher{}}})
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range game.FitWindows {
			env.SetWindow(w.W, w.H, 1)
			scenes := onlineScreens(t, env)
			for name, s := range scenes {
				if r, ok := s.(game.Responsive); !ok || !r.Responsive() {
					t.Errorf("%s is not laid out for any window", name)
					delete(scenes, name)
				}
			}
			over, figures := game.Fit(env, scenes, 1)
			if len(over) > 0 {
				t.Errorf("%s at %v: %d texts overflow:\n%s", lang, w, len(over), strings.Join(over, "\n"))
			}
			if below := game.BelowFloors(w, figures); len(below) > 0 {
				t.Errorf("%s: %s", lang, strings.Join(below, "\n"))
			}
		}
	}
}

// TestLobbyPagesThroughMyGames: on a phone on its side, where five games
// of mine do not fit under the lobby's buttons, a page of them shows, and
// the buttons beside their heading reach every one.
func TestLobbyPagesThroughMyGames(t *testing.T) {
	env := newTestEnv(t, "en")
	env.SetWindow(640, 360, 1)
	l := New(env).(*lobby)
	for i := range minePerPage {
		l.mine = append(l.mine, game.OnlineRef{Server: "ws://orbis.lan:8080/ws", Code: fmt.Sprintf("K9E81GJ%d", i), Game: "teacher"})
	}
	env.Enter(l)
	l.Restyle(env)
	seen := map[int]bool{}
	for range minePerPage {
		for _, b := range l.menu {
			if b.ID >= btnMine {
				seen[b.ID-btnMine] = true
			}
		}
		if !menuHas(l.menu, btnMineNext) {
			break
		}
		if _, err := l.Update(env, gametest.Click(btnMineNext)); err != nil {
			t.Fatal(err)
		}
	}
	if len(seen) != minePerPage || len(l.place.mine) == minePerPage {
		t.Errorf("the pages show games %v of %d, %d at once", seen, minePerPage, len(l.place.mine))
	}
}

// TestSeatsPageThroughTheTable: on a phone on its side, a table of six
// seats shows a page of them, and the buttons beside the title reach
// every seat.
func TestSeatsPageThroughTheTable(t *testing.T) {
	env := newTestEnv(t, "en")
	env.SetWindow(640, 360, 1)
	six := fourSeats(0)
	six.table = append(six.table, online.SeatState{Name: "Eve", Kind: "ai:expert"}, online.SeatState{Name: "Seat 6", Kind: "open"})
	s := seatsOver(env, six)
	env.Enter(s)
	seen := map[string]bool{}
	for range len(six.table) {
		for _, n := range s.place.names {
			seen[n.lines[0]] = true
		}
		if !menuHas(s.menu, btnSeatsNext) {
			break
		}
		if _, err := s.Update(env, gametest.Click(btnSeatsNext)); err != nil {
			t.Fatal(err)
		}
	}
	if len(seen) != len(six.table) || len(s.place.names) == len(six.table) {
		t.Errorf("the pages show seats %v of %d, %d at once", seen, len(six.table), len(s.place.names))
	}
}

// TestLobbyFieldsAboveTheKeyboard: on a tall upright window the lobby
// stands a little lower, yet its fields stay in the part of the screen a
// phone's keyboard leaves when one of them is typed in.
func TestLobbyFieldsAboveTheKeyboard(t *testing.T) {
	env := newTestEnv(t, "en")
	for _, w := range []game.Window{{W: 390, H: 844}, {W: 430, H: 932}, {W: 768, H: 1024}} {
		env.SetWindow(w.W, w.H, 1)
		l := New(env).(*lobby)
		env.Enter(l)
		l.Restyle(env)
		for _, b := range l.menu {
			if b.ID == btnLobbyName || b.ID == btnLobbyServer || b.ID == btnLobbyCode {
				if bottom := b.Y + b.H/2; bottom > keyboardFree*w.H {
					t.Errorf("at %v the field %d ends at %.0f, under the keyboard's top at %.0f", w, b.ID, bottom, keyboardFree*w.H)
				}
			}
		}
		if name := l.menu[0]; name.ID != btnLobbyName || name.Y-name.H/2 < 100 {
			t.Errorf("at %v the name field stands at %.0f: the lobby is not lower on a tall window", w, name.Y-name.H/2)
		}
	}
}
