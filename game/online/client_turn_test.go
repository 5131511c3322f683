package online_test

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"orbis/game/online"
	"orbis/game/online/onlinetest"
	"orbis/game/online/server/servertest"
)

// TestClientTellsWhoseTurnItIs: a room of an hour a turn; each client's
// Turn names its seat as to act when it is, with the room's turn limit,
// and the watcher hears of each message.
func TestClientTellsWhoseTurnItIs(t *testing.T) {
	url := servertest.Start(t, onlinetest.Game(3))
	dial := func(hello online.Message) *online.Client {
		t.Helper()
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		c, err := online.Dial(ctx, url, []online.Viewer{onlinetest.Game(3)}, hello)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(c.Close)
		return c
	}
	host := dial(online.Message{Type: online.TypeCreate, Game: onlinetest.ID, Name: "Ana", TurnLimit: 3600, Seats: []online.SeatInfo{{Kind: "human"}, {Kind: "open"}}})
	code, _, _ := host.Seat()
	guest := dial(online.Message{Type: online.TypeJoin, Code: code, Name: "Bo"})
	var heard atomic.Int32
	guest.OnChange(func() { heard.Add(1) })
	if got := host.Turn(); !got.Mine || got.TurnLimit != 3600 || got.Seat != 0 || got.Code != code {
		t.Fatalf("the host's turn at the start: %+v", got)
	}
	if got := guest.Turn(); got.Mine {
		t.Fatalf("the guest's turn at the start: %+v", got)
	}
	if err := host.Act(0, []string{onlinetest.Move}); err != nil {
		t.Fatal(err)
	}
	waitUntil(t, guest, "the guest's turn comes", func() bool { return guest.Turn().Mine })
	if got := guest.Turn(); got.Step != 1 || got.TurnLimit != 3600 || heard.Load() == 0 {
		t.Fatalf("the guest's turn: %+v, %d messages heard", got, heard.Load())
	}
	waitUntil(t, host, "the host's turn passes", func() bool { return !host.Turn().Mine })
}
