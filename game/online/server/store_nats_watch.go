package server

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// Watch follows a room's key in the bucket, and checks on a watch that
// has gone quiet: the node holding it may have died with its heartbeats.
func (s *natsStore) Watch(ctx context.Context, code string, f func(doc []byte, rev uint64)) error {
	if err := checkCode(code); err != nil {
		return err
	}
	// With one revision kept per key, a revision overwritten before the
	// watch's consumer reached it is gone: f sees revisions in order and
	// always the latest, but may miss some in between. nats.go also stops
	// the watcher itself when ctx ends.
	w, err := s.kv.Watch(ctx, code, jetstream.UpdatesOnly())
	if err != nil {
		return fmt.Errorf("store: watch room %s: %w", code, err)
	}
	// The room's revision once watched: the watch's checks look for later
	// ones (and the watch itself delivers those).
	var base uint64
	gctx, cancel := context.WithTimeout(ctx, writeTry)
	if e, err := s.kv.Get(gctx, code); err == nil {
		base = e.Revision()
	}
	cancel()
	go s.follow(ctx, code, w, f, base)
	return nil
}

// follow passes a watch's revisions to f until ctx ends. nats.go renews
// the watch's consumer after most faults, but slowly after some (one lost
// with a NATS node) and not at all after others: a watch that ends early
// or falls behind is made again, from the room's latest revision, so the
// room never stops hearing of changes.
func (s *natsStore) follow(ctx context.Context, code string, w jetstream.KeyWatcher, f func(doc []byte, rev uint64), base uint64) {
	var last uint64
	for {
		last = s.pass(ctx, code, w, f, last, base)
		for {
			if ctx.Err() != nil || s.nc.IsClosed() || s.nc.IsDraining() {
				return // the room or the store is done with
			}
			select {
			case <-ctx.Done():
				return
			case <-time.After(retryWait):
			}
			var err error
			// Not updates only: the latest revision first, in case it came
			// while the watch was down.
			if w, err = s.kv.Watch(ctx, code); err == nil {
				s.log.Info("store: watching a room again", "room", code, "last_rev", last)
				break
			}
			s.log.Debug("store: watching a room again", "room", code, "err", err)
		}
	}
}

// pass calls f with the watch's new revisions after last until ctx ends or
// the watch does, and returns the last revision passed on. Should the
// watch stay quiet, it checks the room for a revision after last and base.
func (s *natsStore) pass(ctx context.Context, code string, w jetstream.KeyWatcher, f func(doc []byte, rev uint64), last, base uint64) uint64 {
	// nats.go's message callback blocks on a full Updates channel and
	// only closes it once that callback returns, so read on until it
	// is closed after stopping.
	defer func() {
		for range w.Updates() {
		}
	}()
	// A revision the check finds is only taken once the watch has had a
	// moment more to deliver it: it may have just been written.
	check := time.NewTimer(watchCheck)
	defer check.Stop()
	suspect := false
	for {
		select {
		case <-check.C:
			cctx, cancel := context.WithTimeout(ctx, writeTry)
			e, err := s.kv.Get(cctx, code)
			cancel()
			switch {
			case err != nil || e.Revision() <= max(last, base):
				suspect = false
				check.Reset(watchCheck)
			case !suspect:
				suspect = true
				check.Reset(watchGrace)
			default:
				// The watch's consumer is lost and nats.go has not noticed:
				// pass the revision on and watch anew.
				s.log.Warn("store: a room's watch fell behind; took its latest revision from a check and watches again", "room", code, "rev", e.Revision(), "last_rev", last)
				last = e.Revision()
				f(e.Value(), e.Revision())
				if err := w.Stop(); err != nil {
					s.log.Debug("store: stop watch", "room", code, "err", err)
				}
				return last
			}
		case <-ctx.Done():
			if err := w.Stop(); err != nil && !errors.Is(err, nats.ErrConnectionClosed) && !errors.Is(err, nats.ErrBadSubscription) {
				s.log.Debug("store: stop watch", "room", code, "err", err)
			}
			return last
		case e, ok := <-w.Updates():
			if !ok {
				if ctx.Err() == nil && !s.nc.IsClosed() && !s.nc.IsDraining() {
					s.log.Warn("store: a room's watch ended early", "room", code, "last_rev", last)
				}
				return last
			}
			// nil marks the end of initial values; deletes and purges
			// carry no document.
			if e == nil || e.Operation() != jetstream.KeyValuePut {
				continue
			}
			// Guard the order should a consumer reset ever redeliver, and
			// skip what a renewed watch delivers again.
			suspect = false
			check.Reset(watchCheck)
			if e.Revision() <= last {
				continue
			}
			last = e.Revision()
			f(e.Value(), e.Revision())
		}
	}
}
