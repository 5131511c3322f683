//go:build !js

package orbit_test

import (
	"fmt"
	"testing"

	"orbis/game/online"
	"orbis/game/online/server"
	rules "orbis/rules/orbit"
)

// longGame plays a game of n captains to the cap of rules.MaxTurns: the
// General never orders Buy (the ring that ends a game never fills), and
// every captain follows with as many actions as it may, so that the
// record is as long as a game of n captains gets. Every seat has a name as
// long as a room takes.
func longGame(t *testing.T, n int) *rules.Record {
	t.Helper()
	seed := uint64(5)
	s, su, err := rules.NewGame(rules.Config{Players: n, Seed: seed, FirstGeneral: 0})
	if err != nil {
		t.Fatal(err)
	}
	rec := &rules.Record{Seed: &seed, Setup: su}
	for i := range n {
		rec.Players = append(rec.Players, rules.PlayerInfo{Name: fmt.Sprintf("%-20s%04d", "Captain", i+1)[:online.MaxNameLen], Kind: "ai:medium"})
	}
	var legal []rules.Action
	for !s.IsOver() {
		a, ok := s.Chance()
		if !ok {
			legal = s.LegalActions(legal[:0])
			a = busiest(legal)
		}
		if err := s.Apply(a); err != nil {
			t.Fatalf("step %d: %v", len(rec.Actions)+1, err)
		}
		rec.Actions = append(rec.Actions, a)
	}
	if s.Turn() != rules.MaxTurns {
		t.Fatalf("the long game ended after %d turns, want %d", s.Turn(), rules.MaxTurns)
	}
	if rec.By, err = rec.StepSeats(); err != nil { // as a room's record, each step's seat named
		t.Fatal(err)
	}
	return rec
}

// busiest picks the step that makes the most steps to come without
// ending the game: Scout or else Mine ordered (never Buy), a ship moved or
// a hex mined rather than done.
func busiest(legal []rules.Action) rules.Action {
	rank := func(a rules.Action) int {
		switch {
		case a.Kind == rules.KindOrder && a.Order == rules.Scout:
			return 4
		case a.Kind == rules.KindOrder && a.Order == rules.Mine:
			return 3
		case a.Kind == rules.KindScout || a.Kind == rules.KindMine:
			return 2
		case a.Kind == rules.KindOrder && a.Order == rules.Buy, a.Kind == rules.KindBuy:
			return -1
		}
		return 0
	}
	best := legal[0]
	for _, a := range legal[1:] {
		if rank(a) > rank(best) {
			best = a
		}
	}
	return best
}

// TestAHundredCaptainsViewFits: the view a server sends of a room of 100
// captains at the end of a 60-turn game (every seat's state in the same
// message) fits the protocol's largest server message, and the client
// reads it back; its record fits what a record file may weigh.
func TestAHundredCaptainsViewFits(t *testing.T) {
	const n = 100
	rec := longGame(t, n)
	data, err := rec.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	view, err := rec.View()
	if err != nil {
		t.Fatal(err)
	}
	viewData, err := view.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	m := online.Message{Type: "state", Game: "orbit", Code: "ABCD-EFGH", Seat: n - 1, Step: len(rec.Actions), View: viewData, ToAct: -1}
	for i, p := range rec.Players {
		m.Table = append(m.Table, online.SeatState{Name: p.Name, Kind: p.Kind, Here: true, Host: i == 0})
		m.Scores = append(m.Scores, 99)
	}
	msg, err := online.Encode(m)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d captains, %d turns, %d steps: record %d bytes, view %d bytes, state message %d bytes (at most %d); a room document at most %d",
		n, rules.MaxTurns, len(rec.Actions), len(data), len(viewData), len(msg), online.MaxServerMessage, server.MaxDocSize)
	if len(msg) > online.MaxServerMessage {
		t.Fatalf("the state message of %d captains is %d bytes, over the protocol's %d", n, len(msg), online.MaxServerMessage)
	}
	back, err := online.DecodeResponse(msg)
	if err != nil {
		t.Fatalf("the client refuses the state message: %v", err)
	}
	got, err := rules.ReadView(back.View)
	if err != nil || len(got.Players) != n || len(got.Actions) != len(rec.Actions) {
		t.Fatalf("the view read back: %v", err)
	}
	if len(data) > 8<<20 {
		t.Fatalf("the record of %d captains is %d bytes, over a record's 8 MiB", n, len(data))
	}
}
