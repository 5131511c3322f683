package server

import (
	"context"
	"encoding/json"
	"errors"
	"slices"
	"testing"

	"github.com/coder/websocket"

	"orbis/game/online"
	"orbis/game/online/onlinetest"
)

// twoAtTable opens a tally room of goal for a host and a guest, both at
// the table.
func twoAtTable(t *testing.T, goal int) (ts *testServer, host, guest *wsClient, code, token string) {
	t.Helper()
	ts = startServer(t, NewMemoryStore(), &tally{goal: goal})
	host = dialClient(t, ts)
	code, token = host.create("tally", "human", "open")
	guest = dialClient(t, ts)
	if seat := guest.join(code); seat != 1 {
		t.Fatalf("the guest took seat %d, want 1", seat)
	}
	return ts, host, guest, code, token
}

// act sends a unit played on the table as it stood after step steps.
func act(c *wsClient, step int, actions ...string) uint64 {
	c.t.Helper()
	return c.send(online.Message{Type: online.TypeAct, Step: step, Actions: actions})
}

// stepsFrom collects the step messages from number first to last, in the
// order they come.
func stepsFrom(c *wsClient, first, last int) []online.Step {
	c.t.Helper()
	var out []online.Step
	for n := first; n <= last; n++ {
		m := c.await(online.TypeStep, nil)
		if m.Step != n {
			c.t.Fatalf("step message %d came where %d was due", m.Step, n)
		}
		out = append(out, online.Step{Seat: m.Seat, Action: m.Action})
	}
	return out
}

func TestActRefusals(t *testing.T) {
	tests := []struct {
		name   string
		by     func(host, guest *wsClient) *wsClient
		before func(t *testing.T, host, guest *wsClient) int // steps played first
		step   int                                           // -1: the steps played
		unit   []string
		reason string
	}{
		{name: "the seat not to act", by: guestOf, step: -1, unit: []string{"add 1"}, reason: online.ReasonNotYourTurn},
		{name: "a table seen at another step", by: hostOf, step: 3, unit: []string{"add 1"}, reason: online.ReasonStale},
		{name: "an action the rules refuse", by: hostOf, step: -1, unit: []string{"add 9"}, reason: online.ReasonIllegal},
		{name: "a unit with one refused action", by: hostOf, step: -1, unit: []string{"add 1", "take 2"}, reason: online.ReasonIllegal},
		{name: "two actions where the turn is one", by: hostOf, step: -1, unit: []string{"add 1", "add 1"}, reason: online.ReasonIllegal},
		{name: "a move once the game is over", by: guestOf, before: func(t *testing.T, host, guest *wsClient) int {
			act(host, 0, "add 3")
			host.await(online.TypeStep, stepAt(1))
			act(guest, 1, "add 3")
			host.await(online.TypeStep, stepAt(2))
			guest.await(online.TypeStep, stepAt(2))
			return 2
		}, step: -1, unit: []string{"add 1"}, reason: online.ReasonOver},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, host, guest, _, _ := twoAtTable(t, 5)
			played := 0
			if tc.before != nil {
				played = tc.before(t, host, guest)
			}
			step := tc.step
			if step < 0 {
				step = played
			}
			refusedFor(tc.by(host, guest), online.Message{Type: online.TypeAct, Step: step, Actions: tc.unit}, tc.reason)
			if tc.reason == online.ReasonOver {
				return
			}
			// Nothing of the refused unit was kept: the host plays step 1.
			act(host, 0, "add 2")
			if got := stepsFrom(guest, 1, 1); !slices.Equal(got, []online.Step{{Seat: 0, Action: "add 2"}}) {
				t.Errorf("after the refusal the table played %v, want the host's add 2 as step 1", got)
			}
		})
	}
}

func hostOf(host, _ *wsClient) *wsClient   { return host }
func guestOf(_, guest *wsClient) *wsClient { return guest }

