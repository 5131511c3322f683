package orbis

import (
	"math/rand/v2"
	"orbis/rules/internal/cputime"
	"runtime"
	"testing"
	"time"
)

// threadCPU returns the CPU time the calling OS thread has used.
func threadCPU(tb testing.TB) time.Duration {
	d, err := cputime.Thread()
	if err != nil {
		tb.Fatal(err)
	}
	return d
}

// BenchmarkRandomGameCPU is BenchmarkRandomGame/2p measured in the
// thread's CPU time: games per CPU second.
func BenchmarkRandomGameCPU(b *testing.B) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	start, _, err := NewGame(Config{Players: 2, Seed: 1, StartPlayer: 0})
	if err != nil {
		b.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2)) // as BenchmarkRandomGame
	buf := make([]Action, 0, 128)
	b.ReportAllocs()
	b.ResetTimer()
	cpu := threadCPU(b)
	for i := 0; i < b.N; i++ {
		s := start
		for !s.IsOver() {
			buf = s.LegalActions(buf[:0])
			if err := s.Apply(buf[r.IntN(len(buf))]); err != nil {
				b.Fatal(err)
			}
		}
	}
	used := threadCPU(b) - cpu
	b.ReportMetric(float64(used.Nanoseconds())/float64(b.N), "cpu-ns/op")
	b.ReportMetric(float64(b.N)/used.Seconds(), "games/cpu-s")
}
