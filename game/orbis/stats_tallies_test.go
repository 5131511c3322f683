//go:build !js

package orbis

import (
	"maps"
	"testing"

	"orbis/game"
	rules "orbis/rules/orbis"
)

// TestSeatTallies: a seat's final score gives the god it took and the
// tiles of each effect that counted, by the rules' record names, and the
// statistics screen names each in the player's language.
func TestSeatTallies(t *testing.T) {
	withTiles := func(god rules.God, counts map[rules.Effect]uint8) *rules.Breakdown {
		b := &rules.Breakdown{God: god}
		for e, n := range counts {
			b.Validated[e] = n
		}
		return b
	}
	tests := []struct {
		name           string
		b              *rules.Breakdown
		god            map[string]int
		effects        map[string]int
		wantGod, wantE bool
	}{
		{"no god, no tile", withTiles(rules.NoGod, nil), nil, nil, false, false},
		{"a god and tiles", withTiles(rules.Death, map[rules.Effect]uint8{rules.Farm: 3, rules.SacredStone: 1}),
			map[string]int{"death": 1}, map[string]int{"farm": 3, "sacred_stone": 1}, true, true},
		{"a god alone", withTiles(rules.Love, nil), map[string]int{"love": 1}, nil, true, false},
	}
	for _, tc := range tests {
		got := seatTallies(tc.b)
		if _, ok := got[tallyGod]; ok != tc.wantGod || !maps.Equal(got[tallyGod], tc.god) {
			t.Errorf("%s: gods %v, want %v", tc.name, got[tallyGod], tc.god)
		}
		if _, ok := got[tallyEffect]; ok != tc.wantE || !maps.Equal(got[tallyEffect], tc.effects) {
			t.Errorf("%s: effects %v, want %v", tc.name, got[tallyEffect], tc.effects)
		}
	}

	env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: "de", Games: []game.Game{New()}})
	if err != nil {
		t.Fatal(err)
	}
	charts := New().TallyCharts()
	if len(charts) != 2 || len(charts[0].Names) != int(rules.NumGods) || len(charts[1].Names) != int(rules.SacredStone) {
		t.Fatalf("charts %+v", charts)
	}
	for _, c := range charts {
		for _, name := range c.Names {
			if c.Name(env, name) == "" {
				t.Errorf("%s %q has no name", c.Kind, name)
			}
		}
		if c.Name(env, "zeus") != "" {
			t.Errorf("%s: a name the rules do not know is named", c.Kind)
		}
	}
	if got := charts[0].Name(env, "death"); got != "Gott des Todes" {
		t.Errorf("death is named %q, want the edition's Gott des Todes", got)
	}
}

// TestFinishedGamesKeepTheirTallies: the final score records each seat's
// god and effects with the game.
func TestFinishedGamesKeepTheirTallies(t *testing.T) {
	env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: "en", Games: []game.Game{New()}})
	if err != nil {
		t.Fatal(err)
	}
	sc, err := New().Demo(env, "gameover", 3, 7)
	if err != nil {
		t.Fatal(err)
	}
	o := sc.(*gameOver)
	s, err := env.Stats()
	if err != nil || len(s.Games) != 1 || len(s.Games[0].Seats) != 3 {
		t.Fatalf("statistics %+v (%v), want the one game", s, err)
	}
	for seat, r := range s.Games[0].Seats {
		if want := seatTallies(&o.score.Players[seat]); !maps.EqualFunc(r.Tallies, want, maps.Equal) || len(r.Tallies[tallyEffect]) == 0 {
			t.Errorf("seat %d kept %v, want %v", seat, r.Tallies, want)
		}
	}
}
