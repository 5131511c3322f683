//go:build !js

package orbit

import (
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
			tableWords(env, s, seats, 0, v)
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
