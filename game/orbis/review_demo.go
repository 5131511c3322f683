//go:build !js

package orbis

import "orbis/game/saves"

import "orbis/game"

// The viewer and the list of games kept as pictures show them: only the
// screenshot command calls these, so the web build leaves them out.

// demoReview opens a finished demo game in the viewer at a turn in its
// middle, for a picture.
func demoReview(g *Game, env *game.Env, m *match) (game.Scene, error) {
	r, err := newReview(g, env, m.Record())
	if err != nil {
		return nil, err
	}
	r.bar.Seek(r.bar.Turns[len(r.bar.Turns)/2] + 3) // a few actions into a turn: the words say something
	r.refresh(env)
	return r, nil
}

// demoPicker keeps a finished demo game and opens the list of games
// kept, for a picture.
func demoPicker(env *game.Env, m *match) (game.Scene, error) {
	m.Keep(env)
	return saves.NewPicker(env), nil
}
