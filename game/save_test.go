package game

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"orbis/rules"
)

func TestAutosaveRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), "orbis", saveFile)
	m, err := NewMatch([]SeatConfig{{Name: "Ada"}, {Name: "Bot", Level: 2}}, 0, 9)
	if err != nil {
		t.Fatal(err)
	}
	// Play a turn and a half: the save resumes mid-turn, with the undo point.
	var turn Turn
	turn.Reset(m)
	for _, a := range []rules.Action{rules.TakeTile(0), rules.PlaceWild(2), rules.EndTurn(), rules.TakeTile(1)} {
		if err := m.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if err := writeRecord(path, m.Record()); err != nil {
		t.Fatal(err)
	}
	back, err := loadSave(path)
	if err != nil {
		t.Fatal(err)
	}
	if *back.State() != *m.State() {
		// Tile sets are distinct pointers with equal content; compare through a replay.
		a, _ := m.Record().Marshal()
		b, _ := back.Record().Marshal()
		if string(a) != string(b) {
			t.Fatal("the resumed match differs")
		}
	}
	if back.Seats[1].Level != 2 || back.Seats[0].Name != "Ada" || !back.Seats[0].Human() {
		t.Fatalf("seats %+v", back.Seats)
	}
	if !back.CanUndo() || !back.Undo() || back.State().Turn() != 1 || back.State().Phase() != rules.PhaseChoose {
		t.Fatal("the resumed turn cannot be taken back to its start")
	}
}

func TestUnreadableSaveIsKeptAside(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, saveFile)
	if err := os.WriteFile(path, []byte(`{"format":"orbis-record","version":1,"players":[`), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := loadSave(path)
	var u *unreadableSave
	if !errors.As(err, &u) || !strings.Contains(err.Error(), "could not be read") {
		t.Fatalf("error %v", err)
	}
	if _, serr := os.Stat(path); !errors.Is(serr, os.ErrNotExist) {
		t.Fatal("the unreadable save is still in place")
	}
	if data, rerr := os.ReadFile(u.movedTo); rerr != nil || !strings.HasPrefix(string(data), `{"format"`) {
		t.Fatalf("the unreadable save was not kept: %v", rerr)
	}
	if _, err := loadSave(path); !errors.Is(err, errNoSave) {
		t.Fatalf("after moving it aside: %v, want no save", err)
	}
}

func TestBlankNamesAreRefused(t *testing.T) {
	if _, err := NewMatch([]SeatConfig{{Name: "Ada"}, {Name: "   "}}, 0, 1); err == nil {
		t.Fatal("a blank name was accepted: its save could not be loaded")
	}
}
