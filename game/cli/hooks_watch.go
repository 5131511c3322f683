//go:build !js

package cli

import (
	"orbis/game"
	"orbis/game/lobby"
	"orbis/game/online"
)

// replayScene is a picture of a shared replay's screen: replayopening
// while it asks the server, replaynotover when the game is under way.
func replayScene(env *game.Env, scene string) game.Scene {
	if scene == "replaynotover" {
		return game.Stacked(game.Title(env), lobby.ReplayDemo(env, &online.Refused{Reason: online.ReasonNotOver}))
	}
	return game.Stacked(game.Title(env), lobby.ReplayDemo(env, nil))
}
