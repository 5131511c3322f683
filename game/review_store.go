package game

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"
)

// The games kept for the replay viewer: every finished game's record, in
// the store beside the games in progress (games/ on the desktop, localStorage
// entries in the browser), the newest first, the last 50 (20 in a
// browser, whose storage is small). An index names them; a new game takes
// the place of the oldest, so the store needs no listing and no deleting.

// keptIndex is the index of the games kept.
const keptIndex = "games/index.json"

// keptVersion is the index's version; another is started afresh.
const keptVersion = 1

// KeptGame is a finished game kept for the viewer, as its index tells.
type KeptGame struct {
	// Sum is keptSum of its record: what its analysis is kept by.
	Sum string `json:"sum,omitempty"`

	File  string    `json:"file"`  // its name in the store
	Game  string    `json:"game"`  // the game's ID
	Ended time.Time `json:"ended"` // when it ended
	Names []string  `json:"names"` // the seats' names, in seat order
	// From is the game's place among the games in progress, left once the
	// game is kept (a zero slot for none).
	From SaveSlot `json:"-"`
}

type keptFile struct {
	Version int        `json:"version"`
	Games   []KeptGame `json:"games"`
}

// maxKept is how many finished games are kept.
func maxKept() int {
	if inBrowser {
		return 20
	}
	return 50
}

// KeptGames lists the games kept, the newest first. No index is no games;
// an index that cannot be read is reported, and the next game kept starts
// it again.
func (e *Env) KeptGames() ([]KeptGame, error) {
	if e.store == nil {
		return nil, nil
	}
	data, err := e.store.read(keptIndex)
	if errors.Is(err, errNotStored) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("the index of the games kept: %w", err)
	}
	var k keptFile
	if err := json.Unmarshal(data, &k); err != nil {
		return nil, fmt.Errorf("the index of the games kept, %s: %w", e.store.where(keptIndex), err)
	}
	if k.Version != keptVersion {
		return nil, fmt.Errorf("the index of the games kept, %s: version %d", e.store.where(keptIndex), k.Version)
	}
	return k.Games, nil
}

// KeepGame keeps a finished game's record for the viewer, in the place of
// the oldest when there are as many as are kept.
func (e *Env) KeepGame(g KeptGame, data []byte) error {
	if e.store == nil {
		return nil
	}
	games, err := e.KeptGames()
	if err != nil {
		games = nil // only the index is lost: the records stay where they are, and are written over in turn
	}
	limit := maxKept()
	used := map[string]bool{}
	for _, k := range games {
		used[k.File] = true
	}
	switch {
	case len(games) >= limit:
		g.File = games[len(games)-1].File // the oldest gives way
		games = games[:limit-1]
	default:
		for i := range limit {
			if name := fmt.Sprintf("games/%02d.json", i); !used[name] {
				g.File = name
				break
			}
		}
	}
	if g.File == "" { // an index listing a file twice: the oldest gives way all the same
		g.File = games[len(games)-1].File
		games = games[:len(games)-1]
	}
	g.Sum = keptSum(data)
	if err := e.store.write(g.File, data); err != nil {
		return fmt.Errorf("keeping the game as %s: %w", e.store.where(g.File), err)
	}
	games = slices.Insert(games, 0, g)
	index, err := json.Marshal(keptFile{Version: keptVersion, Games: games})
	if err != nil {
		return err
	}
	if err := e.store.write(keptIndex, index); err != nil {
		return fmt.Errorf("the index of the games kept, %s: %w", e.store.where(keptIndex), err)
	}
	if g.From.ID != "" { // kept among the finished games: no longer in progress
		return e.DeleteSave(g.From)
	}
	return nil
}

// ReadKept reads a kept game's record.
func (e *Env) ReadKept(g KeptGame) ([]byte, error) {
	if e.store == nil {
		return nil, errNotStored
	}
	return e.store.read(g.File)
}
