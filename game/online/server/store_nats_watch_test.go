package server

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

// storeWithRoom opens an embedded store (listening on port, or alone for
// 0) holding one room, code(1), at its first revision.
func storeWithRoom(t *testing.T, port int) (*natsStore, uint64) {
	t.Helper()
	s := openEmbedded(t, t.TempDir(), port).(*natsStore)
	rev, err := s.Create(t.Context(), code(1), []byte("v0"))
	if err != nil {
		t.Fatal(err)
	}
	return s, rev
}

// roomConsumers is how many consumers the rooms' stream has.
func roomConsumers(t *testing.T, s *natsStore) int {
	t.Helper()
	js, err := jetstream.New(s.nc)
	if err != nil {
		t.Fatal(err)
	}
	st, err := js.Stream(t.Context(), "KV_"+roomsBucket)
	if err != nil {
		t.Fatal(err)
	}
	info, err := st.Info(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	return info.State.Consumers
}

// TestNATSWatchesEveryRoomWithOneConsumer: the rooms open on a server are
// watched through one consumer of the rooms' stream, however many they
// are; each room's watch gets its own revisions and no other's, and a
// watch whose context ended gets none.
func TestNATSWatchesEveryRoomWithOneConsumer(t *testing.T) {
	t.Parallel()
	s := openEmbedded(t, t.TempDir(), -1).(*natsStore) // listening: the watch is the stream's consumer
	ctx := t.Context()
	const rooms = 40
	revs := make([]uint64, rooms)
	seens := make([]*seen, rooms)
	stops := make([]context.CancelFunc, rooms)
	for i := range rooms {
		rev, err := s.Create(ctx, code(i), fmt.Appendf(nil, "room %d v0", i))
		if err != nil {
			t.Fatal(err)
		}
		revs[i] = rev
		seens[i] = newSeen()
		var wctx context.Context
		wctx, stops[i] = context.WithCancel(ctx)
		if err := s.Watch(wctx, code(i), seens[i].f); err != nil {
			t.Fatalf("Watch(%s): %v", code(i), err)
		}
	}
	if n := roomConsumers(t, s); n != 1 {
		t.Fatalf("%d rooms watched through %d consumers of the rooms' stream; want 1", rooms, n)
	}
	save := func(i int, doc string) {
		t.Helper()
		rev, err := s.Save(ctx, code(i), []byte(doc), revs[i])
		if err != nil {
			t.Fatal(err)
		}
		revs[i] = rev
	}
	for i := range rooms {
		save(i, fmt.Sprintf("room %d v1", i))
	}
	for i := range rooms {
		seens[i].wait(t, 1)
		if docs, got := seens[i].get(); fmt.Sprint(docs) != fmt.Sprintf("[room %d v1]", i) || got[0] != revs[i] {
			t.Fatalf("room %d's watch saw %q at %v; want [room %d v1] at %d", i, docs, got, i, revs[i])
		}
	}

	// The first room's watch ends; the second's goes on.
	stops[0]()
	for s.watches.watched() != rooms-1 {
		time.Sleep(time.Millisecond)
	}
	save(0, "room 0 v2")
	save(1, "room 1 v2")
	seens[1].wait(t, 2)
	// The second room's save came after the first's through the one
	// watch: had the first room's watch been called, it would be by now.
	time.Sleep(50 * time.Millisecond)
	if docs, _ := seens[0].get(); len(docs) != 1 {
		t.Fatalf("room 0's watch went on after its context ended: %q", docs)
	}
	if n := roomConsumers(t, s); n != 1 {
		t.Fatalf("%d consumers of the rooms' stream after a watch ended; want 1", n)
	}
}

// TestNATSWatchOutlivesItsConsumer: when the one watch's consumer is
// deleted under it, the rooms still hear of their changes, the ones made
// while it was gone included.
func TestNATSWatchOutlivesItsConsumer(t *testing.T) {
	t.Parallel()
	s, rev := storeWithRoom(t, -1) // listening: the watch is the stream's consumer
	ctx := t.Context()
	var err error
	w := newSeen()
	if err := s.Watch(ctx, code(1), w.f); err != nil {
		t.Fatal(err)
	}
	js, err := jetstream.New(s.nc)
	if err != nil {
		t.Fatal(err)
	}
	st, err := js.Stream(ctx, "KV_"+roomsBucket)
	if err != nil {
		t.Fatal(err)
	}
	names := st.ConsumerNames(ctx)
	var consumers []string
	for name := range names.Name() {
		consumers = append(consumers, name)
	}
	if len(consumers) != 1 {
		t.Fatalf("consumers of the rooms' stream = %v; want the watch's one", consumers)
	}
	if err := st.DeleteConsumer(ctx, consumers[0]); err != nil {
		t.Fatal(err)
	}
	if rev, err = s.Save(ctx, code(1), []byte("v1"), rev); err != nil {
		t.Fatal(err)
	}
	watchedRev(t, w, rev)
	if docs, revs := w.get(); docs[len(docs)-1] != "v1" || revs[len(revs)-1] != rev {
		t.Fatalf("the watch saw %q at %v; want v1 at %d last", docs, revs, rev)
	}
}

// TestAStoreAloneWatchesItsOwnWrites: an embedded store that takes no
// connections passes its writes to the rooms' watches itself, with no
// consumer of the rooms' stream; the document passed on is a copy, the
// writer being free to write its next one into the buffer it gave.
func TestAStoreAloneWatchesItsOwnWrites(t *testing.T) {
	t.Parallel()
	s, rev := storeWithRoom(t, 0)
	ctx := t.Context()
	var err error
	w := newSeen()
	if err := s.Watch(ctx, code(1), w.f); err != nil {
		t.Fatal(err)
	}
	doc := []byte("v1")
	if rev, err = s.Save(ctx, code(1), doc, rev); err != nil {
		t.Fatal(err)
	}
	copy(doc, "xx")
	watchedRev(t, w, rev)
	if docs, revs := w.get(); len(docs) != 1 || docs[0] != "v1" || revs[0] != rev {
		t.Fatalf("the watch saw %q at %v; want v1 at %d", docs, revs, rev)
	}
	if n := roomConsumers(t, s); n != 0 {
		t.Fatalf("a store alone has %d consumers of the rooms' stream; want none", n)
	}
}

// TestAStoreAloneLeavesOutTheWritersOwnWatch: a save made with the
// author of a watch is not passed to it (its writer has it), and an
// older revision is not passed on after it; another author's is.
func TestAStoreAloneLeavesOutTheWritersOwnWatch(t *testing.T) {
	t.Parallel()
	s, rev := storeWithRoom(t, 0)
	ctx := t.Context()
	var err error
	room, other := new(int), new(int) // two authors
	mine, theirs := newSeen(), newSeen()
	if err := s.Watch(withAuthor(ctx, room), code(1), mine.f); err != nil {
		t.Fatal(err)
	}
	if err := s.Watch(withAuthor(ctx, other), code(1), theirs.f); err != nil {
		t.Fatal(err)
	}
	if rev, err = s.Save(withAuthor(ctx, room), code(1), []byte("the room's"), rev); err != nil {
		t.Fatal(err)
	}
	watchedRev(t, theirs, rev)
	if rev, err = s.Save(withAuthor(ctx, other), code(1), []byte("another's"), rev); err != nil {
		t.Fatal(err)
	}
	watchedRev(t, mine, rev)
	if docs, _ := mine.get(); len(docs) != 1 || docs[0] != "another's" {
		t.Fatalf("the room's watch saw %q; want only another author's save", docs)
	}
}
