package server

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

// testHealth: a working store is healthy, its health write is no room,
// and a closed store is not healthy.
func testHealth(t *testing.T, k storeKind) {
	s, ctx := k.open(t), t.Context()
	if err := s.Health(ctx); err != nil {
		t.Fatalf("Health of a fresh store = %v", err)
	}
	if _, err := s.Create(ctx, code(1), []byte("x")); err != nil {
		t.Fatal(err)
	}
	if err := s.Health(ctx); err != nil {
		t.Fatalf("Health after a write = %v", err)
	}
	if codes, err := s.Rooms(ctx); err != nil || fmt.Sprint(codes) != fmt.Sprint([]string{code(1)}) {
		t.Fatalf("Rooms = %v, %v; want only %s (the health key is no room)", codes, err, code(1))
	}
	closeStore(t, s)
	if err := s.Health(ctx); err == nil {
		t.Fatal("Health of a closed store = nil")
	}
}

// TestHealthNeverStale: a write that fails after the last success is what
// Health reports, however fresh the success; a refused compare-and-set is
// the store answering, and a write the caller gave up on says nothing.
func TestHealthNeverStale(t *testing.T) {
	t.Parallel()
	s := openEmbedded(t, t.TempDir(), 0).(*natsStore)
	ctx := t.Context()
	if err := s.Health(ctx); err != nil {
		t.Fatalf("Health = %v", err)
	}
	broken := errors.New("no answer")
	for _, step := range []struct {
		note error
		want error
	}{
		{broken, broken},
		{nil, nil},
		{fmt.Errorf("store: %w", ErrConflict), nil},
		{broken, broken},
		{context.Canceled, broken},
		{fmt.Errorf("store: %w", ErrExists), nil},
	} {
		s.health.note(step.note)
		if got := s.Health(ctx); !errors.Is(got, step.want) {
			t.Fatalf("after a write ending with %v, Health = %v; want %v", step.note, got, step.want)
		}
	}
}

// TestEmbeddedSyncsEveryWrite: the embedded server's writes are on the
// disk when Save returns (its block file synced to the length it has
// then), unless an interval was asked for.
func TestEmbeddedSyncsEveryWrite(t *testing.T) {
	t.Parallel()
	ctx := t.Context()
	dir := t.TempDir()
	s := openEmbeddedOpts(t, NATSOptions{DataDir: dir}).(*natsStore)
	if s.sync == nil {
		t.Fatal("the embedded store does not sync its writes")
	}
	rev, err := s.Create(ctx, code(1), []byte("one"))
	// Small saves, then large ones that fill a block file and begin the next.
	for i := range 32 {
		if err != nil {
			t.Fatal(err)
		}
		size := 100 * i
		if i >= 20 {
			size = 900 << 10
		}
		rev, err = s.Save(ctx, code(1), []byte(strings.Repeat("x", size)), rev)
	}
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Note(ctx, code(1), IndexEntry{By: "test", Deadline: 1}); err != nil {
		t.Fatal(err)
	}
	rooms, index := streamDir(dir, roomsBucket), streamDir(dir, indexBucket)
	blocks, _ := filepath.Glob(filepath.Join(rooms, "msgs", "*.blk"))
	if len(blocks) == 0 || slices.Contains(blocks, filepath.Join(rooms, "msgs", "1.blk")) {
		t.Fatalf("block files in %s: %v; want the first one filled and another begun", rooms, blocks)
	}
	indexBlocks, _ := filepath.Glob(filepath.Join(index, "msgs", "*.blk"))
	if len(indexBlocks) == 0 {
		t.Fatalf("no block files in %s", index)
	}
	for _, b := range append(blocks, indexBlocks...) {
		info, err := os.Stat(b)
		if err != nil {
			t.Fatal(err)
		}
		stream := filepath.Dir(filepath.Dir(b))
		if synced := s.sync.syncedSize(stream, filepath.Base(b)); synced != info.Size() {
			t.Errorf("%s of %s holds %d bytes after the write returned, %d of them synced", filepath.Base(b), filepath.Base(stream), info.Size(), synced)
		}
	}
	if w, r := s.sync.writes.Load(), s.sync.rounds.Load(); r == 0 || r > w {
		t.Errorf("%d writes in %d fsyncs", w, r)
	}

	// With an interval, the embedded server syncs on it and writes do not wait.
	s = openEmbeddedOpts(t, NATSOptions{DataDir: t.TempDir(), SyncEvery: time.Minute}).(*natsStore)
	if cfg := s.srv.JetStreamConfig(); s.sync != nil || cfg == nil || cfg.SyncAlways || cfg.SyncInterval != time.Minute {
		t.Errorf("SyncEvery 1m: group sync %v, JetStream config %+v; want none, and an interval of 1m", s.sync != nil, cfg)
	}
}

