//go:build !js

package orbit

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
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

// interleaved plays a game of random choices whose follows come in a
// random order of the seats, as an online room receives them, and returns
// its record (version 3: each step's seat).
func interleaved(t *testing.T, players int, seed uint64) []byte {
	t.Helper()
	s, su, err := rules.NewGame(rules.Config{Players: players, Seed: seed, FirstGeneral: -1})
	if err != nil {
		t.Fatal(err)
	}
	rec := &rules.Record{Seed: &seed, Setup: su, By: []int{}}
	for i := range players {
		rec.Players = append(rec.Players, rules.PlayerInfo{Name: fmt.Sprintf("Captain %d", i+1), Kind: "ai:easy"})
	}
	r := rand.New(rand.NewPCG(seed, 7))
	var legal []rules.Action
	var due, toAct []int
	for !s.IsOver() {
		var seat int
		var a rules.Action
		if !s.Simultaneous() {
			seat = s.CurrentPlayer()
			var ok bool
			if a, ok = s.Chance(); !ok {
				legal = s.LegalActions(legal[:0])
				a = legal[r.IntN(len(legal))]
			}
			err = s.Apply(a)
		} else {
			due, toAct = s.Due(due[:0]), s.ToAct(toAct[:0])
			ready := append(slices.Clone(due), toAct...)
			seat = ready[r.IntN(len(ready))]
			var ok bool
			if a, ok = s.ChanceFor(seat); !ok || !slices.Contains(due, seat) {
				legal = s.LegalActionsFor(seat, legal[:0])
				a = legal[r.IntN(len(legal))]
			}
			err = s.ApplyFor(seat, a)
		}
		if err != nil {
			t.Fatalf("step %d, seat %d, %v: %v", len(rec.Actions)+1, seat, a, err)
		}
		rec.Actions, rec.By = append(rec.Actions, a), append(rec.By, seat)
	}
	data, err := rec.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestSpectateFollowsTheRecord: orbis fps --record shows a recorded game
// step by step to the same end (every action as recorded, the same
// scores), a game at one screen's and an online room's alike, then begins
// it again.
func TestSpectateFollowsTheRecord(t *testing.T) {
	atOneScreen, err := randomOrbit(3, 11, -1)
	if err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string][]byte{"seat by seat": atOneScreen, "at once": interleaved(t, 4, 12)} {
		t.Run(name, func(t *testing.T) {
			env := testEnv(t)
			rec, final, err := rules.ParseRecord(data)
			if err != nil {
				t.Fatal(err)
			}
			n := len(rec.Players)
			scene, err := New().Headless().Spectate(env, data, game.SpeedInstant)
			if err != nil {
				t.Fatal(err)
			}
			s := scene.(*spectating)
			defer s.Close()
			if s.Seats() != n || s.m.State().Turn() != 0 || len(s.m.Sess.History()) > 1 {
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
				if got, want := s.m.State().Score(), final.Score(); !reflect.DeepEqual(got.Players[:n], want.Players[:n]) {
					t.Fatalf("scores %+v, the record's %+v", got.Players[:n], want.Players[:n])
				}
				again, ok := next.(*spectating)
				if !ok || again.shown != 0 {
					t.Fatalf("the record's end opened %T, want its table from the start", next)
				}
				again.Close()
				return
			}
			t.Fatalf("the record was not shown to its end in a minute: %d of %d steps", s.shown, len(rec.Actions))
		})
	}
}

// TestSpectateRefusesABadRecord: a record that does not load is an error
// that names it, before any table opens.
func TestSpectateRefusesABadRecord(t *testing.T) {
	if _, err := New().Spectate(testEnv(t), []byte(`{"format":"orbit-record","version":3}`), game.SpeedFast); err == nil {
		t.Fatal("no error")
	}
}
