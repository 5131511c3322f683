package game

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"orbis/rules"
)

// The autosave is a record in the user's configuration directory, written
// after every turn. A save that cannot be read is moved aside, never lost,
// and never crashes the game.

// saveFile is the autosave's file name.
const saveFile = "autosave.json"

// configDir returns the game's folder in the user's configuration directory.
func configDir() (string, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "orbis"), nil
}

// writeRecord writes a record atomically: a crash mid-write leaves the old
// file whole.
func writeRecord(path string, rec *rules.Record) error {
	data, err := rec.Marshal()
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, append(data, '\n'), 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

// errNoSave means there is no autosave to continue.
var errNoSave = errors.New("no saved game")

// loadSave reads the autosave. A save that exists but cannot be loaded is
// renamed (kept for a bug report) and reported with where it went.
func loadSave(path string) (*Match, error) {
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, errNoSave
	}
	if err != nil {
		return nil, err
	}
	rec, st, err := rules.ReadRecord(f)
	f.Close()
	if err == nil && st.IsOver() {
		return nil, errNoSave // a finished game is nothing to continue
	}
	if err == nil {
		var m *Match
		if m, err = MatchFromRecord(rec); err == nil {
			return m, nil
		}
	}
	aside := fmt.Sprintf("%s.unreadable-%s.json", path[:len(path)-len(filepath.Ext(path))], time.Now().Format("20060102-150405"))
	if rerr := os.Rename(path, aside); rerr != nil {
		return nil, fmt.Errorf("%w (and it could not be moved aside: %v)", err, rerr)
	}
	return nil, &unreadableSave{err: err, movedTo: aside}
}

// unreadableSave says a save could not be loaded and where it was moved.
type unreadableSave struct {
	err     error
	movedTo string
}

func (u *unreadableSave) Error() string {
	return fmt.Sprintf("the saved game could not be read (%v); it was kept as %s", u.err, u.movedTo)
}

func (u *unreadableSave) Unwrap() error { return u.err }
