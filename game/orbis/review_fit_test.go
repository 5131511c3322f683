//go:build !js

package orbis

import (
	"fmt"
	"strings"
	"testing"

	"orbis/assets"
	"orbis/game"
	"orbis/game/table/tabletest"
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
				tabletest.PlayFromTheMiddle(t, env, asShared(r))
				d := r.layout.Display[2] // a tile's tooltip
				update(t, env, r, []input.Intent{{Kind: input.Hover, Over: r.Hit(env, d.CX, d.CY), X: d.CX, Y: d.CY}})
			case "end": // the longest tip, at the screen's right
				tabletest.HoverSeatButton(t, env, r, 618)
			}
			out[fmt.Sprintf("review-%s-%dp", at, players)] = r
		}
		tabletest.Keep(t, env, "orbis", computerNameKeys[:players], data)
	}
	out["review-picker"] = tabletest.BrokenPicker(t, env, "orbis")
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
