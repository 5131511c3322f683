package server

import "time"

// workers runs a server's short tasks (a request, a connection's writes,
// a room's store write) on goroutines that wait a while for the next one
// once done. A new goroutine starts with a small stack and grew it, copy
// by copy, for every request it served: a twentieth of a loaded server's
// CPU. One taken from the idle keeps the stack it grew, until the
// collector shrinks it or it has waited idleFor and ends.
type workers struct {
	tasks   chan func() // unbuffered: a send goes through only to a waiting worker
	idleFor time.Duration
}

// workerIdle is how long a worker waits for a task before it ends: the
// workers a burst made go once it has passed.
const workerIdle = 5 * time.Second

func newWorkers(idleFor time.Duration) *workers {
	return &workers{tasks: make(chan func()), idleFor: idleFor}
}

// run has task run by a waiting worker, or a new one when none waits; it
// never blocks. A task contains its own panics, as a goroutine's must.
func (w *workers) run(task func()) {
	select {
	case w.tasks <- task:
	default:
		go w.work(task)
	}
}

// work runs task and then the tasks handed to it, until none comes for
// idleFor.
func (w *workers) work(task func()) {
	idle := time.NewTimer(w.idleFor)
	defer idle.Stop()
	for {
		task()
		task = nil // what it held goes while the worker waits
		idle.Reset(w.idleFor)
		select {
		case task = <-w.tasks:
		case <-idle.C:
			return
		}
	}
}
