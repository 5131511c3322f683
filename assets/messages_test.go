package assets

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	rules "orbis/rules/orbis"
)

// rawLanguage loads one language's own texts, without the English fallback.
func rawLanguage(t *testing.T, lang string) map[string]string {
	t.Helper()
	texts, _, err := loadLanguage(messageFiles, lang)
	if err != nil {
		t.Fatalf("language %s: %v", lang, err)
	}
	return texts
}

func TestEveryLanguageLoads(t *testing.T) {
	langs := Languages()
	if !slices.Contains(langs, "en") {
		t.Fatalf("Languages() = %v, want it to include en", langs)
	}
	if !slices.IsSorted(langs) {
		t.Errorf("Languages() = %v, not sorted", langs)
	}
	for _, lang := range langs {
		c, err := Load(lang)
		if err != nil {
			t.Errorf("Load(%q): %v", lang, err)
			continue
		}
		if c.Lang() != lang {
			t.Errorf("Load(%q).Lang() = %q", lang, c.Lang())
		}
	}
}

func TestLoaderRejectsDuplicatesAndBadFiles(t *testing.T) {
	en := func(files map[string]string) fstest.MapFS {
		fsys := fstest.MapFS{}
		for name, data := range files {
			fsys["messages/en/"+name] = &fstest.MapFile{Data: []byte(data)}
		}
		return fsys
	}
	tests := []struct {
		name  string
		fsys  fstest.MapFS
		wants []string // substrings of the error; none: must load
	}{
		{"clean", en(map[string]string{"a.json": `{"x.a": "A"}`, "b.json": `{"x.b": "B"}`}), nil},
		{"empty object", en(map[string]string{"a.json": `{}`}), nil},
		{"twice in two files", en(map[string]string{"a.json": `{"x.a": "A"}`, "b.json": "{\n\"x.b\": \"B\",\n\"x.a\": \"again\"}"}),
			[]string{`"x.a"`, "messages/en/a.json:1", "messages/en/b.json:3"}},
		{"twice in one file", en(map[string]string{"a.json": "{\"x.a\": \"A\",\n\"x.a\": \"B\"}"}),
			[]string{`"x.a"`, "messages/en/a.json:1", "messages/en/a.json:2"}},
		{"not a string", en(map[string]string{"a.json": "{\"x.a\": \"A\",\n\"x.n\": 3}"}),
			[]string{"messages/en/a.json:2", `"x.n"`, "string"}},
		{"nested", en(map[string]string{"a.json": `{"x": {"y": "z"}}`}), []string{"a.json", `"x"`, "string"}},
		{"array", en(map[string]string{"a.json": `["x"]`}), []string{"a.json", "object"}},
		{"broken", en(map[string]string{"a.json": `{"x.a": "A",}`}), []string{"a.json"}},
		{"trailing data", en(map[string]string{"a.json": `{"x.a": "A"} {}`}), []string{"a.json", "after"}},
		{"bad key", en(map[string]string{"a.json": `{"Tip Farm": "A"}`}), []string{"a.json", `"Tip Farm"`}},
		{"empty key part", en(map[string]string{"a.json": `{"tip..farm": "A"}`}), []string{"a.json", "empty part"}},
		{"no files", fstest.MapFS{"messages/en/readme.txt": {Data: []byte("hi")}}, []string{"messages/en", "no .json"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := loadCatalog(tt.fsys, "en")
			if len(tt.wants) == 0 {
				if err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
				return
			}
			if err == nil {
				t.Fatalf("loaded, want an error mentioning %q", tt.wants)
			}
			for _, w := range tt.wants {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not mention %q", err, w)
				}
			}
		})
	}
}

func TestLoadUnknownLanguageIsAnError(t *testing.T) {
	if c, err := Load(""); err != nil || c.Lang() != "en" {
		t.Errorf(`Load("") = %v, %v; want English`, c, err)
	}
	for _, lang := range []string{"xx", "EN", "en-US", "../en", "en/..", "."} {
		c, err := Load(lang)
		if err == nil {
			t.Errorf("Load(%q) = catalogue %q, want an error (use MatchLanguage first)", lang, c.Lang())
			continue
		}
		if !strings.Contains(err.Error(), strconv.Quote(lang)) || !strings.Contains(err.Error(), "en") {
			t.Errorf("Load(%q) error %q should name the language and the ones there are", lang, err)
		}
	}
}

func TestEveryKeyExistsInEnglish(t *testing.T) {
	en := rawLanguage(t, "en")
	for _, lang := range Languages() {
		for key := range rawLanguage(t, lang) {
			if _, ok := en[key]; ok {
				continue
			}
			if base, ok := pluralBase(key); ok {
				if _, ok := en[base]; ok {
					continue // a plural form English does not need
				}
			}
			t.Errorf("%s: key %q is not defined in English", lang, key)
		}
	}
}

