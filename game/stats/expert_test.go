//go:build !js

package game

import "testing"

// TestStatsCountExpert: games against Expert (a rival counts at its level)
// have their own bar, shown only where there are some; a record of a
// level past Expert is still refused.
func TestStatsCountExpert(t *testing.T) {
	env, _ := statsScreenEnv(t, "en", 100)
	if err := env.RecordResult(result("tallied", seat("Ada", LevelHuman, 40, 1), seat("Bot", LevelHard, 30, 2))); err != nil {
		t.Fatal(err)
	}
	if s := NewStats(env).(*statsScreen); said(s, "Expert") {
		t.Error("an Expert bar with no game against Expert")
	}
	for _, r := range []GameResult{
		result("tallied", seat("Ada", LevelHuman, 40, 1), seat("Etna", LevelExpert, 30, 2)),
		result("tallied", seat("Ada", LevelHuman, 20, 2), seat("Etna", LevelExpert, 30, 1), seat("Bot", LevelEasy, 10, 3)),
	} {
		if err := env.RecordResult(r); err != nil {
			t.Fatal(err)
		}
	}
	s := NewStats(env).(*statsScreen)
	if got := s.stats.Summary("tallied").ByLevel[LevelExpert]; got != (Record{Played: 2, Won: 1}) {
		t.Errorf("against Expert: %+v, want 2 played, 1 won", got)
	}
	if !said(s, "Expert") {
		t.Error("no Expert bar after games against Expert")
	}
	bad := Stats{Version: statsVersion, Games: []GameResult{result("tallied", seat("Ada", LevelHuman, 1, 1), seat("Zeus", LevelExpert+1, 1, 2))}}
	if bad.check() == nil {
		t.Error("a level past Expert is read")
	}
}
