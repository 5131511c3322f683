//go:build !js

package profile

import (
	"bytes"
	"crypto/ed25519"
	"errors"
	"testing"
	"time"
)

// issuedAt is the time of the tests' challenges: the tests never read a
// clock.
var issuedAt = time.Date(2026, 11, 28, 1, 0, 0, 0, time.UTC)

const origin = "play.example.org"

func testChallenge(t testing.TB) Challenge {
	t.Helper()
	ch, err := NewChallenge(&byteReader{b: 7}, origin, issuedAt)
	if err != nil {
		t.Fatal(err)
	}
	return ch
}

func TestSignVerify(t *testing.T) {
	r := katRecovery(t)
	key := mustKey(t, r, 1)
	pub := PublicKey(key)
	ch := testChallenge(t)
	sig := Sign(key, ch)
	replace, _ := r.ReplaceKey()
	tampered := func(change func(*Challenge)) Challenge {
		c := ch
		c.Nonce = bytes.Clone(ch.Nonce)
		change(&c)
		return c
	}
	flipped := bytes.Clone(sig)
	flipped[10] ^= 1
	for _, tc := range []struct {
		name string
		pub  ed25519.PublicKey
		ch   Challenge
		sig  []byte
		now  time.Time
		want error
	}{
		{"good", pub, ch, sig, issuedAt, nil},
		{"good at the end of its life", pub, ch, sig, issuedAt.Add(ChallengeLifetime), nil},
		{"good from a server a little behind", pub, ch, sig, issuedAt.Add(-ClockSkew), nil},
		{"forged", pub, ch, bytes.Repeat([]byte{0x5a}, ed25519.SignatureSize), issuedAt, ErrSignature},
		{"a bit flipped", pub, ch, flipped, issuedAt, ErrSignature},
		{"another generation's key", PublicKey(mustKey(t, r, 2)), ch, sig, issuedAt, ErrSignature},
		{"signed by the replacing key", pub, ch, Sign(replace, ch), issuedAt, ErrSignature},
		{"the nonce tampered", pub, tampered(func(c *Challenge) { c.Nonce[0] ^= 1 }), sig, issuedAt, ErrSignature},
		{"another server", pub, tampered(func(c *Challenge) { c.Origin = "evil.example.org" }), sig, issuedAt, ErrSignature},
		{"the time moved", pub, tampered(func(c *Challenge) { c.Time++ }), sig, issuedAt, ErrSignature},
		{"expired", pub, ch, sig, issuedAt.Add(ChallengeLifetime + time.Second), ErrExpired},
		{"from the future", pub, ch, sig, issuedAt.Add(-ClockSkew - time.Second), ErrExpired},
		{"no public key", nil, ch, sig, issuedAt, ErrMalformed},
		{"a short public key", pub[:31], ch, sig, issuedAt, ErrMalformed},
		{"a private key for a public one", ed25519.PublicKey(key), ch, sig, issuedAt, ErrMalformed},
		{"no signature", pub, ch, nil, issuedAt, ErrMalformed},
		{"a short signature", pub, ch, sig[:63], issuedAt, ErrMalformed},
		{"a long signature", pub, ch, append(bytes.Clone(sig), 0), issuedAt, ErrMalformed},
		{"no challenge", pub, Challenge{}, sig, issuedAt, ErrMalformed},
		{"a short nonce", pub, tampered(func(c *Challenge) { c.Nonce = c.Nonce[:16] }), sig, issuedAt, ErrMalformed},
		{"no origin", pub, tampered(func(c *Challenge) { c.Origin = "" }), sig, issuedAt, ErrMalformed},
		{"a long origin", pub, tampered(func(c *Challenge) { c.Origin = string(make([]byte, MaxOrigin+1)) }), sig, issuedAt, ErrMalformed},
		{"no time", pub, tampered(func(c *Challenge) { c.Time = 0 }), sig, issuedAt, ErrMalformed},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := VerifyAt(tc.pub, tc.ch, tc.sig, tc.now)
			if !errors.Is(err, tc.want) || (tc.want == nil) != (err == nil) {
				t.Fatalf("VerifyAt = %v, want %v", err, tc.want)
			}
		})
	}
	if err := Verify(pub, ch, sig); !errors.Is(err, ErrExpired) {
		t.Errorf("Verify now of a challenge of %s = %v, want ErrExpired", issuedAt, err)
	}
}

func TestSignRefusesWhatItCannotSign(t *testing.T) {
	ch := testChallenge(t)
	if sig := Sign(nil, ch); sig != nil {
		t.Errorf("Sign with no key = %x, want nil", sig)
	}
	if sig := Sign(mustKey(t, katRecovery(t), 1), Challenge{Origin: origin}); sig != nil {
		t.Errorf("Sign of a challenge with no nonce = %x, want nil", sig)
	}
	if _, err := NewChallenge(bytes.NewReader(make([]byte, 31)), origin, issuedAt); err == nil {
		t.Error("NewChallenge with 31 random bytes: no error")
	}
	if _, err := NewChallenge(&byteReader{}, "", issuedAt); !errors.Is(err, ErrMalformed) {
		t.Errorf("NewChallenge with no origin = %v, want ErrMalformed", err)
	}
}

func FuzzVerify(f *testing.F) {
	r := katRecovery(f)
	key := mustKey(f, r, 1)
	ch, err := NewChallenge(&byteReader{b: 7}, origin, issuedAt)
	if err != nil {
		f.Fatal(err)
	}
	sig := Sign(key, ch)
	f.Add([]byte(PublicKey(key)), ch.Nonce, ch.Origin, ch.Time, sig)
	f.Add([]byte(PublicKey(key)), ch.Nonce, ch.Origin, ch.Time+1, sig)
	f.Add([]byte{}, []byte{}, "", int64(0), []byte{})
	f.Add([]byte(key), ch.Nonce[:31], "\xff", int64(-1), sig[:1])
	f.Fuzz(func(t *testing.T, pub, nonce []byte, origin string, issued int64, sig []byte) {
		c := Challenge{Nonce: nonce, Origin: origin, Time: issued}
		err := VerifyAt(pub, c, sig, issuedAt)
		if err == nil && (len(pub) != ed25519.PublicKeySize || !ed25519.Verify(pub, c.message(purposeSignIn, nil), sig)) {
			t.Fatalf("VerifyAt(%x, %+v, %x) passed a signature that does not verify", pub, c, sig)
		}
		if err != nil && !errors.Is(err, ErrMalformed) && !errors.Is(err, ErrExpired) && !errors.Is(err, ErrSignature) {
			t.Fatalf("VerifyAt: %v is none of the package's errors", err)
		}
	})
}
