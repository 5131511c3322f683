//go:build js

package server

import (
	"errors"
	"time"

	"orbis/game/online"
	"orbis/game/online/profile"
)

// The server never runs in a browser; it builds for js/wasm only so that
// game/online's tests, which start one, vet there. Package profile's
// browser build has no Ed25519 of Go's to verify with, so no proof
// verifies.

var errNoVerifier = errors.New("server: profiles are verified with crypto/ed25519, which a browser's build leaves out")

func verifyRegistration(*online.Proof, profile.Challenge, time.Time) error { return errNoVerifier }

func verifySignIn([]byte, profile.Challenge, []byte, time.Time) error { return errNoVerifier }

func verifyReplacement(*online.Proof, []byte, profile.Challenge, time.Time) error {
	return errNoVerifier
}
