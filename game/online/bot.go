package online

import (
	"context"
	"errors"
	"time"
)

// PlayAs plays the client's seat as a computer of a level would, until
// the game is over or ctx ends: whenever its seat is to act it decides
// from its own view, as any client could, and sends the actions. A
// refused or lost move is decided again on the table the server sends.
func (c *Client) PlayAs(ctx context.Context, level string, seed uint64) error {
	tick := time.NewTicker(250 * time.Millisecond) // a missed signal costs a tick, not the game
	defer tick.Stop()
	tried, triedAt := -1, time.Time{}
	for {
		var (
			record []byte
			steps  int
			over   bool
			mine   bool
			fresh  bool // the table moved for the seat since it last tried
			game   Viewer
		)
		c.With(func(m Match, _ []SeatState, _ int64) {
			if m == nil {
				return
			}
			steps, over = m.Steps(), m.Over()
			mine = len(m.LegalFor(c.seat)) > 0
			// At once, the others' steps leave the seat's decision as it was.
			fresh = tried < 0 || steps < tried || m.Moved(tried, c.seat)
			if mine {
				record, _ = m.Record()
			}
		})
		c.mu.Lock()
		game = c.games[c.game]
		err := c.err
		c.mu.Unlock()
		switch {
		case err != nil:
			return err
		case over:
			return nil
		case mine && record != nil && (fresh || time.Since(triedAt) > retryAfter):
			tried, triedAt = steps, time.Now()
			if err := c.decideAndAct(ctx, game, record, steps, level, seed); err != nil && !errors.Is(err, ErrOffline) {
				return err
			}
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-c.changed:
		case <-tick.C:
		}
	}
}

// retryAfter is how long a bot waits for the server to take its move
// before it decides again: the answer may have been lost with a connection.
const retryAfter = 2 * time.Second

// decideAndAct decides on a copy of the view, away from the client's lock.
func (c *Client) decideAndAct(ctx context.Context, game Viewer, record []byte, steps int, level string, seed uint64) error {
	v, err := game.OpenView(record)
	if err != nil {
		return err
	}
	actions, err := v.Decide(ctx, c.seat, level, seed^uint64(steps)*0x9e3779b97f4a7c15)
	if err != nil {
		return err
	}
	return c.Act(steps, actions)
}
