package orbis

import (
	"context"

	"orbis/game/table"
	rules "orbis/rules/orbis"
	"orbis/rules/orbis/analysis"
)

// analysisSlice is a stepped analysis' share of a frame, as a computer
// seat's thinking has in a browser.
const analysisSlice = thinkSlice

// analysisRun is a post-game analysis under way (table.AnalysisRun): on
// goroutines where there are threads to spare, a slice of each frame where
// there is one thread (a browser tab).
type analysisRun = table.AnalysisRun[*analysis.Report]

// runAnalysis checks the record and starts its analysis: stepped in
// Update, or on Options.Workers goroutines. A record the analysis cannot
// read is refused here, before anything runs.
func runAnalysis(rec *rules.Record, opts analysis.Options, stepped bool) (analysisRun, error) {
	a, err := analysis.New(rec, opts)
	if err != nil {
		return nil, err
	}
	if stepped {
		return table.SteppedAnalysis(a, analysisSlice), nil
	}
	_, total := a.Progress()
	return table.GoAnalysis(total, func(ctx context.Context, progress func(done, total int)) (*analysis.Report, error) {
		return analysis.Analyse(ctx, rec, opts, progress)
	}), nil
}
