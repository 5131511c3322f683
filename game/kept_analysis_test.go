package game

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// keptEnv is an environment with its own config folder, and the folder.
func keptEnv(t *testing.T) (*Env, string) {
	t.Helper()
	dir := t.TempDir()
	env, err := NewEnv(Options{ConfigDir: dir, Lang: "en", Games: []Game{&plain{}}})
	if err != nil {
		t.Fatal(err)
	}
	return env, dir
}

// keep keeps a finished game whose record is rec.
func keep(t *testing.T, env *Env, rec string) {
	t.Helper()
	if err := env.KeepGame(KeptGame{Game: "stub", Ended: time.Now(), Names: []string{"Ada", "Bo"}}, []byte(rec)); err != nil {
		t.Fatal(err)
	}
}

// kept is the analysis kept with the game whose record is rec, or "".
func kept(t *testing.T, env *Env, rec string) string {
	t.Helper()
	data, err := env.KeptAnalysis([]byte(rec))
	if err != nil {
		t.Fatalf("the analysis of %q: %v", rec, err)
	}
	return string(data)
}

// TestAnalysisIsKeptWithItsGame: an analysis kept with a kept game reads
// back with it, and with no other; a game not kept keeps none; once a
// newer game takes the game's place, its analysis is shown with neither.
func TestAnalysisIsKeptWithItsGame(t *testing.T) {
	env, _ := keptEnv(t)
	keep(t, env, "record A")
	keep(t, env, "record B")
	if got := kept(t, env, "record A"); got != "" {
		t.Fatalf("an analysis before any was kept: %q", got)
	}
	if err := env.KeepAnalysis([]byte("record A"), []byte(`{"a":1}`)); err != nil {
		t.Fatal(err)
	}
	if err := env.KeepAnalysis([]byte("a file from the disk"), []byte(`{"x":1}`)); err != nil {
		t.Fatalf("a game not kept: %v", err)
	}
	if got, other, loose := kept(t, env, "record A"), kept(t, env, "record B"), kept(t, env, "a file from the disk"); got != `{"a":1}` || other != "" || loose != "" {
		t.Fatalf("kept with A %q, with B %q, with a game not kept %q", got, other, loose)
	}
	for i := range maxKept() - 1 { // A's place goes to the newest
		keep(t, env, fmt.Sprint("record ", i))
	}
	games, err := env.KeptGames()
	if err != nil {
		t.Fatal(err)
	}
	newest := fmt.Sprint("record ", maxKept()-2)
	if games[0].File != "games/00.json" { // A was kept first, in the first place
		t.Fatalf("the newest game went to %s, not A's place", games[0].File)
	}
	if got, gone := kept(t, env, newest), kept(t, env, "record A"); got != "" || gone != "" {
		t.Errorf("in A's place, the newest game shows %q, A (no longer kept) %q", got, gone)
	}
}

// TestAnalysisOfAGameKeptBeforeSums: a game kept before the index had sums
// keeps its analysis all the same, found by its record.
func TestAnalysisOfAGameKeptBeforeSums(t *testing.T) {
	env, dir := keptEnv(t)
	keep(t, env, "old record")
	index := filepath.Join(dir, keptIndex)
	var k keptFile
	data, err := os.ReadFile(index)
	if err == nil {
		err = json.Unmarshal(data, &k)
	}
	if err != nil || len(k.Games) != 1 || k.Games[0].Sum == "" {
		t.Fatalf("the index %s holds %+v (%v), want a game with its sum", data, k, err)
	}
	k.Games[0].Sum = "" // as an index of before
	if data, err = json.Marshal(k); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(index, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := env.KeepAnalysis([]byte("old record"), []byte(`{"b":2}`)); err != nil {
		t.Fatal(err)
	}
	if got := kept(t, env, "old record"); got != `{"b":2}` {
		t.Errorf("the analysis of a game kept before sums reads %q", got)
	}
}

// TestBrokenKeptAnalysisIsAnError: an analysis file that cannot be read,
// or of another version, is an error for the log, not an analysis.
func TestBrokenKeptAnalysisIsAnError(t *testing.T) {
	for name, content := range map[string]string{
		"not JSON":        "{broken",
		"another version": `{"version":99,"sum":"x","analysis":{}}`,
	} {
		t.Run(name, func(t *testing.T) {
			env, dir := keptEnv(t)
			keep(t, env, "record")
			if err := os.WriteFile(filepath.Join(dir, analysisFile("games/00.json")), []byte(content), 0o644); err != nil {
				t.Fatal(err)
			}
			if data, err := env.KeptAnalysis([]byte("record")); err == nil || data != nil {
				t.Errorf("read %q, %v; want an error", data, err)
			}
		})
	}
}
