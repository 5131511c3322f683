package game

import "orbis/render"

// What the tests of the real games in this folder (package game_test) may
// reach of the shell.

// UseMemoryStore keeps an Env's files in memory, as a browser's
// localStorage does.
func UseMemoryStore(env *Env) { env.store = memStore{} }

// TitleMenu is the title's buttons with a game chosen.
func TitleMenu(env *Env, gameID string) []render.MenuButton {
	env.ChooseGame(gameID)
	return newTitle(env).menu
}
