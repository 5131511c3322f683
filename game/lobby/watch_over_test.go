package lobby

import (
	"context"
	"testing"
	"time"

	"orbis/game"
	"orbis/game/gametest"
	"orbis/game/online"
	"orbis/game/online/onlinetest"
	"orbis/game/online/server"
	"orbis/input"
)

// reviewTest is the count game, online and in the replay viewer: the
// viewer is a still scene that keeps the record it was given.
type reviewTest struct {
	onlineTest
	reviewed []byte
}

type reviewScene struct{ gametest.Still }

func (g *reviewTest) Review(_ *game.Env, data []byte) (game.Scene, error) {
	g.reviewed = data
	return &reviewScene{}, nil
}

// countRoom is a room of the count game of two moves, its host and a
// computer, watched or not, played to its end when over.
func countRoom(t *testing.T, url string, spectators, over bool) string {
	t.Helper()
	c := dialTest(t, url, online.Message{Type: online.TypeCreate, Game: onlinetest.ID, Name: "Ana", Spectators: spectators,
		Seats: []online.SeatInfo{{Kind: "human"}, {Kind: "ai:easy"}}})
	code, _, seat := c.Seat()
	if !over {
		return code
	}
	if err := c.Act(seat, []string{onlinetest.Move}); err != nil {
		t.Fatal(err)
	}
	for deadline := time.After(5 * time.Second); !c.Turn().Over; {
		select {
		case <-c.Changed():
		case <-deadline:
			t.Fatal("the game did not end")
		}
	}
	return code
}

// untilChange updates a scene until it changes the stack.
func untilChange(t *testing.T, env *game.Env, s game.Scene) game.Change {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		ch, err := s.Update(env, nil)
		if err != nil {
			t.Fatal(err)
		}
		if ch != game.Stay {
			return ch
		}
	}
	t.Fatalf("%T changed nothing", s)
	return game.Stay
}

// TestWatchFinishedGameOpensItsReplay: the lobby's Watch given the code
// of a finished game opens its replay in the viewer, whether its host let
// it be watched or not, and the viewer closed goes back to the lobby; a
// game under way that its host keeps to the players is still refused as
// such.
func TestWatchFinishedGameOpensItsReplay(t *testing.T) {
	url := testServer(t, onlinetest.Game(2), server.ConnLimits{})
	for _, spectators := range []bool{true, false} {
		og := &reviewTest{}
		env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: "en", Games: []game.Game{og}})
		if err != nil {
			t.Fatal(err)
		}
		code := countRoom(t, url, spectators, true)
		l := &lobby{server: url, code: code}
		c, ok := l.watch(env).Scene().(*connecting)
		if !ok {
			t.Fatal("Watch opened no connecting screen")
		}
		opened := untilChange(t, env, c).Scene()
		r, ok := opened.(*sharedReplay)
		if !ok || r.code != code {
			t.Fatalf("watched %s, over, spectators %v: opened %T, want its replay", code, spectators, opened)
		}
		ch := untilChange(t, env, r)
		if _, ok := ch.Scene().(*reviewScene); !ok || ch.Leaves() || len(og.reviewed) == 0 {
			t.Fatalf("the replay of %s opened %+v (%s), want the viewer over it", code, ch, env.Say(r.message))
		}
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		want, err := online.FetchReplay(ctx, url, code)
		cancel()
		if err != nil || string(want.View) != string(og.reviewed) {
			t.Fatalf("the viewer has %d bytes, the game's replay is %d (%v)", len(og.reviewed), len(want.View), err)
		}
		if _, ok := untilChange(t, env, r).Scene().(*lobby); !ok {
			t.Fatal("the viewer closed, the lobby does not come back")
		}
	}

	og := &reviewTest{}
	env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: "en", Games: []game.Game{og}})
	if err != nil {
		t.Fatal(err)
	}
	code := countRoom(t, url, false, false)
	l := &lobby{server: url, code: code}
	c := l.watch(env).Scene().(*connecting)
	r, ok := untilChange(t, env, c).Scene().(*sharedReplay)
	if !ok {
		t.Fatal("a watch refused opened no replay's look")
	}
	for deadline := time.Now().Add(10 * time.Second); r.message.Empty() && time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		if ch, err := r.Update(env, nil); err != nil || ch != game.Stay {
			t.Fatalf("a game under way: %+v, %v", ch, err)
		}
	}
	if r.message.Key != "watch.refused.no_watch" || len(og.reviewed) != 0 {
		t.Fatalf("a game under way its host keeps to the players says %q", env.Say(r.message))
	}
	if _, ok := mustUpdate(t, env, r, gametest.Click(btnConnCancel)).Scene().(*lobby); !ok {
		t.Fatal("Back does not lead to the lobby")
	}
}

func mustUpdate(t *testing.T, env *game.Env, s game.Scene, in []input.Intent) game.Change {
	t.Helper()
	ch, err := s.Update(env, in)
	if err != nil {
		t.Fatal(err)
	}
	return ch
}
