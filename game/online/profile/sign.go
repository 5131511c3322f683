//go:build !js

package profile

import (
	"crypto/ed25519"
	"fmt"
	"time"
)

// Sign is a connection's answer to a server's challenge, made with the
// profile's key of the generation in use. It is nil for a key or a
// challenge of the wrong shape, which Verify refuses. A client signs only
// a challenge whose Origin is the server it dialed.
func Sign(key ed25519.PrivateKey, ch Challenge) []byte {
	return sign(key, ch, purposeSignIn, nil)
}

func sign(key ed25519.PrivateKey, ch Challenge, purpose string, payload []byte) []byte {
	if len(key) != ed25519.PrivateKeySize || ch.check() != nil {
		return nil
	}
	return ed25519.Sign(key, ch.message(purpose, payload))
}

// Verify checks an answer to a challenge against the profile's public key
// now. It refuses, never panics on, keys, signatures and challenges of the
// wrong shape; it cannot know a challenge was answered before: the server
// that issued it does (Issuer).
func Verify(pub ed25519.PublicKey, ch Challenge, sig []byte) error {
	return VerifyAt(pub, ch, sig, time.Now())
}

// VerifyAt is Verify at a given time.
func VerifyAt(pub ed25519.PublicKey, ch Challenge, sig []byte, now time.Time) error {
	return verify(pub, ch, sig, now, purposeSignIn, nil)
}

func verify(pub ed25519.PublicKey, ch Challenge, sig []byte, now time.Time, purpose string, payload []byte) error {
	if len(pub) != ed25519.PublicKeySize {
		return fmt.Errorf("%w: a public key of %d bytes, want %d", ErrMalformed, len(pub), ed25519.PublicKeySize)
	}
	if len(sig) != ed25519.SignatureSize {
		return fmt.Errorf("%w: a signature of %d bytes, want %d", ErrMalformed, len(sig), ed25519.SignatureSize)
	}
	if err := ch.check(); err != nil {
		return err
	}
	if err := ch.fresh(now); err != nil {
		return err
	}
	if !ed25519.Verify(pub, ch.message(purpose, payload), sig) {
		return fmt.Errorf("%w: %s", ErrSignature, purpose)
	}
	return nil
}
