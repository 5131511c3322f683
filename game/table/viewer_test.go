package table

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"orbis/game"
	"orbis/render"
)

// raceReview is a race's replay viewer: its words say a position's
// number and the name of the seat watched; with everything open it shows
// the seat to act.
type raceReview struct {
	*Replay[race, raceAction, race, *race, *raceRecord, raceSeat]
	bar    game.ReviewBar
	viewer Viewer
}

func (r *raceReview) OpenSeat(pos int) int { return max(0, r.States[pos].CurrentPlayer()) }

func (r *raceReview) Words(_ *game.Env, pos int) (head, line string) {
	return fmt.Sprint("position ", pos), r.Names[r.viewer.Watched(pos)]
}

// TestViewerShowsAPosition: the viewer's skeleton builds a position's
// view when the position, the seat watched, the language or the names
// changed, its bar saying the game's words for it and offering to play
// on but at a finished game's end; a position is watched from the seat
// chosen, else the game's; the bar's close leaves, its branch plays on;
// and turns start where the game's turn number changes, the table's steps
// skipped when they wait.
func TestViewerShowsAPosition(t *testing.T) {
	spec, env, m := raceToReview(t)
	rp, err := spec.Replay(m.Record())
	if err != nil {
		t.Fatal(err)
	}
	v := &raceReview{Replay: rp}
	v.bar = rp.OpenBar(env, render.Rect{W: 1}, render.Rect{H: 1})
	v.viewer = NewViewer(&v.bar, rp.Actors, v)
	if moved, stale := v.viewer.Stale(env); !moved || !stale || v.bar.Head != "position 6" || v.bar.Line != "Ada" || !v.bar.CanPlay {
		t.Errorf("first built: moved %v stale %v, the bar %q %q, can play %v", moved, stale, v.bar.Head, v.bar.Line, v.bar.CanPlay)
	}
	if moved, stale := v.viewer.Stale(env); moved || stale {
		t.Errorf("nothing changed, built again: moved %v stale %v", moved, stale)
	}
	v.bar.View, v.bar.Pos = -1, 2
	if moved, stale := v.viewer.Stale(env); !moved || !stale || v.bar.Head != "position 2" || v.bar.Line != "Ada" || v.viewer.Watched(2) != 1 {
		t.Errorf("at 2, everything open: moved %v stale %v, the bar %q %q, watched %d", moved, stale, v.bar.Head, v.bar.Line, v.viewer.Watched(2))
	}
	v.bar.View = 0
	if moved, stale := v.viewer.Stale(env); moved || !stale || v.bar.Line != "Bot" {
		t.Errorf("another seat watched: moved %v stale %v, the bar %q", moved, stale, v.bar.Line)
	}
	v.Seats[0].Name = "Robot"
	Rename(v.Names, v.Seats)
	v.viewer.Rebuild()
	if _, stale := v.viewer.Stale(env); !stale || v.Names[0] != "Robot" || v.bar.Line != "Robot" {
		t.Errorf("renamed: stale %v, names %q, the bar %q", stale, v.Names, v.bar.Line)
	}

	left := false
	if c, done := v.viewer.Event(game.ReviewClosed, func() { left = true }, nil); !done || !left || c != game.Pop() {
		t.Errorf("closed: done %v, left %v, %+v", done, left, c)
	}
	if c, done := v.viewer.Event(game.ReviewBranch, nil, game.Home); !done || c != game.Home() {
		t.Errorf("play on from here: done %v, %+v", done, c)
	}
	if c, done := v.viewer.Event(game.ReviewPressed, nil, nil); done || c != game.Stay {
		t.Errorf("the game's button taken by the skeleton: %+v", c)
	}
	v.bar.Pos = v.bar.Len
	v.viewer.over = true
	if _, stale := v.viewer.Stale(env); !stale || v.bar.CanPlay {
		t.Errorf("the end of a finished game: stale %v, offers to play on %v", stale, v.bar.CanPlay)
	}

	count := func(pos int) int { return v.States[pos].Count }
	for _, c := range []struct {
		turn       func(pos int) int
		tableWaits bool
		want       []int
	}{
		{count, false, []int{0, 1, 2, 3, 4, 5}},
		{count, true, []int{0, 2, 4}},
		{func(int) int { return 0 }, false, []int{0}},
	} {
		if got := v.viewer.TurnStarts(c.turn, c.tableWaits); !slices.Equal(got, c.want) {
			t.Errorf("turn starts, the table waiting %v: %v, want %v", c.tableWaits, got, c.want)
		}
	}
}

// TestReviewFinishedKeepsTheScoreWhenNoReplay: a game just finished opens
// in its viewer over the score; one that does not replay leaves the score.
func TestReviewFinishedKeepsTheScoreWhenNoReplay(t *testing.T) {
	env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: "en"})
	if err != nil {
		t.Fatal(err)
	}
	viewer := game.Rules(env, nil)
	if c := ReviewFinished("race", func() (game.Scene, error) { return viewer, nil }); c != game.Push(viewer) {
		t.Errorf("a game that replays: %+v", c)
	}
	if c := ReviewFinished("race", func() (game.Scene, error) { return nil, errors.New("no") }); c != game.Stay {
		t.Errorf("a game that does not replay: %+v", c)
	}
}
