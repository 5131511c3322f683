package server

import (
	"context"
	"errors"
	"maps"
	"runtime/debug"
	"sync"
	"time"

	"orbis/game/online"
)

// IndexEntry is an unfinished room as the index keeps it.
type IndexEntry struct {
	// By is the address key that created the room ("" for a room made
	// before rooms kept it).
	By string `json:"by,omitempty"`
	// Deadline is when the server acts in the room if nobody does, in
	// Unix seconds: a seat's turn limit, or when a computer's turn should
	// be done; 0 while no clock runs. It is never later than that, but
	// may be earlier by up to half the room's turn limit (noteAgain): a
	// sweep that visits the room then finds its time not run out and
	// notes it exactly.
	Deadline int64 `json:"deadline,omitempty"`
}

// Index keeps, beside the rooms, one small entry per unfinished room:
// what the limits count and what the sweep visits, without loading rooms.
// A room's entry is written when it is created and on every save that
// changes it, and removed when its game is over. Several servers sharing
// a store share its index.
type Index interface {
	Note(ctx context.Context, code string, e IndexEntry) error
	Forget(ctx context.Context, code string) error
	// Entries lists every unfinished room's entry.
	Entries(ctx context.Context) (map[string]IndexEntry, error)
	// Built reports whether the index has been made from the stored
	// rooms once (a store older than its index has rooms it lacks);
	// SetBuilt records that it has.
	Built(ctx context.Context) (bool, error)
	SetBuilt(ctx context.Context) error
}

// memIndex is an Index in memory: the memory store's, and the server's
// own for a store without one (then made from the rooms at the first
// sweep).
type memIndex struct {
	mu      sync.Mutex
	entries map[string]IndexEntry
	built   bool
}

func newMemIndex() *memIndex { return &memIndex{entries: map[string]IndexEntry{}} }

func (x *memIndex) Note(_ context.Context, code string, e IndexEntry) error {
	if err := checkCode(code); err != nil {
		return err
	}
	x.mu.Lock()
	defer x.mu.Unlock()
	x.entries[code] = e
	return nil
}

func (x *memIndex) Forget(_ context.Context, code string) error {
	x.mu.Lock()
	defer x.mu.Unlock()
	delete(x.entries, code)
	return nil
}

func (x *memIndex) Entries(context.Context) (map[string]IndexEntry, error) {
	x.mu.Lock()
	defer x.mu.Unlock()
	return maps.Clone(x.entries), nil
}

func (x *memIndex) Built(context.Context) (bool, error) {
	x.mu.Lock()
	defer x.mu.Unlock()
	return x.built, nil
}

func (x *memIndex) SetBuilt(context.Context) error {
	x.mu.Lock()
	defer x.mu.Unlock()
	x.built = true
	return nil
}

// indexState is what a room last wrote to the index (the room's write
// guards it).
type indexState struct {
	known bool // false until this server wrote the room's entry
	gone  bool // the entry is removed: the game is over
	entry IndexEntry
}

// noteIndex brings the room's index entry up to date after a save (the
// room's write held, not its state lock): removed once the game is over,
// else written when noteAgain says so. The room is saved already, so a
// failure is only logged: the next save tries again.
func (r *room) noteIndex(ctx context.Context) {
	r.mu.Lock()
	over, by := r.match.Over(), r.doc.By
	e := IndexEntry{By: by, Deadline: r.clockLocked()}
	slack := int64(r.doc.TurnLimit / 2)
	r.mu.Unlock()
	if over {
		if r.indexed.gone {
			return
		}
		if err := r.srv.index.Forget(ctx, r.code); err != nil {
			r.srv.log.Warn("taking a finished room out of the index", "room", r.code, "err", err)
			return
		}
		r.srv.unfinished.remove(by)
		r.indexed = indexState{known: true, gone: true}
		return
	}
	if r.indexed.known && !r.indexed.gone && !noteAgain(r.indexed.entry, e, slack) {
		return
	}
	if err := r.srv.index.Note(ctx, r.code, e); err != nil {
		r.srv.log.Warn("noting a room in the index", "room", r.code, "err", err)
		return
	}
	r.indexed = indexState{known: true, entry: e}
}

// noteAgain reports whether a room's index entry, noted as it was, is to
// be written again as it is now. Each move of a room with a turn limit
// moves its deadline on; writing it every time was a second store write
// (and fsync) a move. A noted deadline that is later than the room's, or
// no clock where one runs, would keep the sweep from a room whose time ran
// out: written at once. One earlier by at most slack seconds only has the
// sweep visit the room early (once: the visit notes it exactly).
func noteAgain(noted, now IndexEntry, slack int64) bool {
	switch {
	case noted.By != now.By, (noted.Deadline == 0) != (now.Deadline == 0):
		return true
	case now.Deadline < noted.Deadline:
		return true
	}
	return now.Deadline-noted.Deadline > slack
}

// noteIndexNow is noteIndex for a room just opened or created, with its
// write taken.
func (r *room) noteIndexNow(ctx context.Context) {
	r.write.Lock()
	defer r.write.Unlock()
	r.noteIndex(ctx)
}

