//go:build !js

package cli

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strconv"

	"orbis/assets"
	"orbis/game/orbis"
	"orbis/rules/orbis/analysis"
)

// cmdAnalyse analyses an Orbis record: every decision of its human seats
// (every seat's when none is human) against Hard's search, the players'
// accuracy and the game's key moments, as text or as the JSON report.
func cmdAnalyse(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("orbis analyse", flag.ContinueOnError)
	fs.SetOutput(stderr)
	asJSON := fs.Bool("json", false, "print the whole report as JSON")
	iterations := fs.Int("iterations", analysis.DefaultIterations, "search iterations per rated decision")
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
	if *iterations <= 0 {
		return usageError("--iterations wants a positive number, not %d", *iterations)
	}
	path := paths[0]
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, 8<<20))
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	rec, err := analysis.Parse(data)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	en, err := assets.Load("en")
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	rep, err := analysis.Analyse(ctx, rec, analysis.Options{Iterations: *iterations, Seed: *seed}, nil)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(rep)
	}
	return writeAnalysis(stdout, rep, en)
}

// writeAnalysis prints a report as text in the catalogue's words (the
// game's, orbis.Say*): each decision with its class and cost, the players'
// accuracy, the key moments.
func writeAnalysis(w io.Writer, rep *analysis.Report, c *assets.Catalog) error {
	class := func(k analysis.Class) string { return orbis.SayClass(k).In(c) }
	pair := func(label, value string) string { return c.T("analysis.cli.pair", label, value) }
	joined := func(parts ...string) string {
		s := parts[0]
		for _, p := range parts[1:] {
			s = c.T("text.separated", s, p)
		}
		return s
	}
	decimal := func(x float64, places int) string { return strconv.FormatFloat(x, 'f', places, 64) }
	percent := func(x float64) string { return decimal(100*x, 0) + "%" }
	var out []string
	line := func(s string) { out = append(out, s) }
	line(c.T("analysis.label.title"))
	for _, d := range rep.Decisions {
		line("")
		line(c.T("log.turn", d.Round, d.Player))
		line("  " + pair(c.T("analysis.label.your_move"), c.T("analysis.cli.move", d.Played.Notation, orbis.SayChoice(d.Played).In(c))))
		if d.Forced {
			line("  " + c.T("analysis.label.forced"))
		} else {
			line("  " + pair(c.T("analysis.label.best_move"), c.T("analysis.cli.move", d.Best.Notation, orbis.SayChoice(d.Best).In(c))))
		}
		line("  " + joined(pair(c.T("analysis.label.cost"), c.T("analysis.cli.cp", decimal(d.Cost, 2))),
			pair(c.T("analysis.label.chance"), c.T("analysis.cli.instead", percent(d.WinPlayed), percent(d.WinBest))),
			class(d.Class)))
	}
	line("")
	line(c.T("analysis.label.accuracy"))
	for _, p := range rep.Players {
		if !p.Analysed {
			line("  " + c.T("analysis.cli.not_analysed", p.Name))
			continue
		}
		n := p.Counts
		line("  " + pair(p.Name, joined(pair(c.T("analysis.label.accuracy"), decimal(p.Accuracy, 1)),
			pair(c.T("analysis.label.score"), strconv.Itoa(p.Score)),
			pair(c.T("analysis.label.cost"), c.T("analysis.cli.cp", decimal(p.TotalCost, 1))),
			pair(class(analysis.Best), strconv.Itoa(n.Best)), pair(class(analysis.Good), strconv.Itoa(n.Good)),
			pair(class(analysis.Inaccuracy), strconv.Itoa(n.Inaccuracy)), pair(class(analysis.Mistake), strconv.Itoa(n.Mistake)),
			pair(class(analysis.Blunder), strconv.Itoa(n.Blunder)))))
	}
	line("")
	line(c.T("analysis.label.key_moments"))
	if len(rep.KeyMoments) == 0 {
		line("  " + c.T("analysis.cli.no_moments"))
	}
	for _, m := range rep.KeyMoments {
		line("  " + c.T("analysis.cli.moment", m.Round, m.Player, orbis.SayKeyMoment(&m).In(c)))
	}
	for _, s := range out {
		if _, err := fmt.Fprintln(w, s); err != nil {
			return err
		}
	}
	return nil
}
