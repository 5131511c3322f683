package game

import (
	"encoding/json"
	"fmt"
	"log"
	"net/url"
	"slices"
	"strings"
	"time"

	"orbis/game/online"
)

// OnlineGame is a game rooms can play: its seats as the host chooses them,
// its rules as the server and the clients play them, and its table for a
// seat whose game is played on a server.
type OnlineGame interface {
	Game
	SeatSetup() SeatSetup
	OnlineView() online.Viewer
	// PlayOnline opens the table of a client's seat.
	PlayOnline(env *Env, c *online.Client) (Scene, error)
}

// ManySeats is an online game whose rooms may seat more players than its
// new-game screen lays out (Orbit's captains): its host chooses the room's
// size, up to OnlineSeats and the server's own cap, and starts the game
// when the seats it wants are taken.
type ManySeats interface {
	OnlineSeats() int
}

// Chatter is an online table whose player can say a canned phrase to the
// others.
type Chatter interface {
	Chat(phrase string)
}

// HostFunc starts a server inside the application (the desktop's, for
// friends on the same network), once, and says where it is.
type HostFunc func() (Hosted, error)

// Hosted is where a server this application runs is: the WebSocket URL
// the application joins it at, the address friends type
// ("192.168.1.20:8080"), and whether it serves the web build there, so
// that a link opens the game in a friend's browser.
type Hosted struct {
	Local, Shared string
	Web           bool
}

// OnlineViews returns how a client follows each game on the table.
func (e *Env) OnlineViews() []online.Viewer {
	var out []online.Viewer
	for _, g := range e.games {
		if og, ok := g.(OnlineGame); ok {
			out = append(out, og.OnlineView())
		}
	}
	return out
}

// CanHost reports whether this application can start a server itself.
func (e *Env) CanHost() bool { return e.host != nil }

// Host starts this application's server, once (CanHost says whether it
// can), and says where it is.
func (e *Env) Host() (Hosted, error) { return e.host() }

// OnlineRef is one of my online games, as the application remembers it:
// where, which room, and the seat's secret.
type OnlineRef struct {
	Server string    `json:"server"` // the WebSocket URL
	Code   string    `json:"code"`
	Token  string    `json:"token"`
	Game   string    `json:"game"`
	Seat   int       `json:"seat"`
	Joined time.Time `json:"joined"`
	Shared string    `json:"shared,omitempty"` // the address friends type, when this application hosts it
	Web    bool      `json:"web,omitempty"`    // the hosting application serves the web build at Shared
}

const (
	onlineFile     = "rooms.json"
	maxOnlineGames = 50
)

// OnlineGames returns my online games, the latest first.
func (e *Env) OnlineGames() []OnlineRef {
	if e.store == nil {
		return nil
	}
	data, err := e.store.read(onlineFile)
	if err != nil {
		return nil
	}
	var refs []OnlineRef
	if err := json.Unmarshal(data, &refs); err != nil {
		log.Printf("orbis: %s: %v", e.store.where(onlineFile), err)
		return nil
	}
	return refs
}

// RememberOnline keeps an online game, to come back to it from the list.
func (e *Env) RememberOnline(ref OnlineRef) {
	if e.store == nil || e.diag {
		return
	}
	refs := slices.DeleteFunc(e.OnlineGames(), func(r OnlineRef) bool { return r.Code == ref.Code && r.Server == ref.Server })
	refs = append([]OnlineRef{ref}, refs...)
	refs = refs[:min(len(refs), maxOnlineGames)]
	data, err := json.Marshal(refs)
	if err == nil {
		err = e.store.write(onlineFile, data)
	}
	if err != nil {
		log.Printf("orbis: keeping the online game %s: %v", ref.Code, err)
	}
}

// ForgetOnline lets go of an online game whose seat is no longer mine
// (I left it): the list of my games would only show it gone.
func (e *Env) ForgetOnline(server, code string) {
	if e.store == nil || e.diag {
		return
	}
	refs := e.OnlineGames()
	kept := slices.DeleteFunc(slices.Clone(refs), func(r OnlineRef) bool { return r.Code == code && r.Server == server })
	if len(kept) == len(refs) {
		return
	}
	data, err := json.Marshal(kept)
	if err == nil {
		err = e.store.write(onlineFile, data)
	}
	if err != nil {
		log.Printf("orbis: forgetting the online game %s: %v", code, err)
	}
}

// HostedOf is where an online game of mine is: its server's URL, and
// where friends reach it when this application hosts it.
func (e *Env) HostedOf(server, code string) Hosted {
	for _, ref := range e.OnlineGames() {
		if ref.Code == code && ref.Server == server {
			return Hosted{Local: server, Shared: ref.Shared, Web: ref.Web}
		}
	}
	return Hosted{Local: server}
}

// ServerURL reads a server's address as a person types it ("host:8080",
// "http://host:8080", "wss://host/ws") into its WebSocket URL.
func ServerURL(addr string) (string, error) {
	addr = strings.TrimSpace(addr)
	if addr == "" {
		return "", fmt.Errorf("no server address")
	}
	if !strings.Contains(addr, "://") {
		addr = "ws://" + addr
	}
	u, err := url.Parse(addr)
	if err != nil || u.Host == "" {
		return "", fmt.Errorf("server address %q: not host:port", addr)
	}
	switch u.Scheme {
	case "http", "ws":
		u.Scheme = "ws"
	case "https", "wss":
		u.Scheme = "wss"
	default:
		return "", fmt.Errorf("server address %q: scheme %q", addr, u.Scheme)
	}
	if u.Path == "" || u.Path == "/" {
		u.Path = "/ws"
	}
	u.RawQuery, u.Fragment = "", ""
	return u.String(), nil
}

// ShareLink is the link a friend opens to join a room from a browser: the
// server's web build, with the room's code. server is its WebSocket URL
// or an address as typed ("192.168.1.20:8080"); "" when it is neither.
func ShareLink(server, code string) string {
	ws, err := ServerURL(server)
	if err != nil {
		return ""
	}
	u, err := url.Parse(ws)
	if err != nil {
		return ""
	}
	if u.Scheme == "wss" {
		u.Scheme = "https"
	} else {
		u.Scheme = "http"
	}
	u.Path, u.RawQuery = "/", "room="+online.ShowCode(code)
	return u.String()
}
