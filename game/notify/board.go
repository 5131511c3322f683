package notify

import (
	"log"
	"sync"

	"orbis/game/online"
)

// Board tells a person of their turns in several online games at once,
// from looks at them that come now and then (the lobby's My games, asked
// again while it is shown) rather than from a client's messages: each
// game by the same rule as a table's Bell (Watch: once a turn, in a game
// of an hour or more a turn, while the application is not focused), the
// same words and the same tag, so that the table's notification of a game
// and the Board's replace each other. The badge is up while a turn told
// of is still the person's in any of the games.
type Board struct {
	sys     System
	focused func() bool // the game's window's focus, where the system does not know

	mu      sync.Mutex
	watches map[string]*Watch // by room code
}

// NewBoard tells of turns on sys; focused is the game's window's focus.
func NewBoard(sys System, focused func() bool) *Board {
	return &Board{sys: sys, focused: focused, watches: map[string]*Watch{}}
}

// See acts on a look at one game's turn, told in words when it calls for
// a notification.
func (b *Board) See(t online.Turn, words Words) {
	focused, known := b.sys.Focused()
	if !known {
		focused = b.focused()
	}
	b.mu.Lock()
	w := b.watches[t.Code]
	if w == nil {
		w = &Watch{}
		b.watches[t.Code] = w
	}
	v := w.See(t, focused)
	up := b.upLocked()
	b.mu.Unlock()
	if v.Clear && !up {
		b.sys.Badge(false)
	}
	if v.Notify {
		b.sys.Badge(true)
		go func() { // a bus may take its time: never the poll's
			if err := b.sys.Notify(words.Title, words.Body, "orbis-"+t.Code); err != nil {
				log.Printf("orbis: a turn's notification: %v", err)
			}
		}()
	}
}

// Close takes the badge down if a turn told of holds it up: the person
// has come to the games (the lobby was left for one of them, or
// elsewhere).
func (b *Board) Close() {
	b.mu.Lock()
	up := b.upLocked()
	b.watches = map[string]*Watch{}
	b.mu.Unlock()
	if up {
		b.sys.Badge(false)
	}
}

// upLocked reports whether a turn told of is still the person's.
func (b *Board) upLocked() bool {
	for _, w := range b.watches {
		if w.rung {
			return true
		}
	}
	return false
}
