package lobby

import (
	"errors"

	"orbis/game"
	"orbis/game/online"
)

// The words of a connection that could not be made (online_refused.json).

// dialStatusKeys are the words of a server's refusal before the WebSocket
// upgrade, by its HTTP status (numbers: net/http stays out of the wasm).
var dialStatusKeys = map[int]string{
	429: "online.conn.too_many_from_address", // the server's bound per address
	503: "online.refused.server_full",        // its bound in all: full, as a server whose rooms are
	502: "online.conn.gateway",               // a proxy in front of a server that is down
	504: "online.conn.gateway",
	404: "online.conn.not_game_server", // a web server without the game's /ws
}

// dialPhrase says why no connection to a server could be made, where the
// client can tell; false where it cannot.
func dialPhrase(err error) (game.Phrase, bool) {
	var refused *online.DialRefused
	switch {
	case errors.As(err, &refused):
		if key, ok := dialStatusKeys[refused.Status]; ok {
			return game.Say(key), true
		}
		if refused.Status < 400 { // a page or a redirect where a game server would upgrade
			return game.Say("online.conn.not_game_server"), true
		}
		return game.Say("online.conn.refused_status", refused.Status), true
	case errors.Is(err, online.ErrNothingListens):
		return game.Say("online.conn.nothing_listens"), true
	case errors.Is(err, online.ErrNoSuchHost):
		return game.Say("online.conn.no_such_host"), true
	}
	return game.Phrase{}, false
}
