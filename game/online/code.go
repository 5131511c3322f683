package online

import (
	"fmt"
	"strings"
)

// codeAlphabet is Crockford's base 32: no I, L, O or U, so a code read
// aloud or copied by hand survives; 8 characters make 40 bits.
const CodeAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

// CodeLen is a room code's length in characters.
const CodeLen = 8

// ParseCode reads a code as a person types it: any case, with spaces or a
// dash, O for 0 and I or L for 1.
func ParseCode(s string) (string, error) {
	var b strings.Builder
	for _, r := range strings.ToUpper(s) {
		switch {
		case r == ' ' || r == '-':
			continue
		case r == 'O':
			r = '0'
		case r == 'I' || r == 'L':
			r = '1'
		}
		if r > 0x7f || !strings.ContainsRune(CodeAlphabet, r) {
			return "", fmt.Errorf("room code %q: %q is not a code character", s, r)
		}
		b.WriteRune(r)
	}
	if b.Len() != CodeLen {
		return "", fmt.Errorf("room code %q: %d characters, want %d", s, b.Len(), CodeLen)
	}
	return b.String(), nil
}

// ShowCode writes a code as people read it: two groups of four.
func ShowCode(code string) string {
	if len(code) != CodeLen {
		return code
	}
	return code[:4] + "-" + code[4:]
}
