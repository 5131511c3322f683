package game

import (
	"errors"
	"fmt"
	"log"
	"time"
)

// oldSave is the single autosave of earlier versions, which every game
// shared.
const oldSave = "autosave.json"

// migrateOldSave brings the single autosave of earlier versions into the
// games in progress, at the first listing of a run: a game to continue is
// moved into an entry of its own, a finished one is renamed (kept, as it
// was, but nothing to continue), and one no game can read is moved aside
// and reported as an *UnreadableSave. A move the store refuses leaves it
// where it was, for the next run.
func (e *Env) migrateOldSave() error {
	if e.oldSaveSeen {
		return nil
	}
	e.oldSaveSeen = true
	data, err := e.store.read(oldSave)
	if errors.Is(err, errNotStored) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("the saved game of an earlier version: %w", err)
	}
	g, _, err := e.resume(data)
	switch {
	case errors.Is(err, ErrFinished):
		if err := e.store.moveAside(oldSave, "autosave.finished.json"); err != nil {
			return fmt.Errorf("the finished game of an earlier version's save, %s: %w", e.store.where(oldSave), err)
		}
		return nil
	case err != nil:
		return e.moveAside(oldSave, fmt.Sprintf("autosave.unreadable-%s.json", time.Now().Format("20060102-150405")), err)
	}
	slot := NewSaveSlot(g.ID())
	if err := e.store.moveAside(oldSave, slot.entry()); err != nil { // a move: the game is in one place or the other, never in two
		return fmt.Errorf("bringing in the saved game of an earlier version, %s: %w", e.store.where(oldSave), err)
	}
	if err := e.updateIndex(slot.ID, &indexEntry{ID: slot.ID, Game: slot.Game, Played: time.Now()}); err != nil {
		log.Printf("orbis: the index of the games in progress: %v", err) // the folder lists the game all the same
	}
	return nil
}
