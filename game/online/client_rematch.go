package online

// A finished game's rematch, as a client follows it: the server names it
// (a rematch notice, or the finished room's state), the client asks for
// its seat in it on the same connection, and the server's joined moves
// the client to the new room, whose state follows.

// rematchLocked takes a rematch notice, or a joined of another room: the
// rematch's seat is the client's now (c.mu held).
func (c *Client) rematchLocked(m Message) {
	if m.Type == TypeRematch {
		c.rematch, c.told = m.Code, true
		return
	}
	if m.Code == c.code || m.Code == "" {
		return
	}
	c.code, c.token, c.seat, c.game = m.Code, m.Token, m.Seat, m.Game
	if m.MaxSeats > 0 {
		c.maxSeats = m.MaxSeats
	}
	c.match, c.table, c.deadline, c.scores, c.wentBack, c.waiting, c.rematch, c.told = nil, nil, 0, nil, nil, false, "", false
	c.moves++
}

// RematchCode is the code of the finished game's rematch, once the server
// named it ("" before), and whether it was made while the client sat at
// the table (told), not found in the table's state on coming back.
func (c *Client) RematchCode() (code string, told bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.rematch, c.told
}

// Rematch asks for the seat in the finished game's rematch, which the
// server makes if nobody asked before: its joined moves the client to the
// new room (Moves counts it). It returns the request's number, for its
// refusal; ErrOffline while the connection is being made again.
func (c *Client) Rematch() (uint64, error) {
	c.mu.Lock()
	code, token := c.code, c.token
	c.mu.Unlock()
	return c.Request(Message{Type: TypeRematch, Code: code, Token: token})
}

// Moves is how many times the client moved to a rematch's room, and
// whether the room it is in now has sent its table.
func (c *Client) Moves() (moves int, ready bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.moves, c.match != nil
}
