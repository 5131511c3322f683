package game

import (
	"fmt"
	"maps"
	"slices"
)

// UseMemoryStore keeps an Env's files (settings, saves, statistics) in
// memory from now on, as a browser's localStorage keeps them: for the
// tests of the rooms that read and write them (the linker leaves it out of
// a program that does not call it).
func UseMemoryStore(env *Env) { env.store = memStore{} }

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

func (s memStore) remove(name string) error {
	delete(s, name)
	return nil
}

func (s memStore) list(folder string) ([]string, error) {
	return inFolder(slices.Collect(maps.Keys(s)), folder), nil
}

func (s memStore) where(name string) string { return "memory " + name }
