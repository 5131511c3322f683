//go:build !js

package orbit

import (
	"maps"
	"testing"

	"orbis/game"
	rules "orbis/rules/orbit"
)

// TestSeatTallies: a captain's final score gives each goal's points by its
// shape and the resources on its tracker, and the statistics screen names
// each in the player's language.
func TestSeatTallies(t *testing.T) {
	tests := []struct {
		name         string
		goals        [3]int
		track        [rules.NumResources]uint8
		wantG, wantR map[string]int
	}{
		{"nothing scored", [3]int{}, [rules.NumResources]uint8{}, map[string]int{}, map[string]int{}},
		{"goals and resources", [3]int{6, 0, 4}, [rules.NumResources]uint8{rules.Water: 2, rules.Gold: 5},
			map[string]int{"circle": 6, "square": 4}, map[string]int{"water": 2, "gold": 5}},
	}
	for _, tc := range tests {
		got := seatTallies(&rules.Breakdown{Goals: tc.goals}, &rules.Player{Track: tc.track})
		if !maps.Equal(got[tallyGoal], tc.wantG) || !maps.Equal(got[tallyResource], tc.wantR) {
			t.Errorf("%s: %v, want goals %v and resources %v", tc.name, got, tc.wantG, tc.wantR)
		}
	}
	env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: "fr", Games: []game.Game{New()}})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range New().TallyCharts() {
		if !c.Mean {
			t.Errorf("%s: Orbit's tallies are charted as a sum, not a mean per game", c.Kind)
		}
		for _, name := range c.Names {
			if c.Name(env, name) == "" {
				t.Errorf("%s %q has no name", c.Kind, name)
			}
		}
	}
}

// TestFinishedGamesKeepTheirTallies: the final score records each
// captain's goals and resources with the game.
func TestFinishedGamesKeepTheirTallies(t *testing.T) {
	env := testEnv(t)
	sc, err := New().Demo(env, "gameover", 2, 7)
	if err != nil {
		t.Fatal(err)
	}
	o := sc.(*over)
	s, err := env.Stats()
	if err != nil || len(s.Games) != 1 {
		t.Fatalf("statistics %+v (%v), want the one game", s, err)
	}
	for seat, r := range s.Games[0].Seats {
		want := seatTallies(&o.score.Players[seat], o.m.State().Player(seat))
		if !maps.EqualFunc(r.Tallies, want, maps.Equal) {
			t.Errorf("seat %d kept %v, want %v", seat, r.Tallies, want)
		}
	}
}
