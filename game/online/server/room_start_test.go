package server

import (
	"encoding/json"
	"testing"

	"github.com/coder/websocket"

	"orbis/game/online"
)

// createWaiting opens a room of seats up to limit (the seats given first)
// and returns the joined message and the state.
func createWaiting(c *wsClient, game string, limit, turnLimit int, seats ...string) (online.Message, online.Message) {
	c.t.Helper()
	infos := make([]online.SeatInfo, len(seats))
	for i, k := range seats {
		infos[i] = online.SeatInfo{Kind: k}
	}
	return enterAs(c, online.Message{Type: online.TypeCreate, Game: game, Name: "Host", Seats: infos, Limit: limit, TurnLimit: turnLimit})
}

// kinds is the table's seats' kinds, in order.
func kinds(table []online.SeatState) []string {
	out := make([]string, len(table))
	for i, s := range table {
		out[i] = s.Kind
	}
	return out
}

// dealtSeats is the number of seats the tally game of a state was dealt
// for.
func dealtSeats(t *testing.T, st online.Message) int {
	t.Helper()
	var rec tallyRecord
	if err := json.Unmarshal(st.View, &rec); err != nil {
		t.Fatalf("the state's view: %v", err)
	}
	return rec.Seats
}

// TestRoomWaitsForItsHostsStartThenComputersTakeTheOpenSeats: a room of
// seats up to 5 waits: people join, nobody acts, a computer does not move;
// the host's start with computers deals the game for all five seats, and
// a join after it is refused as started.
func TestRoomWaitsForItsHostsStartThenComputersTakeTheOpenSeats(t *testing.T) {
	ts := startServer(t, NewMemoryStore(), &tally{goal: 50, most: 8})
	host := dialClient(t, ts)
	// The computer sits first: it would be to act if the room did not wait.
	joined, st := createWaiting(host, "tally", 5, 0, "ai:easy", "human")
	if !st.Waiting || len(st.Table) != 5 || joined.Seat != 1 {
		t.Fatalf("a new room of seats up to 5: waiting %v, table %v, host at %d", st.Waiting, kinds(st.Table), joined.Seat)
	}
	guest := dialClient(t, ts)
	if seat := guest.join(joined.Code); seat != 2 {
		t.Fatalf("the guest took seat %d, want 2", seat)
	}
	refusedFor(guest, online.Message{Type: online.TypeAct, Step: 0, Actions: []string{"add 1"}}, online.ReasonWaiting)
	refusedFor(guest, online.Message{Type: online.TypeStart, OpenSeats: "ai:easy"}, online.ReasonNotHost)
	refusedFor(host, online.Message{Type: online.TypeStart, OpenSeats: "ai:nobody"}, online.ReasonBadMessage)
	host.send(online.Message{Type: online.TypeSync})
	if st := host.await(online.TypeState, nil); st.Step != 0 || !st.Waiting {
		t.Fatalf("before the start: %d steps, waiting %v", st.Step, st.Waiting)
	}

	host.send(online.Message{Type: online.TypeStart, OpenSeats: "ai:easy"})
	started := host.await(online.TypeState, func(m online.Message) bool { return !m.Waiting })
	want := []string{"ai:easy", "human", "human", "ai:easy", "ai:easy"}
	if got := kinds(started.Table); len(got) != len(want) || got[0] != want[0] || got[2] != want[2] || got[3] != want[3] || got[4] != want[4] {
		t.Fatalf("after the start the seats are %v, want %v", got, want)
	}
	if n := dealtSeats(t, started); n != 5 {
		t.Fatalf("the game was dealt for %d seats, want 5", n)
	}
	guest.await(online.TypeState, func(m online.Message) bool { return !m.Waiting })
	host.await(online.TypeStep, stepAt(1)) // the computer at seat 0 plays now
	refusedFor(dialClient(t, ts), online.Message{Type: online.TypeJoin, Code: joined.Code, Name: "Late"}, online.ReasonStarted)
	refusedFor(host, online.Message{Type: online.TypeStart, OpenSeats: "drop"}, online.ReasonStarted)
	added(host, 1) // the host plays on
}

