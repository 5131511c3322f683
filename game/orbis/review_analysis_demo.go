//go:build !js

package orbis

import (
	"context"
	"fmt"

	"orbis/game"
	"orbis/rules/orbis/analysis"
)

// Only the screenshot command shows a demo analysis, so the web build
// leaves it out (!js).

// demoIterations are the demo analysis' searches: few, so that a picture
// takes seconds, enough for the classes and key moments to mean something.
const demoIterations = 3000

// demoAnalysis opens a finished demo game in the viewer, analysed, at its
// latest key moment with its decision shown, for a picture.
func demoAnalysis(g *Game, env *game.Env, m *match) (game.Scene, error) {
	r, err := newReview(g, env, m.Record())
	if err != nil {
		return nil, err
	}
	r.an.opts.Iterations, r.an.opts.TimelineIterations = demoIterations, demoIterations/5
	rep, err := analysis.Analyse(context.Background(), r.Rec, r.an.opts, nil)
	if err != nil {
		return nil, fmt.Errorf("orbis: the demo's analysis: %w", err)
	}
	r.takeReport(rep)
	latest := 0 // the latest key moment: the fullest table
	for _, m := range rep.KeyMoments {
		latest = max(latest, m.Turn)
	}
	r.showTurn(latest)
	r.an.tab = tabTurn
	r.refresh(env)
	r.refreshAnalysis(env)
	return r, nil
}
