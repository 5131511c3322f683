// Package headless is what a game offers the desktop's headless commands
// (random, replay, analyse, hints, arena, balance, screenshot, fps,
// server): game/cli parses their command lines and calls each game's
// Features, which its own folder writes. The web build imports none of it.
package headless

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"orbis/game"
	"orbis/game/online"
	"orbis/rules/tournament"
)

// Game is a game as the desktop binary has it: the shell's game, the
// scenes its pictures show, and its headless features.
type Game interface {
	game.Game
	// SetupFor is the new-game screen with a number of seats shown.
	SetupFor(env *game.Env, players int) game.Scene
	// Demo is a scene of orbis screenshot --scene, dealt from the seed.
	Demo(env *game.Env, scene string, players int, seed uint64) (game.Scene, error)
	// Settled reports whether every piece drawn last frame was ready.
	Settled() bool
	// Headless is what the headless commands do with the game.
	Headless() Features
}

// Features are a game's parts of the headless commands. A nil function
// is a feature the game does not have (the command says so).
type Features struct {
	// Title is the game's name in a sentence and a heading ("Orbis").
	Title string
	// MinPlayers and MaxPlayers bound a game's seats.
	MinPlayers, MaxPlayers int
	// MaxPictured is the most seats a picture (orbis screenshot) shows:
	// a table of more captains than one screen seats; MaxPlayers if 0.
	MaxPictured int
	// Levels are the computer levels a person can choose, weakest first
	// (the names --ai and --iterations take).
	Levels tournament.Levels
	// Budget is the searching levels' thinking time per turn by default.
	Budget time.Duration

	// Online is the ruleset a server's rooms play; nil: no online play.
	Online func() online.Ruleset
	// IsRecord reports whether data is one of the game's records.
	IsRecord func(data []byte) bool
	// Random plays a game of uniformly random legal actions, deal and moves
	// from the seed, and returns its record; start < 0 draws the first
	// player from the seed.
	Random func(players int, seed uint64, start int) ([]byte, error)
	// Replay replays a record and returns what orbis replay prints of it
	// (as JSON): every player's score and its breakdown.
	Replay func(data []byte) (any, error)
	// Arena plays computer players against each other and prints their
	// standings.
	Arena func(r Arena, stdout, stderr io.Writer) error
	// Ladder plays the 2-player round robin of orbis arena --ladder and
	// says how much the searching levels thought.
	Ladder func(r Ladder, progress func(done, total int)) (settings string, l tournament.Ladder, err error)
	// Balance plays games between equal computer players and writes the
	// balance report to r.Out; BalanceOut and BalanceChanges are the
	// game's report and hand-written section.
	Balance                    func(r Balance, stdout, stderr io.Writer) error
	BalanceOut, BalanceChanges string

	// Analyse rates every decision of a record's human seats and prints
	// the report (nil: the game has no analysis); path names the record
	// in errors. AnalyseIterations is its search's default.
	Analyse           func(ctx context.Context, path string, data []byte, r Analysis, stdout io.Writer) error
	AnalyseIterations int
	// Hints measures the Hint button against the analysis (nil: none).
	Hints func(ctx context.Context, r Hints, stdout io.Writer) error
	// Watch opens a table of computer seats of a level (1 the weakest of
	// Levels) playing at a speed, for orbis fps (nil: none).
	Watch func(env *game.Env, players, level int, speed game.Speed) (game.Scene, error)
	// Spectate opens the table of a recorded game, its steps played as a
	// seat's screen online is shown them, at the table's pace, for orbis
	// fps --record (nil: none).
	Spectate func(env *game.Env, record []byte, speed game.Speed) (game.Scene, error)
	// DemoSaves are the games in progress the pictures of Continue and of
	// the list of games in progress show, oldest first.
	DemoSaves []DemoSave
}

// DemoSave is a game in progress made up for a picture: the demo table of
// a number of seats, dealt from the picture's seed plus SeedOffset.
type DemoSave struct {
	Players    int
	SeedOffset uint64
}

// Arena is what orbis arena (without --ladder) was asked for.
type Arena struct {
	Players    int
	AI         string // the contestants, comma-separated; the last fills the seats
	Games      int
	Seed       uint64
	Budget     time.Duration
	Iterations PerLevel
	Rollouts   int
	Workers    int
	JSON       bool
	Extra      int // arguments left after the flags
}

// Ladder is what orbis arena --ladder was asked for.
type Ladder struct {
	Rungs      string // --ai, the levels to rate
	AllRungs   bool   // --ai not given: every level
	Games      int    // per pair
	Seed       uint64
	Budget     time.Duration
	Iterations PerLevel
	Rollouts   int
	Workers    int
	Set        map[string]bool // the flags given
}

// Balance is what orbis balance was asked for.
type Balance struct {
	Games      int
	AI         string
	Iterations int
	Rollouts   int
	Seed       uint64
	Out        string // - for standard output
	Changes    string
	Extra      int // arguments left after the flags
}

// Analysis is what orbis analyse was asked for.
type Analysis struct {
	Iterations int
	Seed       uint64
	JSON       bool
}

// Hints is what orbis hints was asked for.
type Hints struct {
	Games           int
	Seed            uint64
	HintIterations  int
	JudgeIterations int
	Workers         int
	Hint            string
	JSON            bool
}

// ErrUsage marks a command called with the wrong words: exit status 2.
var ErrUsage = errors.New("usage")

// UsageError is a command-line mistake, phrased as the commands phrase it.
func UsageError(format string, args ...any) error {
	return fmt.Errorf("%s (%w)", fmt.Sprintf(format, args...), ErrUsage)
}

// WatchOf is a Features.Watch of a game's Watch, which takes the level as
// the game's own type.
func WatchOf[L ~uint8](watch func(env *game.Env, players int, level L, speed game.Speed) (game.Scene, error)) func(env *game.Env, players, level int, speed game.Speed) (game.Scene, error) {
	return func(env *game.Env, players, level int, speed game.Speed) (game.Scene, error) {
		return watch(env, players, L(level), speed)
	}
}
