package online_test

import (
	"context"
	"testing"
	"time"

	"orbis/game/online"
	"orbis/game/online/onlinetest"
	"orbis/game/online/server/servertest"
)

// TestClientFollowsTheRematch: after a game of one move, the host's
// client asks for the rematch and moves to the new room on its
// connection; the guest's client is told, and once it asks, moves too;
// both hold the new room's table, their seats turned by one.
func TestClientFollowsTheRematch(t *testing.T) {
	url := servertest.Start(t, onlinetest.Game(1))
	games := []online.Viewer{onlinetest.Game(1)}
	dial := func(hello online.Message) *online.Client {
		t.Helper()
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		c, err := online.Dial(ctx, url, games, hello)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(c.Close)
		return c
	}
	host := dial(online.Message{Type: online.TypeCreate, Game: onlinetest.ID, Name: "Ana", Seats: []online.SeatInfo{{Kind: "human"}, {Kind: "open"}}})
	code, _, _ := host.Seat()
	guest := dial(online.Message{Type: online.TypeJoin, Code: code, Name: "Bo"})
	if err := host.Act(0, []string{onlinetest.Move}); err != nil {
		t.Fatal(err)
	}
	waitUntil(t, guest, "the guest sees the end", func() bool {
		over := false
		guest.With(func(m online.Match, _ []online.SeatState, _ int64) { over = m != nil && m.Over() })
		return over
	})
	if _, err := host.Rematch(); err != nil {
		t.Fatal(err)
	}
	waitUntil(t, host, "the host moves to the rematch", func() bool { n, ready := host.Moves(); return n == 1 && ready })
	newCode, _, seat := host.Seat()
	if newCode == code || seat != 1 {
		t.Fatalf("the host's rematch: room %s seat %d; want a new room, seat 2", newCode, seat)
	}
	waitUntil(t, guest, "the guest is told", func() bool { c, told := guest.RematchCode(); return c == newCode && told })
	if _, err := guest.Rematch(); err != nil {
		t.Fatal(err)
	}
	waitUntil(t, guest, "the guest moves", func() bool { n, ready := guest.Moves(); return n == 1 && ready })
	if c, _, seat := guest.Seat(); c != newCode || seat != 0 {
		t.Fatalf("the guest's rematch: room %s seat %d; want %s seat 1", c, seat, newCode)
	}
}

// waitUntil waits for a client's state to satisfy ok.
func waitUntil(t *testing.T, c *online.Client, what string, ok func() bool) {
	t.Helper()
	deadline := time.After(5 * time.Second)
	for !ok() {
		select {
		case <-c.Changed():
			c.Drain()
		case <-deadline:
			t.Fatalf("%s: not within the safety net (%v)", what, c.Err())
		}
	}
}
