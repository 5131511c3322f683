//go:build !js

package cli

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"orbis/game"
	"orbis/game/online"
	"orbis/game/online/server"
	"orbis/game/session"
	orbit "orbis/rules/orbit"
)

type orbitNet = game.Net[orbit.State, orbit.Action, orbit.Observation, *orbit.State]
type orbitSession = session.Session[orbit.State, orbit.Action, orbit.Observation, *orbit.State]

// orbitTableOf makes a seat's table of Orbit from its client's view, as
// an online table does: every captain follows at once.
func orbitTableOf(t *testing.T, c *online.Client, seat int) *orbitSession {
	t.Helper()
	var data []byte
	c.With(func(m online.Match, _ []online.SeatState, _ int64) { data, _ = m.Record() })
	rec, err := orbit.ReadView(data)
	if err != nil {
		t.Fatal(err)
	}
	st, err := rec.Start()
	if err != nil {
		t.Fatal(err)
	}
	by, err := rec.StepSeats()
	if err != nil {
		t.Fatal(err)
	}
	s := st
	steps := make([]session.Step[orbit.Action], len(rec.Actions))
	for i, a := range rec.Actions {
		steps[i] = online.SeatedStep[orbit.Action](&s, by[i], a)
		if err := s.FollowFor(by[i], a); err != nil {
			t.Fatal(err)
		}
	}
	ctl := make([]session.Controller[orbit.Action, orbit.Observation], len(rec.Setup.Seats))
	for i := range ctl {
		ctl[i] = session.Remote[orbit.Action, orbit.Observation]{}
	}
	ctl[seat] = session.Person[orbit.Action, orbit.Observation]{}
	sess, err := session.ResumeFollowingAtOnce[orbit.State, orbit.Action, orbit.Observation](st, steps, ctl)
	if err != nil {
		t.Fatal(err)
	}
	return sess
}

