//go:build !js

package orbit

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strconv"

	"orbis/assets"
	"orbis/game/headless"
	"orbis/rules/orbit/analysis"
)

// analyse analyses an Orbit record for orbis analyse: every decision of
// its human seats (every seat's when none is human) against the judge of
// Hard's search, the players' accuracy and the game's key moments, as text
// or as the JSON report. r.Iterations is the rollouts per candidate.
func analyse(ctx context.Context, path string, data []byte, r headless.Analysis, stdout io.Writer) error {
	rec, err := analysis.Parse(data)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	en, err := assets.Load("en")
	if err != nil {
		return err
	}
	rep, err := analysis.Analyse(ctx, rec, analysis.Options{Rollouts: r.Iterations, Seed: r.Seed}, nil)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if r.JSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(rep)
	}
	return writeAnalysis(stdout, rep, en)
}

// writeAnalysis prints a report as text in the catalogue's words: each
// decision with its class and cost, the players' accuracy, the key
// moments.
func writeAnalysis(w io.Writer, rep *analysis.Report, c *assets.Catalog) error {
	class := func(k analysis.Class) string { return sayClass(k).In(c) }
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
		line(c.T("orbit.analysis.turn", d.Turn, d.Player))
		line("  " + pair(c.T("analysis.label.your_move"), c.T("analysis.cli.move", d.Played.Notation, sayMove(c, d.Played))))
		if d.Forced {
			line("  " + c.T("analysis.label.forced"))
		} else {
			line("  " + pair(c.T("analysis.label.best_move"), c.T("analysis.cli.move", d.Best.Notation, sayMove(c, d.Best))))
		}
		line("  " + joined(pair(c.T("analysis.label.cost"), c.T("orbit.analysis.points", decimal(d.Cost, 2))),
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
			pair(c.T("orbit.analysis.score"), strconv.Itoa(p.Score)),
			pair(c.T("analysis.label.cost"), c.T("orbit.analysis.points", decimal(p.TotalCost, 1))),
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
		line("  " + c.T("orbit.analysis.moment_line", m.Turn, m.Player, sayKeyMoment(c, &m)))
	}
	for _, s := range out {
		if _, err := fmt.Fprintln(w, s); err != nil {
			return err
		}
	}
	return nil
}
