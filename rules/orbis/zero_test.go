package orbis

import "testing"

// TestQueriesNeverPanic calls every query on the zero State (no game) and on
// a finished game: a UI may ask at any moment.
func TestQueriesNeverPanic(t *testing.T) {
	over := newScenario(t, 2)
	over.phase = PhaseOver
	for name, s := range map[string]*State{"zero": {}, "over": over} {
		t.Run(name, func(t *testing.T) {
			if !s.IsOver() || s.CurrentPlayer() != -1 {
				t.Fatalf("IsOver %v, CurrentPlayer %d", s.IsOver(), s.CurrentPlayer())
			}
			if got := s.LegalActions(nil); len(got) != 0 {
				t.Fatalf("legal actions %v", got)
			}
			for _, a := range allActions() {
				if err := s.Apply(a); err == nil {
					t.Fatalf("%v accepted", a)
				}
			}
			for pos := -1; pos <= DisplaySize; pos++ {
				if f, w := s.Placements(pos); f != 0 || w != 0 {
					t.Fatalf("placements at %d: %v %v", pos, f, w)
				}
				if _, ok := s.Payment(pos); ok {
					t.Fatalf("payment at %d", pos)
				}
			}
			_ = s.Round()
			_ = s.Remaining()
		})
	}
}
