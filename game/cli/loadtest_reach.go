//go:build !js

package cli

import (
	"sync"
	"time"

	"orbis/game/online"
)

// reachClock times each act of a room whose seats act in turn, as the
// players feel it: from the client sending it to the last client of the
// room having the step it made. Steps no client sent (the server's
// computers') are seen and forgotten. A game whose seats act at once is
// timed by its turns (turnClock).
type reachClock struct {
	clients int
	stats   *loadStats

	mu    sync.Mutex
	steps map[int]*reached // by step number
}

// reached is a step's send, if a client sent it, and how many clients
// have it, the last when.
type reached struct {
	sent    time.Time
	clients int
}

func newReachClock(clients int, stats *loadStats) *reachClock {
	return &reachClock{clients: clients, stats: stats, steps: map[int]*reached{}}
}

// sending notes that a client sends the act that makes step n.
func (rc *reachClock) sending(n int, at time.Time) {
	rc.mu.Lock()
	defer rc.mu.Unlock()
	rc.at(n).sent = at
}

// refused forgets the send of step n: the act was not taken, and the step
// of that number will be another's.
func (rc *reachClock) refused(n int) {
	rc.mu.Lock()
	defer rc.mu.Unlock()
	if r := rc.steps[n]; r != nil {
		r.sent = time.Time{}
	}
}

// at is step n's entry, made if new; the lock is held.
func (rc *reachClock) at(n int) *reached {
	r := rc.steps[n]
	if r == nil {
		r = &reached{}
		rc.steps[n] = r
	}
	return r
}

// saw notes the steps a client's match shows beyond the seen first ones,
// at now, and returns the steps it has seen.
func (rc *reachClock) saw(m online.Match, seen int, now time.Time) int {
	steps := m.Steps()
	if m.AtOnce() || steps <= seen {
		return steps
	}
	rc.mu.Lock()
	defer rc.mu.Unlock()
	for n := seen + 1; n <= steps; n++ {
		r := rc.at(n)
		if r.clients++; r.clients < rc.clients {
			continue
		}
		if !r.sent.IsZero() && rc.stats.counting.Load() {
			rc.stats.mu.Lock()
			rc.stats.reaches = append(rc.stats.reaches, now.Sub(r.sent))
			rc.stats.mu.Unlock()
		}
		delete(rc.steps, n)
	}
	return steps
}
