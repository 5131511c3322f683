//go:build !unix

package server

// openFileLimit is 0 (unknown) where there is no RLIMIT_NOFILE: Windows
// bounds sockets by memory, not by a per-process count.
func openFileLimit() uint64 { return 0 }
