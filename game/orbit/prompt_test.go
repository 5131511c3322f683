//go:build !js

package orbit

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"orbis/game"
	rules "orbis/rules/orbit"
	"orbis/rules/orbit/ai"
)

// TestEveryPromptIsListed: in whole games of 1 to 6 seats, people and a
// computer captain, with every pick a person can make on the way, the
// table shows only prompts everyPrompt lists (the ones the fit test lays
// out and the prompt's room is measured for), and each step of the list
// comes up.
func TestEveryPromptIsListed(t *testing.T) {
	env := testEnv(t)
	seen := map[promptStep]bool{}
	for players := 1; players <= rules.MaxPlayers; players++ {
		seats := make([]SeatConfig, players)
		for i := range seats {
			seats[i] = SeatConfig{Name: fmt.Sprintf("Captain %d", i+1)}
		}
		if players >= 3 {
			seats[players-1] = SeatConfig{Name: "Vega", Level: ai.Easy}
		}
		m, err := newMatch(seats, 0, uint64(players)*5, false)
		if err != nil {
			t.Fatal(err)
		}
		p := newPlay(New(), env, m, game.SpeedInstant)
		listed := everyPrompt(m.Names(), m.State().Kit())
		r := rand.New(rand.NewPCG(uint64(players), 6))
		check := func() {
			p.refresh(env)
			c := p.promptCase(env)
			seen[c.step] = true
			if !slices.Contains(listed, c) {
				t.Fatalf("%d players, turn %d: the prompt %+v (%q) is not listed", players, m.State().Turn(), c, p.prompt)
			}
		}
		var legal []rules.Action
		for !m.State().IsOver() {
			s := m.State()
			seat := s.CurrentPlayer()
			check()
			if !m.Seats[seat].Human() {
				legal = s.LegalActions(legal[:0])
				p.inspect = r.IntN(players+1) - 1
				check()
				p.inspect = -1
				if err := m.Sess.Submit(seat, legal[r.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
				continue
			}
			for ship := range rules.Ships {
				p.pickShip = ship
				check()
			}
			p.pickShip, p.zapSure = -1, true
			check()
			for slot := range rules.MarketSize {
				p.pickMarket = slot
				check()
			}
			p.pickMarket, p.zapSure = -1, false
			legal = s.LegalActions(legal[:0])
			if err := m.Sess.Submit(seat, legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		check()
	}
	for _, step := range []promptStep{promptOver, promptInspect, promptWaitGeneral, promptWait, promptOrder, promptAccept, promptPass, promptFollow} {
		if !seen[step] {
			t.Errorf("no game showed a prompt of step %d", step)
		}
	}
}
