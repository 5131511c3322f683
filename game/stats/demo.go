//go:build !js

package stats

import "orbis/game"

// Only the screenshot command shows a made-up history, so the web build
// leaves it out (!js).

// Demo is the statistics screen over a made-up history of the games
// on the table (DemoStats): a picture with charts, that never reads or
// writes the player's own record.
func Demo(env *game.Env, seed uint64) game.Scene {
	return openStats(env, game.DemoStats(env.Games(), seed), nil)
}
