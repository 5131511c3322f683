package rating

import (
	"errors"
	"fmt"

	"orbis/rules/tournament"
)

// Seat is one seat of a finished game: a person (by profile id) or a
// computer (by level), and its final rank.
type Seat struct {
	Person string // the profile id; "" for a computer
	Level  string // a computer's level ("easy", a rival "vesta"); "" for a person
	Rank   int    // the final rank, 1 the best; equal ranks are a tie
}

// Rateable says whether a finished game counts for ratings: at least one
// person and one other seat (so a solo Orbit game does not), and no person
// in two seats (a game against oneself says nothing).
func Rateable(seats []Seat) bool {
	if len(seats) < 2 {
		return false
	}
	people := 0
	for i, s := range seats {
		if s.Person == "" {
			continue
		}
		if seatedBefore(seats, i) {
			return false
		}
		people++
	}
	return people > 0
}

// seatedBefore says whether seat i's person sits in an earlier seat too.
func seatedBefore(seats []Seat, i int) bool {
	for _, earlier := range seats[:i] {
		if earlier.Person == seats[i].Person {
			return true
		}
	}
	return false
}

// Update rates one finished game: each person's rating after it, from the
// ratings before it (a person missing from before is new). For each person
// the game is one rating period of a result against every other seat by
// final rank, every result counted against the other's rating before the
// game; a computer plays at its level's rating on the ladder and is not
// rated. The answer holds the game's people only; Games grows by one.
func Update(before map[string]Rating, seats []Seat, ladder Ladder) (map[string]Rating, error) {
	if len(seats) < 2 {
		return nil, fmt.Errorf("rating: %d seats: a rated game has 2 or more", len(seats))
	}
	players := make([]player, len(seats))
	people := 0
	for i, s := range seats {
		p, err := seatPlayer(before, s, ladder, len(seats))
		if err != nil {
			return nil, fmt.Errorf("rating: seat %d: %w", i+1, err)
		}
		if p.person {
			if seatedBefore(seats, i) {
				return nil, fmt.Errorf("rating: seat %d: person %q already sits at the table", i+1, s.Person)
			}
			people++
		}
		players[i] = p
	}
	if people == 0 {
		return nil, errors.New("rating: no person at the table, only computers")
	}
	after := make(map[string]Rating, people)
	for i, p := range players {
		if !p.person {
			continue
		}
		var s sums
		for j, o := range players {
			if j != i {
				s.add(p.mu, o.mu, o.g, tournament.ShareOf(p.rank, o.rank))
			}
		}
		r, err := s.finish(p.before, scaled{mu: p.mu, phi: p.phi})
		if err != nil {
			return nil, fmt.Errorf("rating: seat %d, person %q: %w", i+1, seats[i].Person, err)
		}
		r.Games++
		after[seats[i].Person] = r
	}
	return after, nil
}

// player is a seat ready for the arithmetic: its rating before the game on
// both scales and its rank.
type player struct {
	before     Rating
	mu, phi, g float64
	rank       int
	person     bool
}

// seatPlayer checks a seat of a game of n and finds its rating before it.
func seatPlayer(before map[string]Rating, s Seat, ladder Ladder, n int) (player, error) {
	if s.Rank < 1 || s.Rank > n {
		return player{}, fmt.Errorf("rank %d, want 1 to %d", s.Rank, n)
	}
	var r Rating
	switch {
	case s.Person != "" && s.Level != "":
		return player{}, fmt.Errorf("both person %q and computer level %q", s.Person, s.Level)
	case s.Person != "":
		var ok bool
		if r, ok = before[s.Person]; !ok {
			r = New()
		} else if err := r.check(); err != nil {
			return player{}, fmt.Errorf("person %q: %w", s.Person, err)
		}
	case s.Level != "":
		var err error
		if r, err = ladder.Computer(s.Level); err != nil {
			return player{}, err
		}
	default:
		return player{}, errors.New("neither a person nor a computer level")
	}
	p := scale(r)
	return player{before: r, mu: p.mu, phi: p.phi, g: g(p.phi), rank: s.Rank, person: s.Person != ""}, nil
}
