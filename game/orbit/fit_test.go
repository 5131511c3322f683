//go:build !js

package orbit

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/assets"
	"orbis/game"
	board "orbis/render/orbit"
	rules "orbis/rules/orbit"
)

// screens are every screen of Orbit a player sees, made afresh.
func screens(t *testing.T, env *game.Env) map[string]game.Scene {
	t.Helper()
	g := New()
	out := map[string]game.Scene{"rules": game.Rules(env, g.Rules())}
	for _, players := range []int{1, 2, 6} {
		out[fmt.Sprintf("setup-%dp", players)] = g.SetupFor(env, players)
		demos := []string{"play", "scout", "again", "buy", "gameover"}
		if players == 1 {
			demos = append(demos, "accept", "countermand", "zap")
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
	eachFitEnv(t, func(env *game.Env, where string) {
		if over := game.Overflows(env, screens(t, env), 1); len(over) > 0 {
			t.Errorf("%s: %d texts overflow:\n%s", where, len(over), strings.Join(over, "\n"))
		}
	})
}

// eachFitEnv calls check with an environment in every language, at 1280×800
// and at 1920×1080 with the interface at 150%, and where that is in words.
func eachFitEnv(t *testing.T, check func(env *game.Env, where string)) {
	t.Helper()
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
			check(env, fmt.Sprintf("%s at %.0f×%.0f, %d%%", lang, fc.w, fc.h, fc.scale))
		}
	}
}

// promptScene is the table showing one prompt: what the person does in one
// step of one order, or who is acting.
type promptScene struct {
	*play
	c promptCase
}

func (ps promptScene) Draw(env *game.Env, dst *ebiten.Image) {
	ps.prompt = ps.c.text(env)
	ps.speakOver(env)
	ps.play.Draw(env, dst)
}

// statusScene is the table with a header of its own.
type statusScene struct {
	*play
	status string
}

func (ss statusScene) Draw(env *game.Env, dst *ebiten.Image) {
	ss.view.Status = ss.status
	ss.play.Draw(env, dst)
}

// TestEveryPromptFitsInEveryLanguage lays out every prompt of the table
// (each order's first follow and second, with each pick, the pass, the
// General's choice, the Emperor's roll with each countermand's cost, the
// waits) and the header of every countermand in every language, at
// 1280×800 and at 1920×1080 with the interface at 150%, and fails where a
// line of it is cut, drawn beyond its room or under the ring.
func TestEveryPromptFitsInEveryLanguage(t *testing.T) {
	if testing.Short() {
		t.Skip("draws every prompt 8 times")
	}
	eachFitEnv(t, func(env *game.Env, where string) {
		for _, players := range []int{1, 6} {
			sc, err := New().Demo(env, "play", players, 7)
			if err != nil {
				t.Fatal(err)
			}
			p := sc.(*play)
			l, f := p.layout, env.Frame()
			big := l.Systems[l.Active]
			if ringTop := big.CY - board.RingReach(big.Radius); ringTop < l.Prompt.Y+l.Prompt.H-1 {
				t.Errorf("%s, %d players: the ring reaches up to %.0f, into the prompt's room (down to %.0f)", where, players, ringTop, l.Prompt.Y+l.Prompt.H)
			}
			if ringBottom := big.CY + board.RingReach(big.Radius); ringBottom > f.Y(744) {
				t.Errorf("%s, %d players: the ring reaches down to %.0f, under the buttons (from %.0f)", where, players, ringBottom, f.Y(744))
			}
			if !big.Box.Contains(l.Prompt.X, l.Prompt.Y) || !big.Box.Contains(l.Prompt.X+l.Prompt.W, l.Prompt.Y+l.Prompt.H) {
				t.Errorf("%s, %d players: the prompt's room %+v leaves its panel %+v", where, players, l.Prompt, big.Box)
			}
			scenes := map[string]game.Scene{}
			for i, c := range everyPrompt(p.m.Names(), p.m.State().Kit()) {
				text := c.text(env)
				ps := promptScene{p, c}
				ps.prompt = text
				ps.speakOver(env)
				if want := env.Text().Wrap(text, promptSize(env), f.Px(promptWidth)); len(p.overlay.Prompt) != len(want) {
					t.Errorf("%s: %q is cut to %d of its %d lines", where, text, len(p.overlay.Prompt), len(want))
				}
				scenes[fmt.Sprintf("%dp prompt %02d", players, i)] = ps
			}
			for rolled := range rules.Order(rules.NumOrders) {
				for to := range rules.Order(rules.NumOrders) {
					for _, cost := range []int{1, 2, 21} {
						if to != rolled {
							// The last turn's, with the top bar's count of the turns left.
							status := turnsLeftWords(env, env.N("orbit.status_countermanded", cost, rules.MaxTurns, orderWord(env, rolled), orderWord(env, to), cost), 1)
							scenes[fmt.Sprintf("%dp header %d %d %d", players, rolled, to, cost)] = statusScene{p, status}
						}
					}
				}
			}
			if over := game.Overflows(env, scenes, 1); len(over) > 0 {
				t.Errorf("%s, %d players: %d texts overflow:\n%s", where, players, len(over), strings.Join(over, "\n"))
			}
		}
	})
}
