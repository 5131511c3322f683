package server

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
)

// MaxDocSize is the largest room document a Store keeps: 1 MiB.
const MaxDocSize = 1 << 20

// More errors of a Store, for input it refuses before touching storage.
var (
	ErrBadCode  = errors.New("not a room code")
	ErrTooLarge = errors.New("room document too large")
	ErrClosed   = errors.New("store closed")
)

// roomCodeLen matches online.CodeLen; repeated so the store needs nothing
// from the game packages.
const roomCodeLen = 8

// checkCode refuses keys that are not room codes (8 characters of
// Crockford's base 32, upper case) so that nothing odd reaches NATS
// subjects.
func checkCode(code string) error {
	if len(code) != roomCodeLen {
		return fmt.Errorf("store: room %q: %w: %d bytes, want %d", clip(code), ErrBadCode, len(code), roomCodeLen)
	}
	for i := 0; i < len(code); i++ {
		if !isCodeChar(code[i]) {
			return fmt.Errorf("store: room %q: %w: %q is not a Crockford base 32 character", code, ErrBadCode, code[i])
		}
	}
	return nil
}

// isCodeChar reports whether c is in 0-9A-HJKMNP-TV-Z.
func isCodeChar(c byte) bool {
	switch {
	case c >= '0' && c <= '9':
		return true
	case c < 'A' || c > 'Z':
		return false
	}
	return c != 'I' && c != 'L' && c != 'O' && c != 'U'
}

// clip shortens a bad code for an error message; it may be anything.
func clip(s string) string {
	if len(s) > 24 {
		return s[:24] + "..."
	}
	return s
}

// checkDoc refuses documents over MaxDocSize.
func checkDoc(code string, doc []byte) error {
	if len(doc) > MaxDocSize {
		return fmt.Errorf("store: room %s: %w: %d bytes, at most %d", code, ErrTooLarge, len(doc), MaxDocSize)
	}
	return nil
}

// checkRev refuses revision 0 in Save: no stored room has it, and NATS
// would read it as "create".
func checkRev(code string, rev uint64) error {
	if rev == 0 {
		return fmt.Errorf("store: room %s: save needs the revision loaded, got 0", code)
	}
	return nil
}

// memStore is a Store in memory, for tests that need no NATS. Like a
// JetStream stream it numbers all changes with one sequence, so a room's
// revisions grow but are not consecutive.
type memStore struct {
	mu       sync.Mutex
	seq      uint64
	rooms    map[string]memRoom
	watchers map[string]map[*memWatch]struct{}
	closed   bool
	done     chan struct{} // closed by Close, ends all watches
	*memIndex
	bytes, maxBytes int64 // the documents' size, and its limit (0: none)
	marks           map[string]Mark
	parts           map[string][]byte // rooms' parts by key (store_parts.go)
	lost            *LostData         // what a test makes it report lost
	docs            map[string]*memDocs

	// fault, when set, is called by every write and by Health before they
	// touch the rooms (op "create", "save" or "health"): a test makes the
	// store fail by returning an error, or slow by blocking (until ctx
	// ends, or the test lets it go).
	faultMu sync.Mutex
	fault   func(ctx context.Context, op, code string) error
}

// setFault makes the store's writes and Health call f first (nil: none).
func (m *memStore) setFault(f func(ctx context.Context, op, code string) error) {
	m.faultMu.Lock()
	m.fault = f
	m.faultMu.Unlock()
}

// injected runs the fault a test set, if any, outside m.mu so that a
// blocked write holds up no other room.
func (m *memStore) injected(ctx context.Context, op, code string) error {
	m.faultMu.Lock()
	f := m.fault
	m.faultMu.Unlock()
	if f == nil {
		return nil
	}
	err := f(ctx, op, code)
	switch {
	case err == nil:
		return nil
	case code == "":
		return fmt.Errorf("store: %s: %w", op, err)
	}
	return fmt.Errorf("store: room %s: %s: %w", code, op, err)
}

type memRoom struct {
	doc []byte
	rev uint64
}

// memWatch holds a watcher's next update so Save never waits for f. Like
// a KV watch on a bucket keeping one revision, it keeps only the latest:
// revisions overwritten before f got them are skipped.
type memWatch struct {
	mu      sync.Mutex
	pending *memRoom
	wake    chan struct{} // capacity 1: "pending is set"
}

// NewMemoryStore returns an empty Store kept in memory.
func NewMemoryStore() Store {
	return &memStore{
		rooms:    map[string]memRoom{},
		watchers: map[string]map[*memWatch]struct{}{},
		done:     make(chan struct{}),
		memIndex: &memIndex{entries: map[string]IndexEntry{}, built: true}, // as empty as the rooms
	}
}

