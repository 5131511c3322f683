package game

import (
	"errors"
	"fmt"
	"time"
)

// The autosave is the game in progress, kept whole in the store after every
// turn by the game that plays it. A save that no game can read is moved
// aside, never lost, and never stops the application.

// saveFile is the autosave's name in the store.
const saveFile = "autosave.json"

// errNoSave means there is no game to continue.
var errNoSave = errors.New("no saved game")

// SavedGame reads the autosave and asks the games on the table to resume
// it. There being none, or a finished game, is errNoSave; a save that
// cannot be read is renamed (kept for a bug report) and reported as an
// *UnreadableSave saying where it went.
func (e *Env) SavedGame() (Saved, error) {
	if e.store == nil {
		return nil, errNoSave
	}
	data, err := e.store.read(saveFile)
	if errors.Is(err, errNotStored) {
		return nil, errNoSave
	}
	if err != nil {
		return nil, err
	}
	err = ErrNotThisGame
	for _, g := range e.games {
		var saved Saved
		saved, err = g.Resume(e, data)
		switch {
		case err == nil:
			return saved, nil
		case errors.Is(err, ErrFinished):
			return nil, errNoSave // a finished game is nothing to continue
		case !errors.Is(err, ErrNotThisGame):
			return nil, e.moveSaveAside(err)
		}
	}
	return nil, e.moveSaveAside(err)
}

// moveSaveAside renames an autosave that cannot be read.
func (e *Env) moveSaveAside(why error) error {
	aside := fmt.Sprintf("autosave.unreadable-%s.json", time.Now().Format("20060102-150405"))
	if err := e.store.moveAside(saveFile, aside); err != nil {
		return fmt.Errorf("%w (and it could not be moved aside: %v)", why, err)
	}
	return &UnreadableSave{Err: why, Aside: aside, MovedTo: e.store.where(aside)}
}

// UnreadableSave says a save could not be read and where it was moved.
type UnreadableSave struct {
	Err     error
	Aside   string // its new name in the store
	MovedTo string // where that is: a path, or a name in the browser's storage
}

func (u *UnreadableSave) Error() string {
	return fmt.Sprintf("the saved game could not be read (%v); it was kept as %s", u.Err, u.MovedTo)
}

func (u *UnreadableSave) Unwrap() error { return u.Err }
