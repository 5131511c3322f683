package orbis

import (
	"strings"
	"testing"

	rules "orbis/rules/orbis"
)

// TestTableWordsArePhrased: the table's words come phrased in the player's
// language, with the seats' names and numbers in them, for the seats at
// the table only; no score is written without one.
func TestTableWordsArePhrased(t *testing.T) {
	env := testEnv(t)
	s, _, err := rules.NewGame(rules.Config{Players: 3, Seed: 4, StartPlayer: 1})
	if err != nil {
		t.Fatal(err)
	}
	v, score := s.View(), s.Score()
	names := []string{"Ada", "Bea", "Cy"}
	said := map[string]string{}
	for _, lang := range []string{"en", "de"} {
		if err := env.SetLanguage(lang); err != nil {
			t.Fatal(err)
		}
		w := tableWords(env, &v, &score, names, 2)
		if !strings.Contains(w.Top, "Bea") || !strings.Contains(w.NameThinking, "Cy") || !strings.Contains(w.NameThinking, w.Thinking) {
			t.Errorf("%s: top %q, thinking %q: the names are not in them", lang, w.Top, w.NameThinking)
		}
		for seat := range rules.MaxPlayers {
			filled := w.Scores[seat] != "" && w.Realm[seat] != "" && w.RealmShort[seat] != ""
			if filled != (seat < 3) {
				t.Errorf("%s: seat %d's words %q %q %q", lang, seat, w.Scores[seat], w.Realm[seat], w.RealmShort[seat])
			}
		}
		if w.Pays == "" || w.HintHead == "" || w.LogHead == "" || w.GodsHead == "" {
			t.Errorf("%s: a head is missing: %+v", lang, w)
		}
		if none := tableWords(env, &v, nil, names, -1); none.Scores != [rules.MaxPlayers]string{} || none.NameThinking != "" {
			t.Errorf("%s: without a score or a seat thinking: %q, %q", lang, none.Scores, none.NameThinking)
		}
		said[lang] = w.Top
	}
	if said["en"] == said["de"] {
		t.Errorf("the top bar says %q in English and German alike", said["en"])
	}
}

// TestPhrasedTableFollowsWhatItSays: the kept words are phrased again when
// the language, a name, the seat thinking or the table changes, and only
// then.
func TestPhrasedTableFollowsWhatItSays(t *testing.T) {
	env := testEnv(t)
	if err := env.SetLanguage("en"); err != nil {
		t.Fatal(err)
	}
	s, _, err := rules.NewGame(rules.Config{Players: 2, Seed: 4, StartPlayer: 0})
	if err != nil {
		t.Fatal(err)
	}
	v, score := s.View(), s.Score()
	names := []string{"Ada", "Bea"}
	var c phrasedTable
	check := func(when string) {
		t.Helper()
		if got, want := c.get(env, &v, &score, names, -1), tableWords(env, &v, &score, names, -1); got != want {
			t.Errorf("%s: kept %q, want %q", when, got.Top, want.Top)
		}
	}
	check("first")
	check("again")
	names[0] = "Zoe"
	check("a name changed")
	if err := env.SetLanguage("pl"); err != nil {
		t.Fatal(err)
	}
	check("in Polish")
	if err := s.Apply(rules.TakeTile(0)); err != nil {
		t.Fatal(err)
	}
	v = s.View()
	check("a tile taken")
	if w := c.get(env, &v, &score, names, 1); w.NameThinking == "" {
		t.Error("a seat thinking: no words for it")
	}
}
