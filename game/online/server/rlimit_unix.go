//go:build unix

package server

import "syscall"

// openFileLimit is the process's limit of open files (the soft one, which
// Go raises to the hard one as it starts), or 0 when it cannot be read.
func openFileLimit() uint64 {
	var l syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &l); err != nil {
		return 0
	}
	return l.Cur
}
