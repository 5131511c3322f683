// Package perft counts the lines of play a ruleset's move generator
// reaches in K plies from a position, as a chess engine's perft pins its
// move generator: clone, list the legal actions, apply each, go on. Every
// ruleset's perft tests walk with it. Standard library only.
package perft

import "fmt"

// Rules are what a walk needs of a ruleset whose state S is a plain value:
// assigning an S clones it (the rulesets' states are comparable values).
type Rules[S, A any, K comparable] struct {
	// Legal appends the actions legal at s to dst: (*State).LegalActions.
	Legal func(s *S, dst []A) []A
	// Apply plays a on s: (*State).Apply.
	Apply func(s *S, a A) error
	// Key is a position's canonical key: lines whose keys are equal reach
	// one position.
	Key func(s *S) K
	// Chance, when set, fixes a chance step as a record fixes it: where it
	// reports an action, that one is walked instead of every action Legal
	// lists. Nil walks every listed action (chance expanded).
	Chance func(s *S) (A, bool)
}

// Counts are a walk's numbers, ply by ply: Nodes[k] the lines of k+1 plies
// (the legal actions summed over every line of k plies), Positions[k] the
// distinct positions, by Key, those lines reach.
type Counts struct {
	Nodes, Positions []int
}

// Walk walks every line of depth plies from start. It fails at the first
// action listed but refused, and where two actions listed at one position
// reach the same position (a move generator lists each move once).
func (r Rules[S, A, K]) Walk(start S, depth int) (Counts, error) {
	w := walker[S, A, K]{
		rules:    r,
		counts:   Counts{Nodes: make([]int, depth), Positions: make([]int, depth)},
		seen:     make([]map[K]struct{}, depth),
		legal:    make([][]A, depth),
		children: make([]map[K]A, depth),
	}
	for k := range depth {
		w.seen[k] = map[K]struct{}{}
		w.children[k] = map[K]A{}
	}
	if depth > 0 {
		if err := w.walk(&start, 0); err != nil {
			return w.counts, err
		}
	}
	for k, seen := range w.seen {
		w.counts.Positions[k] = len(seen)
	}
	return w.counts, nil
}

// walker holds a walk's tallies and, ply by ply, the buffers it reuses.
type walker[S, A any, K comparable] struct {
	rules    Rules[S, A, K]
	counts   Counts
	seen     []map[K]struct{} // the positions reached at each ply
	legal    [][]A            // the actions listed at the line's position, per ply
	children []map[K]A        // the positions the listed actions reach, per ply
}

// walk applies each action listed at s, the line being ply plies long, and
// walks on from each position reached while the depth allows.
func (w *walker[S, A, K]) walk(s *S, ply int) error {
	legal := w.legal[ply][:0]
	if a, fixed := w.chance(s); fixed {
		legal = append(legal, a)
	} else {
		legal = w.rules.Legal(s, legal)
	}
	w.legal[ply] = legal
	children := w.children[ply]
	clear(children)
	for _, a := range legal {
		next := *s
		if err := w.rules.Apply(&next, a); err != nil {
			return fmt.Errorf("perft: ply %d: %v is listed but refused: %w", ply+1, a, err)
		}
		w.counts.Nodes[ply]++
		key := w.rules.Key(&next)
		if b, dup := children[key]; dup {
			return fmt.Errorf("perft: ply %d: %v and %v reach the same position", ply+1, b, a)
		}
		children[key] = a
		w.seen[ply][key] = struct{}{}
		if ply+1 < len(w.seen) {
			if err := w.walk(&next, ply+1); err != nil {
				return err
			}
		}
	}
	return nil
}

// chance is the one action a fixed chance step walks at s, if s is one.
func (w *walker[S, A, K]) chance(s *S) (A, bool) {
	if w.rules.Chance == nil {
		var none A
		return none, false
	}
	return w.rules.Chance(s)
}
