package orbis

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// BenchmarkRandomGame plays complete games of uniformly random legal
// actions; games/s is the figure the engine is held to.
func BenchmarkRandomGame(b *testing.B) {
	for _, players := range []int{2, 3, 4} {
		b.Run(fmt.Sprintf("%dp", players), func(b *testing.B) {
			start, _, err := NewGame(Config{Players: players, Seed: 1, StartPlayer: 0})
			if err != nil {
				b.Fatal(err)
			}
			r := rand.New(rand.NewPCG(1, 2))
			buf := make([]Action, 0, 128)
			actions := 0
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				s := start
				for !s.IsOver() {
					buf = s.LegalActions(buf[:0])
					if err := s.Apply(buf[r.IntN(len(buf))]); err != nil {
						b.Fatal(err)
					}
					actions++
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
			b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
		})
	}
}

// BenchmarkApply measures one action with its legal-action listing, in
// steady state: it must not allocate.
func BenchmarkApply(b *testing.B) {
	start, _, err := NewGame(Config{Players: 4, Seed: 3, StartPlayer: 0})
	if err != nil {
		b.Fatal(err)
	}
	r := rand.New(rand.NewPCG(3, 4))
	buf := make([]Action, 0, 128)
	s := start
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if s.IsOver() {
			s = start
		}
		buf = s.LegalActions(buf[:0])
		if err := s.Apply(buf[r.IntN(len(buf))]); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkScore measures the end-of-game scoring the search calls at the
// end of every rollout.
func BenchmarkScore(b *testing.B) {
	s, _, err := NewGame(Config{Players: 4, Seed: 5, StartPlayer: 0})
	if err != nil {
		b.Fatal(err)
	}
	playRandom(b, &s, rand.New(rand.NewPCG(5, 6)), nil)
	b.ReportAllocs()
	b.ResetTimer()
	total := 0
	for i := 0; i < b.N; i++ {
		r := s.Score()
		total += r.Players[0].Total
	}
	_ = total
}

// TestPlayAllocatesNothing: listing the legal actions into a caller's slice,
// applying one, and chance's draw allocate nothing; only a refusal may.
func TestPlayAllocatesNothing(t *testing.T) {
	start, _, err := NewGame(Config{Players: 3, Seed: 11, StartPlayer: 0})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(11, 12))
	buf := make([]Action, 0, 128)
	s := start
	allocs := testing.AllocsPerRun(2000, func() {
		if s.IsOver() {
			s = start
		}
		if draw, ok := s.Chance(); ok {
			_ = s.Apply(draw)
			return
		}
		buf = s.LegalActions(buf[:0])
		_ = s.Apply(buf[r.IntN(len(buf))])
	})
	if allocs != 0 {
		t.Errorf("a legal action allocates %.2f times on average, want 0", allocs)
	}
}
