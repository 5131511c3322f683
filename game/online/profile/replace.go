//go:build !js

package profile

import (
	"bytes"
	"crypto/ed25519"
	"fmt"
	"time"
)

// Registration is what a device sends to make its profile known to a
// server, answering the server's challenge: the id, the first key's public
// half and the replacing key's. Both keys sign it, so the server knows the
// device holds both and keeps a replacing key that works. The server keeps
// ID, Key (generation 1) and Replace; never the code.
type Registration struct {
	ID               string            `json:"id"`
	Key              ed25519.PublicKey `json:"key"`
	Replace          ed25519.PublicKey `json:"replace"`
	Signature        []byte            `json:"signature"`         // by Key
	ReplaceSignature []byte            `json:"replace_signature"` // by Replace
}

// NewRegistration is the registration of the profile of code r, answering
// ch.
func NewRegistration(r Recovery, ch Challenge) (Registration, error) {
	first, err := r.Key(FirstGeneration)
	if err != nil {
		return Registration{}, err
	}
	replace, err := r.ReplaceKey()
	if err != nil {
		return Registration{}, err
	}
	reg := Registration{Key: PublicKey(first), Replace: PublicKey(replace)}
	if reg.ID, err = IDOf(reg.Key); err != nil {
		return Registration{}, err
	}
	payload := reg.payload()
	reg.Signature = sign(first, ch, purposeRegister, payload)
	reg.ReplaceSignature = sign(replace, ch, purposeRegister, payload)
	if reg.Signature == nil {
		return Registration{}, ch.check()
	}
	return reg, nil
}

func (reg Registration) payload() []byte { return RegisterPayload(reg.ID, reg.Key, reg.Replace) }

// Verify checks a registration answering ch at now: a well-formed id that
// is its first key's, and both keys' signatures.
func (reg Registration) Verify(ch Challenge, now time.Time) error {
	if _, err := ParseID(reg.ID); err != nil {
		return fmt.Errorf("%w: %w", ErrMalformed, err)
	}
	if len(reg.Replace) != ed25519.PublicKeySize {
		return fmt.Errorf("%w: a replacing key of %d bytes, want %d", ErrMalformed, len(reg.Replace), ed25519.PublicKeySize)
	}
	if id, err := IDOf(reg.Key); err != nil {
		return fmt.Errorf("%w: %w", ErrMalformed, err)
	} else if id != reg.ID {
		return fmt.Errorf("%w: id %s is not its key's (%s)", ErrSignature, reg.ID, id)
	}
	if bytes.Equal(reg.Key, reg.Replace) {
		return fmt.Errorf("%w: the replacing key is the key", ErrMalformed)
	}
	payload := reg.payload()
	if err := verify(reg.Key, ch, reg.Signature, now, purposeRegister, payload); err != nil {
		return fmt.Errorf("registration's key: %w", err)
	}
	if err := verify(reg.Replace, ch, reg.ReplaceSignature, now, purposeRegister, payload); err != nil {
		return fmt.Errorf("registration's replacing key: %w", err)
	}
	return nil
}

// Replacement asks a server to retire a profile's key for the key of a
// later generation, answering the server's challenge. It is signed with
// the replacing key, which only the recovery code makes: a lost device's
// key cannot sign it, nor keep the device in once it is done. The server
// takes it when Verify passes with the replacing key it keeps and
// Generation is above the one it has; it keeps Key and Generation and
// refuses the old key from then on.
type Replacement struct {
	ID         string            `json:"id"`
	Generation uint32            `json:"generation"`
	Key        ed25519.PublicKey `json:"key"` // the new generation's public key
	Signature  []byte            `json:"signature"`
}

// NewReplacement is the replacement of the key of the profile of code r
// by its key of generation, answering ch.
func NewReplacement(r Recovery, generation uint32, ch Challenge) (Replacement, error) {
	key, err := r.Key(generation)
	if err != nil {
		return Replacement{}, err
	}
	replace, err := r.ReplaceKey()
	if err != nil {
		return Replacement{}, err
	}
	rep := Replacement{Generation: generation, Key: PublicKey(key)}
	if rep.ID, err = r.ID(); err != nil {
		return Replacement{}, err
	}
	if rep.Signature = sign(replace, ch, purposeReplace, rep.payload()); rep.Signature == nil {
		return Replacement{}, ch.check()
	}
	return rep, nil
}

func (rep Replacement) payload() []byte { return ReplacePayload(rep.ID, rep.Generation, rep.Key) }

// Verify checks a replacement answering ch at now against the profile's
// replacing key as the server keeps it. Whether Generation is above the
// server's is the server's to check.
func (rep Replacement) Verify(replace ed25519.PublicKey, ch Challenge, now time.Time) error {
	if _, err := ParseID(rep.ID); err != nil {
		return fmt.Errorf("%w: %w", ErrMalformed, err)
	}
	if rep.Generation == 0 {
		return fmt.Errorf("%w: %w", ErrMalformed, ErrGeneration)
	}
	if len(rep.Key) != ed25519.PublicKeySize {
		return fmt.Errorf("%w: a new key of %d bytes, want %d", ErrMalformed, len(rep.Key), ed25519.PublicKeySize)
	}
	if err := verify(replace, ch, rep.Signature, now, purposeReplace, rep.payload()); err != nil {
		return fmt.Errorf("key replacement: %w", err)
	}
	return nil
}
