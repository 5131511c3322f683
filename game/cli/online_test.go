//go:build !js

package cli

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"orbis/game/online"
	"orbis/game/online/server"
)

// testServer runs a server in the test's process on a memory store.
func testServer(t *testing.T, cfg server.Config) (server.Store, string) {
	t.Helper()
	if cfg.Store == nil {
		cfg.Store = server.NewMemoryStore()
	}
	cfg.Games = onlineGames()
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	srv, err := server.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(func() { hs.Close(); srv.Close(); _ = cfg.Store.Close() })
	return cfg.Store, "ws" + strings.TrimPrefix(hs.URL, "http") + "/ws"
}

// seatTable opens a room of game with every seat a person's and seats the
// other players: the host's client first.
func seatTable(t *testing.T, url, game string, players int) []*online.Client {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	seats := []online.SeatInfo{{Kind: "human"}}
	for range players - 1 {
		seats = append(seats, online.SeatInfo{Kind: "open"})
	}
	host, err := online.Dial(ctx, url, onlineViews(), online.Message{Type: online.TypeCreate, Game: game, Name: "Host", Seats: seats})
	if err != nil {
		t.Fatal(err)
	}
	clients := []*online.Client{host}
	code, _, _ := host.Seat()
	for i := 1; i < players; i++ {
		c, err := online.Dial(ctx, url, onlineViews(), online.Message{Type: online.TypeJoin, Code: online.ShowCode(strings.ToLower(code)), Name: "Guest"})
		if err != nil {
			t.Fatalf("guest %d joins: %v", i, err)
		}
		if _, _, seat := c.Seat(); seat != i {
			t.Fatalf("guest %d sits at seat %d", i, seat)
		}
		clients = append(clients, c)
	}
	t.Cleanup(func() {
		for _, c := range clients {
			c.Close()
		}
	})
	return clients
}

// playOut has every client play its seat as a computer of level until the
// game is over, and returns each client's history of the game.
func playOut(t *testing.T, clients []*online.Client, level string, during func()) [][]online.Step {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	var wg sync.WaitGroup
	errs := make([]error, len(clients))
	for i, c := range clients {
		wg.Go(func() { errs[i] = c.PlayAs(ctx, level, uint64(i+1)) })
	}
	if during != nil {
		during()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		t.Fatal(err)
	}
	histories := make([][]online.Step, len(clients))
	for i, c := range clients {
		c.With(func(m online.Match, _ []online.SeatState, _ int64) {
			if !m.Over() {
				t.Fatalf("client %d: the game is not over", i)
			}
			histories[i] = m.History(0)
		})
	}
	return histories
}

// TestOnlineGamesPlayToTheEnd: four clients play a whole game of each game
// through a server; every client ends with the same record, which a local
// replay ends with the same scores.
func TestOnlineGamesPlayToTheEnd(t *testing.T) {
	for _, game := range []string{"orbis", "orbit"} {
		t.Run(game, func(t *testing.T) {
			store, url := testServer(t, server.Config{})
			clients := seatTable(t, url, game, 4)
			histories := playOut(t, clients, "medium", nil)
			code, _, _ := clients[0].Seat()
			checkKept(t, store, code, game, histories)
		})
	}
}

// checkKept: every client saw the game the server kept, and the kept
// record replays locally (secrets and all) to the scores the clients saw.
func checkKept(t *testing.T, store server.Store, code, game string, histories [][]online.Step) {
	t.Helper()
	for i := range histories {
		if !slices.Equal(histories[i], histories[0]) {
			t.Fatalf("client %d's game differs from client 1's", i+1)
		}
	}
	kept := keptMatch(t, store, code, game)
	if !kept.Over() || !slices.Equal(kept.History(0), histories[0]) {
		t.Fatalf("the kept record (%d steps, over %v) is not the game the clients played (%d steps)", kept.Steps(), kept.Over(), len(histories[0]))
	}
	seen, err := rulesetOf(t, game).OpenView(mustView(t, kept))
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(seen.Scores(), kept.Scores()) {
		t.Fatalf("the clients' scores %v, the record's %v", seen.Scores(), kept.Scores())
	}
}

// keptMatch replays the full record a store keeps of a room.
func keptMatch(t *testing.T, store server.Store, code, game string) online.Match {
	t.Helper()
	kept, err := server.OpenStored(context.Background(), store, rulesetOf(t, game), code)
	if err != nil {
		t.Fatalf("the kept record does not replay: %v", err)
	}
	return kept
}