// TestStartDropsTheOpenSeats: a start that drops the open seats deals the
// game for the seats taken; a player whose seat moved is closed without a
// bye, resumes and is told the seat.
func TestStartDropsTheOpenSeats(t *testing.T) {
	ts := startServer(t, NewMemoryStore(), &tally{goal: 50, most: 8})
	host := dialClient(t, ts)
	joined, _ := createWaiting(host, "tally", 5, 0, "human")
	first, second := dialClient(t, ts), dialClient(t, ts)
	first.join(joined.Code)
	j2, _ := enterAs(second, online.Message{Type: online.TypeJoin, Code: joined.Code, Name: "Bea"})
	if j2.Seat != 2 {
		t.Fatalf("the second guest took seat %d, want 2", j2.Seat)
	}
	first.send(online.Message{Type: online.TypeLeave}) // seat 1 is open again
	byeOf(first)

	host.send(online.Message{Type: online.TypeStart, OpenSeats: online.OpenSeatsDrop})
	started := host.await(online.TypeState, func(m online.Message) bool { return !m.Waiting })
	if got := kinds(started.Table); len(got) != 2 || got[1] != "human" || started.Table[1].Name != "Bea" {
		t.Fatalf("after dropping the open seats: %s", tableWords(started.Table))
	}
	if n := dealtSeats(t, started); n != 2 {
		t.Fatalf("the game was dealt for %d seats, want 2", n)
	}
	if code, _ := second.closed(); code != websocket.StatusTryAgainLater {
		t.Fatalf("the moved seat's connection closed with %d, want %d (no bye: its client comes back)", code, websocket.StatusTryAgainLater)
	}
	back := dialClient(t, ts)
	again, st := enterAs(back, online.Message{Type: online.TypeResume, Code: joined.Code, Token: j2.Token})
	if again.Seat != 1 || st.Waiting || st.Seat != 1 {
		t.Fatalf("Bea came back at seat %d (state %d, waiting %v), want 1", again.Seat, st.Seat, st.Waiting)
	}
	added(host, 0)
	added(back, 1)
}

// TestStartCannotDropBelowTheGamesFewest: a host alone cannot drop the
// open seats of a game of two at least; nothing changes.
func TestStartCannotDropBelowTheGamesFewest(t *testing.T) {
	ts := startServer(t, NewMemoryStore(), &tally{goal: 50, most: 8})
	host := dialClient(t, ts)
	createWaiting(host, "tally", 4, 0, "human")
	refusedFor(host, online.Message{Type: online.TypeStart, OpenSeats: online.OpenSeatsDrop}, online.ReasonBadSeat)
	host.send(online.Message{Type: online.TypeSync})
	if st := host.await(online.TypeState, nil); !st.Waiting || len(st.Table) != 4 {
		t.Fatalf("after a refused start: waiting %v, %d seats", st.Waiting, len(st.Table))
	}
}

// TestRoomsOfTodayStartAtOnce: a room created with its seats, or with a
// limit its seats fill, is dealt at once and played as before.
func TestRoomsOfTodayStartAtOnce(t *testing.T) {
	ts := startServer(t, NewMemoryStore(), &tally{goal: 50, most: 8})
	for _, tc := range []struct {
		name  string
		limit int
	}{{"no limit", 0}, {"a limit with no seat open", 2}} {
		t.Run(tc.name, func(t *testing.T) {
			host := dialClient(t, ts)
			_, st := createWaiting(host, "tally", tc.limit, 0, "human", "ai:easy")
			if st.Waiting {
				t.Fatal("the room waits for a start")
			}
			added(host, 0)
			host.await(online.TypeStep, stepAt(2)) // the computer's turn
		})
	}
	host := dialClient(t, ts)
	_, st := createWaiting(host, "tally", 0, 0, "human", "open")
	guest := dialClient(t, ts)
	if st.Waiting || guest.join(st.Code) != 1 {
		t.Fatalf("a room of today: waiting %v, or its open seat not joinable", st.Waiting)
	}
}

// TestRoomSizeIsTheGamesAndTheServers: a room's seats are within the
// game's range and the server's cap, which pong and joined tell; more
// than six seats want a turn clock.
func TestRoomSizeIsTheGamesAndTheServers(t *testing.T) {
	cfg := Config{Games: []online.Ruleset{&tally{goal: 50, most: 40}, &tally{id: "small", goal: 50}}, Store: NewMemoryStore()}
	cfg.MaxRoomSeats, cfg.CreatesPerMinute = 12, 100
	ts := startServerWith(t, cfg)
	c := dialClient(t, ts)
	seq := c.send(online.Message{Type: online.TypePing})
	if pong := c.await(online.TypePong, func(m online.Message) bool { return m.Seq == seq }); pong.MaxSeats != 12 {
		t.Fatalf("pong says the cap is %d, want 12", pong.MaxSeats)
	}
	for _, tc := range []struct {
		name      string
		game      string
		limit     int
		turnLimit int
		reason    string // "" for taken
	}{
		{"up to the server's cap", "tally", 12, 60, ""},
		{"past the server's cap", "tally", 13, 60, online.ReasonTooManySeats},
		{"past the game's range", "small", 5, 60, online.ReasonBadMessage},
		{"more than six without a clock", "tally", 7, 0, online.ReasonBadMessage},
		{"six without a clock", "tally", 6, 0, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := dialClient(t, ts)
			m := online.Message{Type: online.TypeCreate, Game: tc.game, Name: "Host", Seats: []online.SeatInfo{{Kind: "human"}}, Limit: tc.limit, TurnLimit: tc.turnLimit}
			if tc.reason != "" {
				refusedFor(c, m, tc.reason)
				return
			}
			joined, st := enterAs(c, m)
			if joined.MaxSeats != 12 || len(st.Table) != tc.limit || !st.Waiting {
				t.Fatalf("joined says the cap is %d; the room has %d seats (waiting %v), want %d", joined.MaxSeats, len(st.Table), st.Waiting, tc.limit)
			}
		})
	}
	seven := make([]online.SeatInfo, 7)
	for i := range seven {
		seven[i] = online.SeatInfo{Kind: "open"}
	}
	seven[0].Kind = "human"
	refusedFor(dialClient(t, ts), online.Message{Type: online.TypeCreate, Game: "tally", Name: "Host", Seats: seven}, online.ReasonBadMessage)
}

