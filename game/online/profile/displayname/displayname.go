// Package displayname makes a profile's display name unique on a server
// by the rules a table already has for players' names (online.NormalName,
// online.UniqueName). It is apart from package profile so that package
// online may use profile's keys and challenges without an import cycle.
package displayname

import (
	"fmt"
	"math/rand/v2"
	"unicode"

	"orbis/game/online"
)

// How Unique looks for a free number: the small numbers in order, as a
// table does ("Ada 2", "Ada 3"), then numbers drawn at random among ever
// more digits, so that a name a thousand people keep ("Player") costs a
// handful of lookups, not a thousand.
const (
	InOrder      = 20 // numbers 2 to InOrder tried in order
	DrawsPerSize = 4  // random numbers tried of each number of digits
	MaxDigits    = 9
)

// ErrTaken is the error of a name whose every number tried is taken.
var ErrTaken = fmt.Errorf("%w: taken too often", online.ErrName)

// Unique is the display name a person who asks for requested gets, where
// taken reports whether a name is in use (regardless of case: compare
// Key(name) with the keys of the names in use): the requested name as a
// table shows it (online.NormalName), with a number added when it is
// taken ("Ada", "Ada 2", "Ada 3", ... "Ada 4711"), within
// online.MaxNameLen characters.
func Unique(requested string, taken func(name string) bool) (string, error) {
	name, err := online.NormalName(requested)
	if err != nil {
		return "", err
	}
	if !taken(name) {
		return name, nil
	}
	for n := 2; n <= InOrder; n++ {
		if candidate := Numbered(name, n); !taken(candidate) {
			return candidate, nil
		}
	}
	for digits, low := 2, 10; digits <= MaxDigits; digits, low = digits+1, low*10 {
		for range DrawsPerSize {
			if candidate := Numbered(name, low+rand.IntN(9*low)); !taken(candidate) {
				return candidate, nil
			}
		}
	}
	return "", fmt.Errorf("%w: %q", ErrTaken, name)
}

// Numbered is name with the number n added as online.UniqueName adds it
// (online.NumberedName, the one rule): UniqueName numbers against a list
// from 2 up; a server's many names need any number, in one step.
func Numbered(name string, n int) string { return online.NumberedName(name, n) }

// Key is a name's key in an index of the names in use: two names have
// the same key exactly when strings.EqualFold (UniqueName's comparison)
// holds, so a store can answer taken with one lookup.
func Key(name string) string {
	out := []rune(name)
	for i, r := range out {
		out[i] = foldMin(r)
	}
	return string(out)
}

// foldMin is the smallest character of r's simple case-folding orbit:
// "K", "k" and the Kelvin sign all give "K".
func foldMin(r rune) rune {
	least := r
	for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
		least = min(least, f)
	}
	return least
}
