//go:build js

package profile

import (
	"encoding/base64"
	"fmt"
	"syscall/js"
)

// pkcs8Ed25519 is the fixed DER prefix of an Ed25519 private key in
// PKCS#8 (RFC 8410) before its 32-byte seed: how WebCrypto imports a seed.
var pkcs8Ed25519 = []byte{0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20}

// WebKey is a profile's key in the browser: WebCrypto's Ed25519 key of a
// seed, and its public half.
type WebKey struct {
	key    js.Value // a CryptoKey that signs
	Public []byte
}

// NewWebKey makes the Ed25519 key of a seed with WebCrypto.
func NewWebKey(seed []byte) (WebKey, error) {
	if len(seed) != SeedSize {
		return WebKey{}, fmt.Errorf("profile key: a seed of %d bytes, want %d", len(seed), SeedSize)
	}
	der := append(append([]byte{}, pkcs8Ed25519...), seed...)
	key, err := callSubtle("importKey", "pkcs8", jsBytes(der), map[string]any{"name": "Ed25519"}, true, []any{"sign"})
	if err != nil {
		return WebKey{}, err
	}
	jwk, err := callSubtle("exportKey", "jwk", key) // a private key's JWK has its public half as x
	if err != nil {
		return WebKey{}, err
	}
	pub, err := base64.RawURLEncoding.DecodeString(jwk.Get("x").String())
	if err != nil || len(pub) != PublicKeySize {
		return WebKey{}, fmt.Errorf("%w: the public key WebCrypto made is not %d bytes of base64url", ErrNoWebCrypto, PublicKeySize)
	}
	return WebKey{key: key, Public: pub}, nil
}

// WebKey is the WebCrypto key of the profile's key of a generation.
func (r Recovery) WebKey(generation uint32) (WebKey, error) {
	seed, err := r.Seed(generation)
	if err != nil {
		return WebKey{}, err
	}
	return NewWebKey(seed)
}

// WebID is the profile's id, its first key made with WebCrypto.
func (r Recovery) WebID() (string, error) {
	k, err := r.WebKey(FirstGeneration)
	if err != nil {
		return "", err
	}
	return IDOf(k.Public)
}

// sign signs the challenge's message for a purpose with WebCrypto.
func (k WebKey) sign(ch Challenge, purpose string, payload []byte) ([]byte, error) {
	if err := ch.check(); err != nil {
		return nil, err
	}
	sig, err := callSubtle("sign", map[string]any{"name": "Ed25519"}, k.key, jsBytes(ch.message(purpose, payload)))
	if err != nil {
		return nil, err
	}
	return goBytes(sig), nil
}

// SignIn is Sign's answer to a server's challenge, made with WebCrypto.
func (k WebKey) SignIn(ch Challenge) ([]byte, error) { return k.sign(ch, purposeSignIn, nil) }

// WebRegistration is the registration of the profile of code r answering
// ch, as NewRegistration makes it, with WebCrypto: the id, both public
// keys and both signatures.
func WebRegistration(r Recovery, ch Challenge) (id string, key, replace, sig, replaceSig []byte, err error) {
	first, err := r.WebKey(FirstGeneration)
	if err != nil {
		return "", nil, nil, nil, nil, err
	}
	seed, err := r.ReplaceSeed()
	if err != nil {
		return "", nil, nil, nil, nil, err
	}
	rk, err := NewWebKey(seed)
	if err != nil {
		return "", nil, nil, nil, nil, err
	}
	if id, err = IDOf(first.Public); err != nil {
		return "", nil, nil, nil, nil, err
	}
	payload := RegisterPayload(id, first.Public, rk.Public)
	if sig, err = first.sign(ch, purposeRegister, payload); err != nil {
		return "", nil, nil, nil, nil, err
	}
	if replaceSig, err = rk.sign(ch, purposeRegister, payload); err != nil {
		return "", nil, nil, nil, nil, err
	}
	return id, first.Public, rk.Public, sig, replaceSig, nil
}

// WebReplacement is the replacement of the profile's key by its key of
// generation, answering ch, as NewReplacement makes it, with WebCrypto:
// the new public key and the replacing key's signature.
func WebReplacement(r Recovery, generation uint32, ch Challenge) (key, sig []byte, err error) {
	next, err := r.WebKey(generation)
	if err != nil {
		return nil, nil, err
	}
	seed, err := r.ReplaceSeed()
	if err != nil {
		return nil, nil, err
	}
	rk, err := NewWebKey(seed)
	if err != nil {
		return nil, nil, err
	}
	id, err := r.WebID()
	if err != nil {
		return nil, nil, err
	}
	sig, err = rk.sign(ch, purposeReplace, ReplacePayload(id, generation, next.Public))
	return next.Public, sig, err
}
