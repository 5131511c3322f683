package ai

import (
	"context"
	"testing"
)

func TestLevelsPlayCompleteGames(t *testing.T) {
	for _, seats := range [][]Seat{
		{{Name: "easy"}, {Name: Random}},
		{{Name: "medium"}, {Name: "easy"}, {Name: Random}},
		{{Name: "hard", Iterations: 60}, {Name: "medium"}, {Name: "easy"}, {Name: Random}},
	} {
		res, err := PlayGame(context.Background(), seats, 3)
		if err != nil {
			t.Fatal(err)
		}
		if s, err := res.Record.Replay(); err != nil || !s.IsOver() {
			t.Fatalf("the record does not replay to a finished game: %v", err)
		}
		_ = res
	}
}
