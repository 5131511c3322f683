package profile

import (
	"crypto/ed25519"
	"crypto/hkdf"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"strings"
)

// The labels that keep each key made from a recovery code apart from
// every other: changing one makes every profile's keys new.
const (
	keySalt      = "orbis profile v1"
	keyLabel     = "orbis profile key v1"     // followed by the generation
	replaceLabel = "orbis profile replace v1" // the key that replaces keys
	idLabel      = "orbis profile id v1\x00"
)

// FirstGeneration is a new profile's key generation; replacing the key
// makes the next one. Generation 0 is no key: a field left unset.
const FirstGeneration = 1

// IDSymbols is a profile id's length: 80 bits in Crockford's base 32.
const IDSymbols = 16

// ErrGeneration is the error of generation 0, which no key has.
var ErrGeneration = errors.New("profile key generation 0: generations start at 1")

// ErrID is wrapped by the error of a text that is not a profile id.
var ErrID = errors.New("profile id")

// Key is the profile's key of a generation: the one the device signs a
// server's challenge with. The same code and generation make the same key
// on any device; another generation makes an unrelated one.
func (r Recovery) Key(generation uint32) (ed25519.PrivateKey, error) {
	if generation == 0 {
		return nil, ErrGeneration
	}
	var info [len(keyLabel) + 4]byte
	copy(info[:], keyLabel)
	binary.BigEndian.PutUint32(info[len(keyLabel):], generation)
	return r.derive(string(info[:]))
}

// ReplaceKey is the profile's key that replaces keys: the server keeps
// its public half from the profile's first day, and a request signed with
// it (SignReplacement) retires the key in use for a later generation. It
// is made from the code alone and kept nowhere: a device that no longer
// holds the code cannot replace the key.
func (r Recovery) ReplaceKey() (ed25519.PrivateKey, error) {
	return r.derive(replaceLabel)
}

// derive is the ed25519 key whose seed is HKDF-SHA-256 of the secret's
// text under the label.
func (r Recovery) derive(label string) (ed25519.PrivateKey, error) {
	if !r.set {
		return nil, fmt.Errorf("profile key: %w: no code", ErrRecovery)
	}
	seed, err := hkdf.Key(sha256.New, r.secretText(), []byte(keySalt), label, ed25519.SeedSize)
	if err != nil {
		return nil, fmt.Errorf("profile key: %w", err)
	}
	return ed25519.NewKeyFromSeed(seed), nil
}

// ID is the profile's id: the id of its first generation's key, so it
// stays the same when the key is replaced.
func (r Recovery) ID() (string, error) {
	key, err := r.Key(FirstGeneration)
	if err != nil {
		return "", err
	}
	return IDOf(key.Public().(ed25519.PublicKey))
}

// IDOf is the id of a profile whose first key's public half is first:
// 80 bits of a domain-separated SHA-256 of it, 16 characters of
// Crockford's base 32. A server checks a new profile's id with it.
func IDOf(first ed25519.PublicKey) (string, error) {
	if len(first) != ed25519.PublicKeySize {
		return "", fmt.Errorf("%w: a public key of %d bytes, want %d", ErrID, len(first), ed25519.PublicKeySize)
	}
	sum := sha256.Sum256(append([]byte(idLabel), first...))
	var b [IDSymbols]byte
	for i := range b {
		b[i] = Alphabet[symbolAt(sum[:], i)]
	}
	return string(b[:]), nil
}

// ParseID checks a profile id as it comes from the network or a file: 16
// upper-case characters of the alphabet, exactly as IDOf writes them.
func ParseID(s string) (string, error) {
	if len(s) != IDSymbols {
		return "", fmt.Errorf("%w %.40q: %d characters, want %d", ErrID, s, len(s), IDSymbols)
	}
	for i := range len(s) {
		if strings.IndexByte(Alphabet, s[i]) < 0 {
			return "", fmt.Errorf("%w %q: %q at character %d is not an id character", ErrID, s, s[i], i+1)
		}
	}
	return s, nil
}

// PublicKey is the public half of a key made here, or nil for nil.
func PublicKey(key ed25519.PrivateKey) ed25519.PublicKey {
	if len(key) != ed25519.PrivateKeySize {
		return nil
	}
	return key.Public().(ed25519.PublicKey)
}
