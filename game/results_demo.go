//go:build !js

package game

import (
	"math/rand/v2"
	"slices"
	"time"
)

// Only the screenshot command shows a made-up history, so the web build
// leaves it out (!js), as it does the tests that use it.

// demoGames is how many games DemoStats makes up for each game.
const demoGames = 36

// DemoStats makes up a history of finished games for each game, the same
// for the same seed: a person at the first seat against computers of every
// level (or another person), getting better as the games go, with the
// tallies the games keep.
func DemoStats(games []Game, seed uint64) Stats {
	r := rand.New(rand.NewPCG(seed, 0x5747))
	s := Stats{Version: statsVersion}
	start := time.Date(2026, 1, 1, 20, 0, 0, 0, time.UTC)
	for gi, g := range games {
		var charts []TallyChart
		if t, ok := g.(Tallied); ok {
			charts = t.TallyCharts()
		}
		// A person's taste: each name's weight, the same all the history long.
		taste := map[string][]int{}
		for _, c := range charts {
			for range c.Names {
				taste[c.Kind] = append(taste[c.Kind], 1+r.IntN(6))
			}
		}
		for i := range demoGames {
			seats := 2 + r.IntN(3)
			res := GameResult{Game: g.ID(), Ended: start.Add(time.Duration(gi*demoGames+i) * 26 * time.Hour)}
			for seat := range seats {
				level := LevelEasy + r.IntN(3)
				skill := 0
				if seat == 0 || r.IntN(8) == 0 {
					level, skill = LevelHuman, i/3 // people learn
				}
				score := 20 + skill + r.IntN(24)
				if level != LevelHuman {
					score = 18 + 4*level + r.IntN(24)
				}
				res.Seats = append(res.Seats, SeatResult{Level: level, Score: score, Tallies: demoTallies(r, charts, taste)})
			}
			rankSeats(res.Seats)
			s.Games = append(s.Games, res)
		}
	}
	return s
}

// demoTallies makes up one seat's tallies: a name it took (by the
// person's taste), or a few counted of each name.
func demoTallies(r *rand.Rand, charts []TallyChart, taste map[string][]int) map[string]map[string]int {
	if len(charts) == 0 {
		return nil
	}
	out := map[string]map[string]int{}
	for _, c := range charts {
		counts := map[string]int{}
		weights := taste[c.Kind]
		if c.One {
			total := 0
			for _, w := range weights {
				total += w
			}
			pick := r.IntN(max(1, total))
			for i, w := range weights {
				if pick < w {
					counts[c.Names[i]] = 1
					break
				}
				pick -= w
			}
		} else {
			most := 1 // a tally of a few (Orbis' tiles), or of points (Orbit's goals)
			if c.Mean {
				most = 3
			}
			for i, name := range c.Names {
				if n := r.IntN(most*weights[i] + 1); n > 0 {
					counts[name] = n
				}
			}
		}
		out[c.Kind] = counts
	}
	return out
}

// rankSeats ranks seats by score, the best first; equal scores share a
// place.
func rankSeats(seats []SeatResult) {
	scores := make([]int, len(seats))
	for i, s := range seats {
		scores[i] = s.Score
	}
	slices.Sort(scores)
	slices.Reverse(scores)
	for i := range seats {
		seats[i].Rank = slices.Index(scores, seats[i].Score) + 1
	}
}
