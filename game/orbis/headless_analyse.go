//go:build !js

package orbis

import (
	"context"

	"orbis/game"
	"orbis/game/headless"
	rules "orbis/rules/orbis"
	"orbis/rules/orbis/analysis"
)

// analyseRecord analyses an Orbis record for orbis analyse: every
// decision of its human seats (every seat's when none is human) against
// Hard's search, the players' accuracy and the game's key moments.
func analyseRecord(ctx context.Context, rec *rules.Record, r headless.Analysis) (*analysis.Report, error) {
	return analysis.Analyse(ctx, rec, analysis.Options{Iterations: r.Iterations, Seed: r.Seed}, nil)
}

// analysisText is a report in the words of orbis analyse (the game's,
// Say*): a decision's round and move, a cost in CP, a key moment's why.
func analysisText(rep *analysis.Report, c game.Words) headless.AnalysisText {
	t := headless.AnalysisText{CostKey: "orbis.analysis.cli.cp", ScoreKey: "orbis.analysis.label.score"}
	for _, d := range rep.Decisions {
		t.Decisions = append(t.Decisions, headless.AnalysedDecision{Heading: c.T("orbis.log.turn", d.Round, d.Player),
			Played: headless.AnalysedMove{Notation: d.Played.Notation, Words: SayChoice(d.Played).In(c)},
			Best:   headless.AnalysedMove{Notation: d.Best.Notation, Words: SayChoice(d.Best).In(c)},
			Forced: d.Forced, Cost: d.Cost, WinPlayed: d.WinPlayed, WinBest: d.WinBest, Class: uint8(d.Class)})
	}
	for _, p := range rep.Players {
		n := p.Counts
		t.Players = append(t.Players, headless.AnalysedPlayer{Name: p.Name, Analysed: p.Analysed, Accuracy: p.Accuracy,
			TotalCost: p.TotalCost, Score: p.Score, Counts: [...]int{n.Best, n.Good, n.Inaccuracy, n.Mistake, n.Blunder}})
	}
	for _, m := range rep.KeyMoments {
		t.KeyMoments = append(t.KeyMoments, c.T("orbis.analysis.cli.moment", m.Round, m.Player, SayKeyMoment(&m).In(c)))
	}
	return t
}
