package game

import "time"

// Speed is how fast computer turns are shown, one action at a time.
type Speed uint8

// The speeds, slowest first.
const (
	SpeedSlow Speed = iota
	SpeedNormal
	SpeedFast
	SpeedInstant
	NumSpeeds
)

// Step is the time between two shown actions.
func (s Speed) Step() time.Duration {
	return [...]time.Duration{900 * time.Millisecond, 450 * time.Millisecond, 180 * time.Millisecond, 0}[min(s, SpeedInstant)]
}

// Label names the speed in the player's language.
func (s Speed) Label(env *Env) string {
	return env.T([...]string{"speed.slow", "speed.normal", "speed.fast", "speed.instant"}[min(s, SpeedInstant)])
}
