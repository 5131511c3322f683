package orbis

import (
	"math/rand/v2"
	"strings"
	"testing"

	"orbis/game"
	rules "orbis/rules/orbis"
	"orbis/rules/orbis/ai"
)

// TestCancelledTilesAreExplained: when the rules cancel a tile a person
// placed face up, with no choice of theirs, the table says why; a tile
// they chose to cancel, or a computer's, gets no notice.
func TestCancelledTilesAreExplained(t *testing.T) {
	env := testEnv(t)
	explained := map[rules.Effect]int{}
	for seed := uint64(1); seed <= 40; seed++ {
		m, err := newMatch([]SeatConfig{{Name: "Ada"}, {Name: "Bot", Level: ai.Easy}}, 0, seed, false)
		if err != nil {
			t.Fatal(err)
		}
		p := newPlay(New(), env, m, game.SpeedInstant)
		rng := rand.New(rand.NewPCG(seed, 7))
		var legal []rules.Action
		for !m.State().IsOver() {
			s := m.State()
			seat := s.CurrentPlayer()
			legal = s.LegalActions(legal[:0])
			a := legal[rng.IntN(len(legal))]
			for _, b := range legal { // face up where it can: effects happen
				if b.Kind == rules.KindPlace && !b.Wild && rng.IntN(2) == 0 {
					a = b
				}
			}
			before := *s
			if err := m.Sess.Submit(seat, a); err != nil {
				t.Fatal(err)
			}
			p.notice = ""
			p.showEvents(env)
			cancelled := newlyCancelled(&before, m.State(), seat)
			auto := cancelled != nil && seat == 0 && a.Kind != rules.KindDecline
			switch {
			case auto && cancelled.Effect != rules.Village && cancelled.Effect != rules.Volcano && cancelled.Effect != rules.Irrigation:
				// a Death god's or a declined choice's: none of the three
			case auto && (p.notice == "" || !strings.Contains(p.notice, "Cancelled")):
				t.Fatalf("seed %d: the %v %v was cancelled by the rules and the table says %q", seed, cancelled.Color, cancelled.Effect, p.notice)
			case auto:
				explained[cancelled.Effect]++
			case p.notice != "":
				t.Fatalf("seed %d: a notice %q after %v by seat %d, which the rules did not cancel", seed, p.notice, a, seat)
			}
		}
	}
	if explained[rules.Village]+explained[rules.Volcano]+explained[rules.Irrigation] == 0 {
		t.Fatal("no game cancelled a tile by the rules: the test shows nothing")
	}
	t.Logf("explained: %v", explained)
}

// newlyCancelled returns the region tile the seat's pyramid holds cancelled
// after a step and not before, or nil.
func newlyCancelled(before, after *rules.State, seat int) *rules.Tile {
	was, is := before.PyramidOf(seat), after.PyramidOf(seat)
	for _, pl := range is {
		if pl.Tile != rules.NoTile && !pl.Wild && pl.Cancelled && !cancelledIn(&was, pl.Tile) {
			return after.Tiles().Tile(pl.Tile)
		}
	}
	return nil
}