// placeholderSet returns the sorted placeholders of a text.
func placeholderSet(t *testing.T, lang, key, text string) []string {
	t.Helper()
	ph, err := placeholders(text)
	if err != nil {
		t.Errorf("%s: %s: %v", lang, key, err)
	}
	slices.Sort(ph)
	return slices.Compact(ph)
}

func TestPlaceholdersMatchEnglish(t *testing.T) {
	en := rawLanguage(t, "en")
	for _, lang := range Languages() {
		for key, text := range rawLanguage(t, lang) {
			got := placeholderSet(t, lang, key, text)
			base, variant := pluralBase(key)
			if !variant {
				base = key
			}
			enText, ok := en[base]
			if !ok {
				continue // reported by TestEveryKeyExistsInEnglish
			}
			want := placeholderSet(t, "en", base, enText)
			if variant {
				// A plural form may spell its count out ("1 tile") and drop it.
				for _, p := range got {
					if !slices.Contains(want, p) {
						t.Errorf("%s: %s has %s, which %s (en) does not have: %v", lang, key, p, base, want)
					}
				}
			} else if !slices.Equal(got, want) {
				t.Errorf("%s: %s has placeholders %v, English has %v", lang, key, got, want)
			}
		}
	}
}

func TestEnglishPlaceholdersAreNumberedFromOne(t *testing.T) {
	for key, text := range rawLanguage(t, "en") {
		if _, variant := pluralBase(key); variant {
			continue
		}
		used := map[int]string{}
		for _, p := range placeholderSet(t, "en", key, text) {
			n, _ := strconv.Atoi(p[2:strings.IndexByte(p, ']')])
			if verb, dup := used[n]; dup && verb[len(verb)-1] != p[len(p)-1] {
				t.Errorf("%s uses argument %d as both %s and %s", key, n, verb, p)
			}
			used[n] = p
		}
		for n := 1; n <= len(used); n++ {
			if _, ok := used[n]; !ok {
				t.Errorf("%s skips argument %d (has %v)", key, n, used)
			}
		}
	}
}

func TestPlaceholderParser(t *testing.T) {
	tests := []struct {
		text    string
		want    []string
		wantErr bool
	}{
		{"plain", nil, false},
		{"100%% sure", nil, false},
		{"%[1]d of %[2]s", []string{"%[1]d", "%[2]s"}, false},
		{"%[2]s, %[1]s", []string{"%[2]s", "%[1]s"}, false},
		{"%[1]+5.2f%%", []string{"%[1]+5.2f"}, false},
		{"%d tiles", nil, true},
		{"%[0]d", nil, true},
		{"%[x]d", nil, true},
		{"%[1]", nil, true},
		{"ends with %", nil, true},
	}
	for _, tt := range tests {
		got, err := placeholders(tt.text)
		if (err != nil) != tt.wantErr || !slices.Equal(got, tt.want) {
			t.Errorf("placeholders(%q) = %q, %v; want %q, error %v", tt.text, got, err, tt.want, tt.wantErr)
		}
	}
}

// sampleArgs makes arguments fitting a text's placeholders: 3 for numbers,
// "x" for strings.
func sampleArgs(t *testing.T, key, text string) []any {
	ph, _ := placeholders(text)
	var args []any
	for _, p := range ph {
		n, _ := strconv.Atoi(p[2:strings.IndexByte(p, ']')])
		for len(args) < n {
			args = append(args, nil)
		}
		switch p[len(p)-1] {
		case 'd':
			args[n-1] = 3
		case 's', 'q', 'v':
			args[n-1] = "x"
		default:
			t.Errorf("%s: unexpected verb %s", key, p)
		}
	}
	return args
}

func TestEveryTextFormatsCleanly(t *testing.T) {
	en := rawLanguage(t, "en")
	for _, lang := range Languages() {
		c, err := Load(lang)
		if err != nil {
			t.Fatal(err)
		}
		for key, text := range rawLanguage(t, lang) {
			base, variant := pluralBase(key)
			if !variant {
				base = key
			}
			args := sampleArgs(t, key, en[base])
			got := format(text, args)
			if strings.Contains(got, "%!") {
				t.Errorf("%s: %s formats as %q", lang, key, got)
			}
			if !variant && c.T(key, args...) != got {
				t.Errorf("%s: T(%q) = %q, want %q", lang, key, c.T(key, args...), got)
			}
			if strings.TrimSpace(text) == "" {
				t.Errorf("%s: %s is empty", lang, key)
			}
		}
	}
}

