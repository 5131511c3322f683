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

// roomsScene is a picture of a room for many seats: its size as the host
// chooses it (roomsize), or its wait for the host's start, as the host
// sees it (waitingroom) or a guest (waitingguest), with a few friends
// joined; the server is in this process.
func (s *shot) roomsScene(env *game.Env) (game.Scene, error) {
	og, ok := s.game.(game.OnlineGame)
	if !ok {
		return nil, fmt.Errorf("%s is not played online", s.game.ID())
	}
	_, url, err := shotServer(server.Config{Games: onlineGames()})
	if err != nil {
		return nil, err
	}
	hello := online.Message{Type: online.TypeCreate, Game: og.ID(), Name: "Ada", TurnLimit: 60,
		Seats: []online.SeatInfo{{Kind: "human", Name: "Ada"}, {Kind: "open"}, {Kind: "ai:medium", Name: "Medium"}}}
	if s.scene == "roomsize" {
		scene := lobby.RoomSizeDemo(env, game.Hosted{Local: url}, hello)
		for deadline := time.Now().Add(10 * time.Second); !scene.Resting() && time.Now().Before(deadline); {
			time.Sleep(5 * time.Millisecond)
			if _, err := scene.Update(env, nil); err != nil { // takes the server's answer
				return nil, err
			}
		}
		return scene, nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	hello.Limit = lobby.DefaultRoomSeats
	host, err := online.Dial(ctx, url, env.OnlineViews(), hello)
	if err != nil {
		return nil, err
	}
	code, _, _ := host.Seat()
	seen := host
	for i, name := range []string{"Bea", "Cyril", "Dorota"} {
		guest, err := online.Dial(ctx, url, env.OnlineViews(), online.Message{Type: online.TypeJoin, Code: code, Name: name})
		if err != nil {
			return nil, err
		}
		if s.scene == "waitingguest" && i == 1 {
			seen = guest
		}
	}
	for { // the table with every guest in it
		n := 0
		seen.With(func(_ online.Match, t []online.SeatState, _ int64) {
			for _, st := range t {
				if st.Kind == "human" {
					n++
				}
			}
		})
		if n == 4 {
			break
		}
		select {
		case <-seen.Changed():
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	return lobby.Waiting(env, seen, og)
}
