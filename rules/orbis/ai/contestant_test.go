package ai

import (
	"context"
	"testing"
)

// TestContestants: a level plays plainly, a rival at its level with its
// style; anything else is refused.
func TestContestants(t *testing.T) {
	for _, tc := range []struct {
		name  string
		level Level
		style Style
		ok    bool
	}{
		{"expert", Expert, Plain, true},
		{"Hard", Hard, Plain, true},
		{"vesta", Hard, Builder, true},
		{"demeter", Hard, Hoarder, true},
		{"etna", Expert, Firebrand, true},
		{"zeus", 0, Plain, false},
		{"random", 0, Plain, false}, // the arena's baseline, not a player
	} {
		level, style, err := Contestant(tc.name)
		if (err == nil) != tc.ok || level != tc.level || style != tc.style {
			t.Errorf("%s: %v, %v, %v; want %v, %v, ok %v", tc.name, level, style, err, tc.level, tc.style, tc.ok)
		}
	}
	if got := Contestants(); len(got) != len(Levels())+len(Rivals) || got[len(got)-1] != Rivals[len(Rivals)-1].ID {
		t.Errorf("the ladder's contestants are %v", got)
	}
}

// TestRivalPlaysAnArenaGame: a rival's id is a contestant: it plays a whole
// game, recorded under its id.
func TestRivalPlaysAnArenaGame(t *testing.T) {
	res, err := PlayGame(context.Background(), []Seat{{Name: "easy"}, {Name: "vesta", Iterations: 60}}, 3)
	if err != nil {
		t.Fatal(err)
	}
	if res.Record.Players[1].Kind != "ai:vesta" || res.Seats[1].Name != "vesta" || res.Seats[1].Turns == 0 {
		t.Errorf("Vesta's seat: %+v, kind %q", res.Seats[1], res.Record.Players[1].Kind)
	}
}
