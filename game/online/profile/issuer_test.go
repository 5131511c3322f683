//go:build !js

package profile

import (
	"errors"
	"testing"
	"time"
)

func TestIssuerTakesEachAnswerOnce(t *testing.T) {
	key := mustKey(t, katRecovery(t), 1)
	pub := PublicKey(key)
	s := NewIssuer(origin, &byteReader{b: 1})
	ch, err := s.Issue(issuedAt)
	if err != nil {
		t.Fatal(err)
	}
	// A forged answer is refused and leaves the challenge to its holder.
	if err := s.Verify(pub, ch, make([]byte, 64), issuedAt); !errors.Is(err, ErrSignature) {
		t.Fatalf("a forged answer = %v, want ErrSignature", err)
	}
	if err := s.Verify(pub, ch, Sign(key, ch), issuedAt.Add(time.Second)); err != nil {
		t.Fatalf("the answer: %v", err)
	}
	if err := s.Verify(pub, ch, Sign(key, ch), issuedAt.Add(2*time.Second)); !errors.Is(err, ErrReplayed) {
		t.Fatalf("the answer again = %v, want ErrReplayed", err)
	}

	mine, _ := NewChallenge(&byteReader{b: 99}, origin, issuedAt)
	if err := s.Verify(pub, mine, Sign(key, mine), issuedAt); !errors.Is(err, ErrNotIssued) {
		t.Errorf("an answer to a challenge the client made = %v, want ErrNotIssued", err)
	}
	other := NewIssuer("other.example.org", &byteReader{b: 50})
	theirs, _ := other.Issue(issuedAt)
	if err := s.Verify(pub, theirs, Sign(key, theirs), issuedAt); !errors.Is(err, ErrNotIssued) {
		t.Errorf("an answer to another server's challenge = %v, want ErrNotIssued", err)
	}
	late, _ := s.Issue(issuedAt)
	moved := late
	moved.Time++
	if err := s.Redeem(moved, issuedAt); !errors.Is(err, ErrNotIssued) {
		t.Errorf("a challenge's nonce at another time = %v, want ErrNotIssued", err)
	}
	if err := s.Verify(pub, late, Sign(key, late), issuedAt.Add(ChallengeLifetime+time.Second)); !errors.Is(err, ErrExpired) {
		t.Errorf("a late answer = %v, want ErrExpired", err)
	}
	if err := s.Redeem(Challenge{}, issuedAt); !errors.Is(err, ErrMalformed) {
		t.Errorf("Redeem of no challenge = %v, want ErrMalformed", err)
	}
}

// The issuer forgets the challenges no one may answer any more, and only
// those.
func TestIssuerForgetsExpiredChallenges(t *testing.T) {
	s := NewIssuer(origin, nil) // crypto/rand: 1,025 nonces all different
	for range 1024 {
		if _, err := s.Issue(issuedAt); err != nil {
			t.Fatal(err)
		}
	}
	later := issuedAt.Add(ChallengeLifetime + time.Second)
	fresh, _ := s.Issue(later) // the 1,025th: the old ones go
	if len(s.issued) != 1 {
		t.Fatalf("%d challenges kept after the others expired, want 1", len(s.issued))
	}
	key := mustKey(t, katRecovery(t), 1)
	if err := s.Verify(PublicKey(key), fresh, Sign(key, fresh), later); err != nil {
		t.Fatalf("the fresh challenge after pruning: %v", err)
	}
}

