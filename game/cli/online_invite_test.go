//go:build !js

package cli

import (
	"context"
	"testing"
	"time"

	"orbis/game"
	"orbis/game/lobby"
	"orbis/game/online"
	"orbis/game/online/server"
	"orbis/game/orbis"
)

// TestNewRoomInvitesFirst: a room made with a seat left for a friend
// opens with the invitation before its table; a room with no open seat
// opens at its table.
func TestNewRoomInvitesFirst(t *testing.T) {
	_, url := testServer(t, server.Config{})
	env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: "en", Games: []game.Game{orbis.New()}})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name    string
		seats   []online.SeatInfo
		invites bool
	}{
		{"a friend's seat", []online.SeatInfo{{Kind: "human"}, {Kind: "open"}}, true},
		{"computers only", []online.SeatInfo{{Kind: "human"}, {Kind: "ai:easy"}}, false},
	} {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		c, err := online.Dial(ctx, url, env.OnlineViews(), online.Message{Type: online.TypeCreate, Game: "orbis", Name: "Ada", Seats: tc.seats})
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		table, err := orbis.New().PlayOnline(env, c)
		if err != nil {
			t.Fatal(err)
		}
		if first := lobby.InviteFirst(env, c, table); (first != table) != tc.invites {
			t.Errorf("%s: the room opens with %T, want the invitation first: %v", tc.name, first, tc.invites)
		}
		c.Close()
	}
}
