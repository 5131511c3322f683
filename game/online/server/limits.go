package server

import (
	"sync"
	"time"
)

// bucket is a token bucket: rate tokens a second, up to burst.
type bucket struct {
	tokens float64
	last   time.Time
}

// take spends one token if there is one.
func (b *bucket) take(now time.Time, rate, burst float64) bool {
	b.refill(now, rate, burst)
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}

// refill adds the tokens earned since the bucket was last touched.
func (b *bucket) refill(now time.Time, rate, burst float64) {
	if b.last.IsZero() {
		b.tokens = burst
	} else {
		b.tokens = min(burst, b.tokens+now.Sub(b.last).Seconds()*rate)
	}
	b.last = now
}

// limiter is a token bucket per key (an address), forgetting keys that
// have been full for a while so that its memory stays bounded.
type limiter struct {
	rate, burst float64
	mu          sync.Mutex
	buckets     map[string]*bucket
	swept       time.Time
}

func newLimiter(rate, burst float64) *limiter {
	return &limiter{rate: rate, burst: max(burst, 1), buckets: map[string]*bucket{}}
}

// allow spends one of key's tokens, if it has one.
func (l *limiter) allow(key string, now time.Time) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	if now.Sub(l.swept) > time.Minute {
		l.sweep(now)
	}
	b := l.buckets[key]
	if b == nil {
		b = &bucket{}
		l.buckets[key] = b
	}
	return b.take(now, l.rate, l.burst)
}

// sweep forgets the buckets that have filled up again.
func (l *limiter) sweep(now time.Time) {
	l.swept = now
	for k, b := range l.buckets {
		if b.tokens+now.Sub(b.last).Seconds()*l.rate >= l.burst {
			delete(l.buckets, k)
		}
	}
}

// charge spends n more of key's tokens, as far as lookupDebt below zero:
// failures found after a request was let in.
func (l *limiter) charge(key string, n int, now time.Time) {
	l.mu.Lock()
	defer l.mu.Unlock()
	b := l.buckets[key]
	if b == nil {
		b = &bucket{}
		l.buckets[key] = b
	}
	b.refill(now, l.rate, l.burst)
	b.tokens = max(b.tokens-float64(n), -lookupDebt)
}
