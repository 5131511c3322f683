//go:build !js

package orbit

import (
	"context"

	"orbis/game"
	"orbis/game/headless"
	rules "orbis/rules/orbit"
	"orbis/rules/orbit/analysis"
)

// analysisText is a report in the words of orbis analyse: a decision's
// turn and move, a cost in points, a key moment's why.
func analysisText(rep *analysis.Report, c game.Words) headless.AnalysisText {
	t := headless.AnalysisText{CostKey: "orbit.analysis.points", ScoreKey: "orbit.analysis.score"}
	for _, p := range rep.Players {
		k := p.Counts
		t.Players = append(t.Players, headless.AnalysedPlayer{Name: p.Name, Analysed: p.Analysed, Accuracy: p.Accuracy,
			TotalCost: p.TotalCost, Score: p.Score, Counts: [...]int{k.Best, k.Good, k.Inaccuracy, k.Mistake, k.Blunder}})
	}
	for _, d := range rep.Decisions {
		t.Decisions = append(t.Decisions, headless.AnalysedDecision{Heading: c.T("orbit.analysis.turn", d.Turn, d.Player),
			Played: headless.AnalysedMove{Notation: d.Played.Notation, Words: sayMove(c, d.Played)},
			Best:   headless.AnalysedMove{Notation: d.Best.Notation, Words: sayMove(c, d.Best)},
			Forced: d.Forced, Cost: d.Cost, WinPlayed: d.WinPlayed, WinBest: d.WinBest, Class: uint8(d.Class)})
	}
	for _, m := range rep.KeyMoments {
		t.KeyMoments = append(t.KeyMoments, c.T("orbit.analysis.moment_line", m.Turn, m.Player, sayKeyMoment(c, &m)))
	}
	return t
}

// analyseRecord analyses an Orbit record for orbis analyse: every
// decision of its human seats (every seat's when none is human) against
// the judge of Hard's search, the players' accuracy and the game's key
// moments. r.Iterations is the rollouts per candidate.
func analyseRecord(ctx context.Context, rec *rules.Record, r headless.Analysis) (*analysis.Report, error) {
	return analysis.Analyse(ctx, rec, analysis.Options{Rollouts: r.Iterations, Seed: r.Seed}, nil)
}
