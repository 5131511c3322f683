//go:build !js

package profile

import (
	"crypto/ed25519"
)

// Key is the profile's key of a generation: the one the device signs a
// server's challenge with. The same code and generation make the same key
// on any device; another generation makes an unrelated one.
func (r Recovery) Key(generation uint32) (ed25519.PrivateKey, error) {
	seed, err := r.Seed(generation)
	if err != nil {
		return nil, err
	}
	return ed25519.NewKeyFromSeed(seed), nil
}

// ReplaceKey is the profile's key that replaces keys: the server keeps
// its public half from the profile's first day, and a request signed with
// it (SignReplacement) retires the key in use for a later generation. It
// is made from the code alone and kept nowhere: a device that no longer
// holds the code cannot replace the key.
func (r Recovery) ReplaceKey() (ed25519.PrivateKey, error) {
	seed, err := r.ReplaceSeed()
	if err != nil {
		return nil, err
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

// PublicKey is the public half of a key made here, or nil for nil.
func PublicKey(key ed25519.PrivateKey) ed25519.PublicKey {
	if len(key) != ed25519.PrivateKeySize {
		return nil
	}
	return key.Public().(ed25519.PublicKey)
}
