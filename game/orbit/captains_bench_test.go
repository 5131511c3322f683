//go:build !js

package orbit

import (
	"slices"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/input"
)

// BenchmarkCrowdTableDraw times the table's Draw at 24 and 100 captains
// on the desktop (the grid scrolled a notch every frame, so each frame
// draws other cells), and reports the slowest 1% of frames as p99-ms:
//
//	go test ./game/orbit/ -run X -bench CrowdTableDraw -benchtime 300x
func BenchmarkCrowdTableDraw(b *testing.B) {
	for _, n := range []int{6, 24, 100} {
		b.Run(itoa(n), func(b *testing.B) {
			env := testEnv(b)
			m := crowdMatch(b, env, n, 3)
			p := crowdTable(b, env, m, 1280, 800)
			dst := ebiten.NewImage(1280, 800)
			defer dst.Deallocate()
			times := make([]time.Duration, 0, b.N)
			down := -1.0
			b.ResetTimer()
			for range b.N {
				b.StopTimer()
				if s := &p.crowd.scroll; s.Offset >= s.Max() || s.Offset <= 0 {
					down = -down
				}
				if _, err := p.Update(env, []input.Intent{{Kind: input.Scroll, X: 1100, Y: 400, Amount: -down}}); err != nil {
					b.Fatal(err)
				}
				b.StartTimer()
				start := time.Now()
				p.Draw(env, dst)
				times = append(times, time.Since(start))
			}
			slices.Sort(times)
			b.ReportMetric(float64(times[len(times)*99/100].Microseconds())/1000, "p99-ms")
			b.ReportMetric(float64(times[len(times)-1].Microseconds())/1000, "max-ms")
		})
	}
}
