//go:build !js

package cli

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"orbis/game/online"
	"orbis/game/online/server"
	rules "orbis/rules/orbis"
)

// TestATableIsToldItsServerLostMoves: a room whose store lost moves the
// server had acknowledged (its mark says more than the store kept) is
// flagged when it opens; its player's table is told once, with the steps
// kept and the steps that were played, and not again when the
// connection comes back.
func TestATableIsToldItsServerLostMoves(t *testing.T) {
	store := server.NewMemoryStore()
	t.Cleanup(func() { _ = store.Close() })
	serve := func() (string, func()) {
		srv, err := server.New(server.Config{Games: onlineGames(), Store: store, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
		if err != nil {
			t.Fatal(err)
		}
		hs := httptest.NewServer(srv.Handler())
		return "ws" + strings.TrimPrefix(hs.URL, "http") + "/ws", func() { hs.CloseClientConnections(); hs.Close(); srv.Close() }
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()

	url, stop := serve()
	c, err := online.Dial(ctx, url, onlineViews(), online.Message{Type: online.TypeCreate, Game: "orbis", Name: "Ada",
		Seats: []online.SeatInfo{{Kind: "human"}, {Kind: "open"}}})
	if err != nil {
		t.Fatal(err)
	}
	code, token, _ := c.Seat()
	c.Close()
	stop()
	// What damaged files leave: the server had acknowledged 30 steps.
	if err := store.PutMarks(ctx, map[string]server.Mark{code: {Saves: 31, Steps: 30, Rev: 1 << 30, At: time.Now().Unix()}}); err != nil {
		t.Fatal(err)
	}

	url, stop = serve()
	defer stop()
	c, err = online.Dial(ctx, url, onlineViews(), online.Message{Type: online.TypeResume, Code: code, Token: token})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	net := &orbisNet{Client: c, Seat: 0, Parse: rules.ParseAction, Format: rules.Action.String}
	kept := 0
	c.With(func(m online.Match, _ []online.SeatState, _ int64) { kept = m.Steps() })
	want := fmt.Sprintf("online.went_back [%d 30]", kept)
	if kept == 0 {
		want = "online.went_back_start []"
	}
	ph, ok := net.WentBack()
	if got := fmt.Sprintf("%s %v", ph.Key, ph.Args); !ok || got != want {
		t.Fatalf("the table is told %q, %v; want %q", got, ok, want)
	}
	if ph, ok := net.WentBack(); ok {
		t.Fatalf("told twice: %v", ph)
	}
	c.Drop()
	for c.Reconnects() == 0 {
		if ctx.Err() != nil {
			t.Fatal("the client did not come back")
		}
		time.Sleep(20 * time.Millisecond)
	}
	if wb := c.WentBack(); wb == nil || *wb != (online.WentBack{Had: 30, Kept: kept}) {
		t.Fatalf("after coming back, went_back = %+v; want had 30, kept %d", wb, kept)
	}
	if ph, ok := net.WentBack(); ok {
		t.Fatalf("told again after the connection came back: %v", ph)
	}
}
