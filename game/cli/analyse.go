//go:build !js

package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"

	"orbis/game/headless"
)

// cmdAnalyse analyses a record of a game that has an analysis (Orbis,
// Orbit): every decision of its human seats against the game's search, the
// players' accuracy and the game's key moments, as text or as the JSON
// report.
func cmdAnalyse(args []string, stdout, stderr io.Writer) error {
	analysers := withFeature(func(f headless.Features) bool { return f.Analyse != nil })
	if len(analysers) == 0 {
		return fmt.Errorf("no game has an analysis")
	}
	fs := flag.NewFlagSet("orbis analyse", flag.ContinueOnError)
	fs.SetOutput(stderr)
	asJSON := fs.Bool("json", false, "print the whole report as JSON")
	// Each game weighs a decision in its own unit (Orbis: iterations of its
	// search; Orbit: rollouts of each candidate), so the default is the
	// game's, known once the record is read.
	iterations := fs.Int("iterations", 0, "search iterations (Orbis) or rollouts per candidate (Orbit) of each rated decision; default: the game's own")
	seed := fs.Uint64("seed", 1, "seed of the searches: the same seed and iterations give the same report")
	if err := fs.Parse(args); err != nil {
		return err
	}
	// The record may come before the flags too: "analyse FILE --json".
	var paths []string
	for fs.NArg() > 0 {
		paths = append(paths, fs.Arg(0))
		if err := fs.Parse(fs.Args()[1:]); err != nil {
			return err
		}
	}
	if len(paths) != 1 {
		return usageError("want exactly one record file")
	}
	iterationsSet := false
	fs.Visit(func(f *flag.Flag) { iterationsSet = iterationsSet || f.Name == "iterations" })
	if iterationsSet && *iterations <= 0 {
		return usageError("--iterations wants a positive number, not %d", *iterations)
	}
	path := paths[0]
	data, err := readRecord(path)
	if err != nil {
		return err
	}
	// The game whose record it is; another game's record is the first
	// analysing game's to refuse, in its words.
	g := analysers[0]
	for _, a := range analysers {
		if a.IsRecord(data) {
			g = a
			break
		}
	}
	if !iterationsSet {
		*iterations = g.AnalyseIterations
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	return g.Analyse(ctx, path, data, headless.Analysis{Iterations: *iterations, Seed: *seed, JSON: *asJSON}, stdout)
}
