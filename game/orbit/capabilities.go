package orbit

import "orbis/game"

// The shell finds a game's optional features by type assertion; these
// hold Orbit to the ones it has at compile time, so that a method
// renamed or lost fails the build instead of quietly taking the feature
// away. game/games' Offers say the same, and its test holds them to it.
var (
	_ game.Game        = (*Game)(nil)
	_ game.Reviewer    = (*Game)(nil)
	_ game.Tallied     = (*Game)(nil)
	_ game.OnlineGame  = (*Game)(nil)
	_ game.Pausable    = (*play)(nil)
	_ game.OnlineTable = (*play)(nil)
	_ game.Chatter     = (*play)(nil)
)
