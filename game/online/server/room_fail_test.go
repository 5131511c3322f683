package server

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"orbis/game/online"
)

// TestPanicInAMoveFailsOnlyItsRoom: a player's move that makes the rules
// panic is refused, its room fails (both players told, their connections
// closed with a reason, the room refused afterwards, the log says where
// with the stack), and another room plays on.
func TestPanicInAMoveFailsOnlyItsRoom(t *testing.T) {
	ts := startServer(t, newGateStore(), &tally{goal: 1000}, &tally{id: "boom", goal: 1000, panicPlay: 1})
	a0, a1 := dialClient(t, ts), dialClient(t, ts)
	codeA, token := a0.create("boom", "human", "human")
	a1.join(codeA)
	b0, b1 := dialClient(t, ts), dialClient(t, ts)
	codeB, _ := b0.create("tally", "human", "human")
	b1.join(codeB)

	a0.send(online.Message{Type: online.TypeAct, Step: 0, Actions: []string{"add 1"}})
	a1.await(online.TypeStep, stepAt(1))
	seq := a1.send(online.Message{Type: online.TypeAct, Step: 1, Actions: []string{"add 2"}})
	if m := a1.await(online.TypeRefused, nil); m.Seq != seq || m.Reason != online.ReasonRoomFailed {
		t.Errorf("the move that panicked: refused seq %d %q, want seq %d %q", m.Seq, m.Reason, seq, online.ReasonRoomFailed)
	}
	if m := a0.await(online.TypeRefused, nil); m.Reason != online.ReasonRoomFailed {
		t.Errorf("the other seat was told %q, want %q", m.Reason, online.ReasonRoomFailed)
	}
	for i, c := range []*wsClient{a0, a1} {
		if code, reason := c.closed(); code != websocket.StatusInternalError || reason == "" {
			t.Errorf("seat %d's connection closed with %v %q, want %v and a reason", i, code, reason, websocket.StatusInternalError)
		}
	}

	back := dialClient(t, ts)
	back.send(online.Message{Type: online.TypeResume, Code: codeA, Token: token})
	if m := back.await(online.TypeRefused, nil); m.Reason != online.ReasonRoomFailed {
		t.Errorf("resuming the failed room: %q, want %q", m.Reason, online.ReasonRoomFailed)
	}

	b0.send(online.Message{Type: online.TypeAct, Step: 0, Actions: []string{"add 1"}})
	b1.await(online.TypeStep, stepAt(1))
	b1.send(online.Message{Type: online.TypeAct, Step: 1, Actions: []string{"add 2"}})
	b0.await(online.TypeStep, stepAt(2))
	checkFailureLogged(t, ts, codeA, "a request: act", "tallyMatch).Play")
}

// TestPanicInAComputersTurnFailsOnlyItsRoom: a computer's turn that makes
// the rules panic in the background ends its room, not the process: the
// player is told and closed with a reason, and another room plays on.
func TestPanicInAComputersTurnFailsOnlyItsRoom(t *testing.T) {
	ts := startServer(t, newGateStore(), &tally{goal: 1000}, &tally{id: "boom", goal: 1000, panicDecide: 1})
	a := dialClient(t, ts)
	codeA, _ := a.create("boom", "human", "ai:easy")
	b0, b1 := dialClient(t, ts), dialClient(t, ts)
	codeB, _ := b0.create("tally", "human", "human")
	b1.join(codeB)

	a.send(online.Message{Type: online.TypeAct, Step: 0, Actions: []string{"add 1"}})
	a.await(online.TypeStep, stepAt(1))
	if m := a.await(online.TypeRefused, nil); m.Reason != online.ReasonRoomFailed || m.Seq != 0 {
		t.Errorf("the player was told seq %d %q, want seq 0 %q", m.Seq, m.Reason, online.ReasonRoomFailed)
	}
	if code, reason := a.closed(); code != websocket.StatusInternalError || reason != closeRoomFailed {
		t.Errorf("the player's connection closed with %v %q, want %v %q", code, reason, websocket.StatusInternalError, closeRoomFailed)
	}

	b0.send(online.Message{Type: online.TypeAct, Step: 0, Actions: []string{"add 1"}})
	b1.await(online.TypeStep, stepAt(1))
	checkFailureLogged(t, ts, codeA, "a computer's turn", "tallyMatch).Decide")
	if open := ts.healthz(t); open != 1 {
		t.Errorf("healthz: %d rooms open, want 1 (the failed one let go)", open)
	}
}

