package game

import (
	"cmp"
	"slices"
)

// Summary is what the statistics say of one game's finished games, from
// the people's side of the table.
type Summary struct {
	Games     int
	ByPlayers map[int]int // games by the number of seats
	// Won is the games a person won (ranked first; a shared first place is
	// a win), of Played with a person at the table.
	Played, Won int
	// ByLevel is, by the strongest computer at the table (LevelHuman: no
	// computer; a rival counts at its level), the games a person played
	// and won.
	ByLevel [LevelExpert + 1]Record
	// BySeats is, by the number of seats, the games a person played and won.
	BySeats map[int]Record
	// The people's scores: their mean and best, of PersonSeats seats.
	MeanScore   float64
	BestScore   int
	PersonSeats int
	// Streak is the person's wins in a row up to the last game; BestStreak
	// the longest run.
	Streak, BestStreak int
	// Recent are the last games a person played (at most MaxRecent),
	// oldest first.
	Recent []RecentGame
	// Tallies sums the people's seats' tallies, by kind and name, of
	// TalliedSeats seats by kind (games recorded before tallies were kept
	// have none).
	Tallies      map[string]map[string]int
	TalliedSeats map[string]int
}

// Record is how many games a person played and won.
type Record struct{ Played, Won int }

// RecentGame is one game a person played: the best person's score, and
// whether a person won.
type RecentGame struct {
	Score int
	Won   bool
}

// MaxRecent is how many of the last games Summary.Recent keeps: a line
// of twenty points still reads point by point.
const MaxRecent = 20

// Tally is how often one name of a kind was counted.
type Tally struct {
	Name  string
	Count int
}

// Summary sums up the finished games of one game (its ID).
func (s Stats) Summary(game string) Summary {
	sum := Summary{ByPlayers: map[int]int{}, BySeats: map[int]Record{}, Tallies: map[string]map[string]int{}, TalliedSeats: map[string]int{}}
	total := 0
	for _, g := range s.Games {
		if g.Game != game {
			continue
		}
		sum.Games++
		sum.ByPlayers[len(g.Seats)]++
		person, won, strongest, best := false, false, LevelHuman, 0
		for _, seat := range g.Seats {
			if seat.Level != LevelHuman {
				strongest = max(strongest, seat.Level)
				continue
			}
			if sum.PersonSeats == 0 || seat.Score > sum.BestScore {
				sum.BestScore = seat.Score // scores may be below zero (Orbit alone)
			}
			if !person || seat.Score > best {
				best = seat.Score
			}
			person, won = true, won || seat.Rank == 1
			sum.PersonSeats++
			total += seat.Score
			sum.addTallies(seat.Tallies)
		}
		if !person {
			continue
		}
		sum.Played++
		seats := sum.BySeats[len(g.Seats)]
		seats.Played++
		sum.ByLevel[strongest].Played++
		if won {
			sum.Won++
			seats.Won++
			sum.ByLevel[strongest].Won++
			sum.Streak++
			sum.BestStreak = max(sum.BestStreak, sum.Streak)
		} else {
			sum.Streak = 0
		}
		sum.BySeats[len(g.Seats)] = seats
		sum.Recent = append(sum.Recent, RecentGame{Score: best, Won: won})
		if len(sum.Recent) > MaxRecent {
			sum.Recent = sum.Recent[1:]
		}
	}
	if sum.PersonSeats > 0 {
		sum.MeanScore = float64(total) / float64(sum.PersonSeats)
	}
	return sum
}

// addTallies adds one person's seat's tallies to the sums.
func (s *Summary) addTallies(tallies map[string]map[string]int) {
	for kind, counts := range tallies {
		if s.Tallies[kind] == nil {
			s.Tallies[kind] = map[string]int{}
		}
		s.TalliedSeats[kind]++
		for name, n := range counts {
			s.Tallies[kind][name] += n
		}
	}
}

// WinRate is the share of the games a person played that a person won, 0
// to 1; 0 when no person played.
func (s Summary) WinRate() float64 {
	if s.Played == 0 {
		return 0
	}
	return float64(s.Won) / float64(s.Played)
}

// Mean is a name's tally per person's seat that kept the kind; 0 for none.
func (s Summary) Mean(kind, name string) float64 {
	if s.TalliedSeats[kind] == 0 {
		return 0
	}
	return float64(s.Tallies[kind][name]) / float64(s.TalliedSeats[kind])
}

// Favourites are the names of one kind of tally counted for the people,
// most first (ties by name), the names never counted left out.
func (s Summary) Favourites(kind string) []Tally {
	var out []Tally
	for name, n := range s.Tallies[kind] {
		if n > 0 {
			out = append(out, Tally{Name: name, Count: n})
		}
	}
	slices.SortFunc(out, func(a, b Tally) int {
		if c := cmp.Compare(b.Count, a.Count); c != 0 {
			return c
		}
		return cmp.Compare(a.Name, b.Name)
	})
	return out
}
