package headless

import (
	"strings"
	"testing"
	"time"
)

// TestProgressSaysTheEndAndHoldsBackTheRest: within the interval only the
// last game is told; with no interval, every one.
func TestProgressSaysTheEndAndHoldsBackTheRest(t *testing.T) {
	for _, tc := range []struct {
		every time.Duration
		want  []string
	}{
		{time.Hour, []string{"game 3/3, 0s"}},
		{0, []string{"game 1/3, 0s", "game 2/3, 0s", "game 3/3, 0s"}},
	} {
		var out strings.Builder
		p := Progress(&out, "game", tc.every)
		for done := 1; done <= 3; done++ {
			p(done, 3)
		}
		if got := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n"); strings.Join(got, "|") != strings.Join(tc.want, "|") {
			t.Errorf("every %v: %q, want %q", tc.every, out.String(), tc.want)
		}
	}
}
