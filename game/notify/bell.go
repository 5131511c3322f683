package notify

import (
	"log"
	"sync"

	"orbis/game/online"
)

// System is where notifications show: the desktop's, or the browser's.
type System interface {
	// Notify shows a notification; tag names the game it is of, so that
	// a newer one of the same game takes the older's place.
	Notify(title, body, tag string) error
	// Badge puts the app's badge up, or takes it down.
	Badge(on bool)
	// Focused says whether the person is looking at the application, when
	// the system knows it better than the game's window (a browser tab in
	// the background); known is false when it does not.
	Focused() (focused, known bool)
}

// Words are what a notification of a game says, in the person's
// language, written when its table opens.
type Words struct{ Title, Body string }

// Bell tells a person of their turns in one online game: it looks at the
// client's turn after every message the server sends, from the client's
// reader, so it hears while the application's frames do not run.
type Bell struct {
	sys     System
	focused func() bool // the game's window's focus, where the system does not know
	words   Words

	mu    sync.Mutex
	watch Watch
}

// Follow tells of the client's turns from now on, on this platform's
// notifications (the client's one watcher: a later Follow replaces it);
// focused is the game's window's focus.
func Follow(c *online.Client, words Words, focused func() bool) *Bell {
	return FollowOn(c, words, focused, Platform())
}

// FollowOn is Follow on a given system.
func FollowOn(c *online.Client, words Words, focused func() bool, sys System) *Bell {
	b := &Bell{sys: sys, focused: focused, words: words}
	b.See(c.Turn())
	c.OnChange(func() { b.See(c.Turn()) })
	return b
}

// See acts on a look at the turn: the notification and the badge.
func (b *Bell) See(t online.Turn) {
	focused, known := b.sys.Focused()
	if !known {
		focused = b.focused()
	}
	b.mu.Lock()
	v := b.watch.See(t, focused)
	b.mu.Unlock()
	if v.Clear {
		b.sys.Badge(false)
	}
	if v.Notify {
		b.sys.Badge(true)
		go func() { // a bus may take its time: never the client's reader's
			if err := b.sys.Notify(b.words.Title, b.words.Body, "orbis-"+t.Code); err != nil {
				log.Printf("orbis: a turn's notification: %v", err)
			}
		}()
	}
}
