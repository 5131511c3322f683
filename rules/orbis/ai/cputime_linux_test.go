package ai

import (
	"fmt"
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

// BenchmarkSearchCPU is BenchmarkSearch measured in the thread's CPU time:
// iterations per CPU second.
func BenchmarkSearchCPU(b *testing.B) {
	for _, players := range []int{2, 4} {
		for _, rounds := range []int{0, 6} {
			b.Run(fmt.Sprintf("%dp/round%d", players, rounds+1), func(b *testing.B) {
				runtime.LockOSThread()
				defer runtime.UnlockOSThread()
				st := midGame(b, players, rounds, 5)
				obs := st.Observe(st.CurrentPlayer())
				search := NewSearch(&obs, rand.Uint64())
				b.ReportAllocs()
				b.ResetTimer()
				cpu := threadCPU(b)
				if err := search.Step(b.N); err != nil {
					b.Fatal(err)
				}
				used := threadCPU(b) - cpu
				b.ReportMetric(float64(used.Nanoseconds())/float64(b.N), "cpu-ns/op")
				b.ReportMetric(float64(b.N)/used.Seconds(), "iterations/cpu-s")
			})
		}
	}
}
