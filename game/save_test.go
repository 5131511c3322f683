package game

import (
	"bytes"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	rules "orbis/rules/orbis"
)

// memStore is a store in memory, with localStorage's semantics: the
// stores the game runs on must behave alike.
type memStore map[string][]byte

func (s memStore) read(name string) ([]byte, error) {
	data, ok := s[name]
	if !ok {
		return nil, fmt.Errorf("memory %s: %w", name, errNotStored)
	}
	return data, nil
}

func (s memStore) write(name string, data []byte) error {
	s[name] = append([]byte(nil), data...)
	return nil
}

func (s memStore) moveAside(name, newName string) error {
	data, err := s.read(name)
	if err != nil {
		return err
	}
	s[newName] = data
	delete(s, name)
	return nil
}

func (s memStore) where(name string) string { return "memory " + name }

// testStores are a folder that does not exist yet and a memory store.
func testStores(t *testing.T) map[string]store {
	return map[string]store{
		"file":   fileStore{dir: filepath.Join(t.TempDir(), "orbis")},
		"memory": memStore{},
	}
}

func TestAutosaveRoundTrip(t *testing.T) {
	for name, st := range testStores(t) {
		t.Run(name, func(t *testing.T) { testAutosaveRoundTrip(t, st) })
	}
}

func testAutosaveRoundTrip(t *testing.T, st store) {
	if _, err := loadSave(st); !errors.Is(err, errNoSave) {
		t.Fatalf("an empty store: %v, want no save", err)
	}
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
	if err := writeRecord(st, m.Record()); err != nil {
		t.Fatal(err)
	}
	back, err := loadSave(st)
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
	broken := []byte(`{"format":"orbis-record","version":1,"players":[`)
	for name, st := range testStores(t) {
		t.Run(name, func(t *testing.T) {
			if err := st.write(saveFile, broken); err != nil {
				t.Fatal(err)
			}
			_, err := loadSave(st)
			var u *unreadableSave
			if !errors.As(err, &u) || !strings.Contains(err.Error(), "could not be read") {
				t.Fatalf("error %v", err)
			}
			if _, rerr := st.read(saveFile); !errors.Is(rerr, errNotStored) {
				t.Fatalf("the unreadable save is still in place (%v)", rerr)
			}
			if data, rerr := st.read(u.aside); rerr != nil || !bytes.Equal(data, broken) {
				t.Fatalf("the unreadable save was not kept as %s: %v", u.movedTo, rerr)
			}
			if _, err := loadSave(st); !errors.Is(err, errNoSave) {
				t.Fatalf("after moving it aside: %v, want no save", err)
			}
		})
	}
}

func TestBlankNamesAreRefused(t *testing.T) {
	if _, err := NewMatch([]SeatConfig{{Name: "Ada"}, {Name: "   "}}, 0, 1); err == nil {
		t.Fatal("a blank name was accepted: its save could not be loaded")
	}
}
