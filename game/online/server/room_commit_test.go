package server

import (
	"context"
	"encoding/json"
	"errors"
	"slices"
	"sync"
	"testing"
	"time"

	"orbis/game/online"
)

// saveGate is the memory store with each save of one room held until the
// test lets it through (nil) or fails it (an error): writes come one at a
// time, and the test says what becomes of each.
type saveGate struct {
	Store
	code    string
	arrived chan []online.Step // the steps a held save would store, by seat and action
	verdict chan error
	mu      sync.Mutex
	kept    [][]online.Step // the steps of each save kept
}

func newSaveGate(store Store) *saveGate {
	return &saveGate{Store: store, arrived: make(chan []online.Step, 16), verdict: make(chan error)}
}

func (g *saveGate) Save(ctx context.Context, code string, doc []byte, rev uint64) (uint64, error) {
	g.mu.Lock()
	gated := code == g.code
	g.mu.Unlock()
	if !gated {
		return g.Store.Save(ctx, code, doc, rev)
	}
	d := roomDocOf(doc)
	g.arrived <- d.Steps
	select {
	case err := <-g.verdict:
		if err != nil {
			return 0, err
		}
	case <-ctx.Done():
		return 0, ctx.Err()
	}
	next, err := g.Store.Save(ctx, code, doc, rev)
	if err == nil {
		g.mu.Lock()
		g.kept = append(g.kept, d.Steps)
		g.mu.Unlock()
	}
	return next, err
}

// gate holds the saves of a room from now on.
func (g *saveGate) gate(code string) {
	g.mu.Lock()
	g.code = code
	g.mu.Unlock()
}

// next waits for the room's next save and returns the steps it would
// store (all the room's steps kept apart from its record).
func (g *saveGate) next(t *testing.T) []online.Step {
	t.Helper()
	select {
	case steps := <-g.arrived:
		return steps
	case <-time.After(safetyNet):
		t.Fatal("no save of the gated room came")
	}
	return nil
}

func roomDocOf(data []byte) roomDoc {
	var d roomDoc
	_ = json.Unmarshal(data, &d)
	return d
}

// handled waits until a unit c sent is played on the room's match: a chat
// sent after it comes back once the act was handled, in order.
func handled(c *wsClient) {
	c.t.Helper()
	c.send(online.Message{Type: online.TypeChat, Phrase: "thinking"})
	c.await(online.TypeChat, func(m online.Message) bool { return m.Phrase == "thinking" })
}

// stepMessages collects the step messages from step first to step last,
// as the server sent them: each as the steps it carries (several for a
// steps message, which the test client reads as step messages, the first
// holding them all).
func stepMessages(c *wsClient, first, last int) [][]online.Step {
	c.t.Helper()
	var out [][]online.Step
	for n := first - 1; n < last; {
		m := c.next()
		switch m.Type {
		case online.TypeStep:
			if m.Step != n+1 {
				c.t.Fatalf("step %d came where %d was due", m.Step, n+1)
			}
			if len(m.Steps) > 1 {
				out = append(out, m.Steps)
				for range len(m.Steps) - 1 {
					c.await(online.TypeStep, nil)
				}
				n += len(m.Steps)
				continue
			}
			out = append(out, []online.Step{{Seat: m.Seat, Action: m.Action}})
			n++
		case online.TypeRefused:
			c.t.Fatalf("refused while awaiting steps: %s: %s", m.Reason, m.Detail)
		}
	}
	return out
}

