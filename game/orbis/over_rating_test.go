//go:build !js

package orbis

import (
	"testing"

	"orbis/game"
	"orbis/game/online"
	"orbis/game/table"
)

// TestTheScoreShowsTheRatingsOnceTheyCome: a rated online game's final
// score says the rating is being counted on the people's cards (none on
// the computer's), the viewer's own line in the head; once the client has
// the changes, the score's Update takes them and the cards say each
// change; an unrated game's cards and head say nothing of it. On the
// desktop and on a phone alike.
func TestTheScoreShowsTheRatingsOnceTheyCome(t *testing.T) {
	for _, window := range [][2]float64{{1280, 800}, {390, 844}} {
		env := testEnv(t)
		env.SetWindow(window[0], window[1], 1)
		unrated := openOver(t, env, nil)
		var came []online.RatingChange
		g := openOver(t, env, table.NewRatings(func() []online.RatingChange { return came }, []bool{true, true, false}, 0))
		want := map[int]string{0: "Rating being counted…", 1: "Rating being counted…"}
		checkRatingRows(t, window, "being counted", g, want)
		checkRatingRows(t, window, "unrated", unrated, nil)
		if env.Frame().Fluid() && g.final.CardsView().Y <= unrated.final.CardsView().Y {
			t.Errorf("%v: the head of a rated game has no line more than an unrated one's: the viewer's own", window)
		}
		came = []online.RatingChange{{Seat: 0, Before: 1500, After: 1523.2}, {Seat: 1, Before: 1500, After: 1488.4}}
		if _, err := g.Update(env, nil); err != nil {
			t.Fatal(err)
		}
		checkRatingRows(t, window, "counted", g, map[int]string{0: "1523 (+23)", 1: "1488 (−12)"})
	}
}

// openOver is the demo's final score of three seats, rated as r says (nil:
// not rated), laid out for the window.
func openOver(t *testing.T, env *game.Env, r *table.Ratings) *gameOver {
	t.Helper()
	m, err := demoMatch(env, 3, 7, true, false)
	if err != nil {
		t.Fatal(err)
	}
	g := newGameOver(New(), env, m)
	g.ratings = r
	env.Enter(g)
	g.layout(env)
	return g
}

// checkRatingRows checks what each seat's card says of its rating (absent
// from want: nothing).
func checkRatingRows(t *testing.T, window [2]float64, when string, g *gameOver, want map[int]string) {
	t.Helper()
	for _, row := range g.rows {
		if w, ok := want[row.seat]; row.rated != ok || ok && row.rating.Value != w {
			t.Errorf("%v, %s: seat %d's card says %+v (shown %v), want %q", window, when, row.seat, row.rating, row.rated, w)
		}
	}
}