func mustView(t *testing.T, m online.Match) []byte {
	data, err := m.View()
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func rulesetOf(t *testing.T, id string) online.Ruleset {
	for _, g := range onlineGames() {
		if g.ID() == id {
			return g
		}
	}
	t.Fatalf("no game %q", id)
	return nil
}

// TestTurnLimitPlaysForAnAbsentSeat: with a limit on each turn, a seat
// whose player is away, or still open, is played by the server's computer
// once its time is up, and the game goes on, once a person has played in
// the room (a room nobody plays in is not played out by the server).
func TestTurnLimitPlaysForAnAbsentSeat(t *testing.T) {
	_, url := testServer(t, server.Config{})
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	host, err := online.Dial(ctx, url, onlineViews(), online.Message{Type: online.TypeCreate, Game: "orbis", Name: "Host", TurnLimit: 1,
		Seats: []online.SeatInfo{{Kind: "human"}, {Kind: "open"}}})
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	personPlays(t, url, host)
	_ = host.Send(online.Message{Type: online.TypeSync})
	var deadline int64
	for deadline == 0 && ctx.Err() == nil {
		host.With(func(_ online.Match, _ []online.SeatState, d int64) { deadline = d })
		time.Sleep(20 * time.Millisecond)
	}
	if deadline == 0 {
		t.Fatal("a room with a turn limit shows no deadline")
	}
	for ends := 0; ends < 2; time.Sleep(100 * time.Millisecond) {
		if ctx.Err() != nil {
			t.Fatalf("%d turns ended by the clock in 20 s, want 2", ends)
		}
		ends = 0
		host.With(func(m online.Match, _ []online.SeatState, _ int64) {
			for _, st := range m.History(0) {
				if st.Action == "end" {
					ends++
				}
			}
		})
	}
}

// personPlays has a person play the room's first unit as Easy would: the
// host, or, when the open seat is first, a guest who joins, plays and
// leaves. It waits until the server has taken the unit.
func personPlays(t *testing.T, url string, host *online.Client) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	code, _, seat := host.Seat()
	game := rulesetOf(t, host.Game())
	var view online.Match
	for view == nil {
		host.With(func(m online.Match, _ []online.SeatState, _ int64) {
			if m != nil && m.ToAct() >= 0 {
				record, _ := m.Record()
				view, _ = game.OpenView(record)
			}
		})
		select {
		case <-ctx.Done():
			t.Fatal("no table")
		case <-host.Changed():
		case <-time.After(50 * time.Millisecond):
		}
	}
	player := host
	if view.ToAct() != seat {
		guest, err := online.Dial(ctx, url, onlineViews(), online.Message{Type: online.TypeJoin, Code: code, Name: "Guest"})
		if err != nil {
			t.Fatal(err)
		}
		defer guest.Close()
		player = guest
	}
	actions, err := view.Decide(ctx, view.ToAct(), "easy", 1)
	if err != nil {
		t.Fatal(err)
	}
	if err := player.Act(view.Steps(), actions); err != nil {
		t.Fatal(err)
	}
	for steps := view.Steps(); steps <= view.Steps(); time.Sleep(20 * time.Millisecond) {
		if ctx.Err() != nil {
			t.Fatal("the server did not take the unit")
		}
		host.With(func(m online.Match, _ []online.SeatState, _ int64) { steps = m.Steps() })
	}
}

// TestTurnLimitWithNobodyThere: a room nobody is connected to still moves
// on when its seat's time is up, once a person has played in it: the
// server looks at its index of rooms now and then, and its computer plays
// for the absent seat.
func TestTurnLimitWithNobodyThere(t *testing.T) {
	store, url := testServer(t, server.Config{SweepEvery: 200 * time.Millisecond})
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	host, err := online.Dial(ctx, url, onlineViews(), online.Message{Type: online.TypeCreate, Game: "orbit", Name: "Host", TurnLimit: 1,
		Seats: []online.SeatInfo{{Kind: "human"}, {Kind: "open"}}})
	if err != nil {
		t.Fatal(err)
	}
	code, _, _ := host.Seat()
	personPlays(t, url, host)
	host.Close() // everybody leaves
	for steps := 0; steps < 4; time.Sleep(200 * time.Millisecond) {
		if ctx.Err() != nil {
			t.Fatalf("the room stayed at %d steps with nobody there", steps)
		}
		steps = keptMatch(t, store, code, "orbit").Steps()
	}
}
