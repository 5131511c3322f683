package assets

import (
	"bytes"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"slices"
	"strings"
	"sync"
)

// The message catalogues: messages/<lang>/*.json, each a flat JSON object
// mapping a key to a text. Texts are fmt format strings that name their
// arguments by explicit index (%[1]s, %[2]d), so that a translation may put
// them in another order; a text with no '%' is returned as it is. A text may
// hold "\n" between paragraphs or lines; the caller splits on it.
//
// Keys with a count have plural variants (key.one; a translation may add
// key.few and key.many): use Catalog.N for them. The arguments of the
// templates in orbis.json, in index order ("colour" is an orbis.color.* text, a
// "list" one built with Catalog.Or or Catalog.And):
//
//	orbis.cost.symbol            count, colour                  ("2 blue"; N on count)
//	orbis.tip.tile_header        level, colour, cost text, CP   (cost text: orbis.cost.free or orbis.cost.symbol parts joined with And)
//	orbis.tip.farm               colour, CP
//	orbis.tip.village            worshippers to discard, CP     (N on the count)
//	orbis.tip.forest             neighbours needed, colour list (Or), CP   (N on neighbours)
//	orbis.tip.volcano            worshipper list (And of orbis.cost.symbol), CP (N on the total)
//	orbis.tip.irrigation         colour, CP
//	orbis.tip.temple             temple symbols, CP             (N on symbols)
//	orbis.tip.proselytism        count, colour, CP              (N on count)
//	orbis.tip.proselytism_any    count, CP                      (N on count)
//	orbis.tip.sacred_stone       CP
//	orbis.tip.mystic             mystic value
//	orbis.tip.temple_token       CP
//	orbis.tip.reduction_token    colour
//	orbis.tip.cube_count         count, colour                  (N on count)
//	orbis.tip.realm              worshippers in the realm
//	orbis.tip.pile               level, tiles left              (N on tiles left)
//	list.comma, list.or, list.and   the two parts joined
//
// Every other text takes no arguments.
//
//go:embed messages
var messageFiles embed.FS

// messageRoot is the folder of messageFiles that holds one folder per
// language.
const messageRoot = "messages"

// fallbackLang is the language every catalogue falls back to, and the one
// that defines every key.
const fallbackLang = "en"

// Catalog holds the texts of one language, with English behind it for the
// keys the language does not define. A Catalog is immutable and safe for
// concurrent use.
type Catalog struct {
	lang string
	own  map[string]string // the language's own texts
	en   map[string]string // English, for missing keys; nil when lang is "en"
}

// Load returns the catalogue of a language ("en", later "de", "fr", "pl"):
// every messages/<lang>/*.json file merged. A key defined twice, in one file
// or in two, is an error naming both places. Keys the language lacks fall
// back to English. "" means English. Any other language without a folder
// is an error naming the languages there are (use MatchLanguage to turn a
// user's locale into a language that exists).
func Load(lang string) (*Catalog, error) {
	if lang == "" {
		lang = fallbackLang
	}
	return loadCatalog(messageFiles, lang)
}

// Languages returns the languages that have a folder, sorted.
func Languages() []string { return languagesIn(messageFiles) }

// Lang returns the catalogue's language.
func (c *Catalog) Lang() string { return c.lang }

// Has reports whether key has a text, in the language or in English.
func (c *Catalog) Has(key string) bool {
	_, ok := c.lookup(key)
	return ok
}

// T returns the text of key formatted with args (fmt.Sprintf). A missing key
// returns "{key}", so that it shows on screen instead of failing.
func (c *Catalog) T(key string, args ...any) string {
	text, ok := c.lookup(key)
	if !ok {
		return "{" + key + "}"
	}
	return format(text, args)
}

// N is T for a text that depends on a count n: it uses the variant of key
// for n's plural form in the catalogue's language, key+".one", ".few" or
// ".many", when that variant exists, and key itself otherwise. n is only
// used to choose; pass it among args as well where the text shows it.
func (c *Catalog) N(key string, n int, args ...any) string {
	texts, lang := c.own, c.lang
	if _, ok := texts[key]; !ok && c.en != nil {
		// The whole key falls back to English, with English's plural forms.
		texts, lang = c.en, fallbackLang
	}
	text, ok := texts[key+"."+pluralForm(lang, n)]
	if !ok {
		if text, ok = texts[key]; !ok {
			return "{" + key + "}"
		}
	}
	return format(text, args)
}

