package game

import (
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"math/rand/v2"
	"path"
	"slices"
	"strings"
	"time"
)

// Every unfinished game, of any game on the table, is kept whole in an
// entry of its own (in-progress/<id>.json: a file in the configuration
// folder, a localStorage entry in a browser), written by the game that
// plays it after every turn. The id is made when the game starts, so a
// game only ever writes over itself. The entry goes when the game is
// finished (its record is then kept for the viewer) or deleted by the
// player. The folder says which games there are; an index beside it says
// when each was last played. A save that no game can read is moved aside,
// never lost, and never stops the application.

const (
	inProgressDir   = "in-progress"      // one entry per unfinished game
	inProgressIndex = "in-progress.json" // when each was last played
	unreadableDir   = "unreadable"       // entries no game could read, kept for a bug report
	indexVersion    = 1
)

// SaveSlot is an unfinished game's place in the store: made when the game
// starts, the same when it is resumed.
type SaveSlot struct {
	ID   string // unique: the game, when it started, and a random tail
	Game string // the game's ID
}

// NewSaveSlot makes the place of a game of gameID starting now.
func NewSaveSlot(gameID string) SaveSlot {
	id := fmt.Sprintf("%s-%s-%08x", gameID, time.Now().Format("20060102-150405"), rand.Uint32())
	return SaveSlot{ID: id, Game: gameID}
}

// entry is the slot's name in the store.
func (s SaveSlot) entry() string { return path.Join(inProgressDir, s.ID+".json") }

// Unfinished is an unfinished game kept in the store.
type Unfinished struct {
	Slot   SaveSlot
	Played time.Time // when it was last saved; zero when the index lost it
}

type indexFile struct {
	Version int          `json:"version"`
	Games   []indexEntry `json:"games"` // the latest played first
}

type indexEntry struct {
	ID     string    `json:"id"`
	Game   string    `json:"game"`
	Played time.Time `json:"played"`
}

// SaveError is a save the store refused (a full disk, a full browser
// quota): the game's previous save, if it had one, is as it was.
type SaveError struct {
	Err  error
	Kept bool // the game has an earlier save, still in place
}

func (s *SaveError) Error() string { return fmt.Sprintf("the game could not be saved: %v", s.Err) }

func (s *SaveError) Unwrap() error { return s.Err }

// SaveProblem says on the table why a save failed.
func SaveProblem(err error) Phrase {
	var s *SaveError
	if errors.As(err, &s) && s.Kept {
		return Say("saves.refused_kept")
	}
	return Say("saves.refused")
}

