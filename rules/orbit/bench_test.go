package orbit

import (
	"math/rand/v2"
	"testing"
)

// playOut plays random legal moves to the end, with a caller's buffer.
func playOut(s *State, r *rand.Rand, buf []Action) []Action {
	for !s.IsOver() {
		buf = s.LegalActions(buf[:0])
		_ = s.Apply(buf[r.IntN(len(buf))])
	}
	return buf
}

// TestHotPathAllocatesNothing: listing the legal actions into a caller's
// slice and applying them allocates nothing, a whole game long.
func TestHotPathAllocatesNothing(t *testing.T) {
	for _, players := range []int{1, 4} {
		start, _, err := NewGame(Config{Players: players, Seed: 3, FirstGeneral: 0})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(1, 2))
		buf := make([]Action, 0, 256)
		allocs := testing.AllocsPerRun(20, func() {
			s := start
			buf = playOut(&s, r, buf)
			_ = s.Score()
		})
		if allocs != 0 {
			t.Errorf("%d players: %.1f allocations per game", players, allocs)
		}
	}
}

// BenchmarkRandomGame plays whole games of random legal moves (chance
// steps included) from a dealt state.
func BenchmarkRandomGame(b *testing.B) {
	for _, players := range []int{1, 2, 4, 6} {
		b.Run(map[int]string{1: "solo", 2: "2p", 4: "4p", 6: "6p"}[players], func(b *testing.B) {
			start, _, err := NewGame(Config{Players: players, Seed: 3, FirstGeneral: 0})
			if err != nil {
				b.Fatal(err)
			}
			r := rand.New(rand.NewPCG(1, 2))
			buf := make([]Action, 0, 256)
			b.ReportAllocs()
			for b.Loop() {
				s := start
				buf = playOut(&s, r, buf)
			}
		})
	}
}
