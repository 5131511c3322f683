package game

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// The statistics are the player's record of finished games, kept in the
// store beside the autosave: each game's seats, scores and ranks. A file
// this version cannot read is moved aside, never lost, and the record
// starts again.

// statsFile is the statistics' name in the store.
const statsFile = "stats.json"

// statsVersion is the version of the statistics file this code writes.
const statsVersion = 1

// maxResults bounds the games kept: the oldest go first.
const maxResults = 5000

// Stats is the record of finished games, oldest first.
type Stats struct {
	Version int          `json:"version"`
	Games   []GameResult `json:"games"`
}

// GameResult is a finished game: which game, when, and its seats in order.
type GameResult struct {
	Game  string       `json:"game"` // a Game's ID: "orbis", "orbit"
	Ended time.Time    `json:"ended"`
	Seats []SeatResult `json:"seats"`
}

// SeatResult is one seat of a finished game.
type SeatResult struct {
	Name  string `json:"name"`
	Level int    `json:"level"` // LevelHuman for a person, else the computer's level
	Score int    `json:"score"`
	Rank  int    `json:"rank"` // 1 for the winners
	// Tallies are what the game's rules say the seat took and scored with,
	// by kind and the rules' record names: Orbis' {"god": {"death": 1},
	// "effect": {"farm": 3}}. Files written before they were kept have none,
	// which reads as nil: the version stays 1.
	Tallies map[string]map[string]int `json:"tallies,omitempty"`
}

// UnreadableStats says the statistics could not be read and where they
// were moved; the record starts again.
type UnreadableStats struct {
	Err     error
	MovedTo string
}

func (u *UnreadableStats) Error() string {
	return fmt.Sprintf("the statistics could not be read (%v); they were kept as %s", u.Err, u.MovedTo)
}

func (u *UnreadableStats) Unwrap() error { return u.Err }

// Stats reads the record of finished games. None yet is an empty record;
// an unreadable one is moved aside and reported as *UnreadableStats, with
// an empty record.
func (e *Env) Stats() (Stats, error) {
	empty := Stats{Version: statsVersion}
	if e.store == nil {
		return empty, nil
	}
	data, err := e.store.read(statsFile)
	if errors.Is(err, errNotStored) {
		return empty, nil
	}
	if err != nil {
		return empty, err
	}
	var s Stats
	if err := json.Unmarshal(data, &s); err != nil {
		return empty, e.moveStatsAside(fmt.Errorf("%s: %w", e.store.where(statsFile), err))
	}
	if s.Version != statsVersion {
		return empty, e.moveStatsAside(fmt.Errorf("%s: version %d, this game reads version %d", e.store.where(statsFile), s.Version, statsVersion))
	}
	if err := s.check(); err != nil {
		return empty, e.moveStatsAside(fmt.Errorf("%s: %w", e.store.where(statsFile), err))
	}
	return s, nil
}

// check refuses a record no game could have written.
func (s *Stats) check() error {
	for i, g := range s.Games {
		if g.Game == "" || len(g.Seats) == 0 {
			return fmt.Errorf("game %d: no game or no seats", i+1)
		}
		for j, seat := range g.Seats {
			if seat.Level < LevelHuman || seat.Level > LevelExpert || seat.Rank < 1 || seat.Rank > len(g.Seats) {
				return fmt.Errorf("game %d, seat %d: level %d, rank %d", i+1, j+1, seat.Level, seat.Rank)
			}
			for kind, counts := range seat.Tallies {
				for name, n := range counts {
					if n < 0 {
						return fmt.Errorf("game %d, seat %d: %s %s counted %d times", i+1, j+1, kind, name, n)
					}
				}
			}
		}
	}
	return nil
}

// moveStatsAside renames statistics that cannot be read.
func (e *Env) moveStatsAside(why error) error {
	aside := fmt.Sprintf("stats.unreadable-%s.json", time.Now().Format("20060102-150405"))
	if err := e.store.moveAside(statsFile, aside); err != nil {
		return fmt.Errorf("%w (and they could not be moved aside: %v)", why, err)
	}
	e.statsAside = &UnreadableStats{Err: why, MovedTo: e.store.where(aside)}
	return e.statsAside
}

// RecordResult adds a finished game to the statistics. Statistics that
// cannot be read are moved aside first (the error says so), and the
// record starts with this game.
func (e *Env) RecordResult(r GameResult) error {
	if e.store == nil {
		return nil
	}
	s, readErr := e.Stats()
	var unreadable *UnreadableStats
	if readErr != nil && !errors.As(readErr, &unreadable) {
		return readErr // not read, not moved: leave the file as it is
	}
	s.Games = append(s.Games, r)
	if len(s.Games) > maxResults {
		s.Games = s.Games[len(s.Games)-maxResults:]
	}
	data, err := json.Marshal(s)
	if err != nil {
		return err
	}
	if err := e.store.write(statsFile, data); err != nil {
		return err
	}
	return readErr
}

// Tallied is a game whose seats' results keep tallies (SeatResult.Tallies):
// the statistics screen charts them as the game says.
type Tallied interface {
	// TallyCharts are the charts of the game's tallies, at most two shown.
	TallyCharts() []TallyChart
}

// TallyChart is one chart of a kind of tally: a bar for each name counted
// for the people, most first.
type TallyChart struct {
	Kind  string   // the tallies' kind, e.g. "god"
	Title string   // the chart's title, a catalogue key
	Names []string // every record name of the kind, in the rules' order
	// Name names a record name in the player's language; "" leaves out a
	// name the game does not know (any more).
	Name func(env *Env, name string) string
	// Mean: a bar is the mean per person's seat (Orbit's points of a goal);
	// else the sum over the games (Orbis' gods taken, tiles counted).
	Mean bool
	// One: a seat has one name of the kind (its god), else several.
	One bool
}
