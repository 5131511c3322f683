package orbis

import (
	"math/rand/v2"
	"testing"

	"orbis/game"
	"orbis/input"
	board "orbis/render/orbis"
	rules "orbis/rules/orbis"
)

// matchWhere plays random legal moves of two-seat hot-seat games until the
// seat to act starts a turn where want holds, and returns that match.
func matchWhere(t *testing.T, want func(s *rules.State) bool) *match {
	t.Helper()
	var legal []rules.Action
	for seed := uint64(1); seed < 300; seed++ {
		m, err := newMatch([]SeatConfig{{Name: "A"}, {Name: "B"}}, 0, seed, false)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 7))
		for s := m.State(); !s.IsOver(); s = m.State() {
			if s.Phase() == rules.PhaseChoose && s.CurrentPlayer() >= 0 && want(s) {
				return m
			}
			legal = s.LegalActions(legal[:0])
			a := legal[r.IntN(len(legal))]
			seat := s.CurrentPlayer()
			if a.Kind == rules.KindDraw {
				seat = -1
			}
			if err := m.sess.Submit(seat, a); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("no game of seeds 1 to 299 comes to such a turn")
	return nil
}

// givable counts the colours the seat to act holds 3 of.
func givable(s *rules.State) int {
	n := 0
	for _, held := range s.RealmOf(s.CurrentPlayer()) {
		if held >= 3 {
			n++
		}
	}
	return n
}

// clickOn is a click of the pointer on a target of the table.
func clickOn(kind, index int) input.Intent {
	tg := input.Target{Kind: kind, Index: index}
	return input.Intent{Kind: input.Click, Target: tg, Over: tg}
}

// TestExchangeShowsAsChosenOnlyWhatIsChosen: the exchange opened by its
// button marks a colour to give only when it is the one given, and Confirm
// works as soon as the colours marked make an exchange. A realm with 3 of
// one colour only has that colour chosen at once (it once looked chosen,
// lit among greyed ones, while Confirm stayed grey until it was clicked).
func TestExchangeShowsAsChosenOnlyWhatIsChosen(t *testing.T) {
	for _, tc := range []struct {
		name     string
		colours  int   // colours the realm holds 3 of
		clicks   []int // PanelGive: a colour held 3 of; PanelGet: one held fewer of
		complete bool  // Confirm works after the clicks
	}{
		{"one colour to give, the colour to get clicked", 1, []int{board.PanelGet}, true},
		{"two colours to give, the colour to get clicked", 2, []int{board.PanelGet}, false},
		{"two colours to give, both clicked", 2, []int{board.PanelGive, board.PanelGet}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			env := testEnv(t)
			m := matchWhere(t, func(s *rules.State) bool { return s.CanExchange() && givable(s) == tc.colours })
			p := newPlay(New(), env, m, game.SpeedInstant)
			realm := m.State().RealmOf(m.State().CurrentPlayer())
			var give, get int // a colour held 3 of, and one held fewer of
			for c := range rules.NumColors {
				if realm[c] >= 3 {
					give = c
				} else {
					get = c
				}
			}
			update := func(ins ...input.Intent) {
				t.Helper()
				if _, err := p.Update(env, ins); err != nil {
					t.Fatal(err)
				}
				pv, confirm := &p.view.Panel, p.view.Buttons[board.BtnConfirm]
				marked := 0
				for c := range rules.NumColors {
					if pv.Marked[c] != (p.turn.Panel.HasFrom && p.turn.Panel.From == rules.Color(c)) {
						t.Errorf("colour %d to give: shown chosen %v, chosen %v", c, pv.Marked[c], p.turn.Panel.HasFrom)
					}
					if pv.Marked[c] {
						marked++
					}
					if pv.To[c] {
						marked++
					}
				}
				if looks := marked == 2; looks != (confirm.Shown && confirm.Enabled) {
					t.Errorf("a colour to give and one to get shown chosen: %v, but Confirm works: %v", looks, confirm.Shown && confirm.Enabled)
				}
			}
			update(clickOn(board.Button, int(board.BtnExchange)))
			if p.turn.Panel.Kind != PanelExchange {
				t.Fatal("the Exchange button opened no exchange")
			}
			if chosen := p.view.Panel.Marked[give]; chosen != (tc.colours == 1) {
				t.Errorf("the realm holds 3 of %d colours: colour %d to give chosen at once: %v", tc.colours, give, chosen)
			}
			for _, kind := range tc.clicks {
				colour := get
				if kind == board.PanelGive {
					colour = give
				}
				update(clickOn(kind, colour))
			}
			if b := p.view.Buttons[board.BtnConfirm]; b.Enabled != tc.complete {
				t.Fatalf("Confirm enabled %v, want %v", b.Enabled, tc.complete)
			}
			if !tc.complete {
				return
			}
			before := realm[give]
			update(input.Intent{Kind: input.KeyConfirm})
			if after := m.State().RealmOf(m.State().CurrentPlayer()); after[give] != before-3 || p.turn.Panel.Kind == PanelExchange {
				t.Errorf("Enter did not exchange 3 of colour %d: %d held, panel %v", give, after[give], p.turn.Panel.Kind)
			}
		})
	}
}
