package table

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"orbis/game"
	"orbis/render"
)

// raceWords is a race's words for its viewer: a position's number, and
// the seat shown with everything open, the seat to act.
type raceWords struct {
	v *Viewer[race, raceAction, race, *race, *raceRecord, raceSeat]
}

func (w *raceWords) OpenSeat(pos int) int { return max(0, w.v.States[pos].CurrentPlayer()) }

func (w *raceWords) Words(_ *game.Env, pos int) (head, line string) {
	return fmt.Sprint("position ", pos), w.v.Names[w.Watched(pos)]
}

func (w *raceWords) Watched(pos int) int { return w.v.Watched(pos) }

// TestViewerShowsAPosition: the viewer's skeleton builds a position's
// view when the position, the seat watched, the language or the names
// changed, its bar saying the game's words for it; a position is watched
// from the seat chosen, else the game's; the bar's close leaves, its
// branch plays on from the seat watched; and turns start where the game's
// turn number changes, the table's steps skipped when they wait.
func TestViewerShowsAPosition(t *testing.T) {
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
	words := &raceWords{}
	v, err := spec.OpenReview(env, m.Record(), render.Rect{W: 1}, render.Rect{H: 1}, words)
	if err != nil {
		t.Fatal(err)
	}
	words.v = v
	if moved, stale := v.Stale(env); !moved || !stale || v.Bar.Head != "position 6" || v.Bar.Line != "Ada" || !v.Bar.CanPlay {
		t.Errorf("first built: moved %v stale %v, the bar %q %q, can play %v", moved, stale, v.Bar.Head, v.Bar.Line, v.Bar.CanPlay)
	}
	if moved, stale := v.Stale(env); moved || stale {
		t.Errorf("nothing changed, built again: moved %v stale %v", moved, stale)
	}
	v.Bar.View, v.Bar.Pos = -1, 2
	if moved, stale := v.Stale(env); !moved || !stale || v.Bar.Head != "position 2" || v.Bar.Line != "Ada" || v.Watched(2) != 1 {
		t.Errorf("at 2, everything open: moved %v stale %v, the bar %q %q, watched %d", moved, stale, v.Bar.Head, v.Bar.Line, v.Watched(2))
	}
	v.Bar.View = 0
	if moved, stale := v.Stale(env); moved || !stale || v.Bar.Line != "Bot" {
		t.Errorf("another seat watched: moved %v stale %v, the bar %q", moved, stale, v.Bar.Line)
	}
	v.Seats[0].Name = "Robot"
	v.Renamed()
	if _, stale := v.Stale(env); !stale || v.Names[0] != "Robot" || v.Bar.Line != "Robot" {
		t.Errorf("renamed: stale %v, names %q, the bar %q", stale, v.Names, v.Bar.Line)
	}

	left := false
	if c, done := v.Event(env, game.ReviewClosed, func() { left = true }, nil); !done || !left || c != game.Pop() {
		t.Errorf("closed: done %v, left %v, %+v", done, left, c)
	}
	if c, done := v.Event(env, game.ReviewPressed, nil, nil); done || c != game.Stay {
		t.Errorf("the game's button taken by the skeleton: %+v", c)
	}
	b, err := v.Branch(env)
	if err != nil || b == nil {
		t.Fatalf("branch at 2: %v, %v", b, err)
	}
	if *b.State() != v.States[2] || !b.Seats[0].Human() || !b.Seats[1].Computer {
		t.Errorf("branch at 2 from seat 0: %+v, seats %+v", *b.State(), b.Seats)
	}
	b.Close(nil)

	count := func(s *race) int { return s.Count }
	for _, c := range []struct {
		turn       func(*race) int
		tableWaits bool
		want       []int
	}{
		{count, false, []int{0, 1, 2, 3, 4, 5}},
		{count, true, []int{0, 2, 4}},
		{func(*race) int { return 0 }, false, []int{0}},
	} {
		if got := v.TurnStarts(c.turn, c.tableWaits); !slices.Equal(got, c.want) {
			t.Errorf("turn starts, the table waiting %v: %v, want %v", c.tableWaits, got, c.want)
		}
	}
}

// TestReviewFinishedKeepsTheScoreWhenNoReplay: a game just finished opens
// in its viewer over the score; one that does not replay leaves the score.
func TestReviewFinishedKeepsTheScoreWhenNoReplay(t *testing.T) {
	spec := newRaceSpec()
	env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: "en"})
	if err != nil {
		t.Fatal(err)
	}
	viewer := game.Rules(env, nil)
	if c := spec.ReviewFinished(func() (game.Scene, error) { return viewer, nil }); c != game.Push(viewer) {
		t.Errorf("a game that replays: %+v", c)
	}
	if c := spec.ReviewFinished(func() (game.Scene, error) { return nil, errors.New("no") }); c != game.Stay {
		t.Errorf("a game that does not replay: %+v", c)
	}
}
