package server

import (
	"context"
	"encoding/json"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"orbis/game/online"
)

// storedGame replays what a store keeps of a tally room.
func storedGame(t *testing.T, store Store, code string, game *tally) (roomDoc, online.Match) {
	t.Helper()
	data, _, err := store.Load(context.Background(), code)
	if err != nil {
		t.Fatal(err)
	}
	var doc roomDoc
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	m, err := OpenStored(context.Background(), store, game, code)
	if err != nil {
		t.Fatalf("the stored room does not replay: %v", err)
	}
	return doc, m
}

// TestAWholeRecordRoomOpens: a room stored before steps were kept apart
// (its record holds every step) opens, plays on with its new steps kept
// after that record, and reads back as the same game.
func TestAWholeRecordRoomOpens(t *testing.T) {
	store := NewMemoryStore()
	const code, token = "WH0RE001", "00112233445566778899aabbccddeeff"
	if _, err := store.Create(context.Background(), code, tallyDoc(t, "tally", token, 4, 0, time.Now())); err != nil {
		t.Fatal(err)
	}
	ts := startServer(t, store, &tally{goal: 1000})
	c := dialClient(t, ts)
	c.send(online.Message{Type: online.TypeResume, Code: code, Token: token})
	c.await(online.TypeJoined, nil)
	if st := c.await(online.TypeState, nil); st.Step != 4 || st.ToAct != 0 {
		t.Fatalf("the whole-record room opened at step %d, seat %d to act; want step 4, seat 0", st.Step, st.ToAct)
	}
	act(c, 4, "add 2")
	stepMessages(c, 5, 5)

	doc, m := storedGame(t, store, code, &tally{goal: 1000})
	if !slices.Equal(doc.Steps, []online.Step{{Seat: 0, Action: "add 2"}}) {
		t.Errorf("steps kept after the old record: %v, want the new one alone", doc.Steps)
	}
	want := []online.Step{{Seat: 0, Action: "add 1"}, {Seat: 1, Action: "add 1"}, {Seat: 0, Action: "add 1"}, {Seat: 1, Action: "add 1"}, {Seat: 0, Action: "add 2"}}
	if got := m.History(0); !slices.Equal(got, want) {
		t.Errorf("the stored game replays as %v, want %v", got, want)
	}
}

