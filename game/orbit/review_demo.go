//go:build !js

package orbit

import (
	"orbis/game"
	rules "orbis/rules/orbit"
)

// The viewer as pictures show it: only the screenshot command calls this,
// so the web build leaves it out.

// demoReview opens a finished demo game in the viewer a few actions into
// a turn in its middle, for a picture.
func demoReview(g *Game, env *game.Env, m *match) (game.Scene, error) {
	r, err := newReview(g, env, m.Record())
	if err != nil {
		return nil, err
	}
	// Just after the first move of a turn in the middle that lights a hex:
	// the words and the table say something.
	start := r.bar.Turns[len(r.bar.Turns)/2]
	r.bar.Seek(start + 3)
	for pos := start; pos < min(start+40, r.bar.Len); pos++ {
		if k := r.Rec.Actions[pos].Kind; k == rules.KindScout || k == rules.KindMine || k == rules.KindBuy {
			r.bar.Seek(pos + 1)
			break
		}
	}
	r.refresh(env)
	return r, nil
}