// TestCaptainsFollowAtOnceOnline: two people's tables and three of the
// server's computers play a room of Orbit to its end, each person
// following on their own table while the others' follows come in; both
// tables end as the server's game, and a person's step is never refused
// as stale because another captain moved.
func TestCaptainsFollowAtOnceOnline(t *testing.T) {
	// The test's people act as soon as they may, faster than any person.
	store, url := testServer(t, server.Config{MessagesPerSecond: 1000})
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	host, err := online.Dial(ctx, url, onlineViews(), online.Message{Type: online.TypeCreate, Game: "orbit", Name: "Ada",
		Seats: []online.SeatInfo{{Kind: "human"}, {Kind: "open"}, {Kind: "ai:easy"}, {Kind: "ai:easy"}, {Kind: "ai:easy"}}})
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	code, _, _ := host.Seat()
	guest, err := online.Dial(ctx, url, onlineViews(), online.Message{Type: online.TypeJoin, Code: code, Name: "Bo"})
	if err != nil {
		t.Fatal(err)
	}
	defer guest.Close()
	type table struct {
		net  *orbitNet
		sess *orbitSession
		seat int
	}
	var tables []*table
	for seat, c := range []*online.Client{host, guest} {
		c.Drain()
		tables = append(tables, &table{net: &orbitNet{Client: c, Seat: seat, Parse: orbit.ParseAction, Format: orbit.Action.String}, sess: orbitTableOf(t, c, seat), seat: seat})
	}
	r := rand.New(rand.NewPCG(7, 7))
	ahead := 0   // moves a person made while a seat before it still followed
	remakes := 0 // tables made again from the server's view: none is needed
	for {
		over := true
		for _, tb := range tables {
			if tb.net.Pump(tb.sess, game.SpeedInstant) {
				fresh := orbitTableOf(t, tb.net.Client, tb.seat)
				if !fresh.State().IsOver() { // the game's end comes with the server's table
					remakes++
				}
				tb.net.Restore(fresh)
				tb.sess = fresh
			}
			for _, n := range tb.net.Notices() {
				t.Fatalf("seat %d was told %v", tb.seat, n)
			}
			if tb.sess.MayAct(tb.seat) && !tb.net.Waiting(tb.sess) {
				if tb.sess.State().CurrentPlayer() != tb.seat {
					ahead++
				}
				legal := tb.sess.LegalFor(tb.seat, nil)
				if err := tb.sess.Submit(tb.seat, legal[r.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
			over = over && tb.sess.State().IsOver()
		}
		if over {
			break
		}
		select {
		case <-ctx.Done():
			t.Fatal("the game did not end")
		case <-host.Changed():
		case <-guest.Changed():
		case <-time.After(20 * time.Millisecond):
		}
	}
	if ahead == 0 || remakes != 0 {
		t.Fatalf("%d moves made while a captain before still followed (want some), %d tables made again (want none)", ahead, remakes)
	}
	kept := keptMatch(t, store, code, "orbit")
	if !kept.Over() {
		t.Fatal("the server's game is not over")
	}
	for _, tb := range tables {
		if !slices.Equal(kept.Scores(), scoresOf(tb.sess.State())) {
			t.Fatalf("seat %d's table scores %v, the server %v", tb.seat, scoresOf(tb.sess.State()), kept.Scores())
		}
	}
}

func scoresOf(s *orbit.State) []int {
	sc := s.Score()
	out := make([]int, sc.N)
	for i := range out {
		out[i] = sc.Players[i].Total
	}
	return out
}

// TestAbsentCaptainsHoldNobodyUp: in a room of four captains with a turn
// clock of a second, three captains who never act are followed by the
// server's computer when the clock runs out, all at the same time: a turn
// takes one clock, not one per absent captain.
func TestAbsentCaptainsHoldNobodyUp(t *testing.T) {
	store, url := testServer(t, server.Config{})
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	host, err := online.Dial(ctx, url, onlineViews(), online.Message{Type: online.TypeCreate, Game: "orbit", Name: "Ada", TurnLimit: 1,
		Seats: []online.SeatInfo{{Kind: "human"}, {Kind: "open"}, {Kind: "open"}, {Kind: "open"}}})
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	code, _, _ := host.Seat()
	clients := []*online.Client{host}
	for i := range 3 {
		c, err := online.Dial(ctx, url, onlineViews(), online.Message{Type: online.TypeJoin, Code: code, Name: fmt.Sprintf("Absent %d", i+1)})
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		clients = append(clients, c)
	}
	general := -1
	for general < 0 && ctx.Err() == nil {
		host.With(func(m online.Match, _ []online.SeatState, _ int64) {
			if m != nil {
				general = m.ToAct()
			}
		})
		time.Sleep(10 * time.Millisecond)
	}
	// The first General plays (the clock runs once a person has played);
	// the three others never act.
	go func() { _ = clients[general].PlayAs(ctx, "easy", 1) }()
	turnsAfter := func() int { // turns whose follows were all played
		m := keptMatch(t, store, code, "orbit")
		turns, private := 0, false
		for n := 1; n <= m.Steps(); n++ {
			if m.Shared(n) && private {
				turns++
			}
			private = !m.Shared(n)
		}
		return turns
	}
	for turnsAfter() < 1 { // the clock runs once a person has played
		if ctx.Err() != nil {
			t.Fatal("no turn ended")
		}
		time.Sleep(50 * time.Millisecond)
	}
	began, from := time.Now(), turnsAfter()
	for turnsAfter() < from+3 {
		if ctx.Err() != nil {
			t.Fatalf("the room stayed at %d turns", turnsAfter())
		}
		time.Sleep(50 * time.Millisecond)
	}
	// One absent General's order and one clock for the three absent
	// captains' follows: about two seconds a turn; one clock per absent
	// captain would be four.
	if per := time.Since(began) / 3; per > 3500*time.Millisecond {
		t.Fatalf("a turn took %v with three absent captains and a clock of 1 s", per)
	}
}
