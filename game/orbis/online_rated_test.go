//go:build !js

package orbis

import (
	"testing"

	"orbis/game/table"
	"orbis/game/table/tabletest"
)

// TestARatedOnlineGamesScoreShowsTheChanges: the final score a
// spectator's table opens says, on each person's card, the change the
// server counted for the rated game of two signed-in people.
func TestARatedOnlineGamesScoreShowsTheChanges(t *testing.T) {
	tabletest.RatedScore(t, testEnv(t), Online(), New().PlayOnline,
		func(g *gameOver) *table.Ratings { return g.ratings },
		func(g *gameOver) (lines []table.RatingLine) {
			for _, row := range g.rows {
				lines = append(lines, row.rating)
			}
			return lines
		})
}
