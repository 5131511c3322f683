package server

import (
	"testing"
	"time"
)

// TestStoreMarks: marks of many rooms go in one write, a later mark of a
// room replaces an earlier one (even a lower one: the mark of a room kept
// as found after it went back), and they come back whole, however many.
func TestStoreMarks(t *testing.T) {
	t.Parallel()
	for _, kind := range storeKinds() {
		t.Run(kind.name, func(t *testing.T) {
			t.Parallel()
			s, ctx := kind.open(t), t.Context()
			if got, err := s.Marks(ctx); err != nil || len(got) != 0 {
				t.Fatalf("Marks of a new store = %v, %v", got, err)
			}
			now := time.Now().Unix()
			if err := s.PutMarks(ctx, map[string]Mark{code(1): {Saves: 5, Steps: 9, Rev: 40, At: now}, code(2): {Saves: 2, Steps: 1, Rev: 41, At: now}}); err != nil {
				t.Fatal(err)
			}
			if err := s.PutMarks(ctx, map[string]Mark{code(1): {Saves: 3, Steps: 4, Rev: 44, At: now}}); err != nil {
				t.Fatal(err)
			}
			// Enough rooms for two messages: a chunk counts 72 bytes a mark.
			many := map[string]Mark{}
			for i := 10; i < 10+marksChunk/72*3/2; i++ {
				many[code(i)] = Mark{Saves: uint64(i), Steps: i, Rev: uint64(i), At: now}
			}
			if err := s.PutMarks(ctx, many); err != nil {
				t.Fatal(err)
			}
			got, err := s.Marks(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != 2+len(many) || got[code(1)] != (Mark{Saves: 3, Steps: 4, Rev: 44, At: now}) || got[code(2)].Saves != 2 {
				t.Fatalf("Marks = %d marks, %+v and %+v; want %d, the later mark of room 1", len(got), got[code(1)], got[code(2)], 2+len(many))
			}
			for c, m := range many {
				if got[c] != m {
					t.Fatalf("mark of %s = %+v, want %+v", c, got[c], m)
				}
			}
		})
	}
}

// TestNATSMarksCompact: batches beyond a snapshot's size are replaced by
// one snapshot of the latest marks, which a restart reads back; a store
// alone makes it from the marks it wrote, one that listens (other
// servers may write marks there) reads the batches back first.
func TestNATSMarksCompact(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		name string
		port int
	}{{"alone", 0}, {"listening", -1}} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			testNATSMarksCompact(t, tt.port)
		})
	}
}

func testNATSMarksCompact(t *testing.T, port int) {
	dir, ctx := t.TempDir(), t.Context()
	s, err := OpenNATS(ctx, NATSOptions{DataDir: dir, ListenPort: port, Logger: testLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	if alone := s.(*natsStore).marks.alone; alone != (port == 0) {
		t.Fatalf("port %d: the marks are alone: %v", port, alone)
	}
	if _, err := s.Marks(ctx); err != nil {
		t.Fatal(err)
	}
	now := time.Now().Unix()
	const rooms = 50
	batches := 0
	for saves := uint64(1); batches < 3*marksCompactAt/(rooms*40); saves++ {
		batch := map[string]Mark{}
		for i := range rooms {
			batch[code(i)] = Mark{Saves: saves, Steps: int(saves), Rev: saves*rooms + uint64(i), At: now}
		}
		if err := s.PutMarks(ctx, batch); err != nil {
			t.Fatal(err)
		}
		batches++
	}
	info, err := s.(*natsStore).marks.stream.Info(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if info.State.Msgs >= uint64(batches)/2 {
		t.Errorf("the marks stream holds %d messages after %d batches: no snapshot replaced them", info.State.Msgs, batches)
	}
	// An expired mark is left out of snapshots: its room may be forgotten.
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	s = openEmbedded(t, dir, port)
	got, err := s.Marks(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for i := range rooms {
		if m := got[code(i)]; m.Saves != uint64(batches) {
			t.Fatalf("after a restart, room %d's mark = %+v; want the %dth save", i, m, batches)
		}
	}
	if len(got) != rooms {
		t.Fatalf("after a restart, %d marks; want %d", len(got), rooms)
	}
}
