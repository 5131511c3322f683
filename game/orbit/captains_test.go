//go:build !js

package orbit

import (
	"testing"

	"orbis/game"
)

// crowdPlay is a table of n captains (a person at seat 0) some turns in,
// laid out at a window of w×h CSS pixels.
func crowdPlay(t *testing.T, env *game.Env, n int, w, h float64) *play {
	t.Helper()
	sc, err := New().Demo(env, "play", n, 7)
	if err != nil {
		t.Fatal(err)
	}
	p := sc.(*play)
	env.SetWindow(w, h, 1)
	env.Enter(p)
	p.Restyle(env)
	return p
}

func TestCrowdDebug(t *testing.T) {
	env := testEnv(t)
	p := crowdPlay(t, env, 24, 390, 844)
	t.Logf("%+v", p.crowd.panel)
}
