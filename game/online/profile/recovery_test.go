//go:build !js

package profile

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

// katRandom is the reader of the known-answer code: bytes 1 to 18.
func katRandom() *bytes.Reader {
	b := make([]byte, 18)
	for i := range b {
		b[i] = byte(i + 1)
	}
	return bytes.NewReader(b)
}

// The known answers below were computed by an independent implementation
// of docs/profiles.md (Python's hashlib and the cryptography package's
// HKDF and Ed25519), not by this package.
const katCode = "0410-6105-0R3G-G28A-1C60-T3GF-208H-2AQM"

func katRecovery(t testing.TB) Recovery {
	t.Helper()
	r, err := NewRecovery(katRandom())
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestRecoveryKnownAnswer(t *testing.T) {
	if got := katRecovery(t).String(); got != katCode {
		t.Fatalf("code from bytes 1..18 = %s, want %s", got, katCode)
	}
}

func TestParseRecoveryReadsWhatAPersonTypes(t *testing.T) {
	want := katRecovery(t)
	for _, tc := range []struct{ name, in string }{
		{"as written", katCode},
		{"lower case", strings.ToLower(katCode)},
		{"no hyphens", strings.ReplaceAll(katCode, "-", "")},
		{"spaces", strings.ReplaceAll(katCode, "-", " ")},
		{"spaces and a line break around", "  " + strings.ReplaceAll(katCode, "-", "  ") + "\n"},
		{"non-breaking spaces and en dashes, as pasted", strings.ReplaceAll(strings.Replace(katCode, "-", "\u00a0", 3), "-", "\u2013")},
		{"O for 0", strings.ReplaceAll(katCode, "0", "O")},
		{"o for 0", strings.ReplaceAll(katCode, "0", "o")},
		{"I for 1", strings.ReplaceAll(katCode, "1", "I")},
		{"l for 1", strings.ReplaceAll(katCode, "1", "l")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := ParseRecovery(tc.in)
			if err != nil {
				t.Fatalf("ParseRecovery(%q): %v", tc.in, err)
			}
			if got != want {
				t.Fatalf("ParseRecovery(%q) = %s, want %s", tc.in, got, want)
			}
		})
	}
}

func TestParseRecoveryRefuses(t *testing.T) {
	for _, tc := range []struct {
		name, in string
		want     error
		says     string
	}{
		{"empty", "", ErrRecoveryLength, "0 characters, want 32"},
		{"a group short", katCode[:len(katCode)-5], ErrRecoveryLength, "28 characters"},
		{"a character more", katCode + "7", ErrRecoveryLength, "33 characters"},
		{"twice", katCode + katCode, ErrRecoveryLength, "64 characters"},
		{"U", "U" + katCode[1:], ErrRecoveryChar, `'U' at character 1`},
		{"punctuation", katCode[:5] + "!" + katCode[6:], ErrRecoveryChar, `'!' at character 6`},
		{"an accented letter", katCode[:10] + "é" + katCode[11:], ErrRecoveryChar, `'é' at character 11`},
		{"a character changed", katCode[:len(katCode)-1] + "N", ErrRecoveryChecksum, "a typo"},
		{"two characters swapped", "4010" + katCode[4:], ErrRecoveryChecksum, "a typo"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseRecovery(tc.in)
			if !errors.Is(err, tc.want) || !errors.Is(err, ErrRecovery) {
				t.Fatalf("ParseRecovery(%q) = %v, want %v", tc.in, err, tc.want)
			}
			if !strings.Contains(err.Error(), tc.says) {
				t.Fatalf("ParseRecovery(%q) says %q, want it to say %q", tc.in, err, tc.says)
			}
		})
	}
}

// Every typo a person makes copying the known code by hand, one character
// miswritten or two neighbours swapped, is caught by the check group.
func TestEveryTypoIsCaught(t *testing.T) {
	code := strings.ReplaceAll(katCode, "-", "")
	for i := range len(code) {
		for _, c := range []byte(Alphabet) {
			if c == code[i] {
				continue
			}
			typo := code[:i] + string(c) + code[i+1:]
			if _, err := ParseRecovery(typo); !errors.Is(err, ErrRecoveryChecksum) {
				t.Errorf("%s (character %d miswritten) = %v, want the check to fail", typo, i+1, err)
			}
		}
		if i+1 < len(code) && code[i] != code[i+1] {
			typo := code[:i] + code[i+1:i+2] + code[i:i+1] + code[i+2:]
			if _, err := ParseRecovery(typo); !errors.Is(err, ErrRecoveryChecksum) {
				t.Errorf("%s (characters %d and %d swapped) = %v, want the check to fail", typo, i+1, i+2, err)
			}
		}
	}
}

func TestNewRecoveryIsAsRandomAsItsReader(t *testing.T) {
	if _, err := NewRecovery(bytes.NewReader(make([]byte, 17))); err == nil {
		t.Fatal("NewRecovery from 17 bytes: no error, want the reader's")
	}
	a, _ := NewRecovery(bytes.NewReader(bytes.Repeat([]byte{0xff}, 18)))
	b, _ := NewRecovery(bytes.NewReader(append(bytes.Repeat([]byte{0xff}, 17), 0xf0)))
	if a != b {
		t.Fatal("the reader's last 4 bits changed the code: only 140 bits are the secret")
	}
	c, _ := NewRecovery(bytes.NewReader(append(bytes.Repeat([]byte{0xff}, 17), 0xe0)))
	if a == c {
		t.Fatal("the 140th bit did not change the code")
	}
	if (Recovery{}).String() != "" || !(Recovery{}).IsZero() || a.IsZero() {
		t.Fatal("the zero Recovery is not no code")
	}
}

func FuzzParseRecovery(f *testing.F) {
	for _, s := range []string{katCode, strings.ToLower(katCode), "", "-", "U", katCode + "0", "0000-0000-0000-0000-0000-0000-0000-0000", "\xff\xfe", "ⅠⅬ"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := ParseRecovery(s)
		if err != nil {
			if !errors.Is(err, ErrRecovery) {
				t.Fatalf("ParseRecovery(%q): %v is not a recovery code error", s, err)
			}
			return
		}
		again, err := ParseRecovery(r.String())
		if err != nil || again != r {
			t.Fatalf("ParseRecovery(%q) = %s, which reads back as %s, %v", s, r, again, err)
		}
	})
}
