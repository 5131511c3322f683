//go:build !linux

package cputime

import (
	"errors"
	"time"
)

// Thread would return the calling OS thread's CPU time; only Linux tells it.
func Thread() (time.Duration, error) {
	return 0, errors.New("cputime: a thread's CPU time is read on Linux only")
}
