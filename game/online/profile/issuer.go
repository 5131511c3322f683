//go:build !js

package profile

import (
	"crypto/ed25519"
	"crypto/rand"
	"fmt"
	"io"
	"sync"
	"time"
)

// Issuer is a server's side of the challenges: it issues them under its
// name and takes each one's answer once, while it is fresh. An answer to
// a challenge it did not issue, or one it took already, is refused: the
// nonce is the server's, so no one can sign in advance, and an answer
// seen on the wire cannot be used again. Safe for concurrent use; its
// memory is the challenges of the last ChallengeLifetime.
type Issuer struct {
	origin string
	rand   io.Reader

	mu      sync.Mutex
	issued  map[[NonceSize]byte]issued
	pruneAt int
}

type issued struct {
	time int64 // the challenge's Time: the nonce is the server's only with it
	used bool
}

// NewIssuer is the issuer of a server named origin (the name its clients
// dial); rand nil is crypto/rand.
func NewIssuer(origin string, random io.Reader) *Issuer {
	if random == nil {
		random = rand.Reader
	}
	return &Issuer{origin: origin, rand: random, issued: map[[NonceSize]byte]issued{}, pruneAt: 1024}
}

// Issue is a new challenge at now.
func (s *Issuer) Issue(now time.Time) (Challenge, error) {
	ch, err := NewChallenge(s.rand, s.origin, now)
	if err != nil {
		return Challenge{}, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.issued) >= s.pruneAt {
		s.prune(now)
	}
	s.issued[[NonceSize]byte(ch.Nonce)] = issued{time: ch.Time}
	return ch, nil
}

// prune forgets the challenges no one may answer any more.
func (s *Issuer) prune(now time.Time) {
	for nonce, is := range s.issued {
		if (Challenge{Time: is.time}).fresh(now) != nil {
			delete(s.issued, nonce)
		}
	}
	s.pruneAt = max(1024, 2*len(s.issued))
}

// Redeem takes a challenge as answered at now, once: after its answer
// verified (Verify here, or a Registration's or Replacement's Verify).
func (s *Issuer) Redeem(ch Challenge, now time.Time) error {
	if err := ch.check(); err != nil {
		return err
	}
	if ch.Origin != s.origin {
		return fmt.Errorf("%w: for %q, this is %q", ErrNotIssued, ch.Origin, s.origin)
	}
	if err := ch.fresh(now); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	nonce := [NonceSize]byte(ch.Nonce)
	is, ok := s.issued[nonce]
	switch {
	case !ok || is.time != ch.Time:
		return ErrNotIssued
	case is.used:
		return ErrReplayed
	}
	s.issued[nonce] = issued{time: is.time, used: true}
	return nil
}

// Verify checks a sign-in's answer at now (VerifyAt) and takes its
// challenge as answered: a second answer to it is refused.
func (s *Issuer) Verify(pub ed25519.PublicKey, ch Challenge, sig []byte, now time.Time) error {
	if err := VerifyAt(pub, ch, sig, now); err != nil {
		return err
	}
	return s.Redeem(ch, now)
}
