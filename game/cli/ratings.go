//go:build !js

package cli

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"time"

	"orbis/game"
	"orbis/game/online"
)

// cmdRatings prints a game's leaderboard on a server: rank, name, rating,
// deviation and rated games; with --json a list of objects.
func cmdRatings(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("orbis ratings", flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("server", "127.0.0.1:8080", "the server's address")
	gameID := fs.String("game", "orbis", "the game whose leaderboard to print")
	offset := fs.Int("from", 1, "the first rank to print")
	asJSON := fs.Bool("json", false, "print a JSON list of {rank, name, rating, deviation, games}")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 || *offset < 1 {
		return usageError("want flags only, and --from 1 or more")
	}
	url, err := game.ServerURL(*addr)
	if err != nil {
		return usageError("%v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	rows, err := online.QueryRatings(ctx, url, *gameID, *offset-1)
	if err != nil {
		return err
	}
	if *asJSON {
		if rows == nil {
			rows = []online.RatingRow{}
		}
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(rows)
	}
	if len(rows) == 0 {
		fmt.Fprintf(stdout, "nobody is rated in %s yet\n", *gameID)
		return nil
	}
	fmt.Fprintf(stdout, "%5s  %-24s %7s %9s %6s\n", "rank", "name", "rating", "deviation", "games")
	for _, r := range rows {
		fmt.Fprintf(stdout, "%5d  %-24s %7.0f %9.0f %6d\n", r.Rank, r.Name, r.Rating, r.Deviation, r.Games)
	}
	return nil
}
