package server

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"
)

// storeKind opens stores of one implementation for the shared tests.
type storeKind struct {
	name string
	// open returns a fresh, empty store, closed at the test's end.
	open func(t *testing.T) Store
	// pair returns two handles on one fresh store, as two servers sharing
	// it would have.
	pair func(t *testing.T) (Store, Store)
}

func storeKinds() []storeKind {
	return []storeKind{
		{
			name: "memory",
			open: func(t *testing.T) Store {
				s := NewMemoryStore()
				t.Cleanup(func() { s.Close() })
				return s
			},
			pair: func(t *testing.T) (Store, Store) {
				s := NewMemoryStore()
				t.Cleanup(func() { s.Close() })
				return s, s
			},
		},
		{
			name: "nats",
			open: func(t *testing.T) Store {
				return openEmbedded(t, t.TempDir(), 0)
			},
			pair: func(t *testing.T) (Store, Store) {
				// The second handle connects over TCP like another orbis
				// server would, which also covers the URL path.
				a := openEmbedded(t, t.TempDir(), -1)
				url := a.(*natsStore).srv.ClientURL()
				b, err := OpenNATS(t.Context(), NATSOptions{URL: url, Logger: testLogger(t)})
				if err != nil {
					t.Fatalf("second handle on %s: %v", url, err)
				}
				t.Cleanup(func() { closeStore(t, b) })
				return a, b
			},
		},
	}
}

// openEmbedded opens a store on an embedded NATS server in dir.
func openEmbedded(t *testing.T, dir string, port int) Store {
	t.Helper()
	s, err := OpenNATS(t.Context(), NATSOptions{DataDir: dir, ListenPort: port, Logger: testLogger(t)})
	if err != nil {
		t.Fatalf("OpenNATS(%s): %v", dir, err)
	}
	t.Cleanup(func() { closeStore(t, s) })
	return s
}

func closeStore(t *testing.T, s Store) {
	t.Helper()
	if err := s.Close(); err != nil {
		t.Errorf("Close: %v", err)
	}
}

// testLogger shows warnings and errors (of ours and the embedded server's)
// in the test log; debug chatter would drown it.
func testLogger(t *testing.T) *slog.Logger {
	return slog.New(slog.NewTextHandler(t.Output(), &slog.HandlerOptions{Level: slog.LevelWarn}))
}

// code makes the i-th test room code.
func code(i int) string { return fmt.Sprintf("TEST%04d", i) }

func TestStore(t *testing.T) {
	tests := []struct {
		name string
		run  func(t *testing.T, k storeKind)
	}{
		{"CreateLoadSave", testCreateLoadSave},
		{"Exists", testExists},
		{"NoRoom", testNoRoom},
		{"Watch", testWatch},
		{"WatchOtherWriter", testWatchOtherWriter},
		{"Rooms", testRooms},
		{"BadCodes", testBadCodes},
		{"LargeDocument", testLargeDocument},
		{"RacingSaves", testRacingSaves},
		{"Closed", testClosed},
		{"Health", testHealth},
	}
	for _, k := range storeKinds() {
		t.Run(k.name, func(t *testing.T) {
			for _, tt := range tests {
				t.Run(tt.name, func(t *testing.T) {
					t.Parallel()
					tt.run(t, k)
				})
			}
		})
	}
}

