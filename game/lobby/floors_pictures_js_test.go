//go:build js

package lobby

import "orbis/game"

// pictureScreens: the screens made for pictures are not in the web build.
func pictureScreens(*game.Env, map[string]game.Scene) {}
