package online

import "fmt"

// The quick match, the public tables and the ratings (version 3): a
// signed-in person asks for a table of a game and size and is seated at a
// public one waiting for players of a close rating, or opens one; public
// tables are rated, and so is a room whose host chose it.
const (
	TypeQuick     = "quick"      // seat me at a public table: game, players (the table's size); answered by joined
	TypeTables    = "tables"     // the public tables with open seats: game ("" for every game); answered by tables
	TypeRatings   = "ratings"    // a game's leaderboard: game, offset; answered by ratings (rows, mine)
	TypeFillOffer = "fill_offer" // the public table waited long: a seated person may start it, the computers of open_seats taking the open seats
)

// Reasons of the quick match.
const (
	ReasonTooEarly = "too_early" // a public table starts by itself when full; computers only after the fill offer
)

// Limits of the quick match's requests and answers.
const (
	MaxTablesListed = 50     // public tables in a tables answer
	MaxRatingsRows  = 50     // rows of a leaderboard in a ratings answer
	MaxRatingsSkip  = 100000 // the furthest offset a ratings request may ask for
)

// Ranker is a server's match that knows its final places with the
// game's tie-breaks (Ranks nil: by score alone); a rating counts them.
type Ranker interface {
	Ranks() []int
}

// PublicTable is a public table waiting for players: its code (join it by
// code), game and size, the open seats, the people seated and how long it
// has waited.
type PublicTable struct {
	Code    string       `json:"code"`
	Game    string       `json:"game"`
	Players int          `json:"players"`
	Open    int          `json:"open"`
	Seats   []TablePlace `json:"seats,omitempty"`
	Waited  int          `json:"waited"` // seconds since the table was opened
}

// TablePlace is a person seated at a public table, with their rating in
// its game.
type TablePlace struct {
	Name   string `json:"name"`
	Rating int    `json:"rating"`
}

// RatingRow is a person's row of a leaderboard: rank, display name,
// rating, deviation and rated games.
type RatingRow struct {
	Rank      int     `json:"rank"`
	Name      string  `json:"name"`
	Rating    float64 `json:"rating"`
	Deviation float64 `json:"deviation"`
	Games     int     `json:"games"`
}

// RatingChange is what a rated game did to a seat's rating: before and
// after it, in the final state.
type RatingChange struct {
	Seat      int     `json:"seat"`
	Before    float64 `json:"before"`
	After     float64 `json:"after"`
	Deviation float64 `json:"deviation"` // after the game
}

// checkMatch validates the quick match's requests; handled reports
// whether m is one of them.
func (m *Message) checkMatch() (handled bool, err error) {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: %s: %s", ErrMessage, m.Type, fmt.Sprintf(format, args...))
	}
	switch m.Type {
	case TypeQuick:
		if m.Game == "" || len(m.Game) > 16 || !printable(m.Game) {
			return true, bad("no game")
		}
		if m.Players < 1 || m.Players > MaxSeats {
			return true, bad("a table of %d players", m.Players)
		}
	case TypeTables:
		if len(m.Game) > 16 || !printable(m.Game) {
			return true, bad("a game of %d bytes", len(m.Game))
		}
	case TypeRatings:
		if m.Game == "" || len(m.Game) > 16 || !printable(m.Game) {
			return true, bad("no game")
		}
		if m.Offset < 0 || m.Offset > MaxRatingsSkip {
			return true, bad("offset %d: 0 to %d", m.Offset, MaxRatingsSkip)
		}
	default:
		return false, nil
	}
	return true, nil
}
