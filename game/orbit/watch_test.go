//go:build !js

package orbit

import (
	"testing"
	"time"

	"orbis/game"
	"orbis/rules/orbit/ai"
)

// TestWatchPlaysOnIntoTheNextGame: orbis fps' table of computer captains
// plays a game to its end and then deals the next, never the final score
// (a measure of the table must go on measuring the table).
func TestWatchPlaysOnIntoTheNextGame(t *testing.T) {
	env := testEnv(t)
	g := New()
	scene, err := g.Headless().Watch(env, 2, int(ai.Easy), game.SpeedInstant)
	if err != nil {
		t.Fatal(err)
	}
	first, ok := scene.(*watching)
	if !ok || first.m.State().NumPlayers() != 2 || first.m.Seats[1].Level != ai.Easy {
		t.Fatalf("Watch gave %T, want a table of two Easy captains", scene)
	}
	defer first.Close()
	deadline := time.Now().Add(time.Minute)
	for time.Now().Before(deadline) {
		change, err := first.Update(env, nil)
		if err != nil {
			t.Fatal(err)
		}
		next := change.Scene()
		if next == nil {
			continue
		}
		w, ok := next.(*watching)
		if !ok {
			t.Fatalf("a game over opened %T, want the next game's table", next)
		}
		defer w.Close()
		if !first.m.State().IsOver() || w.m.State().Turn() != 0 || w.m.Seed != first.m.Seed+1 {
			t.Fatalf("the next game: seed %d after %d (over %v), turn %d", w.m.Seed, first.m.Seed, first.m.State().IsOver(), w.m.State().Turn())
		}
		return
	}
	t.Fatalf("no game over in a minute: turn %d", first.m.State().Turn())
}

// TestWatchBoundsItsSeats: a table of computers has the one-screen
// game's seats, named; more is an error, not a crash.
func TestWatchBoundsItsSeats(t *testing.T) {
	env := testEnv(t)
	for _, n := range []int{0, len(computerNameKeys) + 1} {
		if s, err := New().Watch(env, n, ai.Easy, game.SpeedFast); err == nil {
			s.(*watching).Close()
			t.Errorf("%d captains: no error", n)
		}
	}
}
