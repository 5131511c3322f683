package render

import "time"

// Progress is how far a motion that began at start and lasts dur has gone
// at now: 0 before it starts, 1 once it is over.
func Progress(start, now time.Time, dur time.Duration) float64 {
	t := float64(now.Sub(start)) / float64(max(dur, time.Millisecond))
	return min(1, max(0, t))
}

// Ease turns progress into position along the way: slow to leave, slow to
// land (smoothstep), so a piece moved across the table is easy to follow.
func Ease(t float64) float64 {
	t = min(1, max(0, t))
	return t * t * (3 - 2*t)
}

// Lerp is the point a fraction e of the way from a to b.
func Lerp(a, b, e float64) float64 { return a + (b-a)*e }
