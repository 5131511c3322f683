//go:build !js

package orbit

import (
	"testing"

	"orbis/game"
	"orbis/game/online"
	"orbis/game/table"
)

// TestTheScoreShowsTheRatingsOnceTheyCome: a rated online game's final
// score says the rating is being counted on the people's cards or rows
// (none on the computers'), the viewer's own line in the head; once the
// client has the changes, the score's Update takes them and the cards or
// the rows in view say each change, the viewer's row always in view; an
// unrated game says nothing of it. Three captains' cards and a crowd's
// ranking, on the desktop and on a phone.
func TestTheScoreShowsTheRatingsOnceTheyCome(t *testing.T) {
	for _, players := range []int{3, 24} {
		for _, window := range [][2]float64{{1280, 800}, {390, 844}} {
			env := testEnv(t)
			env.SetWindow(window[0], window[1], 1)
			unrated := openRatedOver(t, env, players, nil)
			var came []online.RatingChange
			people := make([]bool, players)
			people[0], people[1] = true, true
			o := openRatedOver(t, env, players, table.NewRatings(func() []online.RatingChange { return came }, people, 0))
			counting := "Rating being counted…"
			if o.ranks != nil {
				counting = "Counting…" // a crowd's row has little room
			}
			checkOverRatings(t, players, window, "being counted", o, map[int]string{0: counting, 1: counting})
			checkOverRatings(t, players, window, "unrated", unrated, nil)
			if env.Frame().Fluid() && o.final.CardsView().Y <= unrated.final.CardsView().Y {
				t.Errorf("%d players, %v: the head of a rated game has no line more than an unrated one's: the viewer's own", players, window)
			}
			came = []online.RatingChange{{Seat: 0, Before: 1500, After: 1523.2}, {Seat: 1, Before: 1500, After: 1488.4}}
			if _, err := o.Update(env, nil); err != nil {
				t.Fatal(err)
			}
			checkOverRatings(t, players, window, "counted", o, map[int]string{0: "1523 (+23)", 1: "1488 (−12)"})
		}
	}
}

// openRatedOver is the demo's final score of the players, rated as r says
// (nil: not rated), laid out for the window.
func openRatedOver(t *testing.T, env *game.Env, players int, r *table.Ratings) *over {
	t.Helper()
	sc, err := New().Demo(env, "gameover", players, 7)
	if err != nil {
		t.Fatal(err)
	}
	o := sc.(*over)
	o.ratings = r
	env.Enter(o)
	o.layout(env)
	return o
}

// checkOverRatings checks what each card, or each row of a crowd's in
// view, says of its seat's rating (absent from want: nothing); the
// viewer's row (seat 0) is in view.
func checkOverRatings(t *testing.T, players int, window [2]float64, when string, o *over, want map[int]string) {
	t.Helper()
	type said struct {
		line  table.RatingLine
		shown bool
	}
	seen := map[int]said{}
	if o.ranks != nil {
		for _, row := range o.ranks.rows {
			seen[row.seat] = said{row.rating, row.rated}
		}
		if _, ok := seen[0]; !ok {
			t.Errorf("%d players, %v, %s: the viewer's row is not in view", players, window, when)
		}
	} else {
		for seat, rt := range o.rating {
			seen[seat] = said{rt.line, rt.shown}
		}
	}
	for seat, s := range seen {
		if w, ok := want[seat]; s.shown != ok || ok && s.line.Value != w {
			t.Errorf("%d players, %v, %s: seat %d says %+v (shown %v), want %q", players, window, when, seat, s.line, s.shown, w)
		}
	}
}
