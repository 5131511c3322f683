// Package games is the one registry of the games on the table: the list
// that the window, the browser, the server and every headless command
// read. Adding a game is its own folders (rules/<game>, render/<game>,
// game/<game>) and one line here.
package games

import (
	"orbis/game"
	"orbis/game/orbis"
	"orbis/game/orbit"
)

// Entry is one game of the registry.
type Entry struct {
	// Game is the game itself: for the window and the browser a game.Game,
	// on the desktop also its demo scenes and headless features (Game).
	Game Game
	// Offers are the shell's optional features the game has; a test holds
	// each game to them, so one lost fails it instead of vanishing.
	Offers Offers
}

// Offers name the shell's optional features of a game.
type Offers struct {
	Tutorial bool // game.Teacher: a first game that teaches itself
	Review   bool // game.Reviewer: records and saves open in its viewer
	Tallies  bool // game.Tallied: charts of its own tallies in the statistics
	Online   bool // game.OnlineGame: played in rooms on a server
}

// All is every game on the table, made anew, the default first: the
// title's first tab and the commands' --game default.
func All() []Entry {
	return []Entry{
		{Game: orbis.New(), Offers: Offers{Tutorial: true, Review: true, Tallies: true, Online: true}},
		{Game: orbit.New(), Offers: Offers{Tutorial: true, Review: true, Tallies: true, Online: true}},
	}
}

// Games are every game for the shell's Options.Games, the default first.
func Games() []game.Game {
	all := All()
	out := make([]game.Game, len(all))
	for i, e := range all {
		out[i] = e.Game
	}
	return out
}
