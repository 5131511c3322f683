package tabletest

import (
	"testing"

	"orbis/game"
)

// Resize makes the window w×h and has the scene lay itself out for it as
// the shell does when a window is resized: entered again, restyled, and
// updated once.
func Resize(t testing.TB, env *game.Env, sc game.Scene, w, h float64) {
	t.Helper()
	env.SetWindow(w, h, 1)
	env.Enter(sc)
	if r, ok := sc.(game.Restyler); ok {
		r.Restyle(env)
	}
	if _, err := sc.Update(env, nil); err != nil {
		t.Fatalf("%v×%v: %v", w, h, err)
	}
}