// clockLocked is when the server acts in the room if nobody does: when
// the seat to act's time runs out and the computer takes over, or, on a
// computer's turn, when it should have been played (a server that stopped
// meanwhile leaves it to another's sweep); 0 when no clock runs.
func (r *room) clockLocked() int64 {
	if d := r.deadlineLocked(); d != 0 {
		return d
	}
	seat := r.match.ToAct()
	if r.doc.TurnLimit > 0 && seat >= 0 && !r.humanLocked(seat) {
		return r.turnBeganLocked().Add(time.Duration(r.doc.TurnLimit)*time.Second + r.srv.cfg.ThinkBudget).Unix()
	}
	return 0
}

// sweep reads the index now and then: it counts the unfinished rooms for
// the limits, and opens those whose clock ran out while nobody here was
// in them, so the computer plays for an absent seat.
func (s *Server) sweep() {
	defer s.work.Done()
	t := time.NewTicker(s.cfg.SweepEvery)
	defer t.Stop()
	for {
		s.sweepOnce(s.ctx, time.Now())
		select {
		case <-s.ctx.Done():
			return
		case <-t.C:
		}
	}
}

// sweepOnce is one look at the index, as of now; it returns the rooms it
// visited.
func (s *Server) sweepOnce(ctx context.Context, now time.Time) []string {
	s.sweepMu.Lock() // one at a time: a test sweeps too, and the first sweep of New may be under way
	defer s.sweepMu.Unlock()
	if err := s.buildIndex(ctx); err != nil {
		s.log.Warn("indexing the unfinished rooms", "err", err)
	}
	entries, err := s.index.Entries(ctx)
	if err != nil {
		s.log.Warn("reading the index of unfinished rooms", "err", err)
		return nil
	}
	s.unfinished.reset(entries)
	var visited []string
	for code, e := range entries {
		if e.Deadline == 0 || e.Deadline > now.Unix() || ctx.Err() != nil {
			continue
		}
		s.mu.Lock()
		open := s.rooms[code] != nil
		s.mu.Unlock()
		if !open {
			s.visit(code)
			visited = append(visited, code)
		}
	}
	return visited
}

// visitDue opens a room whose clock ran out: opening it sets the computer
// to work (see next) and puts its index entry right, should it be stale.
func (s *Server) visitDue(ctx context.Context, code string) {
	r, err := s.open(ctx, code)
	var ref refusal
	if errors.As(err, &ref) && ref.reason == online.ReasonNoRoom { // gone from the store
		if err := s.index.Forget(ctx, code); err != nil {
			s.log.Warn("taking a room out of the index", "room", code, "err", err)
		}
		return
	}
	if err != nil {
		s.log.Warn("opening a room whose time ran out", "room", code, "err", err)
		return
	}
	r.noteIndexNow(ctx)
	r.leaveIfIdle()
}

// buildIndex makes the index from the stored rooms, once for a store
// whose rooms were stored before it had an index: each is loaded and
// replayed. It is called by sweepOnce, under sweepMu.
func (s *Server) buildIndex(ctx context.Context) error {
	if s.indexBuilt {
		return nil
	}
	if built, err := s.index.Built(ctx); err != nil || built {
		s.indexBuilt = err == nil
		return err
	}
	codes, err := s.cfg.Store.Rooms(ctx)
	if err != nil {
		return err
	}
	noted := 0
	for _, code := range codes {
		e, unfinished, err := s.indexEntryOf(ctx, code)
		if err != nil {
			s.log.Warn("indexing a room", "room", code, "err", err)
			continue
		}
		if !unfinished {
			continue
		}
		if err := s.index.Note(ctx, code, e); err != nil {
			return err
		}
		noted++
	}
	if err := s.index.SetBuilt(ctx); err != nil {
		return err
	}
	s.indexBuilt = true
	s.log.Info("indexed the unfinished rooms", "rooms", len(codes), "unfinished", noted)
	return nil
}

// indexEntryOf reads a stored room's index entry, and whether its game is
// still under way; a panic replaying it fails that room only.
func (s *Server) indexEntryOf(ctx context.Context, code string) (_ IndexEntry, _ bool, err error) {
	defer func() {
		if p := recover(); p != nil {
			s.failCode(code, "the sweep", p, debug.Stack())
			err = errRoomFailed
		}
	}()
	data, _, err := s.cfg.Store.Load(ctx, code)
	if err != nil {
		return IndexEntry{}, false, err
	}
	doc, err := assemble(ctx, s.cfg.Store, code, data, nil)
	if err != nil {
		return IndexEntry{}, false, err
	}
	g := s.games[doc.Game]
	if g == nil {
		return IndexEntry{}, false, errors.New("a game this server does not have: " + doc.Game)
	}
	m, err := openDoc(g, doc)
	if err != nil {
		return IndexEntry{}, false, err
	}
	r := &room{srv: s, code: code, game: g, doc: doc, match: m}
	return IndexEntry{By: doc.By, Deadline: r.clockLocked()}, !m.Over(), nil
}
