package session

import "time"

// Work is computer work done a slice at a time: a computer seat's turn, a
// hint, an analysis. Its result stays in the Work, read once it is done.
type Work interface {
	// Step works for about the budget (at least a little) and reports
	// whether the work is finished.
	Step(budget time.Duration) bool
}

// Job runs a Work away from the frame: in a goroutine of its own where
// there are threads to spare, or a slice each time it is polled where the
// game has one thread for everything (a browser tab), so that frames keep
// flowing either way. It is the one way computer work runs.
type Job struct {
	work    Work
	stepped bool
	slice   time.Duration
	done    chan struct{}
	cancel  chan struct{}
	over    bool
}

// Background is the slice a goroutine works between looks for a cancel.
const Background = 20 * time.Millisecond

// StartJob starts a Work. Stepped, it works slice at each Poll and not in
// between; otherwise a goroutine works it to the end.
func StartJob(w Work, stepped bool, slice time.Duration) *Job {
	j := &Job{work: w, stepped: stepped, slice: slice, done: make(chan struct{}), cancel: make(chan struct{})}
	if !stepped {
		go j.run()
	}
	return j
}

func (j *Job) run() {
	defer close(j.done)
	for !j.work.Step(Background) {
		select {
		case <-j.cancel:
			return
		default:
		}
	}
}

// Poll reports whether the work is finished; a stepped job works a slice
// first. Once it reports true, the Work's result may be read.
func (j *Job) Poll() bool {
	if j.over {
		return true
	}
	if j.stepped {
		j.over = j.work.Step(j.slice)
		return j.over
	}
	select {
	case <-j.done:
		j.over = true
	default:
	}
	return j.over
}

// Cancel abandons the work and waits until it no longer runs. Its result,
// if any, is not to be used.
func (j *Job) Cancel() {
	if j.stepped || j.over {
		j.over = true
		return
	}
	close(j.cancel)
	<-j.done
	j.over = true
}
