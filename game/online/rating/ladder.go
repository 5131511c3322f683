package rating

import (
	"fmt"
	"maps"
	"slices"
	"strings"
)

// ComputerRD is the deviation a computer seat plays at. Its level's rating
// is measured (the ladder plays it hundreds of games) and its play does not
// drift, so it is a well-known opponent: 50 is what Glickman calls an
// established player's deviation, and weighs a result against it at
// g = 0.99 of a certain one. It is no smaller because the ladder measures
// computers against computers, not against people, to a standard deviation
// of about 30 (Orbit) to 100 (Orbis): docs/ladder.md's 95% intervals.
const ComputerRD = 50

// Ladder is one game's computer levels with their ratings on the Elo
// scale: the game's ratings in assets/ladder.json, whose one reader is
// assets.ParseLadder (a "level" is also a named rival, "vesta"). The zero
// Ladder knows no computer: a game between people needs none.
type Ladder struct {
	elo map[string]float64
}

// NewLadder is the ladder of these levels' Elo ratings, e.g. each
// assets.Rating's Elo from assets.ParseLadder(data).Games[game].Ratings.
// It keeps its own copy, and refuses a level without a name or a rating
// that is not a number.
func NewLadder(elo map[string]float64) (Ladder, error) {
	l := Ladder{elo: make(map[string]float64, len(elo))}
	for _, level := range slices.Sorted(maps.Keys(elo)) { // the first bad level in a stable order
		r := elo[level]
		if level == "" {
			return Ladder{}, fmt.Errorf("rating: ladder: a level without a name rated %v", r)
		}
		if !(r >= MinR && r <= MaxR) {
			return Ladder{}, fmt.Errorf("rating: ladder: level %q rated %v, want %d to %d", level, r, MinR, MaxR)
		}
		l.elo[level] = r
	}
	return l, nil
}

// Computer is the fixed rating a computer of this level plays at.
func (l Ladder) Computer(level string) (Rating, error) {
	r, ok := l.elo[level]
	if !ok {
		if len(l.elo) == 0 {
			return Rating{}, fmt.Errorf("computer level %q: the ladder rates no computer", level)
		}
		return Rating{}, fmt.Errorf("computer level %q is not on the ladder (%s)", level,
			strings.Join(slices.Sorted(maps.Keys(l.elo)), ", "))
	}
	return Rating{R: r, RD: ComputerRD, Sigma: NewSigma}, nil
}