// TestActsDuringAWriteAreStoredTogether: units that arrive while the
// room's write is under way are played at once and stored together in the
// next write; each table hears of a unit only once it is stored, the
// units of one write in one message.
func TestActsDuringAWriteAreStoredTogether(t *testing.T) {
	store := newSaveGate(NewMemoryStore())
	ts := startServer(t, store, &tally{goal: 1000})
	p0, p1, p2 := dialClient(t, ts), dialClient(t, ts), dialClient(t, ts)
	code, _ := p0.create("tally", "human", "human", "human")
	p1.join(code)
	p2.join(code)
	store.gate(code)

	act(p0, 0, "add 1")
	if got := store.next(t); len(got) != 1 {
		t.Fatalf("the first write stores %v, want step 1 alone", got)
	}
	// While it is under way: seat 1 plays step 2, then seat 2 step 3, each
	// on the table the one before made.
	act(p1, 1, "add 2")
	handled(p1)
	act(p2, 2, "add 3")
	handled(p2)
	// Checked at once against the table as played: seat 0 is to act now.
	refusedFor(p2, online.Message{Type: online.TypeAct, Step: 3, Actions: []string{"add 1"}}, online.ReasonNotYourTurn)
	store.verdict <- nil

	want := []online.Step{{Seat: 0, Action: "add 1"}, {Seat: 1, Action: "add 2"}, {Seat: 2, Action: "add 3"}}
	if got := store.next(t); !slices.Equal(got, want) {
		t.Fatalf("the second write stores %v, want %v: both units played meanwhile", got, want)
	}
	// Step 1 is told; steps 2 and 3 not before their write is kept.
	if got := stepMessages(p0, 1, 1); !slices.Equal(got[0], want[:1]) {
		t.Fatalf("the first step told: %v, want %v", got, want[:1])
	}
	store.verdict <- nil
	for _, c := range []*wsClient{p0, p1, p2} {
		from := 1
		if c == p0 {
			from = 2 // p0 had step 1
		}
		if got := stepMessages(c, from, 3); len(got) == 0 || !slices.Equal(got[len(got)-1], want[1:]) {
			t.Errorf("the steps told: %v, want steps 2 and 3 in one message last", got)
		}
	}
}

// TestAFailedWriteTakesBackEveryUnstoredUnit: a write that fails takes
// back its units and those played after them, and refuses each; the
// steps stored and told before stay, and nobody is told of a step the
// store did not keep.
func TestAFailedWriteTakesBackEveryUnstoredUnit(t *testing.T) {
	store := newSaveGate(NewMemoryStore())
	ts := startServer(t, store, &tally{goal: 1000})
	p0, p1, p2 := dialClient(t, ts), dialClient(t, ts), dialClient(t, ts)
	code, _ := p0.create("tally", "human", "human", "human")
	p1.join(code)
	p2.join(code)
	store.gate(code)

	act(p0, 0, "add 1") // stored and told
	store.next(t)
	store.verdict <- nil
	for _, c := range []*wsClient{p0, p1, p2} {
		stepMessages(c, 1, 1)
	}

	s1 := act(p1, 1, "add 2")
	store.next(t) // under way, to fail
	s2 := act(p2, 2, "add 3")
	handled(p2)
	store.verdict <- errors.New("disk full")
	for _, c := range []struct {
		c   *wsClient
		seq uint64
	}{{p1, s1}, {p2, s2}} {
		if m := c.c.await(online.TypeRefused, func(m online.Message) bool { return m.Seq == c.seq }); m.Reason != online.ReasonInternal {
			t.Errorf("a unit not stored: refused for %q, want %q", m.Reason, online.ReasonInternal)
		}
	}
	for _, c := range []*wsClient{p0, p1, p2} {
		c.send(online.Message{Type: online.TypeSync})
		for {
			m := c.next()
			if m.Type == online.TypeStep {
				t.Fatalf("told of step %d, which the store did not keep", m.Step)
			}
			if m.Type == online.TypeState {
				if m.Step != 1 || m.ToAct != 1 {
					t.Errorf("the table after the failed write: step %d, seat %d to act; want step 1, seat 1", m.Step, m.ToAct)
				}
				break
			}
		}
	}
	act(p1, 1, "add 3")
	if got := store.next(t); !slices.Equal(got, []online.Step{{Seat: 0, Action: "add 1"}, {Seat: 1, Action: "add 3"}}) {
		t.Fatalf("the next write stores %v, want the kept step 1 and seat 1's add 3", got)
	}
	store.verdict <- nil
	if got := stepMessages(p0, 2, 2); !slices.Equal(got[0], []online.Step{{Seat: 1, Action: "add 3"}}) {
		t.Fatalf("step 2 told: %v, want seat 1's add 3", got)
	}
}
