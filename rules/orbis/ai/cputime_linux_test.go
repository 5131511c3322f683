package ai

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"syscall"
	"testing"
	"time"
)

// threadCPU returns the CPU time the calling OS thread has used: with the
// goroutine locked to its thread, a benchmark reports work per CPU second,
// which holds still on a machine shared with other jobs.
func threadCPU(tb testing.TB) time.Duration {
	var ru syscall.Rusage
	const rusageThread = 1 // RUSAGE_THREAD
	if err := syscall.Getrusage(rusageThread, &ru); err != nil {
		tb.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
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
