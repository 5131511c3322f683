//go:build !js

package cli

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"time"

	"orbis/game"
	"orbis/game/lobby"
	"orbis/game/online"
	"orbis/game/online/profile"
	"orbis/game/online/server"
)

// quickScene is a picture of Play now (quickmatch): a server in this
// process with a few people rated in the game and two public tables
// waiting for players.
func (s *shot) quickScene(env *game.Env) (game.Scene, error) {
	store := server.NewMemoryStore()
	ratings, err := store.Docs(server.DocsRatings)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for i, p := range []struct {
		name  string
		r, rd float64
		games int
	}{{"Dorota", 1712, 64, 41}, {"Cyril", 1604, 80, 23}, {"Bea", 1533, 120, 9}, {"Ada", 1470, 95, 15}, {"Émile", 1391, 150, 5}} {
		doc, _ := json.Marshal(map[string]any{"name": p.name, "r": p.r, "rd": p.rd, "sigma": 0.06, "games": p.games})
		if _, err := ratings.Create(ctx, fmt.Sprintf("r.%s.PICTURE%09d", s.game.ID(), i), doc); err != nil {
			return nil, err
		}
	}
	ladders, err := onlineLadders()
	if err != nil {
		return nil, err
	}
	_, url, err := shotServer(server.Config{Games: onlineGames(), Store: store, Ladders: ladders})
	if err != nil {
		return nil, err
	}
	for _, t := range []struct {
		name    string
		players int
	}{{"Bea", 2}, {"Cyril", 3}} {
		d, err := profile.NewDevice(rand.Reader)
		if err != nil {
			return nil, err
		}
		c, err := online.DialAs(ctx, url, env.OnlineViews(), online.Message{Type: online.TypeQuick, Game: s.game.ID(), Players: t.players},
			online.NewDeviceIdentity(d, t.name, nil))
		if err != nil {
			return nil, fmt.Errorf("a public table for the picture: %w", err)
		}
		_ = c // waits at its table while the picture is taken
	}
	return lobby.QuickMatchDemo(env, url, s.game), nil
}