func TestStaleActGetsTheTableAgain(t *testing.T) {
	_, host, guest, _, _ := twoAtTable(t, 100)
	act(host, 0, "add 1")
	guest.await(online.TypeStep, stepAt(1))
	host.await(online.TypeStep, stepAt(1))
	seq := act(guest, 0, "add 1") // the guest's table is a step behind
	if m := guest.await(online.TypeRefused, func(m online.Message) bool { return m.Seq == seq }); m.Reason != online.ReasonStale {
		t.Fatalf("refused for %q, want stale", m.Reason)
	}
	st := guest.await(online.TypeState, nil)
	if st.Step != 1 || st.ToAct != 1 {
		t.Fatalf("the state sent after a stale act is at step %d with seat %d to act, want step 1, seat 1", st.Step, st.ToAct)
	}
}

func TestStepsReachEveryoneInOrder(t *testing.T) {
	_, host, guest, _, _ := twoAtTable(t, 100)
	for n, c := range []*wsClient{host, guest, host, guest} {
		act(c, n, "add 1")
		host.await(online.TypeStep, stepAt(n+1))
	}
	want := []online.Step{{Seat: 0, Action: "add 1"}, {Seat: 1, Action: "add 1"}, {Seat: 0, Action: "add 1"}, {Seat: 1, Action: "add 1"}}
	if got := stepsFrom(guest, 1, 4); !slices.Equal(got, want) {
		t.Errorf("the guest saw %v, want %v", got, want)
	}
}

func TestTheEndShowsTheScores(t *testing.T) {
	_, host, guest, _, _ := twoAtTable(t, 5)
	act(host, 0, "add 3")
	guest.await(online.TypeStep, stepAt(1))
	act(guest, 1, "add 2")
	guest.await(online.TypeStep, stepAt(2))
	guest.send(online.Message{Type: online.TypeSync})
	st := guest.await(online.TypeState, nil)
	if st.ToAct != -1 || !slices.Equal(st.Scores, []int{3, 2}) {
		t.Errorf("the table at the end: to act %d, scores %v; want -1, [3 2]", st.ToAct, st.Scores)
	}
}

func TestComputerSeatsDecide(t *testing.T) {
	ts := startServer(t, NewMemoryStore(), &tally{goal: 100})
	host := dialClient(t, ts)
	host.create("tally", "human", "ai:easy", "ai:easy")
	act(host, 0, "add 2")
	want := []online.Step{{Seat: 0, Action: "add 2"}, {Seat: 1, Action: "add 1"}, {Seat: 2, Action: "add 1"}}
	if got := stepsFrom(host, 1, 3); !slices.Equal(got, want) {
		t.Errorf("steps %v, want the host's move, then each computer's", got)
	}
	act(host, 3, "add 3") // the turn is the host's again
	if got := stepsFrom(host, 4, 4); !slices.Equal(got, []online.Step{{Seat: 0, Action: "add 3"}}) {
		t.Errorf("step 4 %v, want the host's add 3", got)
	}
}

func TestAComputerMayOpenTheGame(t *testing.T) {
	ts := startServer(t, NewMemoryStore(), &tally{goal: 100})
	host := dialClient(t, ts)
	host.send(online.Message{Type: online.TypeCreate, Game: "tally", Name: "Host",
		Seats: []online.SeatInfo{{Kind: "ai:easy"}, {Kind: "human"}}})
	if j := host.await(online.TypeJoined, nil); j.Seat != 1 {
		t.Fatalf("the host sits at %d, want 1 (the only human seat)", j.Seat)
	}
	// The computer may play before the host's connection comes to the
	// table: its step then comes with the table's state, not after it.
	var got []online.Step
	if st := host.await(online.TypeState, nil); st.Step == 0 {
		got = stepsFrom(host, 1, 1)
	} else {
		var view tallyRecord
		if err := json.Unmarshal(st.View, &view); err != nil || len(view.Steps) == 0 {
			t.Fatalf("the state at step %d: %v, %d steps in its view", st.Step, err, len(view.Steps))
		}
		got = view.Steps[:1]
	}
	if !slices.Equal(got, []online.Step{{Seat: 0, Action: "add 1"}}) {
		t.Errorf("step 1 %v, want the computer's add 1", got)
	}
}

