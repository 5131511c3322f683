package orbis

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"orbis/game"
	rules "orbis/rules/orbis"
	"orbis/rules/orbis/ai"
)

// TestHintWordsSayTheOutcome words the hints of many positions of random
// games and checks that each says what its outcome holds: the score before
// and after, a cancelled tile as cancelled, a validated one as validated,
// and never a message missing or misformatted.
func TestHintWordsSayTheOutcome(t *testing.T) {
	seen := wordHintsOfRandomGames(t, testEnv(t), 12)
	for _, status := range []string{"scored", "validated", "wilderness", "forest_short"} {
		if !seen[status] {
			t.Errorf("no hint with a tile %s among the positions (seen %v)", status, seen)
		}
	}
}

// wordHintsOfRandomGames words the hint of every choice and placement of
// random games, checking each (checkHintWords), and returns the outcomes'
// statuses seen.
func wordHintsOfRandomGames(t *testing.T, env *game.Env, games int) map[string]bool {
	t.Helper()
	seen := map[string]bool{}
	for g := range games {
		s, _, err := rules.NewGame(rules.Config{Players: 2 + g%3, Seed: uint64(g), StartPlayer: -1})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(uint64(g), 3))
		hinter, _ := ai.NewPlayer(ai.Config{Level: ai.Medium, Seed: uint64(g)})
		var legal []rules.Action
		for !s.IsOver() {
			if s.Phase() == rules.PhaseChoose || s.Phase() == rules.PhasePlace {
				obs := s.Observe(s.CurrentPlayer())
				h, err := hinter.Suggest(context.Background(), &obs)
				if err != nil {
					t.Fatal(err)
				}
				words := hintWords(env, &s, &h.Outcome)
				checkHintWords(t, &s, &h.Outcome, words)
				seen[h.Outcome.Status.String()] = true
			}
			legal = s.LegalActions(legal[:0])
			if err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	return seen
}

func checkHintWords(t *testing.T, s *rules.State, o *rules.Outcome, words string) {
	t.Helper()
	if words == "" || strings.Contains(words, "{") || strings.Contains(words, "%!") {
		t.Fatalf("outcome %+v: %q", *o, words)
	}
	if want := fmt.Sprintf("from %d to %d CP", o.TotalBefore, o.Total); !strings.Contains(words, want) {
		t.Errorf("%q does not say %q", words, want)
	}
	cancelled := strings.Contains(words, "cancelled")
	if o.God == rules.NoGod && (o.Status == rules.StatusCancelled) != cancelled {
		t.Errorf("outcome %v: %q", o.Status, words)
	}
	if o.Status == rules.StatusValidated && !strings.Contains(words, "validate") && !strings.Contains(words, "already") {
		t.Errorf("a validated tile: %q", words)
	}
}

// TestHintWordsForCancelledAndShiftedTiles: the case a player was misled
// by (an Irrigation in the base row is cancelled, never validated), and the
// ends beyond the base row named as such.
func TestHintWordsForCancelledAndShiftedTiles(t *testing.T) {
	env := testEnv(t)
	s, _, err := rules.NewGame(rules.Config{Players: 2, Seed: 1, StartPlayer: 0})
	if err != nil {
		t.Fatal(err)
	}
	find := func(e rules.Effect) rules.TileID {
		for i := range s.Tiles().Len() {
			if s.Tiles().Tile(rules.TileID(i)).Effect == e {
				return rules.TileID(i)
			}
		}
		t.Fatalf("no %v tile", e)
		return rules.NoTile
	}
	tests := []struct {
		o       rules.Outcome
		want    []string
		wantNot []string
	}{
		{rules.Outcome{Tile: find(rules.Irrigation), God: rules.NoGod, Target: 2, Slot: 2, Status: rules.StatusCancelled, Paid: rules.Cubes{1}},
			[]string{"row 1, column 3", "base row has no tile beneath it", "cancelled", "costs 1 worshipper"}, []string{"validated"}},
		{rules.Outcome{Tile: find(rules.Irrigation), God: rules.NoGod, Target: 6, Slot: 6, Status: rules.StatusValidated, CP: 3},
			[]string{"row 2, column 2", "so it is validated: 3 CP"}, nil},
		{rules.Outcome{Tile: find(rules.Village), God: rules.NoGod, Target: rules.BaseLeft, Slot: 0, Status: rules.StatusCancelled, Declined: true},
			[]string{"left end of your base row", "moves one column right", "decline", "cancelled"}, []string{"validated"}},
		{rules.Outcome{Tile: find(rules.SacredStone), God: rules.NoGod, Target: rules.BaseRight, Slot: 4, Status: rules.StatusScored, CP: 1, Collected: rules.Cubes{2, 1}},
			[]string{"right end of your base row", "You collect 3 worshippers", "It scores 1 CP"}, nil},
		{rules.Outcome{Tile: find(rules.Forest), God: rules.NoGod, Target: 7, Slot: 7, Status: rules.StatusForestShort, Need: 3, Have: 1},
			[]string{"needs 3 matching neighbours and has 1 so far"}, []string{"validated"}},
		{rules.Outcome{God: rules.Fire, Tile: rules.NoTile, Target: -1, Slot: -1, GodMine: 0, GodBest: 2},
			[]string{"Take the Goddess of Fire", "only if you end with the most validated Volcano tiles", "you have 0, another player 2"}, nil},
		{rules.Outcome{God: rules.Death, Tile: rules.NoTile, Target: -1, Slot: -1, GodMet: true, GodCP: 3, Discarded: rules.Cubes{6}},
			[]string{"Discard 6 worshippers to validate him: 3 CP"}, nil},
	}
	for _, tc := range tests {
		words := hintWords(env, &s, &tc.o)
		for _, w := range tc.want {
			if !strings.Contains(words, w) {
				t.Errorf("%q does not say %q", words, w)
			}
		}
		for _, w := range tc.wantNot {
			if strings.Contains(words, w) {
				t.Errorf("%q says %q", words, w)
			}
		}
	}
}
