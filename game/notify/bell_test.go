package notify

import (
	"context"
	"sync"
	"testing"
	"time"

	"orbis/game/online"
	"orbis/game/online/onlinetest"
	"orbis/game/online/server/servertest"
)

// fakeSystem keeps what it was asked to show.
type fakeSystem struct {
	mu     sync.Mutex
	shown  []string
	badge  []bool
	notify chan struct{}
}

func (f *fakeSystem) Notify(title, body, tag string) error {
	f.mu.Lock()
	f.shown = append(f.shown, title+"|"+body+"|"+tag)
	f.mu.Unlock()
	f.notify <- struct{}{}
	return nil
}

func (f *fakeSystem) Badge(on bool) {
	f.mu.Lock()
	f.badge = append(f.badge, on)
	f.mu.Unlock()
}

func (f *fakeSystem) Focused() (bool, bool) { return false, false }

// TestBellRingsWhenTheTurnComes: a game of a day a turn on a server; the
// guest's application is in the background. The host's move makes it the
// guest's turn: the guest is told once, with the game's words, and the
// badge goes up, then down once the guest has played.
func TestBellRingsWhenTheTurnComes(t *testing.T) {
	url := servertest.Start(t, onlinetest.Game(4))
	dial := func(hello online.Message) *online.Client {
		t.Helper()
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		c, err := online.Dial(ctx, url, []online.Viewer{onlinetest.Game(4)}, hello)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(c.Close)
		return c
	}
	host := dial(online.Message{Type: online.TypeCreate, Game: onlinetest.ID, Name: "Ana", TurnLimit: 24 * 3600, Seats: []online.SeatInfo{{Kind: "human"}, {Kind: "open"}}})
	code, _, _ := host.Seat()
	guest := dial(online.Message{Type: online.TypeJoin, Code: code, Name: "Bo"})
	sys := &fakeSystem{notify: make(chan struct{}, 4)}
	FollowOn(guest, Words{Title: "Your turn", Body: "COUNT"}, func() bool { return false }, sys)
	if err := host.Act(0, []string{onlinetest.Move}); err != nil {
		t.Fatal(err)
	}
	select {
	case <-sys.notify:
	case <-time.After(5 * time.Second):
		t.Fatal("the guest was not told of their turn")
	}
	if err := guest.Act(1, []string{onlinetest.Move}); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(5 * time.Second)
	for {
		sys.mu.Lock()
		shown, badge := append([]string(nil), sys.shown...), append([]bool(nil), sys.badge...)
		sys.mu.Unlock()
		if len(badge) == 2 {
			if want := "Your turn|COUNT|orbis-" + code; len(shown) != 1 || shown[0] != want || !badge[0] || badge[1] {
				t.Fatalf("shown %q, badge %v; want [%s] once and the badge up then down", shown, badge, want)
			}
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("shown %q, badge %v: the badge did not come down once the guest played", shown, badge)
		}
		time.Sleep(time.Millisecond)
	}
}