func TestResumeTakesTheSeatBack(t *testing.T) {
	ts, host, guest, code, token := twoAtTable(t, 100)
	act(host, 0, "add 1")
	guest.await(online.TypeStep, stepAt(1))
	back := dialClient(t, ts)
	j, st := enterAs(back, online.Message{Type: online.TypeResume, Code: code, Token: token})
	if j.Seat != 0 || st.Step != 1 || st.ToAct != 1 {
		t.Fatalf("resumed at seat %d, step %d, seat %d to act; want seat 0, step 1, seat 1", j.Seat, st.Step, st.ToAct)
	}
	act(guest, 1, "add 1")
	if got := stepsFrom(back, 2, 2); !slices.Equal(got, []online.Step{{Seat: 1, Action: "add 1"}}) {
		t.Errorf("the resumed seat saw %v", got)
	}
	act(back, 2, "add 3")
	if got := stepsFrom(guest, 2, 3); got[1] != (online.Step{Seat: 0, Action: "add 3"}) {
		t.Errorf("the resumed seat's move reached the guest as %v", got)
	}
}

func TestEnterRefusals(t *testing.T) {
	tests := []struct {
		name   string
		msg    func(code string) online.Message
		reason string
	}{
		{"a game the server does not serve", func(string) online.Message {
			return online.Message{Type: online.TypeCreate, Game: "chess", Name: "A", Seats: []online.SeatInfo{{Kind: "human"}, {Kind: "open"}}}
		}, online.ReasonNoGame},
		{"too few seats for the game", func(string) online.Message {
			return online.Message{Type: online.TypeCreate, Game: "tally", Name: "A", Seats: []online.SeatInfo{{Kind: "human"}}}
		}, online.ReasonBadMessage},
		{"a computer level the game has not", func(string) online.Message {
			return online.Message{Type: online.TypeCreate, Game: "tally", Name: "A", Seats: []online.SeatInfo{{Kind: "human"}, {Kind: "ai:grand"}}}
		}, online.ReasonBadMessage},
		{"no seat for the host", func(string) online.Message {
			return online.Message{Type: online.TypeCreate, Game: "tally", Name: "A", Seats: []online.SeatInfo{{Kind: "ai:easy"}, {Kind: "open"}}}
		}, online.ReasonBadMessage},
		{"a code with no room", func(string) online.Message {
			return online.Message{Type: online.TypeJoin, Code: "ZZZZZZZZ", Name: "A"}
		}, online.ReasonNoRoom},
		{"a room with every seat taken", func(code string) online.Message {
			return online.Message{Type: online.TypeJoin, Code: code, Name: "A"}
		}, online.ReasonRoomFull},
		{"a well-formed token that is not the seat's", func(code string) online.Message {
			return online.Message{Type: online.TypeResume, Code: code, Token: "0123456789abcdef0123456789abcdef"}
		}, online.ReasonBadToken},
		{"a move before joining", func(string) online.Message {
			return online.Message{Type: online.TypeAct, Step: 0, Actions: []string{"add 1"}}
		}, online.ReasonNotJoined},
		{"a name with no letter", func(code string) online.Message {
			return online.Message{Type: online.TypeJoin, Code: code, Name: "   "}
		}, online.ReasonBadName},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ts, _, _, code, _ := twoAtTable(t, 100)
			refusedFor(dialClient(t, ts), tc.msg(code), tc.reason)
		})
	}
}

