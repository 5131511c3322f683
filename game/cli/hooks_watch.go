//go:build !js

package cli

import (
	"context"
	"fmt"
	"time"

	"orbis/game"
	"orbis/game/lobby"
	"orbis/game/online"
	"orbis/game/online/server"
)

// replayScene is a picture of a shared replay's screen: replayopening
// while it asks the server, replaynotover when the game is under way.
func replayScene(env *game.Env, scene string) game.Scene {
	if scene == "replaynotover" {
		return game.Stacked(game.Title(env), lobby.ReplayDemo(env, &online.Refused{Reason: online.ReasonNotOver}))
	}
	return game.Stacked(game.Title(env), lobby.ReplayDemo(env, nil))
}

// watchingScene is a picture of a spectator's table: a room of a person
// and a computer, watched from another connection.
func (s *shot) watchingScene(env *game.Env) (game.Scene, error) {
	og, ok := s.game.(game.OnlineGame)
	if !ok {
		return nil, fmt.Errorf("%s is not played online", s.game.ID())
	}
	_, url, err := shotServer(server.Config{Games: onlineGames()})
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	seats := []online.SeatInfo{{Kind: "human"}}
	for range max(s.players, 2) - 1 {
		seats = append(seats, online.SeatInfo{Kind: "ai:easy"})
	}
	host, err := online.Dial(ctx, url, env.OnlineViews(), online.Message{Type: online.TypeCreate, Game: og.ID(), Name: "Ada", Seats: seats, Spectators: true})
	if err != nil {
		return nil, err
	}
	code, _, _ := host.Seat()
	c, err := online.Watch(ctx, url, env.OnlineViews(), code)
	if err != nil {
		return nil, err
	}
	return og.PlayOnline(env, c)
}
