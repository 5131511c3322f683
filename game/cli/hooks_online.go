//go:build !js

package cli

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net"
	"time"

	"orbis/game"
	"orbis/game/online"
	"orbis/game/online/server"
)

// onlineScene is a picture's online table: a server in this process, a
// room whose first seat is this screen's, a computer the server plays,
// and the other seats left open for friends; the scene invite is the
// invitation a new room opens with, before that table, and chat the
// table's chat, which offers it again.
func (s *shot) onlineScene(env *game.Env) (game.Scene, error) {
	og, ok := s.game.(game.OnlineGame)
	if !ok {
		return nil, fmt.Errorf("%s is not played online", s.game.ID())
	}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	srv, err := server.New(server.Config{Games: onlineGames(), Store: server.NewMemoryStore(), Logger: log})
	if err != nil {
		return nil, err
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	go func() { _ = srv.Serve(context.Background(), ln, "", "") }()
	seats := []online.SeatInfo{{Kind: "human"}, {Kind: "ai:medium", Name: "Medium"}}
	for len(seats) < s.players {
		seats = append(seats, online.SeatInfo{Kind: "open"})
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c, err := online.Dial(ctx, "ws://"+ln.Addr().String()+"/ws", env.OnlineViews(), online.Message{Type: online.TypeCreate, Game: og.ID(), Name: "Ada", Seats: seats})
	if err != nil {
		return nil, err
	}
	table, err := og.PlayOnline(env, c)
	if err != nil {
		return nil, err
	}
	switch chatter, ok := table.(game.Chatter); {
	case s.scene == "invite":
		return game.InviteFirst(env, c, table), nil
	case s.scene == "chat" && ok:
		return game.Stacked(table, game.NewChat(env, chatter)), nil
	case s.scene == "onlinepause":
		if p, ok := table.(game.Pausable); ok {
			return game.Stacked(table, game.NewPause(env, p)), nil
		}
	}
	return table, nil
}
