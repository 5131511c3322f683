package server

import (
	"slices"
	"testing"
	"time"

	"orbis/game/online"
)

// TestSlowStoreHoldsOnlyItsRoom: while one room's move waits on the store,
// another room plays, /healthz answers, new connections create and join
// rooms, and the waiting room's other player is answered (chat at once,
// the table once the write settles); then the move lands, in order.
func TestSlowStoreHoldsOnlyItsRoom(t *testing.T) {
	store := newGateStore()
	ts := startServer(t, store, &tally{goal: 1000})
	a0, a1 := dialClient(t, ts), dialClient(t, ts)
	codeA, _ := a0.create("tally", "human", "human")
	a1.join(codeA)
	b0, b1 := dialClient(t, ts), dialClient(t, ts)
	codeB, _ := b0.create("tally", "human", "human")
	b1.join(codeB)

	store.hold(codeA)
	a0.send(online.Message{Type: online.TypeAct, Step: 0, Actions: []string{"add 1"}})
	store.waitArrived(t) // A's move is in the store's hands, and stays there

	// Room B plays two moves.
	b0.send(online.Message{Type: online.TypeAct, Step: 0, Actions: []string{"add 2"}})
	b1.await(online.TypeStep, stepAt(1))
	b1.send(online.Message{Type: online.TypeAct, Step: 1, Actions: []string{"add 3"}})
	b0.await(online.TypeStep, stepAt(2))

	// The server answers, and takes new connections and rooms.
	if open := ts.healthz(t); open != 2 {
		t.Errorf("healthz: %d rooms open, want 2", open)
	}
	c0, c1 := dialClient(t, ts), dialClient(t, ts)
	codeC, _ := c0.create("tally", "human", "human")
	if seat := c1.join(codeC); seat != 1 {
		t.Errorf("joined seat %d of a new room, want 1", seat)
	}

	// A's other player: asks for the table, then chats. The chat is
	// answered while the move waits; the table is owed until it settles.
	a1.send(online.Message{Type: online.TypeSync})
	a1.send(online.Message{Type: online.TypeChat, Phrase: "hello"})
	m := a1.next()
	for m.Type == online.TypeTable { // who sits where, from the joins
		m = a1.next()
	}
	if m.Type != online.TypeChat || m.Phrase != "hello" {
		t.Fatalf("while the room's move waits on the store, its other player got %s first, want its chat", m.Type)
	}

	store.release()
	if m := a0.await(online.TypeStep, nil); m.Step != 1 || m.Seat != 0 || m.Action != "add 1" {
		t.Errorf("the mover's first step after the store: %+v, want step 1 of seat 0", m)
	}
	if st := a1.await(online.TypeState, nil); st.Step != 1 || st.ToAct != 1 {
		t.Errorf("the table owed to the other player: step %d, seat %d to act; want step 1, seat 1", st.Step, st.ToAct)
	}
	a1.send(online.Message{Type: online.TypeAct, Step: 1, Actions: []string{"add 2"}})
	a0.await(online.TypeStep, stepAt(2))
	if got, want := store.keptOf(codeA), []string{"0", "1", "2"}; !slices.Equal(got, want) {
		t.Errorf("room A's saves by steps: %v, want %v", got, want)
	}
}

// TestQuickMovesReachTheStoreInOrder: a seat's move sent while the
// previous seat's move still waits on the store is played after it, on
// the table it made, and the store keeps them in that order; a computer's
// turn that follows comes after both.
func TestQuickMovesReachTheStoreInOrder(t *testing.T) {
	store := newGateStore()
	ts := startServer(t, store, &tally{goal: 1000})
	p0, p1 := dialClient(t, ts), dialClient(t, ts)
	code, _ := p0.create("tally", "human", "human", "ai:easy")
	p1.join(code)

	store.hold(code)
	p0.send(online.Message{Type: online.TypeAct, Step: 0, Actions: []string{"add 1"}})
	store.waitArrived(t)
	p1.send(online.Message{Type: online.TypeAct, Step: 1, Actions: []string{"add 2"}})
	store.release()

	for i, want := range []online.Step{{Seat: 0, Action: "add 1"}, {Seat: 1, Action: "add 2"}, {Seat: 2, Action: "add 1"}} {
		n := i + 1
		for _, c := range []*wsClient{p0, p1} {
			if m := c.await(online.TypeStep, stepAt(n)); m.Seat != want.Seat || m.Action != want.Action {
				t.Errorf("step %d: seat %d %q, want seat %d %q", n, m.Seat, m.Action, want.Seat, want.Action)
			}
		}
	}
	if got, want := store.keptOf(code), []string{"0", "1", "2", "3"}; !slices.Equal(got[:min(4, len(got))], want) {
		t.Errorf("the room's saves by steps: %v, want %v", got, want)
	}
}

// TestDropDuringSlowJoin: the last player leaves a room while a newcomer's
// join waits on the store. The room is let go of without waiting for the
// store (healthz shows it gone), and once the join is kept the newcomer is
// seated in the room opened again, where the host finds them.
func TestDropDuringSlowJoin(t *testing.T) {
	store := newGateStore()
	ts := startServer(t, store, &tally{goal: 1000})
	host := dialClient(t, ts)
	code, token := host.create("tally", "human", "human")

	store.hold(code)
	guest := dialClient(t, ts)
	guest.send(online.Message{Type: online.TypeJoin, Code: code, Name: "Guest"})
	store.waitArrived(t)
	_ = host.ws.CloseNow()
	// The host's connection ends, and the room, now empty, is let go.
	for give := time.Now().Add(safetyNet); ts.healthz(t) != 0; {
		if time.Now().After(give) {
			t.Fatal("the room nobody is in was not let go while a join waited on the store")
		}
	}

	store.release()
	j := guest.await(online.TypeJoined, nil)
	if j.Seat != 1 || j.Code != code {
		t.Fatalf("joined %s seat %d, want %s seat 1", j.Code, j.Seat, code)
	}
	guest.await(online.TypeState, nil)

	back := dialClient(t, ts)
	back.send(online.Message{Type: online.TypeResume, Code: code, Token: token})
	back.await(online.TypeJoined, nil)
	if st := back.await(online.TypeState, nil); len(st.Table) != 2 || !st.Table[1].Here || st.Table[1].Kind != "human" {
		t.Fatalf("the host's table: %+v, want the guest here in seat 2", st.Table)
	}
	back.send(online.Message{Type: online.TypeAct, Step: 0, Actions: []string{"add 3"}})
	if m := guest.await(online.TypeStep, stepAt(1)); m.Seat != 0 {
		t.Errorf("the guest saw step 1 of seat %d, want the host's", m.Seat)
	}
}
