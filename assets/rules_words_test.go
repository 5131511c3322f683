package assets

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestTheRulesNameNoKey: no catalogue key is written in rules/ (tests
// aside): the rules return facts (classes, moves, reasons, counts) and the
// game phrases them, so a ruleset stays free of any language.
func TestTheRulesNameNoKey(t *testing.T) {
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	rules := filepath.Join(root, "rules") + string(filepath.Separator)
	spaces := map[string]bool{}
	for key := range rawLanguage(t, "en") {
		spaces[key[:strings.IndexByte(key, '.')]] = true
	}
	_, literals := codeKeys(t)
	var found []string
	for lit, wheres := range literals {
		if !spaces[lit[:strings.IndexByte(lit, '.')]] {
			continue
		}
		for _, where := range wheres {
			if strings.HasPrefix(where, rules) {
				found = append(found, where+": "+lit)
			}
		}
	}
	slices.Sort(found)
	for _, f := range found {
		t.Errorf("a catalogue key in the rules: %s", f)
	}
}
