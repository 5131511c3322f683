//go:build !js

package lobby

import "orbis/game"

// pictureScreens adds the screens made for pictures (left out of the web
// build) to those the floors are measured on.
func pictureScreens(env *game.Env, scenes map[string]game.Scene) {
	scenes["lobby, my games, your turn"] = MyGamesDemo(env)
	scenes["profile, replace the key"] = ProfileAskDemo(env, true)
	scenes["profile, sign out"] = ProfileAskDemo(env, false)
}
