package session

// EventKind says what happened to the history.
type EventKind uint8

// The kinds of events.
const (
	Applied EventKind = iota + 1 // a step was played (a seat's or the table's)
	Undone                       // a step was taken back
	Redone                       // a step taken back was played again
)

func (k EventKind) String() string {
	switch k {
	case Applied:
		return "applied"
	case Undone:
		return "undone"
	case Redone:
		return "redone"
	}
	return "event?"
}

// Event is one change of the game, with the state before and after it: the
// log, the animations, the sound and the network each read what they need
// from it, rather than rebuilding what happened their own way.
type Event[S any, A any] struct {
	Kind          EventKind
	Step          Step[A]
	Before, After S
}

// KeepNoEvents has the session keep no events from now on, those it
// holds forgotten: one whose history is all that is read (a server's
// room, which sends its steps) spares two copies of the state a step,
// allocated and collected, a sixth of a loaded server's allocations.
func (s *Session[S, A, O, P]) KeepNoEvents() {
	s.quiet, s.events = true, nil
}

// Drain returns the events since the last call, oldest first, and forgets
// them. A session has one reader of its events (the table that shows the
// game, or the server's room), which hands them on.
func (s *Session[S, A, O, P]) Drain() []Event[S, A] {
	out := s.events
	s.events = nil
	return out
}