func TestEveryTextIsDrawable(t *testing.T) {
	for _, lang := range Languages() {
		for key, text := range rawLanguage(t, lang) {
			for i, r := range text {
				if r != '\n' && !Covers(r) {
					t.Errorf("%s: %s: the fonts cannot draw %q (U+%04X) at byte %d", lang, key, r, r, i)
				}
			}
			if strings.Contains(text, "\n\n") || strings.HasPrefix(text, "\n") || strings.HasSuffix(text, "\n") {
				t.Errorf("%s: %s: empty line; paragraphs are separated by a single \\n", lang, key)
			}
		}
	}
}

func TestMissingKeyIsVisible(t *testing.T) {
	c, err := Load("en")
	if err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{"no.such.key", "", "tip"} {
		want := "{" + key + "}"
		if got := c.T(key); got != want {
			t.Errorf("T(%q) = %q, want %q", key, got, want)
		}
		if got := c.T(key, 1, "a"); got != want {
			t.Errorf("T(%q, args) = %q, want %q", key, got, want)
		}
		if got := c.N(key, 2, 2); got != want {
			t.Errorf("N(%q) = %q, want %q", key, got, want)
		}
		if c.Has(key) {
			t.Errorf("Has(%q) = true", key)
		}
	}
	if !c.Has("orbis.tip.farm") {
		t.Error(`Has("orbis.tip.farm") = false`)
	}
}

func TestEnglishTemplates(t *testing.T) {
	c, err := Load("en")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct{ got, want string }{
		{c.T("orbis.tip.farm", "red", 0), "Farm: from now on, red cost symbols are free for you (multicolour ones are not). 0 CP."},
		{c.T("orbis.tip.tile_header", 2, "green", c.And(c.T("orbis.cost.symbol", 1, "blue"), c.T("orbis.cost.symbol", 2, "any")), 4),
			"Level 2 green tile · cost 1 blue and 2 any · 4 CP"},
		{c.T("orbis.tip.realm", 7), "Realm: 7 of 10 worshippers"},
		{c.N("orbis.tip.cube_count", 1, 1, "red"), "1 red worshipper"},
		{c.N("orbis.tip.cube_count", 3, 3, "red"), "3 red worshippers"},
		{c.N("orbis.tip.cube_count", 0, 0, "red"), "0 red worshippers"},
		{c.N("orbis.tip.pile", 1, 2, 1), "Level 2 pile: 1 tile left"},
		{c.N("orbis.tip.pile", 12, 2, 12), "Level 2 pile: 12 tiles left"},
		{c.T("orbis.tip.pile", 2, 12), "Level 2 pile: 12 tiles left"},
		{c.N("orbis.tip.forest", 3, 3, c.Or("green", "blue"), 6),
			"Forest: 6 CP at the end if at least 3 of its neighbours are green or blue (a Wilderness counts as any colour)."},
		{c.Or(), ""},
		{c.Or("red"), "red"},
		{c.Or("red", "blue", "white"), "red, blue or white"},
		{c.And("red", "blue", "white", "green"), "red, blue, white and green"},
		{c.T("orbis.god.death.name"), "God of Death"},
	}
	for i, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%d: got %q, want %q", i, tt.got, tt.want)
		}
	}
}

func TestRulesSections(t *testing.T) {
	c, _ := Load("en")
	// The turn lists the seven phases, one numbered line each.
	for n := 1; n <= 7; n++ {
		if !strings.Contains(c.T("orbis.rules.turn.body"), fmt.Sprintf("\n%d. ", n)) {
			t.Errorf("orbis.rules.turn.body has no line starting %d.", n)
		}
	}
	// One line per effect and per god, naming it as the game does.
	for e := rules.Farm; e <= rules.SacredStone; e++ {
		if name := c.T("orbis.effect." + e.String() + ".name"); !strings.Contains(c.T("orbis.rules.effects.body"), "\n"+name+":") &&
			!strings.HasPrefix(c.T("orbis.rules.effects.body"), name+":") {
			t.Errorf("orbis.rules.effects.body has no line for %s", name)
		}
	}
	for g := rules.God(0); g < rules.NumGods; g++ {
		name := c.T("orbis.god." + g.String() + ".name")
		if body := c.T("orbis.rules.gods.body"); !strings.Contains(body, "\n"+name+":") && !strings.HasPrefix(body, name+":") {
			t.Errorf("orbis.rules.gods.body has no line for %s", name)
		}
	}
	for _, shortcut := range []string{"Enter", "Ctrl+Z", "Esc", "F1", "F11"} {
		if !strings.Contains(c.T("orbis.rules.controls.body"), "\n"+shortcut+":") {
			t.Errorf("orbis.rules.controls.body has no line for %s", shortcut)
		}
	}
}

