//go:build !js

package stats

import (
	"testing"

	"orbis/game"
)

// TestStatsCountExpert: games against Expert (a rival counts at its level)
// have their own bar, shown only where there are some (game's
// TestStatsRefuseALevelPastExpert: a record of a level past Expert is
// still refused).
func TestStatsCountExpert(t *testing.T) {
	env, _ := statsScreenEnv(t, "en", 100)
	if err := env.RecordResult(result("tallied", seat("Ada", game.LevelHuman, 40, 1), seat("Bot", game.LevelHard, 30, 2))); err != nil {
		t.Fatal(err)
	}
	if s := New(env).(*statsScreen); said(s, "Expert") {
		t.Error("an Expert bar with no game against Expert")
	}
	for _, r := range []game.GameResult{
		result("tallied", seat("Ada", game.LevelHuman, 40, 1), seat("Etna", game.LevelExpert, 30, 2)),
		result("tallied", seat("Ada", game.LevelHuman, 20, 2), seat("Etna", game.LevelExpert, 30, 1), seat("Bot", game.LevelEasy, 10, 3)),
	} {
		if err := env.RecordResult(r); err != nil {
			t.Fatal(err)
		}
	}
	s := New(env).(*statsScreen)
	if got := s.stats.Summary("tallied").ByLevel[game.LevelExpert]; got != (game.Record{Played: 2, Won: 1}) {
		t.Errorf("against Expert: %+v, want 2 played, 1 won", got)
	}
	if !said(s, "Expert") {
		t.Error("no Expert bar after games against Expert")
	}
}
