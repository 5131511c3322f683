//go:build !js

package orbit

import (
	"reflect"
	"testing"
	"time"

	"orbis/game"
	rules "orbis/rules/orbit"
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

// TestSpectateFollowsTheRecord: orbis fps --record shows the recorded game
// step by step to the same end (every action as recorded, the same
// scores), then begins it again.
func TestSpectateFollowsTheRecord(t *testing.T) {
	env := testEnv(t)
	data, err := randomOrbit(3, 11, -1)
	if err != nil {
		t.Fatal(err)
	}
	rec, final, err := rules.ParseRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	scene, err := New().Headless().Spectate(env, data, game.SpeedInstant)
	if err != nil {
		t.Fatal(err)
	}
	s := scene.(*spectating)
	defer s.Close()
	if s.Seats() != 3 || s.m.State().Turn() != 0 || len(s.m.Sess.History()) > 1 {
		t.Fatalf("the record's table opens with %d seats at turn %d, %d steps in", s.Seats(), s.m.State().Turn(), len(s.m.Sess.History()))
	}
	deadline := time.Now().Add(time.Minute)
	for time.Now().Before(deadline) {
		change, err := s.Update(env, nil)
		if err != nil {
			t.Fatal(err)
		}
		time.Sleep(time.Millisecond)
		next := change.Scene()
		if next == nil {
			continue
		}
		if !reflect.DeepEqual(s.m.Sess.Actions(), rec.Actions) || !s.m.State().IsOver() {
			t.Fatalf("the table showed %d of the record's %d actions, over %v", len(s.m.Sess.Actions()), len(rec.Actions), s.m.State().IsOver())
		}
		if got, want := s.m.State().Score(), final.Score(); !reflect.DeepEqual(got.Players[:3], want.Players[:3]) {
			t.Fatalf("scores %+v, the record's %+v", got.Players[:3], want.Players[:3])
		}
		again, ok := next.(*spectating)
		if !ok || again.shown != 0 {
			t.Fatalf("the record's end opened %T, want its table from the start", next)
		}
		again.Close()
		return
	}
	t.Fatalf("the record was not shown to its end in a minute: %d of %d steps", s.shown, len(rec.Actions))
}

// TestSpectateRefusesABadRecord: a record that does not load is an error
// that names it, before any table opens.
func TestSpectateRefusesABadRecord(t *testing.T) {
	if _, err := New().Spectate(testEnv(t), []byte(`{"format":"orbit-record","version":3}`), game.SpeedFast); err == nil {
		t.Fatal("no error")
	}
}
