//go:build !js

package game

// Screens of the shell made for pictures: only the screenshot command
// calls these, so the web build leaves them out.

// RefusedDemo is the screen of a join the server refused with err, for
// pictures of it.
func RefusedDemo(env *Env, err error) Scene {
	c := &connecting{at: Hosted{Local: "ws://orbis.lan:8080/ws"}, cancel: func() {}, done: make(chan dialResult)}
	c.fail(env, refusalPhrase(err))
	return c
}
