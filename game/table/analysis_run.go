package table

import (
	"context"
	"image/color"
	"sync/atomic"
	"time"

	"orbis/render"
)

// A post-game analysis under way, the same for every game: on goroutines
// where there are threads to spare, a slice of each frame where there is
// one thread (a browser tab). The viewer polls it once a frame in Update.
type AnalysisRun[R any] interface {
	// Poll works a slice when stepped, and reports the tasks done, of how
	// many, and whether the analysis ended (done or failed).
	Poll() (done, total int, ended bool)
	// Result is the report, or why there is none, once Poll said ended.
	Result() (R, error)
	// Cancel stops the work at once; nothing of it is used after.
	Cancel()
}

// Stepper is an analysis run a slice at a time on the frame's thread.
type Stepper[R any] interface {
	Step(slice time.Duration) (done bool)
	Progress() (done, total int)
	Report() (R, error)
}

// SteppedAnalysis runs a Stepper a slice at each Poll.
func SteppedAnalysis[R any](s Stepper[R], slice time.Duration) AnalysisRun[R] {
	return &steppedRun[R]{s: s, slice: slice}
}

type steppedRun[R any] struct {
	s     Stepper[R]
	slice time.Duration
	ended bool
}

func (r *steppedRun[R]) Poll() (done, total int, ended bool) {
	if !r.ended {
		r.ended = r.s.Step(r.slice)
	}
	done, total = r.s.Progress()
	return done, total, r.ended
}

func (r *steppedRun[R]) Result() (R, error) { return r.s.Report() }

func (r *steppedRun[R]) Cancel() { r.ended = true }

// GoAnalysis runs a whole analysis on its own goroutines: run hears its
// context (cancelled by Cancel) and reports its progress through done.
func GoAnalysis[R any](total int, run func(ctx context.Context, progress func(done, total int)) (R, error)) AnalysisRun[R] {
	ctx, stop := context.WithCancel(context.Background())
	r := &goRun[R]{stop: stop, total: total, out: make(chan goResult[R], 1), ended: make(chan struct{})}
	go func() {
		defer close(r.ended)
		rep, err := run(ctx, func(done, _ int) { r.done.Store(int64(done)) })
		r.out <- goResult[R]{rep, err}
	}()
	return r
}

type goRun[R any] struct {
	stop  context.CancelFunc
	done  atomic.Int64
	total int
	out   chan goResult[R]
	ended chan struct{} // closed when the goroutine has returned
	got   *goResult[R]
}

// Ended is closed once the analysis' goroutine has returned (a test waits
// on it after Cancel).
func (r *goRun[R]) Ended() <-chan struct{} { return r.ended }

type goResult[R any] struct {
	rep R
	err error
}

func (r *goRun[R]) Poll() (done, total int, ended bool) {
	if r.got == nil {
		select {
		case res := <-r.out:
			r.got = &res
		default:
		}
	}
	return int(r.done.Load()), r.total, r.got != nil
}

func (r *goRun[R]) Result() (R, error) {
	if r.got == nil {
		var none R
		return none, context.Canceled
	}
	return r.got.rep, r.got.err
}

// Cancel ends the analysis' context: its goroutines stop within a slice
// and leave by themselves; the frame does not wait for them.
func (r *goRun[R]) Cancel() { r.stop() }

// classLook is how a decision's class shows on the review slider, best
// first: its colour, and its mark's height, which grows with the cost so
// that colour is not all that tells the classes apart.
var classLook = [...]struct {
	color  color.RGBA
	height float64
}{
	{color.RGBA{0x4f, 0xd1, 0x8b, 0xff}, 6},
	{color.RGBA{0x7f, 0xb0, 0xd8, 0xff}, 8},
	{color.RGBA{0xf0, 0xe4, 0x42, 0xff}, 10},
	{color.RGBA{0xe6, 0x9f, 0x00, 0xff}, 12},
	{render.Danger, 14},
}

// ClassLook is how a class of the analyses (best 0 to blunder 4) shows on
// the slider; an unknown class looks like a blunder.
func ClassLook[C ~uint8](c C) (color.RGBA, float64) {
	if int(c) < len(classLook) {
		return classLook[c].color, classLook[c].height
	}
	return render.Danger, 14
}
