package server

import (
	"context"
	"log/slog"
	"sync"
	"time"
)

const (
	// markEvery is how long the marker gathers marks before it writes them:
	// one store write carries the saves of every room made meanwhile, so a
	// mark costs the store a write per markEvery, not one per move.
	markEvery = 50 * time.Millisecond
	// markRetry spaces the marker's writes while the store refuses them.
	markRetry = time.Second
	// markWait bounds the last write of the marks when the server stops.
	markWait = 2 * time.Second
)

// marker keeps, apart from the rooms, the high-water mark of every room:
// how many times the server stored it, written after each save the store
// acknowledged. A mark older than its room is harmless (a save whose mark
// was not written yet); a mark newer than its room shows that the store
// lost what it had acknowledged.
//
// The mark is written after the save, never before: a mark of a save the
// store then refused would look like a loss. It is not waited for before
// the move is acknowledged to the players: that would add a second write
// to every move's time, and what it would close is the last markEvery
// before a crash, when the rooms' files would also have to be damaged
// while the marks' were not. JetStream's own account of lost data (Lost)
// is the other witness of that moment.
type marker struct {
	store Store
	log   *slog.Logger

	mu      sync.Mutex
	latest  map[string]Mark // every room's latest mark: read at start, then noted
	pending map[string]Mark // not written yet
	wake    chan struct{}   // capacity 1: "pending has marks"

	ready   chan struct{} // closed once the marks were read at start
	readErr error         // why they could not be, if so

	// flushing is held for a whole flush, the write included: a flush
	// returns only once every mark noted before it is written, even one
	// another flush took from pending and is still writing (close, the
	// audit's tests).
	flushing sync.Mutex
}

func newMarker(store Store, log *slog.Logger) *marker {
	return &marker{store: store, log: log, latest: map[string]Mark{}, pending: map[string]Mark{},
		wake: make(chan struct{}, 1), ready: make(chan struct{})}
}

// load reads the marks kept so far; checks wait for it. A store that does
// not answer is tried a few times; without marks, checks see no loss.
func (mk *marker) load(ctx context.Context) {
	defer close(mk.ready)
	var (
		marks map[string]Mark
		err   error
	)
	for attempt := 1; attempt <= 3; attempt++ {
		if marks, err = mk.store.Marks(ctx); err == nil || ctx.Err() != nil {
			break
		}
		select {
		case <-ctx.Done():
		case <-time.After(markRetry):
		}
	}
	mk.mu.Lock()
	defer mk.mu.Unlock()
	mk.readErr = err
	for code, m := range marks {
		if old, ok := mk.latest[code]; !ok || m.after(old) {
			mk.latest[code] = m
		}
	}
}

// mark returns a room's latest mark, once the marks are read.
func (mk *marker) mark(ctx context.Context, code string) (Mark, bool) {
	select {
	case <-mk.ready:
	case <-ctx.Done():
		return Mark{}, false
	}
	mk.mu.Lock()
	defer mk.mu.Unlock()
	m, ok := mk.latest[code]
	return m, ok
}

// all returns every room's latest mark, once the marks are read.
func (mk *marker) all(ctx context.Context) (map[string]Mark, error) {
	select {
	case <-mk.ready:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	mk.mu.Lock()
	defer mk.mu.Unlock()
	out := make(map[string]Mark, len(mk.latest))
	for code, m := range mk.latest {
		out[code] = m
	}
	return out, mk.readErr
}

// note marks a save the store acknowledged; an older one is ignored.
func (mk *marker) note(code string, m Mark) {
	mk.set(code, m, false)
}

// reset marks a room's save even though an earlier mark is higher: the
// save that keeps a room that went back, flagged, as found.
func (mk *marker) reset(code string, m Mark) {
	mk.set(code, m, true)
}

func (mk *marker) set(code string, m Mark, force bool) {
	if m.At == 0 {
		m.At = time.Now().Unix()
	}
	mk.mu.Lock()
	if old, ok := mk.latest[code]; ok && !force && !m.after(old) {
		mk.mu.Unlock()
		return
	}
	mk.latest[code], mk.pending[code] = m, m
	mk.mu.Unlock()
	select {
	case mk.wake <- struct{}{}:
	default:
	}
}

// run writes the pending marks, a batch every markEvery at most, until
// ctx ends; flush writes what is left.
func (mk *marker) run(ctx context.Context) {
	for {
		select {
		case <-ctx.Done():
			return
		case <-mk.wake:
		}
		select { // gather the saves of other rooms meanwhile
		case <-ctx.Done():
			return
		case <-time.After(markEvery):
		}
		if err := mk.flush(ctx); err != nil && ctx.Err() == nil {
			mk.log.Warn("store: the rooms' marks could not be written; trying again", "err", err)
			select {
			case <-ctx.Done():
				return
			case <-time.After(markRetry):
			}
			select {
			case mk.wake <- struct{}{}:
			default:
			}
		}
	}
}

// flush writes the pending marks; those it could not write are pending
// again, unless a later mark of their room came meanwhile.
func (mk *marker) flush(ctx context.Context) error {
	mk.flushing.Lock()
	defer mk.flushing.Unlock()
	mk.mu.Lock()
	batch := mk.pending
	mk.pending = map[string]Mark{}
	mk.mu.Unlock()
	if len(batch) == 0 {
		return nil
	}
	err := mk.store.PutMarks(ctx, batch)
	if err != nil {
		mk.mu.Lock()
		for code, m := range batch {
			if _, later := mk.pending[code]; !later {
				mk.pending[code] = m
			}
		}
		mk.mu.Unlock()
	}
	return err
}

// close writes the marks still pending when the server stops.
func (mk *marker) close() {
	ctx, cancel := context.WithTimeout(context.Background(), markWait)
	defer cancel()
	if err := mk.flush(ctx); err != nil {
		mk.log.Warn("store: the rooms' last marks could not be written", "err", err)
	}
}
