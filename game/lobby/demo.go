//go:build !js

package lobby

import (
	"errors"
	"time"

	"orbis/game"
	"orbis/game/online"
)

// A screen made for pictures: only the screenshot command calls it, so
// the web build leaves it out.

// RefusedDemo is the screen of a join the server refused with err, for
// pictures of it.
func RefusedDemo(env *game.Env, err error) game.Scene { return refusedDemo(env, err, false) }

// OfflineDemo is the screen of a join tried on a page that knows it is
// offline, for pictures of it.
func OfflineDemo(env *game.Env) game.Scene {
	return refusedDemo(env, errors.New("the network is down"), true)
}

func refusedDemo(env *game.Env, err error, offline bool) game.Scene {
	c := &connecting{at: game.Hosted{Local: "ws://orbis.lan:8080/ws"}, cancel: func() {}, done: make(chan dialResult)}
	c.fail(env, refusalPhrase(err, env.InBrowser(), offline))
	return c
}

// MyGamesDemo is the lobby with games of mine as their server answered:
// the person's turn in two (one a day a turn), another's in one, one
// over, one whose server has not answered yet, for pictures of it.
func MyGamesDemo(env *game.Env) game.Scene {
	l, ok := New(env).(*lobby)
	if !ok {
		return nil
	}
	l.stopPoll()
	id := ""
	if l.game != nil {
		id = l.game.ID()
	}
	l.server, l.name = "orbis.lan:8080", "Ada"
	names := []string{"Ada", "Bea", "Chidi"}
	joined := time.Date(2026, 11, 27, 15, 4, 0, 0, time.UTC)
	for i, st := range []online.GameRef{
		{Code: "K9E81GJR", ToAct: 0, TurnLimit: 86400},
		{Code: "HQE5B469", ToAct: 1},
		{Code: "7TWD3MXA", ToAct: 0},
		{Code: "Q2RC8N0P", ToAct: -1, Over: true},
		{Code: "M4VA9FZE"},
	} {
		l.mine = append(l.mine, game.OnlineRef{Server: "ws://orbis.lan:8080/ws", Code: st.Code, Game: id, Token: "t", Joined: joined})
		if i == 4 {
			continue // its server has not answered
		}
		st.Game, st.Names = id, names
		l.status[st.Code] = st
	}
	inOwnFrame(env, l, func() { l.menu = l.buttons(env) })
	return l
}