// TestAppendedStepsSurviveARestart: on the embedded NATS store, the steps
// kept after a room's record are there after the store and the server
// restart, and replay to the game the players saw.
func TestAppendedStepsSurviveARestart(t *testing.T) {
	dir := t.TempDir()
	store, err := OpenNATS(t.Context(), NATSOptions{DataDir: dir, Logger: testLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	ts := startServer(t, store, &tally{goal: 1000})
	host, guest := dialClient(t, ts), dialClient(t, ts)
	code, token := host.create("tally", "human", "human")
	guest.join(code)
	var seen []online.Step
	for n := range 6 {
		by := []*wsClient{host, guest}[n%2]
		act(by, n, []string{"add 1", "add 2", "add 3"}[n%3])
		for _, st := range stepMessages(host, n+1, n+1) {
			seen = append(seen, st...)
		}
	}
	_ = host.ws.CloseNow()
	_ = guest.ws.CloseNow()
	ts.srv.Close()
	if err := store.Close(); err != nil {
		t.Fatal(err)
	}

	store = openEmbedded(t, dir, 0)
	doc, m := storedGame(t, store, code, &tally{goal: 1000})
	if len(doc.Steps) != 6 || !slices.Equal(m.History(0), seen) {
		t.Fatalf("after a restart the room keeps %d steps apart, replaying as %v; want the 6 seen, %v", len(doc.Steps), m.History(0), seen)
	}
	ts = startServer(t, store, &tally{goal: 1000})
	back := dialClient(t, ts)
	back.send(online.Message{Type: online.TypeResume, Code: code, Token: token})
	back.await(online.TypeJoined, nil)
	if st := back.await(online.TypeState, nil); st.Step != 6 || st.ToAct != 0 {
		t.Fatalf("resumed at step %d, seat %d to act; want step 6, seat 0", st.Step, st.ToAct)
	}
}

// TestTwoServersAppendingAtOnceKeepOneOrder: two servers sharing a store
// take a unit for the same step at once; one is stored, the other refused
// as stale, and both servers' tables and the store go on from the one
// stored.
func TestTwoServersAppendingAtOnceKeepOneOrder(t *testing.T) {
	mem := NewMemoryStore()
	gated := newSaveGate(mem)
	a := startServer(t, gated, &tally{goal: 1000})
	b := startServer(t, mem, &tally{goal: 1000})
	hostA := dialClient(t, a)
	code, token := hostA.create("tally", "human", "human")
	guestA := dialClient(t, a)
	guestA.join(code)
	hostB := dialClient(t, b)
	hostB.send(online.Message{Type: online.TypeResume, Code: code, Token: token})
	hostB.await(online.TypeJoined, nil)
	hostB.await(online.TypeState, nil)

	gated.gate(code)
	seqA := act(hostA, 0, "add 1")
	gated.next(t) // server A's write is under way
	act(hostB, 0, "add 2")
	stepMessages(hostB, 1, 1) // server B's is stored first
	gated.verdict <- nil      // A's, over a revision gone: a conflict
	if m := hostA.await(online.TypeRefused, func(m online.Message) bool { return m.Seq == seqA }); m.Reason != online.ReasonStale {
		t.Errorf("the unit second to the store: refused for %q, want %q", m.Reason, online.ReasonStale)
	}
	first := []online.Step{{Seat: 0, Action: "add 2"}}
	if got := stepMessages(guestA, 1, 1); !slices.Equal(got[0], first) {
		t.Fatalf("server A's table was told %v, want server B's %v", got, first)
	}
	gated.gate("")
	act(guestA, 1, "add 3")
	if got := stepMessages(hostB, 2, 2); !slices.Equal(got[0], []online.Step{{Seat: 1, Action: "add 3"}}) {
		t.Fatalf("server B's table was told %v, want A's add 3", got)
	}
	if _, m := storedGame(t, mem, code, &tally{goal: 1000}); !slices.Equal(m.History(0), []online.Step{{Seat: 0, Action: "add 2"}, {Seat: 1, Action: "add 3"}}) {
		t.Errorf("the store keeps %v, want B's add 2 then A's add 3", m.History(0))
	}
}

// TestALongGameKeepsItsStepsApart: once a room's steps after its last
// part number partSteps, they are kept apart as a part, with a large
// record, so that the document each write stores stays small; the room
// reads back whole, for a server that follows it and one that opens it
// after a restart, as the game its players saw.
func TestALongGameKeepsItsStepsApart(t *testing.T) {
	for _, kind := range []string{"memory", "nats"} {
		t.Run(kind, func(t *testing.T) {
			dir := t.TempDir()
			var store Store = NewMemoryStore()
			if kind == "nats" {
				store = openEmbedded(t, dir, 0)
			}
			game := &tally{goal: 1 << 30, pad: recordApartSize}
			a := startServer(t, store, game)
			b := startServer(t, store, game)
			host, guest := dialClient(t, a), dialClient(t, a)
			code, token := host.create("tally", "human", "human")
			guest.join(code)
			watcher := dialClient(t, b) // the host's seat on another server: it follows the room
			watcher.send(online.Message{Type: online.TypeResume, Code: code, Token: token})
			watcher.await(online.TypeJoined, nil)
			watcher.await(online.TypeState, nil)

			const steps = 2*partSteps + 10
			var seen []online.Step
			for n := range steps {
				by := []*wsClient{host, guest}[n%2]
				act(by, n, []string{"add 1", "add 2", "add 3"}[n%3])
				for _, st := range stepMessages(guest, n+1, n+1) {
					seen = append(seen, st...)
				}
			}
			var followed []online.Step
			for _, st := range stepMessages(watcher, 1, steps) {
				followed = append(followed, st...)
			}
			if !slices.Equal(followed, seen) {
				t.Errorf("the server following the room told %d steps, not the %d played", len(followed), len(seen))
			}

			data, _, err := store.Load(context.Background(), code)
			if err != nil {
				t.Fatal(err)
			}
			doc, m := storedGame(t, store, code, game)
			if !doc.RecordApart || !slices.Equal(doc.Cuts, []int{partSteps, 2 * partSteps}) || len(doc.Steps) != 10 {
				t.Errorf("the document keeps record apart %v, cuts %v and %d steps; want the record apart, cuts at %d and %d, and 10 steps",
					doc.RecordApart, doc.Cuts, len(doc.Steps), partSteps, 2*partSteps)
			}
			if len(data) > 4<<10 {
				t.Errorf("the document is %d bytes: what is apart is in it", len(data))
			}
			if !slices.Equal(m.History(0), seen) {
				t.Fatalf("the stored game replays as %d steps, not the %d played", m.Steps(), len(seen))
			}

			// Opened afresh, by a server that has not seen the room.
			c := startServer(t, store, game)
			back := dialClient(t, c)
			back.send(online.Message{Type: online.TypeResume, Code: code, Token: token})
			back.await(online.TypeJoined, nil)
			if st := back.await(online.TypeState, nil); st.Step != steps || st.ToAct != 0 {
				t.Fatalf("opened afresh at step %d, seat %d to act; want step %d, seat 0", st.Step, st.ToAct, steps)
			}
		})
	}
}

// TestAFollowingServerPlaysOnlyTheNewSteps: a server following a room
// that another server plays takes each write's steps on the game it has,
// without replaying the game from its record (the rules' Open is not
// called again), and tells its table the same steps.
func TestAFollowingServerPlaysOnlyTheNewSteps(t *testing.T) {
	store := NewMemoryStore()
	counted := &openCounter{tally: &tally{goal: 1000}}
	a := startServer(t, store, &tally{goal: 1000})
	b := startServer(t, store, counted)
	host, guest := dialClient(t, a), dialClient(t, a)
	code, token := host.create("tally", "human", "human")
	guest.join(code)
	watcher := dialClient(t, b)
	watcher.send(online.Message{Type: online.TypeResume, Code: code, Token: token})
	watcher.await(online.TypeJoined, nil)
	watcher.await(online.TypeState, nil)
	opened := counted.opens.Load()
	for n := range 6 {
		act([]*wsClient{host, guest}[n%2], n, "add 1")
		stepMessages(watcher, n+1, n+1)
	}
	if got := counted.opens.Load(); got != opened {
		t.Errorf("the following server opened the record %d times more for 6 steps, want none", got-opened)
	}
}

// openCounter counts the records a game opens.
type openCounter struct {
	*tally
	opens atomic.Int64
}

func (g *openCounter) Open(record []byte) (online.Match, error) {
	g.opens.Add(1)
	return g.tally.Open(record)
}

// partCounter is a memory store that counts the parts put, by number.
type partCounter struct {
	*memStore
	mu  sync.Mutex
	put map[int]int
}

func newPartCounter() *partCounter {
	return &partCounter{memStore: NewMemoryStore().(*memStore), put: map[int]int{}}
}

func (s *partCounter) PutPart(ctx context.Context, code string, n int, data []byte) error {
	s.mu.Lock()
	s.put[n]++
	s.mu.Unlock()
	return s.memStore.PutPart(ctx, code, n, data)
}

func (s *partCounter) puts(n int) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.put[n]
}

// TestARecordGoesApartOnceTheGameIsUnderWay: a record of a kilobyte or
// more goes apart, once, with the room's first write while its game is
// under way (not while it waits for its start, which deals again), and
// no move's write holds it again; the room reads back whole.
func TestARecordGoesApartOnceTheGameIsUnderWay(t *testing.T) {
	store := newPartCounter()
	game := &tally{goal: 1000, pad: 5 << 10}
	ts := startServer(t, store, game)
	host, guest := dialClient(t, ts), dialClient(t, ts)
	joined, _ := createWaiting(host, "tally", 3, 0, "human")
	guest.join(joined.Code)
	if doc, _ := storedGame(t, store, joined.Code, game); doc.RecordApart || store.puts(0) != 0 {
		t.Fatalf("a waiting room's record apart: %v, put %d times", doc.RecordApart, store.puts(0))
	}
	host.send(online.Message{Type: online.TypeStart, OpenSeats: online.OpenSeatsDrop})
	st := host.await(online.TypeState, nil)
	for n := range 6 {
		act([]*wsClient{host, guest}[n%2], st.Step+n, "add 1")
		stepMessages(guest, st.Step+n+1, st.Step+n+1)
		data, _, err := store.Load(t.Context(), joined.Code)
		if err != nil {
			t.Fatal(err)
		}
		if len(data) > 1<<10 {
			t.Fatalf("move %d stored %d bytes: the record with it", n+1, len(data))
		}
	}
	doc, m := storedGame(t, store, joined.Code, game)
	if !doc.RecordApart || store.puts(0) != 1 {
		t.Errorf("after six moves, the record apart: %v, put %d times; want apart, put once", doc.RecordApart, store.puts(0))
	}
	if m.Steps() != st.Step+6 {
		t.Errorf("the stored room replays %d steps, want %d", m.Steps(), st.Step+6)
	}
}

// TestPartsArePutAgainBeforeTheBucketForgetsThem: a room's parts older
// than partsRefresh are put again with its next write, however few steps
// it adds (the bucket forgets a key 90 days after its last write, and a
// game of a move a week would otherwise lose its record).
func TestPartsArePutAgainBeforeTheBucketForgetsThem(t *testing.T) {
	store := newPartCounter()
	game := &tally{goal: 1000, pad: 5 << 10}
	ts := startServer(t, store, game)
	host, guest := dialClient(t, ts), dialClient(t, ts)
	code, _ := host.create("tally", "human", "human")
	guest.join(code)
	act(host, 0, "add 1")
	stepMessages(guest, 1, 1)
	if store.puts(0) != 1 {
		t.Fatalf("the record put %d times, want once", store.puts(0))
	}
	ts.srv.mu.Lock()
	r := ts.srv.rooms[code]
	ts.srv.mu.Unlock()
	r.write.Lock()
	r.mu.Lock()
	old := time.Now().Add(-partsRefresh - time.Hour).Unix()
	r.doc.PartsAt = old
	r.mu.Unlock()
	r.write.Unlock()
	act(guest, 1, "add 1")
	stepMessages(host, 1, 2)
	if store.puts(0) != 2 {
		t.Errorf("the record put %d times after a write with parts %s old; want it put again", store.puts(0), partsRefresh)
	}
	if doc, _ := storedGame(t, store, code, game); doc.PartsAt <= old {
		t.Errorf("the parts put again are dated %d, as before", doc.PartsAt)
	}
}
