package cli

import (
	"runtime/debug"
	"testing"
)

// TestServerGC: orbis server collects at half again its live heap, unless
// the environment's GOGC says otherwise.
func TestServerGC(t *testing.T) {
	was := debug.SetGCPercent(100)
	defer debug.SetGCPercent(was)
	for _, tt := range []struct {
		env  string
		want int
	}{
		{"", serverGCPercent},
		{"200", 100}, // left as the runtime read GOGC (here as set above)
	} {
		t.Setenv("GOGC", tt.env)
		debug.SetGCPercent(100)
		tuneServerGC()
		if got := debug.SetGCPercent(100); got != tt.want {
			t.Errorf("GOGC=%q: the collector's target is %d; want %d", tt.env, got, tt.want)
		}
	}
}
