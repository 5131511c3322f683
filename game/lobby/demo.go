//go:build !js

package lobby

import "orbis/game"

// A screen made for pictures: only the screenshot command calls it, so
// the web build leaves it out.

// RefusedDemo is the screen of a join the server refused with err, for
// pictures of it.
func RefusedDemo(env *game.Env, err error) game.Scene {
	c := &connecting{at: game.Hosted{Local: "ws://orbis.lan:8080/ws"}, cancel: func() {}, done: make(chan dialResult)}
	c.fail(env, refusalPhrase(err, env.InBrowser()))
	return c
}
