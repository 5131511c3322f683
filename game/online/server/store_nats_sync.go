package server

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	natsserver "github.com/nats-io/nats-server/v2/server"
)

// groupSync makes the embedded server's writes durable before they are
// acknowledged, many writes to one fsync. JetStream writes each message
// of a one-replica stream into its block file as it takes it, but its
// own sync_interval "always" fsyncs after every message, one at a time
// under the stream's lock: a disk doing 1,800 fsyncs a second caps the
// whole server at that many moves. Here JetStream syncs on its interval,
// and a write, once taken, waits for the next fsync of the buckets'
// block files that begins after it: one fsync serves every write that
// waited for it (group commit).
type groupSync struct {
	kick chan struct{} // capacity 1: "a round is wanted"
	done chan struct{} // closed when run ends
	// spacing is the least time from a round's start to the next's: while
	// writes come without a pause, a round waits that long for more of
	// them to serve, rather than fsync after every few (syncSpacing). It
	// grows with the writes' rate up to maxSpacing (spacingFor).
	spacing, maxSpacing time.Duration
	// within bounds a write's wait for its round, from the round's first
	// write (writeWait): a disk whose fsync hangs fails its writes rather
	// than hold their rooms for ever, with one timer a round, not a
	// context a write.
	within time.Duration

	mu    sync.Mutex
	next  *syncRound // the round writes join now; it begins after the one under way
	dirty []bool     // by stream: a write to it waits for next

	filesMu sync.Mutex     // run holds it through a round
	streams []*streamFiles // the rooms' and the index's
	buckets map[string]int // each bucket's stream, by name

	writes, rounds atomic.Uint64
}

// syncSpacing is a round's least spacing: at most 250 fsyncs a second,
// each write waiting up to 4 ms more for its own under a steady load (a
// disk that takes 2 ms an fsync did about 400 rounds a second of 4 writes
// at 1,000 moves a second, a sixth of the server's CPU time).
const syncSpacing = 4 * time.Millisecond

// Under a heavier load the spacing grows, spacingPerWrite for each write
// a second, up to maxSyncSpacing: the more writes come, the more a round
// serves, and the busier the machine, the more its CPU counts; a write
// waits at most 10 ms for its round. At 1,000 writes a second a round is
// 10 ms apart (100 fsyncs a second of 10 writes, not 250 of 4); below 400
// a second it stays at syncSpacing.
const (
	spacingPerWrite = 10 * time.Microsecond
	maxSyncSpacing  = 10 * time.Millisecond
)

// spacingFor is a round's spacing at a rate of writes a second: min, or
// spacingPerWrite a write a second, up to max.
func spacingFor(rate float64, least, most time.Duration) time.Duration {
	return min(max(least, time.Duration(rate*float64(spacingPerWrite))), max(least, most))
}

// rateOf is the writes' rate a second after a round of n writes that came
// over elapsed since the round before, from the rate before: an average
// over the last ten rounds or so, so that one round's burst does not
// space the next ones out.
func rateOf(before float64, n uint64, elapsed time.Duration) float64 {
	if elapsed <= 0 {
		return before
	}
	return 0.9*before + 0.1*float64(n)/elapsed.Seconds()
}

// streamFiles are one stream's block files as run last synced them.
type streamFiles struct {
	msgs   string                // the block files' directory
	dir    *os.File              // msgs, listed when it changed
	files  map[string]syncedFile // what each block file was when synced
	listed map[string]bool       // a round's block files
	// dirMod is the directory's modification time when last listed, at
	// listedAt: while it stays so, no block file came or went (JetStream
	// writes a block anew by renaming a copy over it).
	dirMod, listedAt time.Time
	listings         int // for the tests
}

// relistWithin: a directory changed less than this before it was listed
// is listed again next round, however it looks: a change in the same tick
// of the kernel's coarse clock leaves its time as it was.
const relistWithin = time.Second

// syncRound is one fsync of the block files and the writes waiting on it.
type syncRound struct {
	done   chan struct{} // closed when err is known
	err    error
	writes uint64        // waiting on it (g.mu)
	late   chan struct{} // closed once it took longer than within
	timer  *time.Timer   // that closes late
}

// errSyncLate is a write's refusal when its round of fsyncs did not end
// within its bound: the disk hangs, or is slower than a write may wait.
var errSyncLate = errors.New("store: sync: the disk did not answer in time")

// syncedFile is a block file as it was when run last synced it.
type syncedFile struct {
	f    *os.File
	info os.FileInfo
}

// streamDir is where the embedded server keeps a bucket's stream:
// nats-server's layout, <store>/jetstream/<account>/streams/KV_<bucket>.
func streamDir(dataDir, bucket string) string {
	return filepath.Join(dataDir, natsserver.JetStreamStoreDir, natsserver.DEFAULT_GLOBAL_ACCOUNT, "streams", "KV_"+bucket)
}