func testCreateLoadSave(t *testing.T, k storeKind) {
	s, ctx := k.open(t), t.Context()
	c := code(1)
	rev1, err := s.Create(ctx, c, []byte("one"))
	if err != nil || rev1 == 0 {
		t.Fatalf("Create = %d, %v; want a revision", rev1, err)
	}
	doc, rev, err := s.Load(ctx, c)
	if err != nil || string(doc) != "one" || rev != rev1 {
		t.Fatalf("Load = %q, %d, %v; want %q, %d", doc, rev, err, "one", rev1)
	}
	rev2, err := s.Save(ctx, c, []byte("two"), rev1)
	if err != nil || rev2 <= rev1 {
		t.Fatalf("Save(rev %d) = %d, %v; want a later revision", rev1, rev2, err)
	}
	doc, rev, err = s.Load(ctx, c)
	if err != nil || string(doc) != "two" || rev != rev2 {
		t.Fatalf("Load after Save = %q, %d, %v; want %q, %d", doc, rev, err, "two", rev2)
	}
	// A stale revision loses, and leaves the room as it was.
	if _, err := s.Save(ctx, c, []byte("stale"), rev1); !errors.Is(err, ErrConflict) {
		t.Fatalf("Save(stale rev %d) = %v; want ErrConflict", rev1, err)
	} else {
		t.Logf("conflict reads: %v", err)
	}
	if doc, _, _ := s.Load(ctx, c); string(doc) != "two" {
		t.Fatalf("after a conflict the room holds %q; want %q", doc, "two")
	}
	// A revision from the future loses too.
	if _, err := s.Save(ctx, c, []byte("x"), rev2+100); !errors.Is(err, ErrConflict) {
		t.Fatalf("Save(rev %d) = %v; want ErrConflict", rev2+100, err)
	}
	// Saving a room never created is a conflict, not a creation.
	if _, err := s.Save(ctx, code(2), []byte("x"), 5); !errors.Is(err, ErrConflict) {
		t.Fatalf("Save(missing room) = %v; want ErrConflict", err)
	}
	if _, _, err := s.Load(ctx, code(2)); !errors.Is(err, ErrNoRoom) {
		t.Fatalf("Load(missing room) after a failed Save = %v; want ErrNoRoom", err)
	}
	// Revision 0 is nobody's: refused, and it must not create the room.
	if _, err := s.Save(ctx, code(3), []byte("x"), 0); err == nil || errors.Is(err, ErrConflict) {
		t.Fatalf("Save(rev 0) = %v; want a plain refusal", err)
	}
	if _, _, err := s.Load(ctx, code(3)); !errors.Is(err, ErrNoRoom) {
		t.Fatalf("Load after Save(rev 0) = %v; want ErrNoRoom", err)
	}
	// An empty document is a document.
	if _, err := s.Create(ctx, code(4), nil); err != nil {
		t.Fatalf("Create(empty) = %v", err)
	}
	if doc, _, err := s.Load(ctx, code(4)); err != nil || len(doc) != 0 {
		t.Fatalf("Load(empty) = %q, %v", doc, err)
	}
}

func testExists(t *testing.T, k storeKind) {
	s, ctx := k.open(t), t.Context()
	c := code(1)
	rev, err := s.Create(ctx, c, []byte("first"))
	if err != nil {
		t.Fatal(err)
	}
	_, err = s.Create(ctx, c, []byte("second"))
	if !errors.Is(err, ErrExists) {
		t.Fatalf("second Create = %v; want ErrExists", err)
	}
	if !strings.Contains(err.Error(), c) {
		t.Errorf("error %q does not name the room", err)
	}
	doc, got, err := s.Load(ctx, c)
	if err != nil || string(doc) != "first" || got != rev {
		t.Fatalf("Load = %q, %d, %v; want the first document at %d", doc, got, err, rev)
	}
}

func testNoRoom(t *testing.T, k storeKind) {
	s := k.open(t)
	_, _, err := s.Load(t.Context(), code(9))
	if !errors.Is(err, ErrNoRoom) {
		t.Fatalf("Load = %v; want ErrNoRoom", err)
	}
	if !strings.Contains(err.Error(), code(9)) {
		t.Errorf("error %q does not name the room", err)
	}
}

// seen gathers a watch's calls.
type seen struct {
	mu   sync.Mutex
	docs []string
	revs []uint64
	ch   chan struct{}
}

func newSeen() *seen { return &seen{ch: make(chan struct{}, 100)} }

func (s *seen) f(doc []byte, rev uint64) {
	s.mu.Lock()
	s.docs = append(s.docs, string(doc))
	s.revs = append(s.revs, rev)
	s.mu.Unlock()
	s.ch <- struct{}{}
}

// wait waits for n calls in all.
func (s *seen) wait(t *testing.T, n int) {
	t.Helper()
	deadline := time.After(5 * time.Second)
	for {
		s.mu.Lock()
		got := len(s.docs)
		s.mu.Unlock()
		if got >= n {
			return
		}
		select {
		case <-s.ch:
		case <-deadline:
			t.Fatalf("watch saw %d updates in 5s; want %d", got, n)
		}
	}
}

func (s *seen) get() ([]string, []uint64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.docs...), append([]uint64(nil), s.revs...)
}

