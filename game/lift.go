package game

import "orbis/input"

// Lifter is a scene whose pieces, dragged by a finger, ride above it in
// sight (a table's tiles, ships, hexes): what it does not lift, a column
// or a log scrolled by a drag, follows the finger.
type Lifter interface {
	Lifted(input.Target) bool
}

// lifted reports whether the scene lifts a dragged target above a finger.
func lifted(s Scene, t input.Target) bool {
	l, ok := s.(Lifter)
	return ok && l.Lifted(t)
}
