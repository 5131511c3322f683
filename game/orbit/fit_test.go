package orbit

import (
	"fmt"
	"strings"
	"testing"

	"orbis/assets"
	"orbis/game"
)

// screens are every screen of Orbit a player sees, made afresh.
func screens(t *testing.T, env *game.Env) map[string]game.Scene {
	t.Helper()
	g := New()
	out := map[string]game.Scene{"rules": game.Rules(env, g.Rules())}
	for _, players := range []int{1, 2, 6} {
		out[fmt.Sprintf("setup-%dp", players)] = g.SetupFor(env, players)
		demos := []string{"play", "scout", "buy", "gameover"}
		if players == 1 {
			demos = append(demos, "accept", "zap")
		} else {
			demos = append(demos, "order")
		}
		for _, demo := range demos {
			sc, err := g.Demo(env, demo, players, 7)
			if err != nil {
				t.Fatalf("%s, %d players: %v", demo, players, err)
			}
			out[fmt.Sprintf("%s-%dp", demo, players)] = sc
			if demo == "play" {
				out[fmt.Sprintf("pause-%dp", players)] = game.NewPause(env, sc.(*play))
			}
		}
	}
	return out
}

// TestEveryScreenFitsInEveryLanguage draws every screen of Orbit in every
// language at 1280×800 and at 1920×1080 with the interface at 150%, and
// fails where a text is drawn beyond its box.
func TestEveryScreenFitsInEveryLanguage(t *testing.T) {
	if testing.Short() {
		t.Skip("draws every screen 8 times")
	}
	for _, lang := range assets.Languages() {
		for _, fc := range []struct {
			w, h  float64
			scale int
		}{{1280, 800, 100}, {1920, 1080, 150}} {
			env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: lang, Scale: fc.scale, Games: []game.Game{New()}})
			if err != nil {
				t.Fatal(err)
			}
			env.SetSize(fc.w, fc.h)
			over := game.Overflows(env, screens(t, env), 1)
			if len(over) > 0 {
				t.Errorf("%s at %.0f×%.0f, %d%%: %d texts overflow:\n%s", lang, fc.w, fc.h, fc.scale, len(over), strings.Join(over, "\n"))
			}
		}
	}
}