func testWatch(t *testing.T, k storeKind) {
	s, ctx := k.open(t), t.Context()
	c, other := code(1), code(2)
	rev, err := s.Create(ctx, c, []byte("v0"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Create(ctx, other, []byte("o0")); err != nil {
		t.Fatal(err)
	}
	wctx, stop := context.WithCancel(ctx)
	w := newSeen()
	if err := s.Watch(wctx, c, w.f); err != nil {
		t.Fatalf("Watch: %v", err)
	}
	// Saves a watch has time for all reach it.
	var want []uint64
	for i := 1; i <= 3; i++ {
		if rev, err = s.Save(ctx, c, fmt.Appendf(nil, "v%d", i), rev); err != nil {
			t.Fatal(err)
		}
		want = append(want, rev)
		// Another room's changes are not this watch's business.
		if _, err := s.Save(ctx, other, []byte("o"), mustRev(t, s, other)); err != nil {
			t.Fatal(err)
		}
		w.wait(t, i)
	}
	docs, revs := w.get()
	if fmt.Sprint(docs) != "[v1 v2 v3]" || fmt.Sprint(revs) != fmt.Sprint(want) {
		t.Fatalf("watch saw %q at %v; want [v1 v2 v3] at %v (no initial value, no other room)", docs, revs, want)
	}

	// A burst may skip revisions overwritten before delivery, but what
	// comes is in order, matches its revision, and ends with the last.
	byRev := map[uint64]string{}
	for i := 4; i < 24; i++ {
		doc := fmt.Sprintf("v%d", i)
		if rev, err = s.Save(ctx, c, []byte(doc), rev); err != nil {
			t.Fatal(err)
		}
		byRev[rev] = doc
	}
	deadline := time.After(5 * time.Second)
	for {
		docs, revs = w.get()
		if revs[len(revs)-1] == rev {
			break
		}
		select {
		case <-w.ch:
		case <-deadline:
			t.Fatalf("watch did not reach the last revision %d in 5s: saw %v", rev, revs)
		}
	}
	for i := 3; i < len(revs); i++ {
		if revs[i] <= revs[i-1] || byRev[revs[i]] != docs[i] {
			t.Fatalf("watch saw %q at %v after the burst; want increasing revisions with their own documents", docs[3:], revs[3:])
		}
	}
	t.Logf("burst of 20 saves: watch saw %d", len(revs)-3)

	// After ctx ends the watch calls no more.
	stop()
	time.Sleep(50 * time.Millisecond)
	n := len(revs)
	if _, err := s.Save(ctx, c, []byte("late"), rev); err != nil {
		t.Fatal(err)
	}
	time.Sleep(100 * time.Millisecond)
	if docs, _ := w.get(); len(docs) != n {
		t.Fatalf("watch went on after its context ended: %q", docs[n:])
	}
}

func mustRev(t *testing.T, s Store, c string) uint64 {
	t.Helper()
	_, rev, err := s.Load(t.Context(), c)
	if err != nil {
		t.Fatal(err)
	}
	return rev
}

func testWatchOtherWriter(t *testing.T, k storeKind) {
	a, b := k.pair(t)
	ctx := t.Context()
	c := code(1)
	rev, err := a.Create(ctx, c, []byte("v0"))
	if err != nil {
		t.Fatal(err)
	}
	w := newSeen()
	if err := a.Watch(ctx, c, w.f); err != nil {
		t.Fatal(err)
	}
	// b sees a's room and saves it; a's watch hears of it.
	doc, got, err := b.Load(ctx, c)
	if err != nil || string(doc) != "v0" || got != rev {
		t.Fatalf("other handle Load = %q, %d, %v", doc, got, err)
	}
	rev2, err := b.Save(ctx, c, []byte("from b"), rev)
	if err != nil {
		t.Fatal(err)
	}
	w.wait(t, 1)
	if docs, revs := w.get(); docs[0] != "from b" || revs[0] != rev2 {
		t.Fatalf("watch saw %q at %v; want %q at %d", docs, revs, "from b", rev2)
	}
	// a still holds rev: its save must lose to b's.
	if _, err := a.Save(ctx, c, []byte("from a"), rev); !errors.Is(err, ErrConflict) {
		t.Fatalf("stale Save on the first handle = %v; want ErrConflict", err)
	}
}

func testRooms(t *testing.T, k storeKind) {
	s, ctx := k.open(t), t.Context()
	codes, err := s.Rooms(ctx)
	if err != nil || codes == nil || len(codes) != 0 {
		t.Fatalf("Rooms of an empty store = %#v, %v; want an empty list", codes, err)
	}
	for _, i := range []int{3, 1, 2} {
		if _, err := s.Create(ctx, code(i), []byte("x")); err != nil {
			t.Fatal(err)
		}
	}
	// Saving adds no second entry.
	if _, err := s.Save(ctx, code(2), []byte("y"), mustRev(t, s, code(2))); err != nil {
		t.Fatal(err)
	}
	codes, err = s.Rooms(ctx)
	want := []string{code(1), code(2), code(3)}
	if err != nil || fmt.Sprint(codes) != fmt.Sprint(want) {
		t.Fatalf("Rooms = %v, %v; want %v", codes, err, want)
	}
}

func testBadCodes(t *testing.T, k storeKind) {
	s, ctx := k.open(t), t.Context()
	bad := []string{
		"", "ABC", "ABCDEFGHJ", "abcdefgh", "ABCDEFGI", "ABCDEFGL", "ABCDEFGO", "ABCDEFGU",
		"ABC.EFGH", "ABC*EFGH", "ABC>EFGH", "ABC EFGH", "ABCD-EFG", "ABCDEFG\x00", "ÄBCDEFG",
		strings.Repeat("A", 10000),
	}
	for _, c := range bad {
		if _, err := s.Create(ctx, c, []byte("x")); !errors.Is(err, ErrBadCode) {
			t.Errorf("Create(%q) = %v; want ErrBadCode", clip(c), err)
		}
		if _, _, err := s.Load(ctx, c); !errors.Is(err, ErrBadCode) {
			t.Errorf("Load(%q) = %v; want ErrBadCode", clip(c), err)
		}
		if _, err := s.Save(ctx, c, []byte("x"), 1); !errors.Is(err, ErrBadCode) {
			t.Errorf("Save(%q) = %v; want ErrBadCode", clip(c), err)
		}
		if err := s.Watch(ctx, c, func([]byte, uint64) {}); !errors.Is(err, ErrBadCode) {
			t.Errorf("Watch(%q) = %v; want ErrBadCode", clip(c), err)
		}
	}
	// Every character of the alphabet is good.
	for _, c := range []string{"01234567", "89ABCDEF", "GHJKMNPQ", "RSTVWXYZ"} {
		if _, err := s.Create(ctx, c, []byte("x")); err != nil {
			t.Errorf("Create(%q) = %v", c, err)
		}
	}
	if codes, err := s.Rooms(ctx); err != nil || len(codes) != 4 {
		t.Errorf("Rooms = %v, %v; want the 4 good codes", codes, err)
	}
}

func testLargeDocument(t *testing.T, k storeKind) {
	s, ctx := k.open(t), t.Context()
	c := code(1)
	big := bytes.Repeat([]byte("0123456789abcdef"), MaxDocSize/16)
	rev, err := s.Create(ctx, c, big)
	if err != nil {
		t.Fatalf("Create(%d bytes) = %v", len(big), err)
	}
	big[0] = 'X'
	if rev, err = s.Save(ctx, c, big, rev); err != nil {
		t.Fatalf("Save(%d bytes) = %v", len(big), err)
	}
	doc, got, err := s.Load(ctx, c)
	if err != nil || got != rev || !bytes.Equal(doc, big) {
		t.Fatalf("Load = %d bytes, %d, %v; want the %d bytes saved at %d", len(doc), got, err, len(big), rev)
	}
	over := append(big, '!')
	if _, err := s.Save(ctx, c, over, rev); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("Save(%d bytes) = %v; want ErrTooLarge", len(over), err)
	}
	if _, err := s.Create(ctx, code(2), over); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("Create(%d bytes) = %v; want ErrTooLarge", len(over), err)
	}
}

