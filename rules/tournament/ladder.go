package tournament

import (
	"cmp"
	"context"
	"fmt"
	"math"
	"slices"
	"strings"
	"time"
)

// LadderAnchorElo is the rating a ladder gives its first (weakest) level,
// so that every other rating reads as a distance from it.
const LadderAnchorElo = 1000

// Match is one game of a ladder between players A and B (indexes into the
// ladder's names), A in the first seat unless Swapped.
type Match struct {
	A, B    int
	Seed    uint64
	Swapped bool
}

// RoundRobin schedules games games between every pair of n players: seeds
// seed, seed+1, … each played twice with the seats swapped, so that both
// meet the same deals from both seats. The order runs through every pair
// for one seed before the next seed, so that a run stopped early is still
// balanced. games must be even.
func RoundRobin(n, games int, seed uint64) ([]Match, error) {
	if n < 2 || games < 2 || games%2 != 0 {
		return nil, fmt.Errorf("tournament: a round robin of %d players and %d games a pair (want 2 or more players and an even number of games)", n, games)
	}
	var ms []Match
	for k := range games / 2 {
		for a := range n {
			for b := a + 1; b < n; b++ {
				for _, swapped := range []bool{false, true} {
					ms = append(ms, Match{A: a, B: b, Seed: seed + uint64(k), Swapped: swapped})
				}
			}
		}
	}
	return ms, nil
}

// Outcome is how a ladder game ended.
type Outcome struct {
	Match
	ScoreA float64            // A's share: 1 a win, ½ a draw, 0 a loss
	Think  [2][]time.Duration // each turn's thinking time, of A and of B
}

// ShareOf is the score of the seat ranked rank against one ranked other
// (rank 1 the best): 1, ½ on a tie, 0.
func ShareOf(rank, other int) float64 {
	switch {
	case rank < other:
		return 1
	case rank == other:
		return 0.5
	}
	return 0
}

// LadderLevel is one player's line of a ladder.
type LadderLevel struct {
	Name      string     `json:"level"`
	Elo       float64    `json:"elo"`
	CI95      [2]float64 `json:"elo_ci95"` // relative to the anchor, whose interval is its rating
	Games     int        `json:"games"`
	Wins      int        `json:"wins"`
	Draws     int        `json:"draws"`
	Score     float64    `json:"score"`    // wins + draws/2
	WinRate   float64    `json:"win_rate"` // score per game
	Turns     int        `json:"turns"`
	MeanThink float64    `json:"mean_think_ms"`
	P95Think  float64    `json:"p95_think_ms"`
}

// Ladder is the ratings of a round robin and its results pair by pair.
type Ladder struct {
	Levels []LadderLevel `json:"levels"`
	Games  [][]float64   `json:"pair_games"` // games between i and j
	Score  [][]float64   `json:"pair_score"` // i's points against j
}

// Rate tallies a round robin's outcomes and rates its players, the first
// one anchored at LadderAnchorElo, with the default prior.
func Rate(names []string, outcomes []Outcome) (Ladder, error) {
	n := len(names)
	l := Ladder{Levels: make([]LadderLevel, n), Games: square(n), Score: square(n)}
	thinks := make([][]time.Duration, n)
	for i, name := range names {
		l.Levels[i].Name = name
	}
	for _, o := range outcomes {
		if o.A < 0 || o.B < 0 || o.A >= n || o.B >= n || o.A == o.B {
			return Ladder{}, fmt.Errorf("tournament: a ladder game between players %d and %d of %d", o.A, o.B, n)
		}
		l.Games[o.A][o.B]++
		l.Games[o.B][o.A]++
		l.Score[o.A][o.B] += o.ScoreA
		l.Score[o.B][o.A] += 1 - o.ScoreA
		for side, p := range [2]int{o.A, o.B} {
			share := o.ScoreA
			if side == 1 {
				share = 1 - o.ScoreA
			}
			lv := &l.Levels[p]
			lv.Games++
			lv.Score += share
			switch share {
			case 1:
				lv.Wins++
			case 0.5:
				lv.Draws++
			}
			thinks[p] = append(thinks[p], o.Think[side]...)
		}
	}
	fit, err := FitElo(l.Games, l.Score, EloOptions{Anchor: 0, AnchorElo: LadderAnchorElo})
	if err != nil {
		return Ladder{}, err
	}
	for i := range l.Levels {
		lv := &l.Levels[i]
		lv.Elo, lv.CI95 = fit.Elo[i], fit.CI95[i]
		lv.WinRate = lv.Score / float64(max(1, lv.Games))
		lv.Turns = len(thinks[i])
		lv.MeanThink, lv.P95Think = MeanMS(thinks[i]), PercentileMS(thinks[i], 95)
	}
	return l, nil
}

