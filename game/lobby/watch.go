package lobby

import (
	"errors"
	"strings"

	"orbis/game"
	"orbis/game/online"
)

// watch watches the room of the code typed, as a spectator: its table as
// every seat sees it, at its pace, with its chat, and nothing to do at it.
func (l *lobby) watch(env *game.Env) game.Change {
	code, server, ok := l.room()
	if !ok {
		return game.Stay
	}
	if name := strings.TrimSpace(l.name); name != "" {
		l.remember(env)
	}
	return game.Replace(newConnecting(env, game.Hosted{Local: server}, online.Message{Type: online.TypeWatch, Code: code}))
}

// watchRefused reports whether a watch was refused because the room's
// host keeps it to its players: a finished game can be shared all the
// same, so its replay is asked for then (the replay's answer tells a game
// under way, which stays refused).
func (c *connecting) watchRefused(err error) bool {
	var ref *online.Refused
	return c.hello.Type == online.TypeWatch && errors.As(err, &ref) && ref.Reason == online.ReasonNoWatch
}

// watching opens the table of a room the client watches: nothing of it is
// remembered, as no seat waits to be taken up again.
func (c *connecting) watching(env *game.Env, cl *online.Client, og game.OnlineGame) (game.Change, error) {
	scene, err := Waiting(env, cl, og)
	if err != nil {
		cl.Close()
		return game.Stay, err
	}
	return game.Replace(scene), nil
}

// watchRefusals are the words of the reasons a server gives for not
// letting a connection watch a room.
var watchRefusals = map[string]string{
	online.ReasonNoWatch:           "watch.refused.no_watch",
	online.ReasonTooManySpectators: "watch.refused.too_many",
}

// HostDemo is the new-game screen of a room hosted on a server, for
// pictures of it.
func HostDemo(env *game.Env) game.Scene {
	l, ok := New(env).(*lobby)
	if !ok || l.game == nil {
		return nil
	}
	l.server, l.name = "orbis.lan:8080", "Ada"
	return l.host(env, false).Scene()
}
