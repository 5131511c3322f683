package saves

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"orbis/game"
	"orbis/game/gametest"
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
	env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: "en", Games: []game.Game{&reviewed{}, &second{}, &gametest.Plain{}}})
	if err != nil {
		t.Fatal(err)
	}
	start := time.Date(2026, 11, 25, 20, 0, 0, 0, time.UTC)
	for i, id := range []string{"reviewed", "plain", "second", "gone", "reviewed"} {
		if err := env.KeepGame(game.KeptGame{Game: id, Ended: start.Add(time.Duration(i) * time.Minute), Names: []string{"Ada", "Bo"}}, []byte("ok")); err != nil {
			t.Fatal(err)
		}
	}
	p := NewPicker(env).(*reviewPicker)
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
		if c, err := p.Update(env, gametest.Click(id)); err != nil || c == game.Stay {
			t.Errorf("line %d does not open: %v %v", id-btnKept, c, err)
		}
	}
}

// TestPickerOpensAFileByItsPath: a path typed opens its file in the
// viewer; a missing file, another game's or a broken one leaves the
// picker with a message saying which, and the file as it was.
func TestPickerOpensAFileByItsPath(t *testing.T) {
	dir := t.TempDir()
	env, err := game.NewEnv(game.Options{ConfigDir: dir, Lang: "en", Games: []game.Game{&reviewed{}}})
	if err != nil {
		t.Fatal(err)
	}
	write := func(name, content string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	for _, c := range []struct {
		path, said string
	}{
		{write("ok.json", "ok"), ""},
		{write("other.json", "other"), "review.foreign"},
		{write("broken.json", "{"), "review.broken"},
		{filepath.Join(dir, "missing.json"), "review.no_file"},
	} {
		p := NewPicker(env).(*reviewPicker)
		p.path = c.path
		change := p.openPath(env)
		if (change == game.Stay) != (c.said != "") || p.message.Key != c.said {
			t.Errorf("%s: change %v, said %q; want %q", c.path, change, p.message.Key, c.said)
		}
	}
	if data, err := os.ReadFile(filepath.Join(dir, "broken.json")); err != nil || string(data) != "{" {
		t.Errorf("the broken file was changed: %q, %v", data, err)
	}
}
