//go:build !js

package game

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"
)

// tallied is a person's seat with an Orbis-like god and effects.
func tallied(score, rank int, god string, effects map[string]int) SeatResult {
	s := seat("Ada", LevelHuman, score, rank)
	s.Tallies = map[string]map[string]int{"god": {god: 1}, "effect": effects}
	return s
}

// TestSummaryFigures sums up made-up histories: win rate, streaks, games
// by seats and by the strongest opponent, the recent scores, the
// favourites and the means of the people's tallies.
func TestSummaryFigures(t *testing.T) {
	bot := func(level, score, rank int) SeatResult { return seat("Bot", level, score, rank) }
	win := func(score int) GameResult {
		return result("orbis", seat("Ada", LevelHuman, score, 1), bot(LevelMedium, 10, 2))
	}
	loss := func(score int) GameResult {
		return result("orbis", seat("Ada", LevelHuman, score, 2), bot(LevelHard, 90, 1))
	}
	many := make([]GameResult, 0, MaxRecent+5)
	for i := range MaxRecent + 5 {
		many = append(many, win(i))
	}
	tests := []struct {
		name               string
		games              []GameResult
		played, won        int
		rate               float64
		streak, bestStreak int
		mean               float64
		best               int
		recent             []RecentGame
		bySeats            map[int]Record
		gods               []Tally
		effectMean         float64 // of "farm"
	}{
		{name: "no games", bySeats: map[int]Record{}},
		{
			name:  "only computers",
			games: []GameResult{result("orbis", bot(LevelEasy, 30, 1), bot(LevelHard, 20, 2))},
			// Games counts it; nothing is the people's.
			bySeats: map[int]Record{},
		},
		{
			name:   "a streak broken and begun again",
			games:  []GameResult{win(40), win(30), loss(20), win(50), win(60), win(10)},
			played: 6, won: 5, rate: 5.0 / 6, streak: 3, bestStreak: 3, mean: 35, best: 60,
			recent:  []RecentGame{{40, true}, {30, true}, {20, false}, {50, true}, {60, true}, {10, true}},
			bySeats: map[int]Record{2: {6, 5}},
		},
		{
			name:   "ending with a loss",
			games:  []GameResult{win(40), win(30), loss(20)},
			played: 3, won: 2, rate: 2.0 / 3, streak: 0, bestStreak: 2, mean: 30, best: 40,
			recent:  []RecentGame{{40, true}, {30, true}, {20, false}},
			bySeats: map[int]Record{2: {3, 2}},
		},
		{
			name:   "the recent games are the last twenty",
			games:  many,
			played: MaxRecent + 5, won: MaxRecent + 5, rate: 1, streak: MaxRecent + 5, bestStreak: MaxRecent + 5,
			mean: float64(MaxRecent+4) / 2, best: MaxRecent + 4,
			recent: func() []RecentGame {
				var r []RecentGame
				for i := 5; i < MaxRecent+5; i++ {
					r = append(r, RecentGame{i, true})
				}
				return r
			}(),
			bySeats: map[int]Record{2: {MaxRecent + 5, MaxRecent + 5}},
		},
		{
			name: "two people at one table: the better score, a shared win",
			games: []GameResult{
				result("orbis", seat("Ada", LevelHuman, 30, 2), seat("Bo", LevelHuman, 45, 1), bot(LevelEasy, 20, 3)),
				result("orbit", seat("Ada", LevelHuman, -3, 1)), // another game: not counted
			},
			played: 1, won: 1, rate: 1, streak: 1, bestStreak: 1, mean: 37.5, best: 45,
			recent:  []RecentGame{{45, true}},
			bySeats: map[int]Record{3: {1, 1}},
		},
		{
			name: "favourites: the people's, most first, ties by name",
			games: []GameResult{
				result("orbis", tallied(40, 1, "death", map[string]int{"farm": 3, "forest": 1}), bot(LevelHard, 30, 2)),
				result("orbis", tallied(30, 2, "love", map[string]int{"farm": 1}), func() SeatResult {
					s := bot(LevelHard, 50, 1) // a computer's tallies are not the people's
					s.Tallies = map[string]map[string]int{"god": {"fire": 1}, "effect": {"farm": 9}}
					return s
				}()),
				result("orbis", tallied(50, 1, "death", map[string]int{"temple": 2}), bot(LevelEasy, 10, 2)),
				result("orbis", seat("Ada", LevelHuman, 20, 2), bot(LevelEasy, 30, 1)), // before tallies were kept
			},
			played: 4, won: 2, rate: 0.5, streak: 0, bestStreak: 1, mean: 35, best: 50,
			recent:     []RecentGame{{40, true}, {30, false}, {50, true}, {20, false}},
			bySeats:    map[int]Record{2: {4, 2}},
			gods:       []Tally{{"death", 2}, {"love", 1}},
			effectMean: 4.0 / 3, // three seats kept effects
		},
	}
	for _, tc := range tests {
		sum := Stats{Games: tc.games}.Summary("orbis")
		if sum.Played != tc.played || sum.Won != tc.won || sum.WinRate() != tc.rate {
			t.Errorf("%s: played %d, won %d, rate %.3f; want %d, %d, %.3f", tc.name, sum.Played, sum.Won, sum.WinRate(), tc.played, tc.won, tc.rate)
		}
		if sum.Streak != tc.streak || sum.BestStreak != tc.bestStreak {
			t.Errorf("%s: streak %d, best %d; want %d, %d", tc.name, sum.Streak, sum.BestStreak, tc.streak, tc.bestStreak)
		}
		if sum.MeanScore != tc.mean || sum.BestScore != tc.best {
			t.Errorf("%s: mean %.2f, best %d; want %.2f, %d", tc.name, sum.MeanScore, sum.BestScore, tc.mean, tc.best)
		}
		if !slices.Equal(sum.Recent, tc.recent) {
			t.Errorf("%s: recent %v, want %v", tc.name, sum.Recent, tc.recent)
		}
		if len(sum.BySeats) != len(tc.bySeats) {
			t.Errorf("%s: by seats %v, want %v", tc.name, sum.BySeats, tc.bySeats)
		}
		for n, r := range tc.bySeats {
			if sum.BySeats[n] != r {
				t.Errorf("%s: %d seats: %+v, want %+v", tc.name, n, sum.BySeats[n], r)
			}
		}
		if got := sum.Favourites("god"); !slices.Equal(got, tc.gods) {
			t.Errorf("%s: favourite gods %v, want %v", tc.name, got, tc.gods)
		}
		if got := sum.Mean("effect", "farm"); got != tc.effectMean {
			t.Errorf("%s: mean farms %.3f, want %.3f", tc.name, got, tc.effectMean)
		}
	}
}

