//go:build !js

package orbit

import (
	"fmt"

	"orbis/game"
	"orbis/input"
	rules "orbis/rules/orbit"
	"orbis/rules/orbit/ai"
)

// watchSeed is the first deal of orbis fps --game orbit: the same table
// in every run, so that runs compare.
const watchSeed = 2026

// Watch returns games of computer captains only, one after another, for
// timing the frames (orbis fps): when one ends, the next is dealt from the
// next seed rather than its score shown.
func (g *Game) Watch(env *game.Env, players int, level ai.Level, speed game.Speed) (game.Scene, error) {
	return g.watch(env, players, level, speed, watchSeed)
}

func (g *Game) watch(env *game.Env, players int, level ai.Level, speed game.Speed, seed uint64) (game.Scene, error) {
	if players < rules.MinPlayers || players > len(computerNameKeys) {
		return nil, fmt.Errorf("orbit: a table of %d computer captains, want %d to %d", players, rules.MinPlayers, len(computerNameKeys))
	}
	seats := make([]SeatConfig, players)
	for i := range seats {
		seats[i] = SeatConfig{Name: env.T(computerNameKeys[i]), Level: level}
	}
	m, err := newMatch(seats, 0, seed, false)
	if err != nil {
		return nil, err
	}
	return &watching{play: newPlay(g, env, m, speed), next: func(env *game.Env) (game.Scene, error) {
		return g.watch(env, players, level, speed, seed+1)
	}}, nil
}

// watching is a table watched by orbis fps: the play scene, which opens
// the next game in place of the final score.
type watching struct {
	*play
	next func(env *game.Env) (game.Scene, error)
}

// Update plays the table; a game over opens the next one.
func (w *watching) Update(env *game.Env, intents []input.Intent) (game.Change, error) {
	change, err := w.play.Update(env, intents)
	if err != nil || change.Scene() == nil || !w.m.State().IsOver() {
		return change, err
	}
	w.Close()
	next, err := w.next(env)
	if err != nil {
		return game.Stay, err
	}
	return game.Replace(next), nil
}
