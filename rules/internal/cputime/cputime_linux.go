// Package cputime reads the CPU time of the calling OS thread, for
// benchmarks that must hold still on a machine shared with other jobs:
// with the goroutine locked to its thread, work per CPU second does, where
// wall-clock time per operation swings with the load.
package cputime

import (
	"syscall"
	"time"
)

// Thread returns the CPU time the calling OS thread has used.
func Thread() (time.Duration, error) {
	var ru syscall.Rusage
	const rusageThread = 1 // RUSAGE_THREAD
	if err := syscall.Getrusage(rusageThread, &ru); err != nil {
		return 0, err
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), nil
}
