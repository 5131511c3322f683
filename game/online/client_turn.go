package online

import "slices"

// Turn is where a client's game stands for its seat, as a notification
// of the player's turn needs it.
type Turn struct {
	Code      string
	Seat      int
	Step      int  // the steps the client holds
	Mine      bool // the seat is to act (one of the seats acting)
	Over      bool
	TurnLimit int // the room's seconds a turn; 0 for none
}

// Turn tells where the game stands for the client's seat; the zero Turn
// before its first table.
func (c *Client) Turn() Turn {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.match == nil {
		return Turn{Code: c.code, Seat: c.seat}
	}
	var buf [8]int
	return Turn{Code: c.code, Seat: c.seat, Step: c.match.Steps(), Over: c.match.Over(), TurnLimit: c.turnLimit,
		Mine: !c.match.Over() && slices.Contains(c.match.Acting(buf[:0]), c.seat)}
}

// OnChange has f called after every message the client takes, from its
// reader (never with its lock held), until it is set again (nil: none):
// a watcher that must hear the server while the application's frames do
// not run (a browser tab in the background).
func (c *Client) OnChange(f func()) {
	c.mu.Lock()
	c.onChange = f
	c.mu.Unlock()
}
