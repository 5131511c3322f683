//go:build !js

package cli

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
)

// cmdRandom plays a game of uniformly random legal actions and writes its
// record. The seed decides both the deal and the moves.
func cmdRandom(args []string, stderr io.Writer) error {
	fs := flag.NewFlagSet("orbis random", flag.ContinueOnError)
	fs.SetOutput(stderr)
	gameName := fs.String("game", defaultGame().ID(), "the game: "+gameIDs())
	players := fs.Int("players", 2, "number of players: "+playersUsage())
	seed := fs.Uint64("seed", 1, "seed for the deal and the moves")
	start := fs.Int("start", -1, "start player (Orbit: first General), 0-based; -1 draws it from the seed")
	out := fs.String("out", "", "file to write the record to (- for standard output)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *out == "" || fs.NArg() > 0 {
		return usageError("want --out FILE and no other arguments")
	}
	g, err := gameFlag(*gameName)
	if err != nil {
		return err
	}
	data, err := g.Headless().Random(*players, *seed, *start)
	if err != nil {
		return err
	}
	data = append(data, '\n')
	if *out == "-" {
		_, err = os.Stdout.Write(data)
		return err
	}
	return os.WriteFile(*out, data, 0o644)
}

// cmdReplay replays a record and prints every player's score and breakdown.
func cmdReplay(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("orbis replay", flag.ContinueOnError)
	fs.SetOutput(stderr)
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return usageError("want exactly one record file")
	}
	path := fs.Arg(0)
	data, err := readRecord(path)
	if err != nil {
		return err
	}
	rep, err := recordOf(data).Replay(data)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	return enc.Encode(rep)
}
