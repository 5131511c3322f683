//go:build !js

package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"

	"orbis/game"
	"orbis/game/online"
)

// cmdBot joins a room as a computer player and plays its seat to the end
// of the game, as a friend's client would: a player with nobody to play
// with, or a test of a server, seats one.
func cmdBot(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("orbis bot", flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("server", "127.0.0.1:8080", "the server's address")
	code := fs.String("code", "", "the room's code")
	name := fs.String("name", "Bot", "the name at the table")
	level := fs.String("level", "medium", "how it plays: a computer level of the room's game")
	quick := fs.String("quick", "", "GAME[:PLAYERS]: ask the quick match for a public table (2 players when not given) instead of --code, and wait there for people")
	profileFile := fs.String("profile", "", "a profile's file: made with a new profile when it does not exist, signed in with otherwise (the display name asked for is --name)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	room, err := online.ParseCode(*code)
	if *quick != "" && (*code != "" || fs.NArg() > 0) {
		return usageError("want --quick or --code, not both")
	} else if *quick == "" && (err != nil || fs.NArg() > 0) {
		return usageError("want --code ABCD-EFGH or --quick GAME[:PLAYERS] (%v)", err)
	}
	url, err := game.ServerURL(*addr)
	if err != nil {
		return usageError("%v", err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	id, err := profileIdentity(*profileFile, *name)
	if err != nil {
		return err
	}
	if *quick != "" {
		return quickBot(ctx, stdout, func(hello online.Message) (*online.Client, error) {
			c, err := online.DialAs(ctx, url, onlineViews(), hello, id)
			if err == nil {
				printProfile(stdout, c)
			}
			return c, err
		}, *quick, *level)
	}
	c, err := online.DialAs(ctx, url, onlineViews(), online.Message{Type: online.TypeJoin, Code: room, Name: *name}, id)
	if err != nil {
		return err
	}
	defer c.Close()
	printProfile(stdout, c)
	_, _, seat := c.Seat()
	fmt.Fprintf(stdout, "seat %d of room %s\n", seat+1, online.ShowCode(room))
	if err := c.PlayAs(ctx, *level, uint64(seat)+1); err != nil {
		return err
	}
	var scores []int
	c.With(func(m online.Match, _ []online.SeatState, _ int64) { scores = m.Scores() })
	fmt.Fprintf(stdout, "game over: scores %v\n", scores)
	return nil
}
