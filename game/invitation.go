package game

import (
	"net/url"

	"orbis/game/online"
)

// Invitation is how friends join a room: the link a browser opens ("" when
// the server serves no web build), the address the game joins at, and the
// room's code as shown.
type Invitation struct {
	Link, Address, Code string
}

// OpenRoom is an online table whose friends may still come: how they join,
// and whether a seat is open for them.
type OpenRoom interface {
	Invitation() Invitation
	Open() bool
}

// Invitation says how friends join the room of code on the server at
// server (its WebSocket URL): at this application's own server when it
// hosts the room (a link only when it serves the web build), else at that
// server, whose web build its link opens.
func (e *Env) Invitation(server, code string) Invitation {
	inv := Invitation{Code: online.ShowCode(code)}
	for _, ref := range e.OnlineGames() {
		if ref.Code == code && ref.Shared != "" {
			inv.Address = ref.Shared
			if ref.Web {
				inv.Link = ShareLink(ref.Shared, code)
			}
			return inv
		}
	}
	inv.Link, inv.Address = ShareLink(server, code), typedAddress(server)
	return inv
}

// typedAddress is a server's WebSocket URL as a person types it in the
// lobby: host:port, with https:// for a secure one.
func typedAddress(server string) string {
	u, err := url.Parse(server)
	if err != nil || u.Host == "" {
		return server
	}
	switch {
	case u.Path != "/ws":
		return server
	case u.Scheme == "wss":
		return "https://" + u.Host
	}
	return u.Host
}

// Waiting says the table waits for a friend to take an open seat, and how
// they join.
func (inv Invitation) Waiting(env *Env) string {
	switch {
	case inv.Link != "":
		return env.T("online.waiting_open_link", inv.Link, inv.Address, inv.Code)
	case inv.Address != "":
		return env.T("online.waiting_open_at", inv.Address, inv.Code)
	}
	return env.T("online.waiting_open", inv.Code)
}

// SetRoom makes r the online table made last: the chat offers its
// invitation, the pause menu its players.
func (e *Env) SetRoom(r OpenRoom) { e.room = r }

// Room is the online table made last, whose friends may still come; nil
// before one.
func (e *Env) Room() OpenRoom { return e.room }
