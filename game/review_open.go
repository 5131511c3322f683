package game

import "errors"

// Reviewer is a game whose finished (or saved) games can be watched again
// action by action: the title offers "Review a game" for it.
type Reviewer interface {
	// Review opens a record or a save of the game in its viewer.
	// ErrNotThisGame says the data is another game's; any other error that
	// it cannot be read, and why (for the log).
	Review(env *Env, data []byte) (Scene, error)
}

// OpenReview opens a record or a save in the viewer of the game it is of.
func OpenReview(env *Env, data []byte) (Scene, error) {
	for _, g := range env.Games() {
		r, ok := g.(Reviewer)
		if !ok {
			continue
		}
		scene, err := r.Review(env, data)
		if !errors.Is(err, ErrNotThisGame) {
			return scene, err
		}
	}
	return nil, ErrNotThisGame
}

// ReviewProblem says why a file did not open in the viewer.
func ReviewProblem(err error) Phrase {
	if errors.Is(err, ErrNotThisGame) {
		return Say("review.foreign")
	}
	return Say("review.broken")
}
