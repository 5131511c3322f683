//go:build !js

package orbit

import (
	"context"
	"fmt"

	"orbis/game"
	"orbis/rules/orbit/analysis"
)

// Only the screenshot command shows a demo analysis, so the web build
// leaves it out (!js).

// demoRollouts are the demo analysis' rollouts per candidate: few, so that
// a picture takes seconds, enough for the classes to mean something.
const demoRollouts = 12

// demoAnalysis opens a finished demo game in the viewer, analysed, at its
// latest key moment (the fullest table), for a picture.
func demoAnalysis(g *Game, env *game.Env, m *match) (game.Scene, error) {
	r, err := newReview(g, env, m.Record())
	if err != nil {
		return nil, err
	}
	r.an.opts.Rollouts, r.an.opts.Candidates = demoRollouts, 4
	rep, err := analysis.Analyse(context.Background(), r.Rec, r.an.opts, nil)
	if err != nil {
		return nil, fmt.Errorf("orbit: the demo's analysis: %w", err)
	}
	r.takeReport(env, rep)
	latest := 0
	for _, m := range rep.KeyMoments {
		latest = max(latest, m.Step)
	}
	r.bar.Seek(latest)
	r.refresh(env)
	return r, nil
}