// RunLadder plays a round robin of games games a pair (see RoundRobin) on
// workers goroutines and rates it. play plays one match; progress, if not
// nil, hears after each game, from one goroutine at a time.
func RunLadder(ctx context.Context, names []string, games int, seed uint64, workers int,
	play func(ctx context.Context, m Match) (Outcome, error), progress func(done, total int)) (Ladder, error) {
	ms, err := RoundRobin(len(names), games, seed)
	if err != nil {
		return Ladder{}, err
	}
	outcomes := make([]Outcome, 0, len(ms))
	err = Run(ctx, len(ms), workers, func(ctx context.Context, g int) (Outcome, error) {
		o, err := play(ctx, ms[g])
		if err != nil {
			return o, fmt.Errorf("%s v %s, seed %d: %w", names[ms[g].A], names[ms[g].B], ms[g].Seed, err)
		}
		o.Match = ms[g]
		return o, nil
	}, func(o Outcome, done int) {
		outcomes = append(outcomes, o)
		if progress != nil {
			progress(done, len(ms))
		}
	})
	if err != nil {
		return Ladder{}, fmt.Errorf("tournament: ladder: %w", err)
	}
	return Rate(names, outcomes)
}

// MeanMS is the mean of the durations in milliseconds (0 for none).
func MeanMS(ds []time.Duration) float64 {
	if len(ds) == 0 {
		return 0
	}
	var sum time.Duration
	for _, d := range ds {
		sum += d
	}
	return float64(sum) / float64(time.Millisecond) / float64(len(ds))
}

// PercentileMS is the p-th percentile of the durations in milliseconds by
// the nearest rank (the smallest value at or above p% of them; 0 for none).
func PercentileMS(ds []time.Duration, p float64) float64 {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	k := int(math.Ceil(p/100*float64(len(s)))) - 1
	return float64(s[min(max(k, 0), len(s)-1)]) / float64(time.Millisecond)
}

// Markdown is the ladder as two Markdown tables: the ratings, strongest
// first, and the pairwise results (the row's score against the column).
func (l Ladder) Markdown() string {
	var b strings.Builder
	order := make([]int, len(l.Levels))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(x, y int) int { return cmp.Compare(l.Levels[y].Elo, l.Levels[x].Elo) })
	b.WriteString("| Level | Elo | 95% interval | Games | Wins | Draws | Win rate | Think mean ms | Think p95 ms |\n")
	b.WriteString("|---|--:|:-:|--:|--:|--:|--:|--:|--:|\n")
	for _, i := range order {
		lv := l.Levels[i]
		interval := "anchor"
		if i != 0 {
			interval = fmt.Sprintf("%.0f – %.0f", lv.CI95[0], lv.CI95[1])
		}
		fmt.Fprintf(&b, "| %s | %.0f | %s | %d | %d | %d | %.1f%% | %.1f | %.1f |\n",
			lv.Name, lv.Elo, interval, lv.Games, lv.Wins, lv.Draws, 100*lv.WinRate, lv.MeanThink, lv.P95Think)
	}
	b.WriteString("\nPairwise results: the row's points against the column (wins + draws/2) out of the games between them.\n\n|  |")
	for _, j := range order {
		fmt.Fprintf(&b, " %s |", l.Levels[j].Name)
	}
	b.WriteString("\n|---|")
	for range order {
		b.WriteString(":-:|")
	}
	b.WriteString("\n")
	for _, i := range order {
		fmt.Fprintf(&b, "| **%s** |", l.Levels[i].Name)
		for _, j := range order {
			if i == j || l.Games[i][j] == 0 {
				b.WriteString(" — |")
				continue
			}
			fmt.Fprintf(&b, " %s/%s (%.0f%%) |", trimFloat(l.Score[i][j]), trimFloat(l.Games[i][j]), 100*l.Score[i][j]/l.Games[i][j])
		}
		b.WriteString("\n")
	}
	return b.String()
}

func square(n int) [][]float64 {
	m := make([][]float64, n)
	for i := range m {
		m[i] = make([]float64, n)
	}
	return m
}

// trimFloat writes a count of points: 7, or 7.5 with a draw.
func trimFloat(x float64) string {
	if x == math.Trunc(x) {
		return fmt.Sprintf("%.0f", x)
	}
	return fmt.Sprintf("%.1f", x)
}
