package game

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"
)

func statsEnv(t *testing.T) (*Env, string) {
	t.Helper()
	dir := t.TempDir()
	env, err := NewEnv(Options{ConfigDir: dir, Games: []Game{&teacher{}}})
	if err != nil {
		t.Fatal(err)
	}
	return env, dir
}

func seat(name string, level, score, rank int) SeatResult {
	return SeatResult{Name: name, Level: level, Score: score, Rank: rank}
}

func result(game string, seats ...SeatResult) GameResult {
	return GameResult{Game: game, Ended: time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC), Seats: seats}
}

// TestStatsRecordAndSumUp: finished games are kept and summed up per game
// from the people's side: games by seats, wins by the strongest computer,
// mean and best score, streaks.
func TestStatsRecordAndSumUp(t *testing.T) {
	env, _ := statsEnv(t)
	games := []GameResult{
		result("orbis", seat("Ada", LevelHuman, 40, 1), seat("Bot", LevelMedium, 30, 2)),
		result("orbis", seat("Ada", LevelHuman, 35, 1), seat("Bot", LevelHard, 20, 2), seat("Cy", LevelEasy, 10, 3)),
		result("orbit", seat("Ada", LevelHuman, -3, 1)),
		result("orbis", seat("Ada", LevelHuman, 25, 2), seat("Bot", LevelHard, 45, 1)),
		result("orbis", seat("Bot", LevelHard, 45, 1), seat("Cy", LevelHard, 44, 2)),
		result("orbis", seat("Ada", LevelHuman, 50, 1), seat("Bo", LevelHuman, 50, 1)),
	}
	for _, g := range games {
		if err := env.RecordResult(g); err != nil {
			t.Fatal(err)
		}
	}
	s, err := env.Stats()
	if err != nil || len(s.Games) != len(games) {
		t.Fatalf("read back %d games (%v), want %d", len(s.Games), err, len(games))
	}
	sum := s.Summary("orbis")
	if sum.Games != 5 || sum.ByPlayers[2] != 4 || sum.ByPlayers[3] != 1 {
		t.Errorf("games %d, by seats %v; want 5, 4 of two and 1 of three", sum.Games, sum.ByPlayers)
	}
	if sum.Played != 4 || sum.Won != 3 || sum.ByLevel[LevelHard].Played != 2 || sum.ByLevel[LevelHard].Won != 1 || sum.ByLevel[LevelHuman].Won != 1 {
		t.Errorf("played %d, won %d, by level %+v", sum.Played, sum.Won, sum.ByLevel)
	}
	if sum.BestScore != 50 || sum.MeanScore != (40+35+25+50+50)/5.0 {
		t.Errorf("best %d, mean %.2f", sum.BestScore, sum.MeanScore)
	}
	if sum.Streak != 1 || sum.BestStreak != 2 {
		t.Errorf("streak %d, best streak %d; want 1 and 2", sum.Streak, sum.BestStreak)
	}
	if orbit := s.Summary("orbit"); orbit.Played != 1 || orbit.BestScore != -3 || orbit.MeanScore != -3 {
		t.Errorf("orbit: %+v", orbit)
	}
}

// TestUnreadableStatsAreKeptAside: a broken, foreign or impossible
// statistics file is moved aside with a message, never lost, and the
// record starts again with the next game.
func TestUnreadableStatsAreKeptAside(t *testing.T) {
	for _, data := range []string{`{"version":1,"games":[`, `{"version":9,"games":[]}`, `{"version":1,"games":[{"game":"orbis","seats":[{"level":7,"rank":1}]}]}`} {
		env, dir := statsEnv(t)
		if err := os.WriteFile(filepath.Join(dir, statsFile), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		s, err := env.Stats()
		var u *UnreadableStats
		if !errors.As(err, &u) || len(s.Games) != 0 {
			t.Fatalf("%s: read %+v, %v; want an UnreadableStats", data, s, err)
		}
		kept, _ := filepath.Glob(filepath.Join(dir, "stats.unreadable-*.json"))
		if len(kept) != 1 {
			t.Fatalf("%s: kept aside as %v", data, kept)
		}
		if got, _ := os.ReadFile(kept[0]); string(got) != data {
			t.Errorf("the file kept aside holds %q, want %q", got, data)
		}
		if err := env.RecordResult(result("orbis", seat("Ada", LevelHuman, 1, 1))); err != nil {
			t.Fatal(err)
		}
		if s, err := env.Stats(); err != nil || len(s.Games) != 1 {
			t.Errorf("after a new game: %d games (%v), want 1", len(s.Games), err)
		}
	}
}

// TestStatsRefuseALevelPastExpert: a record of a level past Expert is
// refused (the statistics' TestStatsCountExpert: Expert's own bar).
func TestStatsRefuseALevelPastExpert(t *testing.T) {
	bad := Stats{Version: statsVersion, Games: []GameResult{result("tallied", seat("Ada", LevelHuman, 1, 1), seat("Zeus", LevelExpert+1, 1, 2))}}
	if bad.check() == nil {
		t.Error("a level past Expert is read")
	}
}
