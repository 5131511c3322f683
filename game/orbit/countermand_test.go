//go:build !js

package orbit

import (
	"strings"
	"testing"

	"orbis/game"
	rules "orbis/rules/orbit"
)

// TestACountermandIsToldAsOne: after countermanding the Emperor's roll, the
// header and the log say what the Emperor rolled, the order chosen instead
// and what the countermand cost, in every language, for two countermands
// one after the other.
func TestACountermandIsToldAsOne(t *testing.T) {
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: lang, Games: []game.Game{New()}})
		if err != nil {
			t.Fatal(err)
		}
		sc, err := New().Demo(env, "accept", 1, 7)
		if err != nil {
			t.Fatal(err)
		}
		p := sc.(*play)
		for range 2 {
			m := p.m
			for m.State().Phase() != rules.PhaseAccept {
				s := m.State()
				if err := m.Sess.Submit(0, s.LegalActions(nil)[0]); err != nil {
					t.Fatal(err)
				}
			}
			s := m.State()
			n := int(s.Player(0).Countermands) + 1
			rolled, to := s.Rolled(), rules.Buy
			if rolled == rules.Buy {
				to = rules.Zap
			}
			update(t, env, p, button(btnCountermand+int(to)))
			s = m.State()
			if s.Order() != to || int(s.Player(0).Countermands) != n {
				t.Fatalf("%s: countermand %d: order %v, %d countermands", lang, n, s.Order(), s.Player(0).Countermands)
			}
			cost := s.Kit().PenaltyFor(n) - s.Kit().PenaltyFor(n-1)
			want := env.N("orbit.status_countermanded", cost, s.Turn()+1, orderWord(env, rolled), orderWord(env, to), cost)
			if p.view.Status != want {
				t.Errorf("%s: countermand %d: the header says %q, want %q", lang, n, p.view.Status, want)
			}
			told := env.Say(p.log[len(p.log)-1])
			for _, word := range []string{orderWord(env, rolled), orderWord(env, to), itoa(cost)} {
				if !strings.Contains(told, word) {
					t.Errorf("%s: countermand %d: the log says %q, without %q", lang, n, told, word)
				}
			}
			for m.State().Phase() == rules.PhaseFollow && m.State().Turn() == s.Turn() {
				st := m.State()
				if err := m.Sess.Submit(0, st.LegalActions(nil)[0]); err != nil {
					t.Fatal(err)
				}
			}
			update(t, env, p)
		}
	}
}
