package game

import (
	"context"
	"math/rand/v2"

	rules "orbis/rules/orbis"
	"orbis/rules/orbis/ai"
)

// demoMatch makes the matches the screenshot command shows: a human seat 0
// and computer seats, played by random legal moves to about round 6, or
// by Medium players to the end.
func demoMatch(players int, seed uint64, complete bool) (*Match, error) {
	names := []string{"Ada", "Basil", "Chandra", "Dmitri"}
	seats := make([]SeatConfig, players)
	for i := range seats {
		seats[i] = SeatConfig{Name: names[i], Level: ai.Medium}
	}
	seats[0].Level = 0
	m, err := NewMatch(seats, 0, seed)
	if err != nil {
		return nil, err
	}
	if complete {
		bots := make([]*ai.Player, players)
		for i := range bots {
			bots[i], _ = ai.NewPlayer(ai.Config{Level: ai.Medium, Seed: seed + uint64(i)})
		}
		for !m.State().IsOver() {
			seat := m.State().CurrentPlayer()
			obs := m.State().Observe(seat)
			plan, err := bots[seat].PlanTurn(context.Background(), &obs)
			if err != nil {
				return nil, err
			}
			if err := m.ApplyAll(plan); err != nil {
				return nil, err
			}
		}
		return m, nil
	}
	r := rand.New(rand.NewPCG(seed, 6))
	var legal []rules.Action
	for m.State().Turn() < 5*players {
		legal = m.State().LegalActions(legal[:0])
		if err := m.Apply(legal[r.IntN(len(legal))]); err != nil {
			return nil, err
		}
	}
	return m, nil
}

// openChoice plays, for the human seat of a demo, the first take that opens
// a choice panel, so that a picture shows one.
func openChoice(m *Match, turn *Turn) {
	s := m.State()
	for pos := range rules.DisplaySize {
		faceUp, _ := s.Placements(pos)
		for _, slot := range faceUp.Slots() {
			before, n := *s, len(m.rec.Actions)
			if turn.place(m, pos, slot) && turn.Panel.Kind != NoPanel {
				return
			}
			m.state, m.rec.Actions = before, m.rec.Actions[:n]
			turn.Reset(m)
		}
	}
}

// demoHint asks the Hint button's player for the human seat's turn of a
// demo and shows it, so that a picture shows a hint.
func demoHint(a *App, p *play) error {
	obs := p.m.State().Observe(p.m.State().CurrentPlayer())
	player, err := ai.NewPlayer(ai.Config{Level: ai.Medium, Seed: 1})
	if err != nil {
		return err
	}
	h, err := player.Suggest(context.Background(), &obs)
	if err != nil {
		return err
	}
	p.showHint(a, &h)
	p.buildView(a)
	return nil
}
