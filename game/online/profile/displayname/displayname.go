// Package displayname makes a profile's display name unique on a server
// by the rules a table already has for players' names (online.NormalName,
// online.UniqueName). It is apart from package profile so that package
// online may use profile's keys and challenges without an import cycle.
package displayname

import (
	"fmt"
	"unicode"

	"orbis/game/online"
)

// MaxTries is how many numbered names Unique tries before it gives up:
// a name taken more often than that is a flood, not a coincidence.
const MaxTries = 1000

// ErrTaken is the error of a name taken MaxTries times over.
var ErrTaken = fmt.Errorf("%w: taken too often", online.ErrName)

// Unique is the display name a person who asks for requested gets, where
// taken reports whether a name is in use (regardless of case: compare
// Key(name) with the keys of the names in use): the requested name as a
// table shows it (online.NormalName), with a number added when it is
// taken ("Ada", "Ada 2", "Ada 3"), within online.MaxNameLen characters.
func Unique(requested string, taken func(name string) bool) (string, error) {
	name, err := online.NormalName(requested)
	if err != nil {
		return "", err
	}
	// online.UniqueName numbers a name against a list; the names found
	// taken so far are that list, so its rules (the number, the cut) are
	// the only ones.
	var tried []string
	for range MaxTries {
		candidate := online.UniqueName(name, tried)
		if !taken(candidate) {
			return candidate, nil
		}
		tried = append(tried, candidate)
	}
	return "", fmt.Errorf("%w: %q", ErrTaken, name)
}

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
