//go:build !js

package cli

import (
	"flag"
	"io"

	"orbis/game/headless"
)

// cmdArena plays computer players against each other, rotating the seats
// over each seed, and prints each contestant's results.
func cmdArena(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("orbis arena", flag.ContinueOnError)
	fs.SetOutput(stderr)
	def := defaultGame().Headless()
	gameName := fs.String("game", defaultGame().ID(), "the game: "+gameIDs())
	players := fs.Int("players", 2, "players per game: "+playersUsage()+" at one screen; an arena of Orbit's captains takes up to 255")
	list := fs.String("ai", "hard,medium", "comma-separated contestants (easy, medium, hard, expert, random, or a rival: vesta, demeter, etna for Orbis); the last repeats to fill the seats; with --ladder the rungs (default every level, and Orbis' rivals)")
	rollouts := fs.Int("rollouts", 0, "Orbit: Hard's rollouts per candidate (0: its default)")
	games := fs.Int("games", 100, "games to play; with --ladder per pair, even (each seed from both seats)")
	seed := fs.Uint64("seed", 1, "first seed; each seed is played once per seat rotation")
	budget := fs.Duration("budget", def.Budget, "Hard's and Expert's thinking time per turn")
	iterations := headless.PerLevel{Levels: def.Levels}
	fs.Var(&iterations, "iterations", "Hard's and Expert's iterations per turn, K or hard=K,expert=K (reproducible; overrides --budget); Orbit's ladder: Hard's rollouts per candidate")
	workers := fs.Int("workers", 0, "games at once (0: one per core); think times are wall-clock, so time budgets are fair only with 1")
	asJSON := fs.Bool("json", false, "print one JSON object")
	ladder := fs.Bool("ladder", false, "rate every level: a round robin of 2-player games, Elo ratings with 95% intervals")
	out := fs.String("out", "", "with --ladder: rewrite this game's section of this file (e.g. docs/ladder.md)")
	ratings := fs.String("ratings", "assets/ladder.json", "with --ladder --out: rewrite this game's ratings in this file, the ones setup shows (--ratings= for none)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if *out != "" && !*ladder {
		return usageError("--out goes with --ladder")
	}
	if *ladder {
		return runLadder(ladderRun{game: *gameName, Ladder: headless.Ladder{Rungs: *list, AllRungs: !set["ai"], Games: *games, Seed: *seed,
			Budget: *budget, Iterations: iterations, Rollouts: *rollouts, Workers: *workers, Set: set},
			out: *out, ratings: *ratings, asJSON: *asJSON, args: args}, stdout, stderr)
	}
	g, err := gameFlag(*gameName)
	if err != nil {
		return err
	}
	return g.Headless().Arena(headless.Arena{Players: *players, AI: *list, Games: *games, Seed: *seed, Budget: *budget,
		Iterations: iterations, Rollouts: *rollouts, Workers: *workers, JSON: *asJSON, Extra: fs.NArg()}, stdout, stderr)
}

// cmdBalance plays games between equal computer players for 2, 3 and 4
// players and writes the catalogue's balance report.
func cmdBalance(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("orbis balance", flag.ContinueOnError)
	fs.SetOutput(stderr)
	def := defaultGame().Headless()
	gameName := fs.String("game", defaultGame().ID(), "the game: orbis, or orbit (solo games of every level)")
	games := fs.Int("games", 1000, "games per player count (Orbit: solo games per level)")
	level := fs.String("ai", "medium", "the level of every player")
	iterations := fs.Int("iterations", 300, "Hard's iterations per turn, when --ai hard")
	seed := fs.Uint64("seed", 1, "first seed")
	out := fs.String("out", def.BalanceOut, "report file (- for standard output)")
	changes := fs.String("changes", def.BalanceChanges, "hand-written section on what was retuned and why, included when present")
	rollouts := fs.Int("rollouts", 0, "Orbit: Hard's rollouts per candidate (0: its default)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	g, err := gameFlag(*gameName)
	if err != nil {
		return err
	}
	f := g.Headless()
	// The default paths are the default game's; another game has its own.
	if *out == def.BalanceOut {
		*out = f.BalanceOut
	}
	if *changes == def.BalanceChanges {
		*changes = f.BalanceChanges
	}
	return f.Balance(headless.Balance{Games: *games, AI: *level, Iterations: *iterations, Rollouts: *rollouts, Seed: *seed,
		Out: *out, Changes: *changes, Extra: fs.NArg()}, stdout, stderr)
}
