package online

import (
	"context"
	"fmt"
)

// ratedTable is what a client knows of its room's rating: whether it is
// rated and a public table, and, once the game is over and counted, each
// rated seat's change.
type ratedTable struct {
	rated, public bool
	changes       []RatingChange
}

// Rated reports whether the room is rated, and whether it is a public
// table of the quick match.
func (c *Client) Rated() (rated, public bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.rated.rated, c.rated.public
}

// RatingChanges are the rated seats' ratings before and after the game,
// once it is over and the server has counted it; nil until then.
func (c *Client) RatingChanges() []RatingChange {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.rated.changes
}

// QueryRatings asks a server for a game's leaderboard from rank offset+1
// on, without taking a seat.
func QueryRatings(ctx context.Context, url, game string, offset int) ([]RatingRow, error) {
	m, err := ask(ctx, url, Message{Type: TypeRatings, Game: game, Offset: offset})
	return m.Rows, err
}

// QueryTables asks a server for its public tables with open seats (of a
// game, or all for ""), without taking a seat.
func QueryTables(ctx context.Context, url, game string) ([]PublicTable, error) {
	m, err := ask(ctx, url, Message{Type: TypeTables, Game: game})
	return m.Tables, err
}

// ask sends one request on a connection of its own and returns the
// answer of the same type.
func ask(ctx context.Context, url string, req Message) (Message, error) {
	ws, err := dial(ctx, url)
	if err != nil {
		return Message{}, fmt.Errorf("online: connecting to %s: %w", url, err)
	}
	defer ws.Close()
	req.Seq = 1
	if err := writeMessage(ctx, ws, req); err != nil {
		return Message{}, err
	}
	for {
		m, err := readMessage(ctx, ws)
		if err != nil {
			return Message{}, err
		}
		switch {
		case m.Type == req.Type:
			return m, nil
		case m.Type == TypeRefused:
			return Message{}, &Refused{m.Reason, m.Detail}
		}
	}
}

// Ratings is a game's leaderboard from rank offset+1 on, and the
// profile's own row when it is rated.
func (ps *ProfileSession) Ratings(ctx context.Context, game string, offset int) ([]RatingRow, *RatingRow, error) {
	a, err := ps.s.ask(ctx, Message{Type: TypeRatings, Game: game, Offset: offset})
	return a.Rows, a.Mine, err
}

// Tables are the server's public tables with open seats (of a game, or
// all for "").
func (ps *ProfileSession) Tables(ctx context.Context, game string) ([]PublicTable, error) {
	a, err := ps.s.ask(ctx, Message{Type: TypeTables, Game: game})
	return a.Tables, err
}
