package game

import "orbis/game/online"

// Screens open the shell's rooms that the title, the pause menu and the
// App lead to, each in a package of its own under game/ (which imports
// this one): shell.Run gives them. A room left nil is not opened: its
// button does nothing (tests that need no such room leave it out).
type Screens struct {
	Options func(*Env) Scene // the options, over any scene
	Stats   func(*Env) Scene // the statistics, over the title
	Saves   func(*Env) Scene // the games in progress, to resume or delete
	Review  func(*Env) Scene // the list of games to watch again, over the title
	Lobby   func(*Env) Scene // play online: host or join a room
	// Chat is the chat over an online table that has one.
	Chat func(*Env, Chatter) Overlay
	// Seats is the players' overlay over an online table; nil when the
	// table is not one.
	Seats func(*Env) Overlay
	// Lost is the screen of a client whose seat the server took from it,
	// or whose room failed; nil while the client plays its seat.
	Lost func(*Env, *online.Client) Scene
	// Replay opens the finished game of a room's code from a server (an
	// address as typed) in the replay viewer: a shared replay's link.
	Replay func(env *Env, server, code string) Scene
}

// open pushes a room, or puts it in the current scene's place; nothing
// when there is no such room.
func open(room func(*Env) Scene, env *Env, change func(Scene) Change) Change {
	if room == nil {
		return Stay
	}
	return change(room(env))
}