// TestStatsBeforeTalliesStillRead: a file of version 1 written before the
// tallies were kept reads as it is, with none, and takes new games with
// theirs.
func TestStatsBeforeTalliesStillRead(t *testing.T) {
	env, dir := statsEnv(t)
	old := `{"version":1,"games":[{"game":"orbis","ended":"2026-11-20T12:00:00Z","seats":[{"name":"Ada","level":0,"score":40,"rank":1},{"name":"Bot","level":2,"score":30,"rank":2}]}]}`
	if err := os.WriteFile(filepath.Join(dir, statsFile), []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := env.RecordResult(result("orbis", tallied(50, 1, "fire", map[string]int{"village": 2}))); err != nil {
		t.Fatal(err)
	}
	s, err := env.Stats()
	if err != nil || len(s.Games) != 2 || s.Games[0].Seats[0].Tallies != nil {
		t.Fatalf("read %+v, %v; want the old game without tallies and the new one", s, err)
	}
	sum := s.Summary("orbis")
	if sum.Played != 2 || sum.TalliedSeats["effect"] != 1 || sum.Mean("effect", "village") != 2 || sum.Favourites("god")[0] != (Tally{"fire", 1}) {
		t.Errorf("summary %+v", sum)
	}
	if kept, _ := filepath.Glob(filepath.Join(dir, "stats.unreadable-*.json")); len(kept) != 0 {
		t.Errorf("an old file was moved aside: %v", kept)
	}
}

// TestDemoStatsAreDeterministic: the picture's made-up history is the same
// for the same seed, and one the statistics could have written.
func TestDemoStatsAreDeterministic(t *testing.T) {
	games := []Game{&teacher{}, &plain{}}
	a, b := DemoStats(games, 3), DemoStats(games, 3)
	if len(a.Games) != 2*demoGames || a.check() != nil {
		t.Fatalf("%d games, %v", len(a.Games), a.check())
	}
	if !reflect.DeepEqual(a, b) {
		t.Fatal("two runs of the same seed made up different histories")
	}
	if sum := a.Summary("test"); sum.Played != demoGames || sum.Won == 0 || sum.Won == sum.Played {
		t.Errorf("the demo's person played %d and won %d: a chart of nothing", sum.Played, sum.Won)
	}
}
