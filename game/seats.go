package game

import "slices"

// SeatSetup says what a game's new-game screen offers: how many seats,
// the levels and named rivals its computers come in, the words that differ
// from game to game, and how the game starts.
type SeatSetup struct {
	GameID                 string // the setup is remembered per game
	MinPlayers, MaxPlayers int    // MaxPlayers at most MaxSeats
	DefaultPlayers         int
	First, RandomFirst     string   // keys: "plays first", "at random"
	ComputerNames          []string // keys naming the computer seats, one per seat
	// TopLevel is the strongest level offered: LevelHard when zero,
	// LevelExpert for a game that has it.
	TopLevel int
	// Rivals are the named computer opponents offered, if any.
	Rivals []SeatRival
	// Start begins a game: the seats, the first seat (-1 at random) and the
	// seed. An error is logged and the player told the game could not start.
	Start func(env *Env, seats []SeatChoice, first int, seed uint64) (Scene, error)
	// StartOnline, when set, makes the screen host an online room: a seat
	// a person plays other than the first is left open for a friend; the
	// server deals, so there is no first seat or seed to choose, but a
	// limit on each turn's time (seconds, 0 for none).
	StartOnline func(env *Env, seats []SeatChoice, turnLimit int) (Scene, error)
	// HostName, for a room, is the name the host gave in the lobby: the
	// host's seat's name unless another is typed here.
	HostName string
	// Spectators, for a room, is the host's choice to let it be watched,
	// which the screen offers when set and StartOnline reads.
	Spectators *bool
}

// SeatRival is a named computer opponent: its id (kept in records and
// rated by the ladder), its level, and the keys of its name and of the
// sentence saying how it plays.
type SeatRival struct {
	ID          string
	Level       int
	Name, Style string
}

// SeatChoice is who plays a seat: its name, and a person (Level 0) or a
// computer's level (LevelEasy to LevelExpert); a rival's id with its
// level when a named rival plays it.
type SeatChoice struct {
	Name  string
	Level int
	Rival string
}

// The computer levels every game's computer players come in; a game offers
// them up to its SeatSetup.TopLevel.
const (
	LevelHuman = iota
	LevelEasy
	LevelMedium
	LevelHard
	LevelExpert
)

// MaxSeats is the most seats a setup screen lays out.
const MaxSeats = 6

// levelKeys name the computer levels.
var levelKeys = [...]string{LevelEasy: "level.easy", LevelMedium: "level.medium", LevelHard: "level.hard", LevelExpert: "level.expert"}

// LevelWord names a computer level ("Medium").
func LevelWord(env *Env, level int) string {
	if level < LevelEasy || level > LevelExpert {
		return ""
	}
	return env.T(levelKeys[level])
}

// LevelName is a level as a remembered setup and a room's seat write it
// ("medium"); "" for none.
func LevelName(level int) string {
	if level < 0 || level >= len(levelNames) {
		return ""
	}
	return levelNames[level]
}

// LevelNamed is the level a remembered setup names; -1 for none.
func LevelNamed(name string) int { return slices.Index(levelNames[:], name) }

// levelNames are the levels as a remembered setup writes them, and as the
// ladder names them.
var levelNames = [...]string{LevelHuman: "human", LevelEasy: "easy", LevelMedium: "medium", LevelHard: "hard", LevelExpert: "expert"}

// FirstHuman is the host's own seat: the first a person plays; -1 for none.
func FirstHuman(seats []SeatChoice) int {
	for i, s := range seats {
		if s.Level == LevelHuman {
			return i
		}
	}
	return -1
}
