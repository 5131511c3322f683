package ai

import (
	"context"
	"testing"
)

// TestEveryLevelPlaysWholeGames: captains of each level play games of 1 to
// 6 players to the end with legal moves only.
func TestEveryLevelPlaysWholeGames(t *testing.T) {
	ctx := context.Background()
	for players := 1; players <= 6; players++ {
		seats := make([]Seat, players)
		for i := range seats {
			seats[i] = Seat{Level: Level(1 + (i+players)%3), Rollouts: 2}
		}
		res, err := PlayGame(ctx, seats, uint64(players))
		if err != nil {
			t.Fatalf("%d players: %v", players, err)
		}
		if len(res.Scores) != players || res.Turns == 0 {
			t.Fatalf("%d players: %+v", players, res)
		}
	}
}
