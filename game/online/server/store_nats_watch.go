package server

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// roomWatches follows every key of the rooms' bucket with one watch (one
// JetStream consumer) for the whole server, and passes each revision on
// to the watches of its room open here. A consumer a room cost about
// 38 KiB of the server's memory and a share of JetStream's work on every
// write; one for all costs that once.
type roomWatches struct {
	s *natsStore

	startMu sync.Mutex // held while the watch is being made
	started bool

	mu     sync.Mutex
	byCode map[string][]*roomWatch
	// seen is the rooms' stream's last sequence the watch has passed on
	// (or that was there when it began): a renewed watch resumes after it.
	seen uint64
}

// roomWatch is one Watch of a room: it holds the room's latest revision
// not yet given to f, so the one watch never waits for a room.
type roomWatch struct {
	ctx    context.Context
	f      func(doc []byte, rev uint64)
	author any // the watch's author (withAuthor), nil for none

	mu      sync.Mutex
	last    uint64 // the latest revision taken for f
	pending *pendingRev
	running bool // a goroutine is passing pending on
}

type pendingRev struct {
	doc []byte
	rev uint64
}

// Watch follows a room's key: its revisions come from the server's one
// watch of the rooms' bucket, made by the first Watch.
func (s *natsStore) Watch(ctx context.Context, code string, f func(doc []byte, rev uint64)) error {
	if err := checkCode(code); err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("store: watch room %s: %w", code, err)
	}
	if s.nc.IsClosed() || s.nc.IsDraining() {
		return fmt.Errorf("store: watch room %s: %w", code, ErrClosed)
	}
	if !s.alone {
		if err := s.watches.start(); err != nil {
			return fmt.Errorf("store: watch room %s: %w", code, err)
		}
	}
	// The room's revision now: the one watch, behind by a moment, may yet
	// deliver it or one before it, which are not news to the caller.
	w := &roomWatch{ctx: ctx, f: f, author: authorOf(ctx)}
	var kr *knownRev
	epoch := s.revs.epoch.Load()
	if s.alone { // the room's revision is known while it is watched
		kr = s.revs.hold(code)
		kr.mu.Lock()
	}
	gctx, cancel := context.WithTimeout(ctx, writeTry)
	if e, err := s.kv.Get(gctx, code); err == nil {
		w.last = e.Revision()
		if kr != nil {
			kr.set(e.Revision(), epoch) // no write of the room goes past kr's lock
		}
	}
	cancel()
	s.watches.add(code, w)
	if kr != nil {
		kr.mu.Unlock()
	}
	context.AfterFunc(ctx, func() {
		s.watches.remove(code, w)
		if kr != nil {
			s.revs.letGo(code, kr)
		}
	})
	return nil
}

// start makes the watch of every key once: it delivers every revision
// stored after the stream's last sequence read here.
func (ws *roomWatches) start() error {
	ws.startMu.Lock()
	defer ws.startMu.Unlock()
	if ws.started {
		return nil
	}
	s := ws.s
	ctx, cancel := context.WithTimeout(s.watchCtx, writeTry)
	last, err := s.lastRoomSeq(ctx)
	cancel()
	if err != nil {
		return err
	}
	w, err := s.kv.WatchAll(s.watchCtx, resumeAfter(last)...)
	if err != nil {
		return err
	}
	ws.mu.Lock()
	ws.seen = last
	ws.mu.Unlock()
	ws.started = true
	go ws.follow(w)
	return nil
}

// resumeAfter are the options of a watch of every key that delivers the
// revisions after seq: one per key, the latest, since the bucket keeps one.
func resumeAfter(seq uint64) []jetstream.WatchOpt {
	return []jetstream.WatchOpt{jetstream.IncludeHistory(), jetstream.ResumeFromRevision(seq + 1)}
}

// lastRoomSeq is the rooms' stream's last sequence.
func (s *natsStore) lastRoomSeq(ctx context.Context) (uint64, error) {
	st, err := s.kv.Status(ctx)
	if err != nil {
		return 0, err
	}
	bs, ok := st.(*jetstream.KeyValueBucketStatus)
	if !ok {
		return 0, fmt.Errorf("the rooms bucket's status is a %T, not a stream's", st)
	}
	return bs.StreamInfo().State.LastSeq, nil
}

func (ws *roomWatches) add(code string, w *roomWatch) {
	ws.mu.Lock()
	defer ws.mu.Unlock()
	ws.byCode[code] = append(ws.byCode[code], w)
}

func (ws *roomWatches) remove(code string, w *roomWatch) {
	ws.mu.Lock()
	defer ws.mu.Unlock()
	list := ws.byCode[code]
	for i, x := range list {
		if x == w {
			list = append(list[:i], list[i+1:]...)
			break
		}
	}
	if len(list) == 0 {
		delete(ws.byCode, code)
	} else {
		ws.byCode[code] = list
	}
}

// watched is how many watches of rooms are open.
func (ws *roomWatches) watched() int {
	ws.mu.Lock()
	defer ws.mu.Unlock()
	n := 0
	for _, list := range ws.byCode {
		n += len(list)
	}
	return n
}

