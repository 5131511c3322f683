//go:build !js

package orbis

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"orbis/assets"
	"orbis/game"
	"orbis/input"
)

// reviewScreens are the viewer's screens: a finished game of 2 and of 4
// at the deal, in the middle from a seat and at the end, a saved game, and
// the picker with games kept and a message on a broken one.
func reviewScreens(t *testing.T, env *game.Env) map[string]game.Scene {
	t.Helper()
	out := map[string]game.Scene{}
	for _, players := range []int{2, 4} {
		data := finishedRecord(t, env, players, 7)
		for _, at := range []string{"deal", "middle", "end"} {
			r := openReview(t, env, data)
			switch at {
			case "deal":
				update(t, env, r, key(input.KeyHome, false))
			case "middle":
				r.bar.Seek(r.bar.Turns[len(r.bar.Turns)/2] + 2)
				update(t, env, r, press(game.ReviewSeat)) // from the first seat
				update(t, env, r, press(game.ReviewPlay))
				d := r.layout.Display[2] // a tile's tooltip
				update(t, env, r, []input.Intent{{Kind: input.Hover, Over: r.Hit(env, d.CX, d.CY), X: d.CX, Y: d.CY}})
			case "end": // the longest tip, at the screen's right
				f := env.Frame()
				update(t, env, r, []input.Intent{{Kind: input.Hover, Over: input.Target{Kind: game.KindReviewButton, Index: game.ReviewSeat},
					X: f.X(1250), Y: f.Y(618)}})
			}
			out[fmt.Sprintf("review-%s-%dp", at, players)] = r
		}
		names := make([]string, players)
		for i := range names {
			names[i] = env.T(computerNameKeys[i])
		}
		if err := env.KeepGame(game.KeptGame{Game: "orbis", Ended: time.Date(2026, 11, 25, 21, 5, 0, 0, time.UTC), Names: names}, data); err != nil {
			t.Fatal(err)
		}
	}
	if err := env.KeepGame(game.KeptGame{Game: "orbis", Ended: time.Now(), Names: []string{"Ada", "Bo"}}, []byte(`{"format":"orbis-record"`)); err != nil {
		t.Fatal(err)
	}
	picker := game.NewReviewPicker(env)
	if _, err := picker.Update(env, []input.Intent{{Kind: input.Click, Target: input.Target{Kind: game.KindButton, Index: 100}}}); err != nil {
		t.Fatal(err)
	}
	out["review-picker"] = picker
	return out
}

// TestReviewFitsInEveryLanguage draws the viewer's screens in every
// language at 1280×800, 1920×1080 and 1920×1080 at 150 %, and fails where
// a text is drawn beyond its room.
func TestReviewFitsInEveryLanguage(t *testing.T) {
	for _, lang := range assets.Languages() {
		for _, fc := range fitCases {
			env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: lang, Scale: fc.scale, Games: []game.Game{New()}})
			if err != nil {
				t.Fatal(err)
			}
			env.SetSize(fc.w, fc.h)
			over := game.Overflows(env, reviewScreens(t, env), 2)
			if len(over) > 0 {
				t.Errorf("%s at %.0f×%.0f, %d%%: %d texts overflow:\n%s", lang, fc.w, fc.h, fc.scale, len(over), strings.Join(over, "\n"))
			}
		}
	}
}