// TestTheServersCapDefaultsToAHundred: a server not told takes rooms of
// 100 seats, and never more than a request may name.
func TestTheServersCapDefaultsToAHundred(t *testing.T) {
	for _, tc := range []struct{ set, want int }{{0, DefaultMaxRoomSeats}, {1000, online.MaxSeats}, {24, 24}} {
		if got := (Limits{MaxRoomSeats: tc.set}).withDefaults().MaxRoomSeats; got != tc.want {
			t.Errorf("MaxRoomSeats %d: the server takes %d, want %d", tc.set, got, tc.want)
		}
	}
	if DefaultMaxRoomSeats < 100 {
		t.Errorf("the default cap is %d, want 100 at least", DefaultMaxRoomSeats)
	}
}

// TestStartReachesEveryServer: two servers share a store; the host on one
// starts the room. A guest on the other whose seat stays is sent the
// game dealt (on its sync: the table says the room no longer waits); one
// whose seat moved is closed without a bye and resumes at its new seat.
func TestStartReachesEveryServer(t *testing.T) {
	store := NewMemoryStore()
	game := &tally{goal: 50, most: 8}
	host := dialClient(t, startServer(t, store, game))
	joined, _ := createWaiting(host, "tally", 5, 0, "human")
	other := startServer(t, store, game)
	stays, moves := dialClient(t, other), dialClient(t, other)
	stays.join(joined.Code) // seat 1
	leaver := dialClient(t, other)
	leaver.join(joined.Code) // seat 2, then open again
	m, _ := enterAs(moves, online.Message{Type: online.TypeJoin, Code: joined.Code, Name: "Moe"})
	if m.Seat != 3 {
		t.Fatalf("Moe sits at %d, want 3", m.Seat)
	}
	leaver.send(online.Message{Type: online.TypeLeave})
	byeOf(leaver)
	tableWhere(host, "seat 2 open and Moe at 3", func(s []online.SeatState) bool { return s[2].Kind == "open" && s[3].Kind == "human" })

	host.send(online.Message{Type: online.TypeStart, OpenSeats: online.OpenSeatsDrop})
	host.await(online.TypeState, func(m online.Message) bool { return !m.Waiting })
	table := stays.await(online.TypeTable, func(m online.Message) bool { return !m.Waiting })
	if len(table.Table) != 3 {
		t.Fatalf("the other server's table after the start: %s", tableWords(table.Table))
	}
	stays.send(online.Message{Type: online.TypeSync})
	if st := stays.await(online.TypeState, nil); st.Waiting || dealtSeats(t, st) != 3 || st.Seat != 1 {
		t.Fatalf("the guest who stays: waiting %v, a game of %d seats, seat %d", st.Waiting, dealtSeats(t, st), st.Seat)
	}
	if code, _ := moves.closed(); code != websocket.StatusTryAgainLater {
		t.Fatalf("Moe's connection on the other server closed with %d, want %d", code, websocket.StatusTryAgainLater)
	}
	again, _ := enterAs(dialClient(t, other), online.Message{Type: online.TypeResume, Code: joined.Code, Token: m.Token})
	if again.Seat != 2 {
		t.Fatalf("Moe came back at seat %d, want 2", again.Seat)
	}
}

// TestMyGamesSayNobodyActsBeforeTheStart: the lobby's games lookup of a
// room that waits names no seat to act (its stand-in game's would be);
// once started, the game's.
func TestMyGamesSayNobodyActsBeforeTheStart(t *testing.T) {
	ts := startServer(t, NewMemoryStore(), &tally{goal: 50, most: 8})
	host := dialClient(t, ts)
	joined, _ := createWaiting(host, "tally", 4, 0, "human")
	guest := dialClient(t, ts)
	guest.join(joined.Code) // a save of the room that waits
	toAct := func() int {
		t.Helper()
		c := dialClient(t, ts)
		c.send(online.Message{Type: online.TypeGames, Games: []online.GameRef{{Code: joined.Code, Token: joined.Token}}})
		g := c.await(online.TypeGames, nil)
		if len(g.Games) != 1 || g.Games[0].Gone {
			t.Fatalf("my games: %+v", g.Games)
		}
		return g.Games[0].ToAct
	}
	if n := toAct(); n != -1 {
		t.Fatalf("before the start my games say seat %d is to act", n)
	}
	host.send(online.Message{Type: online.TypeStart, OpenSeats: "ai:easy"})
	host.await(online.TypeState, func(m online.Message) bool { return !m.Waiting })
	if n := toAct(); n != 0 {
		t.Fatalf("after the start my games say seat %d is to act, want 0", n)
	}
}
