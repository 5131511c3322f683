package server

import (
	"context"
	"io"
	"log/slog"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"orbis/game/online"
)

// heldSaves is the memory store with one save held: the armed save tells
// the test it came, then waits until it is let go.
type heldSaves struct {
	Store
	mu      sync.Mutex
	armed   bool
	arrived chan struct{}
	letGo   chan struct{}
}

func (h *heldSaves) Save(_ context.Context, code string, doc []byte, rev uint64) (uint64, error) {
	h.mu.Lock()
	held := h.armed
	h.armed = false
	h.mu.Unlock()
	if held {
		h.arrived <- struct{}{}
		<-h.letGo
	}
	return h.Store.Save(context.Background(), code, doc, rev)
}

// stalledComputer is the tally whose computers decide only once let go.
type stalledComputer struct {
	*tally
	letGo chan struct{}
}

func (g *stalledComputer) Open(record []byte) (online.Match, error) {
	m, err := g.tally.Open(record)
	return &stalledMatch{Match: m, letGo: g.letGo}, err
}

type stalledMatch struct {
	online.Match
	letGo chan struct{}
}

func (m *stalledMatch) Decide(ctx context.Context, seat int, level string, seed uint64) ([]string, error) {
	<-m.letGo
	return m.Match.Decide(ctx, seat, level, seed)
}

// TestNoComputerTurnStartsOnceTheServerCloses: a move kept after Close
// began does not set a computer to work that Close would not wait for (it
// raced with Close's wait, and ran on after it).
func TestNoComputerTurnStartsOnceTheServerCloses(t *testing.T) {
	store := &heldSaves{Store: NewMemoryStore(), arrived: make(chan struct{}, 1), letGo: make(chan struct{})}
	game := &stalledComputer{tally: &tally{goal: 100}, letGo: make(chan struct{})}
	srv, err := New(Config{Games: []online.Ruleset{game}, Store: store, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
		JoinsPerMinute: 1 << 20, MessagesPerSecond: 1 << 20})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv.Handler())
	defer func() {
		close(game.letGo) // a computer wrongly set going ends
		hs.CloseClientConnections()
		hs.Close()
		_ = store.Close()
	}()
	host := dialClient(t, &testServer{srv: srv, url: hs.URL})
	code, _ := host.create("tally", "human", "ai:easy")
	store.mu.Lock()
	store.armed = true
	store.mu.Unlock()
	act(host, 0, "add 1")
	<-store.arrived // the move is being stored, the room's write held
	srv.Close()
	close(store.letGo)
	srv.mu.Lock()
	r := srv.rooms[strings.ToUpper(code)]
	srv.mu.Unlock()
	if r == nil {
		t.Fatal("the room is not open")
	}
	r.write.Lock() // the move's write is over
	r.mu.Lock()
	thinking := len(r.thinking) != 0
	r.mu.Unlock()
	r.write.Unlock()
	if thinking {
		t.Error("a computer turn began after the server closed")
	}
}
