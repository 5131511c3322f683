package analysis

import (
	"runtime"
	"testing"
)

// BenchmarkAnalyse analyses a whole 4-player game with one human seat at
// the default iterations, on every core: what `orbis analyse` costs.
// docs/performance.md keeps the figure; it must stay within 30 s.
func BenchmarkAnalyse(b *testing.B) {
	rec := randomRecord(b, 4, 5, -1, 0)
	for b.Loop() {
		if _, err := Analyse(b.Context(), rec, Options{Seed: 1}, nil); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(runtime.NumCPU()), "cores")
}
