//go:build race

package server

// raceDetector: the race detector's instrumentation deepens a goroutine's frames.
const raceDetector = true
