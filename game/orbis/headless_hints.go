//go:build !js

package orbis

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"time"

	"orbis/game/headless"
	"orbis/rules/orbis/analysis"
)

// hints measures the Hint button against the post-game analysis for orbis
// hints: 2-player games against Medium in which one seat always plays the
// hint (searched for the desktop's fixed iterations, so the run is the
// same on any machine), that seat's decisions then judged by the analysis
// with its own seeds and twice its default iterations. The last line sums
// them up.
func hints(ctx context.Context, r headless.Hints, stdout io.Writer) error {
	began := time.Now()
	opts := analysis.HintTrialOptions{Games: r.Games, Seed: r.Seed, HintIterations: r.HintIterations,
		JudgeIterations: r.JudgeIterations, Workers: r.Workers, Hint: r.Hint}
	var progress func(analysis.HintGame)
	if !r.JSON {
		progress = func(g analysis.HintGame) { writeHintGame(stdout, &g) }
	}
	trial, err := analysis.RunHintTrial(ctx, opts, progress)
	if err != nil {
		return err
	}
	if r.JSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(struct {
			*analysis.HintTrial
			Summary string `json:"summary"`
		}{trial, hintSummary(trial)})
	}
	searched := fmt.Sprintf("the analysis' search, %d iterations", trial.Options.HintIterations)
	if trial.Options.Hint != "" {
		searched = trial.Options.Hint
	}
	cpu := ""
	if trial.CPUMean > 0 {
		cpu = fmt.Sprintf(" (CPU time: mean %.0f ms, p95 %.0f ms)", ms(trial.CPUMean), ms(trial.CPUP95))
	}
	fmt.Fprintf(stdout, "hint think time: mean %.0f ms, p95 %.0f ms%s over %d hints (%s; %d games at once); the hint's seat won %d of %d games; %.0f s in all\n",
		ms(trial.ThinkMean), ms(trial.ThinkP95), cpu, countThinks(trial), searched, trial.Options.Workers,
		trial.Wins, len(trial.Games), time.Since(began).Seconds())
	_, err = fmt.Fprintln(stdout, hintSummary(trial))
	return err
}

// hintSummary is the trial's last line.
func hintSummary(t *analysis.HintTrial) string {
	return fmt.Sprintf("hints: %d decisions, mean loss %.2f CP, mistakes %d, blunders %d", t.Decisions, t.MeanLoss, t.Mistakes, t.Blunders)
}

// writeHintGame prints a game's line, and a line for each decision the
// analysis faulted.
func writeHintGame(w io.Writer, g *analysis.HintGame) {
	loss, choices := 0.0, 0
	for _, d := range g.Decisions {
		if !d.Forced {
			loss += d.Cost
			choices++
		}
	}
	first := "second"
	if g.Starts {
		first = "first"
	}
	fmt.Fprintf(w, "game seed %d: the hint's seat (%s) %d, Medium %d; %d decisions, loss %.2f CP\n", g.Seed, first, g.Score, g.Opponent, choices, loss)
	for _, d := range g.Decisions {
		if d.Class >= analysis.Inaccuracy {
			fmt.Fprintf(w, "  round %d: %s (%s) cost %.2f CP, the analysis prefers %s (visits %d against %d)\n",
				d.Round, d.Played.Notation, d.Class, d.Cost, d.Best.Notation, d.PlayedVisits, d.BestVisits)
		}
	}
}

func countThinks(t *analysis.HintTrial) int {
	n := 0
	for _, g := range t.Games {
		n += len(g.Thinks)
	}
	return n
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
