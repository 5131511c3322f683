package lobby

import (
	"context"
	"log"
	"time"

	"orbis/game"
	"orbis/game/online"
)

// My games follow the profile: where the device has a profile, the
// lobby asks the server typed for the profile's games too, signed in, and
// lists those this device holds no token of (begun on another device)
// after its own. Opening one takes the seat back with a reclaim: the
// server gives the seat a new token here and the other device's is
// revoked; the person chose it, the client never does it by itself.

// profileGames are the profile's games on a server, as it answered.
type profileGames struct {
	server string
	games  []online.GameRef
}

// askProfile asks the lobby's server for the profile's games, in the
// background; nothing when the device has no profile yet (the lobby makes
// none by being opened) or no server is typed.
func (l *lobby) askProfile(env *game.Env) {
	if _, has, _ := env.Profile(); !has {
		return
	}
	url, err := game.ServerURL(l.server)
	if err != nil {
		return
	}
	id := env.Identity()
	if id == nil {
		return
	}
	l.fromProfile = make(chan profileGames, 1)
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		s, err := online.OpenProfile(ctx, url, id)
		if err != nil {
			log.Printf("orbis: my profile's games at %s: %v", url, err)
			l.fromProfile <- profileGames{server: url}
			return
		}
		defer s.Close()
		games, err := s.Games(ctx)
		if err != nil {
			log.Printf("orbis: my profile's games at %s: %v", url, err)
		}
		l.fromProfile <- profileGames{server: url, games: games}
	}()
}

// takeProfileGames adds the profile's unfinished games this device has
// no seat of to my games, once the server answered.
func (l *lobby) takeProfileGames() {
	select {
	case pg := <-l.fromProfile:
		l.fromProfile = nil
		l.addProfileGames(pg)
		l.seeTurns(pg.games)
	default:
	}
}

// addProfileGames adds the profile's unfinished games this device has no
// seat of to my games, and tells where those it listed so stand now (a
// game of the device's own seat is told by its token's answer).
func (l *lobby) addProfileGames(pg profileGames) {
	byToken := map[string]bool{}
	listed := map[string]bool{}
	for _, ref := range l.mine {
		listed[ref.Code] = true
		byToken[ref.Code] = byToken[ref.Code] || ref.Token != ""
	}
	for _, g := range pg.games {
		switch {
		case byToken[g.Code]:
		case listed[g.Code]:
			l.status[g.Code] = g
		case !g.Over:
			l.mine = append(l.mine, game.OnlineRef{Server: pg.server, Code: g.Code, Game: g.Game, Seat: g.Seat})
			l.status[g.Code] = g
		}
	}
}

// seeTurns has the first answers looked at for the notifications too:
// a turn that is already the person's as the lobby opens is not news.
func (l *lobby) seeTurns(games []online.GameRef) {
	if l.poll != nil {
		l.poll.see(games)
	}
}

// helloOf is how one of my games is opened: with its token, or, for a
// game of the profile's begun on another device, by taking its seat back.
func helloOf(ref game.OnlineRef) online.Message {
	if ref.Token == "" {
		return online.Message{Type: online.TypeReclaim, Code: ref.Code}
	}
	return online.Message{Type: online.TypeResume, Code: ref.Code, Token: ref.Token}
}
