package server

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"orbis/game/online"
)

// Limits bound what one address, and all of them together, make the
// server store and compute. A zero field takes its default.
type Limits struct {
	// CreatesPerMinute is how many rooms one address may create a minute
	// (4, as many at once).
	CreatesPerMinute int
	// OpenRoomsPerAddress is how many unfinished rooms one address may
	// have created (20); MaxOpenRooms how many there may be in all
	// (10,000). Both count the store's index of unfinished rooms, as read
	// at every sweep, and this server's own rooms since.
	OpenRoomsPerAddress int
	MaxOpenRooms        int
	// RoomThinkPerHour is the thinking a room's computer seats may do in
	// an hour (60 s: a whole game of four Experts takes about 6 s); once
	// spent they play at the cheapest level until it refills.
	RoomThinkPerHour time.Duration
	// MaxRoomSeats is the most seats a room may have, people and
	// computers (100; at most online.MaxSeats): a game's own range
	// bounds it further.
	MaxRoomSeats int
	// MaxSpectators is how many connections may watch one room on this
	// server (DefaultMaxSpectators; one address at most a quarter of them,
	// and at least one).
	MaxSpectators int
}

func (l Limits) withDefaults() Limits {
	if l.CreatesPerMinute <= 0 {
		l.CreatesPerMinute = 4
	}
	if l.OpenRoomsPerAddress <= 0 {
		l.OpenRoomsPerAddress = 20
	}
	if l.MaxOpenRooms <= 0 {
		l.MaxOpenRooms = 10_000
	}
	if l.RoomThinkPerHour <= 0 {
		l.RoomThinkPerHour = time.Minute
	}
	if l.MaxRoomSeats <= 0 {
		l.MaxRoomSeats = DefaultMaxRoomSeats
	}
	l.MaxRoomSeats = min(l.MaxRoomSeats, online.MaxSeats)
	if l.MaxSpectators <= 0 {
		l.MaxSpectators = DefaultMaxSpectators
	}
	return l
}

// createRoom makes a room for a connection within its address's limits
// and the server's, and notes it in the index of unfinished rooms.
func (s *Server) createRoom(ctx context.Context, c *conn, m online.Message) (*room, int, string, error) {
	if !s.creates.allow(c.key, time.Now()) {
		return nil, 0, "", refusal{online.ReasonRateLimit, "too many new rooms: wait a minute"}
	}
	if err := s.unfinished.admit(c.key, s.cfg.Limits); err != nil {
		return nil, 0, "", err
	}
	if s.usage.nearlyFull(ctx, s.cfg.Store, s.log) {
		return nil, 0, "", errServerFull
	}
	r, seat, token, err := s.create(ctx, m, c.key)
	if err != nil {
		return nil, 0, "", err
	}
	s.unfinished.add(c.key)
	r.noteIndexNow(ctx)
	return r, seat, token, nil
}

// DefaultMaxRoomSeats is a room's most seats when the server is not told.
const DefaultMaxRoomSeats = 100

// roomSeats is the most seats a room of the game may have here, and the
// fewest: the game's own range within the server's cap.
func (s *Server) roomSeats(g online.Ruleset) (lo, hi int) {
	lo, hi = g.Seats()
	return lo, min(hi, s.cfg.MaxRoomSeats)
}

// checkRoomSize refuses a create whose seats the game or the server does
// not take, and a room of more than online.ClockAbove seats without a turn
// clock: an absent captain would hold up everyone.
func (s *Server) checkRoomSize(g online.Ruleset, m online.Message) error {
	seats := max(len(m.Seats), m.Limit)
	lo, hi := s.roomSeats(g)
	switch {
	case seats > hi && hi == s.cfg.MaxRoomSeats:
		return refusal{online.ReasonTooManySeats, fmt.Sprintf("this server's rooms take at most %d seats", hi)}
	case seats < lo || seats > hi:
		return refusal{online.ReasonBadMessage, fmt.Sprintf("%s seats %d to %d players", m.Game, lo, hi)}
	case seats > online.ClockAbove && m.TurnLimit <= 0:
		return refusal{online.ReasonBadMessage, fmt.Sprintf("a room of more than %d seats has a turn limit", online.ClockAbove)}
	}
	return nil
}

var errServerFull = refusal{online.ReasonServerFull, "the server's storage is full: no new rooms for now"}

// storeRefusal tells a player of a store that is full; other errors stay
// as they are.
func storeRefusal(err error) error {
	if errors.Is(err, ErrFull) {
		return refusal{online.ReasonServerFull, "the server's storage is full"}
	}
	return err
}

// openTally counts the unfinished rooms by the address that made them:
// the index's count at the last sweep, and what this server made and
// finished since. Across servers sharing a store, each sees the others'
// rooms as of its last sweep.
type openTally struct {
	mu  sync.Mutex
	by  map[string]int
	all int
}

func (t *openTally) reset(entries map[string]IndexEntry) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.by, t.all = map[string]int{}, len(entries)
	for _, e := range entries {
		if e.By != "" {
			t.by[e.By]++
		}
	}
}

// admit refuses a new room to an address with too many unfinished ones,
// and to everyone when the server has too many.
func (t *openTally) admit(key string, l Limits) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	if n := t.by[key]; n >= l.OpenRoomsPerAddress {
		return refusal{online.ReasonTooManyRooms, fmt.Sprintf("%d unfinished rooms made from your address: finish one first", n)}
	}
	if t.all >= l.MaxOpenRooms {
		return errServerFull
	}
	return nil
}

func (t *openTally) add(key string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.by == nil {
		t.by = map[string]int{}
	}
	t.by[key]++
	t.all++
}

// remove counts a room out that finished; never below zero, as a room
// made elsewhere since the last sweep was never counted in.
func (t *openTally) remove(key string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.by[key] > 0 {
		t.by[key]--
	}
	if t.by[key] == 0 {
		delete(t.by, key)
	}
	t.all = max(t.all-1, 0)
}

// StoreUsage is a Store that knows how full it is.
type StoreUsage interface {
	// Usage is the bytes stored and the most there may be (0: no limit).
	Usage(ctx context.Context) (used, limit int64, err error)
}

// usage keeps the store's fill, read again at most every usageEvery.
type usage struct {
	mu          sync.Mutex
	at          time.Time
	used, limit int64
}

const (
	usageEvery = 10 * time.Second
	// newRoomsBelow is the share of the store's limit past which no new
	// room is made: the rest is for the games under way, whose documents
	// grow with every move.
	newRoomsBelow = 0.9
)

// nearlyFull reports whether the store is past the share of its limit
// new rooms may use.
func (u *usage) nearlyFull(ctx context.Context, st Store, log interface{ Warn(string, ...any) }) bool {
	su, ok := st.(StoreUsage)
	if !ok {
		return false
	}
	u.mu.Lock()
	defer u.mu.Unlock()
	if time.Since(u.at) > usageEvery {
		used, limit, err := su.Usage(ctx)
		if err != nil {
			log.Warn("reading the store's usage", "err", err)
			return false
		}
		u.at, u.used, u.limit = time.Now(), used, limit
	}
	return u.limit > 0 && float64(u.used) >= newRoomsBelow*float64(u.limit)
}
