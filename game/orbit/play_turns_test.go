//go:build !js

package orbit

import (
	"strings"
	"testing"

	board "orbis/render/orbit"
	rules "orbis/rules/orbit"
	"orbis/rules/orbit/ai"
)

// TestTopBarCountsTheLastTenTurns: the top bar says how many turns are
// left to the cap of rules.MaxTurns in the last ten, and nothing before.
func TestTopBarCountsTheLastTenTurns(t *testing.T) {
	env := testEnv(t)
	seats := []SeatConfig{{Name: "Ada"}, {Name: "Bo", Level: ai.Easy}, {Name: "Cy", Level: ai.Easy}}
	m, err := newMatch(seats, 0, 4, false)
	if err != nil {
		t.Fatal(err)
	}
	counted := 0
	for !m.State().IsOver() {
		s := m.State()
		if s.Phase() == rules.PhaseOrder {
			names := m.Names()
			v := &board.TableView{Names: names}
			tableWords(env, s, seats, 0, v, false)
			left := rules.MaxTurns - s.Turn()
			base := env.T("orbit.status_order", s.Turn()+1, names[s.General()])
			want := base
			if left <= 10 {
				want = env.T("text.separated", base, env.N("orbit.turns_left", left, left))
				counted++
			}
			if v.Status != want {
				t.Fatalf("turn %d: the top bar says %q, want %q", s.Turn()+1, v.Status, want)
			}
		}
		// Mine and nothing else: no ring grows, no deck runs out, the
		// game runs to the cap.
		a := rules.GiveOrder(rules.Mine)
		if s.Phase() != rules.PhaseOrder {
			legal := s.LegalActions(nil)
			a = legal[len(legal)-1]
		}
		if err := m.Sess.Submit(s.CurrentPlayer(), a); err != nil {
			t.Fatal(err)
		}
	}
	if m.State().Turn() != rules.MaxTurns || counted != 10 {
		t.Fatalf("the game ended after %d turns, %d of them counted; want %d and 10", m.State().Turn(), counted, rules.MaxTurns)
	}
}

// TestSeatNotesWhenEveryoneFollowsAtOnce: online, where every captain
// follows the order at the same time, a seat still following says
// "following" wherever it sits after the General, one that has finished
// "has followed"; at one screen the seats after the one to act are still
// "to follow".
func TestSeatNotesWhenEveryoneFollowsAtOnce(t *testing.T) {
	env := testEnv(t)
	seats := []SeatConfig{{Name: "Ada"}, {Name: "Bo", Level: ai.Easy}, {Name: "Cy", Level: ai.Easy}, {Name: "Di", Level: ai.Easy}, {Name: "Ed", Level: ai.Easy}, {Name: "Fay", Level: ai.Easy}}
	s, _, err := rules.NewGame(rules.Config{Players: len(seats), Seed: 7, FirstGeneral: 0})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Apply(rules.GiveOrder(rules.Mine)); err != nil {
		t.Fatal(err)
	}
	const done = 3 // a seat after the next finishes first
	for s.Status(done) != rules.SeatFinished {
		legal := s.LegalActionsFor(done, nil)
		if len(legal) == 0 {
			t.Fatalf("seat %d, %v: nothing to play", done, s.Status(done))
		}
		if err := s.ApplyFor(done, legal[len(legal)-1]); err != nil {
			t.Fatal(err)
		}
	}
	following, followed, toFollow := env.T("orbit.note.following"), env.T("orbit.note.followed"), env.T("orbit.note.to_follow")
	for seat := range seats {
		want := following
		if seat == done {
			want = followed
		}
		if seat == 0 {
			want = env.T("orbit.note.general", want)
		}
		if got := seatNote(env, &s, seats, seat, true); !strings.HasSuffix(got, want) {
			t.Errorf("at once, seat %d (%v): %q, want it to end %q", seat, s.Status(seat), got, want)
		}
	}
	if got := seatNote(env, &s, seats, 5, false); !strings.HasSuffix(got, toFollow) {
		t.Errorf("one after another, the last seat: %q, want it to end %q", got, toFollow)
	}
}
