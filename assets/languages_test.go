package assets

import (
	"bufio"
	"os"
	"slices"
	"strings"
	"testing"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
)

// shipped are the languages the game ships in: the four of the printed
// editions. Each must be complete, with nothing falling back to English.
var shipped = []string{"de", "en", "fr", "pl"}

// pluralForms are the variants of a counted text each language needs
// beside the plain key (the plain key is "other", and for Polish "many").
var pluralForms = map[string][]string{
	"en": {"one"},
	"de": {"one"},
	"fr": {"one"},
	"pl": {"one", "few"},
}

func TestTheFourLanguagesShip(t *testing.T) {
	if got := Languages(); !slices.Equal(got, shipped) {
		t.Errorf("Languages() = %v, want the editions' %v", got, shipped)
	}
}

// TestEveryLanguageIsComplete: every key of English, in every shipped
// language, with the plural variants its grammar needs: a missing text
// would show English to a player who chose another language.
func TestEveryLanguageIsComplete(t *testing.T) {
	en := rawLanguage(t, "en")
	counted := map[string]bool{} // keys with plural variants in English
	for key := range en {
		if base, ok := pluralBase(key); ok {
			counted[base] = true
		}
	}
	for _, lang := range shipped {
		if !slices.Contains(Languages(), lang) {
			t.Errorf("%s: no catalogue", lang)
			continue
		}
		texts := rawLanguage(t, lang)
		for key := range en {
			if _, isVariant := pluralBase(key); isVariant {
				continue
			}
			if _, ok := texts[key]; !ok {
				t.Errorf("%s: %s is missing (English: %q)", lang, key, en[key])
			}
			if counted[key] {
				for _, form := range pluralForms[lang] {
					if _, ok := texts[key+"."+form]; !ok {
						t.Errorf("%s: %s counts, and lacks its %q form", lang, key, form)
					}
				}
			}
		}
	}
}

// TestPluralFormsAgreeWithCLDR checks the small plural table the game uses
// (instead of golang.org/x/text, whose tables would weigh on the web
// build) against x/text's CLDR rules for every count from 0 to 1,000.
func TestPluralFormsAgreeWithCLDR(t *testing.T) {
	names := map[plural.Form]string{plural.Other: "other", plural.One: "one", plural.Few: "few", plural.Many: "many"}
	for _, lang := range shipped {
		tag := language.MustParse(lang)
		for n := 0; n <= 1000; n++ {
			want, ok := names[plural.Cardinal.MatchPlural(tag, n, 0, 0, 0, 0)]
			if !ok {
				t.Fatalf("%s %d: x/text answers a form the game has no variant for", lang, n)
			}
			if got := pluralForm(lang, n); got != want {
				t.Errorf("%s: %d is %q, CLDR says %q", lang, n, got, want)
			}
		}
	}
}

// TestCataloguesUseTheEditionsWords reads docs/glossary.md, one row per
// game term with its English, German, French and Polish word, and checks
// that each catalogue uses its edition's word.
func TestCataloguesUseTheEditionsWords(t *testing.T) {
	f, err := os.Open("../docs/glossary.md")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cols := map[string]int{}
	texts := map[string]string{}
	for _, lang := range shipped {
		var all strings.Builder
		for _, text := range rawLanguage(t, lang) {
			all.WriteString(strings.ToLower(text))
			all.WriteByte('\n')
		}
		texts[lang] = all.String()
	}
	rows := 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if !strings.HasPrefix(line, "|") || strings.HasPrefix(line, "|-") || strings.HasPrefix(line, "| -") {
			continue
		}
		cells := strings.Split(strings.Trim(line, "|"), "|")
		for i := range cells {
			cells[i] = strings.TrimSpace(cells[i])
		}
		if len(cols) == 0 { // the header names the columns
			for i, c := range cells {
				cols[strings.ToLower(c)] = i
			}
			for _, lang := range shipped {
				if _, ok := cols[lang]; !ok {
					t.Fatalf("docs/glossary.md: the table has no %q column (header %v)", lang, cells)
				}
			}
			continue
		}
		rows++
		for _, lang := range shipped {
			word := strings.Trim(cells[cols[lang]], "*`")
			if word == "" {
				t.Errorf("docs/glossary.md: %q has no %s word", cells[0], lang)
				continue
			}
			if !strings.Contains(texts[lang], strings.ToLower(word)) {
				t.Errorf("%s: the catalogue never says %q (%s)", lang, word, cells[0])
			}
		}
	}
	if rows < 40 {
		t.Errorf("docs/glossary.md has %d terms; the game's words are more", rows)
	}
}
