//go:build !unix

package cli

// raiseOpenFiles: a system without Unix's limits of open files tells none
// (0: the load test does not check its clients against it).
func raiseOpenFiles() uint64 { return 0 }

// cpuSeconds: the load test reads its own CPU time on Unix only; elsewhere
// it reports none.
func cpuSeconds() float64 { return 0 }