func TestRegistration(t *testing.T) {
	r := katRecovery(t)
	ch := testChallenge(t)
	reg, err := NewRegistration(r, ch)
	if err != nil {
		t.Fatal(err)
	}
	if reg.ID != katID {
		t.Fatalf("registration's id %s, want %s", reg.ID, katID)
	}
	if err := reg.Verify(ch, issuedAt); err != nil {
		t.Fatalf("the registration: %v", err)
	}
	other, _ := NewRecovery(&byteReader{b: 40})
	theirs, _ := NewRegistration(other, ch)
	change := func(f func(*Registration)) Registration {
		c := reg
		f(&c)
		return c
	}
	for _, tc := range []struct {
		name string
		reg  Registration
		ch   Challenge
		want error
	}{
		{"another's key for this id", change(func(c *Registration) { c.Key = theirs.Key; c.Signature = theirs.Signature }), ch, ErrSignature},
		{"another's replacing key", change(func(c *Registration) { c.Replace = theirs.Replace; c.ReplaceSignature = theirs.ReplaceSignature }), ch, ErrSignature},
		{"the replacing key's signature missing", change(func(c *Registration) { c.ReplaceSignature = nil }), ch, ErrMalformed},
		{"the signatures swapped", change(func(c *Registration) { c.Signature, c.ReplaceSignature = c.ReplaceSignature, c.Signature }), ch, ErrSignature},
		{"the key twice", change(func(c *Registration) { c.Replace = c.Key }), ch, ErrMalformed},
		{"no id", change(func(c *Registration) { c.ID = "" }), ch, ErrMalformed},
		{"no replacing key", change(func(c *Registration) { c.Replace = nil }), ch, ErrMalformed},
		{"no key", change(func(c *Registration) { c.Key = nil }), ch, ErrMalformed},
		{"another challenge", reg, testChallengeFrom(t, 8), ErrSignature},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if err := tc.reg.Verify(tc.ch, issuedAt); !errors.Is(err, tc.want) {
				t.Fatalf("Verify = %v, want %v", err, tc.want)
			}
		})
	}
}

func testChallengeFrom(t testing.TB, b byte) Challenge {
	t.Helper()
	ch, err := NewChallenge(&byteReader{b: b}, origin, issuedAt)
	if err != nil {
		t.Fatal(err)
	}
	return ch
}

func TestReplacement(t *testing.T) {
	r := katRecovery(t)
	replace, _ := r.ReplaceKey()
	replacePub := PublicKey(replace)
	ch := testChallenge(t)
	rep, err := NewReplacement(r, 2, ch)
	if err != nil {
		t.Fatal(err)
	}
	if rep.ID != katID || !rep.Key.Equal(PublicKey(mustKey(t, r, 2))) {
		t.Fatalf("replacement %s %x, want %s and generation 2's key", rep.ID, rep.Key, katID)
	}
	if err := rep.Verify(replacePub, ch, issuedAt); err != nil {
		t.Fatalf("the replacement: %v", err)
	}
	// The lost device holds generation 1's key, not the code: what it can
	// sign does not replace the key.
	lost := mustKey(t, r, 1)
	byLost := rep
	byLost.Signature = sign(lost, ch, purposeReplace, rep.payload())
	back := rep
	back.Generation = 3 // the signature was for generation 2
	if _, err := NewReplacement(r, 0, ch); !errors.Is(err, ErrGeneration) {
		t.Errorf("NewReplacement to generation 0 = %v, want ErrGeneration", err)
	}
	other, _ := NewRecovery(&byteReader{b: 40})
	otherReplace, _ := other.ReplaceKey()
	for _, tc := range []struct {
		name    string
		rep     Replacement
		replace []byte
		ch      Challenge
		now     time.Time
		want    error
	}{
		{"signed by the lost device's key", byLost, replacePub, ch, issuedAt, ErrSignature},
		{"a sign-in's signature", func() Replacement { c := rep; c.Signature = Sign(replace, ch); return c }(), replacePub, ch, issuedAt, ErrSignature},
		{"another generation than signed", back, replacePub, ch, issuedAt, ErrSignature},
		{"another profile's replacing key", rep, PublicKey(otherReplace), ch, issuedAt, ErrSignature},
		{"another challenge", rep, replacePub, testChallengeFrom(t, 8), issuedAt, ErrSignature},
		{"expired", rep, replacePub, ch, issuedAt.Add(time.Hour), ErrExpired},
		{"generation 0", func() Replacement { c := rep; c.Generation = 0; return c }(), replacePub, ch, issuedAt, ErrMalformed},
		{"no new key", func() Replacement { c := rep; c.Key = nil; return c }(), replacePub, ch, issuedAt, ErrMalformed},
		{"no id", func() Replacement { c := rep; c.ID = "x"; return c }(), replacePub, ch, issuedAt, ErrMalformed},
		{"no replacing key kept", rep, nil, ch, issuedAt, ErrMalformed},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if err := tc.rep.Verify(tc.replace, tc.ch, tc.now); !errors.Is(err, tc.want) {
				t.Fatalf("Verify = %v, want %v", err, tc.want)
			}
		})
	}
}
