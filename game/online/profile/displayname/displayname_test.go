package displayname

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"orbis/game/online"
)

// takenAmong is the lookup a store makes: the keys of the names in use.
func takenAmong(names ...string) func(string) bool {
	keys := map[string]bool{}
	for _, n := range names {
		keys[Key(n)] = true
	}
	return func(name string) bool { return keys[Key(name)] }
}

func TestUnique(t *testing.T) {
	long := strings.Repeat("x", online.MaxNameLen)
	for _, tc := range []struct {
		name, requested string
		taken           []string
		want            string
	}{
		{"free", "Ada", []string{"Bob"}, "Ada"},
		{"taken", "Ada", []string{"Ada"}, "Ada 2"},
		{"taken in another case", "Ada", []string{"aDA"}, "Ada 2"},
		{"taken twice", "Ada", []string{"Ada", "ada 2"}, "Ada 3"},
		{"a gap is filled", "Ada", []string{"Ada", "Ada 3"}, "Ada 2"},
		{"spaces made one", "  Ada   Lovelace ", []string{}, "Ada Lovelace"},
		{"invisible characters dropped", "A\u200bda", []string{"Ada"}, "Ada 2"},
		{"a long name is cut", long, []string{long}, strings.Repeat("x", online.MaxNameLen-2) + " 2"},
		{"Kelvin's K is K", "\u212aim", []string{"kim"}, "\u212aim 2"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Unique(tc.requested, takenAmong(tc.taken...))
			if err != nil || got != tc.want {
				t.Fatalf("Unique(%q) among %q = %q, %v; want %q", tc.requested, tc.taken, got, err, tc.want)
			}
		})
	}
}

func TestUniqueRefuses(t *testing.T) {
	for _, tc := range []struct {
		name, requested string
		taken           func(string) bool
		want            error
	}{
		{"no visible letter", " \u200b ", takenAmong(), online.ErrName},
		{"too long", strings.Repeat("x", online.MaxNameLen+1), takenAmong(), online.ErrName},
		{"a control character", "Ada\x07", takenAmong(), online.ErrName},
		{"a flood", "Ada", func(string) bool { return true }, ErrTaken},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got, err := Unique(tc.requested, tc.taken); !errors.Is(err, tc.want) {
				t.Fatalf("Unique(%q) = %q, %v; want %v", tc.requested, got, err, tc.want)
			}
		})
	}
}

// Numbered numbers a name exactly as online.UniqueName does, for every
// number UniqueName reaches.
func TestNumberedIsUniqueNamesRule(t *testing.T) {
	for _, name := range []string{"Ada", "x", "Ada Lovelace", strings.Repeat("x", online.MaxNameLen), strings.Repeat("é", online.MaxNameLen), strings.Repeat("ab ", 8), "Łucja Żółw-Brzęczyszczykiewicz"} {
		others := []string{name}
		for n := 2; n <= 120; n++ {
			want := online.UniqueName(name, others)
			if got := Numbered(name, n); got != want {
				t.Fatalf("Numbered(%q, %d) = %q, online.UniqueName = %q", name, n, got, want)
			}
			others = append(others, want)
		}
	}
}

// A name thousands keep still gets a number, in a few lookups.
func TestUniqueOfAPopularName(t *testing.T) {
	var names []string
	for n := 1; n <= 5000; n++ {
		names = append(names, Numbered("Player", n))
	}
	names[0] = "Player"
	taken := takenAmong(names...)
	lookups := 0
	got, err := Unique("player", func(name string) bool { lookups++; return taken(name) })
	if err != nil {
		t.Fatal(err)
	}
	n, err := strconv.Atoi(strings.TrimPrefix(got, "player "))
	if err != nil || n <= 5000 || taken(got) {
		t.Fatalf("Unique(player) among Player to Player 5000 = %q, want player and a free number", got)
	}
	if most := 1 + (InOrder - 1) + DrawsPerSize*(MaxDigits-1); lookups > most {
		t.Fatalf("%d lookups, at most %d", lookups, most)
	}
}

// Key agrees with strings.EqualFold, the comparison of online.UniqueName.
func TestKeyIsEqualFold(t *testing.T) {
	words := []string{"Ada", "ADA", "ada", "Adа" /* Cyrillic а */, "ß", "SS", "ss", "ẞ", "K", "k", "\u212a", "Σ", "σ", "ς", "İ", "i", "I", "ı", "Ǆ", "ǅ", "ǆ", "Å", "\u212b", "å"}
	for _, a := range words {
		for _, b := range words {
			if eq := strings.EqualFold(a, b); eq != (Key(a) == Key(b)) {
				t.Errorf("%q and %q: EqualFold %v, same key %v", a, b, eq, !eq)
			}
		}
	}
	if fmt.Sprint(Key("Ada 2")) != Key("aDA 2") {
		t.Error("Key differs by case")
	}
}
