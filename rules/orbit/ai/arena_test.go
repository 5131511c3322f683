package ai

import (
	"context"
	"testing"

	"orbis/rules/orbit"
)

// TestArenaOfManyCaptains: an arena seats as many captains as the rules
// take, not the six of one screen: each follows in a system of its own.
func TestArenaOfManyCaptains(t *testing.T) {
	for _, n := range []int{orbit.MaxPlayers + 1, 12} {
		seats := make([]Seat, n)
		for i := range seats {
			seats[i] = Seat{Level: Easy}
		}
		seats[0].Level = Medium
		var played []GameResult
		a := Arena{Seats: seats, Games: 1, Seed: 5, Workers: 1, Keep: func(r GameResult) { played = append(played, r) }}
		standings, err := a.Run(context.Background())
		if err != nil {
			t.Fatalf("%d captains: %v", n, err)
		}
		if len(standings) != 2 || len(played) == 0 || len(played[0].Scores) != n || played[0].Turns == 0 {
			t.Fatalf("%d captains: standings %+v, games %d", n, standings, len(played))
		}
	}
	for _, n := range []int{0, orbit.MaxCaptains + 1} {
		if _, err := (&Arena{Seats: make([]Seat, n), Games: 1}).Run(context.Background()); err == nil {
			t.Errorf("an arena of %d seats: no error", n)
		}
	}
}
