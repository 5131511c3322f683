// Package profile is the identity of a person who plays online without a
// password: a recovery code to write down, the keys made from it, the id
// a server knows a profile by, and the signed answer to a server's
// challenge that proves a connection holds the key. docs/profiles.md
// tells the design; this package is pure Go (standard library only) and
// builds for the browser as well.
package profile

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode"
)

// Alphabet is Crockford's base 32, the room codes' alphabet: no I, L, O
// or U, so a code copied by hand or read aloud survives.
const Alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

// The recovery code's shape: 28 symbols of secret (140 bits, above the
// 128 that make guessing hopeless) and a check group of 4 symbols (20
// bits: a typo slips through one time in a million), written as 8 groups
// of 4 with the check group last.
const (
	SecretSymbols = 28
	CheckSymbols  = 4
	GroupLen      = 4
	CodeSymbols   = SecretSymbols + CheckSymbols
)

// The errors of a recovery code that cannot be read; ParseRecovery wraps
// one of them with what and where.
var (
	ErrRecovery         = errors.New("recovery code")
	ErrRecoveryLength   = fmt.Errorf("%w: wrong length", ErrRecovery)
	ErrRecoveryChar     = fmt.Errorf("%w: not a code character", ErrRecovery)
	ErrRecoveryChecksum = fmt.Errorf("%w: check group does not match (a typo?)", ErrRecovery)
)

// Recovery is a profile's secret: every key of the profile is made from
// it, and a person who holds it holds the profile. Its zero value is no
// code (IsZero).
type Recovery struct {
	secret [SecretSymbols]byte // symbol values 0..31
	set    bool
}

// NewRecovery draws a new code's 140 bits from rand (crypto/rand.Reader
// outside tests).
func NewRecovery(rand io.Reader) (Recovery, error) {
	var raw [(SecretSymbols*5 + 7) / 8]byte
	if _, err := io.ReadFull(rand, raw[:]); err != nil {
		return Recovery{}, fmt.Errorf("new recovery code: %w", err)
	}
	var r Recovery
	for i := range r.secret {
		r.secret[i] = symbolAt(raw[:], i)
	}
	r.set = true
	return r, nil
}

// symbolAt is the i-th group of 5 bits of b, most significant bit first.
func symbolAt(b []byte, i int) byte {
	var v byte
	for bit := i * 5; bit < i*5+5; bit++ {
		v = v<<1 | (b[bit/8]>>(7-bit%8))&1
	}
	return v
}

// ParseRecovery reads a code as a person types or pastes it: any case,
// spaces, line breaks and hyphens (or other dashes) anywhere, O read as 0 and I or L as 1 (Crockford's
// rule). A wrong length, a character outside the alphabet or a check
// group that does not match is refused, saying which.
func ParseRecovery(s string) (Recovery, error) {
	var symbols [CodeSymbols]byte
	n, pos := 0, 0
	for _, c := range s {
		pos++
		if unicode.IsSpace(c) || unicode.Is(unicode.Pd, c) {
			continue // a space, a line break or a dash of any kind, as a paste brings them
		}
		v, ok := symbolValue(c)
		if !ok {
			return Recovery{}, fmt.Errorf("%w: %q at character %d", ErrRecoveryChar, c, pos)
		}
		if n < CodeSymbols {
			symbols[n] = v
		}
		n++
	}
	if n != CodeSymbols {
		return Recovery{}, fmt.Errorf("%w: %d characters, want %d", ErrRecoveryLength, n, CodeSymbols)
	}
	var r Recovery
	copy(r.secret[:], symbols[:SecretSymbols])
	r.set = true
	check, err := r.check()
	if err != nil {
		return Recovery{}, err
	}
	if check != [CheckSymbols]byte(symbols[SecretSymbols:]) {
		return Recovery{}, ErrRecoveryChecksum
	}
	return r, nil
}

// symbolValue is a typed character's value in the alphabet, read as
// Crockford reads it.
func symbolValue(c rune) (byte, bool) {
	if c >= 'a' && c <= 'z' {
		c -= 'a' - 'A'
	}
	switch c {
	case 'O':
		c = '0'
	case 'I', 'L':
		c = '1'
	}
	if c > 0x7f {
		return 0, false
	}
	i := strings.IndexByte(Alphabet, byte(c))
	return byte(i), i >= 0
}

// IsZero reports whether r is no code (the zero Recovery).
func (r Recovery) IsZero() bool { return !r.set }

// secretText is the secret's 28 symbols as upper-case text: what the
// check and the keys are made from.
func (r Recovery) secretText() []byte {
	b := make([]byte, SecretSymbols)
	for i, v := range r.secret {
		b[i] = Alphabet[v]
	}
	return b
}

// check is the check group: the first 20 bits of a domain-separated
// SHA-256 of the secret.
func (r Recovery) check() ([CheckSymbols]byte, error) {
	var c [CheckSymbols]byte
	sum, err := sum256(append([]byte("orbis recovery check v1\x00"), r.secretText()...))
	if err != nil {
		return c, fmt.Errorf("%w: %w", ErrRecovery, err)
	}
	for i := range c {
		c[i] = symbolAt(sum[:], i)
	}
	return c, nil
}

// String is the code as a person writes it down: 8 groups of 4
// upper-case characters joined by hyphens, the check group last. The
// zero Recovery is "", and so is any where SHA-256 cannot be had.
func (r Recovery) String() string {
	if !r.set {
		return ""
	}
	check, err := r.check()
	if err != nil {
		return "" // no hash to make the check group with (a browser page without WebCrypto)
	}
	text := append(r.secretText(), make([]byte, CheckSymbols)...)
	for i, v := range check {
		text[SecretSymbols+i] = Alphabet[v]
	}
	var b strings.Builder
	for i := 0; i < len(text); i += GroupLen {
		if i > 0 {
			b.WriteByte('-')
		}
		b.Write(text[i : i+GroupLen])
	}
	return b.String()
}
