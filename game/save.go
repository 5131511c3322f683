package game

import (
	"bytes"
	"errors"
	"fmt"
	"time"

	rules "orbis/rules/orbis"
)

// The autosave is a record in the game's store, written
// after every turn. A save that cannot be read is moved aside, never lost,
// and never crashes the game.

// saveFile is the autosave's file name.
const saveFile = "autosave.json"

// writeRecord writes the autosave whole: a crash mid-write leaves the old
// one.
func writeRecord(st store, rec *rules.Record) error {
	data, err := rec.Marshal()
	if err != nil {
		return err
	}
	return st.write(saveFile, append(data, '\n'))
}

// errNoSave means there is no autosave to continue.
var errNoSave = errors.New("no saved game")

// loadSave reads the autosave. A save that exists but cannot be loaded is
// renamed (kept for a bug report) and reported with where it went.
func loadSave(st store) (*Match, error) {
	data, err := st.read(saveFile)
	if errors.Is(err, errNotStored) {
		return nil, errNoSave
	}
	if err != nil {
		return nil, err
	}
	rec, state, err := rules.ReadRecord(bytes.NewReader(data))
	if err == nil && state.IsOver() {
		return nil, errNoSave // a finished game is nothing to continue
	}
	if err == nil {
		var m *Match
		if m, err = MatchFromRecord(rec); err == nil {
			return m, nil
		}
	}
	aside := fmt.Sprintf("autosave.unreadable-%s.json", time.Now().Format("20060102-150405"))
	if rerr := st.moveAside(saveFile, aside); rerr != nil {
		return nil, fmt.Errorf("%w (and it could not be moved aside: %v)", err, rerr)
	}
	return nil, &unreadableSave{err: err, aside: aside, movedTo: st.where(aside)}
}

// unreadableSave says a save could not be loaded and where it was moved.
type unreadableSave struct {
	err     error
	aside   string // its new name in the store
	movedTo string // where that is, in words
}

func (u *unreadableSave) Error() string {
	return fmt.Sprintf("the saved game could not be read (%v); it was kept as %s", u.err, u.movedTo)
}

func (u *unreadableSave) Unwrap() error { return u.err }
