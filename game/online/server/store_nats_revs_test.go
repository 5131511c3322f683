package server

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"
)

// TestAStoreAloneChecksRevisionsItself: while a room is watched, a store
// alone checks its saves' revisions itself and puts them plainly; a
// stale revision is refused as JetStream would refuse it, however many
// saves race; unwatched, a room's saves are JetStream's compare-and-set
// again, and the store forgets the room.
func TestAStoreAloneChecksRevisionsItself(t *testing.T) {
	t.Parallel()
	s, rev := storeWithRoom(t, 0)
	ctx := t.Context()
	var err error
	wctx, unwatch := context.WithCancel(ctx)
	if err := s.Watch(wctx, code(1), func([]byte, uint64) {}); err != nil {
		t.Fatal(err)
	}
	first := rev
	if rev, err = s.Save(ctx, code(1), []byte("v1"), rev); err != nil {
		t.Fatal(err)
	}
	if n := s.plainSaves.Load(); n != 1 {
		t.Fatalf("%d saves checked by the store; want 1", n)
	}
	if _, err := s.Save(ctx, code(1), []byte("stale"), first); !errors.Is(err, ErrConflict) {
		t.Fatalf("a save of a stale revision: %v; want ErrConflict", err)
	}

	// Saves of one revision race: one is kept, the others refused.
	const racers = 8
	var wg sync.WaitGroup
	errs := make([]error, racers)
	revs := make([]uint64, racers)
	for i := range racers {
		wg.Go(func() { revs[i], errs[i] = s.Save(ctx, code(1), fmt.Appendf(nil, "racer %d", i), rev) })
	}
	wg.Wait()
	won := -1
	for i, err := range errs {
		switch {
		case err == nil && won >= 0:
			t.Fatalf("racers %d and %d were both kept", won, i)
		case err == nil:
			won = i
		case !errors.Is(err, ErrConflict):
			t.Fatalf("racer %d: %v", i, err)
		}
	}
	if won < 0 {
		t.Fatal("no racer was kept")
	}
	doc, latest, err := s.Load(ctx, code(1))
	if err != nil || string(doc) != fmt.Sprintf("racer %d", won) || latest != revs[won] {
		t.Fatalf("the room holds %q at %d (%v); want racer %d's at %d", doc, latest, err, won, revs[won])
	}

	// After JetStream restarts, the next save is its compare-and-set; the
	// one after is the store's again.
	s.revs.forget()
	plain := s.plainSaves.Load()
	if latest, err = s.Save(ctx, code(1), []byte("after the restart"), latest); err != nil {
		t.Fatal(err)
	}
	if n := s.plainSaves.Load() - plain; n != 0 {
		t.Fatalf("a save after a restart was checked by the store")
	}
	if latest, err = s.Save(ctx, code(1), []byte("v2"), latest); err != nil || s.plainSaves.Load() != plain+1 {
		t.Fatalf("the save after: %v, %d checked by the store; want 1", err, s.plainSaves.Load()-plain)
	}
	rev = revs[won] // stale now

	// Unwatched: forgotten, and JetStream checks.
	unwatch()
	for deadline := time.Now().Add(safetyNet); s.revs.held() != 0; time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("%d rooms still known after their watch ended", s.revs.held())
		}
	}
	plain = s.plainSaves.Load()
	if _, err := s.Save(ctx, code(1), []byte("stale again"), rev); !errors.Is(err, ErrConflict) {
		t.Fatalf("an unwatched room's stale save: %v; want ErrConflict", err)
	}
	if _, err := s.Save(ctx, code(1), []byte("v3"), latest); err != nil {
		t.Fatal(err)
	}
	if n := s.plainSaves.Load(); n != plain {
		t.Fatalf("%d saves of an unwatched room checked by the store; want JetStream's", n-plain)
	}
}