// newGroupSync syncs the buckets' streams of the embedded server storing
// in dataDir until ctx ends, its rounds spacing apart at least, and up to
// maxSpacing as the writes come faster.
func newGroupSync(ctx context.Context, dataDir string, spacing, maxSpacing time.Duration, buckets ...string) (*groupSync, error) {
	g := &groupSync{kick: make(chan struct{}, 1), done: make(chan struct{}), spacing: spacing, maxSpacing: maxSpacing, within: writeWait,
		dirty: make([]bool, len(buckets)), buckets: map[string]int{}}
	for i, b := range buckets {
		g.buckets[b] = i
		sf, err := openStreamFiles(streamDir(dataDir, b))
		if err != nil {
			g.closeFiles()
			return nil, err
		}
		g.streams = append(g.streams, sf)
	}
	go g.run(ctx)
	return g, nil
}

// openStreamFiles follows a stream's block files. Its directories were
// made with the bucket: their names are made durable once here, the block
// files' directory on every change.
func openStreamFiles(stream string) (*streamFiles, error) {
	sf := &streamFiles{msgs: filepath.Join(stream, "msgs"), files: map[string]syncedFile{}, listed: map[string]bool{}}
	for _, dir := range []string{sf.msgs, stream, filepath.Dir(stream)} {
		if err := syncDir(dir); err != nil {
			return nil, fmt.Errorf("store: sync %s: %w", dir, err)
		}
	}
	dir, err := os.Open(sf.msgs)
	if err != nil {
		return nil, fmt.Errorf("store: sync: %w", err)
	}
	sf.dir = dir
	return sf, nil
}

// synced returns once the writes JetStream acknowledged so far are on the
// disk; a disk that fails the fsync is a fault to mend.
func (s *natsStore) synced(ctx context.Context) error {
	return s.syncedBucket(ctx, "")
}

// syncedBucket returns once the writes to a bucket JetStream acknowledged
// so far are on the disk (every bucket's for ""): a round syncs only the
// streams written to, not the five it follows.
func (s *natsStore) syncedBucket(ctx context.Context, bucket string) error {
	if s.sync == nil {
		return nil
	}
	err := s.sync.wait(ctx, bucket)
	// A sync that is late or cut short is no fault of the disk's yet.
	if err != nil && ctx.Err() == nil && !errors.Is(err, ErrClosed) && !errors.Is(err, errSyncLate) {
		s.fault.set(err.Error())
	}
	return err
}

// wait returns once every write to bucket ("": to any) JetStream
// acknowledged before the call is on the disk, or with why not.
func (g *groupSync) wait(ctx context.Context, bucket string) error {
	g.writes.Add(1)
	g.mu.Lock()
	r := g.next
	if r == nil {
		r = &syncRound{done: make(chan struct{}), late: make(chan struct{})}
		r.timer = time.AfterFunc(g.within, func() { close(r.late) })
		g.next = r
	}
	r.writes++
	if i, ok := g.buckets[bucket]; ok {
		g.dirty[i] = true
	} else {
		for i := range g.dirty {
			g.dirty[i] = true
		}
	}
	g.mu.Unlock()
	select {
	case g.kick <- struct{}{}:
	default:
	}
	select {
	case <-r.done:
		return r.err
	case <-r.late:
		return errSyncLate
	case <-g.done:
		return fmt.Errorf("store: sync: %w", ErrClosed)
	case <-ctx.Done():
		return fmt.Errorf("store: sync: %w", ctx.Err())
	}
}

// run syncs a round at a time until ctx ends; the writes that come
// during a round wait for the next.
func (g *groupSync) run(ctx context.Context) {
	defer func() {
		g.closeFiles()
		close(g.done)
	}()
	var began time.Time
	rate := 0.0 // writes a second, of late
	dirty := make([]bool, len(g.streams))
	spaced := time.NewTimer(0)
	defer spaced.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-g.kick:
		}
		if wait := spacingFor(rate, g.spacing, g.maxSpacing) - time.Since(began); wait > 0 {
			spaced.Reset(wait)
			select {
			case <-ctx.Done():
				return
			case <-spaced.C:
			}
		}
		now := time.Now()
		g.mu.Lock()
		r := g.next
		g.next = nil
		copy(dirty, g.dirty)
		clear(g.dirty)
		g.mu.Unlock()
		if r == nil {
			continue
		}
		// A write alone after a pause longer than a second is no load.
		if since := now.Sub(began); since < time.Second {
			rate = rateOf(rate, r.writes, since)
		} else {
			rate = 0
		}
		began = now
		g.rounds.Add(1)
		g.filesMu.Lock()
		for i, sf := range g.streams {
			if !dirty[i] {
				continue
			}
			if r.err = sf.sync(); r.err != nil {
				break
			}
		}
		g.filesMu.Unlock()
		r.timer.Stop()
		close(r.done)
	}
}

