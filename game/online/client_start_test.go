package online_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"orbis/game/online"
	"orbis/game/online/onlinetest"
	"orbis/game/online/server"
)

// waitFor waits until ok holds of the client, or fails saying what.
func waitFor(t *testing.T, c *online.Client, what string, ok func() bool) {
	t.Helper()
	deadline := time.After(5 * time.Second)
	for !ok() {
		select {
		case <-c.Changed():
			c.Drain()
		case <-deadline:
			t.Fatalf("%s did not come (%v)", what, c.Err())
		}
	}
}

// TestClientFollowsARoomFromItsWaitToItsStart: the server's cap is asked
// before a room is made; a room of seats up to 4 waits; the host's start
// that drops the open seats moves a guest's seat, which the guest's
// client learns by itself; a join after the start is refused as started.
func TestClientFollowsARoomFromItsWaitToItsStart(t *testing.T) {
	store := server.NewMemoryStore()
	srv, err := server.New(server.Config{Games: []online.Ruleset{onlinetest.Game(20)}, Store: store,
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), Limits: server.Limits{MaxRoomSeats: 40}})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(func() { hs.Close(); srv.Close(); _ = store.Close() })
	url := "ws" + strings.TrimPrefix(hs.URL, "http") + "/ws"
	games := []online.Viewer{onlinetest.Game(20)}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if n, err := online.ServerMaxSeats(ctx, url); err != nil || n != 40 {
		t.Fatalf("the server's cap: %d, %v; want 40", n, err)
	}
	dial := func(hello online.Message) (*online.Client, error) {
		c, err := online.Dial(ctx, url, games, hello)
		if err == nil {
			t.Cleanup(c.Close)
		}
		return c, err
	}
	host, err := dial(online.Message{Type: online.TypeCreate, Game: onlinetest.ID, Name: "Ana", Seats: []online.SeatInfo{{Kind: "human"}}, Limit: 4})
	if err != nil {
		t.Fatal(err)
	}
	if !host.Waiting() || host.MaxSeats() != 40 {
		t.Fatalf("a room of seats up to 4: waiting %v, cap %d", host.Waiting(), host.MaxSeats())
	}
	code, _, _ := host.Seat()
	first, err := dial(online.Message{Type: online.TypeJoin, Code: code, Name: "Bo"})
	if err != nil {
		t.Fatal(err)
	}
	second, err := dial(online.Message{Type: online.TypeJoin, Code: code, Name: "Cy"})
	if err != nil {
		t.Fatal(err)
	}
	if _, _, seat := second.Seat(); seat != 2 || !second.Waiting() {
		t.Fatalf("the second guest sits at %d (waiting %v), want 2", seat, second.Waiting())
	}
	if err := first.Send(online.Message{Type: online.TypeLeave}); err != nil {
		t.Fatal(err)
	}
	waitLost(t, first, online.ByeLeft)
	waitFor(t, host, "the open seat 1", func() (open bool) {
		host.With(func(_ online.Match, table []online.SeatState, _ int64) {
			open = len(table) == 4 && table[1].Kind == "open"
		})
		return open
	})

	if _, err := host.Start(""); err != nil {
		t.Fatal(err)
	}
	players := func(c *online.Client) (n int) {
		c.With(func(m online.Match, _ []online.SeatState, _ int64) { n = m.Players() })
		return n
	}
	waitFor(t, host, "the host's table of two", func() bool { return !host.Waiting() && players(host) == 2 })
	waitFor(t, second, "the guest's seat 1 of two", func() bool {
		_, _, seat := second.Seat()
		return seat == 1 && !second.Waiting() && players(second) == 2
	})
	if second.Err() != nil {
		t.Fatalf("the moved guest's client ended: %v", second.Err())
	}
	_, err = dial(online.Message{Type: online.TypeJoin, Code: code, Name: "Late"})
	var ref *online.Refused
	if !errors.As(err, &ref) || ref.Reason != online.ReasonStarted {
		t.Fatalf("a join after the start: %v, want refused as %s", err, online.ReasonStarted)
	}
}
