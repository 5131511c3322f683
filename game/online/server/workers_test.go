package server

import (
	"runtime"
	"sync"
	"testing"
	"time"
)

// settledGoroutines waits until the process's goroutines are at most
// want and reports how many there are.
func settledGoroutines(want int) int {
	deadline := time.Now().Add(safetyNet)
	for runtime.NumGoroutine() > want && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	return runtime.NumGoroutine()
}

// TestWorkersTakeTasksInTurn: tasks run one after another go to the
// worker that waits, not a new goroutine each; a task never waits for a
// busy worker; idle workers end.
func TestWorkersTakeTasksInTurn(t *testing.T) {
	before := runtime.NumGoroutine()
	w := newWorkers(50 * time.Millisecond)
	for i := range 200 {
		done := make(chan struct{})
		w.run(func() { close(done) })
		<-done
		if n := runtime.NumGoroutine(); n > before+2 {
			t.Fatalf("%d goroutines after %d tasks in turn, %d before", n, i+1, before)
		}
	}

	// Three tasks hold their workers; a fourth runs meanwhile.
	hold := make(chan struct{})
	var held sync.WaitGroup
	for range 3 {
		held.Add(1)
		w.run(func() { defer held.Done(); <-hold })
	}
	ran := make(chan struct{})
	w.run(func() { close(ran) })
	select {
	case <-ran:
	case <-time.After(safetyNet):
		t.Fatal("a task waited for the busy workers")
	}
	close(hold)
	held.Wait()

	if n := settledGoroutines(before); n > before {
		t.Fatalf("%d goroutines once the workers idled, %d before", n, before)
	}
}

// TestWorkersRunEveryTaskOnce: tasks handed over from many goroutines at
// once each run once.
func TestWorkersRunEveryTaskOnce(t *testing.T) {
	w := newWorkers(time.Second)
	const senders, each = 8, 500
	var mu sync.Mutex
	runs := map[int]int{}
	var all sync.WaitGroup
	all.Add(senders * each)
	for s := range senders {
		go func() {
			for i := range each {
				id := s*each + i
				w.run(func() {
					mu.Lock()
					runs[id]++
					mu.Unlock()
					all.Done()
				})
			}
		}()
	}
	all.Wait()
	if len(runs) != senders*each {
		t.Fatalf("%d tasks ran, of %d", len(runs), senders*each)
	}
	for id, n := range runs {
		if n != 1 {
			t.Fatalf("task %d ran %d times", id, n)
		}
	}
}
