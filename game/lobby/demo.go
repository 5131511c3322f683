//go:build !js

package lobby

import (
	"errors"

	"orbis/game"
)

// A screen made for pictures: only the screenshot command calls it, so
// the web build leaves it out.

// RefusedDemo is the screen of a join the server refused with err, for
// pictures of it.
func RefusedDemo(env *game.Env, err error) game.Scene { return refusedDemo(env, err, false) }

// OfflineDemo is the screen of a join tried on a page that knows it is
// offline, for pictures of it.
func OfflineDemo(env *game.Env) game.Scene {
	return refusedDemo(env, errors.New("the network is down"), true)
}

func refusedDemo(env *game.Env, err error, offline bool) game.Scene {
	c := &connecting{at: game.Hosted{Local: "ws://orbis.lan:8080/ws"}, cancel: func() {}, done: make(chan dialResult)}
	c.fail(env, refusalPhrase(err, env.InBrowser(), offline))
	return c
}