// testRacingSaves has writers add to one counter with load-save-retry;
// with compare-and-set no increment may get lost.
func testRacingSaves(t *testing.T, k storeKind) {
	a, b := k.pair(t)
	ctx := t.Context()
	c := code(1)
	if _, err := a.Create(ctx, c, []byte("0")); err != nil {
		t.Fatal(err)
	}
	const writers, adds = 4, 10
	var wg sync.WaitGroup
	var mu sync.Mutex
	conflicts := 0
	for i := range writers {
		s := []Store{a, b}[i%2]
		wg.Go(func() {
			for range adds {
				for {
					doc, rev, err := s.Load(ctx, c)
					if err != nil {
						t.Error(err)
						return
					}
					var n int
					fmt.Sscan(string(doc), &n)
					_, err = s.Save(ctx, c, fmt.Appendf(nil, "%d", n+1), rev)
					if err == nil {
						break
					}
					if !errors.Is(err, ErrConflict) {
						t.Error(err)
						return
					}
					mu.Lock()
					conflicts++
					mu.Unlock()
				}
			}
		})
	}
	wg.Wait()
	doc, _, err := a.Load(ctx, c)
	if err != nil || string(doc) != fmt.Sprint(writers*adds) {
		t.Fatalf("counter = %q, %v; want %d", doc, err, writers*adds)
	}
	t.Logf("%d conflicts retried", conflicts)
}

func testClosed(t *testing.T, k storeKind) {
	s, ctx := k.open(t), t.Context()
	if _, err := s.Create(ctx, code(1), []byte("x")); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatalf("Close = %v", err)
	}
	if _, _, err := s.Load(ctx, code(1)); err == nil {
		t.Error("Load after Close succeeded")
	}
	if _, err := s.Create(ctx, code(2), []byte("x")); err == nil {
		t.Error("Create after Close succeeded")
	}
	if err := s.Watch(ctx, code(1), func([]byte, uint64) {}); err == nil {
		t.Error("Watch after Close succeeded")
	}
	if _, err := s.Rooms(ctx); err == nil {
		t.Error("Rooms after Close succeeded")
	}
}
