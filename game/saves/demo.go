//go:build !js

package saves

import "orbis/game"

// A screen made for pictures: only the screenshot command calls it, so
// the web build leaves it out.

// Demo is the list of the games in progress for a picture, with
// the question before deleting the first one asked if ask.
func Demo(env *game.Env, ask bool) game.Scene {
	l := New(env).(*savesList)
	if ask && len(l.games) > 0 {
		l.asking = 0
		l.layout(env)
	}
	return l
}
