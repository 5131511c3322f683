package ai

import (
	"context"
	"math/rand/v2"
	"testing"

	rules "orbis/rules/orbis"
)

// TestHintOutcomeIsWhatTheMoveDoes: over thousands of positions of random
// games, the outcome a hint states is what applying the hinted actions to
// the real game does, read off the state they lead to: where the tile lies
// and how it scores, what the realm gained and spent, the god's condition
// and the provisional score.
func TestHintOutcomeIsWhatTheMoveDoes(t *testing.T) {
	games := 60
	if testing.Short() {
		games = 10
	}
	positions, kinds := 0, map[string]int{}
	for g := range games {
		players := 2 + g%3
		s, _, err := rules.NewGame(rules.Config{Players: players, Seed: uint64(g), StartPlayer: -1})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(uint64(g), 17))
		// The Hint button's Medium, and Easy, whose slips reach the moves
		// Medium rarely picks (an end beyond the base row among them).
		hinter, _ := NewPlayer(Config{Level: []Level{Medium, Easy}[g%2], Seed: uint64(g)})
		var legal []rules.Action
		for !s.IsOver() {
			// Hints are asked for before taking and between taking and placing.
			if s.Phase() == rules.PhaseChoose || s.Phase() == rules.PhasePlace {
				obs := s.Observe(s.CurrentPlayer())
				h, err := hinter.Suggest(context.Background(), &obs)
				if err != nil {
					t.Fatalf("game %d, turn %d: %v", g, s.Turn(), err)
				}
				kinds[checkHintOutcome(t, &s, &h)]++
				positions++
			}
			legal = s.LegalActions(legal[:0])
			if err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("%d positions checked: %v", positions, kinds)
	if positions < 1000 && !testing.Short() {
		t.Errorf("only %d positions checked", positions)
	}
	for _, kind := range []string{"god", "face up", "wilderness", "base end"} {
		if kinds[kind] == 0 && !testing.Short() {
			t.Errorf("no hint of the kind %q among %d: %v", kind, positions, kinds)
		}
	}
}

// checkHintOutcome applies the hint's actions but the last (the end of the
// turn) to a copy of the real state and compares what they did with the
// hint's outcome. It returns the kind of move, for the test's coverage.
func checkHintOutcome(t *testing.T, real *rules.State, h *Hint) string {
	t.Helper()
	o := &h.Outcome
	seat := real.CurrentPlayer()
	after := *real
	n := len(h.Actions)
	if n == 0 || h.Actions[n-1] != rules.EndTurn() {
		t.Fatalf("hint %v does not end the turn", h.Actions)
	}
	exchanges := 0
	for _, a := range h.Actions[:n-1] {
		if err := after.Apply(a); err != nil {
			t.Fatalf("hinted action %v: %v", a, err)
		}
		if a.Kind == rules.KindExchange {
			exchanges++
		}
	}
	fail := func(format string, args ...any) {
		t.Helper()
		t.Fatalf("turn %d, hint %v, outcome %+v: "+format, append([]any{real.Turn(), h.Actions, *o}, args...)...)
	}
	if o.Seat != seat || o.Exchanges != exchanges {
		fail("seat %d with %d exchanges", seat, exchanges)
	}
	res := after.Score()
	b := &res.Players[seat]
	if o.TotalBefore != real.Score().Players[seat].Total || o.Total != b.Total {
		fail("provisional score %d -> %d", real.Score().Players[seat].Total, b.Total)
	}
	// The realm: what came in and what went out add up to the change.
	before, now := real.RealmOf(seat), after.RealmOf(seat)
	in := o.Collected.Total() + o.Gained.Total()
	out := o.Paid.Total() + o.Discarded.Total() + o.Excess.Total() + 2*o.Exchanges
	if now.Total() != before.Total()+in-out {
		fail("realm %v -> %v", before, now)
	}
	kind := "god"
	if o.God != rules.NoGod {
		if h.Move.God != o.God || after.Seat(seat).God != o.God {
			fail("the god taken is %v", after.Seat(seat).God)
		}
		if o.GodMet != b.GodMet || o.GodCP != b.GodCP {
			fail("god met %v for %d CP", b.GodMet, b.GodCP)
		}
		return kind
	}
	// A region tile: where it went and how it scores.
	pl := after.PyramidOf(seat)[o.Slot]
	if pl.Tile != o.Tile || pl.Wild != o.Wild {
		fail("slot %d holds %+v", o.Slot, pl)
	}
	if landing, _ := rules.Landing(o.Target); landing != o.Slot || o.Target != int(h.Move.Slot) && h.Move.Slot >= 0 {
		fail("target %d lands in %d; the move aims at %d", o.Target, landing, h.Move.Slot)
	}
	ts := b.Tiles[o.Slot]
	if ts.Status != o.Status || ts.CP != o.CP || int(ts.Have) != o.Have || int(ts.Need) != o.Need {
		fail("the tile scores %+v", ts)
	}
	if (ts.Status == rules.StatusCancelled) != pl.Cancelled {
		fail("cancelled %v", pl.Cancelled)
	}
	tile := real.Tiles().Tile(o.Tile)
	if taken, pos := real.TakenTile(); taken == rules.NoTile {
		if cubes := real.DisplayCubes(int(h.Move.Pos)); o.Collected != cubes {
			fail("the display tile held %v", cubes)
		}
		if pos != -1 {
			fail("a tile is taken already")
		}
	}
	cost := tile.CostWith(after.Seat(seat).Reductions &^ farmOf(tile, o.Wild))
	switch {
	case o.Wild && o.Paid.Total() != 0:
		fail("a Wilderness paid %v", o.Paid)
	case !o.Wild && o.Paid.Total() != cost.Symbols():
		fail("the tile costs %d symbols, %v paid", cost.Symbols(), o.Paid)
	}
	if o.Destroyed.Total() > 0 && tile.Effect != rules.Volcano {
		fail("worshippers destroyed by a %v", tile.Effect)
	}
	switch {
	case o.Target == rules.BaseLeft || o.Target == rules.BaseRight:
		return "base end"
	case o.Wild:
		return "wilderness"
	}
	return "face up"
}

// farmOf is the reduction a Farm placed face up gives only after it is
// paid for: it must not count against its own cost.
func farmOf(t *rules.Tile, wild bool) rules.ColorSet {
	if t.Effect == rules.Farm && !wild {
		return rules.SetOf(t.EffectColor)
	}
	return 0
}
