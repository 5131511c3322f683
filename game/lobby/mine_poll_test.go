//go:build !js

package lobby

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"orbis/game/gametest"
	"orbis/game/online"
	"orbis/game/online/onlinetest"
	"orbis/game/online/server"
	"orbis/render"
)

// shownTurns is a notify.System that keeps what it was asked to show; the
// application is in the background.
type shownTurns struct {
	mu    sync.Mutex
	shown []string
}

func (s *shownTurns) Notify(title, body, tag string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.shown = append(s.shown, title+"|"+body+"|"+tag)
	return nil
}
func (s *shownTurns) Badge(bool)            {}
func (s *shownTurns) Focused() (bool, bool) { return false, true }
func (s *shownTurns) told() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.shown...)
}
func mineButton(l *lobby, code string) render.MenuButton {
	for _, b := range l.menu {
		if b.ID >= btnMine && b.ID-btnMine < len(l.mine) && l.mine[b.ID-btnMine].Code == code {
			return b
		}
	}
	return render.MenuButton{}
}

// TestMyGamesAskAgainAndTellTheTurn: the lobby's My games lists a game of
// a day a turn of the profile's, the other player's turn; while the lobby
// is shown it asks again, and once the other has played the row says
// "your turn", marked, and the person, the application in the background,
// is told once, in the table's words; the lobby left, it asks no more.
func TestMyGamesAskAgainAndTellTheTurn(t *testing.T) {
	url := testServer(t, onlinetest.Game(10), server.ConnLimits{})
	env := newTestEnv(t, "en")
	env.RememberOnlinePlayer("Ada", url)
	bea := dialTest(t, url, online.Message{Type: online.TypeCreate, Game: onlinetest.ID, Name: "Bea", TurnLimit: 86400,
		Seats: []online.SeatInfo{{Kind: "human"}, {Kind: "open"}}})
	code, _, _ := bea.Seat()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	ada, err := online.DialAs(ctx, url, []online.Viewer{onlinetest.Game(10)}, online.Message{Type: online.TypeJoin, Code: code, Name: "Ada"}, env.Identity())
	if err != nil {
		t.Fatal(err)
	}
	defer ada.Close()

	l := New(env).(*lobby)
	sys := &shownTurns{}
	l.startPoll(env, 10*time.Millisecond, sys, func() bool { return false })
	update := func(until func() bool, what string) {
		t.Helper()
		for deadline := time.Now().Add(10 * time.Second); !until(); time.Sleep(5 * time.Millisecond) {
			if _, err := l.Update(env, nil); err != nil {
				t.Fatal(err)
			}
			if time.Now().After(deadline) {
				t.Fatalf("%s: my games %+v, status %+v", what, l.mine, l.status)
			}
		}
	}
	update(func() bool { return l.fromProfile == nil && l.status[code].Code == code }, "the profile's games")
	if b := mineButton(l, code); !strings.Contains(b.Label, "Bea to play") || b.Marked {
		t.Fatalf("before Bea's move the row says %q (marked %v)", b.Label, b.Marked)
	}
	if told := sys.told(); len(told) != 0 {
		t.Fatalf("told before the turn came: %q", told)
	}

	if err := bea.Act(0, []string{onlinetest.Move}); err != nil {
		t.Fatal(err)
	}
	update(func() bool { return l.status[code].ToAct == 1 }, "asked again after Bea's move")
	if b := mineButton(l, code); !strings.Contains(b.Label, "your turn") || !b.Marked {
		t.Fatalf("after Bea's move the row says %q (marked %v)", b.Label, b.Marked)
	}
	for range 5 { // a few more rounds: the turn is told once
		p := l.poll
		p.asking.Store(false)
		update(p.asking.Load, "another round")
		update(func() bool { return !p.asking.Load() }, "its answers taken")
	}
	want := "Your turn|count: it is your turn · room " + online.ShowCode(code) + "|orbis-" + code
	if told := sys.told(); len(told) != 1 || told[0] != want {
		t.Fatalf("told %q, want once %q", told, want)
	}

	p := l.poll
	ch, err := l.Update(env, gametest.Click(btnLobbyBack))
	if err != nil || !ch.Leaves() {
		t.Fatalf("Back: %+v, %v", ch, err)
	}
	select {
	case <-p.done:
	case <-time.After(5 * time.Second):
		t.Fatal("the lobby left, it still asks")
	}
	if l.poll != nil {
		t.Fatal("the lobby left keeps its asking")
	}
}
