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
	_, url, err := shotServer(server.Config{Games: onlineGames()})
	if err != nil {
		return nil, err
	}
	seats := []online.SeatInfo{{Kind: "human"}, {Kind: "ai:medium", Name: "Medium"}}
	limit := 0
	for len(seats) < s.players {
		seats = append(seats, online.SeatInfo{Kind: "open"})
	}
	if s.players > online.ClockAbove { // a big room: the server's captains play at once with the person, on a clock
		limit = 60
		for i := 2; i < len(seats); i++ {
			seats[i] = online.SeatInfo{Kind: "ai:medium"}
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c, err := online.Dial(ctx, url, env.OnlineViews(), online.Message{Type: online.TypeCreate, Game: og.ID(), Name: "Ada", Seats: seats, TurnLimit: limit})
	if err != nil {
		return nil, err
	}
	table, err := og.PlayOnline(env, c)
	if err != nil {
		return nil, err
	}
	switch chatter, ok := table.(game.Chatter); {
	case s.scene == "invite":
		return lobby.InviteFirst(env, c, table), nil
	case s.scene == "chat" && ok:
		return game.Stacked(table, lobby.NewChat(env, chatter)), nil
	case s.scene == "onlinepause":
		if p, ok := table.(game.Pausable); ok {
			return game.Stacked(table, game.NewPause(env, p)), nil
		}
	}
	return table, nil
}

// wentBackScene is a picture's online table whose server lost its last
// moves: a room played on one server, then, on a second server of the
// same store, a mark of more saves than the store kept (what damaged
// files leave), and the host back at the table, told.
func (s *shot) wentBackScene(env *game.Env) (game.Scene, error) {
	og, ok := s.game.(game.OnlineGame)
	if !ok {
		return nil, fmt.Errorf("%s is not played online", s.game.ID())
	}
	store := server.NewMemoryStore()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	serve := func() (*server.Server, string, error) {
		return shotServer(server.Config{Games: onlineGames(), Store: store})
	}
	first, url, err := serve()
	if err != nil {
		return nil, err
	}
	// A room whose computer played first, so that moves were kept: the
	// picture says from which action play goes on.
	var (
		c     *online.Client
		steps int
	)
	for try := 0; steps == 0; try++ {
		if c != nil {
			c.Close()
		}
		seats := []online.SeatInfo{{Kind: "human"}, {Kind: "ai:medium", Name: "Medium"}}
		if c, err = online.Dial(ctx, url, env.OnlineViews(), online.Message{Type: online.TypeCreate, Game: og.ID(), Name: "Ada", Seats: seats}); err != nil {
			return nil, err
		}
		for toAct := -1; toAct != 0; {
			c.With(func(m online.Match, _ []online.SeatState, _ int64) { toAct, steps = m.ToAct(), m.Steps() })
			select {
			case <-c.Changed():
			case <-time.After(20 * time.Millisecond):
			case <-ctx.Done():
				return nil, ctx.Err()
			}
		}
		if try == 20 {
			break
		}
	}
	code, token, _ := c.Seat()
	c.Close()
	first.Close()
	lost := map[string]server.Mark{code: {Saves: 40, Steps: steps + 23, Rev: 1 << 30, At: time.Now().Unix()}}
	if err := store.PutMarks(ctx, lost); err != nil {
		return nil, err
	}
	_, url, err = serve()
	if err != nil {
		return nil, err
	}
	c, err = online.Dial(ctx, url, env.OnlineViews(), online.Message{Type: online.TypeResume, Code: code, Token: token})
	if err != nil {
		return nil, err
	}
	return og.PlayOnline(env, c)
}
