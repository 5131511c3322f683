//go:build js

package game

import (
	"fmt"
	"strings"
	"syscall/js"
)

// platformStore is where the game keeps its files in a browser: the page's
// localStorage, or nowhere when the browser refuses it (private windows may).
func platformStore() store {
	s := localStore{prefix: "orbis/"}
	if _, err := s.storage(); err != nil {
		return nil
	}
	return s
}

// localStore keeps the files as localStorage entries named prefix+name.
type localStore struct{ prefix string }

// storage returns window.localStorage; reading it throws where storage is
// disabled.
func (s localStore) storage() (v js.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("localStorage is not available: %v", r)
		}
	}()
	v = js.Global().Get("localStorage")
	if v.IsUndefined() || v.IsNull() {
		return v, fmt.Errorf("localStorage is not available")
	}
	return v, nil
}

// call calls a localStorage method, turning a JavaScript exception (the
// quota is full, storage was disabled) into an error.
func (s localStore) call(method string, args ...any) (v js.Value, err error) {
	ls, err := s.storage()
	if err != nil {
		return v, err
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("localStorage.%s: %v", method, r)
		}
	}()
	return ls.Call(method, args...), nil
}

func (s localStore) read(name string) ([]byte, error) {
	v, err := s.call("getItem", s.prefix+name)
	if err != nil {
		return nil, err
	}
	if v.IsNull() || v.IsUndefined() {
		return nil, fmt.Errorf("%s: %w", s.where(name), errNotStored)
	}
	return []byte(v.String()), nil
}

func (s localStore) write(name string, data []byte) error {
	_, err := s.call("setItem", s.prefix+name, string(data)) // one call: replaced whole or not at all
	return err
}

func (s localStore) moveAside(name, newName string) error {
	data, err := s.read(name)
	if err != nil {
		return err
	}
	if err := s.write(newName, data); err != nil {
		return err
	}
	return s.remove(name)
}

func (s localStore) remove(name string) error {
	_, err := s.call("removeItem", s.prefix+name)
	return err
}

func (s localStore) list(folder string) ([]string, error) {
	ls, err := s.storage()
	if err != nil {
		return nil, err
	}
	var names []string
	for i := range ls.Get("length").Int() {
		key, err := s.call("key", i)
		if err != nil {
			return nil, err
		}
		if key.IsNull() {
			continue // the storage changed meanwhile (another tab)
		}
		if name, ok := strings.CutPrefix(key.String(), s.prefix); ok {
			names = append(names, name)
		}
	}
	return inFolder(names, folder), nil
}

// where is the item's name in the page's storage: a name, not words, since
// the player reads it inside a sentence of the catalogue.
func (s localStore) where(name string) string { return s.prefix + name }
