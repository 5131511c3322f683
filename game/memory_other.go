//go:build !linux

package game

// tuneMalloc has nothing to do without glibc.
func tuneMalloc() {}
