package server

import (
	"context"
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
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(streamDir(dir, "b"), "msgs"), 0o750); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(t.Context())
	defer cancel()
	const spacing = 40 * time.Millisecond
	g, err := newGroupSync(ctx, dir, spacing, "b")
	if err != nil {
		t.Fatal(err)
	}
	// One write after another: each its own round, spaced.
	const writes = 6
	began := time.Now()
	for range writes {
		if err := g.wait(ctx); err != nil {
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
			if err := g.wait(ctx); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	if r := g.rounds.Load() - writes; r > 2 {
		t.Errorf("20 writes at once took %d rounds; want them to share one or two", r)
	}
}
