package server

import (
	"bytes"
	"errors"
	"fmt"
	"testing"
	"time"
)

// TestStoreIndex: both stores keep the index of unfinished rooms: an
// entry noted is listed with what it says, written again it changes, and
// forgotten it is gone; a second handle (another server) sees the same.
func TestStoreIndex(t *testing.T) {
	for _, k := range storeKinds() {
		t.Run(k.name, func(t *testing.T) {
			t.Parallel()
			a, b := k.pair(t)
			ia, ib := a.(Index), b.(Index)
			ctx := t.Context()
			if built, err := ia.Built(ctx); err != nil || built != (k.name == "memory") {
				t.Fatalf("Built of a new store = %v, %v", built, err)
			}
			if err := ia.SetBuilt(ctx); err != nil {
				t.Fatal(err)
			}
			if built, err := ib.Built(ctx); err != nil || !built {
				t.Fatalf("Built after SetBuilt = %v, %v", built, err)
			}
			for i, e := range []IndexEntry{{By: "192.0.2.1", Deadline: 100}, {By: "2001:db8::/64"}, {}} {
				if err := ia.Note(ctx, code(i), e); err != nil {
					t.Fatal(err)
				}
			}
			if err := ia.Note(ctx, code(0), IndexEntry{By: "192.0.2.1", Deadline: 200}); err != nil {
				t.Fatal(err)
			}
			if err := ia.Forget(ctx, code(1)); err != nil {
				t.Fatal(err)
			}
			if err := ia.Forget(ctx, code(7)); err != nil { // never noted
				t.Fatalf("Forget of a room not in the index: %v", err)
			}
			got, err := ib.Entries(ctx)
			want := map[string]IndexEntry{code(0): {By: "192.0.2.1", Deadline: 200}, code(2): {}}
			if err != nil || fmt.Sprint(got) != fmt.Sprint(want) {
				t.Fatalf("Entries = %v, %v; want %v", got, err, want)
			}
			if err := ia.Note(ctx, "../x", IndexEntry{}); !errors.Is(err, ErrBadCode) {
				t.Errorf("Note of a bad code: %v", err)
			}
		})
	}
}

// TestNATSMaxBytes: a rooms bucket at its size limit refuses a write at
// once with ErrFull (not after the retries of a cluster that cannot
// answer), and says how full it is.
func TestNATSMaxBytes(t *testing.T) {
	t.Parallel()
	const limit = 64 << 10
	s, err := OpenNATS(t.Context(), NATSOptions{DataDir: t.TempDir(), Logger: testLogger(t), MaxBytes: limit})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { closeStore(t, s) })
	doc := bytes.Repeat([]byte("x"), 8<<10)
	var full error
	for i := range 20 {
		began := time.Now()
		if _, err := s.Create(t.Context(), code(i), doc); err != nil {
			full = err
			if took := time.Since(began); took > writeWait/2 {
				t.Errorf("a write to a full bucket took %s", took)
			}
			break
		}
	}
	if !errors.Is(full, ErrFull) {
		t.Fatalf("writing 160 KiB into a bucket of 64 KiB: %v, want ErrFull", full)
	}
	used, max, err := s.(StoreUsage).Usage(t.Context())
	if err != nil || max != limit || used <= limit/2 || used > limit {
		t.Errorf("Usage = %d of %d, %v", used, max, err)
	}
}
