package online

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// MaxMarks is how many combining marks a name's character may carry:
// enough for Vietnamese, Thai or Tibetan written decomposed, too few to
// pile marks over the names around it.
const MaxMarks = 3

// ErrName is wrapped by the error of a name a table cannot show: nothing
// in it is a visible letter or digit, or it is too long.
var ErrName = fmt.Errorf("%w: a name", ErrMessage)

// NormalName is a player's name as a table shows it: characters nobody
// sees (zero-width and format characters, the Hangul fillers, the blank
// Braille pattern) taken out, every run of spaces made one, at most
// MaxMarks combining marks on a character. A name must keep a visible
// letter or digit, and at most MaxNameLen characters.
func NormalName(name string) (string, error) {
	if !utf8.ValidString(name) {
		return "", fmt.Errorf("%w: not UTF-8", ErrName)
	}
	var b strings.Builder
	marks := -1 // the marks on the character before; -1 after a space
	seen, space := false, false
	for _, r := range name {
		switch {
		case invisible(r):
			continue
		case unicode.IsSpace(r):
			space, marks = seen, -1 // spaces before the first character are dropped
			continue
		case unicode.IsControl(r):
			return "", fmt.Errorf("%w: a control character U+%04X", ErrName, r)
		case unicode.Is(unicode.M, r):
			if marks < 0 || marks >= MaxMarks {
				continue // a mark on nothing, or one too many
			}
			marks++
		default:
			marks = 0
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteRune(r)
		seen = true
	}
	out := b.String()
	if n := utf8.RuneCountInString(out); n > MaxNameLen {
		return "", fmt.Errorf("%w: %d characters, at most %d", ErrName, n, MaxNameLen)
	}
	if strings.IndexFunc(out, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) < 0 {
		return "", fmt.Errorf("%w: %q has no visible letter or digit", ErrName, name)
	}
	return out, nil
}

// invisible reports whether a character shows nothing where it stands:
// Unicode's default-ignorable code points (format characters, variation
// selectors, the Hangul fillers U+115F, U+1160, U+3164 and U+FFA0, which
// are letters to unicode.IsLetter) and the blank Braille pattern U+2800.
func invisible(r rune) bool {
	return r == '\u2800' || unicode.In(r, unicode.Cf, unicode.Other_Default_Ignorable_Code_Point, unicode.Variation_Selector)
}

// UniqueName makes a name differ from the others at a table, told apart
// regardless of case, by adding a number: "Ana" beside "Ana" is "Ana 2".
// The name is cut so that it stays within MaxNameLen characters.
func UniqueName(name string, others []string) string {
	taken := func(n string) bool {
		for _, o := range others {
			if strings.EqualFold(o, n) {
				return true
			}
		}
		return false
	}
	if !taken(name) {
		return name
	}
	for i := 2; ; i++ {
		if n := NumberedName(name, i); !taken(n) {
			return n
		}
	}
}

// NumberedName is name with a space and the number n after it, the name
// cut first so that the whole stays within MaxNameLen characters.
func NumberedName(name string, n int) string {
	suffix := " " + strconv.Itoa(n)
	base := []rune(name)
	base = base[:max(0, min(len(base), MaxNameLen-len(suffix)))]
	return strings.TrimRightFunc(string(base), unicode.IsSpace) + suffix
}
