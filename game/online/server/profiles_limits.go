package server

import (
	"time"
)

// ProfileLimits bound the profiles' requests, per address and per
// profile. A zero field takes its default.
type ProfileLimits struct {
	// RegistrationsPerMinute is how many profiles one address may make a
	// minute (3, as many at once): a profile is a few hundred bytes kept
	// for good, and a display name claimed.
	RegistrationsPerMinute int
	// SignInFailuresPerMinute is how many refused sign-ins, registrations
	// and key replacements one address may have a minute (10, as many at
	// once; a sign-in of an unknown id, a new device's first, is none);
	// then its answers wait for the bucket.
	SignInFailuresPerMinute int
	// SignInsPerMinute is how often one profile may sign in a minute, from
	// any address (30, as many at once): each connection of each device
	// signs in once.
	SignInsPerMinute int
	// ChangesPerHour is how many renames, key replacements and seats taken
	// back (reclaim) one profile may make an hour (20, as many at once).
	ChangesPerHour int
}

func (l ProfileLimits) withDefaults() ProfileLimits {
	if l.RegistrationsPerMinute <= 0 {
		l.RegistrationsPerMinute = 3
	}
	if l.SignInFailuresPerMinute <= 0 {
		l.SignInFailuresPerMinute = 10
	}
	if l.SignInsPerMinute <= 0 {
		l.SignInsPerMinute = 30
	}
	if l.ChangesPerHour <= 0 {
		l.ChangesPerHour = 20
	}
	return l
}

// profileLimiters are the buckets of ProfileLimits.
type profileLimiters struct {
	registrations *limiter // per address key
	failures      *limiter // per address key: refused proofs
	signIns       *limiter // per profile id
	changes       *limiter // per profile id
}

func newProfileLimiters(l ProfileLimits) profileLimiters {
	perMinute := func(n int) *limiter { return newLimiter(float64(n)/60, float64(n)) }
	return profileLimiters{
		registrations: perMinute(l.RegistrationsPerMinute),
		failures:      perMinute(l.SignInFailuresPerMinute),
		signIns:       perMinute(l.SignInsPerMinute),
		changes:       newLimiter(float64(l.ChangesPerHour)/3600, float64(l.ChangesPerHour)),
	}
}

// has reports whether key has a token left, spending none: a failure
// bucket is looked at before the work, and spent only by a failure.
func (l *limiter) has(key string, now time.Time) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	b := l.buckets[key]
	if b == nil {
		return true
	}
	b.refill(now, l.rate, l.burst)
	return b.tokens >= 1
}
