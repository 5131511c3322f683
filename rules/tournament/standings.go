package tournament

import (
	"math"
	"time"
)

// SeatResult is how one seat ended one arena game, as the standings read it.
type SeatResult struct {
	Name   string          // the contestant: a level, a rival
	Score  int             // final score
	Rank   int             // 1 the best; a shared place shares its rank
	Thinks []time.Duration // each turn's (or decision's) thinking time, in order
}

// Standing is one distinct contestant's results over an arena.
type Standing struct {
	AI         string     `json:"ai"`
	Seats      int        `json:"seats"` // seat-games played
	Wins       float64    `json:"wins"`  // a shared first place counts 1/k
	WinRate    float64    `json:"win_rate"`
	CI95       [2]float64 `json:"ci95"`
	MeanScore  float64    `json:"mean_score"`
	MeanMargin float64    `json:"mean_margin"` // against the best other seat; 0 alone
	MeanThink  float64    `json:"mean_think_ms"`
	MaxThink   float64    `json:"max_think_ms"` // longest single turn
	P95Think   float64    `json:"p95_think_ms"` // 95th percentile of the turns' thinking times
}

// Standings tallies arena games per distinct contestant, in order of first
// appearance. The zero value is empty and ready.
type Standings struct {
	index  map[string]int
	sums   []Standing        // running sums, divided out by Table
	thinks [][]time.Duration // each contestant's turns, for the mean and percentile
}

// Add tallies one game, one result per seat.
func (s *Standings) Add(game []SeatResult) {
	if s.index == nil {
		s.index = map[string]int{}
	}
	winners := 0
	for _, r := range game {
		if r.Rank == 1 {
			winners++
		}
	}
	for i, r := range game {
		k, ok := s.index[r.Name]
		if !ok {
			k = len(s.sums)
			s.index[r.Name] = k
			s.sums = append(s.sums, Standing{AI: r.Name})
			s.thinks = append(s.thinks, nil)
		}
		st := &s.sums[k]
		st.Seats++
		if r.Rank == 1 {
			st.Wins += 1 / float64(winners)
		}
		st.MeanScore += float64(r.Score)
		st.MeanMargin += float64(marginOf(game, i))
		for _, d := range r.Thinks {
			st.MaxThink = max(st.MaxThink, float64(d)/float64(time.Millisecond))
		}
		s.thinks[k] = append(s.thinks[k], r.Thinks...)
	}
}

// marginOf is seat i's score minus the best other seat's (0 with no other).
func marginOf(game []SeatResult, i int) int {
	if len(game) < 2 {
		return 0
	}
	best := math.MinInt
	for j, r := range game {
		if j != i {
			best = max(best, r.Score)
		}
	}
	return game[i].Score - best
}

// Table is one standing per distinct contestant, in order of first
// appearance: rates, means and intervals of the games added so far.
func (s *Standings) Table() []Standing {
	out := make([]Standing, len(s.sums))
	for k, st := range s.sums {
		n := float64(st.Seats)
		st.WinRate, st.CI95 = st.Wins/n, Wilson95(st.Wins, n)
		st.MeanScore /= n
		st.MeanMargin /= n
		st.MeanThink, st.P95Think = MeanMS(s.thinks[k]), PercentileMS(s.thinks[k], 95)
		out[k] = st
	}
	return out
}
