package table

import (
	"errors"
	"testing"

	"orbis/game"
	"orbis/game/session"
	"orbis/render"
)

// raceToReview is a race of a computer and a person three turns in, to
// review.
func raceToReview(t *testing.T) (*raceSpec, *game.Env, *Match[race, raceAction, race, *race, *raceRecord, raceSeat]) {
	t.Helper()
	spec := newRaceSpec()
	env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: "en"})
	if err != nil {
		t.Fatal(err)
	}
	m, err := NewMatch(spec, []raceSeat{{Name: "Bot", Computer: true}, {Name: "Ada"}}, 0, 4, false)
	if err != nil {
		t.Fatal(err)
	}
	playRace(t, m, 3)
	return spec, env, m
}

// TestReplayKeepsEveryPosition: a file of the game replays once, every
// position kept and who took each action; another game's file is not the
// game's, a broken one wraps the rules' error; the bar opens at the end.
func TestReplayKeepsEveryPosition(t *testing.T) {
	spec, env, m := raceToReview(t)
	data := m.SaveData()
	if _, err := spec.ReadFile([]byte(`{"format":"other-record"}`)); !errors.Is(err, game.ErrNotThisGame) {
		t.Errorf("another game's file: %v", err)
	}
	if _, err := spec.ReadFile(data[:len(data)/2]); !errors.Is(err, errRaceRecord) {
		t.Errorf("half a record: %v", err)
	}
	rec, err := spec.ReadFile(data)
	if err != nil {
		t.Fatal(err)
	}
	r, err := spec.Replay(rec)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.States) != 7 || r.States[6] != *m.State() || r.Names[1] != "Ada" || !r.Seats[0].Computer {
		t.Fatalf("replayed %d positions, the last %+v, seats %+v", len(r.States), r.States[len(r.States)-1], r.Seats)
	}
	for i, who := range r.Actors {
		if want := []int{0, session.Table, 1, session.Table, 0, session.Table}[i]; who != want {
			t.Errorf("action %d taken by %d, want %d", i+1, who, want)
		}
	}
	words, controls := render.Rect{X: 1, W: 2}, render.Rect{Y: 3, H: 4}
	bar := r.OpenBar(env, words, controls)
	if bar.Pos != 6 || bar.Len != 6 || bar.Open || bar.View != 1 || bar.Words != words || bar.Controls != controls {
		t.Errorf("a game in progress opens at %d of %d, open %v, from seat %d", bar.Pos, bar.Len, bar.Open, bar.View)
	}
	r.States[6].Count = r.States[6].Goal
	if bar := r.OpenBar(env, words, controls); !bar.Open || bar.View != -1 {
		t.Errorf("a finished game opens open %v, from seat %d; want everything open", bar.Open, bar.View)
	}
	rec.Actions[2].N = 7
	if _, err := spec.Replay(rec); !errors.Is(err, errRaceRecord) {
		t.Errorf("an action the rules refuse: %v", err)
	}
}
