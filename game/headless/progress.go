package headless

import (
	"fmt"
	"io"
	"time"
)

// Progress returns a progress callback for a long run of games: a line
// "<what> d/n, elapsed" to w at most once every interval, and at the end,
// so that the log of a long run stays short.
func Progress(w io.Writer, what string, every time.Duration) func(done, total int) {
	start, shown := time.Now(), time.Now()
	return func(done, total int) {
		if time.Since(shown) >= every || done == total {
			shown = time.Now()
			fmt.Fprintf(w, "%s %d/%d, %s\n", what, done, total, time.Since(start).Round(time.Second))
		}
	}
}
