//go:build !js

package cli

import (
	"testing"

	"orbis/game"
	"orbis/input"
	board "orbis/render/orbit"
)

// planPhoneScout clicks the targets of Orbit's table, made anew by table
// for each try (a game of the same setup, not of the same seed), laid out on a phone of w×h CSS px, and returns where a
// person taps: with order, the button after which a ship of theirs can be
// dragged (Scout); else a ship that can scout, a hex it moves to, and
// Done (the button after which that ship stays, out of the person's hands).
func planPhoneScout(t *testing.T, env *game.Env, table func() game.Scene, w, h float64, order bool) []float64 {
	t.Helper()
	targets := func(s game.Scene) map[input.Target][2]float64 { return targetsOf(env, s, w, h) }
	click := func(s game.Scene, at ...[2]float64) game.Scene {
		for _, p := range at {
			clickOpens(env, s, p[0], p[1], w, h)
		}
		return s
	}
	shipsCan := func(s game.Scene) (ships [][2]float64) {
		for tg, at := range targets(s) {
			if tg.Kind == board.HitShip && s.Draggable(tg) {
				ships = append(ships, at)
			}
		}
		return ships
	}
	start := targets(table())
	if order {
		for tg, at := range start {
			if tg.Kind == game.KindButton && len(shipsCan(click(table(), at))) > 0 {
				return at[:]
			}
		}
		t.Fatalf("no order of Orbit's table on a phone of %.0f×%.0f lets a ship be dragged (%d targets)", w, h, len(start))
	}
	for _, ship := range shipsCan(table()) {
		for hex, at := range start {
			if hex.Kind != board.HitRingHex {
				continue
			}
			// A scout the rules allow in any game (table deals a game of
			// its own each time), as in the page's: a hex or two on.
			var s game.Scene
			var got input.Target
			moves := 0
			for range scoutTries {
				s = click(table(), ship, at)
				if got = s.Hit(env, at[0]*phoneDPR, at[1]*phoneDPR); got.Kind != board.HitShip {
					break
				}
				moves++
			}
			if moves < scoutTries {
				continue
			}
			for b, done := range targets(s) {
				if b.Kind != game.KindButton {
					continue
				}
				// Done: the ship out of the person's hands (the log's drawer
				// hides it; Undo takes the scout back, and it can move).
				if after := click(table(), ship, at, done); !after.Draggable(got) {
					t.Logf("Orbit on a phone: ship %.0f,%.0f to %.0f,%.0f, Done at %.0f,%.0f", ship[0], ship[1], at[0], at[1], done[0], done[1])
					return []float64{ship[0], ship[1], at[0], at[1], done[0], done[1]}
				}
			}
		}
	}
	t.Fatalf("Orbit's table offers no scout by taps on a phone of %.0f×%.0f (%d targets)", w, h, len(start))
	return nil
}
