//go:build !js

package orbit

import (
	"fmt"
	"strings"
	"testing"

	"orbis/assets"
	"orbis/game"
	"orbis/game/table/tabletest"
)

// TestReviewBarAgreesWithTheTable: at every position of a game, the
// viewer's bar counts the turn the table's top counts: where an action
// ended a turn, the bar speaks of the next, as the table does.
func TestReviewBarAgreesWithTheTable(t *testing.T) {
	for _, players := range []int{1, 3} {
		env := reviewEnv(t, "en")
		r := openReview(t, env, finishedRecord(t, env, players, 7))
		ends := 0
		for pos := 1; pos <= r.bar.Len; pos++ {
			r.bar.Seek(pos)
			step(t, env, r, nil)
			st := &r.States[pos]
			if st.IsOver() {
				continue // the table says the game is over; the bar, whose last action it was
			}
			turn := fmt.Sprintf("Turn %d", st.Turn()+1)
			if !strings.Contains(r.view.Status, turn) || !strings.Contains(r.bar.Head, " · "+turn) {
				t.Fatalf("%d captains, position %d: the table says %q, the bar %q", players, pos, r.view.Status, r.bar.Head)
			}
			if st.Turn() != r.States[pos-1].Turn() {
				ends++
			}
		}
		if ends == 0 {
			t.Fatalf("%d captains: no turn ended in the game", players)
		}
	}
}

// TestReviewShowsEveryLineWhole: in every language and window, a phone,
// a tablet (whose bar grows by the lines it needs) or the desktop,
// the bar shows the line on every action of games of 1, 3 and 6 captains
// whole (wrapped, closer where it must), never cut short with "…".
func TestReviewShowsEveryLineWhole(t *testing.T) {
	if testing.Short() {
		t.Skip("shows every position of three games in twelve windows and four languages")
	}
	for _, lang := range assets.Languages() {
		t.Run(lang, func(t *testing.T) {
			env := reviewEnv(t, lang)
			for _, players := range []int{1, 3, 6} {
				r := openReview(t, env, finishedRecord(t, env, players, 7))
				tabletest.CheckEveryLineWhole(t, env, asShared(r), game.FitWindows)
			}
		})
	}
}