func TestFallbackToEnglish(t *testing.T) {
	fsys := fstest.MapFS{
		"messages/en/a.json": {Data: []byte(`{"hello": "Hello", "only.en": "English", "n": "%[1]d things", "n.one": "one thing", "m": "%[1]d bits", "m.one": "a bit"}`)},
		"messages/de/a.json": {Data: []byte(`{"hello": "Hallo", "n": "%[1]d Dinge"}`)},
		"messages/pl/a.json": {Data: []byte(`{"n": "%[1]d rzeczy", "n.one": "jedna rzecz", "n.few": "%[1]d rzeczy (few)"}`)},
	}
	if got := languagesIn(fsys); !slices.Equal(got, []string{"de", "en", "pl"}) {
		t.Errorf("languagesIn = %v", got)
	}
	de, err := loadCatalog(fsys, "de")
	if err != nil {
		t.Fatal(err)
	}
	pl, err := loadCatalog(fsys, "pl")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct{ got, want string }{
		{de.T("hello"), "Hallo"},
		{de.T("only.en"), "English"},
		{de.T("missing"), "{missing}"},
		// de has n but no n.one: its own text, never the English variant.
		{de.N("n", 1, 1), "1 Dinge"},
		// de lacks m entirely: English with English's plural forms.
		{de.N("m", 1, 1), "a bit"},
		{de.N("m", 4, 4), "4 bits"},
		{pl.N("n", 1, 1), "jedna rzecz"},
		{pl.N("n", 3, 3), "3 rzeczy (few)"},
		{pl.N("n", 5, 5), "5 rzeczy"},
		{pl.N("n", 22, 22), "22 rzeczy (few)"},
		{pl.N("n", 12, 12), "12 rzeczy"},
	}
	for i, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%d: got %q, want %q", i, tt.got, tt.want)
		}
	}
	if !de.Has("only.en") || de.Has("missing") {
		t.Error("Has does not see through to English")
	}
}

func TestPluralForm(t *testing.T) {
	tests := []struct {
		lang string
		n    int
		want string
	}{
		{"en", 0, "other"}, {"en", 1, "one"}, {"en", 2, "other"}, {"en", -1, "one"},
		{"de", 1, "one"}, {"de", 21, "other"},
		{"fr", 0, "one"}, {"fr", 1, "one"}, {"fr", 2, "other"},
		{"pl", 0, "many"}, {"pl", 1, "one"}, {"pl", 2, "few"}, {"pl", 4, "few"}, {"pl", 5, "many"},
		{"pl", 11, "many"}, {"pl", 12, "many"}, {"pl", 14, "many"}, {"pl", 21, "many"}, {"pl", 22, "few"}, {"pl", 104, "few"}, {"pl", 112, "many"},
	}
	for _, tt := range tests {
		if got := pluralForm(tt.lang, tt.n); got != tt.want {
			t.Errorf("pluralForm(%s, %d) = %s, want %s", tt.lang, tt.n, got, tt.want)
		}
	}
}

func TestMatchLanguage(t *testing.T) {
	has := func(lang string) string {
		if slices.Contains(Languages(), lang) {
			return lang
		}
		return "en"
	}
	tests := []struct{ tag, want string }{
		{"en", "en"},
		{"en-US", "en"},
		{"EN_gb", "en"},
		{"en_US.UTF-8", "en"},
		{"", "en"},
		{"   ", "en"},
		{"C", "en"},
		{"xx-YY", "en"},
		{"-", "en"},
		{"de-AT", has("de")},
		{"de_DE.UTF-8@euro", has("de")},
		{"fr-CA", has("fr")},
		{"pl", has("pl")},
	}
	for _, tt := range tests {
		if got := MatchLanguage(tt.tag); got != tt.want {
			t.Errorf("MatchLanguage(%q) = %q, want %q", tt.tag, got, tt.want)
		}
	}
	// While only English exists, German falls back to it.
	if !slices.Contains(Languages(), "de") && MatchLanguage("de-AT") != "en" {
		t.Errorf(`MatchLanguage("de-AT") = %q without a de folder, want "en"`, MatchLanguage("de-AT"))
	}
}

func TestEnglishSpelling(t *testing.T) {
	// The texts use this edition's spelling: worshippers, colour.
	for key, text := range rawLanguage(t, "en") {
		for _, bad := range []string{"Worshiper", "worshiper", "color ", "colors"} {
			if strings.Contains(text, bad) {
				t.Errorf("en: %s uses %q", key, bad)
			}
		}
	}
}
