package profile

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"time"
)

// A challenge's limits.
const (
	NonceSize = 32
	MaxOrigin = 255 // bytes of the server's name
	// ChallengeLifetime is how long a challenge may be answered after the
	// server issued it: long enough for a slow phone, too short to keep
	// one for later.
	ChallengeLifetime = 2 * time.Minute
	// ClockSkew is how far in the future a challenge's time may be: a
	// server of a cluster whose clock is a little ahead of another's.
	ClockSkew = 30 * time.Second
)

// The errors of a refused answer; each is wrapped with what was wrong.
var (
	ErrMalformed = errors.New("profile signature: malformed")
	ErrExpired   = errors.New("profile signature: challenge expired")
	ErrSignature = errors.New("profile signature: does not verify (forged, another key, or another challenge)")
	ErrReplayed  = errors.New("profile signature: challenge already answered")
	ErrNotIssued = errors.New("profile signature: challenge not issued here")
)

// Challenge is what a server asks a connection to sign: its own random
// nonce, its name (the origin the client dialed, so that an answer made
// for one server is worth nothing at another) and the time it issued it.
// Its fields travel as they are in the protocol's JSON.
type Challenge struct {
	Nonce  []byte `json:"nonce"`  // NonceSize random bytes
	Origin string `json:"origin"` // the server's name, e.g. "play.example.org" or "127.0.0.1:8080"
	Time   int64  `json:"time"`   // Unix seconds when the server issued it
}

// NewChallenge draws a challenge's nonce from rand (crypto/rand.Reader
// outside tests) for the server named origin at now.
func NewChallenge(rand io.Reader, origin string, now time.Time) (Challenge, error) {
	ch := Challenge{Nonce: make([]byte, NonceSize), Origin: origin, Time: now.Unix()}
	if _, err := io.ReadFull(rand, ch.Nonce); err != nil {
		return Challenge{}, fmt.Errorf("new challenge: %w", err)
	}
	if err := ch.check(); err != nil {
		return Challenge{}, err
	}
	return ch, nil
}

// check refuses a challenge of the wrong shape.
func (c Challenge) check() error {
	switch {
	case len(c.Nonce) != NonceSize:
		return fmt.Errorf("%w: a nonce of %d bytes, want %d", ErrMalformed, len(c.Nonce), NonceSize)
	case c.Origin == "" || len(c.Origin) > MaxOrigin:
		return fmt.Errorf("%w: an origin of %d bytes, want 1 to %d", ErrMalformed, len(c.Origin), MaxOrigin)
	case c.Time <= 0:
		return fmt.Errorf("%w: no time", ErrMalformed)
	}
	return nil
}

// fresh refuses a challenge issued too long before now, or too far after.
func (c Challenge) fresh(now time.Time) error {
	issued := time.Unix(c.Time, 0)
	if age := now.Sub(issued); age > ChallengeLifetime {
		return fmt.Errorf("%w: issued %s ago, answered within %s", ErrExpired, age.Round(time.Second), ChallengeLifetime)
	}
	if ahead := issued.Sub(now); ahead > ClockSkew {
		return fmt.Errorf("%w: issued %s in the future", ErrExpired, ahead.Round(time.Second))
	}
	return nil
}

// What a signature is for: each purpose signs a message no other purpose
// can produce.
const (
	purposeSignIn   = "sign in"
	purposeRegister = "register"
	purposeReplace  = "replace key"
)

// message is the bytes signed for a purpose: a domain-separating header,
// the purpose, the challenge's fields with their lengths, then the
// purpose's own payload.
func (c Challenge) message(purpose string, payload []byte) []byte {
	const header = "orbis profile challenge v1\x00"
	m := make([]byte, 0, len(header)+len(purpose)+1+2+len(c.Origin)+8+len(c.Nonce)+len(payload))
	m = append(m, header...)
	m = append(m, purpose...)
	m = append(m, 0)
	m = binary.BigEndian.AppendUint16(m, uint16(len(c.Origin)))
	m = append(m, c.Origin...)
	m = binary.BigEndian.AppendUint64(m, uint64(c.Time))
	m = append(m, c.Nonce...)
	return append(m, payload...)
}
