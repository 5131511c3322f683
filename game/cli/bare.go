//go:build !js

package cli

import (
	"fmt"
	"image/color"
	"io"
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
	"github.com/tinne26/etxt"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"

	"orbis/game"
)

// barePhases is how many phases orbis fps --bare runs: the table and the
// bare program take turns, three times each, the table first.
const barePhases = 6

// bareWarmUp is how long the table is drawn before the first phase: its
// first frames paint every piece and word for the first time, a cost of
// starting, not of a frame.
const bareWarmUp = 2 * time.Second

// bareBench is orbis fps --bare: in one window, the table and a bare
// Ebitengine program (a filled rectangle and a line of text, as the
// simplest game would draw) take turns for the same time. The App is
// updated in every phase, so the same computer seats think and play while
// the bare program draws: both run under the same load. It measures the
// frames each draws per second, and the table's Draw times.
type bareBench struct {
	app   *game.App
	watch *bench // the hook: opens the computers' game, closes it at the end
	phase time.Duration
	out   io.Writer
	txt   *etxt.Renderer

	warming    bool // the warm-up is under way
	warmFrames int  // the frames drawn in it
	current    int
	began      time.Time
	frames     [barePhases]int
	lasted     [barePhases]time.Duration
	draws      [barePhases / 2][]time.Duration // each table phase's Draw times
}

// newBareBench prepares the bare program; the App is given when it runs.
func newBareBench(watch *bench, phase time.Duration, out io.Writer) (*bareBench, error) {
	f, err := sfnt.Parse(goregular.TTF)
	if err != nil {
		return nil, fmt.Errorf("bare program: the Go font: %w", err)
	}
	r := etxt.NewRenderer()
	r.SetFont(f)
	r.Utils().SetCache8MiB()
	r.SetSize(32)
	r.SetColor(color.RGBA{0xf4, 0xee, 0xdc, 0xff})
	r.SetAlign(etxt.Left | etxt.VertCenter)
	return &bareBench{watch: watch, phase: phase, out: out, txt: r}, nil
}

// table reports whether the phase under way is the table's.
func (b *bareBench) table() bool { return b.current%2 == 0 }

func (b *bareBench) Update() error {
	if b.advance(time.Now()) {
		b.watch.close()
		b.report()
		return ebiten.Termination
	}
	return b.app.Update()
}

// advance moves on to the next phase once the one under way has lasted
// its time (the warm-up first, for bareWarmUp), and reports whether the
// last one is over.
func (b *bareBench) advance(now time.Time) (done bool) {
	if b.began.IsZero() {
		b.began, b.warming = now, true
	}
	took := now.Sub(b.began)
	switch {
	case b.warming && took >= bareWarmUp:
		b.warming, b.began = false, now
	case !b.warming && took >= b.phase:
		b.lasted[b.current] = took
		b.current++
		b.began = now
		if b.current == barePhases {
			return true
		}
		b.watch.wholeFrame = b.table() // the table's first frame is drawn over the bare program's
	}
	return false
}

func (b *bareBench) Draw(screen *ebiten.Image) {
	if b.warming { // the table's first pieces and words, not counted
		b.warmFrames++
		b.app.Draw(screen)
		return
	}
	b.frames[b.current]++
	if !b.table() {
		screen.Fill(color.RGBA{0x1f, 0x2a, 0x36, 0xff})
		vector.FillRect(screen, 100, 200, 400, 150, color.RGBA{0xf2, 0xc1, 0x4e, 0xff}, false)
		b.txt.Draw(screen, "Hello from a bare Ebitengine program", 100, 100)
		return
	}
	start := time.Now()
	b.app.Draw(screen)
	b.draws[b.current/2] = append(b.draws[b.current/2], time.Since(start))
	b.watch.wholeFrame = false
}

func (b *bareBench) Layout(w, h int) (int, int) { return b.app.Layout(w, h) }

func (b *bareBench) LayoutF(w, h float64) (float64, float64) { return b.app.LayoutF(w, h) }

// report prints each phase's figures, then the three lines the issue's
// check reads: the ratio of the medians of the table's and the bare
// program's FPS, and the median over the table's phases of their 99th
// percentile and slowest Draw.
func (b *bareBench) report() {
	fmt.Fprintf(b.out, "warm-up %s: %d frames of the table, not counted\n", bareWarmUp, b.warmFrames)
	var tableFPS, bareFPS, p99s, maxes []float64
	for i := range barePhases {
		fps := float64(b.frames[i]) / b.lasted[i].Seconds()
		if i%2 == 1 {
			bareFPS = append(bareFPS, fps)
			fmt.Fprintf(b.out, "phase %d bare:  %.1f FPS\n", i+1, fps)
			continue
		}
		tableFPS = append(tableFPS, fps)
		d := slices.Clone(b.draws[i/2])
		slices.Sort(d)
		var p99, worst float64
		if len(d) > 0 {
			p99, worst = millis(d[len(d)*99/100]), millis(d[len(d)-1])
		}
		p99s, maxes = append(p99s, p99), append(maxes, worst)
		fmt.Fprintf(b.out, "phase %d table: %.1f FPS, Draw p99 %.1f ms, max %.1f ms (%d frames)\n", i+1, fps, p99, worst, len(d))
	}
	fmt.Fprintf(b.out, "ratio %.2f\n", median(tableFPS)/max(median(bareFPS), 1e-9))
	fmt.Fprintf(b.out, "draw-p99-ms %.1f\n", median(p99s))
	fmt.Fprintf(b.out, "draw-max-ms %.1f\n", median(maxes))
}

func millis(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// median of three or any count: the middle value, or the mean of the two.
func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}
