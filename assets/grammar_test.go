package assets

import (
	"regexp"
	"strings"
	"testing"
)

// countedNoun finds a number placeholder followed by a plural English noun:
// "%[1]d worshippers", "%[2]d tiles".
var countedNoun = regexp.MustCompile(`%\[\d+\]d ([a-z]+s)\b`)

// TestEnglishCountsAgree: a text that counts something in the plural has a
// singular form for 1, so that no player reads "1 temple symbols" or
// "gain 1 worshippers"; and no text says "1 <plural>" in its own words.
func TestEnglishCountsAgree(t *testing.T) {
	en := rawLanguage(t, "en")
	onePlural := regexp.MustCompile(`\b1 ([a-z]+s)\b`)
	for key, text := range en {
		if _, variant := pluralBase(key); variant {
			if m := onePlural.FindStringSubmatch(text); m != nil && !notPlural[m[1]] {
				t.Errorf("%s: %q says %q", key, text, m[0])
			}
			continue
		}
		m := countedNoun.FindStringSubmatch(text)
		if m == nil || notPlural[m[1]] {
			continue
		}
		if _, ok := en[key+".one"]; !ok {
			t.Errorf("%s: %q counts %q but has no form for 1 (%s.one)", key, text, m[1], key)
		}
		if strings.Contains(text, "1 "+m[1]) {
			t.Errorf("%s: %q", key, text)
		}
	}
}

// notPlural are words ending in s that are no plural.
var notPlural = map[string]bool{"is": true, "was": true, "has": true, "its": true, "this": true, "plus": true, "as": true}