func (m *memStore) Create(ctx context.Context, code string, doc []byte) (uint64, error) {
	if err := checkCode(code); err != nil {
		return 0, err
	}
	if err := checkDoc(code, doc); err != nil {
		return 0, err
	}
	if err := ctx.Err(); err != nil {
		return 0, fmt.Errorf("store: room %s: %w", code, err)
	}
	if err := m.injected(ctx, "create", code); err != nil {
		return 0, err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed {
		return 0, fmt.Errorf("store: room %s: %w", code, ErrClosed)
	}
	if _, ok := m.rooms[code]; ok {
		return 0, fmt.Errorf("store: room %s: %w", code, ErrExists)
	}
	if err := m.fits(code, doc); err != nil {
		return 0, err
	}
	return m.put(code, doc), nil
}

func (m *memStore) Load(ctx context.Context, code string) ([]byte, uint64, error) {
	if err := checkCode(code); err != nil {
		return nil, 0, err
	}
	if err := ctx.Err(); err != nil {
		return nil, 0, fmt.Errorf("store: room %s: %w", code, err)
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed {
		return nil, 0, fmt.Errorf("store: room %s: %w", code, ErrClosed)
	}
	r, ok := m.rooms[code]
	if !ok {
		return nil, 0, fmt.Errorf("store: room %s: %w", code, ErrNoRoom)
	}
	return slices.Clone(r.doc), r.rev, nil
}

func (m *memStore) Save(ctx context.Context, code string, doc []byte, rev uint64) (uint64, error) {
	if err := checkCode(code); err != nil {
		return 0, err
	}
	if err := checkDoc(code, doc); err != nil {
		return 0, err
	}
	if err := checkRev(code, rev); err != nil {
		return 0, err
	}
	if err := ctx.Err(); err != nil {
		return 0, fmt.Errorf("store: room %s: %w", code, err)
	}
	if err := m.injected(ctx, "save", code); err != nil {
		return 0, err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed {
		return 0, fmt.Errorf("store: room %s: %w", code, ErrClosed)
	}
	// Like kv.Update, a missing room is a conflict too: the caller's
	// revision is not the latest.
	if r, ok := m.rooms[code]; !ok || r.rev != rev {
		return 0, fmt.Errorf("store: room %s: revision %d: %w", code, rev, ErrConflict)
	}
	if err := m.fits(code, doc); err != nil {
		return 0, err
	}
	return m.put(code, doc), nil
}

// put stores doc under code and tells the watchers; m.mu is held.
func (m *memStore) put(code string, doc []byte) uint64 {
	m.seq++
	r := memRoom{doc: slices.Clone(doc), rev: m.seq}
	if r.doc == nil {
		r.doc = []byte{}
	}
	m.bytes += int64(len(r.doc) - len(m.rooms[code].doc))
	m.rooms[code] = r
	for w := range m.watchers[code] {
		w.mu.Lock()
		w.pending = &r
		w.mu.Unlock()
		select {
		case w.wake <- struct{}{}:
		default:
		}
	}
	return r.rev
}

func (m *memStore) Watch(ctx context.Context, code string, f func(doc []byte, rev uint64)) error {
	if err := checkCode(code); err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("store: watch room %s: %w", code, err)
	}
	w := &memWatch{wake: make(chan struct{}, 1)}
	m.mu.Lock()
	if m.closed {
		m.mu.Unlock()
		return fmt.Errorf("store: watch room %s: %w", code, ErrClosed)
	}
	if m.watchers[code] == nil {
		m.watchers[code] = map[*memWatch]struct{}{}
	}
	m.watchers[code][w] = struct{}{}
	m.mu.Unlock()

	go func() {
		defer m.unwatch(code, w)
		for {
			select {
			case <-ctx.Done():
				return
			case <-m.done:
				return
			case <-w.wake:
			}
			w.mu.Lock()
			r := w.pending
			w.pending = nil
			w.mu.Unlock()
			// The select picks at random among ready cases: check again.
			if r == nil || ctx.Err() != nil {
				continue
			}
			f(slices.Clone(r.doc), r.rev)
		}
	}()
	return nil
}

func (m *memStore) unwatch(code string, w *memWatch) {
	m.mu.Lock()
	defer m.mu.Unlock()
	delete(m.watchers[code], w)
	if len(m.watchers[code]) == 0 {
		delete(m.watchers, code)
	}
}

func (m *memStore) Rooms(ctx context.Context) ([]string, error) {
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("store: rooms: %w", err)
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed {
		return nil, fmt.Errorf("store: rooms: %w", ErrClosed)
	}
	codes := make([]string, 0, len(m.rooms))
	for code := range m.rooms {
		codes = append(codes, code)
	}
	slices.Sort(codes)
	return codes, nil
}

// Health reports a closed store, or the fault a test set.
func (m *memStore) Health(ctx context.Context) error {
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("store: health: %w", err)
	}
	m.mu.Lock()
	closed := m.closed
	m.mu.Unlock()
	if closed {
		return fmt.Errorf("store: %w", ErrClosed)
	}
	if err := m.injected(ctx, "health", ""); err != nil {
		return err
	}
	return nil
}

func (m *memStore) Close() error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if !m.closed {
		m.closed = true
		close(m.done)
	}
	return nil
}
