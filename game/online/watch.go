package online

import (
	"context"
	"fmt"
)

// Watch connects to a server's WebSocket URL as a spectator of the room
// of code: the client follows the game as a connection without a seat
// may see it (Seat is -1), and comes back by itself after a dropped
// connection. It returns once the table has come.
func Watch(ctx context.Context, url string, games []Viewer, code string) (*Client, error) {
	return Dial(ctx, url, games, Message{Type: TypeWatch, Code: code})
}

// Watching reports whether the client is a spectator, with no seat.
func (c *Client) Watching() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.watching
}

// FetchReplay asks a server, without taking a seat, for the finished game
// of a room: the answer's View is its record as anyone may see it, Game
// its game and Scores its final scores. A game under way is refused
// (ReasonNotOver).
func FetchReplay(ctx context.Context, url, code string) (Message, error) {
	ws, err := dial(ctx, url)
	if err != nil {
		return Message{}, fmt.Errorf("online: connecting to %s: %w", url, err)
	}
	defer ws.Close()
	if err := writeMessage(ctx, ws, Message{Type: TypeReplay, Seq: 1, Code: code}); err != nil {
		return Message{}, err
	}
	for {
		m, err := readMessage(ctx, ws)
		if err != nil {
			return Message{}, err
		}
		switch m.Type {
		case TypeReplay:
			return m, nil
		case TypeRefused:
			return Message{}, &Refused{m.Reason, m.Detail}
		}
	}
}
