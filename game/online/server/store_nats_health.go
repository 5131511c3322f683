package server

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"sync"
	"time"

	natsserver "github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go/jetstream"
)

const (
	// healthKey is the rooms bucket's key Health writes to: in the rooms'
	// own stream, so a write there proves theirs can be taken, and no room
	// code, so Rooms leaves it out.
	healthKey = "orbis-health"
	// healthFresh is how long a write's outcome answers Health: a server
	// polled hard writes its health key about once a second at most, and
	// one taking moves not at all.
	healthFresh = time.Second
	// healthTry bounds Health's own write.
	healthTry = 2 * time.Second
	// mendWait spaces the looks at a broken disk while it stays broken.
	mendWait = time.Second
	// spaceProbeSize is what the disk must take before JetStream is
	// restarted on it: room for the largest room document.
	spaceProbeSize = maxValueSize
)

// health is what the store's latest write said of it: the latest room
// write or health probe, whichever ended last.
type health struct {
	mu      sync.Mutex
	at      time.Time
	err     error
	probing chan struct{} // closed when the probe under way ends; nil if none
}

// note keeps a write's outcome as the store's health. A write the caller
// gave up on says nothing of the store; a refused compare-and-set says
// the store answered.
func (h *health) note(err error) {
	if errors.Is(err, context.Canceled) {
		return
	}
	if isWrongRevision(err) || errors.Is(err, ErrConflict) || errors.Is(err, ErrExists) {
		err = nil
	}
	err = describeWriteErr(err)
	h.mu.Lock()
	h.at, h.err = time.Now(), err
	h.mu.Unlock()
}

// describeWriteErr says in a few words why a write failed, for /healthz.
func describeWriteErr(err error) error {
	var api *jetstream.APIError
	switch {
	case err == nil:
		return nil
	case errors.Is(err, context.DeadlineExceeded):
		return errors.New("store: no answer to a write in time")
	case errors.Is(err, ErrFull):
		return fmt.Errorf("store: %w", ErrFull)
	case errors.As(err, &api):
		return fmt.Errorf("store: a write was refused: %s", api.Description)
	}
	return fmt.Errorf("store: a write failed: %w", err)
}

// Health writes the health key, unless a write ended less than
// healthFresh ago, and reports what went wrong. A write that failed after
// the last success is what Health reports: never a stale success.
func (s *natsStore) Health(ctx context.Context) error {
	if err := s.fault.get(); err != nil {
		return fmt.Errorf("store: %w", err)
	}
	if s.srv != nil && !s.srv.JetStreamEnabled() {
		return errors.New("store: the embedded NATS server's JetStream is off")
	}
	for {
		s.health.mu.Lock()
		if time.Since(s.health.at) < healthFresh {
			err := s.health.err
			s.health.mu.Unlock()
			return err
		}
		if wait := s.health.probing; wait != nil {
			s.health.mu.Unlock()
			select {
			case <-wait:
				continue
			case <-ctx.Done():
				return fmt.Errorf("store: health: %w", ctx.Err())
			}
		}
		done := make(chan struct{})
		s.health.probing = done
		s.health.mu.Unlock()

		// The probe outlives a caller that goes away: others wait on it.
		pctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), healthTry)
		_, err := s.kv.Put(pctx, healthKey, []byte(time.Now().UTC().Format(time.RFC3339Nano)))
		if err == nil {
			err = s.synced(pctx)
		}
		cancel()
		s.health.note(err)
		s.health.mu.Lock()
		err, s.health.probing = s.health.err, nil
		s.health.mu.Unlock()
		close(done)
		return err
	}
}

// fault is what broke the embedded server's storage, until it is mended.
// nats-server stops a stream's writes for good after a failed disk write
// (a full disk, a file it may not write) and answers them no more, or
// turns JetStream off: only a restart of JetStream, once the disk takes
// writes again, brings it back.
type fault struct {
	mu     sync.Mutex
	err    error
	mended chan struct{} // closed when err is cleared
	wake   chan struct{} // capacity 1: "err was set"
}

func newFault() *fault {
	return &fault{wake: make(chan struct{}, 1)}
}

