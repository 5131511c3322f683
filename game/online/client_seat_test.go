package online_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"orbis/game/online"
	"orbis/game/online/onlinetest"
	"orbis/game/online/server/servertest"
)

// TestClientsOfOneSeatDoNotTakeItInTurn: two clients of one token, as a
// player's two devices. The newer takes the seat; the older stops, with
// SeatLost, and does not come back by itself, so the newer keeps
// playing. Only a new resume (the player's "play here") takes it back.
func TestClientsOfOneSeatDoNotTakeItInTurn(t *testing.T) {
	url := servertest.Start(t, onlinetest.Game(20))
	games := []online.Viewer{onlinetest.Game(20)}
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

	laptop := dial(online.Message{Type: online.TypeCreate, Game: onlinetest.ID, Name: "Ana", Seats: []online.SeatInfo{{Kind: "human"}, {Kind: "ai:easy"}}})
	code, token, _ := laptop.Seat()
	phone := dial(online.Message{Type: online.TypeResume, Code: code, Token: token})
	waitLost(t, laptop, online.ByeOtherDevice)

	// The phone plays on: a move and the computer's answer come back to it.
	played(t, phone, 0)
	played(t, phone, 2)
	if phone.Err() != nil || phone.Reconnects() != 0 || laptop.Reconnects() != 0 {
		t.Fatalf("the seat changed hands again: phone %v (%d reconnects), laptop %d reconnects", phone.Err(), phone.Reconnects(), laptop.Reconnects())
	}

	// "Play here" on the laptop: a resume of its own takes the seat back.
	again := dial(online.Message{Type: online.TypeResume, Code: code, Token: token})
	waitLost(t, phone, online.ByeOtherDevice)
	played(t, again, 4)
}

// waitLost waits for a client to end with its seat lost for the reason.
func waitLost(t *testing.T, c *online.Client, reason string) {
	t.Helper()
	deadline := time.After(5 * time.Second)
	for {
		var lost *online.SeatLost
		if errors.As(c.Err(), &lost) {
			if lost.Reason != reason {
				t.Fatalf("the seat was lost for %q, want %q", lost.Reason, reason)
			}
			return
		}
		select {
		case <-c.Changed():
		case <-deadline:
			t.Fatalf("the client still plays its seat: %v", c.Err())
		}
	}
}

// played plays a move on the table as it stood after step steps and
// waits until the client holds the step after it (the computer's answer).
func played(t *testing.T, c *online.Client, step int) {
	t.Helper()
	if err := c.Act(step, []string{onlinetest.Move}); err != nil {
		t.Fatal(err)
	}
	deadline := time.After(5 * time.Second)
	for {
		steps := 0
		c.With(func(m online.Match, _ []online.SeatState, _ int64) { steps = m.Steps() })
		if steps >= step+2 {
			return
		}
		select {
		case <-c.Changed():
			c.Drain()
		case <-deadline:
			t.Fatalf("the move after step %d did not come back: %d steps (%v)", step, steps, c.Err())
		}
	}
}
