//go:build !js

package cli

import (
	"sync"
	"time"

	"orbis/game/online"
)

// turnClock times a room's turns of a game whose seats act at once: from
// the step that sets every seat acting (the General's order) reaching the
// first client to the step that ends it (the last captain's follow)
// reaching the last one. Each client tells it when it sees a step that
// concerned every seat.
type turnClock struct {
	clients int
	stats   *loadStats

	mu   sync.Mutex
	seen map[int]*sharedSeen // by step number
}

// sharedSeen is when the clients saw a shared step: the first, the last,
// and how many.
type sharedSeen struct {
	first, last time.Time
	clients     int
}

func newTurnClock(clients int, stats *loadStats) *turnClock {
	return &turnClock{clients: clients, stats: stats, seen: map[int]*sharedSeen{}}
}

// saw notes the shared steps a client's match shows beyond the seen first
// ones, at now, and returns the steps it has seen.
func (tc *turnClock) saw(m online.Match, seen int, now time.Time) int {
	if !m.AtOnce() {
		return m.Steps()
	}
	for n := seen + 1; n <= m.Steps(); n++ {
		if m.Shared(n) {
			tc.note(n, now)
		}
	}
	return m.Steps()
}

// note counts a client's sight of shared step n; once every client saw it
// and private steps came between it and the shared step before, that was
// a turn of seats acting at once.
func (tc *turnClock) note(n int, now time.Time) {
	tc.mu.Lock()
	defer tc.mu.Unlock()
	s := tc.seen[n]
	if s == nil {
		s = &sharedSeen{first: now}
		tc.seen[n] = s
	}
	s.last, s.clients = now, s.clients+1
	if s.clients < tc.clients {
		return
	}
	began := 0
	for k := range tc.seen {
		if k < n && k > began {
			began = k
		}
	}
	if start := tc.seen[began]; start != nil && n-began > 1 && tc.stats.counting.Load() {
		tc.stats.mu.Lock()
		tc.stats.turns = append(tc.stats.turns, s.last.Sub(start.first))
		tc.stats.mu.Unlock()
	}
	for k := range tc.seen {
		if k < n {
			delete(tc.seen, k)
		}
	}
}
