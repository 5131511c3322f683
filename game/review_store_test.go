package game

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestKeepGameKeepsTheNewestFifty: finished games are listed newest first,
// the oldest giving way once 50 are kept, and each reads back as written.
func TestKeepGameKeepsTheNewestFifty(t *testing.T) {
	env, err := NewEnv(Options{ConfigDir: t.TempDir(), Lang: "en", Games: []Game{&plain{}}})
	if err != nil {
		t.Fatal(err)
	}
	start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for i := range 60 {
		g := KeptGame{Game: "stub", Ended: start.Add(time.Duration(i) * time.Minute), Names: []string{fmt.Sprint("seat", i)}}
		if err := env.KeepGame(g, []byte(fmt.Sprint("record ", i))); err != nil {
			t.Fatal(err)
		}
	}
	kept, err := env.KeptGames()
	if err != nil {
		t.Fatal(err)
	}
	if len(kept) != 50 {
		t.Fatalf("%d games kept, want 50", len(kept))
	}
	files := map[string]bool{}
	for i, k := range kept {
		n := 59 - i
		if !k.Ended.Equal(start.Add(time.Duration(n)*time.Minute)) || k.Names[0] != fmt.Sprint("seat", n) {
			t.Errorf("place %d holds %v %v, want game %d", i, k.Ended, k.Names, n)
		}
		data, err := env.ReadKept(k)
		if err != nil || string(data) != fmt.Sprint("record ", n) {
			t.Errorf("place %d reads %q, %v", i, data, err)
		}
		files[k.File] = true
	}
	if len(files) != 50 {
		t.Errorf("%d files for 50 games", len(files))
	}
}

// TestKeepGameStartsABrokenIndexAgain: an index that cannot be read is an
// error for the list, and the next game kept starts it again.
func TestKeepGameStartsABrokenIndexAgain(t *testing.T) {
	dir := t.TempDir()
	env, err := NewEnv(Options{ConfigDir: dir, Lang: "en", Games: []Game{&plain{}}})
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(dir, "games"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, keptIndex), []byte("{broken"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := env.KeptGames(); err == nil {
		t.Error("a broken index reads")
	}
	if err := env.KeepGame(KeptGame{Game: "stub", Ended: time.Now()}, []byte("x")); err != nil {
		t.Fatal(err)
	}
	if kept, err := env.KeptGames(); err != nil || len(kept) != 1 {
		t.Errorf("after a game kept: %d games, %v", len(kept), err)
	}
}
