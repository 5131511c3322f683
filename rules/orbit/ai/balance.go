package ai

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"orbis/rules/orbit"
	"orbis/rules/tournament"
)

// SoloStats are a level's solo games: the scores and what made them.
type SoloStats struct {
	Level        Level
	Scores       []int // sorted
	Goals        [int(orbit.NumShapes) - 1]float64
	Hexes        float64
	Penalty      float64
	Countermands float64
	Turns        float64
	Ring         float64
}

// soloRanks are the printed solo ranks, from the top: the least score of
// each.
var soloRanks = [...]struct {
	from int
	name string
}{{30, "Commodore"}, {25, "new assignments"}, {20, "Nicely done"}, {15, "displeased"}, {10, "Second Officer"}, {0, "bulkheads"}, {-1 << 20, "ice planet"}}

// RunSolo plays solo games of one level from seeds seed, seed+1, … on
// every core, and gathers their scores.
func RunSolo(ctx context.Context, level Level, games int, seed uint64, rollouts int) (*SoloStats, error) {
	type result struct {
		b     orbit.Breakdown
		p     orbit.Player
		turns int
	}
	results := make([]result, games)
	play := func(ctx context.Context, g int) (int, error) {
		s, err := playSolo(ctx, level, seed+uint64(g), rollouts)
		if err != nil {
			return g, err
		}
		results[g] = result{s.ScoreOf(0), *s.Player(0), s.Turn()}
		return g, nil
	}
	if err := tournament.Run(ctx, games, 0, play, func(int, int) {}); err != nil {
		return nil, fmt.Errorf("orbit ai: solo: %w", err)
	}
	st := &SoloStats{Level: level}
	n := float64(games)
	for _, r := range results {
		st.Scores = append(st.Scores, r.b.Total)
		for i := range st.Goals {
			st.Goals[i] += float64(r.b.Goals[i]) / n
		}
		st.Hexes += float64(r.b.Hexes) / n
		st.Penalty += float64(r.b.Penalty) / n
		st.Countermands += float64(r.p.Countermands) / n
		st.Turns += float64(r.turns) / n
		st.Ring += float64(r.p.RingLen) / n
	}
	slices.Sort(st.Scores)
	return st, nil
}

func playSolo(ctx context.Context, level Level, seed uint64, rollouts int) (*orbit.State, error) {
	s, _, err := orbit.NewGame(orbit.Config{Players: 1, Seed: seed, FirstGeneral: 0})
	if err != nil {
		return nil, err
	}
	pl, err := NewPlayer(Config{Level: level, Seed: seed, Rollouts: rollouts})
	if err != nil {
		return nil, err
	}
	for !s.IsOver() {
		if a, ok := s.Chance(); ok {
			if err := s.Apply(a); err != nil {
				return nil, err
			}
			continue
		}
		obs := s.Observe(0)
		plan, err := pl.Decide(ctx, &obs)
		if err != nil {
			return nil, err
		}
		for _, a := range plan {
			if err := s.Apply(a); err != nil {
				return nil, fmt.Errorf("orbit ai: solo seed %d: %v: %w", seed, a, err)
			}
		}
	}
	return &s, nil
}

// Median is the middle score.
func (st *SoloStats) Median() int { return st.Scores[len(st.Scores)/2] }

// Share is the part of the games scoring from lo to hi (inclusive).
func (st *SoloStats) Share(lo, hi int) float64 {
	n := 0
	for _, s := range st.Scores {
		if s >= lo && s <= hi {
			n++
		}
	}
	return float64(n) / float64(len(st.Scores))
}

// Percentile is the score below which a part p (0 to 1) of the games fall.
func (st *SoloStats) Percentile(p float64) int {
	return st.Scores[min(len(st.Scores)-1, int(p*float64(len(st.Scores))))]
}

// Markdown is the level's section of the balance report.
func (st *SoloStats) Markdown() string {
	var b strings.Builder
	fmt.Fprintf(&b, "### %s, %d solo games\n\n", strings.ToUpper(st.Level.String()[:1])+st.Level.String()[1:], len(st.Scores))
	fmt.Fprintf(&b, "Median %d; 10th to 90th percentile %d to %d; lowest %d, highest %d.\n\n",
		st.Median(), st.Percentile(0.1), st.Percentile(0.9), st.Scores[0], st.Scores[len(st.Scores)-1])
	b.WriteString("| Rank | Scores | Games |\n|---|---|---|\n")
	top := 1 << 20
	for _, r := range soloRanks {
		span := fmt.Sprintf("%d to %d", r.from, top-1)
		switch {
		case top == 1<<20:
			span = fmt.Sprintf("%d or more", r.from)
		case r.from < 0:
			span = "below 0"
		}
		fmt.Fprintf(&b, "| %s | %s | %.0f%% |\n", r.name, span, 100*st.Share(r.from, top-1))
		top = r.from
	}
	fmt.Fprintf(&b, "\nOn average: circle goal %.1f, triangle %.1f, square %.1f, hexes %.1f, penalty %.1f (%.1f countermands); %.1f turns, a ring of %.1f.\n\n",
		st.Goals[0], st.Goals[1], st.Goals[2], st.Hexes, st.Penalty, st.Countermands, st.Turns, st.Ring)
	return b.String()
}
