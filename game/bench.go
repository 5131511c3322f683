package game

import (
	"fmt"
	"io"
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/rules/orbis/ai"
)

// Bench measures frames per second and the time spent in Update and Draw
// while computer seats play a game in a real window.
type Bench struct {
	Players  int
	Duration time.Duration
	Level    ai.Level
	Speed    Speed
	Out      io.Writer

	started            time.Time
	updates, draws     []time.Duration
	fps                []float64
	lastSample         time.Time
	drawStart          time.Time
	turnsAtStart, done int
}

func (b *Bench) prepare(a *App) error {
	names := []string{"North", "East", "South", "West"}
	seats := make([]SeatConfig, b.Players)
	for i := range seats {
		seats[i] = SeatConfig{Name: names[i], Level: b.Level}
	}
	m, err := NewMatch(seats, 0, 2026)
	if err != nil {
		return err
	}
	a.scene = newPlay(a, m, b.Speed)
	return nil
}

// frame records one Update's duration and, once a second, the FPS.
func (b *Bench) frame(update time.Duration) {
	now := time.Now()
	if b.started.IsZero() {
		b.started, b.lastSample = now, now
		return
	}
	b.updates = append(b.updates, update)
	if now.Sub(b.lastSample) >= time.Second {
		b.fps = append(b.fps, ebiten.ActualFPS())
		b.lastSample = now
	}
}

func (b *Bench) finished() bool { return !b.started.IsZero() && time.Since(b.started) >= b.Duration }

// report prints the figures.
func (b *Bench) report(turns int) {
	stats := func(d []time.Duration) (mean, p99, worst float64) {
		if len(d) == 0 {
			return
		}
		s := slices.Clone(d)
		slices.Sort(s)
		var sum time.Duration
		for _, x := range s {
			sum += x
		}
		ms := func(x time.Duration) float64 { return float64(x) / float64(time.Millisecond) }
		return ms(sum) / float64(len(s)), ms(s[len(s)*99/100]), ms(s[len(s)-1])
	}
	um, u99, umax := stats(b.updates)
	dm, d99, dmax := stats(b.draws)
	fps := b.fps
	if len(fps) > 2 {
		fps = fps[1:] // the first second fills the sprite cache
	}
	var sum, low float64
	low = 1e9
	for _, f := range fps {
		sum += f
		low = min(low, f)
	}
	fmt.Fprintf(b.Out, "players %d, level %v, speed %d, %s: %d turns played\n", b.Players, b.Level, b.Speed, b.Duration, turns)
	fmt.Fprintf(b.Out, "FPS mean %.1f, lowest one-second sample %.1f (%d samples)\n", sum/float64(max(1, len(fps))), low, len(fps))
	fmt.Fprintf(b.Out, "Update ms: mean %.3f, p99 %.3f, max %.3f (%d frames)\n", um, u99, umax, len(b.updates))
	fmt.Fprintf(b.Out, "Draw   ms: mean %.3f, p99 %.3f, max %.3f (%d frames)\n", dm, d99, dmax, len(b.draws))
}
