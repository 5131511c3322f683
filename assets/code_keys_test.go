package assets

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// keyCall is a call that names a catalogue key: T(key, args...),
// N(key, n, args...), Say(key, args...) or SayN(key, n, args...), on any
// receiver (a Catalog, the game's Env, a view's T).
type keyCall struct {
	where  string
	key    ast.Expr
	counts bool // N or SayN: a count comes before the arguments
	args   int  // arguments after the key (and the count); -1 when spread with ...
}

// codeKeys reads the module's Go code, tests aside: the calls that name a
// key, and every string literal shaped like a key.
func codeKeys(t *testing.T) (calls []keyCall, literals map[string][]string) {
	t.Helper()
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	literals = map[string][]string{}
	fset := token.NewFileSet()
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (strings.HasPrefix(d.Name(), ".") || d.Name() == "dist" || d.Name() == "testdata") && path != root {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.BasicLit:
				if s, ok := stringLit(n); ok && keyShape.MatchString(s) {
					literals[s] = append(literals[s], fset.Position(n.Pos()).String())
				}
			case *ast.CallExpr:
				if c, ok := asKeyCall(n); ok {
					c.where = fset.Position(n.Pos()).String()
					calls = append(calls, c)
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return calls, literals
}

// games are the games whose own keys start with their name.
var games = []string{"orbis", "orbit"}

// namespace is a key's first word, or its first two in a game's own key
// of three words or more ("orbis.god" of orbis.god.love.name): a game's
// name and one word is a namespace only where the game has such keys
// (orbit.tagline), as it also begins literals that are no key
// ("orbis.tutorial", a setting; "orbis.lan", a host).
func namespace(key string) string {
	words := strings.SplitN(key, ".", 3)
	if len(words) == 3 && slices.Contains(games, words[0]) {
		return words[0] + "." + words[1]
	}
	return words[0]
}

// keyShape is the shape of a catalogue key: dotted lower-case words.
var keyShape = regexp.MustCompile(`^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$`)

func stringLit(e ast.Expr) (string, bool) {
	lit, ok := e.(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(lit.Value)
	return s, err == nil
}

func asKeyCall(call *ast.CallExpr) (keyCall, bool) {
	var name string
	switch fn := call.Fun.(type) {
	case *ast.SelectorExpr:
		name = fn.Sel.Name
	case *ast.Ident:
		name = fn.Name
	}
	counts := name == "N" || name == "SayN"
	if name != "T" && name != "Say" && !counts || len(call.Args) == 0 {
		return keyCall{}, false
	}
	if _, isLit := stringLit(call.Args[0]); !isLit && name == "Say" && len(call.Args) == 1 {
		if _, isIdent := call.Args[0].(*ast.Ident); isIdent {
			return keyCall{}, false // Env.Say(phrase): no key here
		}
	}
	c := keyCall{key: call.Args[0], counts: counts, args: len(call.Args) - 1}
	if counts {
		c.args--
	}
	if call.Ellipsis.IsValid() {
		c.args = -1
	}
	return c, true
}

// builtKey reports whether a key expression builds the key from pieces.
func builtKey(e ast.Expr) bool {
	built := false
	ast.Inspect(e, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.BinaryExpr:
			built = built || n.Op == token.ADD
		case *ast.CallExpr:
			if sel, ok := n.Fun.(*ast.SelectorExpr); ok {
				if pkg, ok := sel.X.(*ast.Ident); ok && (pkg.Name == "fmt" || pkg.Name == "strings") {
					built = true
				}
			}
		}
		return !built
	})
	return built
}

// argCount is how many arguments a text takes: its highest argument index.
func argCount(t *testing.T, key, text string) int {
	n := 0
	for _, p := range placeholderSet(t, "en", key, text) {
		i, _ := strconv.Atoi(p[2:strings.IndexByte(p, ']')])
		n = max(n, i)
	}
	return n
}

// TestCodeKeys checks the keys the code names against the English
// catalogue (every language falls back to it): no key is missing or built
// from pieces, each call gets the arguments its text takes, a text with
// plural forms is chosen by its count, and every text is used.
func TestCodeKeys(t *testing.T) {
	en := rawLanguage(t, "en")
	calls, literals := codeKeys(t)
	if len(calls) < 100 {
		t.Fatalf("found only %d calls naming a key: is the code where the test looks?", len(calls))
	}
	hasVariants := func(key string) bool {
		for _, s := range pluralSuffixes {
			if _, ok := en[key+s]; ok {
				return true
			}
		}
		return false
	}
	for _, c := range calls {
		key, literal := stringLit(c.key)
		if !literal {
			if builtKey(c.key) {
				t.Errorf("%s: a key built from pieces; name it in full (a table of keys)", c.where)
			}
			continue
		}
		text, ok := en[key]
		switch {
		case !ok:
			t.Errorf("%s: no key %q in the catalogue", c.where, key)
			continue
		case hasVariants(key) && !c.counts:
			t.Errorf("%s: %q has plural forms: choose it with N (or SayN) by its count", c.where, key)
		}
		if want := argCount(t, key, text); c.args >= 0 && c.args != want {
			t.Errorf("%s: %q takes %d arguments, the call gives %d", c.where, key, want, c.args)
		}
	}
	// The catalogue's own namespaces: a literal there is a key, e.g. in a
	// table of keys, and must exist.
	spaces := map[string]bool{}
	for key := range en {
		spaces[namespace(key)] = true
	}
	for lit, where := range literals {
		if _, ok := en[lit]; !ok && spaces[namespace(lit)] {
			t.Errorf("%s: no key %q in the catalogue", where[0], lit)
		}
	}
	var unused []string
	for key := range en {
		base, variant := pluralBase(key)
		if !variant {
			base = key
		}
		if _, named := literals[base]; !named {
			unused = append(unused, key)
		}
	}
	slices.Sort(unused)
	for _, key := range unused {
		t.Errorf("%s is in the catalogue but no code names it: a translator's work for nothing", key)
	}
}
