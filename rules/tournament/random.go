package tournament

import (
	"fmt"
	"math/rand/v2"
)

// Playable is a game as a random player plays it: the actions legal now,
// applied one at a time until the game is over.
type Playable[A any] interface {
	IsOver() bool
	LegalActions(dst []A) []A
	Apply(a A) error
}

// PlayRandom plays g to its end, each action drawn uniformly by r from the
// legal ones, and returns played with every action appended, for a record.
// A game that is over plays nothing; one with no legal action before its
// end is an error, as is a legal action refused.
func PlayRandom[A any](g Playable[A], r *rand.Rand, played []A) ([]A, error) {
	var legal []A
	for !g.IsOver() {
		legal = g.LegalActions(legal[:0])
		if len(legal) == 0 {
			return played, fmt.Errorf("internal error: no legal action after %d actions, and the game is not over", len(played))
		}
		a := legal[r.IntN(len(legal))]
		if err := g.Apply(a); err != nil {
			return played, fmt.Errorf("internal error: a legal action was refused: %w", err)
		}
		played = append(played, a)
	}
	return played, nil
}
