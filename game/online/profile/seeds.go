package profile

import (
	"encoding/binary"
	"errors"
	"fmt"
	"strings"
)

// The parts of the keys that need no Ed25519: the labels, the seeds a
// code makes, the id of a public key. The desktop and the server make
// the keys with crypto/ed25519 (keys.go); the browser with WebCrypto
// (keys_js.go), so that its build links no Ed25519 of Go's.

// The labels that keep each key made from a recovery code apart from
// every other: changing one makes every profile's keys new.
const (
	keySalt      = "orbis profile v1"
	keyLabel     = "orbis profile key v1"     // followed by the generation
	replaceLabel = "orbis profile replace v1" // the key that replaces keys
	idLabel      = "orbis profile id v1\x00"
)

// The sizes of an Ed25519 key's parts, as crypto/ed25519 has them.
const (
	SeedSize      = 32
	PublicKeySize = 32
	SignatureSize = 64
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

// Seed is the seed of the profile's key of a generation:
// HKDF-SHA-256 of the secret's text under the generation's label.
func (r Recovery) Seed(generation uint32) ([]byte, error) {
	if generation == 0 {
		return nil, ErrGeneration
	}
	var info [len(keyLabel) + 4]byte
	copy(info[:], keyLabel)
	binary.BigEndian.PutUint32(info[len(keyLabel):], generation)
	return r.seed(string(info[:]))
}

// ReplaceSeed is the seed of the profile's replacing key.
func (r Recovery) ReplaceSeed() ([]byte, error) { return r.seed(replaceLabel) }

func (r Recovery) seed(label string) ([]byte, error) {
	if !r.set {
		return nil, fmt.Errorf("profile key: %w: no code", ErrRecovery)
	}
	seed, err := hkdfSHA256(r.secretText(), []byte(keySalt), label, SeedSize)
	if err != nil {
		return nil, fmt.Errorf("profile key: %w", err)
	}
	return seed, nil
}

// IDOf is the id of a profile whose first key's public half is first:
// 80 bits of a domain-separated SHA-256 of it, 16 characters of
// Crockford's base 32. A server checks a new profile's id with it.
func IDOf(first []byte) (string, error) {
	if len(first) != PublicKeySize {
		return "", fmt.Errorf("%w: a public key of %d bytes, want %d", ErrID, len(first), PublicKeySize)
	}
	sum, err := sum256(append([]byte(idLabel), first...))
	if err != nil {
		return "", fmt.Errorf("%w: %w", ErrID, err)
	}
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

// RegisterPayload is what a registration's two signatures cover after the
// challenge: the id, the first public key and the replacing one.
func RegisterPayload(id string, key, replace []byte) []byte {
	p := append([]byte{byte(len(id))}, id...)
	p = append(p, key...)
	return append(p, replace...)
}

// ReplacePayload is what a key replacement's signature covers after the
// challenge: the id, the new generation and its public key.
func ReplacePayload(id string, generation uint32, key []byte) []byte {
	p := append([]byte{byte(len(id))}, id...)
	p = binary.BigEndian.AppendUint32(p, generation)
	return append(p, key...)
}
