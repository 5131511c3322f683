package session

import (
	"errors"
	"testing"
)

// TestARemoteTableFollowsTheServer: a client's session plays its seat's
// moves itself and takes the table's draws (and the other seat's moves)
// from a server's session; its own guess of the deck never draws.
func TestARemoteTableFollowsTheServer(t *testing.T) {
	server := New[twenty, move, view](newTwenty(5), people())
	guess := newTwenty(6) // the client does not know the deck's order
	client := New[twenty, move, view](guess, []Controller[move, view]{Person[move, view]{}, Remote[move, view]{}})
	client.RemoteTable()

	mustSubmit(t, client, 0, move{'a', 2}, move{'e', 0})
	if len(client.History()) != 2 {
		t.Fatalf("a remote table drew by itself: %v", client.History())
	}
	mustSubmit(t, server, 0, move{'a', 2}, move{'e', 0})
	draw := server.History()[2]
	if err := client.Follow(Step[move]{Seat: 0, Action: move{'a', 1}}); !errors.Is(err, ErrNotYourTurn) {
		t.Fatalf("a seat's step while the table's is due: %v", err)
	}
	if err := client.Follow(draw); err != nil {
		t.Fatalf("the server's draw: %v", err)
	}
	mustSubmit(t, server, 1, move{'a', 1}, move{'e', 0})
	for _, st := range server.History()[3:] {
		if err := client.Follow(st); err != nil {
			t.Fatalf("following %v: %v", st, err)
		}
	}
	if client.State().total != server.State().total || client.State().CurrentPlayer() != server.State().CurrentPlayer() {
		t.Fatalf("the client's total %d, the server's %d", client.State().total, server.State().total)
	}
	if got := client.Drain(); len(got) != 6 || got[2].Step.Seat != Table {
		t.Fatalf("the client's events: %v", got)
	}
	if err := client.Follow(Step[move]{Seat: Table, Action: move{'d', 1}}); !errors.Is(err, ErrNotYourTurn) {
		t.Fatalf("a table's step when none is due: %v", err)
	}

	again, err := ResumeFollowing[twenty, move, view](guess, server.History(), people())
	if err != nil || again.State().total != server.State().total {
		t.Fatalf("ResumeFollowing: %v, total %d", err, again.State().total)
	}
}
