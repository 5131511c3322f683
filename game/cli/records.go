//go:build !js

package cli

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"

	rules "orbis/rules/orbis"
	"orbis/rules/orbit"
)

// cmdRandom plays a game of uniformly random legal actions and writes its
// record. The seed decides both the deal and the moves.
func cmdRandom(args []string, stderr io.Writer) error {
	fs := flag.NewFlagSet("orbis random", flag.ContinueOnError)
	fs.SetOutput(stderr)
	gameName := fs.String("game", "orbis", "the game: orbis or orbit")
	players := fs.Int("players", 2, "number of players: 2 to 4 for Orbis, 1 to 6 for Orbit")
	seed := fs.Uint64("seed", 1, "seed for the deal and the moves")
	start := fs.Int("start", -1, "start player (Orbit: first General), 0-based; -1 draws it from the seed")
	out := fs.String("out", "", "file to write the record to (- for standard output)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *out == "" || fs.NArg() > 0 {
		return usageError("want --out FILE and no other arguments")
	}
	var data []byte
	var err error
	switch *gameName {
	case "orbis":
		data, err = randomOrbis(*players, *seed, *start)
	case "orbit":
		data, err = randomOrbit(*players, *seed, *start)
	default:
		return usageError("--game wants orbis or orbit, not %q", *gameName)
	}
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

// randomOrbis plays an Orbis game of random legal actions and returns its
// record.
func randomOrbis(players int, seed uint64, start int) ([]byte, error) {
	s, su, err := rules.NewGame(rules.Config{Players: players, Seed: seed, StartPlayer: start})
	if err != nil {
		return nil, err
	}
	infos := make([]rules.PlayerInfo, players)
	for i := range infos {
		infos[i] = rules.PlayerInfo{Name: fmt.Sprintf("Random %d", i+1), Kind: "random"}
	}
	rec := rules.NewRecord(infos, &seed, su)
	r := rand.New(rand.NewPCG(seed, 0x5eed))
	var legal []rules.Action
	for !s.IsOver() {
		legal = s.LegalActions(legal[:0])
		a := legal[r.IntN(len(legal))]
		if err := s.Apply(a); err != nil {
			return nil, fmt.Errorf("internal error: a legal action was refused: %w", err)
		}
		rec.Actions = append(rec.Actions, a)
	}
	return rec.Marshal()
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
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	head, err := io.ReadAll(io.LimitReader(f, 8<<20))
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if orbit.IsRecord(head) {
		return replayOrbit(path, head, stdout)
	}
	rec, s, err := rules.ReadRecord(bytes.NewReader(head))
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	names := make([]string, len(rec.Players))
	for i, p := range rec.Players {
		names[i] = p.Name
	}
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	return enc.Encode(s.Report(names))
}
