//go:build !js

package cli

import (
	"strings"
	"testing"
	"time"
)

// TestBareReport: the three closing lines are the medians over the phases.
func TestBareReport(t *testing.T) {
	var out strings.Builder
	b := &bareBench{out: &out}
	ms := time.Millisecond
	b.frames = [barePhases]int{400, 500, 300, 600, 450, 400}
	for i := range b.lasted {
		b.lasted[i] = 10 * time.Second
	}
	// p99 of 100 values is the 100th (index 99); the slowest is the last.
	for i, worst := range []time.Duration{200 * ms, 30 * ms, 60 * ms} {
		d := make([]time.Duration, 100)
		for j := range d {
			d[j] = time.Duration(i+1) * ms
		}
		d[99] = worst
		b.draws[i] = d
	}
	b.report()
	got := out.String()
	// Table FPS 40, 30, 45 (median 40); bare 50, 60, 40 (median 50).
	for _, want := range []string{"\nratio 0.80\n", "\ndraw-p99-ms 60.0\n", "\ndraw-max-ms 60.0\n", "phase 2 bare:  50.0 FPS"} {
		if !strings.Contains(got, want) {
			t.Errorf("report lacks %q:\n%s", want, got)
		}
	}
}

func TestMedian(t *testing.T) {
	tests := []struct {
		xs   []float64
		want float64
	}{
		{nil, 0}, {[]float64{3}, 3}, {[]float64{5, 1, 3}, 3}, {[]float64{4, 1, 3, 2}, 2.5},
	}
	for _, tc := range tests {
		if got := median(tc.xs); got != tc.want {
			t.Errorf("median(%v) = %v, want %v", tc.xs, got, tc.want)
		}
	}
}

// TestBareWarmsUpFirst: the table is drawn for bareWarmUp before the first
// phase, which is timed from the warm-up's end; the phases then take turns
// for their time each until the last.
func TestBareWarmsUpFirst(t *testing.T) {
	b := &bareBench{phase: 10 * time.Second, watch: &bench{}}
	t0 := time.Unix(1000, 0)
	if b.advance(t0) || !b.warming {
		t.Fatal("the bench does not begin warming up")
	}
	if b.advance(t0.Add(bareWarmUp-time.Millisecond)) || !b.warming {
		t.Fatal("the warm-up ends early")
	}
	if b.advance(t0.Add(bareWarmUp)) || b.warming || b.current != 0 {
		t.Fatalf("after the warm-up: warming %v, phase %d", b.warming, b.current)
	}
	at := t0.Add(bareWarmUp)
	for phase := 1; phase <= barePhases; phase++ {
		at = at.Add(b.phase)
		done := b.advance(at)
		if done != (phase == barePhases) || b.lasted[phase-1] != b.phase {
			t.Fatalf("phase %d: done %v, lasted %s", phase, done, b.lasted[phase-1])
		}
		if phase < barePhases && b.watch.wholeFrame != (phase%2 == 0) {
			t.Fatalf("phase %d: the table's first frame whole %v", phase+1, b.watch.wholeFrame)
		}
	}
}
