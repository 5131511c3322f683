//go:build js

package games

import "orbis/game"

// Game is a game in the browser: the shell's game alone, so that the
// headless commands add nothing to the download.
type Game = game.Game