func TestJoiningAnEndedGameIsRefused(t *testing.T) {
	ts := startServer(t, NewMemoryStore(), &tally{goal: 2})
	host := dialClient(t, ts)
	code, _ := host.create("tally", "human", "ai:easy", "open")
	act(host, 0, "add 2")
	host.await(online.TypeStep, stepAt(1))
	refusedFor(dialClient(t, ts), online.Message{Type: online.TypeJoin, Code: code, Name: "Late"}, online.ReasonOver)
}

func TestAnotherVersionIsRefused(t *testing.T) {
	ts := startServer(t, NewMemoryStore(), &tally{goal: 100})
	c := dialClient(t, ts)
	ctx, cancel := context.WithTimeout(context.Background(), safetyNet)
	defer cancel()
	if err := c.ws.Write(ctx, websocket.MessageText, []byte(`{"v":999,"type":"ping","seq":1}`)); err != nil {
		t.Fatal(err)
	}
	if m := c.await(online.TypeRefused, nil); m.Reason != online.ReasonVersion {
		t.Errorf("refused for %q, want %q", m.Reason, online.ReasonVersion)
	}
	if err := c.ws.Write(ctx, websocket.MessageText, []byte(`{"v":`)); err != nil {
		t.Fatal(err)
	}
	if m := c.await(online.TypeRefused, nil); m.Reason != online.ReasonBadMessage {
		t.Errorf("broken JSON refused for %q, want %q", m.Reason, online.ReasonBadMessage)
	}
}

// TestAUnitStaysInItsSeat: a seat's unit that would play on into the next
// seat's turn is refused whole, for a game bound from its rules as Orbis
// and Orbit are (it played the other seat's move as this seat's).
func TestAUnitStaysInItsSeat(t *testing.T) {
	ts := startServer(t, NewMemoryStore(), onlinetest.Game(10))
	host := dialClient(t, ts)
	code, _ := host.create(onlinetest.ID, "human", "open")
	guest := dialClient(t, ts)
	guest.join(code)
	refusedFor(host, online.Message{Type: online.TypeAct, Step: 0, Actions: []string{onlinetest.Move, onlinetest.Move}}, online.ReasonIllegal)
	act(host, 0, onlinetest.Move)
	guest.await(online.TypeStep, stepAt(1))
	act(guest, 1, onlinetest.Move)
	want := []online.Step{{Seat: 0, Action: onlinetest.Move}, {Seat: 1, Action: onlinetest.Move}}
	if got := stepsFrom(host, 1, 2); !slices.Equal(got, want) {
		t.Errorf("steps %v, want each seat's own move", got)
	}
}

// TestAMoveTheStoreDoesNotKeepIsTakenBack: a move whose save fails is
// refused (internal; stale when another server's move came first) and
// taken back: nobody sees it, and the seat plays again from the same step.
func TestAMoveTheStoreDoesNotKeepIsTakenBack(t *testing.T) {
	tests := []struct {
		name   string
		fault  error
		reason string
	}{
		{"the store fails", errors.New("disk full"), online.ReasonInternal},
		{"another move came first", ErrConflict, online.ReasonStale},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			store := NewMemoryStore().(*memStore)
			ts := startServer(t, store, &tally{goal: 100})
			host := dialClient(t, ts)
			code, _ := host.create("tally", "human", "open")
			guest := dialClient(t, ts)
			guest.join(code)
			store.setFault(func(_ context.Context, op, _ string) error {
				if op == "save" {
					return tc.fault
				}
				return nil
			})
			refusedFor(host, online.Message{Type: online.TypeAct, Step: 0, Actions: []string{"add 3"}}, tc.reason)
			store.setFault(nil)
			act(host, 0, "add 1")
			if got := stepsFrom(guest, 1, 1); !slices.Equal(got, []online.Step{{Seat: 0, Action: "add 1"}}) {
				t.Errorf("the guest's first step %v, want the move kept, add 1", got)
			}
		})
	}
}
