package table

import (
	"image/color"
	"testing"

	"orbis/game"
	"orbis/game/online"
	"orbis/render"
)

func ratingEnv(t *testing.T) *game.Env {
	t.Helper()
	env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: "en", Games: []game.Game{countGame{}}})
	if err != nil {
		t.Fatal(err)
	}
	return env
}

// TestARatedSeatsRowSaysItsChange: a rated seat's row says its new rating
// and the change between the ratings shown, signed and inked as a gain, a
// loss or none; a person the server did not rate and a computer say
// nothing, before the changes come as after; the people say the rating is
// being counted until then; an unrated game says nothing at all.
func TestARatedSeatsRowSaysItsChange(t *testing.T) {
	env := ratingEnv(t)
	changes := []online.RatingChange{
		{Seat: 0, Before: 1500.3, After: 1523.4},
		{Seat: 1, Before: 1500.4, After: 1488.1},
		{Seat: 2, Before: 1611.6, After: 1612.2},
		{Seat: 3, Before: 1500.6, After: 1500.4}, // 1501 to 1500, shown: −1
	}
	people := []bool{true, true, true, true, true, false} // seat 4 a person not signed in, 5 a computer
	counted := NewRatings(func() []online.RatingChange { return changes }, people, 0)
	counting := NewRatings(func() []online.RatingChange { return nil }, people, 0)
	var unrated *Ratings
	tests := []struct {
		what    string
		r       *Ratings
		seat    int
		want    string // "" for nothing shown
		ink     color.Color
		labeled bool
	}{
		{"a gain", counted, 0, "1523 (+23)", RatingGain, true},
		{"a loss", counted, 1, "1488 (−12)", RatingLoss, true},
		{"no change", counted, 2, "1612 (±0)", render.InkDim, true},
		{"a change under a point shown rounded", counted, 3, "1500 (−1)", RatingLoss, true},
		{"a person not rated", counted, 4, "", nil, false},
		{"a computer", counted, 5, "", nil, false},
		{"a seat past the table", counted, 9, "", nil, false},
		{"a person being counted", counting, 1, "Rating being counted…", render.InkDim, false},
		{"a computer while counted", counting, 5, "", nil, false},
		{"an unrated game", unrated, 0, "", nil, false},
	}
	for _, tt := range tests {
		line, shown := tt.r.Line(env, tt.seat)
		if shown != (tt.want != "") || shown && (line.Value != tt.want || line.Ink != tt.ink || (line.Label == "Rating:") != tt.labeled) {
			t.Errorf("%s: %+v shown %v; want %q in %v, labelled %v", tt.what, line, shown, tt.want, tt.ink, tt.labeled)
		}
		// A crowd's row says the same without the label, and its note short.
		short, shownShort := tt.r.ShortLine(env, tt.seat)
		if shownShort != shown || short.Label != "" || shown && tt.labeled && (short.Value != line.Value || short.Ink != line.Ink) {
			t.Errorf("%s, short: %+v shown %v; want %+v without its label", tt.what, short, shownShort, line)
		}
	}
}