func TestStorageFaultLines(t *testing.T) {
	for _, tt := range []struct {
		line  string
		fault bool
		cause string
	}{
		{"Filestore [KV_orbis-rooms] Critical write error: write /d/jetstream/$G/streams/KV_orbis-rooms/msgs/1.blk: no space left on device", true, "no space left on device"},
		{"JetStream stream '$G > KV_orbis-rooms' critical write error: write /d/1.blk: file too large", true, "file too large"},
		{"JetStream out of file resources, will be DISABLED", true, "JetStream out of file resources, will be DISABLED"},
		{"File system permission denied while writing, disabling JetStream", true, "File system permission denied while writing, disabling JetStream"},
		{"JetStream failed to store a msg on stream '$G > KV_orbis-rooms': write /d/1.blk: no space left on device", false, "no space left on device"},
		{"JetStream file resource limits exceeded for server", false, "JetStream file resource limits exceeded for server"},
	} {
		if got := isStorageFault(tt.line); got != tt.fault {
			t.Errorf("isStorageFault(%q) = %v; want %v", tt.line, got, tt.fault)
		}
		if got := faultCause(tt.line); got != tt.cause {
			t.Errorf("faultCause(%q) = %q; want %q", tt.line, got, tt.cause)
		}
	}
}

// mendChild marks the child process TestNATSMendsAfterAFailedDiskWrite runs.
const mendChild = "ORBIS_TEST_MEND_CHILD"

