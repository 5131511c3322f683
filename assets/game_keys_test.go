package assets

import (
	"go/parser"
	"go/token"
	"maps"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// shell stands for the code of no one game among a key's readers.
const shell = "the shell"

// TestGameKeysArePrefixed holds the catalogue to one rule for both games:
// a key that one game's code alone reads is the game's own, starts with
// its name (orbis.god.love.name, orbit.tagline) and lives in its files
// (<game>.json, <game>_*.json); a key the shell or both games read starts
// with no game's name and lives in no game's file. Who reads a key is
// found in the code as TestCodeKeys finds it: the Go files, tests aside,
// whose string literals name it.
func TestGameKeysArePrefixed(t *testing.T) {
	for _, lang := range Languages() {
		_, where, err := loadLanguage(messageFiles, lang)
		if err != nil {
			t.Fatalf("language %s: %v", lang, err)
		}
		for _, key := range slices.Sorted(maps.Keys(where)) {
			at := where[key]
			file := path.Base(at[:strings.LastIndexByte(at, ':')])
			if byFile, byKey := gameOfFile(file), gameOfKey(key); byFile != byKey {
				t.Errorf("%s: %q is in %s, a file of %s, but %s", at, key, file, orNone(byFile), keyIs(byKey))
			}
		}
	}

	en := rawLanguage(t, "en")
	_, literals := codeKeys(t)
	owners := map[string]string{} // Go file -> the game whose code it is, or shell
	readers := map[string]map[string][]string{}
	for lit, wheres := range literals {
		key := lit
		if base, variant := pluralBase(lit); variant && en[base] != "" {
			key = base
		}
		if _, ok := en[key]; !ok {
			continue
		}
		for _, w := range wheres {
			file := fileOfPosition(w)
			who, ok := owners[file]
			if !ok {
				who = codeOwner(t, file)
				owners[file] = who
			}
			if readers[key] == nil {
				readers[key] = map[string][]string{}
			}
			readers[key][who] = append(readers[key][who], w)
		}
	}
	if len(readers) < 100 {
		t.Fatalf("found only %d keys the code reads: is the code where the test looks?", len(readers))
	}
	for _, key := range slices.Sorted(maps.Keys(readers)) {
		who, game := readers[key], gameOfKey(key)
		var only string
		if len(who) == 1 {
			for only = range who {
			}
		}
		switch {
		case only != "" && only != shell && game != only:
			t.Errorf("%q is read by %s's code alone (%s): it is the game's own, %s.… in its files", key, only, who[only][0], only)
		case game != "" && only != game:
			for _, reader := range slices.Sorted(maps.Keys(who)) {
				if at := who[reader]; reader != game {
					t.Errorf("%q is %s's own, yet %s reads it (%s): a key the shell or both games read has no game's name",
						key, game, reader, at[0])
				}
			}
		}
	}
}

// gameOfKey is the game whose name a key starts with, or "".
func gameOfKey(key string) string {
	first, _, _ := strings.Cut(key, ".")
	if slices.Contains(games, first) {
		return first
	}
	return ""
}

// gameOfFile is the game a catalogue file belongs to by its name
// (orbis.json, orbis_table.json), or "".
func gameOfFile(name string) string {
	stem := strings.TrimSuffix(name, ".json")
	for _, g := range games {
		if stem == g || strings.HasPrefix(stem, g+"_") {
			return g
		}
	}
	return ""
}

func orNone(game string) string {
	if game == "" {
		return "no game"
	}
	return game
}

func keyIs(game string) string {
	if game == "" {
		return "the key names no game"
	}
	return "the key is " + game + "'s"
}

// fileOfPosition is the file of a position "file.go:line:column".
func fileOfPosition(pos string) string {
	for range 2 {
		pos = pos[:strings.LastIndexByte(pos, ':')]
	}
	return pos
}

// codeOwner is the game whose code a Go file is: one in game/<game>,
// render/<game> or rules/<game>, or one that imports that game's packages
// and not the other's (game/cli's analyse.go, orbis analyse); any other
// file is the shell's.
func codeOwner(t *testing.T, file string) string {
	t.Helper()
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	rel, err := filepath.Rel(root, file)
	if err != nil {
		t.Fatal(err)
	}
	parts := strings.Split(filepath.ToSlash(rel), "/")
	if len(parts) > 2 && slices.Contains([]string{"game", "render", "rules"}, parts[0]) && slices.Contains(games, parts[1]) {
		return parts[1]
	}
	f, err := parser.ParseFile(token.NewFileSet(), file, nil, parser.ImportsOnly)
	if err != nil {
		t.Fatal(err)
	}
	imported := map[string]bool{}
	for _, imp := range f.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		for _, g := range games {
			for _, dir := range []string{"game", "render", "rules"} {
				// "orbis/" is the module's path.
				if pkg := "orbis/" + dir + "/" + g; p == pkg || strings.HasPrefix(p, pkg+"/") {
					imported[g] = true
				}
			}
		}
	}
	if len(imported) == 1 {
		for g := range imported {
			return g
		}
	}
	return shell
}
