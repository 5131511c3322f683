//go:build !js

package cli

import (
	"strings"
	"testing"

	"orbis/assets"
	"orbis/game"
	"orbis/game/orbis"
	"orbis/game/orbit"
	"orbis/game/stats"
)

// TestStatsScreenFitsWithTheGamesWords draws the statistics of both games,
// made up and empty, with their gods, effects, goals and resources named
// in every language, at 1280×800, 1920×1080 and 1920×1080 at 150 %.
func TestStatsScreenFitsWithTheGamesWords(t *testing.T) {
	if testing.Short() {
		t.Skip("draws the statistics 24 times")
	}
	for _, lang := range assets.Languages() {
		for _, fc := range []struct {
			w, h  float64
			scale int
		}{{1280, 800, 100}, {1920, 1080, 100}, {1920, 1080, 150}} {
			scenes := map[string]game.Scene{}
			// The tab shown is the first game's.
			for _, games := range [][]game.Game{{orbis.New(), orbit.New()}, {orbit.New(), orbis.New()}} {
				env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: lang, Scale: fc.scale, Games: games})
				if err != nil {
					t.Fatal(err)
				}
				env.SetSize(fc.w, fc.h)
				scenes[games[0].ID()+"-full"] = stats.Demo(env, 1)
				scenes[games[0].ID()+"-empty"] = stats.New(env)
				if over := game.Overflows(env, scenes, 1); len(over) > 0 {
					t.Errorf("%s at %.0f×%.0f, %d%%: %d texts overflow:\n%s", lang, fc.w, fc.h, fc.scale, len(over), strings.Join(over, "\n"))
				}
				clear(scenes)
			}
		}
	}
}
