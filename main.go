//go:build !js

// Command orbis is the digital edition of the board game Orbis. With no
// arguments it opens the game window; with a sub-command it runs headless:
//
//	orbis random --players N --seed S --out FILE   play random legal moves, write the record
//	orbis replay FILE                              replay a record, print the score as JSON
//	orbis arena --players N --ai LIST --games G    play computer players against each other
//	orbis screenshot --scene S --out FILE.png      a picture of a scene, from a real window
//	orbis package linux|windows-resources|macos    the files of the desktop packages (build.sh)
//	orbis serve                                    serve the web build (./build.sh web) on 127.0.0.1
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"strings"
	"time"

	"orbis/game"
	rules "orbis/rules/orbis"
	"orbis/rules/orbis/ai"
)

const usage = `usage:
  orbis                                         open the game window
  orbis random --players N --seed S --out FILE  play a game of random legal moves and write its record
  orbis replay FILE                             replay a record and print the score as JSON
  orbis arena --players N --ai LIST --games G --seed S [--budget D | --iterations K] [--json]
                                                play computer players (easy, medium, hard, random) against each other
  orbis screenshot --scene title|setup|play|gameover --players N --seed S --out FILE.png [--size WxH]
                                                render a scene in a real window and save it as PNG
  orbis fps [--players 4] [--seconds 20] [--ai hard] [--speed fast]
                                                frames per second and Update/Draw times while computers play
  orbis balance [--games G] [--ai LEVEL] [--out docs/balance.md]
                                                the catalogue's balance report from games between equal players
  orbis package linux --out DIR [--exec PATH]   write the desktop entry and icons of the Linux package
  orbis package windows-resources --out FILE.syso
                                                write the Windows icon, manifest and version info for go build
  orbis package check-exe FILE.exe              check that a Windows build is a GUI program with its resources
  orbis package macos --out DIR/Orbis.app --amd64 BIN --arm64 BIN [--zip FILE]
                                                assemble the macOS app bundle with a universal executable
  orbis serve [--dir dist/web] [--port 8080]    serve the web build on 127.0.0.1
`

func main() {
	if len(os.Args) > 1 {
		os.Exit(runCommand(os.Args[1], os.Args[2:], os.Stdout, os.Stderr))
	}
	if err := game.Run(game.Options{}); err != nil {
		fmt.Fprintln(os.Stderr, "orbis:", err)
		os.Exit(1)
	}
}

// runCommand runs a headless sub-command and returns the exit code.
func runCommand(name string, args []string, stdout, stderr io.Writer) int {
	var err error
	switch name {
	case "random":
		err = cmdRandom(args, stderr)
	case "replay":
		err = cmdReplay(args, stdout, stderr)
	case "arena":
		err = cmdArena(args, stdout, stderr)
	case "balance":
		err = cmdBalance(args, stdout, stderr)
	case "screenshot":
		err = cmdScreenshot(args, stderr)
	case "fps":
		err = cmdFPS(args, stdout, stderr)
	case "package":
		err = cmdPackage(args, stdout, stderr)
	case "serve":
		err = cmdServe(args, stdout, stderr)
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return 0
	default:
		fmt.Fprintf(stderr, "orbis: unknown command %q\n%s", name, usage)
		return 2
	}
	switch {
	case errors.Is(err, flag.ErrHelp):
		return 0
	case errors.Is(err, errUsage):
		fmt.Fprintf(stderr, "orbis %s: %v\n", name, err)
		return 2
	case err != nil:
		fmt.Fprintf(stderr, "orbis %s: %v\n", name, err)
		return 1
	}
	return 0
}

var errUsage = errors.New("usage")

func usageError(format string, args ...any) error {
	return fmt.Errorf("%s (%w)", fmt.Sprintf(format, args...), errUsage)
}

