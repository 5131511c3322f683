package server

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"

	"orbis/game/online"
)

// countGame is a game for the limits' tests: the seats say "move" in turn
// until end moves are played. Its computers think as decide says.
type countGame struct {
	end    int
	opens  atomic.Int64                            // records replayed
	decide func(ctx context.Context, level string) // nil: answer at once
}

type countRecord struct {
	Players int   `json:"players"`
	Plays   []int `json:"plays"`
}

func (g *countGame) ID() string                            { return "count" }
func (g *countGame) Seats() (int, int)                     { return 1, 4 }
func (g *countGame) ValidLevel(l string) bool              { return l == "easy" || l == "expert" }
func (g *countGame) OpenView([]byte) (online.Match, error) { return nil, online.ErrViewOnly }

func (g *countGame) Deal(seats []online.SeatInfo, _ uint64) ([]byte, error) {
	return json.Marshal(countRecord{Players: len(seats)})
}

func (g *countGame) Open(record []byte) (online.Match, error) {
	g.opens.Add(1)
	var r countRecord
	if err := json.Unmarshal(record, &r); err != nil || r.Players < 1 {
		return nil, fmt.Errorf("count: %w", online.ErrBadRecord)
	}
	return &countMatch{g: g, rec: r}, nil
}

type countMatch struct {
	g   *countGame
	rec countRecord
}

func (m *countMatch) Players() int { return m.rec.Players }
func (m *countMatch) Over() bool   { return len(m.rec.Plays) >= m.g.end }
func (m *countMatch) Steps() int   { return len(m.rec.Plays) }
func (m *countMatch) ToAct() int {
	if m.Over() {
		return -1
	}
	return len(m.rec.Plays) % m.rec.Players
}

func (m *countMatch) History(from int) []online.Step {
	var out []online.Step
	for _, seat := range m.rec.Plays[min(from, len(m.rec.Plays)):] {
		out = append(out, online.Step{Seat: seat, Action: "move"})
	}
	return out
}

func (m *countMatch) Play(seat int, actions []string) ([]online.Step, error) {
	if seat != m.ToAct() {
		return nil, online.ErrNotToAct
	}
	if len(actions) != 1 || actions[0] != "move" {
		return nil, fmt.Errorf("%v: %w", actions, online.ErrIllegal)
	}
	m.rec.Plays = append(m.rec.Plays, seat)
	return []online.Step{{Seat: seat, Action: "move"}}, nil
}

func (m *countMatch) Follow(online.Step) error   { return online.ErrViewOnly }
func (m *countMatch) Reveals(online.Step) bool   { return false }
func (m *countMatch) Legal() []string            { return []string{"move"} }
func (m *countMatch) Record() ([]byte, error)    { return json.Marshal(m.rec) }
func (m *countMatch) View() ([]byte, error)      { return json.Marshal(m.rec) }
func (m *countMatch) Scores() []int              { return make([]int, m.rec.Players) }
func (m *countMatch) Shared(int) bool            { return true }
func (m *countMatch) AtOnce() bool               { return false }
func (m *countMatch) Acting(buf []int) []int     { return seatBySeatActing(m, buf) }
func (m *countMatch) Moved(from, _ int) bool     { return from < m.Steps() }
func (m *countMatch) LegalFor(seat int) []string { return seatBySeatLegal(m, seat) }
func (m *countMatch) Decide(ctx context.Context, _ int, level string, _ uint64) ([]string, error) {
	if m.g.decide != nil {
		m.g.decide(ctx, level)
	}
	return []string{"move"}, nil
}

// countingStore counts each room's loads; it passes the memory store's
// index and usage on.
type countingStore struct {
	*memStore
	mu    sync.Mutex
	loads map[string]int
}

func newCountingStore() *countingStore {
	return &countingStore{memStore: NewMemoryStore().(*memStore), loads: map[string]int{}}
}

func (s *countingStore) Load(ctx context.Context, code string) ([]byte, uint64, error) {
	s.mu.Lock()
	s.loads[code]++
	s.mu.Unlock()
	return s.memStore.Load(ctx, code)
}

func (s *countingStore) loaded(code string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.loads[code]
}

// limitsServer runs a server of the count game on a store (a fresh
// memory store when nil) behind a proxy it trusts: clients say which
// address they come from.
func limitsServer(t *testing.T, g *countGame, st Store, cfg Config) (*Server, string) {
	t.Helper()
	if st == nil {
		st = NewMemoryStore()
	}
	cfg.Games, cfg.Store = []online.Ruleset{g}, st
	cfg.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	cfg.TrustedProxies, _ = ParseTrustedProxies("127.0.0.1/32,::1/128")
	if cfg.SweepEvery == 0 {
		cfg.SweepEvery = time.Hour // the tests sweep themselves
	}
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(s.Handler())
	t.Cleanup(func() { hs.Close(); s.Close(); _ = st.Close() })
	return s, "ws" + strings.TrimPrefix(hs.URL, "http") + "/ws"
}

// player is a raw WebSocket client of the limits' tests.
type player struct {
	t  *testing.T
	ws *websocket.Conn
}

// dialFrom connects as a client at addr (through the trusted proxy).
func dialFrom(t *testing.T, url, addr string) *player {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, url, &websocket.DialOptions{HTTPHeader: http.Header{"X-Forwarded-For": {addr}}})
	if err != nil {
		t.Fatal(err)
	}
	ws.SetReadLimit(online.MaxServerMessage)
	t.Cleanup(func() { _ = ws.CloseNow() })
	return &player{t, ws}
}

func (p *player) send(m online.Message) {
	p.t.Helper()
	data, err := online.Encode(m)
	if err != nil {
		p.t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := p.ws.Write(ctx, websocket.MessageText, data); err != nil {
		p.t.Fatal(err)
	}
}

// await reads until a message of one of the types comes.
func (p *player) await(types ...string) online.Message {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for {
		_, data, err := p.ws.Read(ctx)
		if err != nil {
			p.t.Fatalf("waiting for %v: %v", types, err)
		}
		m, err := online.DecodeResponse(data)
		if err != nil {
			p.t.Fatal(err)
		}
		if m.Type == online.TypeSteps && len(m.Steps) > 0 { // steps stored together: the last is where the table is
			last := m.Steps[len(m.Steps)-1]
			m = online.Message{Type: online.TypeStep, Step: m.Step + len(m.Steps) - 1, Seat: last.Seat, Action: last.Action, ToAct: m.ToAct}
		}
		for _, ty := range types {
			if m.Type == ty {
				return m
			}
		}
	}
}

// ask sends a request and returns its answer: joined, games or refused.
func (p *player) ask(m online.Message) online.Message {
	p.t.Helper()
	p.send(m)
	return p.await(online.TypeJoined, online.TypeGames, online.TypeRefused)
}

// create opens a room of the count game with these seats ("human" first)
// from addr; it returns the host's connection and the joined message.
func create(t *testing.T, url, addr string, turnLimit int, seats ...string) (*player, online.Message) {
	t.Helper()
	p := dialFrom(t, url, addr)
	m := online.Message{Type: online.TypeCreate, Game: "count", Name: "Host", TurnLimit: turnLimit}
	for _, k := range seats {
		m.Seats = append(m.Seats, online.SeatInfo{Kind: k})
	}
	got := p.ask(m)
	if got.Type != online.TypeJoined {
		t.Fatalf("create from %s: %s %s (%s)", addr, got.Type, got.Reason, got.Detail)
	}
	return p, got
}
