package game

import "orbis/render"

// What the tests of the real games in this folder (package game_test) may
// reach of the shell.

// TitleMenu is the title's buttons with a game chosen.
func TitleMenu(env *Env, gameID string) []render.MenuButton {
	env.ChooseGame(gameID)
	return newTitle(env).menu
}
