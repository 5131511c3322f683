// Package shell wires the shell's rooms together: it gives the title, the
// pause menu and the App the screens they open (game.Screens), each from
// its own package, and starts the application with them.
package shell

import (
	"orbis/game"
	"orbis/game/lobby"
	"orbis/game/options"
	"orbis/game/saves"
	"orbis/game/stats"
)

// Screens are the shell's rooms, as the title and the pause menu open
// them.
func Screens() game.Screens {
	return game.Screens{
		Options: options.New,
		Stats:   stats.New,
		Saves:   saves.New,
		Review:  saves.NewPicker,
		Lobby:   lobby.New,
		Chat:    lobby.NewChat,
		Seats:   lobby.NewSeats,
		Lost:    lobby.SeatLostScene,
		Replay:  lobby.OpenReplay,
	}
}

// Run opens the window and runs the application, with every room, until
// it is closed.
func Run(opts game.Options) error {
	opts.Screens = Screens()
	return game.Run(opts)
}