// checkFailureLogged: the log has the room's failure at Error with the
// room's code, where it happened, its step and the stack through the
// panicking function.
func checkFailureLogged(t *testing.T, ts *testServer, code, where, through string) {
	t.Helper()
	for _, line := range strings.Split(ts.log.String(), "\n") {
		if strings.Contains(line, `"msg":"a room failed"`) && strings.Contains(line, `"room":"`+code+`"`) {
			for _, want := range []string{`"level":"ERROR"`, `"step":`, `"where":"` + where + `"`, `"stack":"`, through} {
				if !strings.Contains(line, want) {
					t.Errorf("the failure's log line lacks %s: %s", want, line)
				}
			}
			return
		}
	}
	t.Errorf("no failure of room %s in the log:\n%s", code, ts.log.String())
}

// tallyDoc is a stored tally room of two human seats (the first one's
// token given) whose record holds steps moves.
func tallyDoc(t *testing.T, game, token string, steps int, turnLimit int, since time.Time) []byte {
	t.Helper()
	rec := tallyRecord{Seats: 2, Steps: []online.Step{}}
	for i := range steps {
		rec.Steps = append(rec.Steps, online.Step{Seat: i % 2, Action: "add 1"})
	}
	record, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	doc, err := json.Marshal(roomDoc{V: docVersion, Game: game, Created: since, TurnLimit: turnLimit, TurnSince: since, Record: record,
		Seats: []seatDoc{{Name: "A", Kind: "human", Token: hashToken(token)}, {Name: "B", Kind: "human"}}})
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

// TestPanicInTheWatchFailsOnlyItsRoom: a revision another server stored
// that makes the rules panic when the room's watch takes it on ends that
// room, not the process; another room plays on.
func TestPanicInTheWatchFailsOnlyItsRoom(t *testing.T) {
	store := newGateStore()
	ts := startServer(t, store, &tally{goal: 1000}, &tally{id: "boom", goal: 1000, panicOpen: 1})
	a := dialClient(t, ts)
	codeA, token := a.create("boom", "human", "human")
	b0, b1 := dialClient(t, ts), dialClient(t, ts)
	codeB, _ := b0.create("tally", "human", "human")
	b1.join(codeB)

	_, rev, err := store.Load(context.Background(), codeA)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := store.Save(context.Background(), codeA, tallyDoc(t, "boom", token, 1, 0, time.Now()), rev); err != nil {
		t.Fatal(err)
	}
	if m := a.await(online.TypeRefused, nil); m.Reason != online.ReasonRoomFailed {
		t.Errorf("the player was told %q, want %q", m.Reason, online.ReasonRoomFailed)
	}
	if code, reason := a.closed(); code != websocket.StatusInternalError || reason != closeRoomFailed {
		t.Errorf("the player's connection closed with %v %q, want %v %q", code, reason, websocket.StatusInternalError, closeRoomFailed)
	}
	b0.send(online.Message{Type: online.TypeAct, Step: 0, Actions: []string{"add 1"}})
	b1.await(online.TypeStep, stepAt(1))
	checkFailureLogged(t, ts, codeA, "the room's watch", "tally).Open")
}

// TestPanicInTheSweepFailsOnlyItsRoom: a room whose turn ran out while
// nobody was there, and which makes the rules panic when the sweep opens
// it, is refused from then on; the server goes on serving.
func TestPanicInTheSweepFailsOnlyItsRoom(t *testing.T) {
	store := newGateStore()
	const code, token = "SWEEP001", "00112233445566778899aabbccddeeff"
	if _, err := store.Create(context.Background(), code, tallyDoc(t, "boom", token, 1, 60, time.Now().Add(-time.Hour))); err != nil {
		t.Fatal(err)
	}
	ts := startServerWith(t, Config{Games: []online.Ruleset{&tally{goal: 1000}, &tally{id: "boom", goal: 1000, panicOpen: 1}}, Store: store, SweepEvery: time.Millisecond})
	// The check at start reports the room too: wait for its failure.
	for give := time.Now().Add(safetyNet); !strings.Contains(ts.log.String(), `"msg":"a room failed","room":"`+code+`"`); {
		if time.Now().After(give) {
			t.Fatalf("the sweep did not open the room:\n%s", ts.log.String())
		}
		time.Sleep(time.Millisecond)
	}
	checkFailureLogged(t, ts, code, "the sweep", "tally).Open")

	c := dialClient(t, ts)
	c.send(online.Message{Type: online.TypeResume, Code: code, Token: token})
	if m := c.await(online.TypeRefused, nil); m.Reason != online.ReasonRoomFailed {
		t.Errorf("resuming the failed room: %q, want %q", m.Reason, online.ReasonRoomFailed)
	}
	other, _ := c.create("tally", "human", "human")
	if other == "" {
		t.Error("no room created after a failed one")
	}
}
