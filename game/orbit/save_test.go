//go:build !js

package orbit

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"orbis/game"
	"orbis/rules/orbit/ai"
)

// TestARefusedSaveIsSaidOnTheTable: a turn the store refuses to save (a
// full disk: here its temporary file cannot be written) is said on the
// table in the player's words, and the save of the turn before is kept as
// it was.
func TestARefusedSaveIsSaidOnTheTable(t *testing.T) {
	dir := t.TempDir()
	env, err := game.NewEnv(game.Options{ConfigDir: dir, Lang: "en", Games: []game.Game{New()}})
	if err != nil {
		t.Fatal(err)
	}
	m, err := newMatch([]SeatConfig{{Name: "Ada", Level: ai.Easy}, {Name: "Bo", Level: ai.Easy}}, 0, 9, false)
	if err != nil {
		t.Fatal(err)
	}
	p := newPlay(New(), env, m, game.SpeedInstant)
	defer p.Close()
	// playUntil lets the computers play until done says so.
	playUntil := func(what string, done func() bool) {
		t.Helper()
		for end := time.Now().Add(20 * time.Second); !done(); time.Sleep(time.Millisecond) {
			if time.Now().After(end) {
				t.Fatalf("no %s in 20 s", what)
			}
			update(t, env, p)
		}
	}
	var first []byte
	playUntil("save", func() bool {
		first, err = env.ReadSave(m.Slot)
		return err == nil
	})
	block := filepath.Join(dir, "in-progress", m.Slot.ID+".json.tmp")
	if err := os.MkdirAll(filepath.Join(block, "x"), 0o755); err != nil {
		t.Fatal(err)
	}
	playUntil("refused save said", func() bool { return p.status.Key == "saves.refused_kept" })
	if !strings.Contains(p.overlay.Notice, "the last save is kept") {
		t.Errorf("the table says %q", p.overlay.Notice)
	}
	if kept, err := env.ReadSave(m.Slot); err != nil || string(kept) != string(first) {
		t.Errorf("the save of the turn before is no longer as it was (%v)", err)
	}
}
