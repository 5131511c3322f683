package game

import (
	"strings"
	"testing"
	"time"
)

// second is another game with a viewer, beside reviewed.
type second struct{ reviewed }

func (g *second) ID() string   { return "second" }
func (g *second) Name() string { return "SECOND" }

// TestPickerListsEveryGamesKeptGames: the picker lists the finished games
// of every game that has a viewer, newest first, each line naming its
// game; a game kept of a game with none, or of no game on the table, is
// left out.
func TestPickerListsEveryGamesKeptGames(t *testing.T) {
	env, err := NewEnv(Options{ConfigDir: t.TempDir(), Lang: "en", Games: []Game{&reviewed{}, &second{}, &plain{}}})
	if err != nil {
		t.Fatal(err)
	}
	start := time.Date(2026, 11, 25, 20, 0, 0, 0, time.UTC)
	for i, id := range []string{"reviewed", "plain", "second", "gone", "reviewed"} {
		if err := env.KeepGame(KeptGame{Game: id, Ended: start.Add(time.Duration(i) * time.Minute), Names: []string{"Ada", "Bo"}}, []byte("ok")); err != nil {
			t.Fatal(err)
		}
	}
	p := NewReviewPicker(env).(*reviewPicker)
	var got []string
	for _, k := range p.kept {
		got = append(got, k.Game)
	}
	if want := "reviewed second reviewed"; strings.Join(got, " ") != want {
		t.Fatalf("the picker lists %v, want %s", got, want)
	}
	names := map[int]string{btnKept: "PLAIN", btnKept + 1: "SECOND", btnKept + 2: "PLAIN"} // reviewed is named as plain
	for _, b := range p.menu {
		if want, ok := names[b.ID]; ok {
			if !strings.HasPrefix(b.Label, want+" · ") || !strings.Contains(b.Label, "Ada and Bo") {
				t.Errorf("line %d reads %q; want it to name %s and the seats", b.ID-btnKept, b.Label, want)
			}
			delete(names, b.ID)
		}
	}
	if len(names) > 0 {
		t.Errorf("lines missing: %v", names)
	}
	for id := btnKept; id < btnKept+3; id++ {
		if c, err := p.Update(env, click(id)); err != nil || c == Stay {
			t.Errorf("line %d does not open: %v %v", id-btnKept, c.op, err)
		}
	}
}