// Or joins items as an alternative: "a", "a or b", "a, b or c".
func (c *Catalog) Or(items ...string) string { return c.join("list.or", items) }

// And joins items as a list: "a", "a and b", "a, b and c".
func (c *Catalog) And(items ...string) string { return c.join("list.and", items) }

func (c *Catalog) join(last string, items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	s := items[0]
	for _, it := range items[1 : len(items)-1] {
		s = c.T("list.comma", s, it)
	}
	return c.T(last, s, items[len(items)-1])
}

func (c *Catalog) lookup(key string) (string, bool) {
	if text, ok := c.own[key]; ok {
		return text, true
	}
	text, ok := c.en[key]
	return text, ok
}

func format(text string, args []any) string {
	if !strings.Contains(text, "%") {
		return text
	}
	return fmt.Sprintf(text, args...)
}

// pluralForm returns the CLDR plural category of n in lang: "one", "few",
// "many" or "other".
func pluralForm(lang string, n int) string {
	if n < 0 {
		n = -n
	}
	switch lang {
	case "fr":
		if n <= 1 {
			return "one"
		}
	case "pl":
		switch {
		case n == 1:
			return "one"
		case n%10 >= 2 && n%10 <= 4 && (n%100 < 12 || n%100 > 14):
			return "few"
		default:
			return "many"
		}
	default: // en, de and most others
		if n == 1 {
			return "one"
		}
	}
	return "other"
}

// pluralSuffixes are the key endings of plural variants.
var pluralSuffixes = []string{".one", ".few", ".many"}

// pluralBase returns the key a plural variant belongs to.
func pluralBase(key string) (string, bool) {
	for _, s := range pluralSuffixes {
		if base, ok := strings.CutSuffix(key, s); ok {
			return base, true
		}
	}
	return "", false
}

// MatchLanguage returns the catalogue language for a locale tag such as
// "de-AT", "pl_PL.UTF-8" or "fr": its primary language when that has a
// folder, else "en".
func MatchLanguage(tag string) string {
	tag = strings.ToLower(strings.TrimSpace(tag))
	if i := strings.IndexAny(tag, ".@"); i >= 0 {
		tag = tag[:i] // POSIX locale: language_TERRITORY.codeset@modifier
	}
	primary, _, _ := strings.Cut(strings.ReplaceAll(tag, "_", "-"), "-")
	if primary != "" && slices.Contains(Languages(), primary) {
		return primary
	}
	return fallbackLang
}

func languagesIn(fsys fs.FS) []string {
	entries, err := fs.ReadDir(fsys, messageRoot)
	if err != nil {
		return nil
	}
	var langs []string
	for _, e := range entries {
		if e.IsDir() {
			langs = append(langs, e.Name())
		}
	}
	slices.Sort(langs)
	return langs
}

func loadCatalog(fsys fs.FS, lang string) (*Catalog, error) {
	if !slices.Contains(languagesIn(fsys), lang) {
		return nil, fmt.Errorf("assets: no messages for language %q (have %s)", lang, strings.Join(languagesIn(fsys), ", "))
	}
	own, _, err := loadLanguage(fsys, lang)
	if err != nil {
		return nil, err
	}
	c := &Catalog{lang: lang, own: own}
	if lang != fallbackLang {
		if c.en, _, err = loadLanguage(fsys, fallbackLang); err != nil {
			return nil, err
		}
	}
	return c, nil
}

// loadLanguage merges the JSON files of one language folder. It returns the
// texts and, for each key, the place it was defined ("file:line").
func loadLanguage(fsys fs.FS, lang string) (texts, where map[string]string, err error) {
	dir := path.Join(messageRoot, lang)
	files, err := fs.Glob(fsys, dir+"/*.json")
	if err != nil {
		return nil, nil, fmt.Errorf("assets: listing %s: %w", dir, err)
	}
	if len(files) == 0 {
		return nil, nil, fmt.Errorf("assets: %s holds no .json message files", dir)
	}
	slices.Sort(files)
	texts, where = map[string]string{}, map[string]string{}
	for _, name := range files {
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, nil, fmt.Errorf("assets: reading %s: %w", name, err)
		}
		entries, err := parseMessages(data, name)
		if err != nil {
			return nil, nil, err
		}
		for _, e := range entries {
			if first, dup := where[e.key]; dup {
				return nil, nil, fmt.Errorf("assets: key %q defined twice: %s and %s", e.key, first, e.where)
			}
			texts[e.key], where[e.key] = e.text, e.where
		}
	}
	return texts, where, nil
}