// set records a fault the embedded server logged.
func (f *fault) set(line string) {
	f.mu.Lock()
	if f.err == nil {
		f.err = fmt.Errorf("the disk failed a write (%s); retrying once it takes writes", faultCause(line))
		f.mended = make(chan struct{})
	}
	f.mu.Unlock()
	select {
	case f.wake <- struct{}{}:
	default:
	}
}

func (f *fault) get() error {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.err
}

// clear marks the fault mended and wakes the writes waiting for it.
func (f *fault) clear() {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.err != nil {
		f.err = nil
		close(f.mended)
	}
}

// waitMended waits up to d, or until ctx ends, for a fault known now to
// be mended, and returns the fault if it is not.
func (f *fault) waitMended(ctx context.Context, d time.Duration) error {
	f.mu.Lock()
	err, mended := f.err, f.mended
	f.mu.Unlock()
	if err == nil {
		return nil
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-mended:
		return nil
	case <-ctx.Done():
	case <-t.C:
	}
	return f.get()
}

// isStorageFault reports a line of the embedded server's log saying its
// storage broke in a way it does not come back from by itself.
func isStorageFault(line string) bool {
	l := strings.ToLower(line)
	return strings.Contains(l, "critical write error") ||
		strings.Contains(l, "disabling jetstream") || strings.Contains(l, "will be disabled")
}

// faultCause is the end of a fault's log line, the system's own words
// ("no space left on device"), for a short health text.
func faultCause(line string) string {
	if i := strings.LastIndex(line, ": "); i >= 0 && i+2 < len(line) {
		return line[i+2:]
	}
	return line
}

// mend waits for faults the embedded server logs and restarts its
// JetStream once the disk takes a write again, until ctx ends.
func (s *natsStore) mend(ctx context.Context, dataDir string) {
	for {
		select {
		case <-ctx.Done():
			return
		case <-s.fault.wake:
		}
		err := s.fault.get()
		if err == nil {
			continue
		}
		s.log.Error("store: writes stopped; the store is restarted once the disk takes writes again", "err", err)
		began, waited := time.Now(), false
		for s.fault.get() != nil {
			if perr := probeSpace(dataDir); perr != nil {
				if !waited {
					s.log.Warn("store: the disk still refuses writes", "dir", dataDir, "err", perr)
					waited = true
				}
			} else if rerr := s.restartJetStream(ctx, dataDir); rerr != nil {
				s.log.Warn("store: restarting JetStream", "err", rerr)
			} else {
				s.revs.forget()
				s.fault.clear()
				s.log.Info("store: writes work again", "after", time.Since(began).Round(time.Millisecond).String())
				break
			}
			select {
			case <-ctx.Done():
				return
			case <-time.After(mendWait):
			}
		}
	}
}

// probeSpace writes, syncs and removes a file of spaceProbeSize in dir:
// whether the disk has room for a room's write again.
func probeSpace(dir string) error {
	f, err := os.CreateTemp(dir, ".orbis-space-probe-")
	if err != nil {
		return err
	}
	defer os.Remove(f.Name())
	_, err = f.Write(make([]byte, spaceProbeSize))
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// restartJetStream stops the embedded server's JetStream and starts it
// again on its directory: the streams are read anew from their files,
// and a stream stopped by a failed write takes writes again. The
// connection stays; writes meanwhile are refused and tried again, and
// the rooms' watches are renewed.
func (s *natsStore) restartJetStream(ctx context.Context, dataDir string) error {
	if s.srv.JetStreamEnabled() {
		if err := s.srv.ShutdownJetStream(); err != nil {
			return fmt.Errorf("stop: %w", err)
		}
	}
	// Limits and sync settings come from the server's options, as at start;
	// the storage limit is worked out again from the disk's free space.
	if err := s.srv.EnableJetStream(&natsserver.JetStreamConfig{StoreDir: dataDir}); err != nil {
		return fmt.Errorf("start: %w", err)
	}
	if !s.srv.JetStreamEnabled() {
		return errors.New("start: JetStream did not come back")
	}
	pctx, cancel := context.WithTimeout(ctx, openTry)
	defer cancel()
	return untilAnswered(pctx, func(ctx context.Context) error {
		_, err := s.kv.Put(ctx, healthKey, []byte(time.Now().UTC().Format(time.RFC3339Nano)))
		return err
	})
}
