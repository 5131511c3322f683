//go:build !js

package orbit

import (
	"fmt"
	"strings"
	"testing"

	"orbis/assets"
	"orbis/game"
	"orbis/game/table/tabletest"
	"orbis/input"
	rules "orbis/rules/orbit"
)

// reviewScreens are the viewer's screens for finished games of 1, 4 and 6
// captains: at the deal, in the middle from a seat while playing with a
// ring hex's tooltip, in the middle with everything open and the market's
// tooltip, at the end with the longest of the bar's tips, and over the
// words of a line cut short; and the picker with the games kept and a
// message on a broken one.
func reviewScreens(t *testing.T, env *game.Env, records map[int][]byte) map[string]game.Scene {
	t.Helper()
	out := map[string]game.Scene{}
	hover := func(r *review, x, y float64) {
		step(t, env, r, []input.Intent{{Kind: input.Hover, Over: r.Hit(env, x, y), X: x, Y: y}})
	}
	for players, data := range records {
		for _, at := range []string{"deal", "middle", "open", "end", "words"} {
			r := openReview(t, env, data)
			switch at {
			case "deal":
				step(t, env, r, key(input.KeyHome, false))
			case "middle":
				tabletest.PlayFromTheMiddle(t, env, asShared(r))
				x, y, _ := r.layout.HexCentre(&r.shown, r.layout.Active, 1)
				hover(r, x, y)
			case "open":
				r.bar.Seek(r.bar.Turns[len(r.bar.Turns)/2] + 2)
				step(t, env, r, nil)
				for slot, id := range r.seen.Player(r.layout.Active).Market {
					if id != rules.NoHex {
						m := r.layout.Market[slot]
						hover(r, m.CX, m.CY)
						break
					}
				}
			case "words": // the whole line of a cut one, if any
				f := env.Frame()
				for pos := 1; pos <= r.bar.Len && len(r.tip) == 0; pos++ {
					r.bar.Seek(pos)
					hover(r, f.X(reviewWords.X+20), f.Y(reviewWords.Y+50))
				}
			case "end": // the longest tip, at the screen's right
				tabletest.HoverSeatButton(t, env, r, 124)
			}
			out[fmt.Sprintf("review-%s-%dp", at, players)] = r
		}
		tabletest.Keep(t, env, "orbit", computerNameKeys[:players], data)
	}
	out["review-picker"] = tabletest.BrokenPicker(t, env, "orbit")
	return out
}

// TestReviewFitsInEveryLanguage draws the viewer's screens in every
// language at 1280×800, 1920×1080 and 1920×1080 at 150 %, and fails where
// a text is drawn beyond its room.
func TestReviewFitsInEveryLanguage(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole games and draws every screen 12 times")
	}
	for _, lang := range assets.Languages() {
		var records map[int][]byte
		for _, fc := range []struct {
			w, h  float64
			scale int
		}{{1280, 800, 100}, {1920, 1080, 100}, {1920, 1080, 150}} {
			env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: lang, Scale: fc.scale, Games: []game.Game{New()}})
			if err != nil {
				t.Fatal(err)
			}
			env.SetSize(fc.w, fc.h)
			if records == nil { // the seats' names are the language's
				records = map[int][]byte{}
				for _, players := range []int{1, 4, 6} {
					records[players] = finishedRecord(t, env, players, 7)
				}
			}
			over := game.Overflows(env, reviewScreens(t, env, records), 2)
			if len(over) > 0 {
				t.Errorf("%s at %.0f×%.0f, %d%%: %d texts overflow:\n%s", lang, fc.w, fc.h, fc.scale, len(over), strings.Join(over, "\n"))
			}
		}
	}
}