type message struct{ key, text, where string }

// parseMessages reads one flat JSON object of string values, keeping every
// key in order (encoding/json would silently keep the last of two equal
// keys).
func parseMessages(data []byte, name string) ([]message, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	at := func() string { return fmt.Sprintf("%s:%d", name, lineAt(data, dec.InputOffset())) }
	fail := func(format string, args ...any) error {
		return fmt.Errorf("assets: %s: %s", at(), fmt.Sprintf(format, args...))
	}
	if tok, err := dec.Token(); err != nil {
		return nil, fail("not JSON: %v", err)
	} else if tok != json.Delim('{') {
		return nil, fail("want a JSON object of key -> text, found %v", tok)
	}
	var out []message
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, fail("bad JSON: %v", err)
		}
		key, ok := tok.(string)
		if !ok {
			return nil, fail("want a key, found %v", tok)
		}
		where := at()
		if err := checkKey(key); err != nil {
			return nil, fail("%v", err)
		}
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return nil, fail("bad JSON after key %q: %v", key, err)
		}
		var text string
		if err := json.Unmarshal(raw, &text); err != nil {
			return nil, fail("key %q: the value must be a string, not %s", key, raw)
		}
		for _, m := range out {
			if m.key == key {
				return nil, fmt.Errorf("assets: key %q defined twice: %s and %s", key, m.where, where)
			}
		}
		out = append(out, message{key, text, where})
	}
	if _, err := dec.Token(); err != nil { // the closing brace
		return nil, fail("bad JSON: %v", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fail("unexpected data after the object")
	}
	return out, nil
}

// checkKey accepts dotted lower-case keys: "orbis.tip.farm", "orbis.god.love.name".
func checkKey(key string) error {
	if key == "" {
		return errors.New("empty key")
	}
	for _, part := range strings.Split(key, ".") {
		if part == "" {
			return fmt.Errorf("key %q has an empty part", key)
		}
		for _, r := range part {
			if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_') {
				return fmt.Errorf("key %q: only a-z, 0-9, '_' and '.' are allowed", key)
			}
		}
	}
	return nil
}

func lineAt(data []byte, offset int64) int {
	offset = min(max(offset, 0), int64(len(data)))
	return 1 + bytes.Count(data[:offset], []byte("\n"))
}

// placeholders returns the verbs of a format text, each as "%[n]v" (with any
// flags, width or precision kept), in order of appearance; "%%" is not a
// placeholder. A verb without an explicit index is an error, since a
// translation could not reorder it.
func placeholders(text string) ([]string, error) {
	var out []string
	for i := 0; i < len(text); i++ {
		if text[i] != '%' {
			continue
		}
		start := i
		i++
		if i < len(text) && text[i] == '%' {
			continue
		}
		if i >= len(text) || text[i] != '[' {
			return nil, fmt.Errorf("%q at byte %d: a verb needs an explicit index like %%[1]s", text[start:min(start+3, len(text))], start)
		}
		j := i + 1
		for j < len(text) && text[j] >= '0' && text[j] <= '9' {
			j++
		}
		if j == i+1 || j >= len(text) || text[j] != ']' || text[i+1] == '0' {
			return nil, fmt.Errorf("bad argument index at byte %d", start)
		}
		i = j + 1
		for i < len(text) && strings.IndexByte("+-# 0123456789.", text[i]) >= 0 {
			i++
		}
		if i >= len(text) || !(text[i] >= 'a' && text[i] <= 'z' || text[i] >= 'A' && text[i] <= 'Z') {
			return nil, fmt.Errorf("verb at byte %d has no letter", start)
		}
		out = append(out, text[start:i+1])
	}
	return out, nil
}

// LanguageName returns a language's name in that language ("Deutsch"), from
// its own catalogue's language.name, or the code when it has none.
func LanguageName(lang string) string {
	languageNamesOnce.Do(func() {
		languageNames = map[string]string{}
		for _, l := range Languages() {
			if texts, _, err := loadLanguage(messageFiles, l); err == nil && texts["language.name"] != "" {
				languageNames[l] = texts["language.name"]
			}
		}
	})
	if name, ok := languageNames[lang]; ok {
		return name
	}
	return lang
}

var (
	languageNamesOnce sync.Once
	languageNames     map[string]string
)
