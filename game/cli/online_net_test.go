//go:build !js

package cli

import (
	"context"
	"testing"
	"time"

	"orbis/game"
	"orbis/game/online"
	"orbis/game/online/server"
	"orbis/game/session"
	rules "orbis/rules/orbis"
)

type orbisNet = game.Net[rules.State, rules.Action, rules.Observation, *rules.State]
type orbisSession = session.Session[rules.State, rules.Action, rules.Observation, *rules.State]

// tableOf makes a seat's table session from its client's view, as an
// online table does.
func tableOf(t *testing.T, c *online.Client, seat int) *orbisSession {
	t.Helper()
	var data []byte
	c.With(func(m online.Match, _ []online.SeatState, _ int64) { data, _ = m.Record() })
	rec, _, err := rules.ParseRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	st, err := rec.Start()
	if err != nil {
		t.Fatal(err)
	}
	var steps []session.Step[rules.Action]
	s := st
	for _, a := range rec.Actions {
		who := s.CurrentPlayer()
		if a.Kind == rules.KindDraw {
			who = session.Table
		}
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
		steps = append(steps, session.Step[rules.Action]{Seat: who, Action: a})
	}
	ctl := []session.Controller[rules.Action, rules.Observation]{session.Remote[rules.Action, rules.Observation]{}, session.Remote[rules.Action, rules.Observation]{}}
	ctl[seat] = session.Person[rules.Action, rules.Observation]{}
	sess, err := session.ResumeFollowing[rules.State, rules.Action, rules.Observation](st, steps, ctl)
	if err != nil {
		t.Fatal(err)
	}
	return sess
}

// TestNothingIsLostWithAConnection: a player's step made while the
// connection is away stays on the table made again once it is back, and
// reaches the server with the rest of the turn.
func TestNothingIsLostWithAConnection(t *testing.T) {
	_, url := testServer(t, server.Config{})
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	c, err := online.Dial(ctx, url, onlineViews(), online.Message{Type: online.TypeCreate, Game: "orbis", Name: "Ada",
		Seats: []online.SeatInfo{{Kind: "human"}, {Kind: "ai:easy"}}})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	net := &orbisNet{Client: c, Seat: 0, Parse: rules.ParseAction, Format: rules.Action.String}
	c.Drain()
	sess := tableOf(t, c, 0)
	pump := func() {
		if net.Pump(sess, game.SpeedInstant) {
			fresh := tableOf(t, c, 0)
			net.Restore(fresh)
			sess = fresh
		}
	}
	for sess.State().CurrentPlayer() != 0 || func() bool { _, due := sess.State().Chance(); return due }() {
		if ctx.Err() != nil {
			t.Fatal("the computer seat never gave the turn")
		}
		pump()
		time.Sleep(20 * time.Millisecond)
	}
	take := sess.State().LegalActions(nil)[0]
	if err := sess.Submit(0, take); err != nil {
		t.Fatal(err)
	}
	c.Drop() // the connection goes while the turn is under way
	for c.Reconnects() == 0 {
		if ctx.Err() != nil {
			t.Fatal("the client did not come back")
		}
		time.Sleep(20 * time.Millisecond)
	}
	for range 20 { // the table is made again from the view that came back
		pump()
		time.Sleep(20 * time.Millisecond)
	}
	hist := sess.History()
	if last := hist[len(hist)-1]; last.Seat != 0 || last.Action != take {
		t.Fatalf("the step made while away is lost: the table ends with %v", last)
	}
	for sess.State().CurrentPlayer() == 0 { // the rest of the turn, then it goes to the server
		legal := sess.State().LegalActions(nil)
		if _, due := sess.State().Chance(); due {
			break
		}
		if err := sess.Submit(0, legal[len(legal)-1]); err != nil {
			t.Fatal(err)
		}
	}
	for !seatEnded(c, 0) {
		if ctx.Err() != nil {
			t.Fatal("the turn never reached the server")
		}
		pump()
		time.Sleep(20 * time.Millisecond)
	}
	var first string
	c.With(func(m online.Match, _ []online.SeatState, _ int64) {
		for _, st := range m.History(0) {
			if st.Seat == 0 && first == "" {
				first = st.Action
			}
		}
	})
	if first != take.String() {
		t.Fatalf("the server's game has %q first for the seat, want the step made while away, %v", first, take)
	}
}
