package orbis

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"orbis/game"
	rules "orbis/rules/orbis"
)

// TestARefusedSaveIsSaidOnTheTable: a turn the store refuses to save (a
// full disk: here its temporary file cannot be written) is said on the
// table in the player's words, and the save of the turn before is kept as
// it was; once there is room the next turn is saved again.
func TestARefusedSaveIsSaidOnTheTable(t *testing.T) {
	dir := t.TempDir()
	env, err := game.NewEnv(game.Options{ConfigDir: dir, Lang: "en", Games: []game.Game{New()}})
	if err != nil {
		t.Fatal(err)
	}
	m, err := newMatch([]SeatConfig{{Name: "Ada"}, {Name: "Bo"}}, 0, 9, false)
	if err != nil {
		t.Fatal(err)
	}
	p := newPlay(New(), env, m, game.SpeedInstant)
	turn := func() {
		t.Helper()
		seat := m.State().CurrentPlayer()
		if err := m.Sess.Submit(seat, rules.TakeTile(0)); err != nil {
			t.Fatal(err)
		}
		for _, a := range m.State().LegalActions(nil) { // the tile face down, the first place it goes
			if a.Kind == rules.KindPlace && a.Wild {
				if err := m.Sess.Submit(seat, a); err != nil {
					t.Fatal(err)
				}
				break
			}
		}
		if err := m.Sess.Submit(seat, rules.EndTurn()); err != nil {
			t.Fatal(err)
		}
		if _, err := p.Update(env, nil); err != nil {
			t.Fatal(err)
		}
	}
	turn()
	first, err := env.ReadSave(m.Slot)
	if err != nil || !p.status.Empty() {
		t.Fatalf("the first turn was not saved (%v), or the table says %q", err, p.status.Key)
	}
	block := filepath.Join(dir, "in-progress", m.Slot.ID+".json.tmp")
	if err := os.MkdirAll(filepath.Join(block, "x"), 0o755); err != nil {
		t.Fatal(err)
	}
	turn()
	if p.status.Key != "saves.refused_kept" || !strings.Contains(p.view.Status, "the last save is kept") {
		t.Errorf("after a refused save the table says %q (%q)", p.view.Status, p.status.Key)
	}
	if kept, err := env.ReadSave(m.Slot); err != nil || string(kept) != string(first) {
		t.Errorf("the save of the turn before is no longer as it was (%v)", err)
	}
	if err := os.RemoveAll(block); err != nil {
		t.Fatal(err)
	}
	turn()
	if saved, _ := env.ReadSave(m.Slot); string(saved) != string(p.SaveData()) || !p.status.Empty() {
		t.Errorf("once there is room the turn is not saved, or the table still says %q", p.status.Key)
	}
}
