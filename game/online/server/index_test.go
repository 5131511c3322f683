package server

import (
	"context"
	"encoding/json"
	"slices"
	"sync"
	"testing"
	"time"

	"orbis/game/online"
)

// TestSweepVisitsOnlyRoomsWithARunningClock: the sweep reads the index of
// unfinished rooms and loads only those whose clock has run out: a
// finished room with a turn limit and an unfinished one without a clock
// are never loaded.
func TestSweepVisitsOnlyRoomsWithARunningClock(t *testing.T) {
	g := &countGame{end: 4}
	st := newCountingStore()
	s, url := limitsServer(t, g, st, Config{Limits: Limits{CreatesPerMinute: 100}})

	finished, fin := create(t, url, "198.51.100.1", 60, "human", "ai:easy")
	play(t, finished, 0, 2) // four steps: over
	clocked, clk := create(t, url, "198.51.100.1", 60, "human", "ai:easy")
	play(t, clocked, 0, 1) // the host's turn again, with a minute to play it
	idle, idl := create(t, url, "198.51.100.1", 0, "human", "ai:easy")
	idle.await(online.TypeState)
	for _, p := range []*player{finished, clocked, idle} {
		p.ws.CloseNow()
	}
	for _, j := range []online.Message{fin, clk, idl} {
		waitLetGo(t, s, j.Code)
	}

	entries, err := st.Entries(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := entries[fin.Code]; ok {
		t.Error("a finished room is in the index")
	}
	if e := entries[clk.Code]; e.Deadline == 0 || e.By != "198.51.100.1" {
		t.Errorf("the room with a running clock: %+v", e)
	}
	if e, ok := entries[idl.Code]; !ok || e.Deadline != 0 {
		t.Errorf("the room without a turn limit: %+v, %v", e, ok)
	}

	loads := map[string]int{}
	for _, j := range []online.Message{fin, clk, idl} {
		loads[j.Code] = st.loaded(j.Code)
	}
	if got := s.sweepOnce(t.Context(), time.Now()); len(got) != 0 {
		t.Errorf("a sweep before any clock ran out visited %v", got)
	}
	if got := s.sweepOnce(t.Context(), time.Now().Add(2*time.Minute)); !slices.Equal(got, []string{clk.Code}) {
		t.Errorf("a sweep after the clock ran out visited %v, want [%s]", got, clk.Code)
	}
	for code, before := range loads {
		n := st.loaded(code) - before
		if want := map[bool]int{true: 1}[code == clk.Code]; n != want {
			t.Errorf("room %s loaded %d times by the sweeps, want %d", code, n, want)
		}
	}
}

// TestIndexIsMadeFromAnOlderStore: rooms stored before the index are
// indexed at the first sweep, once.
func TestIndexIsMadeFromAnOlderStore(t *testing.T) {
	g := &countGame{end: 4}
	st := NewMemoryStore()
	s, url := limitsServer(t, g, st, Config{Limits: Limits{CreatesPerMinute: 100}})
	p, clk := create(t, url, "198.51.100.1", 60, "human", "ai:easy")
	play(t, p, 0, 1)
	p.ws.CloseNow()
	waitLetGo(t, s, clk.Code)

	// The same rooms on a server whose store keeps no index.
	old := struct{ Store }{st}
	s2, _ := limitsServer(t, g, old, Config{})
	s2.sweepOnce(t.Context(), time.Now())
	entries, _ := s2.index.Entries(t.Context())
	if e := entries[clk.Code]; len(entries) != 1 || e.Deadline == 0 || e.By != "198.51.100.1" {
		t.Errorf("the index made from the rooms: %+v", entries)
	}
	if built, _ := s2.index.Built(t.Context()); !built {
		t.Error("the index is not marked as made")
	}
}

// TestTurnLimitTakesOverOnlyOnceAPersonPlayed: a room whose person never
// plays has no clock, so the server never plays it out for nobody; once
// the person has played, their turn runs on the limit.
func TestTurnLimitTakesOverOnlyOnceAPersonPlayed(t *testing.T) {
	g := &countGame{end: 10}
	st := NewMemoryStore()
	_, url := limitsServer(t, g, st, Config{})
	host, joined := create(t, url, "198.51.100.1", 60, "human", "ai:expert", "ai:expert")
	if m := host.await(online.TypeState); m.Deadline != 0 {
		t.Fatalf("a room nobody has played in has a deadline: %d", m.Deadline)
	}
	if e := mustEntry(t, st, joined.Code); e.Deadline != 0 {
		t.Fatalf("its index entry has a clock: %+v", e)
	}
	host.send(online.Message{Type: online.TypeAct, Step: 0, Actions: []string{"move"}})
	var last online.Message
	for last.Step < 3 {
		last = host.await(online.TypeStep)
	}
	if last.ToAct != 0 {
		t.Fatalf("after a round, seat %d to act", last.ToAct)
	}
	host.send(online.Message{Type: online.TypeSync})
	if state := host.await(online.TypeState); state.Deadline == 0 {
		t.Errorf("the host's turn after playing has no deadline")
	}
	if e := mustEntry(t, st, joined.Code); e.Deadline == 0 {
		t.Errorf("the index has no clock for it: %+v", e)
	}
}

func mustEntry(t *testing.T, st Store, code string) IndexEntry {
	t.Helper()
	entries, err := st.(Index).Entries(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	e, ok := entries[code]
	if !ok {
		t.Fatalf("room %s is not in the index", code)
	}
	return e
}

// TestComputersThinkWithinTheRoomsBudget: a room's computers think as
// long as a turn allows until the room's budget is spent, then play at
// the cheap level; the budget spent is kept in the room's document.
func TestComputersThinkWithinTheRoomsBudget(t *testing.T) {
	var mu sync.Mutex
	var levels []string
	g := &countGame{end: 40, decide: func(ctx context.Context, level string) {
		mu.Lock()
		levels = append(levels, level)
		mu.Unlock()
		if level == "expert" { // a search: as long as it may
			<-ctx.Done()
		}
	}}
	st := NewMemoryStore()
	_, url := limitsServer(t, g, st, Config{ThinkBudget: 40 * time.Millisecond, Limits: Limits{RoomThinkPerHour: 100 * time.Millisecond}})
	host, joined := create(t, url, "198.51.100.1", 0, "human", "ai:expert")
	play(t, host, 0, 6)

	mu.Lock()
	defer mu.Unlock()
	// 40 ms, 40 ms and the 20 ms left at Expert; then Easy.
	if len(levels) != 6 || levels[0] != "expert" || levels[len(levels)-1] != "easy" {
		t.Fatalf("the computer's levels: %v", levels)
	}
	for i := 1; i < len(levels); i++ {
		if levels[i-1] == "easy" && levels[i] != "easy" {
			t.Fatalf("the computer thought at Expert again with its budget spent: %v", levels)
		}
	}
	data, _, err := st.Load(t.Context(), joined.Code)
	if err != nil {
		t.Fatal(err)
	}
	var doc roomDoc
	if err := json.Unmarshal(data, &doc); err != nil || doc.Think == nil || doc.Think.Left > spentThink {
		t.Fatalf("the room's document keeps %+v of its budget (%v)", doc.Think, err)
	}
}

// notingStore is a memory store that counts its index's writes.
type notingStore struct {
	*memStore
	mu    sync.Mutex
	notes int
}

func (s *notingStore) Note(ctx context.Context, code string, e IndexEntry) error {
	s.mu.Lock()
	s.notes++
	s.mu.Unlock()
	return s.memStore.Note(ctx, code, e)
}

func (s *notingStore) noted() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.notes
}

// TestIndexNotesADeadlineMovedOnPastHalfTheLimit: every move of a room
// with a turn limit moves its deadline on; the index entry is written
// again only once it is more than half the limit behind, never later
// than the room's deadline, and at once when the deadline comes sooner.
func TestIndexNotesADeadlineMovedOnPastHalfTheLimit(t *testing.T) {
	g := &countGame{end: 40}
	st := &notingStore{memStore: NewMemoryStore().(*memStore)}
	s, url := limitsServer(t, g, st, Config{Limits: Limits{CreatesPerMinute: 100}})
	host, joined := create(t, url, "198.51.100.1", 60, "human", "ai:easy")
	play(t, host, 0, 1) // the host's turn again, its clock running
	s.mu.Lock()
	r := s.rooms[joined.Code]
	s.mu.Unlock()
	noted := mustEntry(t, st, joined.Code).Deadline
	began := time.Unix(noted-60, 0) // the turn's start the index has
	if noted == 0 {
		t.Fatal("the room's clock is not in the index")
	}
	for _, c := range []struct {
		name  string
		moved time.Duration // the turn's start, from the noted one's
		note  bool
	}{
		{"a turn begun 10 s later", 10 * time.Second, false},
		{"30 s later: half the limit", 30 * time.Second, false},
		{"31 s later", 31 * time.Second, true},
		{"the same again", 31 * time.Second, false},
		{"sooner than noted", 25 * time.Second, true},
	} {
		before := st.noted()
		r.write.Lock()
		r.mu.Lock()
		r.doc.TurnSince = began.Add(c.moved)
		want := r.clockLocked()
		r.mu.Unlock()
		if c.note {
			noted = want
		}
		r.noteIndex(t.Context())
		r.write.Unlock()
		if got := st.noted() - before; got != map[bool]int{true: 1}[c.note] {
			t.Errorf("%s: the index written %d times", c.name, got)
		}
		if e := mustEntry(t, st, joined.Code); e.Deadline != noted || e.Deadline > want {
			t.Errorf("%s: the index notes %d, want %d (the room's deadline %d)", c.name, e.Deadline, noted, want)
		}
	}
}