// TestNATSMendsAfterAFailedDiskWrite: a disk write that fails (here a
// file size limit, as a full disk would) stops the embedded server's
// rooms stream for good; Health and the saves meanwhile say so, and once
// the disk takes writes again the store restarts JetStream and saves go
// through, without a restart of the process. The limit is the whole process's, so
// the test runs in a child process of its own.
func TestNATSMendsAfterAFailedDiskWrite(t *testing.T) {
	if os.Getenv(mendChild) == "" {
		t.Parallel()
		cmd := exec.CommandContext(t.Context(), os.Args[0], "-test.run=^TestNATSMendsAfterAFailedDiskWrite$", "-test.v")
		cmd.Env = append(os.Environ(), mendChild+"=1")
		out, err := cmd.CombinedOutput()
		if err != nil || !strings.Contains(string(out), "--- PASS: TestNATSMendsAfterAFailedDiskWrite") {
			t.Fatalf("the child process: %v\n%s", err, out)
		}
		t.Logf("the child process:\n%s", out)
		return
	}
	s := openEmbedded(t, t.TempDir(), 0).(*natsStore)
	ctx := t.Context()
	doc := func(i int) []byte { return []byte(fmt.Sprintf("%05d%s", i, strings.Repeat("x", 16<<10))) }
	rev, err := s.Create(ctx, code(1), doc(0))
	if err != nil {
		t.Fatal(err)
	}
	watched := newSeen()
	if err := s.Watch(ctx, code(1), watched.f); err != nil {
		t.Fatal(err)
	}

	var lim syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_FSIZE, &lim); err != nil {
		t.Fatal(err)
	}
	small := lim
	small.Cur = 256 << 10
	if err := syscall.Setrlimit(syscall.RLIMIT_FSIZE, &small); err != nil {
		t.Fatal(err)
	}
	lifted := false
	lift := func() {
		if !lifted {
			lifted = true
			if err := syscall.Setrlimit(syscall.RLIMIT_FSIZE, &lim); err != nil {
				t.Fatal(err)
			}
		}
	}
	defer lift()

	// The rooms' block file outgrows the limit within 16 saves.
	failed := 0
	for i := 1; i <= 64 && failed == 0; i++ {
		sctx, cancel := context.WithTimeout(ctx, 3*time.Second)
		next, err := s.Save(sctx, code(1), doc(i), rev)
		cancel()
		if err != nil {
			failed = i
			t.Logf("save %d failed as the disk refused it: %v", i, err)
			break
		}
		rev = next
	}
	if failed == 0 {
		t.Fatal("64 saves of 16 KiB went through a 256 KiB file size limit")
	}
	herr := s.Health(ctx)
	if herr == nil || !strings.Contains(herr.Error(), "file too large") {
		t.Fatalf("Health after a failed disk write = %v; want it to say why", herr)
	}
	t.Logf("Health while the disk refuses writes: %v", herr)

	// While the disk is broken a save is refused with the reason, at once
	// rather than after writeWait.
	if _, err := s.Save(ctx, code(1), doc(failed), rev); err == nil || !strings.Contains(err.Error(), "file too large") {
		t.Fatalf("Save while the disk refuses writes = %v; want the disk's fault", err)
	}

	// Once the disk takes writes, the store mends by itself and saves go
	// through.
	lift()
	for deadline := time.Now().Add(writeWait); s.Health(ctx) != nil; time.Sleep(retryWait) {
		if time.Now().After(deadline) {
			t.Fatalf("Health %s after the disk takes writes again = %v", writeWait, s.Health(ctx))
		}
	}
	if rev, err = s.Save(ctx, code(1), doc(failed), rev); err != nil {
		t.Fatalf("Save once the disk takes writes again = %v", err)
	}
	if got, r, err := s.Load(ctx, code(1)); err != nil || string(got) != string(doc(failed)) || r != rev {
		t.Fatalf("Load once mended = %.5q at %d, %v; want %.5q at %d", got, r, err, doc(failed), rev)
	}
	// The room's watch, lost with JetStream's restart, is renewed.
	if rev, err = s.Save(ctx, code(1), doc(failed+1), rev); err != nil {
		t.Fatal(err)
	}
	watchedRev(t, watched, rev)
}

// watchedRev waits for a watch to deliver revision rev.
func watchedRev(t *testing.T, w *seen, rev uint64) {
	t.Helper()
	deadline := time.After(30 * time.Second)
	for {
		w.mu.Lock()
		got := len(w.revs) > 0 && w.revs[len(w.revs)-1] >= rev
		w.mu.Unlock()
		if got {
			return
		}
		select {
		case <-w.ch:
		case <-deadline:
			t.Fatalf("the watch did not deliver revision %d; it saw %v", rev, w.revs)
		}
	}
}

// TestDescribeWriteErr: /healthz says why a write failed in a few words.
func TestDescribeWriteErr(t *testing.T) {
	for _, tt := range []struct {
		err  error
		want string
	}{
		{nil, ""},
		{fmt.Errorf("store: room X: save: %w", context.DeadlineExceeded), "store: no answer to a write in time"},
		{fmt.Errorf("%w: %w", ErrFull, &jetstream.APIError{Code: 503, Description: "maximum bytes exceeded"}), "store: the store is full"},
		{fmt.Errorf("x: %w", &jetstream.APIError{Code: 503, ErrorCode: 10023, Description: "insufficient resources"}), "store: a write was refused: insufficient resources"},
		{errors.New("boom"), "store: a write failed: boom"},
	} {
		got := describeWriteErr(tt.err)
		if (got == nil) != (tt.want == "") || (got != nil && got.Error() != tt.want) {
			t.Errorf("describeWriteErr(%v) = %v; want %q", tt.err, got, tt.want)
		}
	}
}
