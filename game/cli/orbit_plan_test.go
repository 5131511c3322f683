//go:build !js

package cli

import (
	"testing"

	board "orbis/render/orbit"
	orbit "orbis/rules/orbit"
)

// orbitSeed is the seed the end-to-end tests type into the setup of a solo
// game of Orbit, so that the test knows the game the window plays.
const orbitSeed = 42

// scoutPlan is where a person clicks and drags, at 1280×800, to answer the
// Emperor's first order of the solo game of orbitSeed with a Scout (or a
// countermand for one) and scout with a ship; want is the scout as the
// record writes it.
type scoutPlan struct {
	answerX, answerY float64
	fromX, fromY     float64
	toX, toY         float64
	doneX, doneY     float64
	want             string
}

func planScout(t *testing.T) scoutPlan {
	t.Helper()
	st, _, err := orbit.NewGame(orbit.Config{Players: 1, Seed: orbitSeed, FirstGeneral: -1})
	if err != nil {
		t.Fatal(err)
	}
	for {
		a, ok := st.Chance()
		if !ok {
			break
		}
		if err := st.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if st.Phase() != orbit.PhaseAccept {
		t.Fatalf("the solo game opens in phase %d, want the Emperor's order to accept", st.Phase())
	}
	// The answer row: Follow, then the three other orders to countermand
	// for, 128 wide from x 24 (game/orbit/play_view.go); Done alone after.
	plan := scoutPlan{answerX: 24 + 64, answerY: 764, doneX: 292, doneY: 764}
	answer := orbit.Accept()
	if st.Rolled() != orbit.Scout {
		answer, plan.answerX = orbit.Countermand(orbit.Scout), 24+64+136
	}
	if err := st.Apply(answer); err != nil {
		t.Fatal(err)
	}
	var scout orbit.Action
	for _, a := range st.LegalActions(nil) {
		if a.Kind == orbit.KindScout {
			scout = a
			break
		}
	}
	if scout.Kind != orbit.KindScout {
		t.Fatalf("seed %d offers no scout", orbitSeed)
	}
	l, v := board.NewLayout(1280, 800, 1, 0), st.View()
	plan.fromX, plan.fromY, _ = l.ShipCentre(&v, 0, int(scout.Ship))
	plan.toX, plan.toY, _ = l.HexCentre(&v, 0, int(scout.To))
	plan.want = scout.String()
	return plan
}
