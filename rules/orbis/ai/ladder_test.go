package ai

import (
	"context"
	"reflect"
	"testing"

	"orbis/rules/tournament"
)

// TestLadderRatesEveryLevel: a tiny ladder plays every pair from both seats
// and gives every level a rating and its thinking times.
func TestLadderRatesEveryLevel(t *testing.T) {
	seats := []Seat{{Name: "easy"}, {Name: "medium"}, {Name: "expert", Iterations: 40}}
	l := Ladder{Seats: seats, Games: 2, Seed: 5, Workers: 1}
	lad, err := l.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(lad.Levels) != 3 || lad.Levels[0].Elo != tournament.LadderAnchorElo {
		t.Fatalf("levels %+v", lad.Levels)
	}
	for i, lv := range lad.Levels {
		if lv.Name != seats[i].Name || lv.Games != 4 || lv.Turns < 8 || lv.P95Think <= 0 {
			t.Errorf("level %+v", lv)
		}
		for j := range lad.Levels {
			if i != j && lad.Games[i][j] != 2 {
				t.Errorf("%s v %s: %v games", lv.Name, lad.Levels[j].Name, lad.Games[i][j])
			}
		}
	}
	again, err := l.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(again.Score, lad.Score) {
		t.Errorf("the same ladder by iterations scored %v, then %v", lad.Score, again.Score)
	}
	if _, err := (&Ladder{Seats: []Seat{{Name: "easy"}, {Name: "grandmaster"}}, Games: 2}).Run(context.Background()); err == nil {
		t.Error("an unknown level is rated")
	}
	if _, err := (&Ladder{Seats: seats, Games: 3}).Run(context.Background()); err == nil {
		t.Error("an odd number of games is played")
	}
}
