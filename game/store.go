package game

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
)

// store keeps the game's few small files, the autosave and the settings:
// files in the user's configuration folder on the desktop, localStorage
// entries in the browser. Both keep the same bytes.
type store interface {
	// read returns a file's contents, or an error wrapping errNotStored.
	read(name string) ([]byte, error)
	// write replaces a file whole: a crash mid-write leaves the old one.
	write(name string, data []byte) error
	// moveAside renames a file, to keep it for a bug report.
	moveAside(name, newName string) error
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
	data, err := os.ReadFile(filepath.Join(s.dir, name))
	if errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("%s: %w", s.where(name), errNotStored)
	}
	return data, err
}

func (s fileStore) write(name string, data []byte) error {
	path := filepath.Join(s.dir, name)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil { // a name may be in a folder: games/…
		return err
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

func (s fileStore) moveAside(name, newName string) error {
	return os.Rename(filepath.Join(s.dir, name), filepath.Join(s.dir, newName))
}

func (s fileStore) where(name string) string { return filepath.Join(s.dir, name) }
