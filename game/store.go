package game

import (
	"errors"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
)

// store keeps the game's small files, the games in progress, the games
// kept and the settings: files in the user's configuration folder on the
// desktop, localStorage entries in the browser. Both keep the same bytes.
// A name may be in a folder ("in-progress/…"), always written with "/".
type store interface {
	// read returns a file's contents, or an error wrapping errNotStored.
	read(name string) ([]byte, error)
	// write replaces a file whole: a crash or a refused write (a full
	// disk, a full quota) leaves the old one as it was.
	write(name string, data []byte) error
	// moveAside renames a file, to keep it for a bug report.
	moveAside(name, newName string) error
	// remove deletes a file; one not there is no error.
	remove(name string) error
	// list names the files of a folder (not of its folders), sorted.
	list(folder string) ([]string, error)
	// where says where a file is, for messages.
	where(name string) string
}

// errNotStored means the file does not exist.
var errNotStored = errors.New("not stored")

// fileStore keeps the files in a folder.
type fileStore struct{ dir string }

// userStore is the desktop's store: the game's folder in the user's
// configuration directory, or nil when there is none (no autosave then).
func userStore() store {
	dir, err := os.UserConfigDir()
	if err != nil {
		return nil
	}
	return fileStore{dir: filepath.Join(dir, "orbis")}
}

func (s fileStore) read(name string) ([]byte, error) {
	data, err := os.ReadFile(s.where(name))
	if errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("%s: %w", s.where(name), errNotStored)
	}
	return data, err
}

func (s fileStore) write(name string, data []byte) error {
	path := s.where(name)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil { // a name may be in a folder: games/…
		return err
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		_ = os.Remove(tmp) // a full disk leaves part of it: the old file stands
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		_ = os.Remove(tmp)
		return err
	}
	return nil
}

func (s fileStore) moveAside(name, newName string) error {
	if err := os.MkdirAll(filepath.Dir(s.where(newName)), 0o755); err != nil {
		return err
	}
	return os.Rename(s.where(name), s.where(newName))
}

func (s fileStore) remove(name string) error {
	if err := os.Remove(s.where(name)); err != nil && !errors.Is(err, os.ErrNotExist) {
		return err
	}
	return nil
}

func (s fileStore) list(folder string) ([]string, error) {
	entries, err := os.ReadDir(s.where(folder))
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var names []string
	for _, e := range entries {
		if e.Type().IsRegular() && !strings.HasSuffix(e.Name(), ".tmp") { // a write cut short is no file
			names = append(names, path.Join(folder, e.Name()))
		}
	}
	return names, nil
}

func (s fileStore) where(name string) string { return filepath.Join(s.dir, filepath.FromSlash(name)) }

// inFolder picks the names directly in a folder out of a store's names,
// sorted: the listing of the stores that keep a flat list of names.
func inFolder(names []string, folder string) []string {
	var in []string
	for _, n := range names {
		if rest, ok := strings.CutPrefix(n, folder+"/"); ok && rest != "" && !strings.Contains(rest, "/") {
			in = append(in, n)
		}
	}
	slices.Sort(in)
	return in
}
