package assets

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"log"
	"math"
	"regexp"
	"sync"
)

// LadderFile is ladder.json: the computer players' ratings from the last
// `orbis arena --ladder --out ...` of each game, which setup shows beside
// each computer seat (docs/ladder.md is the same ladder for people).
type LadderFile struct {
	Version int                   `json:"version"`
	Games   map[string]GameLadder `json:"games"` // by game id: "orbis", "orbit"
}

// LadderVersion is the version of ladder.json this code reads and writes.
const LadderVersion = 1

// GameLadder is one game's ladder: when and how it was played, and each
// contestant's rating by its id (a level, "hard", or a rival, "vesta").
type GameLadder struct {
	Date    string            `json:"date"`
	Command string            `json:"command"`
	Ratings map[string]Rating `json:"ratings"`
}

// Rating is a contestant's Elo with its 95% interval (Lo to Hi; the
// anchor's is its rating) over Games games.
type Rating struct {
	Elo   float64 `json:"elo"`
	Lo    float64 `json:"lo"`
	Hi    float64 `json:"hi"`
	Games int     `json:"games"`
}

// ladderJSON is the ladder the game ships; the arena rewrites the file.
//
//go:embed ladder.json
var ladderJSON []byte

// contestantID is the shape of a level's or a rival's id.
var contestantID = regexp.MustCompile(`^[a-z][a-z0-9_-]*$`)

// ParseLadder reads ladder.json and refuses what no ladder could have
// written: a rating that is not a number, outside its interval, or of no
// games. Empty data is an empty ladder.
func ParseLadder(data []byte) (LadderFile, error) {
	var l LadderFile
	if len(data) == 0 {
		return l, nil
	}
	if err := json.Unmarshal(data, &l); err != nil {
		return LadderFile{}, fmt.Errorf("ladder: %w", err)
	}
	if l.Version != LadderVersion {
		return LadderFile{}, fmt.Errorf("ladder: version %d, this game reads version %d", l.Version, LadderVersion)
	}
	for game, g := range l.Games {
		for id, r := range g.Ratings {
			if !contestantID.MatchString(id) {
				return LadderFile{}, fmt.Errorf("ladder: %s: %q is no level's or rival's id", game, id)
			}
			if err := r.check(); err != nil {
				return LadderFile{}, fmt.Errorf("ladder: %s, %s: %w", game, id, err)
			}
		}
	}
	return l, nil
}

// check refuses a rating no ladder gives: the interval half a point of
// rounding either side.
func (r Rating) check() error {
	for _, v := range []float64{r.Elo, r.Lo, r.Hi} {
		if math.IsNaN(v) || v < 0 || v > 5000 {
			return fmt.Errorf("rating %v out of 0 to 5000", v)
		}
	}
	if r.Lo > r.Elo+0.5 || r.Hi < r.Elo-0.5 || r.Games < 1 {
		return fmt.Errorf("an Elo of %v outside %v to %v, or %d games", r.Elo, r.Lo, r.Hi, r.Games)
	}
	return nil
}

var (
	ladderOnce  sync.Once
	ladderTable LadderFile
)

// Ratings are a game's ratings by contestant id, from the ladder the game
// ships; nil when it has none. A broken ladder.json is logged once and
// shows no rating, rather than a wrong one.
func Ratings(game string) map[string]Rating {
	ladderOnce.Do(func() { ladderTable = loadLadder(ladderJSON) })
	return ladderTable.Games[game].Ratings
}

// loadLadder reads the ladder the game ships: a broken one is logged and
// read as none.
func loadLadder(data []byte) LadderFile {
	l, err := ParseLadder(data)
	if err != nil {
		log.Printf("assets: ladder.json ignored, no ratings shown: %v", err)
		return LadderFile{}
	}
	return l
}
