package ai

import (
	"context"
	"testing"
)

// TestLadderRatesEveryLevel: a tiny ladder of every captain plays every
// pair from both seats and rates them with their thinking times.
func TestLadderRatesEveryLevel(t *testing.T) {
	var seats []Seat
	for _, l := range Levels() {
		seats = append(seats, Seat{Level: l, Rollouts: 2})
	}
	lad, err := (&Ladder{Seats: seats, Games: 2, Seed: 3, Workers: 1}).Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for i, lv := range lad.Levels {
		if lv.Name != seats[i].Level.String() || lv.Games != 4 || lv.Turns == 0 || lv.P95Think <= 0 {
			t.Errorf("level %+v", lv)
		}
	}
}
