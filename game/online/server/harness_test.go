package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"orbis/game/online"
)

// safetyNet bounds a test's wait for an event that should come: it only
// turns a hang into a failure, it asserts no timing.
const safetyNet = 20 * time.Second

// testServer is a server on a test listener, its log kept.
type testServer struct {
	srv *Server
	url string // http://host:port
	log *syncBuffer
}

// startServer serves games from store; Close is left to the test's end.
func startServer(t *testing.T, store Store, games ...online.Ruleset) *testServer {
	t.Helper()
	return startServerWith(t, Config{Games: games, Store: store})
}

// startServerWith serves a config, its log kept and its rate limits lifted.
func startServerWith(t *testing.T, cfg Config) *testServer {
	t.Helper()
	log := &syncBuffer{}
	cfg.Logger = slog.New(slog.NewJSONHandler(log, nil))
	cfg.JoinsPerMinute, cfg.MessagesPerSecond = 1<<20, 1<<20
	store := cfg.Store
	srv, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(func() {
		hs.CloseClientConnections()
		hs.Close()
		srv.Close()
		_ = store.Close()
	})
	return &testServer{srv: srv, url: hs.URL, log: log}
}

// healthz fetches /healthz and returns its rooms_open.
func (ts *testServer) healthz(t *testing.T) int {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), safetyNet)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, ts.url+"/healthz", nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("healthz: %v", err)
	}
	defer resp.Body.Close()
	var h struct {
		OK    bool `json:"ok"`
		Rooms int  `json:"rooms_open"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&h); err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("healthz: status %d, %v", resp.StatusCode, err)
	}
	return h.Rooms
}

// syncBuffer is a log any goroutine may write.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// wsClient is a bare client of the protocol: what it sends and receives,
// nothing done for it.
type wsClient struct {
	t   *testing.T
	ws  *websocket.Conn
	in  chan online.Message // closed when the connection ends
	end error               // why it ended, once in is closed
	seq uint64
}

func dialClient(t *testing.T, ts *testServer) *wsClient {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), safetyNet)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(ts.url, "http")+"/ws", nil)
	if err != nil {
		t.Fatalf("dial: %v", err)
	}
	return wrapClient(t, ws)
}

// wrapClient reads a dialled connection's messages as dialClient's.
func wrapClient(t *testing.T, ws *websocket.Conn) *wsClient {
	ws.SetReadLimit(online.MaxServerMessage)
	c := &wsClient{t: t, ws: ws, in: make(chan online.Message, 1024)}
	go func() {
		defer close(c.in)
		for {
			_, data, err := ws.Read(context.Background())
			if err != nil {
				c.end = err
				return
			}
			m, err := online.DecodeResponse(data)
			if err != nil {
				c.end = err
				return
			}
			if m.Type != online.TypeSteps {
				c.in <- m
				continue
			}
			// Read as the step messages it stands for, as the client does;
			// the first keeps the message's steps, for the tests of how
			// steps are sent together.
			for i, st := range m.Steps {
				one := online.Message{V: m.V, Type: online.TypeStep, Step: m.Step + i, Seat: st.Seat, Action: st.Action, ToAct: m.ToAct}
				if i == 0 {
					one.Steps = m.Steps
				}
				c.in <- one
			}
		}
	}()
	t.Cleanup(func() { _ = ws.CloseNow() })
	return c
}

// send sends a request with the next seq and returns that seq.
func (c *wsClient) send(m online.Message) uint64 {
	c.t.Helper()
	c.seq++
	m.Seq = c.seq
	data, err := online.Encode(m)
	if err != nil {
		c.t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), safetyNet)
	defer cancel()
	if err := c.ws.Write(ctx, websocket.MessageText, data); err != nil {
		c.t.Fatalf("send %s: %v", m.Type, err)
	}
	return c.seq
}

// next is the next message from the server.
func (c *wsClient) next() online.Message {
	c.t.Helper()
	select {
	case m, ok := <-c.in:
		if !ok {
			c.t.Fatalf("the connection ended: %v", c.end)
		}
		return m
	case <-time.After(safetyNet):
		c.t.Fatal("no message from the server")
	}
	return online.Message{}
}

// await skips messages until one of type typ that ok accepts (nil: any).
func (c *wsClient) await(typ string, ok func(online.Message) bool) online.Message {
	c.t.Helper()
	for {
		m := c.next()
		if m.Type == typ && (ok == nil || ok(m)) {
			return m
		}
		if m.Type == online.TypeRefused && typ != online.TypeRefused {
			c.t.Fatalf("refused while awaiting %s: %s: %s", typ, m.Reason, m.Detail)
		}
	}
}

// closed waits for the server to close the connection and returns its
// close status and reason, skipping what comes before.
func (c *wsClient) closed() (websocket.StatusCode, string) {
	c.t.Helper()
	for {
		select {
		case _, ok := <-c.in:
			if ok {
				continue
			}
			var ce websocket.CloseError
			if errors.As(c.end, &ce) {
				return ce.Code, ce.Reason
			}
			return websocket.CloseStatus(c.end), ""
		case <-time.After(safetyNet):
			c.t.Fatal("the server did not close the connection")
		}
	}
}

// create opens a room of game with seats and returns its code and the
// host's token, once the host has the table.
func (c *wsClient) create(game string, seats ...string) (string, string) {
	c.t.Helper()
	infos := make([]online.SeatInfo, len(seats))
	for i, k := range seats {
		infos[i] = online.SeatInfo{Kind: k}
	}
	c.send(online.Message{Type: online.TypeCreate, Game: game, Name: "Host", Seats: infos})
	j := c.await(online.TypeJoined, nil)
	c.await(online.TypeState, nil)
	return j.Code, j.Token
}

// join takes the room's open seat and returns it, once it has the table.
func (c *wsClient) join(code string) int {
	c.t.Helper()
	c.send(online.Message{Type: online.TypeJoin, Code: code, Name: "Guest"})
	j := c.await(online.TypeJoined, nil)
	c.await(online.TypeState, nil)
	return j.Seat
}

// stepAt accepts the step message of number n.
func stepAt(n int) func(online.Message) bool {
	return func(m online.Message) bool { return m.Step == n }
}

// gateStore is the memory store with a gate on one room's saves: a save
// of that room tells the test it came and waits until the gate opens. It
// keeps the order in which rooms' saves were kept, as room:steps.
type gateStore struct {
	Store
	mu      sync.Mutex
	code    string        // the gated room, "" for none
	arrived chan struct{} // a gated save came
	open    chan struct{} // closed to let gated saves through
	kept    []string
}

func newGateStore() *gateStore {
	return &gateStore{Store: NewMemoryStore()}
}

// hold gates the saves of a room from now on.
func (g *gateStore) hold(code string) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.code, g.arrived, g.open = code, make(chan struct{}, 16), make(chan struct{})
}

// release lets the gated saves through, and those to come.
func (g *gateStore) release() {
	g.mu.Lock()
	defer g.mu.Unlock()
	close(g.open)
	g.code = ""
}

// waitArrived waits for a gated save to come.
func (g *gateStore) waitArrived(t *testing.T) {
	t.Helper()
	g.mu.Lock()
	arrived := g.arrived
	g.mu.Unlock()
	select {
	case <-arrived:
	case <-time.After(safetyNet):
		t.Fatal("no save of the gated room came")
	}
}

func (g *gateStore) Save(ctx context.Context, code string, doc []byte, rev uint64) (uint64, error) {
	g.mu.Lock()
	gated, arrived, open := code == g.code, g.arrived, g.open
	g.mu.Unlock()
	if gated {
		arrived <- struct{}{}
		select {
		case <-open:
		case <-ctx.Done():
			return 0, ctx.Err()
		}
	}
	next, err := g.Store.Save(ctx, code, doc, rev)
	if err == nil {
		g.mu.Lock()
		g.kept = append(g.kept, code+":"+stepsOf(doc))
		g.mu.Unlock()
	}
	return next, err
}

// keptOf is the order of a room's kept saves, by their steps.
func (g *gateStore) keptOf(code string) []string {
	g.mu.Lock()
	defer g.mu.Unlock()
	var out []string
	for _, k := range g.kept {
		if after, ok := strings.CutPrefix(k, code+":"); ok {
			out = append(out, after)
		}
	}
	return out
}

// stepsOf is the number of steps of a tally room's document.
func stepsOf(doc []byte) string {
	var d struct {
		Record tallyRecord   `json:"record"`
		Steps  []online.Step `json:"steps"` // kept after the record
	}
	if err := json.Unmarshal(doc, &d); err != nil {
		return "?"
	}
	return strconv.Itoa(len(d.Record.Steps) + len(d.Steps))
}