func (g *groupSync) closeFiles() {
	g.filesMu.Lock()
	defer g.filesMu.Unlock()
	for _, sf := range g.streams {
		for _, f := range sf.files {
			f.f.Close()
		}
		sf.dir.Close()
	}
}

// sync fsyncs the stream's block files that changed since their last
// sync (grew, or were written anew by a compaction) and, when files came
// or went, their directory. The directory is listed only when it changed:
// otherwise the files it had are looked at through their open files (a
// listing and a stat by name of each, every round, were a third of a
// round's work).
func (g *streamFiles) sync() error {
	now := time.Now()
	dirInfo, err := g.dir.Stat()
	if err != nil {
		return fmt.Errorf("store: sync: %w", err)
	}
	if dirInfo.ModTime().Equal(g.dirMod) && g.listedAt.Sub(g.dirMod) >= relistWithin {
		return g.syncKnown()
	}
	g.listings++
	// Seeking a directory to its start lists it anew.
	if _, err := g.dir.Seek(0, io.SeekStart); err != nil {
		return fmt.Errorf("store: sync: %w", err)
	}
	names, err := g.dir.Readdirnames(-1)
	if err != nil {
		return fmt.Errorf("store: sync: %w", err)
	}
	dirChanged := false
	listed := g.listed
	clear(listed)
	for _, name := range names {
		if !strings.HasSuffix(name, ".blk") {
			continue
		}
		listed[name] = true
		path := filepath.Join(g.msgs, name)
		info, err := os.Stat(path)
		if errors.Is(err, os.ErrNotExist) {
			continue // removed meanwhile: the next round closes it
		} else if err != nil {
			return fmt.Errorf("store: sync: %w", err)
		}
		sf, known := g.files[name]
		if known && !os.SameFile(sf.info, info) {
			sf.f.Close() // replaced by a compaction
			known = false
		}
		if known && unchanged(sf.info, info) {
			continue
		}
		if !known {
			if sf.f, err = os.Open(path); errors.Is(err, os.ErrNotExist) {
				continue
			} else if err != nil {
				return fmt.Errorf("store: sync: %w", err)
			}
			dirChanged = true
		}
		// What was written before the stat is on the disk after the sync;
		// what came after changed the file again and is synced next round.
		if err := sf.f.Sync(); err != nil {
			sf.f.Close()
			delete(g.files, name)
			return fmt.Errorf("store: sync %s: %w", name, err)
		}
		sf.info = info
		g.files[name] = sf
	}
	for name, sf := range g.files {
		if !listed[name] {
			sf.f.Close()
			delete(g.files, name)
			dirChanged = true
		}
	}
	if dirChanged {
		if err := syncDir(g.msgs); err != nil {
			return fmt.Errorf("store: sync %s: %w", g.msgs, err)
		}
	}
	g.dirMod, g.listedAt = dirInfo.ModTime(), now
	return nil
}

// syncKnown fsyncs the block files known, as listed last, that changed
// since their last sync.
func (g *streamFiles) syncKnown() error {
	for name, sf := range g.files {
		info, err := sf.f.Stat()
		if err != nil {
			return fmt.Errorf("store: sync %s: %w", name, err)
		}
		if unchanged(sf.info, info) {
			continue
		}
		if err := sf.f.Sync(); err != nil {
			sf.f.Close()
			delete(g.files, name)
			g.dirMod = time.Time{} // opened again by the next listing
			return fmt.Errorf("store: sync %s: %w", name, err)
		}
		sf.info = info
		g.files[name] = sf
	}
	return nil
}

// unchanged reports whether a block file is as it was when synced.
func unchanged(synced, now os.FileInfo) bool {
	return synced.Size() == now.Size() && synced.ModTime().Equal(now.ModTime())
}

// syncedSize is how long a stream's block file was when last synced (-1:
// never).
func (g *groupSync) syncedSize(stream, name string) int64 {
	g.filesMu.Lock()
	defer g.filesMu.Unlock()
	for _, sf := range g.streams {
		if f, ok := sf.files[name]; ok && filepath.Dir(sf.msgs) == stream {
			return f.info.Size()
		}
	}
	return -1
}

// syncDir makes a directory's entries (files made, renamed, removed)
// durable.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	err = d.Sync()
	if cerr := d.Close(); err == nil {
		err = cerr
	}
	return err
}

// SyncCounts is how many writes waited for an fsync, and in how many
// rounds they were synced (0, 0 when the store syncs on an interval).
func (s *natsStore) SyncCounts() (writes, rounds uint64) {
	if s.sync == nil {
		return 0, 0
	}
	return s.sync.writes.Load(), s.sync.rounds.Load()
}