// cmdRandom plays a game of uniformly random legal actions and writes its
// record. The seed decides both the deal and the moves.
func cmdRandom(args []string, stderr io.Writer) error {
	fs := flag.NewFlagSet("orbis random", flag.ContinueOnError)
	fs.SetOutput(stderr)
	players := fs.Int("players", 2, "number of players, 2 to 4")
	seed := fs.Uint64("seed", 1, "seed for the deal and the moves")
	start := fs.Int("start", -1, "start player (0-based); -1 draws it from the seed")
	out := fs.String("out", "", "file to write the record to (- for standard output)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *out == "" || fs.NArg() > 0 {
		return usageError("want --out FILE and no other arguments")
	}
	s, su, err := rules.NewGame(rules.Config{Players: *players, Seed: *seed, StartPlayer: *start})
	if err != nil {
		return err
	}
	infos := make([]rules.PlayerInfo, *players)
	for i := range infos {
		infos[i] = rules.PlayerInfo{Name: fmt.Sprintf("Random %d", i+1), Kind: "random"}
	}
	rec := rules.NewRecord(infos, seed, su)
	r := rand.New(rand.NewPCG(*seed, 0x5eed))
	var legal []rules.Action
	for !s.IsOver() {
		legal = s.LegalActions(legal[:0])
		a := legal[r.IntN(len(legal))]
		if err := s.Apply(a); err != nil {
			return fmt.Errorf("internal error: a legal action was refused: %w", err)
		}
		rec.Actions = append(rec.Actions, a)
	}
	data, err := rec.Marshal()
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
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	rec, s, err := rules.ReadRecord(f)
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

// cmdArena plays computer players against each other, rotating the seats
// over each seed, and prints each contestant's results.
func cmdArena(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("orbis arena", flag.ContinueOnError)
	fs.SetOutput(stderr)
	players := fs.Int("players", 2, "players per game, 2 to 4")
	list := fs.String("ai", "hard,medium", "comma-separated contestants (easy, medium, hard, random); the last repeats to fill the seats")
	games := fs.Int("games", 100, "games to play")
	seed := fs.Uint64("seed", 1, "first seed; each seed is played once per seat rotation")
	budget := fs.Duration("budget", ai.DefaultBudget, "Hard's thinking time per turn")
	iterations := fs.Int("iterations", 0, "Hard's iterations per turn (reproducible; overrides --budget)")
	workers := fs.Int("workers", 0, "games at once (0: one per core)")
	asJSON := fs.Bool("json", false, "print one JSON object")
	if err := fs.Parse(args); err != nil {
		return err
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
		if _, err := ai.ParseLevel(name); err != nil && name != ai.Random {
			return usageError("unknown contestant %q", name)
		}
		seats[i] = ai.Seat{Name: name, Budget: *budget, Iterations: *iterations}
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
	fmt.Fprintf(stdout, "%-8s %6s %8s %9s %15s %8s %8s %10s %9s\n", "ai", "seats", "wins", "win rate", "95% CI", "score", "margin", "think ms", "max ms")
	for _, s := range standings {
		fmt.Fprintf(stdout, "%-8s %6d %8.1f %8.1f%% %6.1f%%-%5.1f%% %8.1f %8.1f %10.1f %9.1f\n", s.AI, s.Seats, s.Wins, 100*s.WinRate,
			100*s.CI95[0], 100*s.CI95[1], s.MeanScore, s.MeanMargin, s.MeanThink, s.MaxThink)
	}
	return nil
}

// cmdBalance plays games between equal computer players for 2, 3 and 4
// players and writes the catalogue's balance report.
func cmdBalance(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("orbis balance", flag.ContinueOnError)
	fs.SetOutput(stderr)
	games := fs.Int("games", 1000, "games per player count")
	level := fs.String("ai", "medium", "the level of every player")
	iterations := fs.Int("iterations", 300, "Hard's iterations per turn, when --ai hard")
	seed := fs.Uint64("seed", 1, "first seed")
	out := fs.String("out", "docs/balance.md", "report file (- for standard output)")
	changes := fs.String("changes", "docs/balance-changes.md", "hand-written section on what was retuned and why, included when present")
	if err := fs.Parse(args); err != nil {
		return err
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

// cmdScreenshot renders one scene in a real window and writes it as PNG.
func cmdScreenshot(args []string, stderr io.Writer) error {
	fs := flag.NewFlagSet("orbis screenshot", flag.ContinueOnError)
	fs.SetOutput(stderr)
	scene := fs.String("scene", "play", "title, setup, play, choice (a choice panel open), hint (a hint shown) or gameover")
	players := fs.Int("players", 2, "players, 2 to 4")
	seed := fs.Uint64("seed", 1, "seed of the game shown")
	out := fs.String("out", "", "PNG file to write")
	size := fs.String("size", "", "window size WxH (default 1280x800)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	var w, h int
	if *size != "" {
		if _, err := fmt.Sscanf(*size, "%dx%d", &w, &h); err != nil || w < 320 || h < 200 {
			return usageError("--size wants WxH, e.g. 2560x1600")
		}
	}
	if *out == "" || fs.NArg() > 0 || *players < rules.MinPlayers || *players > rules.MaxPlayers {
		return usageError("want --out FILE.png, --players 2..4 and no other arguments")
	}
	dir, err := os.MkdirTemp("", "orbis-shot-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	// A fresh config folder: a screenshot never shows or touches a real save.
	return game.Run(game.Options{ConfigDir: dir, Shot: &game.Shot{Scene: *scene, Players: *players, Seed: *seed, Out: *out, W: w, H: h}})
}

// cmdFPS measures the frame rate and frame times in a real window while
// computer seats play.
func cmdFPS(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("orbis fps", flag.ContinueOnError)
	fs.SetOutput(stderr)
	players := fs.Int("players", 4, "computer seats, 2 to 4")
	seconds := fs.Float64("seconds", 20, "how long to measure")
	level := fs.String("ai", "hard", "the computers' level")
	speed := fs.String("speed", "fast", "slow, normal, fast or instant")
	if err := fs.Parse(args); err != nil {
		return err
	}
	lvl, err := ai.ParseLevel(*level)
	speeds := map[string]game.Speed{"slow": game.SpeedSlow, "normal": game.SpeedNormal, "fast": game.SpeedFast, "instant": game.SpeedInstant}
	sp, ok := speeds[*speed]
	if err != nil || !ok || fs.NArg() > 0 || *players < rules.MinPlayers || *players > rules.MaxPlayers || *seconds <= 0 {
		return usageError("want --players 2..4, --seconds > 0, --ai easy|medium|hard, --speed slow|normal|fast|instant")
	}
	dir, err := os.MkdirTemp("", "orbis-fps-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	bench := &game.Bench{Players: *players, Duration: time.Duration(*seconds * float64(time.Second)), Level: lvl, Speed: sp, Out: stdout}
	return game.Run(game.Options{ConfigDir: dir, Bench: bench})
}
