package lobby

import (
	"context"
	"reflect"
	"strings"
	"testing"
	"time"

	"orbis/game"
	"orbis/game/gametest"
	"orbis/game/online"
	"orbis/game/online/onlinetest"
	"orbis/game/online/server/servertest"
	"orbis/input"
)

// TestRoomSizeKeepsAClockInRoomsOfManySeats: the host's room size is held
// within the seats chosen and the server's cap, and a room of more than
// six seats cannot be made without a turn clock (60 s unless changed);
// one of six or fewer may be.
func TestRoomSizeKeepsAClockInRoomsOfManySeats(t *testing.T) {
	env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: "en", Games: []game.Game{&gametest.Teacher{}}})
	if err != nil {
		t.Fatal(err)
	}
	hello := online.Message{Type: online.TypeCreate, Game: "orbit", Name: "Ada",
		Seats: []online.SeatInfo{{Kind: "human"}, {Kind: "open"}, {Kind: "ai:medium"}}}
	r := &roomSize{hello: hello, most: 255, cap: 100, clock: defaultRoomClock, asked: make(chan int)}
	r.limit = r.clamp(DefaultRoomSeats)
	r.lay(env)
	click := func(id, times int) {
		t.Helper()
		for range times {
			if _, err := r.Update(env, gametest.Click(id)); err != nil {
				t.Fatal(err)
			}
		}
	}
	check := func(what string, limit, clock int) {
		t.Helper()
		if m := r.create(); m.Limit != limit || m.TurnLimit != clock {
			t.Fatalf("%s: a create of seats up to %d with a clock of %d s, want %d and %d s", what, m.Limit, m.TurnLimit, limit, clock)
		}
	}
	check("at first", 24, 60)
	click(btnClockLess, 3)
	check("the clock as short as it goes", 24, 30)
	click(btnSizeMore10, 20)
	check("up to the server's cap", 100, 30)
	click(btnSizeLess10, 20)
	check("down to the seats chosen: dealt at once, as rooms always were", 0, 30)
	click(btnClockLess, 1)
	check("a room of a table's size without a clock", 0, 0)
	click(btnSizeMore, 4)
	check("seven seats take a clock again", 7, 30)
}

// onlineTest is a game played online as the count game, whose table is a
// still scene.
type onlineTest struct {
	gametest.Teacher
	table gametest.Still
}

func (g *onlineTest) ID() string                { return onlinetest.ID }
func (g *onlineTest) SeatSetup() game.SeatSetup { return game.SeatSetup{} }
func (g *onlineTest) OnlineView() online.Viewer { return onlinetest.Game(20) }
func (g *onlineTest) OnlineSeats() int          { return online.MaxSeats }
func (g *onlineTest) PlayOnline(*game.Env, *online.Client) (game.Scene, error) {
	return &g.table, nil
}

// TestWaitingRoomStartsAndOpensTheTable: a room that waits shows its host
// the start and a guest none; a start the server refuses is said in
// words, and may be tried again; the one it takes opens the table, for
// the host and the guest.
func TestWaitingRoomStartsAndOpensTheTable(t *testing.T) {
	url := servertest.Start(t, onlinetest.Game(20))
	og := &onlineTest{}
	env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: "en", Games: []game.Game{og}})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	dial := func(hello online.Message) *online.Client {
		c, err := online.Dial(ctx, url, []online.Viewer{og.OnlineView()}, hello)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(c.Close)
		return c
	}
	host := dial(online.Message{Type: online.TypeCreate, Game: onlinetest.ID, Name: "Ada", Seats: []online.SeatInfo{{Kind: "human"}}, Limit: 4})
	code, _, _ := host.Seat()
	guest := dial(online.Message{Type: online.TypeJoin, Code: code, Name: "Bea"})
	scene := func(c *online.Client) *waitingRoom {
		t.Helper()
		s, err := Waiting(env, c, og)
		if err != nil {
			t.Fatal(err)
		}
		w, ok := s.(*waitingRoom)
		if !ok {
			t.Fatalf("a room that waits opened %T", s)
		}
		return w
	}
	hw, gw := scene(host), scene(guest)
	has := func(w *waitingRoom, id int) bool {
		for _, b := range w.col.menu {
			if b.ID == id && b.Enabled {
				return true
			}
		}
		return false
	}
	if !has(hw, btnWaitComputers) || !has(hw, btnWaitDrop) || has(gw, btnWaitComputers) || has(gw, btnWaitDrop) {
		t.Fatal("the start is offered to the guest, or not to the host")
	}
	// until waits, updating the screen, for what ok says, or fails.
	until := func(w *waitingRoom, what string, ok func(game.Change) bool) {
		t.Helper()
		for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
			ch, err := w.Update(env, []input.Intent{})
			if err != nil {
				t.Fatal(err)
			}
			if ok(ch) {
				return
			}
		}
		t.Fatalf("%s did not come: %v", what, w.c.Err())
	}
	// A start of a computer the game has not: refused, said, offered again.
	seq, err := host.Start("nobody")
	if err != nil {
		t.Fatal(err)
	}
	hw.seq = seq
	until(hw, "the refusal's words", func(game.Change) bool { return !hw.said.Empty() })
	if !reflect.DeepEqual(hw.said, game.Say("online.rooms.start_refused.other")) || !has(hw, btnWaitComputers) {
		t.Fatalf("a refused start says %+v, and offers the start again: %v", hw.said, has(hw, btnWaitComputers))
	}
	if _, err := hw.Update(env, gametest.Click(btnWaitComputers)); err != nil {
		t.Fatal(err)
	}
	table := game.Replace(&og.table)
	until(hw, "the host's table", func(ch game.Change) bool { return ch == table })
	until(gw, "the guest's table", func(ch game.Change) bool { return ch == table })
	var kinds []string
	host.With(func(_ online.Match, t []online.SeatState, _ int64) {
		for _, st := range t {
			kinds = append(kinds, st.Kind)
		}
	})
	if strings.Join(kinds, " ") != "human human ai:medium ai:medium" {
		t.Fatalf("after the start the seats are %v", kinds)
	}
}
