//go:build !js

package server

import (
	"crypto/ed25519"
	"time"

	"orbis/game/online"
	"orbis/game/online/profile"
)

// The checks of a profile's proofs, by package profile with Go's
// crypto/ed25519 (profiles_verify_js.go says why not in a browser).

func verifyRegistration(p *online.Proof, ch profile.Challenge, now time.Time) error {
	reg := profile.Registration{ID: p.ID, Key: ed25519.PublicKey(p.Key), Replace: ed25519.PublicKey(p.Replace), Signature: p.Signature, ReplaceSignature: p.ReplaceSignature}
	return reg.Verify(ch, now)
}

func verifySignIn(key []byte, ch profile.Challenge, sig []byte, now time.Time) error {
	return profile.VerifyAt(ed25519.PublicKey(key), ch, sig, now)
}

func verifyReplacement(p *online.Proof, replace []byte, ch profile.Challenge, now time.Time) error {
	rep := profile.Replacement{ID: p.ID, Generation: p.Generation, Key: ed25519.PublicKey(p.Key), Signature: p.Signature}
	return rep.Verify(ed25519.PublicKey(replace), ch, now)
}