// Save keeps an unfinished game in its entry, whole. A write the store
// refuses leaves the previous save and the index as they were.
func (e *Env) Save(slot SaveSlot, data []byte) error {
	if !e.CanSave() {
		return nil
	}
	if slot.ID == "" || strings.ContainsAny(slot.ID, `/\`) {
		return fmt.Errorf("saving a game: no place for it (%q)", slot.ID)
	}
	if err := e.store.write(slot.entry(), data); err != nil {
		_, rerr := e.store.read(slot.entry()) // the write left it as it was: is there one?
		return &SaveError{Err: fmt.Errorf("%s: %w", e.store.where(slot.entry()), err), Kept: rerr == nil}
	}
	// The game is saved: an index not written only forgets when it was
	// played (the folder still lists it), not worth a failed save.
	if err := e.updateIndex(slot.ID, &indexEntry{ID: slot.ID, Game: slot.Game, Played: time.Now()}); err != nil {
		log.Printf("orbis: the index of the games in progress: %v", err)
	}
	return nil
}

// readIndex reads when each game was last played; an index that cannot be
// read is empty (it is written afresh with the next save).
func (e *Env) readIndex() []indexEntry {
	data, err := e.store.read(inProgressIndex)
	if errors.Is(err, errNotStored) {
		return nil
	}
	var idx indexFile
	if err == nil {
		err = json.Unmarshal(data, &idx)
	}
	if err == nil && idx.Version != indexVersion {
		err = fmt.Errorf("version %d", idx.Version)
	}
	if err != nil {
		log.Printf("orbis: the index of the games in progress, %s: %v; the games are listed without when they were played", e.store.where(inProgressIndex), err)
		return nil
	}
	return idx.Games
}

func (e *Env) writeIndex(games []indexEntry) error {
	data, err := json.Marshal(indexFile{Version: indexVersion, Games: games})
	if err != nil {
		return err
	}
	if err := e.store.write(inProgressIndex, data); err != nil {
		return fmt.Errorf("%s: %w", e.store.where(inProgressIndex), err)
	}
	return nil
}

// updateIndex writes the index again without the game drop, with first
// first (a game just played) if not nil, and forgetting the games no
// longer in the folder.
func (e *Env) updateIndex(drop string, first *indexEntry) error {
	stored, err := e.storedIDs() // a folder not listed forgets nothing
	var games []indexEntry
	if first != nil {
		games = append(games, *first)
	}
	for _, g := range e.readIndex() {
		if g.ID != drop && (err != nil || stored[g.ID]) {
			games = append(games, g)
		}
	}
	return e.writeIndex(games)
}

// Unfinished lists the unfinished games kept, the latest played first. The
// first call also brings in the single save of earlier versions; a problem
// with it is the error, beside the list.
func (e *Env) Unfinished() ([]Unfinished, error) {
	if e.store == nil {
		return nil, nil
	}
	migrated := e.migrateOldSave()
	stored, err := e.storedIDs()
	if err != nil {
		return nil, errors.Join(migrated, err)
	}
	var list []Unfinished
	for _, g := range e.readIndex() {
		if stored[g.ID] {
			list = append(list, Unfinished{Slot: SaveSlot{ID: g.ID, Game: g.Game}, Played: g.Played})
			delete(stored, g.ID)
		}
	}
	var rest []string // entries the index does not know: their game is their id's first word
	for id := range stored {
		rest = append(rest, id)
	}
	slices.Sort(rest)
	for _, id := range rest {
		game, _, _ := strings.Cut(id, "-")
		list = append(list, Unfinished{Slot: SaveSlot{ID: id, Game: game}})
	}
	return list, migrated
}

// storedIDs are the ids of the games in the folder.
func (e *Env) storedIDs() (map[string]bool, error) {
	names, err := e.store.list(inProgressDir)
	if err != nil {
		return nil, fmt.Errorf("the games in progress, %s: %w", e.store.where(inProgressDir), err)
	}
	stored := map[string]bool{}
	for _, n := range names {
		if id, ok := strings.CutSuffix(path.Base(n), ".json"); ok {
			stored[id] = true
		}
	}
	return stored, nil
}

// ReadSave reads an unfinished game's entry as it is (for the viewer).
func (e *Env) ReadSave(slot SaveSlot) ([]byte, error) {
	if e.store == nil {
		return nil, errNotStored
	}
	return e.store.read(slot.entry())
}

// ResumeSave reads an unfinished game back and asks the games on the table
// to resume it. A finished game is ErrFinished, a game not on the table
// ErrNotThisGame (its entry waits for a version that has it); an entry no
// game can read is moved aside and reported as an *UnreadableSave saying
// where it went.
func (e *Env) ResumeSave(slot SaveSlot) (Saved, error) {
	if !slices.ContainsFunc(e.games, func(g Game) bool { return g.ID() == slot.Game }) {
		return nil, ErrNotThisGame
	}
	data, err := e.ReadSave(slot)
	if err != nil {
		return nil, err
	}
	_, saved, err := e.resume(data)
	if err != nil && !errors.Is(err, ErrFinished) {
		return nil, e.moveAside(slot.entry(), path.Join(unreadableDir, slot.ID+".json"), err)
	}
	return saved, err
}

// resume asks each game on the table to read a save, and says whose it
// is: ErrNotThisGame when none knows it.
func (e *Env) resume(data []byte) (Game, Saved, error) {
	for _, g := range e.games {
		saved, err := g.Resume(e, data)
		if !errors.Is(err, ErrNotThisGame) {
			return g, saved, err
		}
	}
	return nil, nil, ErrNotThisGame
}

// DeleteSave removes an unfinished game: the player gave it up.
func (e *Env) DeleteSave(slot SaveSlot) error {
	if e.store == nil {
		return nil
	}
	if err := e.store.remove(slot.entry()); err != nil {
		return fmt.Errorf("deleting %s: %w", e.store.where(slot.entry()), err)
	}
	if err := e.updateIndex(slot.ID, nil); err != nil {
		log.Printf("orbis: the index of the games in progress: %v", err) // the folder no longer lists it
	}
	return nil
}

// LatestSaved resumes the latest unfinished game of a game: a nil Saved
// when there is none. Entries no game can read are moved aside on the way,
// and reported as the error, beside the game found.
func (e *Env) LatestSaved(gameID string) (Unfinished, Saved, error) {
	list, problem := e.Unfinished()
	for _, u := range list {
		if u.Slot.Game != gameID {
			continue
		}
		saved, err := e.ResumeSave(u.Slot)
		switch {
		case err == nil:
			return u, saved, problem
		case errors.Is(err, ErrFinished): // a finished game waiting to be kept is nothing to continue
		default:
			problem = errors.Join(problem, err)
		}
	}
	return Unfinished{}, nil, problem
}

// moveAside renames an entry that cannot be read.
func (e *Env) moveAside(name, aside string, why error) error {
	if err := e.store.moveAside(name, aside); err != nil {
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

// SaveNotice says what went wrong with the saves, for the player: where an
// unreadable one was kept, else that something could not be opened (the
// log has the details). None for no problem, or no save at all.
func SaveNotice(err error) Phrase {
	if err == nil {
		return Phrase{}
	}
	var u *UnreadableSave
	if errors.As(err, &u) {
		// What was wrong is for a bug report: the log has it, the player the file.
		log.Printf("orbis: a saved game could not be read: %v", err)
		return Say("title.save_unreadable", u.MovedTo)
	}
	log.Printf("orbis: a saved game could not be opened: %v", err)
	return Say("title.save_error")
}

// SavedLine names an unfinished game: its game, its round or turn and its
// players (summary), and when it was last played.
func SavedLine(env *Env, name, summary string, played time.Time) string {
	if played.IsZero() { // the index lost it
		return env.T("text.separated", name, summary)
	}
	return env.T("saves.line", name, summary, env.T("saves.played", played.Local().Format("2006-01-02 15:04")))
}
