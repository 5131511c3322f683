package game

import (
	"math/rand/v2"
	"time"
)

// Speed is how fast computer turns are shown, one action at a time.
type Speed uint8

// The speeds, slowest first.
const (
	SpeedSlow Speed = iota
	SpeedNormal
	SpeedFast
	SpeedInstant
)

// step is the time between two shown actions.
func (s Speed) step() time.Duration {
	return [...]time.Duration{900 * time.Millisecond, 450 * time.Millisecond, 180 * time.Millisecond, 0}[min(s, SpeedInstant)]
}

func (s Speed) label(a *App) string {
	return a.T([...]string{"speed.slow", "speed.normal", "speed.fast", "speed.instant"}[min(s, SpeedInstant)])
}

// newSeed draws a seed for a game whose player gave none.
func newSeed() uint64 { return rand.Uint64() >> 1 }
