package render

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestGamesDrawingIsImportedAsBoard: the name orbis is the module, a game,
// a render package and a rules package at once, so imports of a game's
// drawing need a name: every file of the module calls render/<game>
// board, whichever game it is, so that one reads the same in both.
func TestGamesDrawingIsImportedAsBoard(t *testing.T) {
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	fset, seen := token.NewFileSet(), 0
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path != root && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata" || d.Name() == "dist") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			if !strings.HasPrefix(p, "orbis/render/") || strings.Count(p, "/") != 2 {
				continue
			}
			seen++
			if imp.Name == nil || imp.Name.Name != "board" {
				rel, _ := filepath.Rel(root, path)
				t.Errorf("%s imports %s as %v, want board", rel, p, imp.Name)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if seen == 0 {
		t.Fatal("no import of a game's drawing found: the walk read nothing")
	}
}