// wrote passes a room's revision this store wrote on to the room's
// watches, where no other writer shares the store (alone): the watch of
// the rooms' stream delivered each write back to the server that made it,
// through a consumer and the NATS connection, a twentieth of a loaded
// server's CPU, for news that its own room ignores.
// The writer's own watch, named by the same author, is left out: a room
// takes on what it saved as the save returns, and would have waited for
// its write to end to ignore it.
func (s *natsStore) wrote(ctx context.Context, code string, doc []byte, rev uint64) {
	if !s.alone {
		return
	}
	author := authorOf(ctx)
	ws := &s.watches
	ws.mu.Lock()
	defer ws.mu.Unlock()
	var kept []byte
	for _, w := range ws.byCode[code] {
		if author != nil && w.author == author {
			continue
		}
		if kept == nil {
			kept = slices.Clone(doc) // the writer writes its next document into doc
		}
		w.offer(kept, rev)
	}
}

// deliver passes a revision of the stream on to its room's watches.
func (ws *roomWatches) deliver(e jetstream.KeyValueEntry) {
	ws.mu.Lock()
	ws.seen = max(ws.seen, e.Revision())
	var list []*roomWatch
	// Deletes and purges carry no document.
	if e.Operation() == jetstream.KeyValuePut {
		list = ws.byCode[e.Key()]
	}
	for _, w := range list {
		w.offer(e.Value(), e.Revision())
	}
	ws.mu.Unlock()
}

// offer keeps a revision for f, in place of one not yet passed on, and
// sees that a goroutine passes it on. Revisions in order, the latest last.
func (w *roomWatch) offer(doc []byte, rev uint64) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if rev <= w.last || w.ctx.Err() != nil {
		return // a renewed watch delivers again what it had
	}
	w.last = rev
	w.pending = &pendingRev{doc: doc, rev: rev}
	if !w.running {
		w.running = true
		go w.pass()
	}
}

// pass calls f with the pending revisions until there is none.
func (w *roomWatch) pass() {
	for {
		w.mu.Lock()
		p := w.pending
		w.pending = nil
		if p == nil || w.ctx.Err() != nil {
			w.running = false
			w.mu.Unlock()
			return
		}
		w.mu.Unlock()
		w.f(p.doc, p.rev)
	}
}

// follow passes the watch's revisions on until the store closes. nats.go
// renews the watch's consumer after most faults, but slowly after some
// (one lost with a NATS node) and not at all after others: a watch that
// ends early or falls behind is made again, resuming after the last
// revision it passed on, so no room stops hearing of changes.
func (ws *roomWatches) follow(w jetstream.KeyWatcher) {
	s := ws.s
	for {
		ws.pass(w)
		for {
			if s.watchCtx.Err() != nil || s.nc.IsClosed() || s.nc.IsDraining() {
				return // the store is done with
			}
			select {
			case <-s.watchCtx.Done():
				return
			case <-time.After(retryWait):
			}
			ws.mu.Lock()
			seen := ws.seen
			ws.mu.Unlock()
			var err error
			if w, err = s.kv.WatchAll(s.watchCtx, resumeAfter(seen)...); err == nil {
				s.log.Info("store: watching the rooms again", "last_rev", seen)
				break
			}
			s.log.Debug("store: watching the rooms again", "err", err)
		}
	}
}

// pass delivers the watch's revisions until the store closes or the
// watch ends. Should the watch stay quiet, it checks the stream for a
// revision after the last it passed on: one there for longer than
// watchGrace means the watch's consumer is lost, and pass returns.
func (ws *roomWatches) pass(w jetstream.KeyWatcher) {
	s := ws.s
	// nats.go's message callback blocks on a full Updates channel and
	// only closes it once that callback returns, so read on until it
	// is closed after stopping.
	defer func() {
		for range w.Updates() {
		}
	}()
	stop := func() {
		if err := w.Stop(); err != nil && !errors.Is(err, nats.ErrConnectionClosed) && !errors.Is(err, nats.ErrBadSubscription) {
			s.log.Debug("store: stop the rooms' watch", "err", err)
		}
	}
	// A revision the check finds is only taken as missed once the watch
	// has had a moment more to deliver it: it may have just been written.
	check := time.NewTimer(watchCheck)
	defer check.Stop()
	suspect := false
	for {
		select {
		case <-check.C:
			cctx, cancel := context.WithTimeout(s.watchCtx, writeTry)
			last, err := s.lastRoomSeq(cctx)
			cancel()
			ws.mu.Lock()
			seen := ws.seen
			ws.mu.Unlock()
			switch {
			case err != nil || last <= seen:
				suspect = false
				check.Reset(watchCheck)
			case !suspect:
				suspect = true
				check.Reset(watchGrace)
			default:
				// The consumer is lost and nats.go has not noticed.
				s.log.Warn("store: the rooms' watch fell behind; watches again from its last revision", "stream_last", last, "last_rev", seen)
				stop()
				return
			}
		case <-s.watchCtx.Done():
			stop()
			return
		case e, ok := <-w.Updates():
			if !ok {
				if s.watchCtx.Err() == nil && !s.nc.IsClosed() && !s.nc.IsDraining() {
					s.log.Warn("store: the rooms' watch ended early")
				}
				return
			}
			if e == nil {
				continue // the end of the initial values
			}
			suspect = false
			check.Reset(watchCheck)
			ws.deliver(e)
		}
	}
}
