package server

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"
)

// TestSyncRoundsAreSpaced: under writes that come without a pause, a
// round of fsyncs begins no sooner than the spacing after the one before,
// and the writes that came meanwhile share it.
func TestSyncRoundsAreSpaced(t *testing.T) {
	t.Parallel()
	const spacing = 40 * time.Millisecond
	g, ctx := groupSyncOf(t, spacing, "b")
	// One write after another: each its own round, spaced.
	const writes = 6
	began := time.Now()
	for range writes {
		if err := g.wait(ctx, ""); err != nil {
			t.Fatal(err)
		}
	}
	if took := time.Since(began); took < (writes-1)*spacing {
		t.Errorf("%d writes one after another synced in %s; want rounds %s apart at least", writes, took, spacing)
	}
	if r := g.rounds.Load(); r != writes {
		t.Errorf("%d writes one after another took %d rounds", writes, r)
	}
	// Writes that come while a round waits out its spacing share it.
	var wg sync.WaitGroup
	for range 20 {
		wg.Go(func() {
			if err := g.wait(ctx, ""); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	if r := g.rounds.Load() - writes; r > 2 {
		t.Errorf("20 writes at once took %d rounds; want them to share one or two", r)
	}
}

// TestASyncRoundSyncsTheStreamsWrittenTo: a round syncs the block files
// of the buckets its writes went to, not every bucket's (listing and
// checking five streams' files was half of a round's work); a write that
// names no bucket has them all synced.
func TestASyncRoundSyncsTheStreamsWrittenTo(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	blocks := map[string]string{}
	for _, b := range []string{"a", "b"} {
		msgs := filepath.Join(streamDir(dir, b), "msgs")
		if err := os.MkdirAll(msgs, 0o750); err != nil {
			t.Fatal(err)
		}
		blocks[b] = filepath.Join(msgs, "1.blk")
	}
	ctx, cancel := context.WithCancel(t.Context())
	defer cancel()
	g, err := newGroupSync(ctx, dir, 0, 0, "a", "b")
	if err != nil {
		t.Fatal(err)
	}
	grow := func(b string, n int) {
		t.Helper()
		f, err := os.OpenFile(blocks[b], os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o640)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.Write(make([]byte, n)); err != nil {
			t.Fatal(err)
		}
		f.Close()
	}
	synced := func(b string) int64 { return g.syncedSize(streamDir(dir, b), "1.blk") }
	grow("a", 10)
	grow("b", 20)
	if err := g.wait(ctx, "a"); err != nil {
		t.Fatal(err)
	}
	if a, b := synced("a"), synced("b"); a != 10 || b != -1 {
		t.Fatalf("after a write to a: a's block synced at %d bytes, b's at %d; want 10 and none", a, b)
	}
	grow("a", 5)
	if err := g.wait(ctx, ""); err != nil {
		t.Fatal(err)
	}
	if a, b := synced("a"), synced("b"); a != 15 || b != 20 {
		t.Fatalf("after a write to any bucket: a's block synced at %d bytes, b's at %d; want 15 and 20", a, b)
	}
}

// TestASyncRoundListsTheBlocksOnlyWhenTheyChanged: a round lists a
// stream's block files only when its directory changed (or changed just
// before its last listing, which its time may not show); otherwise it
// looks at the files it knows, and still syncs the one that grew.
func TestASyncRoundListsTheBlocksOnlyWhenTheyChanged(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	msgs := filepath.Join(streamDir(dir, "a"), "msgs")
	if err := os.MkdirAll(msgs, 0o750); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(t.Context())
	defer cancel()
	g, err := newGroupSync(ctx, dir, 0, 0, "a")
	if err != nil {
		t.Fatal(err)
	}
	grow := func(name string, n int) {
		t.Helper()
		f, err := os.OpenFile(filepath.Join(msgs, name), os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o640)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.Write(make([]byte, n)); err != nil {
			t.Fatal(err)
		}
		f.Close()
	}
	// The directory as if last changed a minute ago.
	settled := func() {
		t.Helper()
		then := time.Now().Add(-time.Minute)
		if err := os.Chtimes(msgs, then, then); err != nil {
			t.Fatal(err)
		}
	}
	round := func(what string, listings int, sizes map[string]int64) {
		t.Helper()
		if err := g.wait(ctx, "a"); err != nil {
			t.Fatal(err)
		}
		g.filesMu.Lock()
		got := g.streams[0].listings
		g.filesMu.Unlock()
		if got != listings {
			t.Errorf("%s: %d listings of the blocks; want %d", what, got, listings)
		}
		for name, size := range sizes {
			if s := g.syncedSize(streamDir(dir, "a"), name); s != size {
				t.Errorf("%s: %s synced at %d bytes; want %d", what, name, s, size)
			}
		}
	}
	grow("1.blk", 10)
	settled()
	round("the first round", 1, map[string]int64{"1.blk": 10})
	grow("1.blk", 5)
	round("a block grown", 1, map[string]int64{"1.blk": 15})
	grow("2.blk", 7)
	round("a block made", 2, map[string]int64{"1.blk": 15, "2.blk": 7})
	round("just after a change", 3, nil)
	settled()
	grow("2.blk", 1)
	round("a block grown in a settled directory", 4, map[string]int64{"2.blk": 8})
	grow("2.blk", 1)
	round("and again", 4, map[string]int64{"2.blk": 9})
	if err := os.Remove(filepath.Join(msgs, "1.blk")); err != nil {
		t.Fatal(err)
	}
	round("a block removed", 5, map[string]int64{"1.blk": -1, "2.blk": 9})
}

// TestSyncSpacingGrowsWithTheWrites: a round's spacing is the least one
// until the writes come at 400 a second, then grows with them up to its
// most (10 ms at 1,000 a second); the rate follows the rounds' writes
// over their time, not one round's burst alone.
func TestSyncSpacingGrowsWithTheWrites(t *testing.T) {
	for _, c := range []struct {
		rate float64
		want time.Duration
	}{
		{0, syncSpacing},
		{200, syncSpacing},
		{400, syncSpacing},
		{600, 6 * time.Millisecond},
		{1000, 10 * time.Millisecond},
		{5000, maxSyncSpacing},
	} {
		if got := spacingFor(c.rate, syncSpacing, maxSyncSpacing); got != c.want {
			t.Errorf("at %v writes a second: spacing %s, want %s", c.rate, got, c.want)
		}
	}
	if got := spacingFor(5000, 40*time.Millisecond, 0); got != 40*time.Millisecond {
		t.Errorf("a fixed spacing of 40 ms grew to %s", got)
	}
	rate := 0.0
	for range 100 { // rounds of 10 writes, 10 ms apart
		rate = rateOf(rate, 10, 10*time.Millisecond)
	}
	if rate < 990 || rate > 1000 {
		t.Errorf("rounds of 10 writes 10 ms apart: %v writes a second, want about 1,000", rate)
	}
	if burst := rateOf(200, 40, 4*time.Millisecond); burst > 2000 {
		t.Errorf("one round of 40 writes after 200 a second: %v a second, want it damped", burst)
	}
}

// TestAWriteWaitsForItsRoundWithinItsBound: a write whose round of fsyncs
// hangs (here: its files held) is refused once the round is older than
// its bound, without a context of its own; the next round, once the disk
// answers, serves the writes as before.
func TestAWriteWaitsForItsRoundWithinItsBound(t *testing.T) {
	t.Parallel()
	g, ctx := groupSyncOf(t, 0, "b")
	const within = 50 * time.Millisecond
	g.within = within
	g.filesMu.Lock() // the round cannot sync: a disk that hangs
	began := time.Now()
	wctx, wcancel := context.WithTimeout(ctx, safetyNet) // not the bound under test
	err := g.wait(wctx, "b")
	wcancel()
	took := time.Since(began)
	g.filesMu.Unlock()
	if !errors.Is(err, errSyncLate) {
		t.Fatalf("a write whose round hung: %v; want errSyncLate", err)
	}
	if took < within || took > within+safetyNet {
		t.Errorf("a write whose round hung was refused after %s; want %s", took, within)
	}
	if err := g.wait(ctx, "b"); err != nil {
		t.Fatalf("a write once the disk answers: %v", err)
	}
}

// groupSyncOf runs a group commit of one bucket's stream, its rounds
// spacing apart, in a directory of its own for the test's life.
func groupSyncOf(t *testing.T, spacing time.Duration, bucket string) (*groupSync, context.Context) {
	t.Helper()
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(streamDir(dir, bucket), "msgs"), 0o750); err != nil {
		t.Fatal(err)
	}
	g, err := newGroupSync(t.Context(), dir, spacing, spacing, bucket)
	if err != nil {
		t.Fatal(err)
	}
	return g, t.Context()
}
