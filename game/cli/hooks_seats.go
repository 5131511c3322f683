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

// seatsScene is a picture of a room's players: a server in this process
// and a room of four whose host is this screen (Ada), with Bea here, Cyd
// away and a seat open, nobody having moved yet (no computer sits there:
// the table waits for a person). seats is the players' overlay as the host
// sees it, seatsask with the question before Cyd's seat goes to the
// computer, seatsguest as Bea sees it; lost is a table whose seat was
// taken up on another device.
func (s *shot) seatsScene(env *game.Env) (game.Scene, error) {
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
	dial := func(hello online.Message) (*online.Client, error) {
		return online.Dial(ctx, url, env.OnlineViews(), hello)
	}
	host, err := dial(online.Message{Type: online.TypeCreate, Game: og.ID(), Name: "Ada",
		Seats: []online.SeatInfo{{Kind: "human"}, {Kind: "open"}, {Kind: "open"}, {Kind: "open"}}})
	if err != nil {
		return nil, err
	}
	code, token, _ := host.Seat()
	if s.scene == "lost" {
		if _, err := dial(online.Message{Type: online.TypeResume, Code: code, Token: token}); err != nil {
			return nil, err
		}
		if err := waitClient(ctx, host, func(*online.Client) bool { return host.Err() != nil }); err != nil {
			return nil, err
		}
		if lost := lobby.SeatLostScene(env, host); lost != nil {
			return lost, nil
		}
		return nil, fmt.Errorf("the seat taken up again: %v", host.Err())
	}
	bea, err := dial(online.Message{Type: online.TypeJoin, Code: code, Name: "Bea"})
	if err != nil {
		return nil, err
	}
	cyd, err := dial(online.Message{Type: online.TypeJoin, Code: code, Name: "Cyd"})
	if err != nil {
		return nil, err
	}
	cyd.Close()
	me := host
	if s.scene == "seatsguest" {
		me = bea
	}
	if err := waitClient(ctx, me, func(c *online.Client) bool {
		ready := false
		c.With(func(_ online.Match, t []online.SeatState, _ int64) {
			ready = len(t) == 4 && t[1].Here && t[2].Kind == "human" && !t[2].Here
		})
		return ready
	}); err != nil {
		return nil, fmt.Errorf("the room's players: %w", err)
	}
	table, err := og.PlayOnline(env, me)
	if err != nil {
		return nil, err
	}
	overlay := lobby.NewSeats(env)
	if s.scene == "seatsask" {
		overlay = lobby.SeatsAsking(env, online.TypeToComputer, 2)
	}
	if overlay == nil {
		return nil, fmt.Errorf("the table of %s has no players' overlay", og.ID())
	}
	return game.Stacked(table, overlay), nil
}

// waitClient waits until a client is as ready says.
func waitClient(ctx context.Context, c *online.Client, ready func(*online.Client) bool) error {
	for !ready(c) {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-c.Changed():
		}
	}
	return nil
}
