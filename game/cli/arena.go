//go:build !js

package cli

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	rules "orbis/rules/orbis"
	"orbis/rules/orbis/ai"
)

// cmdArena plays computer players against each other, rotating the seats
// over each seed, and prints each contestant's results.
func cmdArena(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("orbis arena", flag.ContinueOnError)
	fs.SetOutput(stderr)
	gameName := fs.String("game", "orbis", "the game: orbis or orbit")
	players := fs.Int("players", 2, "players per game: 2 to 4 for Orbis, 1 to 6 for Orbit")
	list := fs.String("ai", "hard,medium", "comma-separated contestants (easy, medium, hard, expert, random, or a rival: vesta, demeter, etna for Orbis); the last repeats to fill the seats; with --ladder the rungs (default every level, and Orbis' rivals)")
	rollouts := fs.Int("rollouts", 0, "Orbit: Hard's rollouts per candidate (0: its default)")
	games := fs.Int("games", 100, "games to play; with --ladder per pair, even (each seed from both seats)")
	seed := fs.Uint64("seed", 1, "first seed; each seed is played once per seat rotation")
	budget := fs.Duration("budget", ai.DefaultBudget, "Hard's and Expert's thinking time per turn")
	var iterations perLevel
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
		return runLadder(ladderRun{game: *gameName, rungs: *list, allRungs: !set["ai"], games: *games, seed: *seed,
			budget: *budget, iterations: iterations, rollouts: *rollouts, workers: *workers, out: *out, ratings: *ratings, asJSON: *asJSON,
			args: args, set: set}, stdout, stderr)
	}
	switch *gameName {
	case "orbis":
	case "orbit":
		return arenaOrbit(*players, *list, *games, *seed, *rollouts, *workers, *asJSON, stdout, stderr)
	default:
		return usageError("--game wants orbis or orbit, not %q", *gameName)
	}
	if fs.NArg() > 0 || *players < rules.MinPlayers || *players > rules.MaxPlayers || *games < 1 {
		return usageError("want --players 2..4, --games >= 1 and no other arguments")
	}
	names := strings.Split(*list, ",")
	if len(names) > *players {
		return usageError("%d contestants for %d seats", len(names), *players)
	}
	seats := make([]ai.Seat, *players)
	for i := range seats {
		name := strings.TrimSpace(names[min(i, len(names)-1)])
		if _, _, err := ai.Contestant(name); err != nil && name != ai.Random {
			return usageError("unknown contestant %q", name)
		}
		seats[i] = ai.Seat{Name: name, Budget: *budget, Iterations: iterations.For(name)}
	}
	start, shown := time.Now(), time.Now()
	arena := ai.Arena{Seats: seats, Games: *games, Seed: *seed, Workers: *workers,
		Progress: func(done, total int) {
			// At most once a second, so that a log of a long run stays short.
			if time.Since(shown) >= time.Second || done == total {
				shown = time.Now()
				fmt.Fprintf(stderr, "game %d/%d, %s\n", done, total, time.Since(start).Round(time.Second))
			}
		}}
	standings, err := arena.Run(context.Background())
	if err != nil {
		return err
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		return enc.Encode(struct {
			Games   int           `json:"games"`
			Players []ai.Standing `json:"players"`
		}{*games, standings})
	}
	fmt.Fprintf(stdout, "%d games, %d players, seeds from %d, seats rotated\n", *games, *players, *seed)
	fmt.Fprintf(stdout, "%-8s %6s %8s %9s %15s %8s %8s %10s %9s %9s\n", "ai", "seats", "wins", "win rate", "95% CI", "score", "margin", "think ms", "p95 ms", "max ms")
	for _, s := range standings {
		fmt.Fprintf(stdout, "%-8s %6d %8.1f %8.1f%% %6.1f%%-%5.1f%% %8.1f %8.1f %10.1f %9.1f %9.1f\n", s.AI, s.Seats, s.Wins, 100*s.WinRate,
			100*s.CI95[0], 100*s.CI95[1], s.MeanScore, s.MeanMargin, s.MeanThink, s.P95Think, s.MaxThink)
	}
	return nil
}

// cmdBalance plays games between equal computer players for 2, 3 and 4
// players and writes the catalogue's balance report.
func cmdBalance(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("orbis balance", flag.ContinueOnError)
	fs.SetOutput(stderr)
	gameName := fs.String("game", "orbis", "the game: orbis, or orbit (solo games of every level)")
	games := fs.Int("games", 1000, "games per player count (Orbit: solo games per level)")
	level := fs.String("ai", "medium", "the level of every player")
	iterations := fs.Int("iterations", 300, "Hard's iterations per turn, when --ai hard")
	seed := fs.Uint64("seed", 1, "first seed")
	out := fs.String("out", "docs/balance.md", "report file (- for standard output)")
	changes := fs.String("changes", "docs/balance-changes.md", "hand-written section on what was retuned and why, included when present")
	rollouts := fs.Int("rollouts", 0, "Orbit: Hard's rollouts per candidate (0: its default)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *gameName == "orbit" {
		if *out == "docs/balance.md" {
			*out = "docs/orbit/balance.md"
		}
		if *changes == "docs/balance-changes.md" {
			*changes = "docs/orbit/balance-changes.md"
		}
		return balanceOrbit(*games, *seed, *rollouts, *out, *changes, stderr)
	}
	if _, err := ai.ParseLevel(*level); err != nil || fs.NArg() > 0 || *games < 1 {
		return usageError("want --ai easy|medium|hard, --games >= 1 and no other arguments")
	}
	var b strings.Builder
	fmt.Fprintf(&b, "# Catalogue balance report\n\nGenerated by `orbis balance --games %d --ai %s --seed %d`", *games, *level, *seed)
	if *level == "hard" {
		fmt.Fprintf(&b, " (Hard at %d iterations per turn)", *iterations)
	}
	b.WriteString(": games between equal computer players, seats rotated over each seed.\n\n")
	if text, err := os.ReadFile(*changes); err == nil {
		b.Write(text)
		b.WriteString("\n")
	}
	for players := rules.MinPlayers; players <= rules.MaxPlayers; players++ {
		start := time.Now()
		bal, err := ai.RunBalance(context.Background(), players, *level, *games, *seed, *iterations, func(done, total int) {
			if done == total {
				fmt.Fprintf(stderr, "%d players: %d games in %s\n", players, total, time.Since(start).Round(time.Second))
			}
		})
		if err != nil {
			return err
		}
		b.WriteString(bal.Markdown())
		weak, strong := bal.Outliers()
		fmt.Fprintf(&b, "\nRarely worth it (face up under 25%% of takes, or validated under 15%%): %s. Nearly always the right pick (taken at the first chance over 80%% of the time): %s.\n\n",
			listOrNone(weak), listOrNone(strong))
	}
	if *out == "-" {
		_, err := io.WriteString(stdout, b.String())
		return err
	}
	return os.WriteFile(*out, []byte(b.String()), 0o644)
}

func listOrNone(ids []string) string {
	if len(ids) == 0 {
		return "none"
	}
	return strings.Join(ids, ", ")
}
