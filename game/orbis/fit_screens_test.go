//go:build !js

package orbis

import (
	"fmt"
	"strings"
	"testing"

	"orbis/assets"
	"orbis/game"
	"orbis/game/options"
)

// fitCase is one window the screens must fit: a size at an interface scale.
type fitCase struct {
	w, h  float64
	scale int
}

var fitCases = []fitCase{{1280, 800, 100}, {1920, 1080, 100}, {1920, 1080, 150}}

// screens are every screen a player sees, made afresh for an environment.
func screens(t *testing.T, env *game.Env) map[string]game.Scene {
	t.Helper()
	g := New()
	out := map[string]game.Scene{
		"title":   game.Title(env),
		"options": options.New(env),
		"rules":   game.Rules(env, g.Rules()),
	}
	for _, players := range []int{2, 4} {
		out[fmt.Sprintf("setup-%dp", players)] = g.SetupFor(env, players)
		out[fmt.Sprintf("setup-rivals-%dp", players)], _ = g.Demo(env, "rivals", players, 7)
		for _, demo := range []string{"play", "tutorial", "tutorial-rows", "tutorial-god", "tutorial-exchange", "legend", "notice", "choice", "exchange", "wild", "hint", "gameover"} {
			sc, err := g.Demo(env, demo, players, 7)
			if err != nil {
				t.Fatalf("%s: %v", demo, err)
			}
			out[fmt.Sprintf("%s-%dp", demo, players)] = sc
			if demo == "play" {
				out[fmt.Sprintf("pause-%dp", players)] = game.NewPause(env, sc.(*play))
			}
		}
	}
	return out
}

// TestEveryScreenFitsInEveryLanguage lays out and draws every screen in
// every language at 1280×800 and 1920×1080, and at 1920×1080 with the
// interface at 150%, and fails where a text is drawn beyond its box (a
// button, a panel, the screen).
func TestEveryScreenFitsInEveryLanguage(t *testing.T) {
	if testing.Short() {
		t.Skip("draws every screen 12 times")
	}
	for _, lang := range assets.Languages() {
		for _, fc := range fitCases {
			env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: lang, Scale: fc.scale, Games: []game.Game{New()}})
			if err != nil {
				t.Fatal(err)
			}
			env.SetSize(fc.w, fc.h)
			// Two frames: pieces are rendered a few a frame.
			over := game.Overflows(env, screens(t, env), 2)
			if len(over) > 0 {
				t.Errorf("%s at %.0f×%.0f, %d%%: %d texts overflow:\n%s", lang, fc.w, fc.h, fc.scale, len(over), strings.Join(over, "\n"))
			}
		}
	}
}
