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
	"orbis/game/lobby"
	"orbis/game/online"
	"orbis/game/online/server"
)

// refusedScene is a picture of what a player sees when a server in this
// process will not go on: toomanyconns, a join past its bound of
// connections from one address (HTTP 429), and connsfull, one past its
// bound in all (503), on the connecting screen; roomfailed, a table whose
// room failed on the server (its rules panic at the first move, as a bug
// would).
func (s *shot) refusedScene(env *game.Env) (game.Scene, error) {
	og, ok := s.game.(game.OnlineGame)
	if !ok {
		return nil, fmt.Errorf("%s is not played online", s.game.ID())
	}
	games, conns := onlineGames(), server.ConnLimits{}
	switch s.scene {
	case "toomanyconns":
		conns.PerAddr = 1
	case "connsfull":
		conns.Max = 1
	case "roomfailed":
		for i, g := range games {
			games[i] = faultyRules{g}
		}
	}
	_, url, err := shotServer(server.Config{Games: games, Conns: conns})
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c, err := online.Dial(ctx, url, env.OnlineViews(), online.Message{Type: online.TypeCreate, Game: og.ID(), Name: "Ada",
		Seats: []online.SeatInfo{{Kind: "human"}, {Kind: "open"}}})
	if err != nil {
		return nil, err
	}
	code, _, _ := c.Seat()
	bea, err := online.Dial(ctx, url, env.OnlineViews(), online.Message{Type: online.TypeJoin, Code: code, Name: "Bea"})
	switch {
	case s.scene != "roomfailed" && err != nil:
		return lobby.RefusedDemo(env, err), nil
	case s.scene != "roomfailed":
		return nil, fmt.Errorf("a join past the server's bounds (%+v) was let in", conns)
	case err != nil:
		return nil, err
	}
	steps, toAct := 0, -1
	c.With(func(m online.Match, _ []online.SeatState, _ int64) { steps, toAct = m.Steps(), m.ToAct() })
	first := c
	if _, _, seat := bea.Seat(); seat == toAct {
		first = bea
	}
	if err := first.Act(steps, []string{"a move the faulty rules panic at"}); err != nil {
		return nil, err
	}
	if err := waitClient(ctx, c, func(c *online.Client) bool { return c.Err() != nil }); err != nil {
		return nil, err
	}
	if failed := lobby.SeatLostScene(env, c); failed != nil {
		return failed, nil
	}
	return nil, fmt.Errorf("the room did not fail: %v", c.Err())
}

// faultyRules are a game's rules whose every move panics on the server.
type faultyRules struct{ online.Ruleset }

func (f faultyRules) Open(record []byte) (online.Match, error) {
	m, err := f.Ruleset.Open(record)
	if err != nil {
		return nil, err
	}
	return faultyMatch{m}, nil
}

type faultyMatch struct{ online.Match }

func (faultyMatch) Play(int, []string) ([]online.Step, error) {
	panic("a fault in the rules, for the picture of a failed room")
}

// shotServer starts a server of cfg in this process for a picture (in
// memory and quiet unless cfg says otherwise), on a port of its own; it
// serves until the picture's process ends or it is closed. It returns the
// server and its WebSocket URL.
func shotServer(cfg server.Config) (*server.Server, string, error) {
	if cfg.Store == nil {
		cfg.Store = server.NewMemoryStore()
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	srv, err := server.New(cfg)
	if err != nil {
		return nil, "", err
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, "", err
	}
	go func() { _ = srv.Serve(context.Background(), ln, "", "") }()
	return srv, "ws://" + ln.Addr().String() + "/ws", nil
}
