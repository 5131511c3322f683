//go:build !js

package orbit

import (
	"math/rand/v2"
	"slices"
	"testing"

	"orbis/game"
	board "orbis/render/orbit"
	rules "orbis/rules/orbit"
)

// sharedMine plays a solo game of random moves (Mine whenever the Emperor
// allows) until the person is to mine with two ships at one hex that both
// may; it returns the match and the second ship, or nil.
func sharedMine(t *testing.T, seed uint64) (*match, int) {
	t.Helper()
	m, err := newMatch([]SeatConfig{{Name: "Solo"}}, 0, seed, false)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 15))
	var legal []rules.Action
	for !m.State().IsOver() {
		s := m.State()
		if s.Phase() == rules.PhaseFollow && s.Order() == rules.Mine && s.Followed() == 0 {
			pl := s.Player(0)
			for a := range rules.Ships {
				for b := a + 1; b < rules.Ships; b++ {
					if pl.Ships[a] == pl.Ships[b] && s.IsLegal(rules.MineWith(a)) && s.IsLegal(rules.MineWith(b)) {
						return m, b
					}
				}
			}
		}
		legal = s.LegalActions(legal[:0])
		a := legal[r.IntN(len(legal))]
		if s.Phase() == rules.PhaseAccept && s.Rolled() != rules.Mine && s.IsLegal(rules.Countermand(rules.Mine)) {
			a = rules.Countermand(rules.Mine)
		}
		if err := m.Sess.Submit(0, a); err != nil {
			t.Fatal(err)
		}
	}
	return nil, 0
}

// TestAPersonMinesWithTheShipClicked: of two ships at one hex, the rules
// list the Mine once, in the first ship's name (docs/orbit/rulings.md
// #15); a person who clicks the second ship mines with it, and the table
// marks that ship as the one that mined.
func TestAPersonMinesWithTheShipClicked(t *testing.T) {
	env := testEnv(t)
	for seed := range uint64(40) {
		m, second := sharedMine(t, seed)
		if m == nil {
			continue
		}
		s := m.State()
		if slices.Contains(s.LegalActions(nil), rules.MineWith(second)) {
			t.Fatalf("seed %d: the rules list a Mine with both ships at one hex", seed)
		}
		p := newPlay(New(), env, m, game.SpeedInstant)
		update(t, env, p)
		if !p.opts[0].Lit[s.Player(0).Ships[second]] {
			t.Errorf("seed %d: the hex of the ships is not lit to mine", seed)
		}
		update(t, env, p, click(piece(board.HitShip, second, 0)))
		h := m.Sess.History()
		if len(h) == 0 || h[len(h)-1].Action != rules.MineWith(second) {
			t.Fatalf("seed %d: a click on ship %d played %v", seed, second, h[len(h)-1].Action)
		}
		if !m.State().ShipUsed(second) {
			t.Errorf("seed %d: ship %d mined and is not marked", seed, second)
		}
		return
	}
	t.Fatal("no game of 40 seeds put two ships that may mine at one hex")
}
