package online

import (
	"errors"
	"strings"
	"testing"
)

// TestNormalName: a name keeps what a table shows, and one with nothing
// visible in it is refused.
func TestNormalName(t *testing.T) {
	zalgo := "a" + strings.Repeat("\u0301", 23)
	for _, tc := range []struct {
		name, in, want string // want "" for a refusal
	}{
		{"plain", "Ana", "Ana"},
		{"spaces around and between", "  Ana \t  Maria ", "Ana Maria"},
		{"accents as typed", "Zoë Żółć", "Zoë Żółć"},
		{"digits only", "42", "42"},
		{"a script without case", "山田", "山田"},
		{"zero-width inside", "A\u200bn\u200da\ufeff", "Ana"},
		{"bidi controls", "\u202eAna\u202c", "Ana"},
		{"a letter under 23 marks", zalgo, "a\u0301\u0301\u0301"},
		{"Vietnamese decomposed", "Nguye\u0323\u0302n", "Nguye\u0323\u0302n"},
		{"a mark on nothing", "\u0301Ana", "Ana"},
		{"a mark on a space", "Ana \u0301Bo", "Ana Bo"},

		{"empty", "", ""},
		{"spaces", "   ", ""},
		{"Hangul filler U+3164", "\u3164", ""},
		{"Hangul fillers U+115F U+1160", "\u115f\u1160", ""},
		{"halfwidth Hangul filler U+FFA0", "\uffa0\uffa0", ""},
		{"blank Braille U+2800", "\u2800\u2800\u2800", ""},
		{"zero-width only", "\u200b\u200c\u200d\u2060", ""},
		{"marks only", "\u0301\u0302", ""},
		{"punctuation only", "-- . --", ""},
		{"a control character", "a\u0007b", ""},
		{"not UTF-8", "An\xffa", ""},
		{"too long", strings.Repeat("x", MaxNameLen+1), ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := NormalName(tc.in)
			if tc.want == "" {
				if err == nil {
					t.Fatalf("NormalName(%q) = %q, want a refusal", tc.in, got)
				}
				if !errors.Is(err, ErrName) || !errors.Is(err, ErrMessage) {
					t.Fatalf("NormalName(%q): %v does not wrap ErrName and ErrMessage", tc.in, err)
				}
				return
			}
			if err != nil || got != tc.want {
				t.Fatalf("NormalName(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
			}
		})
	}
}

// TestUniqueName: a name another seat has gets a number, whatever its
// case, and stays within the length of a name.
func TestUniqueName(t *testing.T) {
	long := strings.Repeat("x", MaxNameLen)
	for _, tc := range []struct {
		name, in string
		others   []string
		want     string
	}{
		{"free", "Ana", []string{"Bo", "Cy"}, "Ana"},
		{"taken", "Ana", []string{"Ana"}, "Ana 2"},
		{"taken in another case", "ana", []string{"ANA"}, "ana 2"},
		{"the next number", "Ana", []string{"Ana", "Ana 2", "ana 3"}, "Ana 4"},
		{"a long name is cut", long, []string{long}, strings.Repeat("x", MaxNameLen-2) + " 2"},
		{"cut at a space", "abcdefghijklmnopqrstu Yz", []string{"abcdefghijklmnopqrstu Yz"}, "abcdefghijklmnopqrstu 2"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := UniqueName(tc.in, tc.others); got != tc.want {
				t.Fatalf("UniqueName(%q, %q) = %q, want %q", tc.in, tc.others, got, tc.want)
			}
		})
	}
}

// TestNumberedName: a number after a space, the name cut so that the
// whole stays within MaxNameLen, a space left at the cut dropped.
func TestNumberedName(t *testing.T) {
	long := strings.Repeat("a", MaxNameLen)
	spaced := strings.Repeat("b", MaxNameLen-4) + " c"
	for _, c := range []struct {
		name string
		n    int
		want string
	}{
		{"Ada", 2, "Ada 2"},
		{long, 7, long[:MaxNameLen-2] + " 7"},
		{spaced, 12, strings.Repeat("b", MaxNameLen-4) + " 12"},
		{"Ada", 123456789, "Ada 123456789"},
	} {
		got := NumberedName(c.name, c.n)
		if got != c.want || len([]rune(got)) > MaxNameLen {
			t.Errorf("NumberedName(%q, %d) = %q, want %q", c.name, c.n, got, c.want)
		}
	}
}
