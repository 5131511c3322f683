// Package tabletest is what the tests of every game's table scenes share:
// an environment, the intents they send, and the checks every game's
// replay viewer passes the same way (its review bar, the files it refuses,
// the picker of games kept).
package tabletest

import (
	"testing"

	"orbis/game"
	"orbis/input"
)

// Env is an environment for a game's scenes, at 1280×800.
func Env(t testing.TB, g game.Game, lang string) *game.Env {
	t.Helper()
	env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: lang, Games: []game.Game{g}})
	if err != nil {
		t.Fatal(err)
	}
	env.SetSize(1280, 800)
	return env
}

// Key is a key pressed, with Shift or not.
func Key(kind input.Kind, shift bool) []input.Intent {
	in := input.Intent{Kind: kind}
	if shift {
		in.Amount = 1
	}
	return []input.Intent{in}
}

// Press is a click on one of the review bar's buttons.
func Press(id int) []input.Intent {
	return []input.Intent{{Kind: input.Click, Target: input.Target{Kind: game.KindReviewButton, Index: id}}}
}

// Button is a click on one of a scene's buttons.
func Button(id int) input.Intent {
	return input.Intent{Kind: input.Click, Target: input.Target{Kind: game.KindButton, Index: id}}
}

// Update runs a frame of a scene, failing the test on an error.
func Update(t testing.TB, env *game.Env, sc game.Scene, intents []input.Intent) game.Change {
	t.Helper()
	c, err := sc.Update(env, intents)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// Replayed is the state after actions played afresh from the deal.
func Replayed[S any, A any, P interface {
	*S
	Apply(a A) error
}](t testing.TB, deal func() (S, error), actions []A) S {
	t.Helper()
	start, err := deal()
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range actions {
		if err := P(&start).Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	return start
}

// Open opens a file in a game's viewer, failing the test if it does not.
func Open[V game.Scene](t testing.TB, env *game.Env, g game.Reviewer, data []byte) V {
	t.Helper()
	sc, err := g.Review(env, data)
	if err != nil {
		t.Fatal(err)
	}
	return sc.(V)
}
