//go:build !js

package orbit

import (
	"testing"

	"orbis/game/table"
	"orbis/game/table/tabletest"
)

// TestARatedOnlineGamesScoreShowsTheChanges: once two signed-in captains
// played a rated room out, the spectator's final score says each one's
// change, as the server counted it.
func TestARatedOnlineGamesScoreShowsTheChanges(t *testing.T) {
	o := tabletest.RatedScore(t, testEnv(t), Online(), New().PlayOnline,
		func(o *over) *table.Ratings { return o.ratings }, cardLines)
	if len(o.rating) != 2 {
		t.Errorf("%d cards with a rating line, want the two captains'", len(o.rating))
	}
}

// cardLines are the rating lines the cards of a final score show.
func cardLines(o *over) []table.RatingLine {
	var lines []table.RatingLine
	for _, rt := range o.rating {
		if rt.shown {
			lines = append(lines, rt.line)
		} else {
			lines = append(lines, table.RatingLine{})
		}
	}
	return lines
}
