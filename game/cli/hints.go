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

// cmdHints measures the Hint button of the game that has one (Orbis)
// against its post-game analysis: 2-player games against Medium in which
// one seat always plays the hint, that seat's decisions then judged by the
// analysis. The last line sums them up.
func cmdHints(args []string, stdout, stderr io.Writer) error {
	hinted := withFeature(func(f headless.Features) bool { return f.Hints != nil })
	if len(hinted) == 0 {
		return fmt.Errorf("no game has hints")
	}
	g := hinted[0]
	fs := flag.NewFlagSet("orbis hints", flag.ContinueOnError)
	fs.SetOutput(stderr)
	games := fs.Int("games", 10, "games to play")
	seed := fs.Uint64("seed", 1, "the trial's seed: the same seed and iterations give the same result")
	hintIterations := fs.Int("iterations", g.AnalyseIterations, "the hint's search iterations per decision (the desktop's)")
	judgeIterations := fs.Int("judge-iterations", 2*g.AnalyseIterations, "the analysis' iterations per judged decision")
	workers := fs.Int("workers", 0, "games played at once (0: one per core); think times are truest with 1")
	hint := fs.String("hint", "", "the hint's player: the Hint button's search (default), or a level (medium: the button before it searched)")
	asJSON := fs.Bool("json", false, "print the whole trial as JSON")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usageError("unexpected %q", fs.Arg(0))
	}
	if *games <= 0 || *hintIterations <= 0 || *judgeIterations <= 0 || *workers < 0 {
		return usageError("--games, --iterations and --judge-iterations want positive numbers, --workers one not negative")
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	return g.Hints(ctx, headless.Hints{Games: *games, Seed: *seed, HintIterations: *hintIterations,
		JudgeIterations: *judgeIterations, Workers: *workers, Hint: *hint, JSON: *asJSON}, stdout)
}
