//go:build !js

package games

import "orbis/game/headless"

// Game is a game on the desktop: the shell's game with its demo scenes
// and its headless features, which the browser's build leaves out.
type Game = headless.Game
