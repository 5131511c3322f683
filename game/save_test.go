package game

import (
	"bytes"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
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

// brokenGame is a game for the tests that reads no save but its own: a
// save that starts with "ok" resumes, any other is unreadable.
type brokenGame struct{ Game }

func (brokenGame) Resume(env *Env, save []byte) (Saved, error) {
	if bytes.HasPrefix(save, []byte("ok")) {
		return nil, nil
	}
	return nil, errors.New("not a record")
}

func TestUnreadableSaveIsKeptAside(t *testing.T) {
	broken := []byte(`{"format":"orbis-record","version":1,"players":[`)
	for name, st := range testStores(t) {
		t.Run(name, func(t *testing.T) {
			env := &Env{store: st, games: []Game{brokenGame{}}}
			if _, err := env.SavedGame(); !errors.Is(err, errNoSave) {
				t.Fatalf("an empty store: %v, want no save", err)
			}
			if err := env.Save(broken); err != nil {
				t.Fatal(err)
			}
			_, err := env.SavedGame()
			var u *UnreadableSave
			if !errors.As(err, &u) || !strings.Contains(err.Error(), "could not be read") {
				t.Fatalf("error %v", err)
			}
			if _, rerr := st.read(saveFile); !errors.Is(rerr, errNotStored) {
				t.Fatalf("the unreadable save is still in place (%v)", rerr)
			}
			if data, rerr := st.read(u.Aside); rerr != nil || !bytes.Equal(data, broken) {
				t.Fatalf("the unreadable save was not kept as %s: %v", u.MovedTo, rerr)
			}
			if _, err := env.SavedGame(); !errors.Is(err, errNoSave) {
				t.Fatalf("after moving it aside: %v, want no save", err)
			}
			if err := env.Save([]byte("ok")); err != nil {
				t.Fatal(err)
			}
			if _, err := env.SavedGame(); err != nil {
				t.Fatalf("a save the game reads: %v", err)
			}
		})
	}
}
